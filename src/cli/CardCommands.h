// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

/// `keyward-cli card <subcommand> ...`: args are what follows "card".
/// Writes results to out (JSON when json is set) and errors to err; returns
/// the process exit code (0 success, 1 operation failed, 2 usage error).
int runCardCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json);
