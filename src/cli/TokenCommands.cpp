// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenCommands.h"

#include "Confirm.h"
#include "TokenCli.h"
#include "TokenOptions.h"

using namespace keyward::cli;
using namespace keyward::cli::token;

int runTokenCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    const Parsed parsed = Parsed::parse(args);
    switch (parsed.action) {
    case Parsed::Action::Help:
        out << parsed.usage;
        return ExitOk;
    case Parsed::Action::UsageError:
        err << parsed.message << '\n' << parsed.usage;
        return ExitUsage;
    case Parsed::Action::Run:
        break;
    }
    const Subcommand *sub = findSubcommand(parsed.options.positional().first());
    TokenCli cli(*sub, parsed.options, out, err, json);
    return cli.run();
}
