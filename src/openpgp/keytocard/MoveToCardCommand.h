// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BackupCommand.h"
#include "KeyToCardStep.h"
#include "LocalKey.h"
#include "SlotPlanner.h"

namespace keyward::openpgp::keytocard {

/// One subkey after the move, as read back from the card.
struct MovedKey
{
    QByteArray subkeyFingerprint;
    QByteArray keygrip;
    KeySlot slot = KeySlot::Signature;
    QByteArray cardSerial;      ///< AID hex of the card it went to
    QString cardName;           ///< the card as the device list names it, with its serial
    QByteArray cardKeygrip;     ///< computed from the card's public key (READKEY)
    QByteArray cardFingerprint; ///< the card's KEY-FPR for the slot
    bool verified() const
    {
        return !cardKeygrip.isEmpty() && cardKeygrip == keygrip &&
               cardFingerprint == subkeyFingerprint;
    }
};

/**
 * Step 2: the move. For each planned subkey: gpg-agent
 * `KEYTOCARD <grip> <serial> OPENPGP.<n> <created>` (admin PIN through the
 * pinentry or the SecretProvider), then the card is read back: READKEY's
 * keygrip and KEY-FPR must be those of the subkey.
 *
 * Refuses without a verified backup that covers every subkey. When the
 * local secret is only a stub (the key already went to another card), it
 * is restored from the backup first: that is how the second card is filled.
 *
 * GnuPG 2.2's KEYTOCARD leaves the local secret key in place; it becomes a
 * stub only in the next step, when the user chose to remove it. On any
 * failure the error says where the key is now.
 */
class MoveToCardCommand : public KeyToCardStep
{
    Q_OBJECT
public:
    explicit MoveToCardCommand(AgentSession *session, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    void setKey(const LocalKey &key) { m_key = key; }
    void setPlan(const QList<SlotMapping> &plan) { m_plan = plan; }
    void setBackup(const BackupReport &backup) { m_backup = backup; }
    /// Only move to this card (AID hex or the 8-digit serial); empty = the inserted one.
    void setExpectedCard(const QByteArray &serial) { m_expectedCard = serial; }
    /// Replace keys the card already holds in the planned slots.
    void setReplaceCardKeys(bool replace) { m_replace = replace; }

    const QList<MovedKey> &moved() const { return m_moved; }
    QByteArray cardSerial() const { return m_serial; }

protected:
    Status execute() override;
    QString successText() const override;

private:
    Status moveOne(const SubkeyInfo &subkey, KeySlot slot);
    Error located(Error error, const QByteArray &keygrip);

    LocalKey m_key;
    QList<SlotMapping> m_plan;
    BackupReport m_backup;
    QByteArray m_expectedCard;
    bool m_replace = false;
    QByteArray m_serial;
    QString m_cardName; ///< "YubiKey 5, serial 886A8E38"
    QList<MovedKey> m_moved;
};

} // namespace keyward::openpgp::keytocard
