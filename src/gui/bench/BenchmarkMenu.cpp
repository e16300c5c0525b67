// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarkMenu.h"

#include "BenchmarkWindow.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>
#include <QPointer>

namespace keyward::gui::bench {

QAction *installBenchmarkAction(QMainWindow *window, DeviceListModel *devices)
{
    QMenuBar *bar = window->menuBar();
    auto *menu = new QMenu(BenchmarkWindow::tr("&Tools"), bar);
    // Before Help, which stays last by convention.
    QAction *before = bar->actions().isEmpty() ? nullptr : bar->actions().constLast();
    bar->insertMenu(before, menu);
    QAction *action = menu->addAction(BenchmarkWindow::tr("&Benchmarks…"));
    action->setObjectName(QStringLiteral("actionBenchmarks"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    auto benchWindow = std::make_shared<QPointer<BenchmarkWindow>>();
    QObject::connect(action, &QAction::triggered, window, [window, devices, benchWindow] {
        if (!*benchWindow) {
            *benchWindow = new BenchmarkWindow(devices, {}, window);
        }
        (*benchWindow)->show();
        (*benchWindow)->raise();
        (*benchWindow)->activateWindow();
    });
    return action;
}

} // namespace keyward::gui::bench
