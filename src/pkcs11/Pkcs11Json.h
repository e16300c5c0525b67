// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "TokenInfo.h"
#include "core/Error.h"

#include <QJsonObject>

namespace keyward::pkcs11 {

/// JSON forms for `keyward-cli token ... --json` and provisioning reports.
/// Stable keys (camelCase); flags as machine names and as words.
namespace Pkcs11Json {

QJsonObject token(const TokenInfo &token);
QJsonObject module(const ModuleInfo &module);
QJsonObject object(const ObjectInfo &object);
QJsonObject mechanism(const MechanismInfo &mechanism);
QJsonObject error(const Error &error);

} // namespace Pkcs11Json

} // namespace keyward::pkcs11
