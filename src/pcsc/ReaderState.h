// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

namespace keyward::pcsc {

/// One reader as PC/SC last reported it: a value, safe to pass between threads.
struct ReaderState
{
    QString name;             ///< reader name as pcscd spells it ("Virtual PCD 00 00")
    bool cardPresent = false; ///< SCARD_STATE_PRESENT
    bool inUse = false;       ///< held exclusively by another process (SCARD_STATE_EXCLUSIVE)
    bool mute = false;        ///< a card is in but does not answer (SCARD_STATE_MUTE)
    QByteArray atr;           ///< the card's answer to reset; empty without a card
    quint32 stateFlags = 0;   ///< raw SCARD_STATE_* bits (low 16 bits, CHANGED cleared)

    bool operator==(const ReaderState &) const = default;
};

/// What changed between two snapshots of the reader list, by reader name.
struct SnapshotDiff
{
    QStringList added;   ///< readers that appeared
    QStringList removed; ///< readers that disappeared
    QStringList changed; ///< readers whose card, ATR or state moved

    bool isEmpty() const { return added.isEmpty() && removed.isEmpty() && changed.isEmpty(); }
};

/// Compare two snapshots; order of readers within a snapshot is not significant.
SnapshotDiff diffSnapshots(const QList<ReaderState> &before, const QList<ReaderState> &after);

/// The SCARD_STATE_* bits in words ("present", "exclusive", "mute"), for the detail pane.
QStringList stateWords(quint32 stateFlags);

/// Whether this reader is vsmartcard's vpcd (a virtual card sits behind it):
/// "Virtual PCD nn mm" by default, "Keyward Virtual Reader nn mm" in the sandbox.
bool isVirtualReader(const QString &readerName);

} // namespace keyward::pcsc

Q_DECLARE_METATYPE(keyward::pcsc::ReaderState)
