// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRotateCommand.h"

#include "KeyBackupFile.h"

#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace keyward::app {

using openpgp::keytocard::SubkeyInfo;
using openpgp::offline::ExpirySpec;
using openpgp::offline::RotatedSubkey;
using openpgp::offline::RotationPlan;
using openpgp::offline::RotationReport;
using openpgp::offline::RotationRequest;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyRotateCommand)
};

Error invalid(const QString &sentence)
{
    Error e = Error::invalidInput(Text::tr("Checking the rotation"), sentence);
    e.failure = QStringLiteral("%1");
    return e;
}

QString fprText(const QByteArray &fpr)
{
    return QString::fromLatin1(fpr);
}

QString expiryText(const QDateTime &expires)
{
    return expires.isValid() ? expires.toString(Qt::ISODate) : Text::tr("never");
}

QJsonValue dateJson(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toString(Qt::ISODate)) : QJsonValue();
}

QString where(const SubkeyInfo &s)
{
    if (s.isCardKey) {
        return Text::tr("on card %1").arg(QString::fromLatin1(s.cardSerial));
    }
    return s.hasSecret ? Text::tr("secret in the keyring") : Text::tr("public only");
}

/// A path as one word for a POSIX shell.
QString shellWord(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    if (plain.match(text).hasMatch()) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

/// "primary", "expired" (by this rotation), "new", or "unchanged" (a subkey revoked or
/// expired before).
QString stateOf(const SubkeyInfo &s, const RotationPlan &plan)
{
    if (s.isPrimary) {
        return QStringLiteral("primary");
    }
    if (plan.expiring.contains(s.fingerprint)) {
        return QStringLiteral("expired");
    }
    for (const RotatedSubkey &n : plan.created) {
        if (n.fingerprint == s.fingerprint) {
            return QStringLiteral("new");
        }
    }
    return QStringLiteral("unchanged");
}

QString slotOf(const QString &usage)
{
    return usage == QLatin1String("S")   ? QStringLiteral("sig")
           : usage == QLatin1String("E") ? QStringLiteral("enc")
                                         : QStringLiteral("auth");
}

} // namespace

Result<RotationRequest> KeyRotateCommand::validate(const KeyRotateArgs &args, const QDateTime &now)
{
    RotationRequest r;
    if (const QString refused = backupFileRefusal(args.backup); !refused.isEmpty()) {
        return invalid(refused);
    }
    r.backupPath = QFileInfo(args.backup).absoluteFilePath();
    if (args.out.isEmpty()) {
        return invalid(Text::tr("Name the new secret key file with --out NEW-BACKUP.asc; the "
                                "rotated key is written there, never over a file."));
    }
    const QFileInfo out(args.out);
    r.newBackupPath = out.absoluteFilePath();
    if (!out.absoluteDir().exists()) {
        return invalid(Text::tr("The folder of --out, %1, does not exist.")
                           .arg(out.absoluteDir().absolutePath()));
    }
    auto expiry = ExpirySpec::parse(args.expire, now);
    if (!expiry) {
        return invalid(Text::tr("The new subkeys' expiry: %1").arg(expiry.error().detail));
    }
    r.subkeyExpiry = *expiry;
    return r;
}

QString KeyRotateCommand::refusal(const QString &newBackupPath)
{
    if (!openpgp::keytocard::BackupFile::exists(newBackupPath)) {
        return {};
    }
    return Text::tr("Refused: %1 already exists, and Keyward never writes over a key file. Name "
                    "a new file with --out; nothing was changed.")
        .arg(newBackupPath);
}

Result<std::unique_ptr<openpgp::offline::OfflineKeyRotation>>
KeyRotateCommand::prepare(const RotationRequest &request, QByteArray passphrase,
                          const openpgp::offline::OfflineKeyRotation::Progress &progress)
{
    auto prepared =
        openpgp::offline::OfflineKeyRotation::prepare(request, std::move(passphrase), progress);
    openpgp::wipe(passphrase);
    return prepared;
}

QString KeyRotateCommand::changes(const RotationPlan &plan, const QString &home)
{
    QStringList old;
    for (const QByteArray &f : plan.expiring) {
        const SubkeyInfo *s =
            plan.everyday.subkey(f) ? plan.everyday.subkey(f) : plan.fromBackup.subkey(f);
        old << Text::tr("%1 (usage %2, %3)").arg(fprText(f), s->usageText(), where(*s));
    }
    QStringList made;
    QDateTime expires;
    for (const RotatedSubkey &n : plan.created) {
        made << Text::tr("%1 (usage %2, %3)").arg(fprText(n.fingerprint), n.usage, n.algorithm);
        if (const SubkeyInfo *s = plan.rotated.subkey(n.fingerprint)) {
            expires = s->expires;
        }
    }
    const QString fpr = fprText(plan.rotated.fingerprint);
    QString text = Text::tr("Key %1 (%2) gets %n new subkeys, expiring %4: %3.", nullptr,
                            static_cast<int>(made.size()))
                       .arg(fpr, plan.rotated.displayName(), made.join(QStringLiteral(", ")),
                            expiryText(expires));
    text += QLatin1Char(' ') +
            Text::tr("These %n subkeys expire now: %1. They are not deleted or revoked, so mail "
                     "encrypted to them still decrypts with the secret key files, but they no "
                     "longer sign, and no one should encrypt to them.",
                     nullptr, static_cast<int>(old.size()))
                .arg(old.join(QStringLiteral(", ")));
    text += QLatin1Char(' ') +
            (plan.inEveryday
                 ? Text::tr("The everyday keyring %1 gets the changed public key.").arg(home)
                 : Text::tr("The everyday keyring %1 does not hold the key yet: its public key "
                            "will be added (no secret part).")
                       .arg(home));
    text += QLatin1Char(' ') +
            Text::tr("The rotated secret key is written to %1. The card is not touched: until "
                     "the new subkeys are moved onto it, its keys no longer sign, and mail "
                     "encrypted to the new subkey cannot be read with it.")
                .arg(plan.newBackupPath);
    return text;
}

QStringList KeyRotateCommand::nextCommands(const RotationReport &report)
{
    const QString file = shellWord(report.newBackup);
    QString move = QStringLiteral("keyward-cli card keytocard move --key %1 --backup %2 "
                                  "--existing-backup")
                       .arg(fprText(report.everyday.fingerprint), file);
    for (const RotatedSubkey &n : report.plan.created) {
        move += QStringLiteral(" --map %1=%2").arg(fprText(n.fingerprint), slotOf(n.usage));
    }
    move += QStringLiteral(" --replace --remove-local");
    const QByteArray grip = report.plan.rotated.subkeys.first().keygrip;
    return {
        QStringLiteral("gpg --batch --import %1").arg(file),
        move,
        QStringLiteral("gpg-connect-agent \"DELETE_KEY --force %1\" /bye")
            .arg(QString::fromLatin1(grip)),
    };
}

QStringList KeyRotateCommand::lines(const RotationReport &report, const QString &home)
{
    QStringList out;
    const RotationPlan &plan = report.plan;
    out << Text::tr("Key %1 (%2) has new subkeys; the everyday keyring %3 now lists:")
               .arg(fprText(report.everyday.fingerprint), report.everyday.displayName(), home);
    for (const SubkeyInfo &s : report.everyday.subkeys) {
        const QString state = stateOf(s, plan);
        QString format;
        if (state == QLatin1String("primary")) {
            format = Text::tr("  primary key %1: usage %2, %3, expires %4 (%5), unchanged");
        } else if (state == QLatin1String("expired")) {
            format = Text::tr("  old subkey %1: usage %2, %3, expired %4 (%5)");
        } else if (state == QLatin1String("new")) {
            format = Text::tr("  new subkey %1: usage %2, %3, valid until %4 (%5)");
        } else {
            format = Text::tr("  subkey %1: usage %2, %3, expires %4 (%5), not changed");
        }
        out << format.arg(fprText(s.fingerprint), s.usageText(), s.algorithm, expiryText(s.expires),
                          where(s));
    }
    out << Text::tr("The rotated secret key was written to %1 (mode 0600, %n bytes) and restored "
                    "into an empty keyring to check it.",
                    nullptr, static_cast<int>(report.newBackupBytes))
               .arg(report.newBackup);
    out << Text::tr("It holds the old subkeys too: mail encrypted to them decrypts with it. %1 "
                    "was not changed.")
               .arg(report.oldBackup);
    out << Text::tr("No card was used or changed.");
    if (report.homeRemoved) {
        out << Text::tr("The temporary keyring %1 was overwritten and removed and its gpg-agent "
                        "stopped.")
                   .arg(plan.home);
    }
    out << Text::tr("Next, put the new subkeys onto the card: import the new file, move them "
                    "(keyward-cli card keytocard checks the file and asks for the passphrase "
                    "and the Admin PIN), then remove the primary key's secret from the everyday "
                    "keyring again:");
    for (const QString &command : nextCommands(report)) {
        out << QStringLiteral("  ") + command;
    }
    out << Text::tr("Publish the public key with its new subkeys (gpg --export --armor %1) where "
                    "others fetch it.")
               .arg(fprText(report.everyday.fingerprint));
    return out;
}

QJsonObject KeyRotateCommand::json(const RotationReport &report, const QString &home)
{
    const RotationPlan &plan = report.plan;
    QJsonArray keys;
    for (const SubkeyInfo &s : report.everyday.subkeys) {
        keys.append(QJsonObject{
            {QStringLiteral("fingerprint"), fprText(s.fingerprint)},
            {QStringLiteral("primary"), s.isPrimary},
            {QStringLiteral("algorithm"), s.algorithm},
            {QStringLiteral("usage"), s.usageText()},
            {QStringLiteral("created"), dateJson(s.created)},
            {QStringLiteral("expires"), dateJson(s.expires)},
            {QStringLiteral("expired"), s.expired},
            {QStringLiteral("revoked"), s.revoked},
            {QStringLiteral("state"), stateOf(s, plan)},
            {QStringLiteral("onCard"), s.isCardKey},
            {QStringLiteral("cardSerial"),
             s.isCardKey ? QJsonValue(QString::fromLatin1(s.cardSerial)) : QJsonValue()},
        });
    }
    QJsonArray expired;
    for (const QByteArray &f : plan.expiring) {
        expired.append(fprText(f));
    }
    QJsonArray created;
    for (const RotatedSubkey &n : plan.created) {
        created.append(QJsonObject{{QStringLiteral("fingerprint"), fprText(n.fingerprint)},
                                   {QStringLiteral("usage"), n.usage},
                                   {QStringLiteral("algorithm"), n.algorithm},
                                   {QStringLiteral("replaces"), fprText(n.replaces)},
                                   {QStringLiteral("cardSlot"), slotOf(n.usage)}});
    }
    return QJsonObject{
        {QStringLiteral("fingerprint"), fprText(report.everyday.fingerprint)},
        {QStringLiteral("userIds"), QJsonArray::fromStringList(report.everyday.userIds)},
        {QStringLiteral("keyring"),
         QJsonObject{{QStringLiteral("path"), home}, {QStringLiteral("added"), !plan.inEveryday}}},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("expiredSubkeys"), expired},
        {QStringLiteral("newSubkeys"), created},
        {QStringLiteral("backup"),
         QJsonObject{{QStringLiteral("given"), report.oldBackup},
                     {QStringLiteral("written"), report.newBackup},
                     {QStringLiteral("writtenBytes"), report.newBackupBytes},
                     {QStringLiteral("verifiedKeys"), report.verifiedKeys},
                     {QStringLiteral("verifyHomeBase"),
                      openpgp::offline::homeBaseToken(report.verifyHomeBase)}}},
        {QStringLiteral("home"),
         QJsonObject{{QStringLiteral("path"), plan.home},
                     {QStringLiteral("base"), openpgp::offline::homeBaseToken(plan.homeBase)},
                     {QStringLiteral("memoryBacked"), plan.memoryBacked},
                     {QStringLiteral("removed"), report.homeRemoved}}},
        {QStringLiteral("cardChanged"), false},
        {QStringLiteral("nextSteps"), QJsonArray::fromStringList(nextCommands(report))},
    };
}

} // namespace keyward::app
