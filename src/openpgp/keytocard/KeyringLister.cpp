// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyringLister.h"

#include "openpgp/GpgError.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <gpgme++/context.h>
#include <gpgme++/key.h>
#include <gpgme++/keylistresult.h>

#include <memory>

namespace keyward::openpgp::keytocard {

namespace {

QDateTime fromEpoch(qint64 t)
{
    return t > 0 ? QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc()) : QDateTime();
}

SubkeyInfo toInfo(const GpgME::Subkey &s, bool primary)
{
    SubkeyInfo i;
    i.fingerprint = QByteArray(s.fingerprint() ? s.fingerprint() : "").toUpper();
    i.keyId = QByteArray(s.keyID() ? s.keyID() : "").toUpper();
    i.keygrip = QByteArray(s.keyGrip() ? s.keyGrip() : "").toUpper();
    i.algorithm = QString::fromStdString(s.algoName());
    i.bits = static_cast<int>(s.length());
    i.canSign = s.canSign();
    i.canEncrypt = s.canEncrypt();
    i.canAuthenticate = s.canAuthenticate();
    i.canCertify = s.canCertify();
    i.isPrimary = primary;
    i.created = fromEpoch(static_cast<qint64>(s.creationTime()));
    i.expires = s.neverExpires() ? QDateTime() : fromEpoch(static_cast<qint64>(s.expirationTime()));
    i.hasSecret = s.isSecret();
    i.isCardKey = s.isCardKey();
    i.cardSerial = QByteArray(s.cardSerialNumber() ? s.cardSerialNumber() : "");
    i.expired = s.isExpired();
    i.revoked = s.isRevoked();
    return i;
}

} // namespace

Result<QList<LocalKey>> KeyringLister::listSecretKeys(const QString &homeDir,
                                                      const QString &pattern, bool lookOnly)
{
    return listKeys(homeDir, pattern, lookOnly, true);
}

Result<QList<LocalKey>> KeyringLister::listKeys(const QString &homeDir, const QString &pattern,
                                                bool lookOnly, bool secretOnly)
{
    const QString op = QCoreApplication::translate("keyward::openpgp::keytocard::KeyringLister",
                                                   "Listing the keys in the keyring");
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(op, QStringLiteral("no GPGME OpenPGP context"));
    }
    if (!homeDir.isEmpty()) {
        ctx->setEngineHomeDirectory(homeDir.toLocal8Bit().constData());
    }
    ctx->setKeyListMode(GpgME::Local | GpgME::WithSecret | GpgME::WithKeygrip);
    if (lookOnly) {
        if (const GpgME::Error e = ctx->setFlag("trust-model", "always"); e) {
            return gpgError(static_cast<gpg_err_code_t>(e.code()), op,
                            gpgErrorText(e.encodedError()));
        }
    }
    const QByteArray pat = pattern.toUtf8();
    GpgME::Error err = ctx->startKeyListing(pat.isEmpty() ? nullptr : pat.constData(), secretOnly);
    QList<LocalKey> keys;
    while (!err) {
        GpgME::Key k = ctx->nextKey(err);
        if (err) {
            break;
        }
        LocalKey key;
        key.fingerprint =
            QByteArray(k.primaryFingerprint() ? k.primaryFingerprint() : "").toUpper();
        for (const GpgME::UserID &uid : k.userIDs()) {
            key.userIds << QString::fromUtf8(uid.id() ? uid.id() : "");
        }
        bool primary = true;
        for (const GpgME::Subkey &s : k.subkeys()) {
            key.subkeys << toInfo(s, primary);
            primary = false;
        }
        keys << key;
    }
    const GpgME::KeyListResult res = ctx->endKeyListing();
    if (err.code() != GPG_ERR_EOF && err) {
        return gpgError(static_cast<gpg_err_code_t>(err.code()), op,
                        gpgErrorText(err.encodedError()));
    }
    if (res.error() && res.error().code() != GPG_ERR_EOF) {
        return gpgError(static_cast<gpg_err_code_t>(res.error().code()), op,
                        gpgErrorText(res.error().encodedError()));
    }
    return keys;
}

Result<LocalKey> KeyringLister::find(const QByteArray &fingerprint, const QString &homeDir)
{
    return findIn(fingerprint, homeDir, true);
}

Result<LocalKey> KeyringLister::findPublic(const QByteArray &fingerprint, const QString &homeDir)
{
    return findIn(fingerprint, homeDir, false);
}

Result<LocalKey> KeyringLister::findIn(const QByteArray &fingerprint, const QString &homeDir,
                                       bool secretOnly)
{
    auto keys = listKeys(homeDir, QString::fromLatin1(fingerprint), false, secretOnly);
    if (!keys) {
        return keys.error();
    }
    const QByteArray want = fingerprint.toUpper();
    for (const LocalKey &k : *keys) {
        if (k.fingerprint == want || k.fingerprint.endsWith(want) || k.subkey(want)) {
            return k;
        }
    }
    return Error::make(
        ErrorDomain::Keyward, 0, ErrorKind::NotFound,
        QCoreApplication::translate("keyward::openpgp::keytocard::KeyringLister",
                                    "Finding the key"),
        (secretOnly ? QStringLiteral("no secret key %1") : QStringLiteral("no key %1"))
            .arg(QString::fromLatin1(fingerprint)));
}

} // namespace keyward::openpgp::keytocard
