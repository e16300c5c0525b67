// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenCommands.h"

#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenFlags.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace keyward;
using namespace keyward::pkcs11;

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("TokenCommands", s);
}

QJsonObject tokenJson(const TokenInfo &t)
{
    QJsonObject o{
        {QStringLiteral("module"), t.moduleName},
        {QStringLiteral("modulePath"), t.modulePath},
        {QStringLiteral("slotId"), static_cast<qint64>(t.slotId)},
        {QStringLiteral("slotDescription"), t.slotDescription},
        {QStringLiteral("tokenPresent"), t.tokenPresent},
    };
    if (!t.tokenPresent) {
        return o;
    }
    o.insert(QStringLiteral("id"), t.deviceId());
    o.insert(QStringLiteral("label"), t.label);
    o.insert(QStringLiteral("manufacturer"), t.manufacturer);
    o.insert(QStringLiteral("model"), t.model);
    o.insert(QStringLiteral("serial"), t.serial);
    o.insert(QStringLiteral("flags"), QJsonArray::fromStringList(tokenFlagNames(t.flags)));
    o.insert(QStringLiteral("flagWords"), QJsonArray::fromStringList(tokenFlagWords(t.flags)));
    o.insert(QStringLiteral("hardwareVersion"), t.hardwareVersion);
    o.insert(QStringLiteral("firmwareVersion"), t.firmwareVersion);
    o.insert(QStringLiteral("minPinLength"), t.minPinLength);
    o.insert(QStringLiteral("maxPinLength"), t.maxPinLength);
    o.insert(QStringLiteral("totalPublicMemory"), t.totalPublicMemory);
    o.insert(QStringLiteral("freePublicMemory"), t.freePublicMemory);
    o.insert(QStringLiteral("totalPrivateMemory"), t.totalPrivateMemory);
    o.insert(QStringLiteral("freePrivateMemory"), t.freePrivateMemory);
    o.insert(QStringLiteral("virtual"), t.isVirtual());
    o.insert(QStringLiteral("userPinWarning"), pinWarningText(t.userPinWarning(), false));
    o.insert(QStringLiteral("soPinWarning"), pinWarningText(t.soPinWarning(), true));
    return o;
}

QJsonObject moduleJson(const ModuleInfo &m)
{
    QJsonArray slotArray;
    for (const TokenInfo &t : m.slotList) {
        slotArray.append(tokenJson(t));
    }
    return QJsonObject{
        {QStringLiteral("name"), m.name},
        {QStringLiteral("path"), m.path},
        {QStringLiteral("fromRegistry"), m.fromRegistry},
        {QStringLiteral("trust"), m.trustModule},
        {QStringLiteral("description"), m.description},
        {QStringLiteral("manufacturer"), m.manufacturer},
        {QStringLiteral("libraryVersion"), m.libraryVersion},
        {QStringLiteral("cryptokiVersion"), m.cryptokiVersion},
        {QStringLiteral("error"), m.error},
        {QStringLiteral("slots"), slotArray},
    };
}

int printError(QTextStream &err, bool json, QTextStream &out, const Error &e)
{
    if (json) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("error"), e.userMessage()},
                                         {QStringLiteral("technical"), e.technical()}})
                   .toJson();
    }
    err << e.userMessage() << '\n';
    return 1;
}

int cmdList(const QStringList &modulePaths, QTextStream &out, QTextStream &err, bool json, bool all)
{
    auto modules = listModules(modulePaths);
    if (!modules) {
        return printError(err, json, out, modules.error());
    }
    if (json) {
        QJsonArray ms;
        QJsonArray tokens;
        for (const ModuleInfo &m : modules.value()) {
            ms.append(moduleJson(m));
        }
        for (const TokenInfo &t : presentTokens(modules.value())) {
            tokens.append(tokenJson(t));
        }
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("modules"), ms}, {QStringLiteral("tokens"), tokens}})
                   .toJson();
        return 0;
    }
    for (const ModuleInfo &m : modules.value()) {
        if (m.trustModule && !all) {
            continue;
        }
        out << m.name << "  " << m.path;
        if (!m.description.isEmpty()) {
            out << "  (" << m.description << ' ' << m.libraryVersion << ')';
        }
        out << '\n';
        if (!m.error.isEmpty()) {
            out << "    " << tr("error: %1").arg(m.error) << '\n';
        }
        for (const TokenInfo &t : m.slotList) {
            if (!t.tokenPresent) {
                if (all) {
                    out << "    "
                        << tr("slot %1: %2 (no token)").arg(t.slotId).arg(t.slotDescription)
                        << '\n';
                }
                continue;
            }
            out << "    " << tr("slot %1: %2").arg(t.slotId).arg(t.label) << '\n'
                << "        "
                << tr("manufacturer: %1, model: %2, serial: %3")
                       .arg(t.manufacturer, t.model, t.serial)
                << '\n'
                << "        "
                << tr("flags: %1").arg(tokenFlagWords(t.flags).join(QStringLiteral(", "))) << '\n';
        }
    }
    return 0;
}

void usage(QTextStream &err)
{
    err << tr("usage: keyward-cli token <list|info|...> [--module PATH]... [options]") << '\n';
}

} // namespace

int runTokenCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    QStringList rest = args;
    QStringList modulePaths;
    bool all = false;
    QStringList positional;
    for (int i = 0; i < rest.size(); ++i) {
        const QString &a = rest.at(i);
        if (a == QLatin1String("--json")) {
            json = true;
        } else if (a == QLatin1String("--all")) {
            all = true;
        } else if (a == QLatin1String("--module") && i + 1 < rest.size()) {
            modulePaths << rest.at(++i);
        } else {
            positional << a;
        }
    }
    if (positional.isEmpty()) {
        usage(err);
        return 2;
    }
    const QString sub = positional.takeFirst();
    if (sub == QLatin1String("list")) {
        return cmdList(modulePaths, out, err, json, all);
    }
    usage(err);
    return 2;
}
