// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"
#include "openpgp/AgentSession.h"

#include <QStringList>
#include <QTextStream>

namespace keyward::cli::card {

/// `keyward-cli card generate ...` (its parsed options): every argument
/// checked first, then the card read, then the keys that would be replaced
/// named with the certificates that lose them and agreed to (--yes,
/// --replace or "yes" on a terminal), then the keys generated. Exit codes as
/// in Confirm.h.
int runCardGenerate(const Options &o, openpgp::AgentSession &session, QTextStream &out,
                    QTextStream &err, bool json, bool loopback, bool yes);

} // namespace keyward::cli::card
