// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TokenInfo.h"
#include "core/Result.h"

#include <QStringList>

namespace keyward::pkcs11 {

/// Every module of p11-kit's registry and each module given by path, with its
/// slots and tokens. Loads, reads and finalises in one go: blocking, so call
/// it on a worker (keyward::Worker::run). A module given by path that fails
/// to load is listed with ModuleInfo::problem set, not dropped. Trust-only
/// modules (p11-kit-trust) are listed with trustModule set; callers that show
/// devices skip them.
Result<QList<ModuleInfo>> listModules(const QStringList &extraModulePaths = {});

class ModuleSet;

/// Every module of a loaded set with its slots and tokens, then each module
/// that could not be used, with its problem. Blocking: on the set's worker.
QList<ModuleInfo> describeModules(const ModuleSet &set);

/// The tokens of modules, without trust modules and empty slots.
QList<TokenInfo> presentTokens(const QList<ModuleInfo> &modules);

} // namespace keyward::pkcs11
