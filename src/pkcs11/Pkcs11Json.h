// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "TokenInfo.h"
#include "core/Error.h"

#include <QJsonObject>

namespace keyward::pkcs11 {

/// JSON forms for `keyward-cli token ... --json` and provisioning reports.
/// Stable keys (camelCase) and English enumerations whatever the locale; flags as
/// machine names and, for display, as words in the user's language; null where
/// the token does not say. docs/cli/token-*.schema.json describe them.
namespace Pkcs11Json {

QJsonObject token(const TokenInfo &token);
/// A module; "error" and "returnValue" as in moduleProblem(), both null when it is fine.
QJsonObject module(const ModuleInfo &module);
/// A module that could not be used, for `list --json` ("moduleProblems"): "module", "path",
/// "returnValue" (the CK_RV's name, "CKR_GENERAL_ERROR", or null when no Cryptoki call failed:
/// no file, not a PKCS#11 module) and "error", error.schema.json's error object whose message
/// is ModuleProblem::sentence(). docs/cli/list.schema.json describes it.
QJsonObject moduleProblem(const ModuleProblem &problem);
QJsonObject object(const ObjectInfo &object);
QJsonObject mechanism(const MechanismInfo &mechanism);

} // namespace Pkcs11Json

} // namespace keyward::pkcs11
