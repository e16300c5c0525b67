// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"

#include <QStringList>
#include <QTextStream>

namespace keyward::cli {

/// The table of `keyward-cli list`: no subcommands, --module repeatable.
const CommandTable &listTable();

/// `keyward-cli list [--json] [--module PATH]…`: every reader/card and token.
/// Runs the application's event loop until every back end reported once.
int runListCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json);

/// `keyward-cli has-hardware`: exit 0 when a physical reader or a hardware
/// token is reachable (used by scripts/run to choose the sandbox or not).
int runHasHardwareCommand(QTextStream &out);

} // namespace keyward::cli
