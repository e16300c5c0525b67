// SPDX-License-Identifier: GPL-3.0-or-later
#include "GuiConfirmer.h"

#include "Prompt.h"

#include <QCoreApplication>
#include <QThread>

#include <future>
#include <memory>

namespace keyward::gui::card {

GuiConfirmer::GuiConfirmer(QWidget *parent)
    : m_parent(parent)
{}

bool GuiConfirmer::confirm(const QString &title, const QString &question)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || QThread::currentThread() == app->thread()) {
        return false; // never block the GUI thread on itself
    }
    auto promise = std::make_shared<std::promise<bool>>();
    std::future<bool> answer = promise->get_future();
    QPointer<QWidget> parent = m_parent;
    // qApp lives as long as the GUI thread runs events, so the lambda always
    // runs and the promise is always kept.
    QMetaObject::invokeMethod(
        app,
        [parent, title, question, promise] {
            if (!parent) {
                promise->set_value(false);
                return;
            }
            Prompt::ask(
                parent, title, question,
                QCoreApplication::translate("keyward::gui::card::GuiConfirmer", "&Continue"),
                [promise](bool yes) { promise->set_value(yes); });
        },
        Qt::QueuedConnection);
    // Bounded: a window that is being torn down must not hang the worker.
    if (answer.wait_for(std::chrono::minutes(10)) != std::future_status::ready) {
        return false;
    }
    try {
        return answer.get();
    } catch (const std::future_error &) {
        return false; // the box went away unanswered (window closed)
    }
}

} // namespace keyward::gui::card
