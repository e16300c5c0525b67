// SPDX-License-Identifier: GPL-3.0-or-later
#include "Session.h"

#include "SlotReader.h"

namespace keyward::pkcs11 {

Result<std::unique_ptr<Session>> Session::open(const Module &module, quint64 slotId, bool readWrite,
                                               const QString &operation)
{
    CK_SESSION_HANDLE h = CK_INVALID_HANDLE;
    const CK_FLAGS flags = CKF_SERIAL_SESSION | (readWrite ? CKF_RW_SESSION : 0);
    if (auto st = KW_P11(module, operation, C_OpenSession, slotId, flags, nullptr, nullptr, &h);
        !st) {
        return st.error();
    }
    return std::unique_ptr<Session>(new Session(module, slotId, h));
}

Session::~Session()
{
    if (m_loggedIn) {
        (void)KW_P11(m_module, QString(), C_Logout, m_handle);
    }
    (void)KW_P11(m_module, QString(), C_CloseSession, m_handle);
}

Status Session::login(CK_USER_TYPE userType, const SecretBytes &pin, const QString &operation)
{
    const Status st =
        KW_P11(m_module, operation, C_Login, m_handle, userType, pin.data(), CK_ULONG(pin.size()));
    if (st) {
        m_loggedIn = true;
        return st;
    }
    if (st.error().code == qint64(CKR_USER_ALREADY_LOGGED_IN)) {
        return {}; // someone else's login in this process: not ours to end
    }
    Error e = st.error();
    if (e.kind == ErrorKind::WrongPin) {
        // Cryptoki has no counter; the flags say as much as can be known.
        auto t = SlotReader::slot(m_module, m_slot);
        if (t && SlotReader::fillToken(m_module, t.value())) {
            const bool so = userType == CKU_SO;
            const PinWarning w = so ? t->soPinWarning() : t->userPinWarning();
            if (w == PinWarning::FinalTry) {
                e.triesLeft = 1;
            } else if (w == PinWarning::Locked) {
                e.kind = ErrorKind::PinBlocked;
            }
        }
    }
    return e;
}

Result<QList<CK_OBJECT_HANDLE>> Session::find(std::vector<CK_ATTRIBUTE> templ,
                                              const QString &operation) const
{
    if (auto st = KW_P11(m_module, operation, C_FindObjectsInit, m_handle, templ.data(),
                         CK_ULONG(templ.size()));
        !st) {
        return st.error();
    }
    QList<CK_OBJECT_HANDLE> out;
    CK_OBJECT_HANDLE batch[64];
    for (;;) {
        CK_ULONG n = 0;
        const Status st = KW_P11(m_module, operation, C_FindObjects, m_handle, batch, 64, &n);
        if (!st) {
            (void)KW_P11(m_module, operation, C_FindObjectsFinal, m_handle);
            return st.error();
        }
        for (CK_ULONG i = 0; i < n; ++i) {
            out << batch[i];
        }
        if (n < 64) {
            break;
        }
    }
    if (auto st = KW_P11(m_module, operation, C_FindObjectsFinal, m_handle); !st) {
        return st.error();
    }
    return out;
}

std::optional<QByteArray> Session::bytes(CK_OBJECT_HANDLE object, CK_ATTRIBUTE_TYPE type) const
{
    CK_ATTRIBUTE a{type, nullptr, 0};
    // A module's length is not trusted: no attribute Keyward reads (certificates, moduli,
    // labels) comes near 4 MiB, and a bogus length must not exhaust memory.
    constexpr CK_ULONG kMaxAttributeLength = 4 * 1024 * 1024;
    if (!KW_P11(m_module, QString(), C_GetAttributeValue, m_handle, object, &a, 1) ||
        a.ulValueLen == CK_UNAVAILABLE_INFORMATION || a.ulValueLen > kMaxAttributeLength) {
        return std::nullopt;
    }
    QByteArray value(qsizetype(a.ulValueLen), Qt::Uninitialized);
    a.pValue = value.data();
    if (!KW_P11(m_module, QString(), C_GetAttributeValue, m_handle, object, &a, 1)) {
        return std::nullopt;
    }
    value.truncate(qsizetype(a.ulValueLen));
    return value;
}

std::optional<CK_ULONG> Session::ulong(CK_OBJECT_HANDLE object, CK_ATTRIBUTE_TYPE type) const
{
    CK_ULONG v = 0;
    CK_ATTRIBUTE a = attr(type, v);
    if (!KW_P11(m_module, QString(), C_GetAttributeValue, m_handle, object, &a, 1) ||
        a.ulValueLen != sizeof(v)) {
        return std::nullopt;
    }
    return v;
}

std::optional<bool> Session::boolean(CK_OBJECT_HANDLE object, CK_ATTRIBUTE_TYPE type) const
{
    CK_BBOOL v = CK_FALSE;
    CK_ATTRIBUTE a = attr(type, v);
    if (!KW_P11(m_module, QString(), C_GetAttributeValue, m_handle, object, &a, 1) ||
        a.ulValueLen != sizeof(v)) {
        return std::nullopt;
    }
    return v == CK_TRUE;
}

} // namespace keyward::pkcs11
