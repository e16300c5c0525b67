// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli: the window's services, scriptable. Every subcommand takes --json.
#include "BenchCommand.h"
#include "CardCommands.h"
#include "CardGenerateCli.h"
#include "DoctorCli.h"
#include "KeyCreateCli.h"
#include "KeyToCardCommand.h"
#include "ListCommand.h"
#include "OptionTable.h"
#include "ReportModule.h"
#include "TokenCommands.h"

#include "core/Catalogue.h"
#include "core/CrashReport.h"
#include "core/ProcessHygiene.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>
#include <exception>
#include <memory>
#include <new>

namespace {

void printUsage(QTextStream &out)
{
    out << QCoreApplication::translate(
        "keyward::cli",
        "Usage: keyward-cli [--json] COMMAND [ARGS...]\n"
        "\n"
        "Commands:\n"
        "  list [--module PATH]...   readers, OpenPGP cards and PKCS#11 tokens\n"
        "  card SUBCOMMAND ...       OpenPGP card: status, PINs, KDF, keys (card help)\n"
        "  card keytocard ...        move subkeys onto a card after a verified backup\n"
        "  key create ...            a card owner's key (certify-only primary, S/E/A subkeys)\n"
        "                            made in a temporary keyring, with backup files\n"
        "  key renew ...             a new expiry for its subkeys from the secret key file;\n"
        "                            the card is not touched\n"
        "  key rotate ...            new subkeys from the secret key file, the old ones\n"
        "                            expired; then card keytocard moves them\n"
        "  key card-lost ...         revoke the subkeys that were on a lost card, from the\n"
        "                            secret key file\n"
        "  key use ...               its SSH line, git signing, the public key to publish\n"
        "                            and a Web Key Directory's files\n"
        "  token SUBCOMMAND ...      PKCS#11 token: init, PINs, keys, certificates (token help)\n"
        "  bench [run|list|show|...]  benchmarks: run, store, export, compare (bench help)\n"
        "  doctor                    check the smart-card set-up: GnuPG, pcscd, scdaemon, OpenSC\n"
        "  has-hardware              exit 0 when a physical reader or token is reachable\n"
        "  version                   print the version\n"
        "\n"
        "Options:\n"
        "  --json                    machine-readable output\n"
        "  --help, -h, help          this help; after a command or subcommand, its help\n");
}

/// A command without options: `keyward-cli version`, `keyward-cli has-hardware`.
keyward::cli::CommandTable plainCommand(const QString &command, const QString &usage)
{
    keyward::cli::CommandTable c;
    c.command = command;
    c.subcommands = {{QString(), usage, {}, {}}};
    c.defaultSubcommand = QString();
    c.globalSwitches = {QStringLiteral("json"), QStringLiteral("help")};
    return c;
}

int run(QCoreApplication &app);

} // namespace

int main(int argc, char *argv[])
{
    // Before anything can start gpg-agent or read a PIN.
    keyward::CrashReport::install(argc > 0 ? argv[0] : nullptr);
    keyward::ProcessHygiene::disableCoreDumps();
    keyward::ProcessHygiene::scrubEnvironmentForChildren();
    // Charts (bench … --html, export --bundle) load the report module, which makes the
    // application: its charts are widgets and need a QApplication.
    const std::unique_ptr<QCoreApplication> owned =
        keyward::cli::ReportModule::makeApplication(argc, argv);
    QCoreApplication &app = *owned;
    try {
        return run(app);
    } catch (const std::bad_alloc &) {
        std::fputs("keyward-cli: out of memory; nothing further was done.\n", stderr);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "keyward-cli: internal error (%s); nothing further was done.\n",
                     e.what());
    }
    return 1;
}

namespace {

int run(QCoreApplication &app)
{
    QCoreApplication::setApplicationName(QStringLiteral("keyward"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KEYWARD_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Keyward"));

    QTranslator translator;
    keyward::Catalogue::install(translator);

    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = app.arguments().mid(1);
    bool json = false;
    if (args.removeAll(QStringLiteral("--json")) > 0) {
        json = true;
    }
    if (args.isEmpty() || args.first() == QLatin1String("help") ||
        args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        printUsage(out);
        return args.isEmpty() ? 2 : 0;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("version") || command == QLatin1String("--version")) {
        const auto parsed = keyward::cli::Parsed::parse(
            plainCommand(QStringLiteral("version"),
                         QCoreApplication::translate("keyward::cli", "\n  prints the version")),
            args);
        if (const auto rc = parsed.report(out, err, json)) {
            return *rc;
        }
        out << "keyward-cli " << QCoreApplication::applicationVersion() << "\n";
        return 0;
    }
    if (command == QLatin1String("list")) {
        return keyward::cli::runListCommand(args, out, err, json);
    }
    if (command == QLatin1String("doctor")) {
        return keyward::cli::runDoctorCommand(args, out, err, json);
    }
    if (command == QLatin1String("has-hardware")) {
        const auto parsed = keyward::cli::Parsed::parse(
            plainCommand(QStringLiteral("has-hardware"),
                         QCoreApplication::translate(
                             "keyward::cli",
                             "\n  exits 0 when a physical reader or token is reachable, else 1")),
            args);
        if (const auto rc = parsed.report(out, err, json)) {
            return *rc;
        }
        return keyward::cli::runHasHardwareCommand(out);
    }
    if (command == QLatin1String("card")) {
        keyward::cli::card::setEncryptionBackupRunner(&runEncryptionBackup);
        const QString sub = args.value(0);
        const auto isKeyToCard = [](const QString &word) {
            return word == QLatin1String("keytocard") || word == QLatin1String("switch-stubs");
        };
        if (isKeyToCard(sub)) {
            return runKeyToCardCommand(args, out, err, json);
        }
        if (sub == QLatin1String("help") && isKeyToCard(args.value(1))) {
            // "card help keytocard": that command's own help.
            return runKeyToCardCommand({args.at(1), sub}, out, err, json);
        }
        return runCardCommand(args, out, err, json);
    }
    if (command == QLatin1String("key")) {
        return keyward::cli::runKeyCommand(args, out, err, json);
    }
    if (command == QLatin1String("token")) {
        return runTokenCommand(args, out, err, json);
    }
    if (command == QLatin1String("bench")) {
        return keyward::cli::runBenchCommand(args, out, err, json);
    }
    err << QCoreApplication::translate("keyward::cli", "keyward-cli: unknown command %1\n")
               .arg(command);
    printUsage(err);
    return 2;
}

} // namespace
