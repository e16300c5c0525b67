// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TokenInfo.h"
#include "core/DeviceInfo.h"

namespace keyward::pkcs11 {

/// A token as the device list shows it: id "pkcs11:<module>:<serial>", kind
/// Pkcs11Token, source "pkcs11", isVirtual for software tokens (SoftHSM), and
/// every known fact (flags in words, versions, memory, PIN lengths) as fields.
DeviceInfo toDeviceInfo(const TokenInfo &token);

} // namespace keyward::pkcs11
