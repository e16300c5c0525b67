// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A step-progress callback for work on a worker's thread, shown by a widget on the GUI thread.

#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace keyward::gui {

/// A callback (step, steps, text) that may be called on any thread: it queues `show` to
/// `receiver`'s thread and drops the call when the receiver is gone by then.
template<class Receiver>
std::function<void(int, int, const QString &)>
relayProgress(Receiver *receiver, void (Receiver::*show)(int, int, const QString &))
{
    QPointer<Receiver> guard(receiver);
    return [guard, show](int step, int steps, const QString &text) {
        if (!guard) {
            return;
        }
        QMetaObject::invokeMethod(
            guard.data(),
            [guard, show, step, steps, text] {
                if (guard) {
                    (guard.data()->*show)(step, steps, text);
                }
            },
            Qt::QueuedConnection);
    };
}

} // namespace keyward::gui
