// SPDX-License-Identifier: GPL-3.0-or-later
// openpgp_devinfo_itest [watch|directory]: card hot-plug, as devinfo.sh drives it.
//   watch: the card watch through scdaemon (GnuPG 2.4's "SCD DEVINFO --watch"). Prints
//     "agent VERSION", then "available yes|no"; then runs the watch and prints
//     "devices N: LIST" for every list it reports and "ended: ERROR" when it ends by itself.
//   directory: the device list (app::DeviceDirectory) as the window runs it. Prints
//     "cue devinfo" once its DEVINFO watch runs (GnuPG 2.4), "cue pcsc" on an agent without
//     DEVINFO (2.2), and "cards N: SERIALS" whenever the OpenPGP cards listed change.
// Both run until standard input closes, then stop and print "stopped".
#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "openpgp/AgentSession.h"
#include "openpgp/DevinfoWatcher.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimer>

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

int runWatch(QCoreApplication &app)
{
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
    watcher.start();
    const int rc = app.exec();
    watcher.stop();
    return rc;
}

int runDirectory(QCoreApplication &app)
{
    app::DeviceDirectory devices({});
    DeviceListModel *model = devices.model();
    QString last = QStringLiteral("-");
    auto report = [&] {
        const QModelIndex group = model->groupIndex(DeviceKind::OpenPgpCard);
        QStringList serials;
        for (int r = 0; r < model->rowCount(group); ++r) {
            serials << model->device(model->index(r, 0, group))->serial;
        }
        serials.sort();
        const QString now =
            QStringLiteral("cards %1: %2").arg(serials.size()).arg(serials.join(QLatin1Char(' ')));
        if (now != last) {
            last = now;
            say(now);
        }
    };
    QObject::connect(model, &QAbstractItemModel::rowsInserted, &app, report);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, &app, report);
    QObject::connect(model, &QAbstractItemModel::dataChanged, &app, report);
    QObject::connect(model, &QAbstractItemModel::modelReset, &app, report);
    devices.start();
    AgentSession *session = devices.agentSession();
    const auto version = session->worker().run([&] { return session->agentVersionNow(); }).result();
    // Which cue carries card changes: GnuPG 2.4's watch starts once the device list knows the
    // agent's version; 2.2 has reader changes (PC/SC) alone.
    QTimer cue;
    cue.setInterval(50);
    QObject::connect(&cue, &QTimer::timeout, &app, [&] {
        if (devices.devinfoWatcher() && devices.devinfoWatcher()->isRunning()) {
            say(QStringLiteral("cue devinfo"));
            cue.stop();
        }
    });
    if (DevinfoWatcher::availableFor(version)) {
        cue.start();
    } else {
        say(devices.devinfoWatcher() ? QStringLiteral("cue devinfo on GnuPG 2.2")
                                     : QStringLiteral("cue pcsc"));
    }
    return app.exec();
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString mode = app.arguments().value(1, QStringLiteral("watch"));
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&app] {
        char buffer[64];
        if (::read(STDIN_FILENO, buffer, sizeof buffer) <= 0) {
            app.quit();
        }
    });
    const int rc = mode == QLatin1String("directory") ? runDirectory(app) : runWatch(app);
    say(QStringLiteral("stopped"));
    return rc;
}
