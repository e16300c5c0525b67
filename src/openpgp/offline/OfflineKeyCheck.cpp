// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineKeyCheck.h"

#include "OfflineKeyCreation.h"
#include "core/SafeFile.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyToCardStep.h"
#include "openpgp/keytocard/KeyringLister.h"

#include <QCoreApplication>

namespace keyward::openpgp::offline::OfflineKeyCheck {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::OfflineKeyCheck)
};

Error mismatch(const QString &operation, const QString &detail)
{
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, operation, detail);
}

QString usage(const keytocard::SubkeyInfo &s)
{
    return s.usageText();
}

/// A date expiry is passed to gpg as seconds from "now"; gpg counts them from the key's own
/// creation a moment later.
bool expiryMatches(const keytocard::SubkeyInfo &s, const ExpirySpec &spec)
{
    if (spec.isNever()) {
        return !s.expires.isValid();
    }
    if (!s.expires.isValid() || !s.created.isValid()) {
        return false;
    }
    const QDateTime want = spec.expiryFor(s.created);
    const qint64 off = qAbs(want.secsTo(s.expires));
    return spec.kind == ExpirySpec::Kind::Period ? off == 0 : off <= 120;
}

} // namespace

Status layout(const keytocard::LocalKey &key, const OfflineKeyRequest &request)
{
    const QString op = Text::tr("Checking the new key");
    const QStringList algos = OfflineKeyCreation::algorithms(request.family);
    const QStringList wantUsage{QStringLiteral("C"), QStringLiteral("S"), QStringLiteral("E"),
                                QStringLiteral("A")};
    if (key.subkeys.size() != 4) {
        return mismatch(op,
                        QStringLiteral("the new key has %1 keys, not 4").arg(key.subkeys.size()));
    }
    for (int i = 0; i < 4; ++i) {
        const keytocard::SubkeyInfo &s = key.subkeys[i];
        const ExpirySpec &expiry = i == 0 ? request.primaryExpiry : request.subkeyExpiry;
        if (usage(s) != wantUsage[i] || s.algorithm != algos[i]) {
            return mismatch(op, QStringLiteral("key %1 is %2 with usage %3, not %4 with usage %5")
                                    .arg(QString::fromLatin1(s.fingerprint), s.algorithm, usage(s),
                                         algos[i], wantUsage[i]));
        }
        if (!expiryMatches(s, expiry)) {
            return mismatch(op, QStringLiteral("key %1 expires %2, not as asked (%3)")
                                    .arg(QString::fromLatin1(s.fingerprint),
                                         s.expires.toString(Qt::ISODate), expiry.text));
        }
        if (!s.hasSecret || s.isCardKey) {
            return mismatch(op, QStringLiteral("key %1 has no secret part in the keyring")
                                    .arg(QString::fromLatin1(s.fingerprint)));
        }
    }
    return {};
}

Result<Restored> restore(const QString &path, const keytocard::LocalKey &key)
{
    const QString op = Text::tr("Checking the secret key file");
    Result<QByteArray> read = SafeFile::readBounded(path, keytocard::BackupFile::kMaxBytes,
                                                    Text::tr("the secret key file"));
    if (!read) {
        return read.error();
    }
    QByteArray bytes = std::move(read).value();
    auto made = TempGnupgHome::create(QStringLiteral("check"), op);
    if (!made) {
        return made.error();
    }
    std::unique_ptr<TempGnupgHome> home = std::move(made).value();
    auto imported = keytocard::KeyToCardStep::importBackupData(bytes, home->path(), op);
    bytes.fill('\0');
    if (!imported) {
        return imported.error();
    }
    auto restored = keytocard::KeyringLister::find(key.fingerprint, home->path());
    if (!restored) {
        return mismatch(op, QStringLiteral("%1 does not restore key %2")
                                .arg(path, QString::fromLatin1(key.fingerprint)));
    }
    if (restored->subkeys.size() != key.subkeys.size()) {
        return mismatch(op, QStringLiteral("%1 restores %2 keys, not %3")
                                .arg(path)
                                .arg(restored->subkeys.size())
                                .arg(key.subkeys.size()));
    }
    Restored result;
    result.base = home->base();
    for (qsizetype i = 0; i < key.subkeys.size(); ++i) {
        const keytocard::SubkeyInfo &want = key.subkeys[i];
        const keytocard::SubkeyInfo &got = restored->subkeys[i];
        const bool same = got.fingerprint == want.fingerprint && got.algorithm == want.algorithm &&
                          usage(got) == usage(want) && got.expires == want.expires &&
                          got.hasSecret && !got.isCardKey;
        if (!same) {
            return mismatch(op, QStringLiteral("key %1 is missing or different in %2")
                                    .arg(QString::fromLatin1(want.fingerprint), path));
        }
        ++result.keys;
    }
    if (Status s = home->remove(); !s) {
        return s.error();
    }
    return result;
}

} // namespace keyward::openpgp::offline::OfflineKeyCheck
