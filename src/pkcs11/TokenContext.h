// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Session.h"
#include "TokenInfo.h"

namespace keyward::pkcs11 {

class LoginAnchors;

/// One located token during one operation on its module's worker: opens the
/// operation's session and does the PIN checks every operation shares.
class TokenContext
{
public:
    /// anchors: where user logins are kept between operations (see
    /// LoginAnchors); null: each operation logs in and out itself.
    TokenContext(const Module &module, TokenInfo token, bool confirmFinalTry,
                 LoginAnchors *anchors = nullptr)
        : m_module(module)
        , m_token(std::move(token))
        , m_confirmFinalTry(confirmFinalTry)
        , m_anchors(anchors)
    {}

    const Module &module() const { return m_module; }
    const TokenInfo &token() const { return m_token; }

    /// Re-reads the token information (flags change with every PIN attempt).
    Status refresh();

    /// A session without login.
    Result<std::unique_ptr<Session>> open(bool readWrite, const QString &operation);

    /// A session logged in as user (or SO) with pin. Refuses before trying
    /// when the PIN is locked, or on the final try unless the caller
    /// confirmed it (Error code kFinalTryNeedsConfirmation). An empty pin
    /// opens without login (public objects only). While the token's user
    /// login is kept (LoginAnchors), a user session opens without asking the
    /// token again and `pin` is not used; with logins kept and none yet, the
    /// login is made on a new anchor that stays open. An SO login ends a kept
    /// user login first (a token has one login at a time).
    Result<std::unique_ptr<Session>> openLoggedIn(const SecretBytes &pin, bool readWrite,
                                                  const QString &operation, bool so = false);

    /// The checks openLoggedIn makes, for callers that log in themselves.
    Status checkPinBeforeAttempt(bool so, const QString &operation);

    /// Whether the application is logged in to the token as user through a kept anchor.
    bool loggedIn() const;
    /// Ends a kept user login (before an SO login or C_InitToken, which needs
    /// every session closed). False when none was kept.
    bool logOut();

private:
    Result<std::unique_ptr<Session>> loginAnchor(const SecretBytes &pin, bool readWrite,
                                                 const QString &operation);

    const Module &m_module;
    TokenInfo m_token;
    bool m_confirmFinalTry;
    LoginAnchors *m_anchors;
};

/// Error::code values in the Keyward domain that callers act on.
enum Pkcs11Refusal : qint64
{
    kFinalTryNeedsConfirmation = 1101, ///< ask the user, then retry with confirmFinalTry
    kImportRefused = 1102,             ///< the token does not take private keys this way
    kDestructiveNotConfirmed = 1103,   ///< init token without the typed confirmation
    kCancelledPairDeleted = 1104,      ///< cancelled; the pair made meanwhile was deleted
    kCancelledPairKept = 1105,         ///< cancelled; deleting the pair made meanwhile failed
};

} // namespace keyward::pkcs11
