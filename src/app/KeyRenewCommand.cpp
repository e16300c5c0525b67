// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRenewCommand.h"

#include "KeyBackupFile.h"

#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace keyward::app {

using openpgp::keytocard::LocalKey;
using openpgp::keytocard::SubkeyInfo;
using openpgp::offline::ExpirySpec;
using openpgp::offline::RenewalPlan;
using openpgp::offline::RenewalReport;
using openpgp::offline::RenewalRequest;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyRenewCommand)
};

Error invalid(const QString &sentence)
{
    Error e = Error::invalidInput(Text::tr("Checking the renewal"), sentence);
    e.failure = QStringLiteral("%1");
    return e;
}

QString expiryText(const QDateTime &expires)
{
    return expires.isValid() ? expires.toString(Qt::ISODate) : Text::tr("never");
}

QJsonValue expiryJson(const QDateTime &expires)
{
    return expires.isValid() ? QJsonValue(expires.toString(Qt::ISODate)) : QJsonValue();
}

QString where(const SubkeyInfo &s)
{
    if (s.isCardKey) {
        return Text::tr("on card %1").arg(QString::fromLatin1(s.cardSerial));
    }
    return s.hasSecret ? Text::tr("secret in the keyring") : Text::tr("public only");
}

/// "subkeys A, B and C expire on D" from the renewed listing.
QString newExpiries(const RenewalPlan &plan)
{
    QStringList parts;
    for (const SubkeyInfo &s : plan.renewed.subkeys) {
        if (s.isPrimary ? plan.primaryChanged : plan.extended.contains(s.fingerprint)) {
            parts << Text::tr("%1 %2 (%3) expires %4")
                         .arg(s.isPrimary ? Text::tr("primary key") : Text::tr("subkey"),
                              QString::fromLatin1(s.fingerprint), s.usageText(),
                              expiryText(s.expires));
        }
    }
    return parts.join(QStringLiteral("; "));
}

/// A sentence when the primary key expires before a renewed subkey (subkeys stop with it).
QString primaryFirst(const LocalKey &key, const QList<QByteArray> &extended)
{
    if (key.subkeys.isEmpty() || !key.subkeys.first().expires.isValid()) {
        return {};
    }
    const QDateTime primary = key.subkeys.first().expires;
    for (const SubkeyInfo &s : key.subkeys) {
        if (extended.contains(s.fingerprint) && (!s.expires.isValid() || s.expires > primary)) {
            return Text::tr("The primary key expires on %1, before the subkeys, and they stop "
                            "working with it: give it a new expiry too with --primary-expire.")
                .arg(primary.toString(Qt::ISODate));
        }
    }
    return {};
}

} // namespace

Result<RenewalRequest> KeyRenewCommand::validate(const KeyRenewArgs &args, const QDateTime &now)
{
    RenewalRequest r;
    if (const QString refused = backupFileRefusal(args.backup); !refused.isEmpty()) {
        return invalid(refused);
    }
    r.backupPath = QFileInfo(args.backup).absoluteFilePath();
    auto expiry = ExpirySpec::parse(args.expire, now);
    if (!expiry) {
        return invalid(Text::tr("The subkeys' expiry: %1").arg(expiry.error().detail));
    }
    r.subkeyExpiry = *expiry;
    if (args.primaryExpire.trimmed().compare(QLatin1String("keep"), Qt::CaseInsensitive) != 0) {
        auto primary = ExpirySpec::parse(args.primaryExpire, now);
        if (!primary) {
            return invalid(Text::tr("The primary key's expiry: %1").arg(primary.error().detail));
        }
        r.primaryExpiry = *primary;
    }
    r.writeBackup = args.newBackup;
    return r;
}

Result<std::unique_ptr<openpgp::offline::OfflineKeyRenewal>>
KeyRenewCommand::prepare(const RenewalRequest &request, QByteArray passphrase,
                         const openpgp::offline::OfflineKeyRenewal::Progress &progress)
{
    auto prepared =
        openpgp::offline::OfflineKeyRenewal::prepare(request, std::move(passphrase), progress);
    openpgp::wipe(passphrase);
    return prepared;
}

QString KeyRenewCommand::everydayHome()
{
    const QString env = qEnvironmentVariable("GNUPGHOME");
    return env.isEmpty() ? QDir::home().absoluteFilePath(QStringLiteral(".gnupg")) : env;
}

QString KeyRenewCommand::refusal(const RenewalPlan &plan)
{
    if (plan.newBackupPath.isEmpty() ||
        !openpgp::keytocard::BackupFile::exists(plan.newBackupPath)) {
        return {};
    }
    return Text::tr("Refused: %1 already exists, and Keyward never writes over a key file. Move "
                    "it away first; nothing was changed.")
        .arg(plan.newBackupPath);
}

QString KeyRenewCommand::changes(const RenewalPlan &plan, const QString &home)
{
    const QString fpr = QString::fromLatin1(plan.renewed.fingerprint);
    const QString who = plan.renewed.displayName();
    QString text =
        plan.inEveryday
            ? Text::tr("The everyday keyring %1 gets the renewed public key of %2 (%3): %4.")
                  .arg(home, fpr, who, newExpiries(plan))
            : Text::tr("The everyday keyring %1 does not hold key %2 (%3) yet: its renewed "
                       "public key will be added (no secret part): %4.")
                  .arg(home, fpr, who, newExpiries(plan));
    text += QLatin1Char(' ') +
            Text::tr("Its secret parts and card stubs there and the card itself stay as they "
                     "are.");
    if (!plan.newBackupPath.isEmpty()) {
        text += QLatin1Char(' ') +
                Text::tr("The renewed secret key is written to %1.").arg(plan.newBackupPath);
    }
    if (const QString first = primaryFirst(plan.renewed, plan.extended); !first.isEmpty()) {
        text += QLatin1Char(' ') + first;
    }
    return text;
}

QStringList KeyRenewCommand::lines(const RenewalReport &report, const QString &home)
{
    QStringList out;
    const RenewalPlan &plan = report.plan;
    out << (plan.inEveryday ? Text::tr("Key %1 (%2) was renewed; the everyday keyring %3 now "
                                       "lists:")
                            : Text::tr("Key %1 (%2) was renewed and added to the everyday "
                                       "keyring %3, which now lists:"))
               .arg(QString::fromLatin1(report.everyday.fingerprint), report.everyday.displayName(),
                    home);
    for (const SubkeyInfo &s : report.everyday.subkeys) {
        const QString format = s.isPrimary ? Text::tr("  primary key %1: usage %2, expires %3 (%4)")
                                           : Text::tr("  subkey %1: usage %2, expires %3 (%4)");
        out << format.arg(QString::fromLatin1(s.fingerprint), s.usageText(), expiryText(s.expires),
                          where(s));
    }
    if (const QString first = primaryFirst(report.everyday, plan.extended); !first.isEmpty()) {
        out << first;
    }
    out << Text::tr("No card was used or changed: the keys on it, its signature counter and the "
                    "card stubs in the keyring are as they were.");
    if (!report.currentBackup.isEmpty()) {
        out << Text::tr("The renewed secret key was written to %1 (mode 0600); it is now the "
                        "current backup. %2 still holds the old expiry.")
                   .arg(report.currentBackup, report.oldBackup);
    } else {
        out << Text::tr("%1 was not changed and still holds the old expiry; it stays the backup "
                        "to renew from (--new-backup writes the renewed secret key next to it).")
                   .arg(report.oldBackup);
    }
    if (report.homeRemoved) {
        out << Text::tr("The temporary keyring %1 was overwritten and removed and its gpg-agent "
                        "stopped.")
                   .arg(plan.home);
    }
    out << Text::tr("Publish the renewed public key (gpg --export --armor %1) where others "
                    "fetch it.")
               .arg(QString::fromLatin1(report.everyday.fingerprint));
    return out;
}

QJsonObject KeyRenewCommand::json(const RenewalReport &report, const QString &home)
{
    const RenewalPlan &plan = report.plan;
    QJsonArray keys;
    for (const SubkeyInfo &s : report.everyday.subkeys) {
        const SubkeyInfo *before = plan.fromBackup.subkey(s.fingerprint);
        keys.append(QJsonObject{
            {QStringLiteral("fingerprint"), QString::fromLatin1(s.fingerprint)},
            {QStringLiteral("primary"), s.isPrimary},
            {QStringLiteral("algorithm"), s.algorithm},
            {QStringLiteral("usage"), s.usageText()},
            {QStringLiteral("expires"), expiryJson(s.expires)},
            {QStringLiteral("expiresBefore"), before ? expiryJson(before->expires) : QJsonValue()},
            {QStringLiteral("renewed"),
             s.isPrimary ? plan.primaryChanged : plan.extended.contains(s.fingerprint)},
            {QStringLiteral("onCard"), s.isCardKey},
            {QStringLiteral("cardSerial"),
             s.isCardKey ? QJsonValue(QString::fromLatin1(s.cardSerial)) : QJsonValue()},
        });
    }
    return QJsonObject{
        {QStringLiteral("fingerprint"), QString::fromLatin1(report.everyday.fingerprint)},
        {QStringLiteral("userIds"), QJsonArray::fromStringList(report.everyday.userIds)},
        {QStringLiteral("keyring"),
         QJsonObject{{QStringLiteral("path"), home}, {QStringLiteral("added"), !plan.inEveryday}}},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("backup"),
         QJsonObject{{QStringLiteral("given"), report.oldBackup},
                     {QStringLiteral("current"),
                      report.currentBackup.isEmpty() ? report.oldBackup : report.currentBackup},
                     {QStringLiteral("written"), report.currentBackup.isEmpty()
                                                     ? QJsonValue()
                                                     : QJsonValue(report.currentBackup)},
                     {QStringLiteral("writtenBytes"), report.newBackupBytes}}},
        {QStringLiteral("home"),
         QJsonObject{{QStringLiteral("path"), plan.home},
                     {QStringLiteral("base"), openpgp::offline::homeBaseToken(plan.homeBase)},
                     {QStringLiteral("memoryBacked"), plan.memoryBacked},
                     {QStringLiteral("removed"), report.homeRemoved}}},
    };
}

} // namespace keyward::app
