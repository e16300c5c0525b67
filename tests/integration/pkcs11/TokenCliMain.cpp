// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in for `keyward-cli token ...` so the token commands can be tested
// on their own: `keyward-token-cli [token] [--json] <subcommand> ...`.
#include "cli/TokenCommands.h"
#include "core/CrashReport.h"
#include "pkcs11/KeyGenerator.h"

#include <QCoreApplication>
#include <QTextStream>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>

int main(int argc, char **argv)
{
    keyward::CrashReport::install(argc > 0 ? argv[0] : nullptr);
    QCoreApplication app(argc, argv);
    // Test hook: KEYWARD_TEST_SIGTERM_AT_KEYGEN=N sends this process SIGTERM
    // right after the N-th C_GenerateKeyPair returned, as if it came while the
    // token worked; the pause lets the signal watcher (50 ms polls) cancel
    // before the generator looks at the cancel token.
    if (const int at = qEnvironmentVariableIntValue("KEYWARD_TEST_SIGTERM_AT_KEYGEN"); at > 0) {
        keyward::pkcs11::KeyGenerator::setAfterGenerateHook([at] {
            static std::atomic_int calls{0};
            if (++calls == at) {
                std::raise(SIGTERM);
                std::this_thread::sleep_for(std::chrono::seconds(1));
            }
        });
    }
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
