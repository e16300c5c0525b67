// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCreateCli.h"

#include "Confirm.h"
#include "app/KeyCreateCommand.h"
#include "core/ErrorJson.h"
#include "core/SafeFile.h"
#include "openpgp/SecureBytes.h"
#include "pkcs11/PinSource.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <array>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <termios.h>
#include <unistd.h>

namespace keyward::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyCreate)
};

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

/// One line from fd (PinSource's reader: a wiped fixed buffer, at most
/// SafeFile::kSecretFileMax bytes), without the line end.
Result<QByteArray> readLine(int fd)
{
    const Result<pkcs11::SecretBytes> line =
        pkcs11::PinSource::readSecretLine(fd, Text::tr("Reading the passphrase"));
    if (!line) {
        return line.error();
    }
    return QByteArray(line->constData(), line->size());
}

/// Asks on the terminal with echo off (PinSource's prompt).
Result<QByteArray> ask(int tty, const QString &question)
{
    const Result<pkcs11::SecretBytes> line =
        pkcs11::PinSource::askOnTerminal(tty, question, Text::tr("Reading the passphrase"));
    if (!line) {
        return line.error();
    }
    return QByteArray(line->constData(), line->size());
}

/// An error whose detail is already the whole sentence for the user.
Error sentence(const QString &operation, const QString &text)
{
    Error e = Error::invalidInput(operation, text);
    e.failure = QStringLiteral("%1");
    return e;
}

int failed(const Error &e, QTextStream &out, QTextStream &err, bool json, int code)
{
    const QString text = e.userMessage();
    if (json) {
        out << QJsonDocument(errorDocument(e, text)).toJson();
    }
    err << text << '\n';
    return code;
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
                 "         [--primary-expire never] [--out-dir DIR] [--keep-home] "
                 "[--passphrase-fd N]\n"
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
                 "  secret file in a second empty keyring. --keep-home keeps the temporary "
                 "keyring\n"
                 "  for moving the subkeys to a card; otherwise it is overwritten and "
                 "removed.\n"
                 "  The passphrase comes from file descriptor N (one line) or is asked twice "
                 "on the\n"
                 "  terminal. Exit status: 0 created and checked, 1 failed, 2 wrong arguments, "
                 "3 refused"),
             {s("name"), s("email"), s("algo"), s("expire"), s("primary-expire"), s("out-dir"),
              s("passphrase-fd")},
             {s("keep-home")}}};
        c.globalSwitches = {s("json"), s("help")};
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

    // Everything is checked before anything is created.
    auto request = app::KeyCreateCommand::validate(a, QDateTime::currentDateTimeUtc());
    if (!request) {
        return failed(request.error(), out, err, json, ExitUsage);
    }
    std::optional<int> fd;
    if (o.given(s("passphrase-fd"))) {
        bool ok = false;
        const int n = o.value(s("passphrase-fd")).toInt(&ok);
        if (!ok || n < 0 || ::fcntl(n, F_GETFD) < 0) {
            return failed(sentence(Text::tr("Reading the passphrase"),
                                   Text::tr("--passphrase-fd %1 is not an open file descriptor.")
                                       .arg(o.value(s("passphrase-fd")))),
                          out, err, json, ExitUsage);
        }
        fd = n;
    }
    int tty = -1;
    if (!fd) {
        tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
        if (tty < 0) {
            return failed(
                sentence(Text::tr("Reading the passphrase"),
                         Text::tr("There is no terminal to ask for the passphrase on; give "
                                  "it on a file descriptor with --passphrase-fd N.")),
                out, err, json, ExitUsage);
        }
    }
    const auto closeTty = qScopeGuard([tty] {
        if (tty >= 0) {
            ::close(tty);
        }
    });
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
