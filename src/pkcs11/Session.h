// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Module.h"
#include "SecretBytes.h"

#include <QByteArray>
#include <QList>

#include <memory>
#include <optional>
#include <vector>

namespace keyward::pkcs11 {

/// One Cryptoki session for one operation, made, used and closed on the
/// worker that runs the operation. Logs out (if it logged in) and closes when
/// destroyed.
class Session
{
public:
    static Result<std::unique_ptr<Session>> open(const Module &module, quint64 slotId,
                                                 bool readWrite, const QString &operation);
    ~Session();
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;

    const Module &module() const { return m_module; }
    quint64 slotId() const { return m_slot; }
    CK_SESSION_HANDLE handle() const { return m_handle; }

    /// C_Login as CKU_USER or CKU_SO. Already logged in counts as success.
    /// A wrong PIN comes back as WrongPin with triesLeft = 1 when the token
    /// now says "final try", and as PinBlocked when it says "locked".
    Status login(CK_USER_TYPE userType, const SecretBytes &pin, const QString &operation);
    /// Whether closing this session logs the token out (set by a successful
    /// login(); a login anchor takes it over, see LoginAnchors).
    void setOwnsLogin(bool owns) { m_loggedIn = owns; }

    /// C_FindObjects over a template (empty: every object the session sees).
    Result<QList<CK_OBJECT_HANDLE>> find(std::vector<CK_ATTRIBUTE> templ,
                                         const QString &operation) const;

    /// One attribute's value; nullopt when the object does not have it, it
    /// is sensitive, or the module refuses.
    std::optional<QByteArray> bytes(CK_OBJECT_HANDLE object, CK_ATTRIBUTE_TYPE type) const;
    std::optional<CK_ULONG> ulong(CK_OBJECT_HANDLE object, CK_ATTRIBUTE_TYPE type) const;
    std::optional<bool> boolean(CK_OBJECT_HANDLE object, CK_ATTRIBUTE_TYPE type) const;

private:
    Session(const Module &module, quint64 slotId, CK_SESSION_HANDLE handle)
        : m_module(module)
        , m_slot(slotId)
        , m_handle(handle)
    {}

    const Module &m_module;
    quint64 m_slot;
    CK_SESSION_HANDLE m_handle;
    bool m_loggedIn = false;
};

/// A CK_ATTRIBUTE over a value that outlives the call (templates are built
/// from locals).
template<class T> CK_ATTRIBUTE attr(CK_ATTRIBUTE_TYPE type, T &value)
{
    return CK_ATTRIBUTE{type, &value, sizeof(T)};
}
inline CK_ATTRIBUTE attrBytes(CK_ATTRIBUTE_TYPE type, const QByteArray &value)
{
    return CK_ATTRIBUTE{type, const_cast<char *>(value.constData()), CK_ULONG(value.size())};
}

} // namespace keyward::pkcs11
