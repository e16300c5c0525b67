// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny PKCS#11 module for failure paths that SoftHSM cannot show: a user
// PIN that locks after three wrong tries, a write-protected token and a token
// pulled out. Its state lives in the file named by KEYWARD_FAKE_P11_STATE
// (lines "key=value"), so each keyward-cli process sees the last one's
// effects and a test can change the token between commands. Loaded by path
// through p11-kit (--module PATH).
#include <p11-kit/pkcs11.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <mutex>
#include <string>

namespace {

constexpr CK_SLOT_ID kSlot = 7;
constexpr int kMaxTries = 3;

struct State
{
    int tries = kMaxTries; ///< user PIN tries left
    int soTries = kMaxTries;
    bool present = true;
    bool readOnly = false;
    bool removeOnLogin = false; ///< the token "goes" during C_Login
    std::string userPin = "123456";
    std::string soPin = "12345678";
    std::string label = "fake-token";
};

State g_state;
bool g_loggedIn = false;
/// Keyward calls a module from several threads at once (benchmarks: one session per thread).
/// Every entry point holds this, so one thread's load() never overwrites another's change
/// between its update and its save().
std::recursive_mutex g_mutex;

const char *statePath()
{
    const char *p = std::getenv("KEYWARD_FAKE_P11_STATE");
    return p ? p : "/nonexistent";
}

void load()
{
    std::ifstream in(statePath());
    std::map<std::string, std::string> kv;
    for (std::string line; std::getline(in, line);) {
        const auto eq = line.find('=');
        if (eq != std::string::npos) {
            kv[line.substr(0, eq)] = line.substr(eq + 1);
        }
    }
    State s;
    if (kv.count("tries"))
        s.tries = std::stoi(kv["tries"]);
    if (kv.count("so_tries"))
        s.soTries = std::stoi(kv["so_tries"]);
    if (kv.count("present"))
        s.present = kv["present"] == "1";
    if (kv.count("readonly"))
        s.readOnly = kv["readonly"] == "1";
    if (kv.count("remove_on_login"))
        s.removeOnLogin = kv["remove_on_login"] == "1";
    if (kv.count("user_pin"))
        s.userPin = kv["user_pin"];
    if (kv.count("label"))
        s.label = kv["label"];
    g_state = s;
}

void save()
{
    std::ofstream out(statePath(), std::ios::trunc);
    out << "tries=" << g_state.tries << "\nso_tries=" << g_state.soTries
        << "\npresent=" << (g_state.present ? 1 : 0) << "\nreadonly=" << (g_state.readOnly ? 1 : 0)
        << "\nremove_on_login=" << (g_state.removeOnLogin ? 1 : 0)
        << "\nuser_pin=" << g_state.userPin << "\nlabel=" << g_state.label << '\n';
}

void pad(unsigned char *dst, size_t size, const std::string &s)
{
    std::memset(dst, ' ', size);
    std::memcpy(dst, s.data(), std::min(size, s.size()));
}

CK_RV checkPresent()
{
    return g_state.present ? CKR_OK : CKR_TOKEN_NOT_PRESENT;
}

CK_RV fInitialize(void *)
{
    const std::lock_guard lock(g_mutex);
    load();
    return CKR_OK;
}
CK_RV fFinalize(void *)
{
    const std::lock_guard lock(g_mutex);
    return CKR_OK;
}

CK_RV fGetInfo(CK_INFO *info)
{
    const std::lock_guard lock(g_mutex);
    std::memset(info, 0, sizeof *info);
    info->cryptokiVersion = {2, 40};
    pad(info->manufacturerID, 32, "Keyward tests");
    pad(info->libraryDescription, 32, "Keyward fake module");
    info->libraryVersion = {1, 0};
    return CKR_OK;
}

CK_RV fGetSlotList(CK_BBOOL, CK_SLOT_ID *list, CK_ULONG *count)
{
    const std::lock_guard lock(g_mutex);
    if (list && *count < 1) {
        *count = 1;
        return CKR_BUFFER_TOO_SMALL;
    }
    if (list) {
        list[0] = kSlot;
    }
    *count = 1;
    return CKR_OK;
}

CK_RV fGetSlotInfo(CK_SLOT_ID slot, CK_SLOT_INFO *info)
{
    const std::lock_guard lock(g_mutex);
    if (slot != kSlot) {
        return CKR_SLOT_ID_INVALID;
    }
    load();
    std::memset(info, 0, sizeof *info);
    pad(info->slotDescription, 64, "fake reader");
    pad(info->manufacturerID, 32, "Keyward tests");
    info->flags = CKF_REMOVABLE_DEVICE | CKF_HW_SLOT | (g_state.present ? CKF_TOKEN_PRESENT : 0);
    return CKR_OK;
}

CK_RV fGetTokenInfo(CK_SLOT_ID slot, CK_TOKEN_INFO *info)
{
    const std::lock_guard lock(g_mutex);
    if (slot != kSlot) {
        return CKR_SLOT_ID_INVALID;
    }
    load();
    if (CK_RV rv = checkPresent(); rv != CKR_OK) {
        return rv;
    }
    std::memset(info, 0, sizeof *info);
    pad(info->label, 32, g_state.label);
    pad(info->manufacturerID, 32, "Keyward tests");
    pad(info->model, 16, "fake");
    pad(info->serialNumber, 16, "FAKE0001");
    info->flags = CKF_TOKEN_INITIALIZED | CKF_LOGIN_REQUIRED | CKF_USER_PIN_INITIALIZED;
    if (g_state.readOnly)
        info->flags |= CKF_WRITE_PROTECTED;
    if (g_state.tries < kMaxTries)
        info->flags |= CKF_USER_PIN_COUNT_LOW;
    if (g_state.tries == 1)
        info->flags |= CKF_USER_PIN_FINAL_TRY;
    if (g_state.tries == 0)
        info->flags |= CKF_USER_PIN_LOCKED;
    if (g_state.soTries < kMaxTries)
        info->flags |= CKF_SO_PIN_COUNT_LOW;
    if (g_state.soTries == 1)
        info->flags |= CKF_SO_PIN_FINAL_TRY;
    if (g_state.soTries == 0)
        info->flags |= CKF_SO_PIN_LOCKED;
    info->ulMaxPinLen = 16;
    info->ulMinPinLen = 6;
    info->ulTotalPublicMemory = CK_UNAVAILABLE_INFORMATION;
    info->ulFreePublicMemory = CK_UNAVAILABLE_INFORMATION;
    info->ulTotalPrivateMemory = CK_UNAVAILABLE_INFORMATION;
    info->ulFreePrivateMemory = CK_UNAVAILABLE_INFORMATION;
    info->hardwareVersion = {1, 0};
    info->firmwareVersion = {1, 0};
    return CKR_OK;
}

CK_RV fGetMechanismList(CK_SLOT_ID, CK_MECHANISM_TYPE *, CK_ULONG *count)
{
    const std::lock_guard lock(g_mutex);
    *count = 0;
    return checkPresent();
}

CK_RV fGetMechanismInfo(CK_SLOT_ID, CK_MECHANISM_TYPE, CK_MECHANISM_INFO *)
{
    const std::lock_guard lock(g_mutex);
    return CKR_MECHANISM_INVALID;
}

CK_RV fOpenSession(CK_SLOT_ID slot, CK_FLAGS, void *, CK_NOTIFY, CK_SESSION_HANDLE *h)
{
    const std::lock_guard lock(g_mutex);
    load();
    if (slot != kSlot) {
        return CKR_SLOT_ID_INVALID;
    }
    if (CK_RV rv = checkPresent(); rv != CKR_OK) {
        return rv;
    }
    *h = 1;
    return CKR_OK;
}

CK_RV fCloseSession(CK_SESSION_HANDLE)
{
    const std::lock_guard lock(g_mutex);
    return CKR_OK;
}
CK_RV fCloseAllSessions(CK_SLOT_ID)
{
    const std::lock_guard lock(g_mutex);
    return CKR_OK;
}

CK_RV fGetSessionInfo(CK_SESSION_HANDLE, CK_SESSION_INFO *info)
{
    const std::lock_guard lock(g_mutex);
    std::memset(info, 0, sizeof *info);
    info->slotID = kSlot;
    info->state = g_loggedIn ? CKS_RW_USER_FUNCTIONS : CKS_RW_PUBLIC_SESSION;
    info->flags = CKF_SERIAL_SESSION | CKF_RW_SESSION;
    return CKR_OK;
}

CK_RV fLogin(CK_SESSION_HANDLE, CK_USER_TYPE user, unsigned char *pin, CK_ULONG len)
{
    const std::lock_guard lock(g_mutex);
    load();
    if (g_state.removeOnLogin) {
        g_state.present = false;
        save();
        return CKR_DEVICE_REMOVED;
    }
    int &tries = user == CKU_SO ? g_state.soTries : g_state.tries;
    const std::string &want = user == CKU_SO ? g_state.soPin : g_state.userPin;
    if (tries == 0) {
        return CKR_PIN_LOCKED;
    }
    if (std::string(reinterpret_cast<const char *>(pin), len) != want) {
        --tries;
        save();
        return tries == 0 ? CKR_PIN_LOCKED : CKR_PIN_INCORRECT;
    }
    tries = kMaxTries;
    save();
    g_loggedIn = true;
    return CKR_OK;
}

CK_RV fLogout(CK_SESSION_HANDLE)
{
    const std::lock_guard lock(g_mutex);
    g_loggedIn = false;
    return CKR_OK;
}

CK_RV fInitPin(CK_SESSION_HANDLE, unsigned char *pin, CK_ULONG len)
{
    const std::lock_guard lock(g_mutex);
    if (g_state.readOnly) {
        return CKR_TOKEN_WRITE_PROTECTED;
    }
    g_state.userPin.assign(reinterpret_cast<const char *>(pin), len);
    g_state.tries = kMaxTries;
    save();
    return CKR_OK;
}

CK_RV fCreateObject(CK_SESSION_HANDLE, CK_ATTRIBUTE *, CK_ULONG, CK_OBJECT_HANDLE *)
{
    const std::lock_guard lock(g_mutex);
    return g_state.readOnly ? CKR_TOKEN_WRITE_PROTECTED : CKR_FUNCTION_NOT_SUPPORTED;
}

CK_RV fGenerateKeyPair(CK_SESSION_HANDLE, CK_MECHANISM *, CK_ATTRIBUTE *, CK_ULONG, CK_ATTRIBUTE *,
                       CK_ULONG, CK_OBJECT_HANDLE *, CK_OBJECT_HANDLE *)
{
    const std::lock_guard lock(g_mutex);
    return g_state.readOnly ? CKR_TOKEN_WRITE_PROTECTED : CKR_FUNCTION_NOT_SUPPORTED;
}

CK_RV fFindObjectsInit(CK_SESSION_HANDLE, CK_ATTRIBUTE *, CK_ULONG)
{
    const std::lock_guard lock(g_mutex);
    return CKR_OK;
}
CK_RV fFindObjects(CK_SESSION_HANDLE, CK_OBJECT_HANDLE *, CK_ULONG, CK_ULONG *count)
{
    const std::lock_guard lock(g_mutex);
    *count = 0;
    return CKR_OK;
}
CK_RV fFindObjectsFinal(CK_SESSION_HANDLE)
{
    const std::lock_guard lock(g_mutex);
    return CKR_OK;
}

CK_RV notSupported()
{
    return CKR_FUNCTION_NOT_SUPPORTED;
}

CK_FUNCTION_LIST g_list;

} // namespace

extern "C" __attribute__((visibility("default"))) CK_RV C_GetFunctionList(CK_FUNCTION_LIST **out)
{
    // Every slot not set below answers "not supported".
    auto *slots = reinterpret_cast<void **>(&g_list.C_Initialize);
    const size_t n = (sizeof g_list - offsetof(CK_FUNCTION_LIST, C_Initialize)) / sizeof(void *);
    for (size_t i = 0; i < n; ++i) {
        slots[i] = reinterpret_cast<void *>(&notSupported);
    }
    g_list.version = {2, 40};
    g_list.C_Initialize = fInitialize;
    g_list.C_Finalize = fFinalize;
    g_list.C_GetInfo = fGetInfo;
    g_list.C_GetFunctionList = C_GetFunctionList;
    g_list.C_GetSlotList = fGetSlotList;
    g_list.C_GetSlotInfo = fGetSlotInfo;
    g_list.C_GetTokenInfo = fGetTokenInfo;
    g_list.C_GetMechanismList = fGetMechanismList;
    g_list.C_GetMechanismInfo = fGetMechanismInfo;
    g_list.C_OpenSession = fOpenSession;
    g_list.C_CloseSession = fCloseSession;
    g_list.C_CloseAllSessions = fCloseAllSessions;
    g_list.C_GetSessionInfo = fGetSessionInfo;
    g_list.C_Login = fLogin;
    g_list.C_Logout = fLogout;
    g_list.C_InitPIN = fInitPin;
    g_list.C_CreateObject = fCreateObject;
    g_list.C_GenerateKeyPair = fGenerateKeyPair;
    g_list.C_FindObjectsInit = fFindObjectsInit;
    g_list.C_FindObjects = fFindObjects;
    g_list.C_FindObjectsFinal = fFindObjectsFinal;
    *out = &g_list;
    return CKR_OK;
}
