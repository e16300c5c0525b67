// SPDX-License-Identifier: GPL-3.0-or-later
// token list, info, mechanisms, objects, uri: commands that read a token.
// What a device says (labels, manufacturer, model, serial, object labels,
// certificate names) is printed through printableText in text output; JSON
// output keeps it exact (JSON escapes control characters).
#include "TokenCli.h"

#include "pkcs11/ModuleArgument.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/TokenFlags.h"

#include <QJsonArray>

namespace keyward::cli::token {

using namespace keyward::pkcs11;

int TokenCli::cmdList()
{
    auto modules = m_service.modules().result();
    if (!modules) {
        return fail(modules.error());
    }
    // A module named with --module that did not load fails the command.
    bool namedFailed = false;
    for (const ModuleInfo &m : modules.value()) {
        for (const QString &value : m_o.values(QStringLiteral("module"))) {
            namedFailed =
                namedFailed || (m.problem && ModuleArgument::matches(m.name, m.path, value));
        }
    }
    const bool all = m_o.has(QStringLiteral("all"));
    if (m_json) {
        QJsonArray ms, tokens;
        for (const ModuleInfo &m : modules.value()) {
            ms.append(Pkcs11Json::module(m));
        }
        for (const TokenInfo &t : presentTokens(modules.value())) {
            tokens.append(Pkcs11Json::token(t));
        }
        const int rc =
            ok(QJsonObject{{QStringLiteral("modules"), ms}, {QStringLiteral("tokens"), tokens}});
        return namedFailed ? int(ExitFailed) : rc;
    }
    for (const ModuleInfo &m : modules.value()) {
        if (m.trustModule && !all) {
            continue;
        }
        m_out << shown(m.name) << "  " << m.path;
        if (!m.description.isEmpty()) {
            m_out << "  (" << shown(m.description) << ' ' << m.libraryVersion << ')';
        }
        m_out << '\n';
        if (m.problem) {
            m_out << "    " << shown(m.problem->sentence()) << '\n';
        }
        for (const TokenInfo &t : m.slotList) {
            if (!t.tokenPresent) {
                if (all) {
                    m_out
                        << "    "
                        << tr("slot %1: %2 (no token)").arg(t.slotId).arg(shown(t.slotDescription))
                        << '\n';
                }
                continue;
            }
            m_out << "    "
                  << tr("slot %1: %2")
                         .arg(t.slotId)
                         .arg(t.label.isEmpty() ? tr("(uninitialised token)") : shown(t.label))
                  << '\n'
                  << "        "
                  << tr("manufacturer: %1, model: %2, serial: %3")
                         .arg(shown(t.manufacturer), shown(t.model), shown(t.serial))
                  << '\n'
                  << "        "
                  << tr("flags: %1").arg(tokenFlagWords(t.flags).join(QStringLiteral(", ")))
                  << '\n';
        }
    }
    return namedFailed ? ExitFailed : ExitOk;
}

int TokenCli::cmdInfo()
{
    auto t = m_service.tokenInfo(tokenRef()).result();
    if (!t) {
        return fail(t.error());
    }
    if (m_json) {
        return ok(QJsonObject{{QStringLiteral("token"), Pkcs11Json::token(t.value())}});
    }
    const TokenInfo &i = t.value();
    m_out << tr("Label: %1").arg(shown(i.label)) << '\n'
          << tr("Manufacturer: %1").arg(shown(i.manufacturer)) << '\n'
          << tr("Model: %1").arg(shown(i.model)) << '\n'
          << tr("Serial: %1").arg(shown(i.serial)) << '\n'
          << tr("Module: %1 (%2), slot %3").arg(shown(i.moduleName), i.modulePath).arg(i.slotId)
          << '\n'
          << tr("Hardware version: %1, firmware version: %2")
                 .arg(i.hardwareVersion, i.firmwareVersion)
          << '\n'
          << tr("Flags: %1").arg(tokenFlagWords(i.flags).join(QStringLiteral(", "))) << '\n'
          << tr("PIN length: %1 to %2").arg(i.minPinLength).arg(i.maxPinLength) << '\n';
    if (i.totalPublicMemory >= 0 || i.totalPrivateMemory >= 0) {
        m_out << tr("Memory: public %1 of %2 free, private %3 of %4 free")
                     .arg(i.freePublicMemory)
                     .arg(i.totalPublicMemory)
                     .arg(i.freePrivateMemory)
                     .arg(i.totalPrivateMemory)
              << '\n';
    }
    for (const QString &w :
         {pinWarningText(i.userPinWarning(), false), pinWarningText(i.soPinWarning(), true)}) {
        if (!w.isEmpty()) {
            m_out << tr("Warning: %1").arg(w) << '\n';
        }
    }
    return ExitOk;
}

int TokenCli::cmdMechanisms()
{
    auto ms = m_service.mechanisms(tokenRef()).result();
    if (!ms) {
        return fail(ms.error());
    }
    if (m_json) {
        QJsonArray a;
        for (const MechanismInfo &m : ms.value()) {
            a.append(Pkcs11Json::mechanism(m));
        }
        return ok(QJsonObject{{QStringLiteral("mechanisms"), a}});
    }
    for (const MechanismInfo &m : ms.value()) {
        m_out << m.name.leftJustified(30) << ' ';
        if (m.maxKeySize > 0) {
            m_out << QStringLiteral("%1-%2").arg(m.minKeySize).arg(m.maxKeySize).leftJustified(12);
        } else {
            m_out << QString().leftJustified(12);
        }
        m_out << ' ' << mechanismFlagWords(m.flags).join(QStringLiteral(", ")) << '\n';
    }
    return ExitOk;
}

int TokenCli::cmdObjects()
{
    auto login = optionalLoginPin();
    if (!login) {
        return ExitFailed;
    }
    const SecretBytes &pin = *login;
    auto objs = m_service.objects(tokenRef(), pin).result();
    if (!objs) {
        return fail(objs.error());
    }
    if (m_json) {
        QJsonArray a;
        for (const ObjectInfo &o : objs.value()) {
            a.append(Pkcs11Json::object(o));
        }
        return ok(QJsonObject{{QStringLiteral("objects"), a}});
    }
    for (const ObjectInfo &o : objs.value()) {
        printObject(o);
    }
    return ExitOk;
}

int TokenCli::cmdUri()
{
    const ObjectRef ref = objectRef();
    if (ref.isEmpty()) {
        return usageError(tr("name the object with --label or --id"));
    }
    auto login = optionalLoginPin();
    if (!login) {
        return ExitFailed;
    }
    const SecretBytes &pin = *login;
    auto r = m_service.objectUri(tokenRef(), ref, pin).result();
    if (!r) {
        return fail(r.error());
    }
    if (!m_json) {
        m_out << shown(r.value(), 4096) << '\n';
    }
    return ok(QJsonObject{{QStringLiteral("uri"), r.value()}});
}

} // namespace keyward::cli::token
