// SPDX-License-Identifier: GPL-3.0-or-later
// token init, init-pin, change-pin, add-module, remove-module: the token's
// life cycle and the modules Keyward loads beyond p11-kit's registry.
#include "TokenCli.h"

#include "pkcs11/ModuleArgument.h"

#include "pkcs11/ModuleSettings.h"
#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/TokenContext.h"
#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenPinRoles.h"

#include <QJsonArray>

namespace keyward::cli::token {

using namespace keyward::pkcs11;

int TokenCli::cmdInit()
{
    const QString label = m_o.value(QStringLiteral("new-label"));
    if (label.isEmpty()) {
        return usageError(tr("token init needs --new-label LABEL (the token's new label)"));
    }
    auto current = m_service.tokenInfo(tokenRef()).result();
    if (!current) {
        return fail(current.error());
    }
    const TokenInfo &t = current.value();
    const QString name = t.label.isEmpty() ? QStringLiteral("slot %1").arg(t.slotId) : t.label;
    if (!confirmTyped(tr("Initialising destroys every key and certificate on token \"%1\" "
                         "(%2, serial %3).")
                          .arg(shown(name), shown(t.moduleName), shown(t.serial)),
                      name)) {
        return fail(failedTo(TokenOperation::InitToken,
                             Error::make(ErrorDomain::Keyward, kDestructiveNotConfirmed,
                                         ErrorKind::Cancelled, tr("Initialising the token"),
                                         tr("not confirmed")),
                             label));
    }
    auto rolePin = pinFor(TokenOperation::InitToken, t);
    if (!rolePin) {
        return ExitFailed;
    }
    const SecretBytes *so = &valueOf(*rolePin);
    auto r = m_service.initToken(TokenRef::of(t), *so, label, true).result();
    if (!r) {
        return fail(r.error());
    }
    // A first user PIN in the same go, when one is given.
    if (m_o.given(QStringLiteral("new-pin-file"))) {
        auto userNew = secret(QStringLiteral("new-pin"), QString());
        if (!userNew) {
            return ExitFailed;
        }
        if (auto st = m_service.initUserPin(TokenRef::of(r.value()), *so, *userNew).result(); !st) {
            return fail(st.error());
        }
    }
    if (!m_json) {
        m_out << tr("Token initialised: %1 (serial %2)").arg(shown(r->label), shown(r->serial))
              << '\n';
        if (r->label != label) {
            // NSS's softokn, for one, keeps its fixed label.
            m_out << tr("The token kept its label \"%1\"; it does not take a new one.")
                         .arg(shown(r->label))
                  << '\n';
        }
    }
    return ok(QJsonObject{{QStringLiteral("token"), Pkcs11Json::token(r.value())}});
}

int TokenCli::cmdInitPin()
{
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    auto so = pinFor(info->userPinWarning() == PinWarning::Locked ? TokenOperation::UnblockUserPin
                                                                  : TokenOperation::SetUserPin,
                     info.value());
    if (!so) {
        return ExitFailed;
    }
    auto pin = secret(QStringLiteral("new-pin"), tr("New user PIN: "));
    if (!pin) {
        return ExitFailed;
    }
    if (auto st = m_service.initUserPin(tokenRef(), valueOf(*so), *pin).result(); !st) {
        return fail(st.error());
    }
    if (!m_json) {
        m_out << tr("User PIN set.") << '\n';
    }
    return ok({});
}

int TokenCli::cmdChangePin()
{
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    // The PIN changed is the one logged in with (C_SetPIN); the table says which role that is.
    const TokenOperation op =
        m_o.has(QStringLiteral("so")) ? TokenOperation::ChangeSoPin : TokenOperation::ChangeUserPin;
    const bool so = requiredPinRole(op, info.value()) == PinRole::SecurityOfficer;
    const QString current = pinRoleName(so ? PinRole::SecurityOfficer : PinRole::User, *info);
    auto oldPin = secret(so ? QStringLiteral("so-pin") : QStringLiteral("pin"),
                         tr("Current %1: ").arg(current));
    if (!oldPin) {
        return ExitFailed;
    }
    auto newPin = secret(QStringLiteral("new-pin"), tr("New PIN: "));
    if (!newPin) {
        return ExitFailed;
    }
    if (auto st = m_service.changePin(tokenRef(), so, *oldPin, *newPin).result(); !st) {
        return fail(st.error());
    }
    if (!m_json) {
        m_out << (so ? tr("SO PIN changed.") : tr("User PIN changed.")) << '\n';
    }
    return ok({});
}

int TokenCli::cmdAddModule(bool add)
{
    const QString path = m_o.positional().at(1); // the parser made sure it is there
    if (!add) {
        ModuleSettings::remove(path);
        return ok({});
    }
    // Load it once (with its init arguments) before remembering it, so a
    // wrong path or a refused argument string is said now.
    const QString previousArgs = ModuleSettings::initArgs(path);
    ModuleSettings::setInitArgs(path, m_o.value(QStringLiteral("init-args")));
    const auto refuse = [&](const Error &e) {
        ModuleSettings::setInitArgs(path, previousArgs);
        return fail(e);
    };
    TokenService probe({path});
    auto modules = probe.modules().result();
    if (!modules) {
        return refuse(modules.error());
    }
    for (const ModuleInfo &m : modules.value()) {
        if (m.problem && ModuleArgument::matches(m.name, m.path, path)) {
            return refuse(m.problem->refusal());
        }
    }
    ModuleSettings::add(path);
    if (!m_json) {
        m_out << tr("Module %1 added; it is loaded from now on.").arg(path) << '\n';
    }
    return ok(QJsonObject{
        {QStringLiteral("modules"), QJsonArray::fromStringList(ModuleSettings::modules())}});
}

} // namespace keyward::cli::token
