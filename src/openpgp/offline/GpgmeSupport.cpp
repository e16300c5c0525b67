// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpgmeSupport.h"

#include "openpgp/GpgError.h"
#include "openpgp/SecureBytes.h"

#include <QCoreApplication>
#include <QFile>

#include <gpgme++/data.h>
#include <gpgme++/global.h>
#include <gpgme.h>

#include <csignal>
#include <mutex>

namespace keyward::openpgp::offline {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::OfflineKeyCreation)
};

} // namespace

void initGpgme()
{
    static std::once_flag once;
    std::call_once(once, [] {
        GpgME::initializeLibrary();
        std::signal(SIGPIPE, SIG_IGN);
    });
}

Error fromGpgme(const GpgME::Error &e, const QString &operation)
{
    return gpgError(static_cast<gpg_err_code_t>(e.code()), operation,
                    gpgErrorText(e.encodedError()));
}

Result<std::unique_ptr<GpgME::Context>>
openContext(const QString &home, GpgME::PassphraseProvider *provider, const QString &operation)
{
    initGpgme();
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(operation, QStringLiteral("no GPGME OpenPGP context"));
    }
    if (!home.isEmpty()) {
        ctx->setEngineHomeDirectory(QFile::encodeName(home).constData());
    }
    ctx->setArmor(true);
    if (provider) {
        ctx->setPinentryMode(GpgME::Context::PinentryLoopback);
        ctx->setPassphraseProvider(provider);
    }
    return ctx;
}

HeldPassphrase::HeldPassphrase(QByteArray passphrase)
    : m_passphrase(std::move(passphrase))
{}

HeldPassphrase::~HeldPassphrase()
{
    wipe(m_passphrase);
}

char *HeldPassphrase::getPassphrase(const char *, const char *, bool previousWasBad, bool &canceled)
{
    if (previousWasBad) {
        m_rejected = true;
        canceled = true;
        return nullptr;
    }
    QByteArray copy(m_passphrase.constData(), m_passphrase.size());
    char *out = takeForGpgme(copy);
    canceled = out == nullptr;
    return out;
}

Result<QByteArray> exportKey(GpgME::Context &ctx, const QByteArray &fpr, bool secret,
                             const QString &operation)
{
    GpgME::Data out;
    const GpgME::Error err =
        secret ? ctx.exportSecretKeys(fpr.constData(), out, GpgME::Context::ExportSecret)
               : ctx.exportPublicKeys(fpr.constData(), out);
    if (err) {
        return fromGpgme(err, operation);
    }
    const std::string bytes = out.toString();
    if (bytes.empty()) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
            Text::tr("gpg exported nothing for key %1").arg(QString::fromLatin1(fpr)));
    }
    return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
}

} // namespace keyward::openpgp::offline
