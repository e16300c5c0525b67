// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The options of `keyward-cli token SUBCOMMAND`: which subcommand takes
// which option (a table of the option layer, OptionTable.h). An unknown option, a missing
// value or a stray argument is a usage error naming it; an option that looks
// like a secret (--pin, --user-pin, --password...) is refused with where
// secrets come from instead.

#include "OptionTable.h"

namespace keyward::cli::token {

using keyward::cli::Options;
using keyward::cli::Subcommand;

/// Every subcommand, in the order `token help` lists them.
const QList<Subcommand> &subcommands();
/// By name; nullptr for an unknown name.
const Subcommand *findSubcommand(const QString &name);
/// The table of `keyward-cli token`.
const CommandTable &table();

/// What the command line asked for.
struct Parsed : keyward::cli::Parsed
{
    /// Parses the arguments after "token".
    static Parsed parse(const QStringList &args);
};

/// The usage of every subcommand, for `token help`.
QString fullUsage();
/// One subcommand's usage with the options every token command takes.
QString subcommandUsage(const Subcommand &sub);

} // namespace keyward::cli::token
