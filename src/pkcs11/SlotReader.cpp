// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlotReader.h"

#include "TokenFlags.h"

#include <QCoreApplication>

#include <vector>

namespace keyward::pkcs11::SlotReader {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

template<int N> QString padded(const unsigned char (&field)[N])
{
    return paddedString(field, N);
}

} // namespace

Result<ModuleInfo> moduleInfo(const Module &module)
{
    CK_INFO info{};
    if (auto st = KW_P11(module, Text::tr("Reading the module information"), C_GetInfo, &info);
        !st) {
        return st.error();
    }
    ModuleInfo m;
    m.name = module.name();
    m.path = module.path();
    m.fromRegistry = module.fromRegistry();
    m.trustModule = module.isTrustModule();
    m.description = padded(info.libraryDescription);
    m.manufacturer = padded(info.manufacturerID);
    m.libraryVersion = versionString(info.libraryVersion.major, info.libraryVersion.minor);
    m.cryptokiVersion = versionString(info.cryptokiVersion.major, info.cryptokiVersion.minor);
    return m;
}

Result<QList<quint64>> slotIds(const Module &module)
{
    const QString op = Text::tr("Listing the slots");
    // The list can grow between the two calls (a reader plugged in): retry.
    for (int attempt = 0; attempt < 3; ++attempt) {
        CK_ULONG count = 0;
        if (auto st = KW_P11(module, op, C_GetSlotList, CK_FALSE, nullptr, &count); !st) {
            return st.error();
        }
        std::vector<CK_SLOT_ID> ids(count);
        const Status st = KW_P11(module, op, C_GetSlotList, CK_FALSE, ids.data(), &count);
        if (!st && st.error().code == static_cast<qint64>(CKR_BUFFER_TOO_SMALL)) {
            continue;
        }
        if (!st) {
            return st.error();
        }
        QList<quint64> out;
        for (CK_ULONG i = 0; i < count; ++i) {
            out << ids[i];
        }
        return out;
    }
    return Error::internal(op, QStringLiteral("slot list kept changing"));
}

Result<TokenInfo> slot(const Module &module, quint64 slotId)
{
    CK_SLOT_INFO si{};
    if (auto st =
            KW_P11(module, Text::tr("Reading the slot information"), C_GetSlotInfo, slotId, &si);
        !st) {
        return st.error();
    }
    TokenInfo t;
    t.moduleName = module.name();
    t.modulePath = module.path();
    t.trustModule = module.isTrustModule();
    t.slotId = slotId;
    t.slotDescription = padded(si.slotDescription);
    t.slotManufacturer = padded(si.manufacturerID);
    t.slotFlags = si.flags;
    t.tokenPresent = si.flags & CKF_TOKEN_PRESENT;
    t.removableDevice = si.flags & CKF_REMOVABLE_DEVICE;
    t.hardwareSlot = si.flags & CKF_HW_SLOT;
    return t;
}

Status fillToken(const Module &module, TokenInfo &t)
{
    CK_TOKEN_INFO ti{};
    if (auto st = KW_P11(module, Text::tr("Reading the token information"), C_GetTokenInfo,
                         t.slotId, &ti);
        !st) {
        return st;
    }
    t.label = padded(ti.label);
    t.manufacturer = padded(ti.manufacturerID);
    t.model = padded(ti.model);
    t.serial = padded(ti.serialNumber);
    t.flags = ti.flags;
    t.hardwareVersion = versionString(ti.hardwareVersion.major, ti.hardwareVersion.minor);
    t.firmwareVersion = versionString(ti.firmwareVersion.major, ti.firmwareVersion.minor);
    t.maxSessionCount = ulongOrUnknown(ti.ulMaxSessionCount);
    t.sessionCount = ulongOrUnknown(ti.ulSessionCount);
    t.minPinLength = ulongOrUnknown(ti.ulMinPinLen);
    t.maxPinLength = ulongOrUnknown(ti.ulMaxPinLen);
    t.totalPublicMemory = ulongOrUnknown(ti.ulTotalPublicMemory);
    t.freePublicMemory = ulongOrUnknown(ti.ulFreePublicMemory);
    t.totalPrivateMemory = ulongOrUnknown(ti.ulTotalPrivateMemory);
    t.freePrivateMemory = ulongOrUnknown(ti.ulFreePrivateMemory);
    return {};
}

ModuleInfo readAll(const Module &module)
{
    auto info = moduleInfo(module);
    ModuleInfo m;
    if (info) {
        m = info.value();
    } else {
        m.name = module.name();
        m.path = module.path();
        m.fromRegistry = module.fromRegistry();
        m.trustModule = module.isTrustModule();
        m.problem = ModuleProblem{module.name(), module.path(), info.error()};
        return m;
    }
    auto ids = slotIds(module);
    if (!ids) {
        m.problem = ModuleProblem{module.name(), module.path(), ids.error()};
        return m;
    }
    for (quint64 id : ids.value()) {
        auto s = slot(module, id);
        if (!s) {
            qCDebug(lcPkcs11) << module.name() << "slot" << id << s.error().technical();
            continue;
        }
        TokenInfo t = s.value();
        if (t.tokenPresent) {
            if (auto st = fillToken(module, t); !st) {
                // A token pulled between the calls, or one the module cannot read:
                // keep the slot, show it without token fields.
                qCDebug(lcPkcs11) << module.name() << "token" << id << st.error().technical();
                t.tokenPresent = st.error().kind != ErrorKind::NoCard &&
                                 st.error().kind != ErrorKind::CardRemoved;
            }
        }
        m.slotList << t;
    }
    return m;
}

} // namespace keyward::pkcs11::SlotReader
