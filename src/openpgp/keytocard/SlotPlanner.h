// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LocalKey.h"
#include "core/Result.h"
#include "openpgp/CardInfo.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QList>
#include <QStringList>

#include <array>
#include <optional>

namespace keyward::openpgp::keytocard {

/// What the mapping needs to know about the target card.
struct CardCapabilities
{
    QByteArray serial;                            ///< the AID in hex (what KEYTOCARD wants)
    QString model;                                ///< "YubiKey 5", "FST-01 (Gnuk)", may be empty
    QStringList algorithms;                       ///< GnuPG names the card takes
    bool keyImport = true;                        ///< extended capabilities: key import allowed
    std::array<QByteArray, 3> slotFingerprints{}; ///< what the card holds now

    static CardCapabilities fromCardInfo(const CardInfo &info);
};

/// One subkey going to one card slot.
struct SlotMapping
{
    QByteArray subkeyFingerprint;
    KeySlot slot = KeySlot::Signature;
    bool operator==(const SlotMapping &) const = default;
};

/**
 * Which subkey may go to which card slot (pure functions, unit tested):
 * the slot must fit the key's usage as gpg's own keytocard decides it
 * (signature: S or C; encryption: E; authentication: A or S) and the card
 * must take the algorithm. Figures for slow algorithms come from stored
 * benchmark runs of the same model when there are any (set by the app layer,
 * see app/MeasuredCardFigures), else from the published keycard
 * measurements in the design brief.
 */
class SlotPlanner
{
public:
    /// Slots the key's usage allows, in slot order.
    static QList<KeySlot> slotsForUsage(const SubkeyInfo &key);
    /// Whether the card takes the algorithm (case-insensitive GnuPG names).
    static bool cardTakes(const CardCapabilities &card, const QString &algorithm);
    /// Ok, or an Error saying why this subkey cannot go to this slot.
    static Status check(const SubkeyInfo &key, KeySlot slot, const CardCapabilities &card);
    /// Compatible slots (usage and algorithm) for a subkey.
    static QList<KeySlot> compatibleSlots(const SubkeyInfo &key, const CardCapabilities &card);
    /// Use a measured figure (e.g. a stored benchmark median) for a model and algorithm
    /// instead of the published one; `source` says where it comes from ("Keyward
    /// benchmark, 2026-11-21") and is named in the warning. Thread-safe.
    static void setMeasuredSeconds(const QString &model, const QString &algorithm, double seconds,
                                   const QString &source = {});
    /// Forget all measured figures.
    static void clearMeasuredSeconds();
    /// Typical seconds per private-key operation on this model, when known (measured
    /// figures first, then the published ones).
    static std::optional<double> typicalSeconds(const QString &model, const QString &algorithm);
    /// Where typicalSeconds() got its figure: the measured figure's source, or
    /// the published measurements; empty when there is no figure.
    static QString figureSource(const QString &model, const QString &algorithm);
    /// A sentence warning that the algorithm is slow on the card (>= 1 s per
    /// operation) and naming the figure's source, or an empty string.
    static QString slowWarning(const QString &model, const QString &algorithm);
    /// A default plan: every usable subkey with a local secret (not expired
    /// or revoked, primary key left out) to its first compatible slot, one
    /// subkey per slot, newest subkey first when several compete.
    static QList<SlotMapping> proposal(const LocalKey &key, const CardCapabilities &card);
    /// Ok when every mapping names a subkey of `key` with a secret here,
    /// fits its slot and no slot is used twice.
    static Status validate(const LocalKey &key, const QList<SlotMapping> &plan,
                           const CardCapabilities &card, bool allowStubs = false);
    /// "sig"/"enc"/"auth" (also "1".."3", "signature", ...) to a slot.
    static std::optional<KeySlot> parseSlot(const QString &text);
    /// "sig", "enc", "auth".
    static QString slotWord(KeySlot slot);
};

} // namespace keyward::openpgp::keytocard
