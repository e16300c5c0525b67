// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/DeviceInfo.h"

#include <QJsonObject>

namespace keyward::app {

/// The stable JSON form of a device for `keyward-cli list --json`
/// (docs/cli/list.schema.json): English keys whatever the locale; each field
/// has a stable "key" besides its "label" in the user's language.
QJsonObject deviceToJson(const DeviceInfo &device);
/// "reader", "openpgp-card", "pkcs11-token".
QString kindName(DeviceKind kind);

} // namespace keyward::app
