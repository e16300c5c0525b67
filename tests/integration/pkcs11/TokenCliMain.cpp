// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in for `keyward-cli token ...` so the token commands can be tested
// on their own: `keyward-token-cli [token] [--json] <subcommand> ...`.
#include "cli/TokenCommands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    if (!args.isEmpty() && args.first() == QLatin1String("token")) {
        args.removeFirst(); // called like keyward-cli: "token list ..."
    }
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = runTokenCommand(args, out, err, json);
    out.flush();
    err.flush();
    return rc;
}
