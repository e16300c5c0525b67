// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"
#include "CardInfo.h"

namespace keyward::openpgp {

/**
 * Generate keys on the card.
 *
 * - Certificate mode (default): all three keys, and a new OpenPGP
 *   certificate for them in the keyring, through GPGME's card-edit
 *   interactor (gpg --card-edit generate driven by status codes).
 * - Slot mode (setSlotOnly()): one slot with SCD GENKEY; the card gets a new
 *   key, the keyring is not changed.
 *
 * Progress has no measure (the card says nothing until done): the
 * Operation reports a busy state; show its elapsed time. RSA-4096 on a Gnuk
 * takes minutes; only the agent worker waits.
 */
class GenerateKeyCommand : public CardCommand
{
    Q_OBJECT
public:
    explicit GenerateKeyCommand(AgentSession *session, QObject *parent = nullptr);
    QString title() const override;

    /// Certificate mode: user ID parts and expiry ("0" = never, "1y", "2025-12-31").
    void setUserId(const QString &name, const QString &email);
    void setExpiry(const QString &expiry) { m_expiry = expiry; }
    /// Certificate mode: set all three slots to this algorithm first
    /// ("rsa3072", "ed25519" — the encryption slot then gets cv25519,
    /// "nistp256", ...); empty keeps what the card is set to.
    void setAlgorithm(const QString &algorithm) { m_algorithm = algorithm; }
    /// Slot mode: generate only this slot, keep the keyring as it is.
    void setSlotOnly(KeySlot slot)
    {
        m_slot = slot;
        m_slotOnly = true;
    }

    /// The fingerprint of the new primary key (certificate mode) or of the
    /// slot's key (slot mode), upper-case hex.
    QByteArray fingerprint() const { return m_fingerprint; }

protected:
    Status execute() override;
    QString successText() const override;

private:
    Status generateSlot();
    Status generateWithCertificate();
    Status applyAlgorithm();

    QString m_name;
    QString m_email;
    QString m_expiry = QStringLiteral("0");
    QString m_algorithm;
    KeySlot m_slot = KeySlot::Signature;
    bool m_slotOnly = false;
    QByteArray m_fingerprint;
};

} // namespace keyward::openpgp
