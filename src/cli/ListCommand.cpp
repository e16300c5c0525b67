// SPDX-License-Identifier: GPL-3.0-or-later
#include "ListCommand.h"

#include "app/DeviceDirectory.h"
#include "app/DeviceJson.h"
#include "core/ErrorJson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <algorithm>

namespace keyward::cli {

namespace {

QList<DeviceInfo> scan(const app::DeviceDirectory::Options &options, QList<Error> *errors)
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
    return directory.model()->devices();
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
    options.extraPkcs11Modules = parsed.options.values(QStringLiteral("module"));
    QList<Error> errors;
    const QList<DeviceInfo> devices = scan(options, &errors);
    // A module named with --module that did not load fails the command, in
    // one sentence that names it and says what is wrong with it.
    const auto namedModule = [&options](const Error &e) {
        for (const QString &path : std::as_const(options.extraPkcs11Modules)) {
            if (e.domain == ErrorDomain::Pkcs11 && e.operation.endsWith(path)) {
                return true;
            }
        }
        return false;
    };
    const bool moduleFailed = std::any_of(errors.cbegin(), errors.cend(), namedModule);

    if (json) {
        QJsonArray arr;
        for (const DeviceInfo &d : devices) {
            arr.append(app::deviceToJson(d));
        }
        QJsonArray errs;
        for (const Error &e : errors) {
            errs.append(errorJson(e));
        }
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("devices"), arr}, {QStringLiteral("errors"), errs}})
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
        if (n == 0) {
            out << QCoreApplication::translate("keyward::cli", "  (none)\n");
        }
    }
    for (const Error &e : errors) {
        err << (namedModule(e) && !e.detail.isEmpty() ? Error::invalidInput(e.operation, e.detail)
                                                      : e)
                   .userMessage()
            << "\n";
    }
    return moduleFailed ? 1 : 0;
}

int runHasHardwareCommand(QTextStream &out)
{
    app::DeviceDirectory::Options options;
    options.watchAgent = false; // must not start an agent on the user's keyring
    QList<Error> errors;
    const QList<DeviceInfo> devices = scan(options, &errors);
    for (const DeviceInfo &d : devices) {
        if (!d.isVirtual && d.kind != DeviceKind::OpenPgpCard) {
            out << d.name << "\n";
            return 0;
        }
    }
    return 1;
}

} // namespace keyward::cli
