// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The options of `keyward-cli card keytocard SUBCOMMAND` and `keyward-cli card
// switch-stubs`, as tables of the option layer (OptionTable.h).

#include "OptionTable.h"

namespace keyward::cli {

/// `keyward-cli card keytocard`: list, backup, move, restore-local.
const CommandTable &keyToCardTable();
/// `keyward-cli card switch-stubs`: no subcommands.
const CommandTable &switchStubsTable();

} // namespace keyward::cli
