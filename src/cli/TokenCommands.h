// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

/// `keyward-cli token <subcommand> ...`: args are what follows "token".
/// Writes results to out (JSON when json is set) and errors to err; returns
/// the process exit code (0 success, 1 operation failed, 2 usage error, 3 refused
/// for safety; 128+N stopped by signal N).
int runTokenCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json);
