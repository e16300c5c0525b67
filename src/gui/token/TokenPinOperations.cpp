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
    const bool locked = m_token.userPinWarning() == pkcs11::PinWarning::Locked;
    const auto op =
        locked ? pkcs11::TokenOperation::UnblockUserPin : pkcs11::TokenOperation::SetUserPin;
    const pkcs11::PinRole role = requiredPinRole(op, m_token).value_or(pkcs11::PinRole::User);
    const bool so = role == pkcs11::PinRole::SecurityOfficer;
    if (!pinAttemptAllowed(so)) {
        return;
    }
    PinDialog::Setup s;
    s.title = locked ? tr("Unblock user PIN") : tr("Set user PIN");
    s.description = tr("The %1 of “%2” sets a new user PIN.")
                        .arg(pkcs11::pinRoleName(role, m_token), m_token.label);
    s.currentLabel = pinFieldLabel(role);
    s.newLabel = tr("&New user PIN:");
    s.warning = pkcs11::pinWarningText(so ? m_token.soPinWarning() : m_token.userPinWarning(), so);
    const auto pins = askPinChange(s);
    if (!pins) {
        return;
    }
    step(s.title + QStringLiteral("…"), m_service->initUserPin(ref(), pins->current, pins->next),
         [this, locked](Status st) {
             if (!st) {
                 fail(st.error());
                 return;
             }
             afterChange(locked ? tr("User PIN unblocked.") : tr("User PIN set."), {});
         });
}

void TokenOperations::changeUserPin()
{
    changePin(false);
}

void TokenOperations::changeSoPin()
{
    changePin(true);
}

void TokenOperations::changePin(bool soPin)
{
    // The PIN changed is the one logged in with (C_SetPIN); the table says which role that is.
    const auto op =
        soPin ? pkcs11::TokenOperation::ChangeSoPin : pkcs11::TokenOperation::ChangeUserPin;
    const bool so = requiredPinRole(op, m_token) == pkcs11::PinRole::SecurityOfficer;
    if (!pinAttemptAllowed(so)) {
        return;
    }
    // The SO login of an OpenPGP card through OpenSC is its admin PIN: every text names that.
    const bool admin = so && pkcs11::soPinIsAdminPin(m_token);
    PinDialog::Setup s;
    s.title = admin ? tr("Change admin PIN") : so ? tr("Change SO PIN") : tr("Change user PIN");
    s.currentLabel = admin ? tr("Current &admin PIN:")
                     : so  ? tr("Current &SO PIN:")
                           : tr("Current user &PIN:");
    s.newLabel = admin ? tr("&New admin PIN:") : so ? tr("&New SO PIN:") : tr("&New user PIN:");
    s.warning = pkcs11::pinWarningText(so ? m_token.soPinWarning() : m_token.userPinWarning(), so);
    const auto pins = askPinChange(s);
    if (!pins) {
        return;
    }
    step(admin ? tr("Changing the admin PIN…")
         : so  ? tr("Changing the SO PIN…")
               : tr("Changing the user PIN…"),
         m_service->changePin(ref(), so, pins->current, pins->next), [this, so, admin](Status st) {
             if (!st) {
                 fail(st.error());
                 return;
             }
             afterChange(admin ? tr("Admin PIN changed.")
                         : so  ? tr("SO PIN changed.")
                               : tr("User PIN changed."),
                         {});
         });
}

} // namespace keyward::gui::token
