// SPDX-License-Identifier: GPL-3.0-or-later
// Initialising the token and setting, unblocking and changing its PINs.
#include "TokenOperations.h"

#include "DialogRunner.h"
#include "InitTokenDialog.h"
#include "app/ScHsmSetup.h"
#include "pkcs11/TokenPin.h"
#include "pkcs11/TokenService.h"

namespace keyward::gui::token {

void TokenOperations::initToken()
{
    const auto op = app::ScHsmSetup::isScHsm(m_token) ? pkcs11::TokenOperation::InitScHsm
                                                      : pkcs11::TokenOperation::InitToken;
    if (!pinAttemptAllowed(requiredPinRole(op, m_token) == pkcs11::PinRole::SecurityOfficer)) {
        return;
    }
    if (app::ScHsmSetup::isScHsm(m_token)) {
        initScHsm();
        return;
    }
    InitTokenDialog dialog(
        m_token, m_token.isInitialized() ? m_objects : QList<pkcs11::ObjectInfo>(), m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::SecretBytes soPin = dialog.takeSoPin();
    const bool setUserPin = dialog.setUserPin();
    const pkcs11::SecretBytes userPin = setUserPin ? dialog.takeUserPin() : pkcs11::SecretBytes();
    const QString label = dialog.newLabel();
    // The initialisation itself is one Cryptoki call; Cancel stops before the user PIN.
    const CancelToken cancel =
        setUserPin ? cancellable(tr("Cancelling: the user PIN will not be set…")) : CancelToken();
    step(tr("Initialising the token…"),
         m_service->initToken(ref(), soPin, label, dialog.confirmed()),
         [this, soPin, userPin, setUserPin, label, cancel](Result<pkcs11::TokenInfo> after) {
             if (!after) {
                 fail(after.error());
                 return;
             }
             setToken(after.value());
             Q_EMIT tokenInitialised(m_token);
             m_objects.clear();
             Q_EMIT objectsChanged(m_objects, false);
             const QString serial = m_token.serial;
             if (!setUserPin) {
                 afterChange(serial.isEmpty()
                                 ? tr("Token initialised as “%1”.").arg(label)
                                 : tr("Token initialised as “%1” (serial %2).").arg(label, serial),
                             {});
                 return;
             }
             if (cancel.isCancelled()) {
                 Error e = Error::cancelled(tr("Initialising the token"));
                 e.detail = tr("Cancelled after the initialisation: the token is now “%1”, but "
                               "its user PIN was not set (Token ▸ Set or Unblock User PIN sets "
                               "it).")
                                .arg(label);
                 fail(e);
                 reloadTokenInfo();
                 return;
             }
             step(tr("Setting the user PIN…"), m_service->initUserPin(ref(), soPin, userPin),
                  [this, label, serial](Status st) {
                      if (!st) {
                          fail(st.error());
                          reloadTokenInfo();
                          return;
                      }
                      afterChange(serial.isEmpty()
                                      ? tr("Token initialised as “%1”; user PIN set.").arg(label)
                                      : tr("Token initialised as “%1” (serial %2); user PIN set.")
                                            .arg(label, serial),
                                  {});
                  });
         });
}

void TokenOperations::initUserPin()
{
    runPinCommand(app::TokenPinCommand(target(), app::TokenPinCommand::Kind::SetUserPin));
}

void TokenOperations::changeUserPin()
{
    runPinCommand(app::TokenPinCommand(target(), app::TokenPinCommand::Kind::ChangeUserPin));
}

void TokenOperations::changeSoPin()
{
    runPinCommand(app::TokenPinCommand(target(), app::TokenPinCommand::Kind::ChangeSoPin));
}

void TokenOperations::runPinCommand(const app::TokenPinCommand &command)
{
    if (auto st = command.validate(); !st) {
        fail(st.error());
        return;
    }
    using Kind = app::TokenPinCommand::Kind;
    // The PIN logged in with, by the role the table names: C_SetPIN changes the PIN logged in
    // with; the user PIN is set with the SO PIN, or with none on a token without one.
    const std::optional<pkcs11::PinRole> role = command.currentRole();
    const bool so = role == pkcs11::PinRole::SecurityOfficer;
    if (role && !pinAttemptAllowed(so)) {
        return;
    }
    // The SO login of an OpenPGP card through OpenSC is its admin PIN: every text names that.
    const bool admin = so && pkcs11::soPinIsAdminPin(m_token);
    PinDialog::Setup s;
    s.title = command.title();
    s.description = command.prompt();
    if (command.kind() == Kind::SetUserPin) {
        s.currentLabel = role ? pinFieldLabel(*role) : QString();
        s.newLabel = tr("&New user PIN:");
    } else {
        s.currentLabel = admin ? tr("Current &admin PIN:")
                         : so  ? tr("Current &SO PIN:")
                               : tr("Current user &PIN:");
        s.newLabel = admin ? tr("&New admin PIN:") : so ? tr("&New SO PIN:") : tr("&New user PIN:");
    }
    if (role) {
        s.warning =
            pkcs11::pinWarningText(so ? m_token.soPinWarning() : m_token.userPinWarning(), so);
    }
    const auto pins = askPinChange(s);
    if (!pins) {
        return;
    }
    std::optional<pkcs11::EitherPin> current;
    if (role) {
        current = so ? pkcs11::EitherPin(pkcs11::SoPin(pins->current))
                     : pkcs11::EitherPin(pkcs11::UserPin(pins->current));
    }
    step(command.what(), command.run(current, pins->next), [this, command](Status st) {
        if (!st) {
            fail(st.error());
            return;
        }
        // What the token reports about the PIN now, read back.
        step(tr("Reading the token…"), m_service->tokenInfo(ref()),
             [this, command](Result<pkcs11::TokenInfo> after) {
                 afterChange(command.done(after), {});
             });
    });
}

} // namespace keyward::gui::token
