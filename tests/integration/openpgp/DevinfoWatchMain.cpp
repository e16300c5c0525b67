// SPDX-License-Identifier: GPL-3.0-or-later
// openpgp_devinfo_itest: the card watch through scdaemon (GnuPG 2.4's "SCD DEVINFO --watch").
// Prints "agent VERSION", then "available yes|no"; then runs the watch and prints
// "devices N: LIST" for every list it reports and "ended: ERROR" when it ends by itself.
// Runs until its standard input closes. devinfo.sh drives it.
#include "openpgp/AgentSession.h"
#include "openpgp/DevinfoWatcher.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <cstdio>
#include <unistd.h>

using namespace keyward;
using namespace keyward::openpgp;

namespace {
void say(const QString &line)
{
    std::printf("%s\n", line.toLocal8Bit().constData());
    std::fflush(stdout);
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    AgentSession session;
    const auto version = session.worker().run([&] { return session.agentVersionNow(); }).result();
    say(QStringLiteral("agent %1.%2.%3").arg(version[0]).arg(version[1]).arg(version[2]));
    say(QStringLiteral("available %1")
            .arg(DevinfoWatcher::availableFor(version) ? QStringLiteral("yes")
                                                       : QStringLiteral("no")));
    DevinfoWatcher watcher;
    QObject::connect(&watcher, &DevinfoWatcher::devicesChanged, &app,
                     [](const QStringList &devices) {
                         say(QStringLiteral("devices %1: %2")
                                 .arg(devices.size())
                                 .arg(devices.join(QStringLiteral("; "))));
                     });
    QObject::connect(&watcher, &DevinfoWatcher::watchEnded, &app,
                     [](const Error &e) { say(QStringLiteral("ended: ") + e.technical()); });
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&app] {
        char buffer[64];
        if (::read(STDIN_FILENO, buffer, sizeof buffer) <= 0) {
            app.quit();
        }
    });
    watcher.start();
    const int rc = app.exec();
    watcher.stop();
    say(QStringLiteral("stopped"));
    return rc;
}
