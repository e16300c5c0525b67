// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"
#include "CardInfo.h"

namespace keyward::openpgp {

/// Change the algorithm of one key slot (SCD SETATTR KEY-ATTR --force; needs
/// the admin PIN). Destroys the key in that slot.
class SetKeyAttrCommand : public CardCommand
{
    Q_OBJECT
public:
    /// algorithm: GnuPG name ("rsa3072", "ed25519", "cv25519", "nistp384", ...).
    /// supported: what the card takes (CardInfo::supportedAlgorithms); an
    /// algorithm outside it is refused before anything reaches the card.
    SetKeyAttrCommand(AgentSession *session, KeySlot slot, QString algorithm,
                      QStringList supported = {}, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// The SETATTR value for slot/algorithm ("--force 1 1 rsa2048",
    /// "--force 3 22 ed25519"), or empty when the pair makes no sense.
    static QByteArray attributeValue(KeySlot slot, const QString &algorithm);
    /// What changing the slot's algorithm destroys, as a whole sentence naming the key by its
    /// fingerprint; empty when the card read shows the slot empty. Said before the change in
    /// the window and on the command line.
    static QString whatIsLost(const CardInfo &card, KeySlot slot);
    /// The same when the card could not be read first: Keyward cannot say whether a key is lost.
    static QString whatMayBeLost(KeySlot slot);

protected:
    Status execute() override;
    QString successText() const override;

private:
    KeySlot m_slot;
    QString m_algorithm;
    QStringList m_supported;
    QString m_readBack; ///< the slot's algorithm as the card reports it after the change
};

/// "Signature key" etc., translated.
QString keySlotName(KeySlot slot);

} // namespace keyward::openpgp
