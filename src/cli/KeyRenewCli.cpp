// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRenewCli.h"

#include "Confirm.h"
#include "KeyCliSupport.h"
#include "app/KeyRenewCommand.h"
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
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyRenew)
};

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

QString keyRenewUsage()
{
    return QCoreApplication::translate(
        "keyward::cli",
        "renew --backup FPR-secret.asc [--expire 1y] [--primary-expire keep|never|2y]\n"
        "         [--new-backup] [--passphrase-fd N] [--yes]\n"
        "  renews a card owner's key from its secret key file: imports it into a temporary\n"
        "  GNUPGHOME, extends the subkeys' expiry to --expire from now (the primary key's\n"
        "  only with --primary-expire), and imports the renewed public key into the everyday\n"
        "  keyring after asking (--yes in scripts). The card and its stubs stay as they are.\n"
        "  --new-backup writes the renewed secret key next to the file as FPR-secret-DATE.asc,\n"
        "  never over a file. Exit status: 0 renewed, 1 failed, 2 wrong arguments, file or\n"
        "  passphrase, 3 refused (nothing changed)");
}

int runKeyRenew(const Options &o, QTextStream &out, QTextStream &err, bool json)
{
    app::KeyRenewArgs a;
    a.backup = o.value(s("backup"));
    if (o.given(s("expire"))) {
        a.expire = o.value(s("expire"));
    }
    if (o.given(s("primary-expire"))) {
        a.primaryExpire = o.value(s("primary-expire"));
    }
    a.newBackup = o.has(s("new-backup"));
    const bool yes = o.has(s("yes"));

    // The arguments are checked before anything is read or started.
    auto request = app::KeyRenewCommand::validate(a, QDateTime::currentDateTimeUtc());
    if (!request) {
        return failed(request.error(), out, err, json, ExitUsage);
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
    auto prepared = app::KeyRenewCommand::prepare(*request, std::exchange(secret, {}), progress);
    if (!prepared) {
        return failed(prepared.error(), out, err, json, exitFor(prepared.error()));
    }
    openpgp::offline::OfflineKeyRenewal &renewal = **prepared;
    const QString home = app::KeyRenewCommand::everydayHome();
    if (const QString refused = app::KeyRenewCommand::refusal(renewal.plan()); !refused.isEmpty()) {
        (void)renewal.discard();
        return failed(sentence(Text::tr("Checking the new backup file"), refused), out, err, json,
                      ExitRefused);
    }
    if (!confirmDestructive(app::KeyRenewCommand::changes(renewal.plan(), home), yes, err)) {
        (void)renewal.discard();
        return failed(sentence(openpgp::offline::OfflineKeyRenewal::title(),
                               Text::tr("Refused: the everyday keyring was not changed.")),
                      out, err, json, ExitRefused);
    }
    auto report = renewal.apply(progress);
    if (!report) {
        (void)renewal.discard();
        return failed(report.error(), out, err, json, ExitFailed);
    }
    if (json) {
        QJsonObject doc = app::KeyRenewCommand::json(*report, home);
        doc.insert(s("ok"), true);
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : app::KeyRenewCommand::lines(*report, home)) {
            out << line << '\n';
        }
    }
    return ExitOk;
}

} // namespace keyward::cli
