// SPDX-License-Identifier: GPL-3.0-or-later
// Broken PKCS#11 modules for `--module PATH`: built twice from this file.
// KEYWARD_BROKEN_NULL_LIST: C_GetFunctionList says CKR_OK and hands back no
// list (p11-kit dereferences it and crashes); otherwise the library has no
// C_GetFunctionList at all. Keyward must refuse both with a sentence naming
// the module, and go on.
#include <p11-kit/pkcs11.h>

#ifdef KEYWARD_BROKEN_NULL_LIST
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
