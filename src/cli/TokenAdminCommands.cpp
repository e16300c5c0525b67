// SPDX-License-Identifier: GPL-3.0-or-later
// token init, init-pin, change-pin, add-module, remove-module: the token's
// life cycle and the modules Keyward loads beyond p11-kit's registry.
#include "TokenCli.h"

#include "app/TokenPinCommands.h"
#include "core/TerminalText.h"
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
    // None for a token without an SO PIN of its own (NSS softokn): an empty one, nobody asked.
    std::optional<EitherPin> rolePin = EitherPin(SoPin(SecretBytes()));
    if (requiredPinRole(TokenOperation::InitToken, t)) {
        rolePin = pinFor(TokenOperation::InitToken, t);
        if (!rolePin) {
            return ExitFailed;
        }
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

int TokenCli::runPinCommand(int kind)
{
    using app::TokenPinCommand;
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const TokenPinCommand command(target(info.value()), TokenPinCommand::Kind(kind));
    if (auto st = command.validate(); !st) {
        return fail(st.error());
    }
    // The PIN logged in with, by the role the table names; none for the first user PIN of a
    // token without an SO PIN (NSS softokn).
    std::optional<EitherPin> current;
    if (const std::optional<PinRole> role = command.currentRole()) {
        auto asked = *role == PinRole::User
                         ? userPin(shown(command.currentPrompt()))
                         : secret(QStringLiteral("so-pin"), shown(command.currentPrompt()));
        if (!asked) {
            return ExitFailed;
        }
        current = *role == PinRole::User ? EitherPin(UserPin(*asked)) : EitherPin(SoPin(*asked));
    }
    auto next = secret(QStringLiteral("new-pin"), shown(command.newPrompt()));
    if (!next) {
        return ExitFailed;
    }
    if (auto st = command.run(current, *next).result(); !st) {
        return fail(st.error());
    }
    // What the token reports about the PIN now, read back.
    const Result<TokenInfo> after = m_service.tokenInfo(tokenRef()).result();
    if (!m_json) {
        m_out << printableText(command.done(after), 4096) << '\n';
    }
    return ok(command.json(after));
}

int TokenCli::cmdInitPin()
{
    return runPinCommand(int(app::TokenPinCommand::Kind::SetUserPin));
}

int TokenCli::cmdChangePin()
{
    return runPinCommand(int(m_o.has(QStringLiteral("so"))
                                 ? app::TokenPinCommand::Kind::ChangeSoPin
                                 : app::TokenPinCommand::Kind::ChangeUserPin));
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
