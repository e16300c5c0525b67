// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRotateCli.h"

#include "Confirm.h"
#include "KeyCliSupport.h"
#include "app/KeyRenewCommand.h"
#include "app/KeyRotateCommand.h"
#include "openpgp/SecureBytes.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace keyward::cli {

using keycli::exitFor;
using keycli::failed;
using keycli::sentence;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyRotate)
};

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

QString keyRotateUsage()
{
    return QCoreApplication::translate(
        "keyward::cli",
        "rotate --backup FPR-secret.asc --out NEW-BACKUP.asc [--expire 1y]\n"
        "         [--passphrase-fd N] [--yes]\n"
        "  new subkeys for a card owner's key from its secret key file: in a temporary\n"
        "  GNUPGHOME, makes sign, encrypt and authenticate subkeys with the old ones'\n"
        "  algorithms, expiring --expire from now, and sets the old subkeys to expire now\n"
        "  (not deleted, not revoked: old mail still decrypts). After asking (--yes in\n"
        "  scripts) writes the rotated secret key to --out, never over a file, checks it in an\n"
        "  empty keyring and imports the public key into the everyday keyring. The card is\n"
        "  not touched; the answer names the card keytocard command for the new subkeys.\n"
        "  Exit status: 0 rotated, 1 failed, 2 wrong arguments, file or passphrase,\n"
        "  3 refused (nothing changed)");
}

int runKeyRotate(const Options &o, QTextStream &out, QTextStream &err, bool json)
{
    app::KeyRotateArgs a;
    a.backup = o.value(s("backup"));
    a.out = o.value(s("out"));
    if (o.given(s("expire"))) {
        a.expire = o.value(s("expire"));
    }
    const bool yes = o.has(s("yes"));
    const QString title = Text::tr("Checking the new backup file");

    // The arguments are checked before anything is read or started.
    auto request = app::KeyRotateCommand::validate(a, QDateTime::currentDateTimeUtc());
    if (!request) {
        return failed(request.error(), out, err, json, ExitUsage);
    }
    if (const QString refused = app::KeyRotateCommand::refusal(request->newBackupPath);
        !refused.isEmpty()) {
        return failed(sentence(title, refused), out, err, json, ExitRefused);
    }
    Result<QByteArray> passphrase = keycli::backupPassphrase(
        o.given(s("passphrase-fd")) ? std::optional<QString>(o.value(s("passphrase-fd")))
                                    : std::nullopt);
    if (!passphrase) {
        return failed(passphrase.error(), out, err, json, ExitUsage);
    }
    QByteArray secret = std::move(passphrase).value();
    const auto wipeSecret = qScopeGuard([&secret] { openpgp::wipe(secret); });
    const auto progress = keycli::progressLines(err);
    auto prepared = app::KeyRotateCommand::prepare(*request, std::exchange(secret, {}), progress);
    if (!prepared) {
        return failed(prepared.error(), out, err, json, exitFor(prepared.error()));
    }
    openpgp::offline::OfflineKeyRotation &rotation = **prepared;
    const QString home = app::KeyRenewCommand::everydayHome();
    if (const QString refused = app::KeyRotateCommand::refusal(rotation.plan().newBackupPath);
        !refused.isEmpty()) {
        (void)rotation.discard();
        return failed(sentence(title, refused), out, err, json, ExitRefused);
    }
    if (!confirmDestructive(app::KeyRotateCommand::changes(rotation.plan(), home), yes, err)) {
        (void)rotation.discard();
        return failed(sentence(openpgp::offline::OfflineKeyRotation::title(),
                               Text::tr("Refused: the everyday keyring was not changed and no "
                                        "file was written.")),
                      out, err, json, ExitRefused);
    }
    auto report = rotation.apply(progress);
    if (!report) {
        (void)rotation.discard();
        return failed(report.error(), out, err, json, ExitFailed);
    }
    if (json) {
        QJsonObject doc = app::KeyRotateCommand::json(*report, home);
        doc.insert(s("ok"), true);
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : app::KeyRotateCommand::lines(*report, home)) {
            out << line << '\n';
        }
    }
    return ExitOk;
}

} // namespace keyward::cli
