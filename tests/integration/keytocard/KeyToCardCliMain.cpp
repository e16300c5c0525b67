// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-keytocard: the CLI's "card keytocard" / "card switch-stubs" alone, so the sandbox
// tests do not depend on how keyward-cli dispatches. Arguments are what follows "card".
#include "cli/KeyToCardCommand.h"
#include "core/CrashReport.h"
#include "core/ProcessHygiene.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    // As keyward-cli does: no core dumps, no secret left for gpg-agent to inherit.
    keyward::CrashReport::install(argc > 0 ? argv[0] : nullptr);
    keyward::ProcessHygiene::disableCoreDumps();
    keyward::ProcessHygiene::scrubEnvironmentForChildren();
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = runKeyToCardCommand(args, out, err, json);
    out.flush();
    err.flush();
    return rc;
}
