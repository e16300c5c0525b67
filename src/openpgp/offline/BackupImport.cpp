// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackupImport.h"

#include "GpgmeSupport.h"
#include "core/SafeFile.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <gpgme++/data.h>
#include <gpgme++/importresult.h>

namespace keyward::openpgp::offline {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::BackupImport)
};

} // namespace

Result<ImportedBackup> importBackup(const QString &backupPath, const QString &homePrefix,
                                    GpgME::PassphraseProvider *provider, const QString &operation,
                                    const std::function<void(int, const QString &)> &say)
{
    Result<QByteArray> read = SafeFile::readBounded(backupPath, keytocard::BackupFile::kMaxBytes,
                                                    Text::tr("the secret key file"));
    if (!read) {
        return read.error();
    }
    QByteArray bytes = std::move(read).value();
    const auto wipeBytes = qScopeGuard([&bytes] { wipe(bytes); });

    ImportedBackup out;
    say(1, Text::tr("Making a temporary keyring with its own gpg-agent"));
    auto made = TempGnupgHome::create(homePrefix, operation);
    if (!made) {
        return made.error();
    }
    out.home = std::move(made).value();
    auto opened = openContext(out.home->path(), provider, operation);
    if (!opened) {
        return opened.error();
    }
    out.ctx = std::move(opened).value();

    say(2, Text::tr("Importing %1 into the temporary keyring").arg(backupPath));
    GpgME::Data data(bytes.constData(), static_cast<size_t>(bytes.size()), false);
    const GpgME::ImportResult imported = out.ctx->importKeys(data);
    if (imported.error() && imported.error().code() != GPG_ERR_NO_DATA) {
        out.ctx->setPassphraseProvider(nullptr);
        return fromGpgme(imported.error(), operation);
    }
    if (imported.error() || imported.numConsidered() == 0) {
        out.ctx->setPassphraseProvider(nullptr);
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, operation,
                              Text::tr("%1 holds no OpenPGP key.").arg(backupPath));
        e.failure = QStringLiteral("%1");
        return e;
    }
    return out;
}

} // namespace keyward::openpgp::offline
