// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenPinCommands.h"

#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/TokenPinRoles.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QFutureInterface>

namespace keyward::app {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::TokenPinCommands)
};

pkcs11::TokenOperation operationOf(TokenPinCommand::Kind kind, const pkcs11::TokenInfo &token)
{
    switch (kind) {
    case TokenPinCommand::Kind::ChangeUserPin:
        return pkcs11::TokenOperation::ChangeUserPin;
    case TokenPinCommand::Kind::ChangeSoPin:
        return pkcs11::TokenOperation::ChangeSoPin;
    case TokenPinCommand::Kind::SetUserPin:
        break;
    }
    return token.userPinWarning() == pkcs11::PinWarning::Locked
               ? pkcs11::TokenOperation::UnblockUserPin
               : pkcs11::TokenOperation::SetUserPin;
}

QFuture<Status> refused(const Error &e)
{
    QFutureInterface<Status> fi;
    fi.reportStarted();
    fi.reportResult(Status(e));
    fi.reportFinished();
    return fi.future();
}

} // namespace

TokenPinCommand::TokenPinCommand(TokenTarget target, Kind kind)
    : TokenKeyCommand(target, operationOf(kind, target.info))
    , m_kind(kind)
{}

std::optional<pkcs11::PinRole> TokenPinCommand::currentRole() const
{
    return pkcs11::requiredPinRole(m_op, m_t.info);
}

bool TokenPinCommand::unblocks() const
{
    return m_op == pkcs11::TokenOperation::UnblockUserPin;
}

QString TokenPinCommand::changedPinName() const
{
    return pkcs11::pinRoleName(
        changesSoPin() ? pkcs11::PinRole::SecurityOfficer : pkcs11::PinRole::User, m_t.info);
}

Status TokenPinCommand::validate() const
{
    if (changesSoPin() && pkcs11::tokenHasNoSoPin(m_t.info)) {
        return pkcs11::failedTo(
            m_op,
            Error::invalidInput(Text::tr("Changing the SO PIN"),
                                Text::tr("token “%1” has no SO PIN of its own, so there is none "
                                         "to change")
                                    .arg(tokenName())),
            m_t.info.label);
    }
    return {};
}

QString TokenPinCommand::title() const
{
    switch (m_kind) {
    case Kind::ChangeUserPin:
        return Text::tr("Change user PIN");
    case Kind::ChangeSoPin:
        return pkcs11::soPinIsAdminPin(m_t.info) ? Text::tr("Change admin PIN")
                                                 : Text::tr("Change SO PIN");
    case Kind::SetUserPin:
        break;
    }
    return unblocks() ? Text::tr("Unblock user PIN") : Text::tr("Set user PIN");
}

QString TokenPinCommand::prompt() const
{
    if (m_kind != Kind::SetUserPin) {
        return Text::tr("Enter the current %1 of “%2” and the new one.")
            .arg(changedPinName(), tokenName());
    }
    if (!currentRole()) {
        return Text::tr("Token “%1” has no SO PIN: enter its first user PIN.").arg(tokenName());
    }
    return unblocks()
               ? Text::tr("Enter the %1 of “%2” and a new user PIN to unblock it.")
                     .arg(pinName(), tokenName())
               : Text::tr("Enter the %1 of “%2” and the new user PIN.").arg(pinName(), tokenName());
}

QString TokenPinCommand::currentPrompt() const
{
    const std::optional<pkcs11::PinRole> role = currentRole();
    if (!role) {
        return {};
    }
    if (m_kind == Kind::SetUserPin) {
        return Text::tr("%1 of %2: ").arg(pinName(), tokenName());
    }
    return *role == pkcs11::PinRole::User
               ? Text::tr("Current user PIN: ")
               : Text::tr("Current %1 of %2: ").arg(pinName(), tokenName());
}

QString TokenPinCommand::newPrompt() const
{
    return changesSoPin() ? Text::tr("New %1: ").arg(changedPinName()) : Text::tr("New user PIN: ");
}

QString TokenPinCommand::what() const
{
    switch (m_kind) {
    case Kind::ChangeUserPin:
        return Text::tr("Changing the user PIN…");
    case Kind::ChangeSoPin:
        return Text::tr("Changing the %1…").arg(changedPinName());
    case Kind::SetUserPin:
        break;
    }
    return unblocks() ? Text::tr("Unblocking the user PIN…") : Text::tr("Setting the user PIN…");
}

QFuture<Status> TokenPinCommand::run(const std::optional<pkcs11::EitherPin> &current,
                                     const pkcs11::SecretBytes &next) const
{
    const std::optional<pkcs11::PinRole> role = currentRole();
    if (current.has_value() != role.has_value() || (role && pkcs11::roleOf(*current) != *role)) {
        // A PIN typed for one role is never tried as another (that would spend its tries).
        return refused(pkcs11::failedTo(
            m_op,
            Error::invalidInput(what(), Text::tr("the PIN given is not the %1").arg(pinName())),
            m_t.info.label));
    }
    const pkcs11::SecretBytes pin = current ? pkcs11::valueOf(*current) : pkcs11::SecretBytes();
    if (m_kind == Kind::SetUserPin) {
        return m_t.service->initUserPin(m_t.ref, pin, next);
    }
    return m_t.service->changePin(m_t.ref, changesSoPin(), pin, next);
}

QString TokenPinCommand::reported(const Result<pkcs11::TokenInfo> &after) const
{
    if (!after) {
        return Text::tr("Reading the token afterwards failed, so what it reports about the PIN "
                        "now is unknown.");
    }
    const bool so = changesSoPin();
    QString s;
    switch (so ? after->soPinWarning() : after->userPinWarning()) {
    case pkcs11::PinWarning::None:
        s = Text::tr("The token reports no wrong tries.");
        break;
    case pkcs11::PinWarning::CountLow:
        s = Text::tr("The token reports a wrong try since the last correct one.");
        break;
    case pkcs11::PinWarning::FinalTry:
        s = Text::tr("The token reports one try left.");
        break;
    case pkcs11::PinWarning::Locked:
        s = Text::tr("The token reports it locked.");
        break;
    case pkcs11::PinWarning::NotInitialized:
        s = Text::tr("The token reports it not set.");
        break;
    }
    if (after->pinToBeChanged(so)) {
        s += QLatin1Char(' ') + Text::tr("The token wants it changed before its next use.");
    }
    return s;
}

QString TokenPinCommand::done(const Result<pkcs11::TokenInfo> &after) const
{
    QString first;
    switch (m_kind) {
    case Kind::ChangeUserPin:
    case Kind::ChangeSoPin:
        first = Text::tr("The %1 of “%2” is changed.").arg(changedPinName(), tokenName());
        break;
    case Kind::SetUserPin:
        first = unblocks() ? Text::tr("The user PIN of “%1” is unblocked and set.").arg(tokenName())
                           : Text::tr("The user PIN of “%1” is set.").arg(tokenName());
        break;
    }
    return first + QLatin1Char(' ') + reported(after);
}

QJsonObject TokenPinCommand::json(const Result<pkcs11::TokenInfo> &after) const
{
    QJsonObject o{
        {QStringLiteral("message"), done(after)},
        {QStringLiteral("pin"), changesSoPin() ? QStringLiteral("so") : QStringLiteral("user")}};
    if (after) {
        const bool so = changesSoPin();
        o.insert(QStringLiteral("warning"),
                 pkcs11::pinWarningKey(so ? after->soPinWarning() : after->userPinWarning()));
        o.insert(QStringLiteral("to-be-changed"), after->pinToBeChanged(so));
        o.insert(QStringLiteral("token"), pkcs11::Pkcs11Json::token(after.value()));
    }
    return o;
}

} // namespace keyward::app
