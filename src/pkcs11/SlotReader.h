// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Module.h"
#include "TokenInfo.h"

namespace keyward::pkcs11 {

/// Reads what a module says about itself, its slots and tokens. Plain
/// functions over a Module: run them on the worker that owns the module.
namespace SlotReader {

/// C_GetInfo, without slots.
Result<ModuleInfo> moduleInfo(const Module &module);

/// C_GetSlotList(CK_FALSE): every slot, with or without a token. Asking for
/// the count first also makes OpenSC rescan its readers.
Result<QList<quint64>> slotIds(const Module &module);

/// C_GetSlotInfo into the slot fields of a TokenInfo (module fields filled too).
Result<TokenInfo> slot(const Module &module, quint64 slotId);

/// C_GetTokenInfo into the token fields of info (when a token is present).
Status fillToken(const Module &module, TokenInfo &info);

/// moduleInfo + every slot with its token.
ModuleInfo readAll(const Module &module);

} // namespace SlotReader

} // namespace keyward::pkcs11
