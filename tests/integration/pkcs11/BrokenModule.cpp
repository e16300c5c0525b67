// SPDX-License-Identifier: GPL-3.0-or-later
// Broken PKCS#11 modules for `--module PATH`: built twice from this file.
// KEYWARD_BROKEN_NULL_LIST: C_GetFunctionList says CKR_OK and hands back no
// list (p11-kit dereferences it and crashes); otherwise the library has no
// C_GetFunctionList at all. Keyward must refuse both with a sentence naming
// the module, and go on.
#include <p11-kit/pkcs11.h>

#if defined(KEYWARD_BROKEN_INIT_FAILS)
// A module that looks whole but whose C_Initialize returns CKR_GENERAL_ERROR
// (as tpm2-pkcs11 does without a TPM): reported once as a module problem.
namespace {
CK_RV failInitialize(void *)
{
    return CKR_GENERAL_ERROR;
}
CK_RV finalize(void *)
{
    return CKR_CRYPTOKI_NOT_INITIALIZED;
}
CK_RV getInfo(CK_INFO *)
{
    return CKR_CRYPTOKI_NOT_INITIALIZED;
}
CK_RV getSlotList(CK_BBOOL, CK_SLOT_ID *, CK_ULONG *)
{
    return CKR_CRYPTOKI_NOT_INITIALIZED;
}
CK_RV getSlotInfo(CK_SLOT_ID, CK_SLOT_INFO *)
{
    return CKR_CRYPTOKI_NOT_INITIALIZED;
}
CK_RV getTokenInfo(CK_SLOT_ID, CK_TOKEN_INFO *)
{
    return CKR_CRYPTOKI_NOT_INITIALIZED;
}
CK_FUNCTION_LIST makeList()
{
    CK_FUNCTION_LIST list{};
    list.version = {2, 40};
    list.C_Initialize = failInitialize;
    list.C_Finalize = finalize;
    list.C_GetInfo = getInfo;
    list.C_GetSlotList = getSlotList;
    list.C_GetSlotInfo = getSlotInfo;
    list.C_GetTokenInfo = getTokenInfo;
    return list;
}
CK_FUNCTION_LIST functions = makeList();
} // namespace

extern "C" __attribute__((visibility("default"))) CK_RV C_GetFunctionList(CK_FUNCTION_LIST **out)
{
    if (!out) {
        return CKR_ARGUMENTS_BAD;
    }
    *out = &functions;
    return CKR_OK;
}
#elif defined(KEYWARD_BROKEN_NULL_LIST)
extern "C" __attribute__((visibility("default"))) CK_RV C_GetFunctionList(CK_FUNCTION_LIST **out)
{
    if (out) {
        *out = nullptr;
    }
    return CKR_OK;
}
#else
extern "C" __attribute__((visibility("default"))) CK_RV Keyward_NotAModule(void)
{
    return CKR_OK;
}
#endif
