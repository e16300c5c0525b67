// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackupImport.h"

#include "GpgmeSupport.h"
#include "core/SafeFile.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyringLister.h"

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

Error refused(const QString &operation, const QString &text)
{
    Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, operation, text);
    e.failure = QStringLiteral("%1");
    return e;
}

/// The refusal of a file with more than one secret key, for what the file is opened for.
QString severalKeys(KeyFilePurpose purpose, const QString &file, int count)
{
    switch (purpose) {
    case KeyFilePurpose::Renew:
        return Text::tr("%1 holds %2 secret keys; Keyward renews one key at a time from its own "
                        "secret key file.")
            .arg(file)
            .arg(count);
    case KeyFilePurpose::Revoke:
        return Text::tr("%1 holds %n secret keys; give the secret key file of the one key whose "
                        "card was lost.",
                        nullptr, count)
            .arg(file);
    case KeyFilePurpose::Rotate:
        break;
    }
    return Text::tr("%1 holds %n secret keys; Keyward rotates the subkeys of one key at a time "
                    "from its own secret key file.",
                    nullptr, count)
        .arg(file);
}

/// The refusal of a file without the secret primary key that can certify.
QString noPrimary(KeyFilePurpose purpose, const QString &file, const QString &fpr)
{
    switch (purpose) {
    case KeyFilePurpose::Renew:
        return Text::tr("%1 does not hold the secret primary key of %2 that can certify (only "
                        "subkeys, or a card stub): the new expiry must be signed with it.")
            .arg(file, fpr);
    case KeyFilePurpose::Revoke:
        return Text::tr("%1 does not hold the secret primary key of %2 that can certify (only "
                        "subkeys, or a card stub): the revocation must be signed with it.")
            .arg(file, fpr);
    case KeyFilePurpose::Rotate:
        break;
    }
    return Text::tr("%1 does not hold the secret primary key of %2 that can certify (only "
                    "subkeys, or a card stub): the new subkeys must be signed with it.")
        .arg(file, fpr);
}

/// The refusal of a key that is revoked (or, for Rotate, expired).
QString notValid(KeyFilePurpose purpose, const QString &file, const QString &fpr)
{
    switch (purpose) {
    case KeyFilePurpose::Renew:
        return Text::tr("The key %1 in %2 is revoked; a revoked key is not renewed.")
            .arg(fpr, file);
    case KeyFilePurpose::Revoke:
        return Text::tr("The key %1 in %2 is revoked as a whole already.").arg(fpr, file);
    case KeyFilePurpose::Rotate:
        break;
    }
    return Text::tr("The key %1 in %2 is revoked or expired; renew it first (key renew "
                    "--primary-expire) or make a new key.")
        .arg(fpr, file);
}

QString homePrefix(KeyFilePurpose purpose)
{
    switch (purpose) {
    case KeyFilePurpose::Renew:
        return QStringLiteral("renew");
    case KeyFilePurpose::Revoke:
        return QStringLiteral("revoke");
    case KeyFilePurpose::Rotate:
        break;
    }
    return QStringLiteral("rotate");
}

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

Result<OpenedKeyFile> openKeyFile(const QString &backupPath, KeyFilePurpose purpose,
                                  GpgME::PassphraseProvider *provider, const QString &operation,
                                  const std::function<void(int, const QString &)> &say)
{
    auto imported = importBackup(backupPath, homePrefix(purpose), provider, operation, say);
    if (!imported) {
        return imported.error();
    }
    OpenedKeyFile out{std::move(imported).value(), {}};
    // On a refusal the context lets go of the provider, then goes before its home.
    auto release = qScopeGuard([&out] { out.imported.ctx->setPassphraseProvider(nullptr); });

    say(3, Text::tr("Checking that it holds a primary key that can certify"));
    auto keys = keytocard::KeyringLister::listSecretKeys(out.imported.home->path());
    if (!keys) {
        return keys.error();
    }
    if (keys->isEmpty()) {
        return refused(operation,
                       Text::tr("%1 holds no secret key (is it the public key file?). Give the "
                                "secret key file key create wrote, FPR-secret.asc.")
                           .arg(backupPath));
    }
    if (keys->size() > 1) {
        return refused(operation, severalKeys(purpose, backupPath, static_cast<int>(keys->size())));
    }
    const keytocard::LocalKey &key = keys->first();
    const keytocard::SubkeyInfo &primary = key.subkeys.first();
    const QString fpr = QString::fromLatin1(key.fingerprint);
    if (!primary.hasSecret || primary.isCardKey || !primary.canCertify) {
        return refused(operation, noPrimary(purpose, backupPath, fpr));
    }
    if (primary.revoked || (purpose == KeyFilePurpose::Rotate && primary.expired)) {
        return refused(operation, notValid(purpose, backupPath, fpr));
    }
    out.key = key;
    release.dismiss();
    return out;
}

} // namespace keyward::openpgp::offline
