// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Session.h"
#include "TokenInfo.h"
#include "TokenRef.h"

#include <QHash>
#include <QMutex>
#include <QString>

#include <memory>

namespace keyward::pkcs11 {

/// The sessions that keep each token's user login for the application. A
/// PKCS#11 login belongs to the application and the token: while one of the
/// application's sessions on a token is logged in, all of them are. So one
/// "anchor" session per token, logged in once, lets every later operation
/// open its own session without a PIN until logOut(), the token's removal or
/// the end of the service.
///
/// Thread safety: the table is guarded by a mutex; an anchor session is used
/// only on the worker of its token's module (TokenService runs every job of a
/// module there), so holds(), hold() and release() are called there.
class LoginAnchors
{
public:
    LoginAnchors() = default;
    ~LoginAnchors();
    LoginAnchors(const LoginAnchors &) = delete;
    LoginAnchors &operator=(const LoginAnchors &) = delete;

    /// Whether logins are kept (the window) or end with each operation (the CLI).
    bool keep() const;
    void setKeep(bool keep);

    /// The key of a token: module, serial (slot for a blank token) and label.
    static QString keyOf(const TokenRef &token);
    static QString keyOf(const TokenInfo &token) { return keyOf(TokenRef::of(token)); }

    /// Whether an anchor is kept for the token (as last seen; any thread).
    bool isLoggedIn(const QString &key) const;

    /// Worker side: whether the token's anchor is still logged in. An anchor
    /// whose session the module no longer knows (token removed, logged out
    /// elsewhere) is dropped.
    bool holds(const QString &key);
    /// Worker side: keeps `session` (logged in as user) as the token's anchor.
    void hold(const QString &key, std::unique_ptr<Session> session);
    /// Worker side: logs the token out and closes its anchor; false when none was kept.
    bool release(const QString &key);
    /// Closes every anchor (before the modules are finalised).
    void releaseAll();

private:
    mutable QMutex m_mutex;
    QHash<QString, std::shared_ptr<Session>> m_sessions;
    bool m_keep = false;
};

} // namespace keyward::pkcs11
