// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every keyward-cli command does before a destructive step: name what
// will be lost, then go on only with --yes, or with "yes" typed on a terminal.
// Without a terminal on stdin and without --yes it refuses (exit 3).

#include <QCoreApplication>
#include <QString>
#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <string>

#include <unistd.h>

namespace keyward::cli {

/// keyward-cli's documented exit codes; every command honours them.
enum ExitCode : int
{
    ExitOk = 0,
    ExitFailed = 1, ///< the operation was tried and failed
    ExitUsage = 2,  ///< wrong arguments; nothing was done
    ExitRefused =
        3, ///< refused for safety (not confirmed, one PIN try left, ...); nothing was done
    // 128 + N: stopped by signal N (Ctrl+C = 130), after saying what was done.
};

/// Asks before a destructive step. `loss` is a whole sentence naming what
/// will be lost ("Keys on card 886A8E38 are replaced: signature key 1A2B…
/// and the certificate …"). Returns true to go on.
inline bool confirmDestructive(const QString &loss, bool yes, QTextStream &err)
{
    err << loss << '\n';
    if (yes) {
        err.flush();
        return true;
    }
    if (isatty(STDIN_FILENO) != 1) {
        err << QCoreApplication::translate(
                   "keyward::cli::Confirm",
                   "Refused: standard input is not a terminal. Add --yes to agree in a script.")
            << '\n';
        err.flush();
        return false;
    }
    err << QCoreApplication::translate("keyward::cli::Confirm", "Type \"yes\" to go on: ");
    err.flush();
    std::string line;
    std::getline(std::cin, line);
    return line == "yes";
}

} // namespace keyward::cli
