// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCardLostCli.h"

#include "Confirm.h"
#include "KeyCliSupport.h"
#include "app/KeyCardLostCommand.h"
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
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyCardLost)
};

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

QString keyCardLostUsage()
{
    return QCoreApplication::translate(
        "keyward::cli",
        "card-lost --backup FPR-secret.asc [--card-serial S | --subkeys FPR,...]\n"
        "         [--reason compromised|retired] [--publish DIR] [--passphrase-fd N] [--yes]\n"
        "  revokes the subkeys that were on a lost card, signed with the primary key from the\n"
        "  secret key file in a temporary GNUPGHOME. Which subkeys: the everyday keyring's card\n"
        "  stubs of the key (of card S with --card-serial, its 8-digit serial or gpg's\n"
        "  application ID), or those named with --subkeys. --reason compromised (default: the\n"
        "  card may be in someone's hands) or retired (it is gone for good). After asking\n"
        "  (--yes in scripts) the revocations go into the everyday keyring and, with\n"
        "  --publish, into DIR/FPR-revoked-DATE.asc (never over a file) for publishing.\n"
        "  The secret key file is only read. Exit status: 0 revoked, 1 failed, 2 wrong\n"
        "  arguments, file, subkeys or passphrase, 3 refused (nothing changed)");
}

int runKeyCardLost(const Options &o, QTextStream &out, QTextStream &err, bool json)
{
    app::KeyCardLostArgs a;
    a.backup = o.value(s("backup"));
    a.cardSerial = o.value(s("card-serial"));
    a.subkeys = o.value(s("subkeys"));
    if (o.given(s("reason"))) {
        a.reason = o.value(s("reason"));
    }
    a.publishDir = o.value(s("publish"));
    const bool yes = o.has(s("yes"));

    // The arguments are checked before anything is read or started.
    auto request = app::KeyCardLostCommand::validate(a);
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
    auto prepared = app::KeyCardLostCommand::prepare(*request, std::exchange(secret, {}), progress);
    if (!prepared) {
        return failed(prepared.error(), out, err, json, exitFor(prepared.error()));
    }
    openpgp::offline::OfflineSubkeyRevocation &revocation = **prepared;
    const QString home = app::KeyRenewCommand::everydayHome();
    if (const QString refused = app::KeyCardLostCommand::refusal(revocation.plan());
        !refused.isEmpty()) {
        (void)revocation.discard();
        return failed(sentence(Text::tr("Checking the file for publishing"), refused), out, err,
                      json, ExitRefused);
    }
    if (!confirmDestructive(app::KeyCardLostCommand::changes(revocation.plan(), home), yes, err)) {
        (void)revocation.discard();
        return failed(sentence(openpgp::offline::OfflineSubkeyRevocation::title(),
                               Text::tr("Refused: nothing was revoked and the everyday keyring "
                                        "was not changed.")),
                      out, err, json, ExitRefused);
    }
    auto report = revocation.apply(progress);
    if (!report) {
        (void)revocation.discard();
        return failed(report.error(), out, err, json, ExitFailed);
    }
    if (json) {
        QJsonObject doc = app::KeyCardLostCommand::json(*report, home);
        doc.insert(s("ok"), true);
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : app::KeyCardLostCommand::lines(*report, home)) {
            out << line << '\n';
        }
    }
    return ExitOk;
}

} // namespace keyward::cli
