// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <utility>

namespace keyward {

/**
 * Call `fn(result)` on `context`'s thread when `future` finishes, unless
 * `context` was deleted first (a closed window drops the callback).
 *
 * Use this instead of `future.then(context, fn)`: Qt 6.4 asserts in
 * QFuture::then when the context dies before the future finishes (a Debug
 * or asan build aborts), while a watcher owned by the context simply goes
 * away with it. `fn` takes the result by value or const reference
 * (`QFuture<void>`: no argument). A cancelled future (its Worker went away)
 * calls nothing.
 */
template<class T, class F> void whenFinished(const QFuture<T> &future, QObject *context, F &&fn)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, fn = std::forward<F>(fn)]() mutable {
                         watcher->deleteLater();
                         const QFuture<T> f = watcher->future();
                         if (f.isCanceled()) {
                             return;
                         }
                         if constexpr (std::is_void_v<T>) {
                             fn();
                         } else {
                             fn(f.result());
                         }
                     });
    watcher->setFuture(future);
}

} // namespace keyward
