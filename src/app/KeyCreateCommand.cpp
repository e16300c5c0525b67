// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCreateCommand.h"

#include "openpgp/SecureBytes.h"
#include "openpgp/offline/PaperKey.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace keyward::app {

using openpgp::offline::ExpirySpec;
using openpgp::offline::OfflineKeyCreation;
using openpgp::offline::OfflineKeyReport;
using openpgp::offline::OfflineKeyRequest;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyCreateCommand)
};

/// The check's own sentence is the whole message.
Error invalid(const QString &sentence)
{
    Error e = Error::invalidInput(Text::tr("Checking the key's details"), sentence);
    e.failure = QStringLiteral("%1");
    return e;
}

bool hasControlCharacters(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format) {
            return true;
        }
    }
    return false;
}

QString expiryText(const QDateTime &expires)
{
    return expires.isValid() ? expires.toString(Qt::ISODate) : Text::tr("never");
}

QJsonValue expiryJson(const QDateTime &expires)
{
    return expires.isValid() ? QJsonValue(expires.toString(Qt::ISODate)) : QJsonValue();
}

} // namespace

Result<OfflineKeyRequest> KeyCreateCommand::validate(const KeyCreateArgs &args,
                                                     const QDateTime &now)
{
    OfflineKeyRequest r;
    r.name = args.name.trimmed();
    r.email = args.email.trimmed();
    if (r.name.isEmpty()) {
        return invalid(Text::tr("The key needs a name (%1): the owner's name, as others will see "
                                "it in the user ID.")
                           .arg(args.nameInput));
    }
    if (r.name.contains(QLatin1Char('<')) || r.name.contains(QLatin1Char('>')) ||
        hasControlCharacters(r.name)) {
        return invalid(Text::tr("The name “%1” contains “<”, “>” or a control character, which "
                                "a user ID cannot hold.")
                           .arg(r.name));
    }
    if (r.email.isEmpty()) {
        return invalid(
            Text::tr("The key needs an e-mail address (%1), which others will see in the user ID.")
                .arg(args.emailInput));
    }
    static const QRegularExpression mail(QStringLiteral("^[^@\\s<>]+@[^@\\s<>]+\\.[^@\\s<>.]+$"));
    if (!mail.match(r.email).hasMatch() || hasControlCharacters(r.email)) {
        return invalid(
            Text::tr("“%1” is not an e-mail address such as alice@example.org.").arg(r.email));
    }
    const auto family = openpgp::offline::keyFamilyFromName(args.algorithm.trimmed().toLower());
    if (!family) {
        return invalid(Text::tr("The algorithm “%1” is not offered; choose ed25519 or rsa4096.")
                           .arg(args.algorithm));
    }
    r.family = *family;
    auto expiry = ExpirySpec::parse(args.expire, now);
    if (!expiry) {
        return invalid(Text::tr("The subkeys' expiry: %1").arg(expiry.error().detail));
    }
    r.subkeyExpiry = *expiry;
    auto primary = ExpirySpec::parse(args.primaryExpire, now);
    if (!primary) {
        return invalid(Text::tr("The primary key's expiry: %1").arg(primary.error().detail));
    }
    r.primaryExpiry = *primary;
    r.outDir = args.outDir.isEmpty() ? QStringLiteral(".") : args.outDir;
    const QFileInfo out(r.outDir);
    if (out.exists() && !out.isDir()) {
        return invalid(
            Text::tr("%1 is not a folder; name the folder the key files go into.").arg(r.outDir));
    }
    r.outDir = out.absoluteFilePath();
    r.keepHome = args.keepHome;
    r.paper = args.paper;
    if (r.paper && openpgp::offline::PaperKey::program().isEmpty()) {
        return invalid(Text::tr("--paper needs paperkey, which is not installed (Debian package "
                                "paperkey)."));
    }
    return r;
}

QString KeyCreateCommand::refusal(const OfflineKeyRequest &request)
{
    const QStringList earlier = OfflineKeyCreation::earlierOutputs(request.outDir);
    if (earlier.isEmpty()) {
        return {};
    }
    return Text::tr("Refused: %1 already holds the files of an earlier key (%2). Choose an "
                    "empty folder with --out-dir; nothing was created.")
        .arg(request.outDir, earlier.join(QStringLiteral(", ")));
}

Status KeyCreateCommand::checkPassphrase(const QByteArray &passphrase, const QByteArray *repeated)
{
    if (passphrase.isEmpty()) {
        return invalid(Text::tr("The passphrase is empty; the secret key file must be protected "
                                "by one."));
    }
    if (repeated && *repeated != passphrase) {
        return invalid(Text::tr("The two passphrases differ."));
    }
    return {};
}

Result<OfflineKeyReport> KeyCreateCommand::run(const OfflineKeyRequest &request,
                                               QByteArray passphrase,
                                               const OfflineKeyCreation::Progress &progress)
{
    auto report = OfflineKeyCreation::run(request, std::move(passphrase), progress);
    openpgp::wipe(passphrase);
    return report;
}

QStringList KeyCreateCommand::lines(const OfflineKeyReport &report)
{
    QStringList out;
    out << Text::tr("Key %1 for %2 was created; the new keyring holds:")
               .arg(QString::fromLatin1(report.key.fingerprint), report.key.displayName());
    for (const auto &s : report.key.subkeys) {
        const QString format =
            s.isPrimary ? Text::tr("  primary key %1: %2, usage %3, created %4, expires %5")
                        : Text::tr("  subkey %1: %2, usage %3, created %4, expires %5");
        out << format.arg(QString::fromLatin1(s.fingerprint), s.algorithm, s.usageText(),
                          s.created.toString(Qt::ISODate), expiryText(s.expires));
    }
    out << Text::tr("Files written (mode 0600):");
    for (const auto &f : report.files) {
        out << Text::tr("  %1 (%n byte(s))", nullptr, static_cast<int>(f.bytes)).arg(f.path);
    }
    if (report.verified) {
        out << Text::tr("The secret key file was imported into a second empty keyring: the "
                        "primary key and the subkeys, %n key(s) in all, came back with their "
                        "secret parts, usage and expiry.",
                        nullptr, report.verifiedKeys);
    }
    const QString where = report.memoryBacked
                              ? Text::tr("It was in memory (tmpfs).")
                              : Text::tr("It was on a file system that may be a disk.");
    if (report.homeKept) {
        out << Text::tr("The temporary keyring %1 is kept for moving the subkeys to a card: use "
                        "GNUPGHOME=%1. Remove it afterwards with gpgconf --homedir %1 --kill all "
                        "and by deleting the folder.")
                       .arg(report.home) +
                   QLatin1Char(' ') +
                   (report.memoryBacked ? Text::tr("It is in memory (tmpfs).")
                                        : Text::tr("It is on a file system that may be a disk."));
    } else if (report.homeRemoved) {
        out << Text::tr("The temporary keyring %1 was overwritten and removed and its gpg-agent "
                        "stopped.")
                       .arg(report.home) +
                   QLatin1Char(' ') + where;
    }
    for (const auto &f : report.files) {
        if (f.kind == QLatin1String("paper")) {
            out << Text::tr("The paper backup %1 holds only the secret parts, still protected by "
                            "the passphrase: print it. To restore, paperkey --pubring with the "
                            "public key file and --secrets with the typed text gives the secret "
                            "key for gpg --import.")
                       .arg(f.path);
        }
    }
    out << Text::tr("Keep the secret key file and the revocation certificate offline; to use "
                    "the revocation certificate, remove the colon before its first line and "
                    "import it.");
    return out;
}

QJsonObject KeyCreateCommand::json(const OfflineKeyReport &report)
{
    QJsonArray keys;
    for (const auto &s : report.key.subkeys) {
        keys.append(QJsonObject{
            {QStringLiteral("fingerprint"), QString::fromLatin1(s.fingerprint)},
            {QStringLiteral("primary"), s.isPrimary},
            {QStringLiteral("algorithm"), s.algorithm},
            {QStringLiteral("usage"), s.usageText()},
            {QStringLiteral("created"), s.created.toString(Qt::ISODate)},
            {QStringLiteral("expires"), expiryJson(s.expires)},
        });
    }
    QJsonArray files;
    for (const auto &f : report.files) {
        files.append(QJsonObject{{QStringLiteral("kind"), f.kind},
                                 {QStringLiteral("path"), f.path},
                                 {QStringLiteral("bytes"), f.bytes}});
    }
    return QJsonObject{
        {QStringLiteral("fingerprint"), QString::fromLatin1(report.key.fingerprint)},
        {QStringLiteral("userIds"), QJsonArray::fromStringList(report.key.userIds)},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("files"), files},
        {QStringLiteral("verification"),
         QJsonObject{{QStringLiteral("restored"), report.verified},
                     {QStringLiteral("keys"), report.verifiedKeys},
                     {QStringLiteral("homeBase"), report.verifyHomeBase}}},
        {QStringLiteral("home"),
         QJsonObject{{QStringLiteral("path"), report.home},
                     {QStringLiteral("base"), openpgp::offline::homeBaseToken(report.homeBase)},
                     {QStringLiteral("memoryBacked"), report.memoryBacked},
                     {QStringLiteral("kept"), report.homeKept},
                     {QStringLiteral("removed"), report.homeRemoved}}},
    };
}

} // namespace keyward::app
