// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCreateCli.h"

#include "Confirm.h"
#include "KeyCardLostCli.h"
#include "KeyCliSupport.h"
#include "KeyRenewCli.h"
#include "KeyRotateCli.h"
#include "KeyUseCli.h"
#include "app/KeyCreateCommand.h"
#include "openpgp/SecureBytes.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <optional>

namespace keyward::cli {

using keycli::ask;
using keycli::failed;
using keycli::readLine;
using keycli::sentence;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyCreate)
};

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

const CommandTable &keyTable()
{
    static const CommandTable t = [] {
        CommandTable c;
        c.command = s("key");
        c.subcommands = {
            {s("create"),
             QCoreApplication::translate(
                 "keyward::cli",
                 "create --name NAME --email ADDRESS [--algo ed25519|rsa4096] [--expire 1y]\n"
                 "         [--primary-expire never] [--out-dir DIR] [--keep-home] [--paper]\n"
                 "         [--passphrase-fd N]\n"
                 "  creates a card owner's key in a temporary GNUPGHOME (in memory where "
                 "possible):\n"
                 "  a certify-only primary key with sign, encrypt and authenticate subkeys "
                 "that\n"
                 "  expire after --expire (1y, 2y, 6m, 365d, a date such as 2027-12-31, or "
                 "never).\n"
                 "  Writes FPR-public.asc, FPR-secret.asc and FPR-revocation.asc into DIR "
                 "(default:\n"
                 "  the current folder; made 0700 when missing), never over a file, and "
                 "checks the\n"
                 "  secret file in a second empty keyring. --paper also writes FPR-paper.txt, the\n"
                 "  secret parts as text from paperkey, for printing. --keep-home keeps the\n"
                 "  temporary keyring for moving the subkeys to a card; otherwise it is\n"
                 "  overwritten and removed.\n"
                 "  The passphrase comes from file descriptor N (one line) or is asked twice "
                 "on the\n"
                 "  terminal. Exit status: 0 created and checked, 1 failed, 2 wrong arguments, "
                 "3 refused"),
             {s("name"), s("email"), s("algo"), s("expire"), s("primary-expire"), s("out-dir"),
              s("passphrase-fd")},
             {s("keep-home"), s("paper")}},
            {s("renew"),
             keyRenewUsage(),
             {s("backup"), s("expire"), s("primary-expire"), s("passphrase-fd")},
             {s("new-backup"), s("yes")}},
            {s("rotate"),
             keyRotateUsage(),
             {s("backup"), s("out"), s("expire"), s("passphrase-fd")},
             {s("yes")}},
            {s("card-lost"),
             keyCardLostUsage(),
             {s("backup"), s("card-serial"), s("subkeys"), s("reason"), s("publish"),
              s("passphrase-fd")},
             {s("yes")}},
            {s("use"),
             keyUseUsage(),
             {s("fingerprint"), s("publish"), s("wkd"), s("email")},
             {s("ssh"), s("git"), s("enable-ssh-support"), s("yes")}}};
        c.globalSwitches = {s("json"), s("help")};
        c.header = QCoreApplication::translate(
            "keyward::cli", "usage: keyward-cli key SUBCOMMAND [options] [--json]\n");
        c.secretHint = QCoreApplication::translate(
            "keyward::cli", "The passphrase is never an argument: give --passphrase-fd N or "
                            "type it on the terminal.");
        return c;
    }();
    return t;
}

int runKeyCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    const Parsed parsed = Parsed::parse(keyTable(), args);
    if (const auto rc = parsed.report(out, err, json)) {
        return *rc;
    }
    const Options &o = parsed.options;
    if (o.positional().value(0) == QLatin1String("renew")) {
        return runKeyRenew(o, out, err, json);
    }
    if (o.positional().value(0) == QLatin1String("rotate")) {
        return runKeyRotate(o, out, err, json);
    }
    if (o.positional().value(0) == QLatin1String("card-lost")) {
        return runKeyCardLost(o, out, err, json);
    }
    if (o.positional().value(0) == QLatin1String("use")) {
        return runKeyUse(o, out, err, json);
    }
    app::KeyCreateArgs a;
    a.name = o.value(s("name"));
    a.email = o.value(s("email"));
    if (o.given(s("algo"))) {
        a.algorithm = o.value(s("algo"));
    }
    if (o.given(s("expire"))) {
        a.expire = o.value(s("expire"));
    }
    if (o.given(s("primary-expire"))) {
        a.primaryExpire = o.value(s("primary-expire"));
    }
    a.outDir = o.value(s("out-dir"));
    a.keepHome = o.has(s("keep-home"));
    a.paper = o.has(s("paper"));

    // Everything is checked before anything is created.
    auto request = app::KeyCreateCommand::validate(a, QDateTime::currentDateTimeUtc());
    if (!request) {
        return failed(request.error(), out, err, json, ExitUsage);
    }
    keycli::PassphraseSource source;
    if (Status opened = keycli::openPassphraseSource(
            o.given(s("passphrase-fd")) ? std::optional<QString>(o.value(s("passphrase-fd")))
                                        : std::nullopt,
            source);
        !opened) {
        return failed(opened.error(), out, err, json, ExitUsage);
    }
    const std::optional<int> fd = source.fd;
    const int tty = source.tty;
    if (const QString refused = app::KeyCreateCommand::refusal(*request); !refused.isEmpty()) {
        return failed(sentence(Text::tr("Checking the output folder"), refused), out, err, json,
                      ExitRefused);
    }

    Result<QByteArray> passphrase =
        fd ? readLine(*fd) : ask(tty, Text::tr("Passphrase for the new key: "));
    if (!passphrase) {
        return failed(passphrase.error(), out, err, json, ExitUsage);
    }
    QByteArray secret = std::move(passphrase).value();
    const auto wipeSecret = qScopeGuard([&secret] { openpgp::wipe(secret); });
    std::optional<QByteArray> repeated;
    if (!fd) {
        auto again = ask(tty, Text::tr("Repeat the passphrase: "));
        if (!again) {
            return failed(again.error(), out, err, json, ExitUsage);
        }
        repeated = std::move(again).value();
    }
    const Status checked =
        app::KeyCreateCommand::checkPassphrase(secret, repeated ? &*repeated : nullptr);
    if (repeated) {
        openpgp::wipe(*repeated);
    }
    if (!checked) {
        return failed(checked.error(), out, err, json, ExitUsage);
    }

    auto report = app::KeyCreateCommand::run(
        *request, std::exchange(secret, {}), [&err](int step, int steps, const QString &text) {
            if (!text.isEmpty()) {
                err << QStringLiteral("[%1/%2] ").arg(step).arg(steps) << text << '\n';
                err.flush();
            }
        });
    if (!report) {
        return failed(report.error(), out, err, json, ExitFailed);
    }
    if (json) {
        QJsonObject doc = app::KeyCreateCommand::json(*report);
        doc.insert(s("ok"), true);
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : app::KeyCreateCommand::lines(*report)) {
            out << line << '\n';
        }
    }
    return ExitOk;
}

} // namespace keyward::cli
