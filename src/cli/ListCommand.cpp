// SPDX-License-Identifier: GPL-3.0-or-later
#include "ListCommand.h"

#include "app/DeviceDirectory.h"
#include "app/DeviceJson.h"
#include "core/ErrorJson.h"
#include "core/TerminalText.h"
#include "pkcs11/ModuleArgument.h"
#include "pkcs11/Pkcs11Json.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <algorithm>

namespace keyward::cli {

namespace {

struct Scan
{
    QList<DeviceInfo> devices; ///< without the module problems' rows
    QList<pkcs11::ModuleProblem> moduleProblems;
};

Scan scan(const app::DeviceDirectory::Options &options, QList<Error> *errors)
{
    app::DeviceDirectory directory(options);
    QObject::connect(&directory, &app::DeviceDirectory::backendError,
                     [errors](const Error &e) { errors->append(e); });
    QObject::connect(&directory, &app::DeviceDirectory::initialScanComplete, qApp,
                     &QCoreApplication::quit, Qt::QueuedConnection);
    // A back end that hangs must not hang the script.
    QTimer::singleShot(20000, qApp, &QCoreApplication::quit);
    directory.start();
    QCoreApplication::exec();
    Scan found;
    for (const DeviceInfo &d : directory.model()->devices()) {
        if (d.problem.isEmpty()) {
            found.devices << d;
        }
    }
    found.moduleProblems = directory.moduleProblems();
    return found;
}

} // namespace

const CommandTable &listTable()
{
    static const CommandTable t = [] {
        CommandTable c;
        c.command = QStringLiteral("list");
        c.subcommands = {{QString(),
                          QCoreApplication::translate(
                              "keyward::cli", "[--module NAME|PATH]... [--json]\n"
                                              "  readers, OpenPGP cards and PKCS#11 tokens; "
                                              "--module loads a PKCS#11 module besides\n"
                                              "  p11-kit's registry"),
                          {QStringLiteral("module")},
                          {}}};
        c.defaultSubcommand = QString();
        c.globalSwitches = {QStringLiteral("json"), QStringLiteral("help")};
        return c;
    }();
    return t;
}

int runListCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    const Parsed parsed = Parsed::parse(listTable(), args);
    if (const auto rc = parsed.report(out, err, json)) {
        return *rc;
    }
    app::DeviceDirectory::Options options;
    const QStringList named = parsed.options.values(QStringLiteral("module"));
    options.extraPkcs11Modules = pkcs11::ModuleArgument::choose(named).load;
    QList<Error> errors;
    const Scan found = scan(options, &errors);
    const QList<DeviceInfo> &devices = found.devices;
    // A module named with --module that could not be used fails the command, in one sentence
    // on stderr; every module problem is listed once, with the devices.
    const auto isNamed = [&named](const pkcs11::ModuleProblem &p) {
        return std::any_of(named.cbegin(), named.cend(), [&p](const QString &value) {
            return p.path == value || pkcs11::ModuleArgument::matches(p.name, p.path, value);
        });
    };
    bool moduleFailed = false;
    for (const pkcs11::ModuleProblem &p : found.moduleProblems) {
        if (isNamed(p)) {
            moduleFailed = true;
            err << printableText(p.sentence(), 4096) << "\n";
        }
    }

    if (json) {
        QJsonArray arr;
        for (const DeviceInfo &d : devices) {
            arr.append(app::deviceToJson(d));
        }
        QJsonArray errs;
        for (const Error &e : errors) {
            errs.append(errorJson(e));
        }
        QJsonArray problems;
        for (const pkcs11::ModuleProblem &p : found.moduleProblems) {
            problems.append(pkcs11::Pkcs11Json::moduleProblem(p));
        }
        out << QJsonDocument(QJsonObject{{QStringLiteral("devices"), arr},
                                         {QStringLiteral("moduleProblems"), problems},
                                         {QStringLiteral("errors"), errs}})
                   .toJson(QJsonDocument::Indented);
        return moduleFailed ? 1 : 0;
    }
    for (DeviceKind kind : {DeviceKind::Reader, DeviceKind::OpenPgpCard, DeviceKind::Pkcs11Token}) {
        out << DeviceListModel::groupName(kind) << ":\n";
        int n = 0;
        for (const DeviceInfo &d : devices) {
            if (d.kind != kind) {
                continue;
            }
            ++n;
            out << "  " << d.name;
            if (d.isVirtual) {
                out << QCoreApplication::translate("keyward::cli", " (virtual)");
            }
            QStringList extra;
            for (const QString &s : {d.vendor, d.model, d.serial}) {
                if (!s.isEmpty() && s != d.name) {
                    extra << s;
                }
            }
            if (!extra.isEmpty()) {
                out << "  [" << extra.join(QStringLiteral(", ")) << "]";
            }
            out << "\n";
        }
        if (kind == DeviceKind::Pkcs11Token) {
            for (const pkcs11::ModuleProblem &p : found.moduleProblems) {
                ++n;
                out << "  " << printableText(p.sentence(), 4096) << "\n";
            }
        }
        if (n == 0) {
            out << QCoreApplication::translate("keyward::cli", "  (none)\n");
        }
    }
    for (const Error &e : errors) {
        err << e.userMessage() << "\n";
    }
    return moduleFailed ? 1 : 0;
}

int runHasHardwareCommand(QTextStream &out)
{
    app::DeviceDirectory::Options options;
    options.watchAgent = false; // must not start an agent on the user's keyring
    QList<Error> errors;
    const QList<DeviceInfo> devices = scan(options, &errors).devices;
    for (const DeviceInfo &d : devices) {
        if (!d.isVirtual && d.kind != DeviceKind::OpenPgpCard) {
            out << d.name << "\n";
            return 0;
        }
    }
    return 1;
}

} // namespace keyward::cli
