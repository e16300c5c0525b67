// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TokenInfo.h"
#include "core/DeviceInfo.h"

namespace keyward::pkcs11 {

/// A token as the device list shows it: id "pkcs11:<module>:<serial>", kind
/// Pkcs11Token, source "pkcs11", isVirtual for software tokens (SoftHSM), and
/// every known fact (flags in words, versions, memory, PIN lengths) as fields.
DeviceInfo toDeviceInfo(const TokenInfo &token);

/// The whole list, with ids kept unique: OpenSC shows one OpenPGP card as two
/// tokens (one per PIN) with one serial, so a repeated id gets "#<label>".
/// Feed DeviceListModel::setDevices("pkcs11", ...) with this.
QList<DeviceInfo> toDeviceInfos(const QList<TokenInfo> &tokens);

/// A module that could not be used, as the device list shows it: a row among the
/// tokens (id "pkcs11-module:<path>", source "pkcs11-module", present false) whose problem
/// is its sentence.
DeviceInfo toDeviceInfo(const ModuleProblem &problem);

} // namespace keyward::pkcs11
