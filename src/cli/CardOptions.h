// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The options of `keyward-cli card SUBCOMMAND` and `keyward-cli card keytocard
// SUBCOMMAND`, as tables of the option layer (OptionTable.h).

#include "OptionTable.h"

namespace keyward::cli::card {

/// `keyward-cli card`: status, PINs, cardholder data, keys. Its keytocard and
/// switch-stubs entries are listed for help; keyToCardTable() parses them.
const CommandTable &cardTable();

} // namespace keyward::cli::card
