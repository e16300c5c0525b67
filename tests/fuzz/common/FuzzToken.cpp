// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzToken.h"

#include <algorithm>
#include <cstring>

namespace keyward::fuzz {

namespace {

/// The attributes Keyward reads from objects, in the order the input's type byte picks them.
constexpr CK_ATTRIBUTE_TYPE kAttributes[] = {CKA_CLASS,
                                             CKA_KEY_TYPE,
                                             CKA_LABEL,
                                             CKA_ID,
                                             CKA_PRIVATE,
                                             CKA_VALUE,
                                             CKA_MODULUS_BITS,
                                             CKA_MODULUS,
                                             CKA_PUBLIC_EXPONENT,
                                             CKA_EC_PARAMS,
                                             CKA_EC_POINT,
                                             CKA_VALUE_LEN,
                                             CKA_SIGN,
                                             CKA_VERIFY,
                                             CKA_ENCRYPT,
                                             CKA_DECRYPT,
                                             CKA_WRAP,
                                             CKA_UNWRAP,
                                             CKA_DERIVE,
                                             CKA_SENSITIVE,
                                             CKA_EXTRACTABLE,
                                             CKA_LOCAL,
                                             CKA_CERTIFICATE_TYPE,
                                             CKA_SUBJECT,
                                             CKA_ISSUER,
                                             CKA_SERIAL_NUMBER,
                                             CKA_TOKEN,
                                             CKA_ALWAYS_AUTHENTICATE};

FuzzTokenState g_state;
std::size_t g_found = 0; // C_FindObjects cursor

template<class F> struct Fail;
template<class... A> struct Fail<CK_RV (*)(A...)>
{
    static CK_RV call(A...) { return CKR_FUNCTION_FAILED; }
};

CK_RV openSession(CK_SLOT_ID, CK_FLAGS, void *, CK_NOTIFY, CK_SESSION_HANDLE *session)
{
    if (g_state.sessionFails)
        return CKR_TOKEN_NOT_PRESENT;
    *session = 1;
    return CKR_OK;
}

CK_RV closeSession(CK_SESSION_HANDLE)
{
    return CKR_OK;
}

CK_RV tokenInfo(CK_SLOT_ID, CK_TOKEN_INFO *info)
{
    *info = g_state.tokenInfo;
    return CKR_OK;
}

CK_RV findInit(CK_SESSION_HANDLE, CK_ATTRIBUTE *, CK_ULONG)
{
    g_found = 0;
    return CKR_OK;
}

CK_RV find(CK_SESSION_HANDLE, CK_OBJECT_HANDLE *objects, CK_ULONG max, CK_ULONG *count)
{
    *count = 0;
    while (g_found < g_state.objects.size() && *count < max)
        objects[(*count)++] = ++g_found; // handles 1..n
    return CKR_OK;
}

CK_RV findFinal(CK_SESSION_HANDLE)
{
    return CKR_OK;
}

CK_RV getAttributes(CK_SESSION_HANDLE, CK_OBJECT_HANDLE object, CK_ATTRIBUTE *templ, CK_ULONG count)
{
    if (object == 0 || object > g_state.objects.size())
        return CKR_OBJECT_HANDLE_INVALID;
    const FuzzObject &o = g_state.objects[object - 1];
    CK_RV rv = CKR_OK;
    for (CK_ULONG i = 0; i < count; ++i) {
        CK_ATTRIBUTE &a = templ[i];
        const auto it = o.attributes.find(a.type);
        if (it == o.attributes.end()) {
            a.ulValueLen = CK_UNAVAILABLE_INFORMATION;
            rv = CKR_ATTRIBUTE_TYPE_INVALID;
        } else if (!it->second) {
            a.ulValueLen = CK_UNAVAILABLE_INFORMATION;
            rv = CKR_ATTRIBUTE_SENSITIVE;
        } else if (!a.pValue) {
            a.ulValueLen = CK_ULONG(it->second->size());
        } else if (a.ulValueLen < CK_ULONG(it->second->size())) {
            a.ulValueLen = CK_UNAVAILABLE_INFORMATION;
            rv = CKR_BUFFER_TOO_SMALL;
        } else {
            std::memcpy(a.pValue, it->second->constData(), std::size_t(it->second->size()));
            a.ulValueLen = CK_ULONG(std::max<qsizetype>(0, it->second->size() + o.lengthSkew));
        }
    }
    return rv;
}

CK_FUNCTION_LIST makeList()
{
    CK_FUNCTION_LIST l{};
    l.version = {2, 40};
    l.C_Initialize = Fail<decltype(l.C_Initialize)>::call;
    l.C_Finalize = Fail<decltype(l.C_Finalize)>::call;
    l.C_GetInfo = Fail<decltype(l.C_GetInfo)>::call;
    l.C_GetFunctionList = Fail<decltype(l.C_GetFunctionList)>::call;
    l.C_GetSlotList = Fail<decltype(l.C_GetSlotList)>::call;
    l.C_GetSlotInfo = Fail<decltype(l.C_GetSlotInfo)>::call;
    l.C_GetTokenInfo = Fail<decltype(l.C_GetTokenInfo)>::call;
    l.C_GetMechanismList = Fail<decltype(l.C_GetMechanismList)>::call;
    l.C_GetMechanismInfo = Fail<decltype(l.C_GetMechanismInfo)>::call;
    l.C_InitToken = Fail<decltype(l.C_InitToken)>::call;
    l.C_InitPIN = Fail<decltype(l.C_InitPIN)>::call;
    l.C_SetPIN = Fail<decltype(l.C_SetPIN)>::call;
    l.C_OpenSession = Fail<decltype(l.C_OpenSession)>::call;
    l.C_CloseSession = Fail<decltype(l.C_CloseSession)>::call;
    l.C_CloseAllSessions = Fail<decltype(l.C_CloseAllSessions)>::call;
    l.C_GetSessionInfo = Fail<decltype(l.C_GetSessionInfo)>::call;
    l.C_GetOperationState = Fail<decltype(l.C_GetOperationState)>::call;
    l.C_SetOperationState = Fail<decltype(l.C_SetOperationState)>::call;
    l.C_Login = Fail<decltype(l.C_Login)>::call;
    l.C_Logout = Fail<decltype(l.C_Logout)>::call;
    l.C_CreateObject = Fail<decltype(l.C_CreateObject)>::call;
    l.C_CopyObject = Fail<decltype(l.C_CopyObject)>::call;
    l.C_DestroyObject = Fail<decltype(l.C_DestroyObject)>::call;
    l.C_GetObjectSize = Fail<decltype(l.C_GetObjectSize)>::call;
    l.C_GetAttributeValue = Fail<decltype(l.C_GetAttributeValue)>::call;
    l.C_SetAttributeValue = Fail<decltype(l.C_SetAttributeValue)>::call;
    l.C_FindObjectsInit = Fail<decltype(l.C_FindObjectsInit)>::call;
    l.C_FindObjects = Fail<decltype(l.C_FindObjects)>::call;
    l.C_FindObjectsFinal = Fail<decltype(l.C_FindObjectsFinal)>::call;
    l.C_EncryptInit = Fail<decltype(l.C_EncryptInit)>::call;
    l.C_Encrypt = Fail<decltype(l.C_Encrypt)>::call;
    l.C_EncryptUpdate = Fail<decltype(l.C_EncryptUpdate)>::call;
    l.C_EncryptFinal = Fail<decltype(l.C_EncryptFinal)>::call;
    l.C_DecryptInit = Fail<decltype(l.C_DecryptInit)>::call;
    l.C_Decrypt = Fail<decltype(l.C_Decrypt)>::call;
    l.C_DecryptUpdate = Fail<decltype(l.C_DecryptUpdate)>::call;
    l.C_DecryptFinal = Fail<decltype(l.C_DecryptFinal)>::call;
    l.C_DigestInit = Fail<decltype(l.C_DigestInit)>::call;
    l.C_Digest = Fail<decltype(l.C_Digest)>::call;
    l.C_DigestUpdate = Fail<decltype(l.C_DigestUpdate)>::call;
    l.C_DigestKey = Fail<decltype(l.C_DigestKey)>::call;
    l.C_DigestFinal = Fail<decltype(l.C_DigestFinal)>::call;
    l.C_SignInit = Fail<decltype(l.C_SignInit)>::call;
    l.C_Sign = Fail<decltype(l.C_Sign)>::call;
    l.C_SignUpdate = Fail<decltype(l.C_SignUpdate)>::call;
    l.C_SignFinal = Fail<decltype(l.C_SignFinal)>::call;
    l.C_SignRecoverInit = Fail<decltype(l.C_SignRecoverInit)>::call;
    l.C_SignRecover = Fail<decltype(l.C_SignRecover)>::call;
    l.C_VerifyInit = Fail<decltype(l.C_VerifyInit)>::call;
    l.C_Verify = Fail<decltype(l.C_Verify)>::call;
    l.C_VerifyUpdate = Fail<decltype(l.C_VerifyUpdate)>::call;
    l.C_VerifyFinal = Fail<decltype(l.C_VerifyFinal)>::call;
    l.C_VerifyRecoverInit = Fail<decltype(l.C_VerifyRecoverInit)>::call;
    l.C_VerifyRecover = Fail<decltype(l.C_VerifyRecover)>::call;
    l.C_DigestEncryptUpdate = Fail<decltype(l.C_DigestEncryptUpdate)>::call;
    l.C_DecryptDigestUpdate = Fail<decltype(l.C_DecryptDigestUpdate)>::call;
    l.C_SignEncryptUpdate = Fail<decltype(l.C_SignEncryptUpdate)>::call;
    l.C_DecryptVerifyUpdate = Fail<decltype(l.C_DecryptVerifyUpdate)>::call;
    l.C_GenerateKey = Fail<decltype(l.C_GenerateKey)>::call;
    l.C_GenerateKeyPair = Fail<decltype(l.C_GenerateKeyPair)>::call;
    l.C_WrapKey = Fail<decltype(l.C_WrapKey)>::call;
    l.C_UnwrapKey = Fail<decltype(l.C_UnwrapKey)>::call;
    l.C_DeriveKey = Fail<decltype(l.C_DeriveKey)>::call;
    l.C_SeedRandom = Fail<decltype(l.C_SeedRandom)>::call;
    l.C_GenerateRandom = Fail<decltype(l.C_GenerateRandom)>::call;
    l.C_GetFunctionStatus = Fail<decltype(l.C_GetFunctionStatus)>::call;
    l.C_CancelFunction = Fail<decltype(l.C_CancelFunction)>::call;
    l.C_WaitForSlotEvent = Fail<decltype(l.C_WaitForSlotEvent)>::call;
    l.C_OpenSession = openSession;
    l.C_CloseSession = closeSession;
    l.C_GetTokenInfo = tokenInfo;
    l.C_FindObjectsInit = findInit;
    l.C_FindObjects = find;
    l.C_FindObjectsFinal = findFinal;
    l.C_GetAttributeValue = getAttributes;
    return l;
}

} // namespace

FuzzTokenState &fuzzToken()
{
    return g_state;
}

const pkcs11::Module &fuzzModule()
{
    static CK_FUNCTION_LIST list = makeList();
    static const pkcs11::Module module(&list, QStringLiteral("fuzz"), QStringLiteral("/fuzz.so"),
                                       false, false);
    return module;
}

void readObjects(const std::uint8_t *&data, std::size_t &size, FuzzTokenState &state)
{
    auto take = [&]() -> int {
        if (size == 0)
            return -1;
        --size;
        return *data++;
    };
    const int objects = take();
    for (int object = 0; object < (objects < 0 ? 0 : objects % 8); ++object) {
        FuzzObject o;
        const int header = take();
        if (header < 0)
            break;
        o.lengthSkew = (header & 0x80) ? (header & 0x0F) - 8 : 0;
        for (int k = 0; k < (header & 0x1F) && size > 0; ++k) {
            const int type = take();
            const int length = take();
            if (type < 0 || length < 0)
                break;
            const CK_ATTRIBUTE_TYPE t = kAttributes[std::size_t(type) % std::size(kAttributes)];
            if (length == 0xFF) {
                o.attributes[t] = std::nullopt;
            } else if (length == 0xFE) {
                const CK_ULONG v = CK_ULONG(std::max(0, take()));
                o.attributes[t] = QByteArray(reinterpret_cast<const char *>(&v), sizeof v);
            } else if (length == 0xFD) {
                o.attributes[t] = QByteArray(1, char(CK_TRUE));
            } else {
                // One length byte per 8 bytes when the top bit is set: room for certificates.
                const std::size_t n =
                    (length & 0x80) ? std::size_t(length & 0x7F) * 8 : std::size_t(length);
                const std::size_t have = std::min(n, size);
                o.attributes[t] = QByteArray(reinterpret_cast<const char *>(data), qsizetype(have));
                data += have;
                size -= have;
            }
        }
        state.objects.push_back(std::move(o));
    }
}

} // namespace keyward::fuzz
