// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardStep.h"

#include "openpgp/GpgError.h"
#include "openpgp/SecureBytes.h"

#include <QFile>

#include <gpgme++/context.h>
#include <gpgme++/data.h>
#include <gpgme++/importresult.h>

namespace keyward::openpgp::keytocard {

Result<int> KeyToCardStep::importBackup(const QString &path, const QString &homeDir,
                                        const QString &operation)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(ErrorDomain::System, file.error(), ErrorKind::Io, operation,
                           QStringLiteral("%1: %2").arg(path, file.errorString()));
    }
    const QByteArray bytes = file.readAll();
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(operation, QStringLiteral("no GPGME OpenPGP context"));
    }
    if (!homeDir.isEmpty()) {
        ctx->setEngineHomeDirectory(homeDir.toLocal8Bit().constData());
    }
    GpgME::Data data(bytes.constData(), static_cast<size_t>(bytes.size()), false);
    const GpgME::ImportResult res = ctx->importKeys(data);
    if (res.error()) {
        return gpgError(static_cast<gpg_err_code_t>(res.error().code()), operation,
                        gpgErrorText(res.error().encodedError()));
    }
    return res.numSecretKeysConsidered();
}

Result<AssuanReply> KeyToCardStep::agentWithSecrets(const QByteArray &command, bool passphraseFirst)
{
    if (!m_secrets) {
        if (Status s = session().setLoopbackPinentry(false); !s) {
            return s.error();
        }
        return session().transactNow(command, {}, title());
    }
    if (Status s = session().setLoopbackPinentry(true); !s) {
        return s.error();
    }
    // In loopback mode gpg-agent asks once per secret and fails on a wrong
    // one, so a repeated admin-PIN inquiry means the first one was right.
    bool wantPassphrase = passphraseFirst;
    QByteArray adminPin;
    SecretProvider *provider = m_secrets.get();
    AgentSession::InquireHandler handler = [&](const QByteArray &keyword,
                                               const QByteArray &) -> Result<QByteArray> {
        if (keyword != "PASSPHRASE" && keyword != "NEEDPIN") {
            return Error::make(
                ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                QStringLiteral("unexpected inquiry %1").arg(QString::fromLatin1(keyword)));
        }
        if (wantPassphrase) {
            wantPassphrase = false;
            return provider->secret(SecretKind::KeyPassphrase, tr("Key passphrase"));
        }
        if (adminPin.isEmpty()) {
            Result<QByteArray> pin = provider->secret(SecretKind::AdminPin, tr("Admin PIN"));
            if (!pin) {
                return pin.error();
            }
            adminPin = std::move(pin).value();
        }
        return QByteArray(adminPin.constData(), adminPin.size()); // a copy the session wipes
    };
    Result<AssuanReply> r = session().transactNow(command, handler, title());
    wipe(adminPin);
    return r;
}

} // namespace keyward::openpgp::keytocard
