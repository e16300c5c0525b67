// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardStep.h"

#include "BackupFile.h"
#include "core/SafeFile.h"
#include "openpgp/GpgError.h"
#include "openpgp/SecureBytes.h"

#include <gpgme++/context.h>
#include <gpgme++/data.h>
#include <gpgme++/importresult.h>

namespace keyward::openpgp::keytocard {

Result<int> KeyToCardStep::importBackup(const QString &path, const QString &homeDir,
                                        const QString &operation)
{
    Result<QByteArray> bytes = SafeFile::readBounded(path, BackupFile::kMaxBytes, tr("the backup"));
    if (!bytes) {
        return bytes.error();
    }
    return importBackupData(*bytes, homeDir, operation);
}

Result<int> KeyToCardStep::importBackupData(const QByteArray &bytes, const QString &homeDir,
                                            const QString &operation)
{
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

std::optional<SecretKind> InquiryClassifier::classify(const QByteArray &keyword,
                                                      const QByteArray &args)
{
    std::optional<SecretKind> kind;
    if (keyword == "NEEDPIN") {
        kind = SecretKind::AdminPin;
    } else if (keyword != "PASSPHRASE") {
        return std::nullopt;
    } else if (const QByteArray desc = QByteArray::fromPercentEncoding(args).trimmed();
               !desc.isEmpty()) {
        kind = desc.startsWith("|A|") || desc.contains("PIN") ? SecretKind::AdminPin
                                                              : SecretKind::KeyPassphrase;
    } else {
        kind = m_passphrasePending ? SecretKind::KeyPassphrase : SecretKind::AdminPin;
    }
    if (*kind == SecretKind::KeyPassphrase) {
        m_passphrasePending = false;
    }
    return kind;
}

Result<AssuanReply> KeyToCardStep::agentWithSecrets(const QByteArray &command, bool keyProtected)
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
    InquiryClassifier classifier(keyProtected);
    SecretProvider *provider = m_secrets.get();
    AgentSession::InquireHandler handler = [&](const QByteArray &keyword,
                                               const QByteArray &args) -> Result<QByteArray> {
        const std::optional<SecretKind> kind = classifier.classify(keyword, args);
        if (!kind) {
            return Error::make(
                ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                QStringLiteral("unexpected inquiry %1").arg(QString::fromLatin1(keyword)));
        }
        // A fresh buffer per inquiry; the session wipes it after sending.
        return *kind == SecretKind::KeyPassphrase
                   ? provider->secret(SecretKind::KeyPassphrase, tr("Key passphrase"))
                   : provider->secret(SecretKind::AdminPin, tr("Admin PIN"));
    };
    return session().transactNow(command, handler, title());
}

} // namespace keyward::openpgp::keytocard
