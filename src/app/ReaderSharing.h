// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pcsc/ReaderState.h"

#include <QList>
#include <QSet>
#include <QStringList>

namespace keyward::app {

/// One card, several ways in: decides which readers hold a card whose way in
/// is scdaemon, so that Keyward's own PKCS#11 polling (OpenSC) leaves them
/// alone. A reader counts when its card is an OpenPGP card by its ATR, or
/// when PC/SC reported it held exclusively while gpg-agent served a card —
/// and it keeps counting, through scdaemon's resets and reconnects, until its
/// card is taken out. Pure bookkeeping, no device access.
class ReaderSharing
{
public:
    /// A new reader snapshot; `agentHasCard` whether gpg-agent reports a card.
    /// Returns true when scdaemonReaders() changed.
    bool update(const QList<pcsc::ReaderState> &readers, bool agentHasCard);
    /// The readers to keep other ways in away from, sorted.
    QStringList scdaemonReaders() const { return m_current; }

private:
    QSet<QString>
        m_seenHeld; ///< held exclusively while the agent had a card; card not removed since
    QStringList m_current;
};

} // namespace keyward::app
