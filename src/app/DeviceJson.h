// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/DeviceInfo.h"
#include "core/Error.h"

#include <QJsonObject>

namespace keyward::app {

/// The stable JSON form of a device for `keyward-cli ... --json`.
QJsonObject deviceToJson(const DeviceInfo &device);
/// The stable JSON form of an error: domain, raw code, kind, operation, message.
QJsonObject errorToJson(const Error &error);
/// "reader", "openpgp-card", "pkcs11-token".
QString kindName(DeviceKind kind);

} // namespace keyward::app
