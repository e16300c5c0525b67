// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenContext.h"

#include "LoginAnchors.h"
#include "SlotReader.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

Status TokenContext::refresh()
{
    return SlotReader::fillToken(m_module, m_token);
}

Result<std::unique_ptr<Session>> TokenContext::open(bool readWrite, const QString &operation)
{
    return Session::open(m_module, m_token.slotId, readWrite, operation);
}

Status TokenContext::checkPinBeforeAttempt(bool so, const QString &operation)
{
    (void)refresh();
    const PinWarning w = so ? m_token.soPinWarning() : m_token.userPinWarning();
    if (w == PinWarning::Locked) {
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::PinBlocked, operation,
                              pinWarningText(w, so));
        e.triesLeft = 0;
        return e;
    }
    if (w == PinWarning::FinalTry && !m_confirmFinalTry) {
        Error e = Error::make(ErrorDomain::Keyward, kFinalTryNeedsConfirmation,
                              ErrorKind::AccessDenied, operation, pinWarningText(w, so));
        e.triesLeft = 1;
        return e;
    }
    return {};
}

bool TokenContext::loggedIn() const
{
    return m_anchors && m_anchors->holds(LoginAnchors::keyOf(m_token));
}

bool TokenContext::logOut()
{
    return m_anchors && m_anchors->release(LoginAnchors::keyOf(m_token));
}

Result<std::unique_ptr<Session>> TokenContext::loginAnchor(const SecretBytes &pin, bool readWrite,
                                                           const QString &operation)
{
    if (auto st = checkPinBeforeAttempt(false, operation); !st) {
        return st.error();
    }
    auto anchor = open(false, operation);
    if (!anchor) {
        return anchor.error();
    }
    // CKR_USER_ALREADY_LOGGED_IN counts as success: the anchor then holds that login.
    if (auto st = anchor.value()->login(CKU_USER, pin, operation); !st) {
        return st.error();
    }
    m_anchors->hold(LoginAnchors::keyOf(m_token), std::move(anchor.value()));
    return open(readWrite, operation);
}

Result<std::unique_ptr<Session>> TokenContext::openLoggedIn(const SecretBytes &pin, bool readWrite,
                                                            const QString &operation, bool so)
{
    if (m_anchors) {
        if (so) {
            (void)logOut();
        } else if (loggedIn()) {
            return open(readWrite, operation);
        } else if (!pin.isEmpty() && m_anchors->keep()) {
            return loginAnchor(pin, readWrite, operation);
        }
    }
    if (!pin.isEmpty()) {
        if (auto st = checkPinBeforeAttempt(so, operation); !st) {
            return st.error();
        }
    }
    auto session = open(readWrite, operation);
    if (!session || pin.isEmpty()) {
        return session;
    }
    if (auto st = session.value()->login(so ? CKU_SO : CKU_USER, pin, operation); !st) {
        return st.error();
    }
    return session;
}

} // namespace keyward::pkcs11
