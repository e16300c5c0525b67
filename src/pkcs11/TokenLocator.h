// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ModuleSet.h"
#include "TokenRef.h"

namespace keyward::pkcs11 {

/// A token found by a TokenRef: its module and what it says now.
struct LocatedToken
{
    const Module *module = nullptr;
    TokenInfo info;
};

/// Finds the one token a TokenRef means among loaded modules (trust modules
/// excluded). NotFound/NoCard when none matches, InvalidInput when several do.
Result<LocatedToken> locateToken(const ModuleSet &modules, const TokenRef &ref);

} // namespace keyward::pkcs11
