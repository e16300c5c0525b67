// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

/**
 * Export the card's public key: the OpenPGP certificate (ASCII armour) that
 * holds the card's keys, or the SSH public key of the authentication key
 * (`gpg --export-ssh-key` through GPGME). Both need the certificate in the
 * keyring (after GenerateKeyCommand, or an import); without it the SSH key
 * is built from the card itself (SCD READKEY OPENPGP.3; RSA and Ed25519).
 */
class ExportPublicKeyCommand : public CardCommand
{
    Q_OBJECT
public:
    enum class Format
    {
        OpenPgpArmor,
        Ssh
    };
    ExportPublicKeyCommand(AgentSession *session, Format format, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// The exported text after success.
    QString text() const { return m_text; }

    /// "ssh-ed25519 AAAA... comment" / "ssh-rsa ..." from a canonical
    /// S-expression public key as scdaemon's READKEY returns it; empty when
    /// the algorithm has no SSH form here.
    static QString sshFromSexp(const QByteArray &sexp, const QString &comment);

    bool changesCard() const override { return false; }

protected:
    Status execute() override;
    QString successText() const override;

private:
    Format m_format;
    QString m_text;
};

} // namespace keyward::openpgp
