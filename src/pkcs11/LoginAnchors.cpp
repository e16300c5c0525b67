// SPDX-License-Identifier: GPL-3.0-or-later
#include "LoginAnchors.h"

namespace keyward::pkcs11 {

LoginAnchors::~LoginAnchors()
{
    releaseAll();
}

bool LoginAnchors::keep() const
{
    QMutexLocker lock(&m_mutex);
    return m_keep;
}

void LoginAnchors::setKeep(bool keep)
{
    QMutexLocker lock(&m_mutex);
    m_keep = keep;
}

QString LoginAnchors::keyOf(const TokenRef &token)
{
    const QString where =
        token.serial.isEmpty() ? QStringLiteral("slot-%1").arg(token.slotId) : token.serial;
    return token.module + QLatin1Char('\n') + where + QLatin1Char('\n') + token.label;
}

bool LoginAnchors::isLoggedIn(const QString &key) const
{
    QMutexLocker lock(&m_mutex);
    return m_sessions.contains(key);
}

bool LoginAnchors::holds(const QString &key)
{
    std::shared_ptr<Session> session;
    {
        QMutexLocker lock(&m_mutex);
        session = m_sessions.value(key);
    }
    if (!session) {
        return false;
    }
    CK_SESSION_INFO info{};
    const bool alive =
        KW_P11(session->module(), QString(), C_GetSessionInfo, session->handle(), &info) &&
        (info.state == CKS_RO_USER_FUNCTIONS || info.state == CKS_RW_USER_FUNCTIONS);
    if (!alive) {
        release(key);
    }
    return alive;
}

void LoginAnchors::hold(const QString &key, std::unique_ptr<Session> session)
{
    QMutexLocker lock(&m_mutex);
    if (m_sessions.contains(key)) {
        // The kept anchor holds the login; this one closes without logging out.
        session->setOwnsLogin(false);
        lock.unlock();
        return;
    }
    session->setOwnsLogin(true);
    m_sessions.insert(key, std::shared_ptr<Session>(std::move(session)));
}

bool LoginAnchors::release(const QString &key)
{
    std::shared_ptr<Session> session;
    {
        QMutexLocker lock(&m_mutex);
        session = m_sessions.take(key);
    }
    return session != nullptr; // ~Session logs out and closes
}

void LoginAnchors::releaseAll()
{
    QHash<QString, std::shared_ptr<Session>> all;
    {
        QMutexLocker lock(&m_mutex);
        all.swap(m_sessions);
    }
    all.clear();
}

} // namespace keyward::pkcs11
