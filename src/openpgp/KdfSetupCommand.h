// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

struct CardInfo;

/**
 * Turn the KDF-DO (F9) on or off (SCD SETATTR KDF; needs the admin PIN).
 * Like GnuPG's kdf-setup, "on" writes iterated-salted SHA-256 with the
 * hashes of the default PINs: the card's PINs become 123456 / 12345678 and
 * must be changed right after. Afterwards the command verifies the user and
 * admin PIN (the new defaults) so the user knows they work. Once the card
 * took the new setting the command succeeds: a failed check afterwards is
 * told in its message, not reported as a failed KDF change.
 */
class KdfSetupCommand : public CardCommand
{
    Q_OBJECT
public:
    KdfSetupCommand(AgentSession *session, bool enable, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// Whether to verify both PINs afterwards (default true).
    void setVerifyAfterwards(bool verify) { m_verify = verify; }
    /// After success: whether both PINs were verified afterwards.
    bool pinsVerified() const { return m_verified; }

    /// What happens to the PINs on this card with this GnuPG, in plain words.
    static QString explanation(const CardInfo &card, bool enable);
    /// The F9 value GnuPG writes: 110 bytes (three salts) or 90 (one salt
    /// when saltReset and saltAdmin are empty); "81 01 00" for off.
    static QByteArray dataObject(bool enable, const QByteArray &saltUser,
                                 const QByteArray &saltReset, const QByteArray &saltAdmin,
                                 quint32 iterations = 0x02000000);
    /// OpenPGP iterated and salted S2K with SHA-256 (RFC 4880 3.7.1.3).
    static QByteArray s2k(const QByteArray &salt, const QByteArray &secret, quint32 count);

protected:
    Status execute() override;
    QString successText() const override;

private:
    bool m_enable;
    bool m_verify = true;
    bool m_verified = false;
    bool m_defaultsRefused = false;
};

} // namespace keyward::openpgp
