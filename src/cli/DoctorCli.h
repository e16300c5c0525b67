// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"

#include <QStringList>
#include <QTextStream>

namespace keyward::cli {

/// The table of `keyward-cli doctor`: no subcommands, no options but --json.
const CommandTable &doctorTable();

/// `keyward-cli doctor [--json]`: the read-only check of the smart-card set-up
/// (app::DoctorCommand). Exit 0 when no problem was found, 1 when one was, 2 for wrong
/// arguments.
int runDoctorCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json);

} // namespace keyward::cli
