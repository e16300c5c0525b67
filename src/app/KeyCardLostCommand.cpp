// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCardLostCommand.h"

#include "KeyBackupFile.h"

#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace keyward::app {

using openpgp::keytocard::SubkeyInfo;
using openpgp::offline::RevocationReason;
using openpgp::offline::SubkeyRevocationPlan;
using openpgp::offline::SubkeyRevocationReport;
using openpgp::offline::SubkeyRevocationRequest;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyCardLostCommand)
};

Error invalid(const QString &sentence)
{
    Error e = Error::invalidInput(Text::tr("Checking the revocation"), sentence);
    e.failure = QStringLiteral("%1");
    return e;
}

QString where(const SubkeyInfo &s)
{
    if (s.isCardKey) {
        return Text::tr("stub of card %1").arg(QString::fromLatin1(s.cardSerial));
    }
    return s.hasSecret ? Text::tr("secret in the keyring") : Text::tr("public only");
}

QString stateText(const SubkeyInfo &s)
{
    if (s.revoked) {
        return Text::tr("revoked");
    }
    return s.expired ? Text::tr("expired") : Text::tr("valid");
}

} // namespace

QString KeyCardLostCommand::reasonText(RevocationReason reason)
{
    return reason == RevocationReason::Retired
               ? Text::tr("the key is no longer used (signatures made before stay valid)")
               : Text::tr("the key has been compromised (gpg then distrusts every signature "
                          "made with it, also older ones)");
}

Result<SubkeyRevocationRequest> KeyCardLostCommand::validate(const KeyCardLostArgs &args)
{
    SubkeyRevocationRequest r;
    if (const QString refused = backupFileRefusal(args.backup); !refused.isEmpty()) {
        return invalid(refused);
    }
    r.backupPath = QFileInfo(args.backup).absoluteFilePath();
    if (!args.cardSerial.isEmpty() && !args.subkeys.isEmpty()) {
        return invalid(Text::tr("Give either --card-serial or --subkeys, not both."));
    }
    static const QRegularExpression hex40(QStringLiteral("^[0-9A-F]{40}$"));
    for (const QString &part : args.subkeys.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString fpr = part.trimmed().toUpper().remove(QLatin1Char(' '));
        if (!hex40.match(fpr).hasMatch()) {
            return invalid(
                Text::tr("%1 is not a subkey fingerprint (40 hex digits).").arg(part.trimmed()));
        }
        r.subkeys << fpr.toLatin1();
    }
    if ((args.namesSubkeys || !args.subkeys.isEmpty()) && r.subkeys.isEmpty()) {
        return invalid(Text::tr("No subkey is named; give the subkeys' fingerprints separated "
                                "by commas."));
    }
    static const QRegularExpression serial(QStringLiteral("^[0-9A-Fa-f]{8}([0-9A-Fa-f]{24})?$"));
    if (!args.cardSerial.isEmpty() && !serial.match(args.cardSerial).hasMatch()) {
        return invalid(Text::tr("%1 is neither a card's 8-digit serial number nor its 32-digit "
                                "application ID as gpg -K shows it.")
                           .arg(args.cardSerial));
    }
    r.cardSerial = args.cardSerial.toUpper().toLatin1();
    const QString reason = args.reason.trimmed().toLower();
    if (reason == QLatin1String("compromised")) {
        r.reason = RevocationReason::Compromised;
    } else if (reason == QLatin1String("retired")) {
        r.reason = RevocationReason::Retired;
    } else {
        return invalid(Text::tr("--reason %1 is not understood; give compromised (the card may "
                                "be in someone's hands) or retired (it is gone for good).")
                           .arg(args.reason));
    }
    if (!args.publishDir.isEmpty()) {
        const QFileInfo dir(args.publishDir);
        if (!dir.isDir() || !dir.isWritable()) {
            return invalid(Text::tr("--publish %1 is not a folder Keyward can write to.")
                               .arg(args.publishDir));
        }
        r.publishDir = dir.absoluteFilePath();
    }
    return r;
}

QString KeyCardLostCommand::refusal(const SubkeyRevocationPlan &plan)
{
    if (plan.publishPath.isEmpty() || !openpgp::keytocard::BackupFile::exists(plan.publishPath)) {
        return {};
    }
    return Text::tr("Refused: %1 already exists, and Keyward never writes over a key file. Move "
                    "it away first; nothing was changed.")
        .arg(plan.publishPath);
}

Result<std::unique_ptr<openpgp::offline::OfflineSubkeyRevocation>>
KeyCardLostCommand::prepare(const SubkeyRevocationRequest &request, QByteArray passphrase,
                            const openpgp::offline::OfflineSubkeyRevocation::Progress &progress)
{
    auto prepared = openpgp::offline::OfflineSubkeyRevocation::prepare(
        request, std::move(passphrase), progress);
    openpgp::wipe(passphrase);
    return prepared;
}

QString KeyCardLostCommand::changes(const SubkeyRevocationPlan &plan, const QString &home)
{
    QStringList named;
    for (const QByteArray &fpr : plan.subkeys) {
        const SubkeyInfo *s = plan.fromBackup.subkey(fpr);
        named << Text::tr("%1 (%2)").arg(QString::fromLatin1(fpr), s ? s->usageText() : QString());
    }
    const QString fpr = QString::fromLatin1(plan.fromBackup.fingerprint);
    QString text =
        (plan.cardSerial.isEmpty()
             ? Text::tr("%n subkeys of key %1 (%2) are revoked for good: %3.", nullptr,
                        static_cast<int>(plan.subkeys.size()))
                   .arg(fpr, plan.fromBackup.displayName(), named.join(QStringLiteral(", ")))
             : Text::tr("%n subkeys of key %1 (%2) that were on card %4 are revoked for good: %3.",
                        nullptr, static_cast<int>(plan.subkeys.size()))
                   .arg(fpr, plan.fromBackup.displayName(), named.join(QStringLiteral(", ")),
                        QString::fromLatin1(plan.cardSerial)));
    text += QLatin1Char(' ') + Text::tr("Reason: %1.").arg(reasonText(plan.reason));
    text += QLatin1Char(' ') +
            Text::tr("Nobody can encrypt to them or verify new signatures by them any more, and "
                     "a revocation cannot be taken back; the primary key and the other subkeys "
                     "stay valid.");
    text += QLatin1Char(' ') +
            (plan.inEveryday
                 ? Text::tr("The everyday keyring %1 gets the revocations.").arg(home)
                 : Text::tr("The everyday keyring %1 does not hold the key yet: its public key "
                            "with the revocations is added.")
                       .arg(home));
    if (!plan.publishPath.isEmpty()) {
        text +=
            QLatin1Char(' ') +
            Text::tr("The public key with the revocations is written to %1.").arg(plan.publishPath);
    }
    return text;
}

QStringList KeyCardLostCommand::lines(const SubkeyRevocationReport &report, const QString &home)
{
    QStringList out;
    const SubkeyRevocationPlan &plan = report.plan;
    out << Text::tr("%n subkeys of key %1 (%2) were revoked; the everyday keyring %3 now lists:",
                    nullptr, static_cast<int>(plan.subkeys.size()))
               .arg(QString::fromLatin1(report.everyday.fingerprint), report.everyday.displayName(),
                    home);
    for (const SubkeyInfo &s : report.everyday.subkeys) {
        const QString format = s.isPrimary ? Text::tr("  primary key %1: usage %2, %3 (%4)")
                                           : Text::tr("  subkey %1: usage %2, %3 (%4)");
        out << format.arg(QString::fromLatin1(s.fingerprint), s.usageText(), stateText(s),
                          where(s));
    }
    out << Text::tr("Reason given: %1.").arg(reasonText(plan.reason));
    out << Text::tr("%1 was only read; it still holds the subkeys unrevoked, so it still "
                    "decrypts old messages. Keep it offline.")
               .arg(report.backup);
    if (report.homeRemoved) {
        out << Text::tr("The temporary keyring %1 was overwritten and removed and its gpg-agent "
                        "stopped.")
                   .arg(plan.home);
    }
    if (!plan.publishPath.isEmpty()) {
        out << Text::tr("Publish %1 where others fetch your key (a key server, your web key "
                        "directory), so that they stop encrypting to the lost subkeys.")
                   .arg(plan.publishPath);
    } else {
        out << Text::tr("Publish the key with the revocations (gpg --export --armor %1) where "
                        "others fetch it, so that they stop encrypting to the lost subkeys.")
                   .arg(QString::fromLatin1(report.everyday.fingerprint));
    }
    out << Text::tr("New subkeys for a new card: keyward-cli key rotate is not there yet; add them "
                    "with gpg --quick-add-key from the secret key file and move them with "
                    "keyward-cli card keytocard.");
    return out;
}

QJsonObject KeyCardLostCommand::json(const SubkeyRevocationReport &report, const QString &home)
{
    const SubkeyRevocationPlan &plan = report.plan;
    QJsonArray keys;
    for (const SubkeyInfo &s : report.everyday.subkeys) {
        keys.append(QJsonObject{
            {QStringLiteral("fingerprint"), QString::fromLatin1(s.fingerprint)},
            {QStringLiteral("primary"), s.isPrimary},
            {QStringLiteral("algorithm"), s.algorithm},
            {QStringLiteral("usage"), s.usageText()},
            {QStringLiteral("revoked"), s.revoked},
            {QStringLiteral("revokedNow"), plan.subkeys.contains(s.fingerprint)},
            {QStringLiteral("onCard"), s.isCardKey},
            {QStringLiteral("cardSerial"),
             s.isCardKey ? QJsonValue(QString::fromLatin1(s.cardSerial)) : QJsonValue()},
        });
    }
    return QJsonObject{
        {QStringLiteral("fingerprint"), QString::fromLatin1(report.everyday.fingerprint)},
        {QStringLiteral("userIds"), QJsonArray::fromStringList(report.everyday.userIds)},
        {QStringLiteral("reason"), openpgp::offline::revocationReasonToken(plan.reason)},
        {QStringLiteral("cardSerial"), plan.cardSerial.isEmpty()
                                           ? QJsonValue()
                                           : QJsonValue(QString::fromLatin1(plan.cardSerial))},
        {QStringLiteral("keyring"),
         QJsonObject{{QStringLiteral("path"), home}, {QStringLiteral("added"), !plan.inEveryday}}},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("backup"), report.backup},
        {QStringLiteral("published"),
         QJsonObject{{QStringLiteral("path"),
                      plan.publishPath.isEmpty() ? QJsonValue() : QJsonValue(plan.publishPath)},
                     {QStringLiteral("bytes"), report.publishedBytes}}},
        {QStringLiteral("home"),
         QJsonObject{{QStringLiteral("path"), plan.home},
                     {QStringLiteral("base"), openpgp::offline::homeBaseToken(plan.homeBase)},
                     {QStringLiteral("memoryBacked"), plan.memoryBacked},
                     {QStringLiteral("removed"), report.homeRemoved}}},
    };
}

} // namespace keyward::app
