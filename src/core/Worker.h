// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QThread>

#include <memory>
#include <type_traits>

namespace keyward {

/// A serial queue on its own thread: one per back end (agent session, each
/// PKCS#11 module). Device handles are made, used and destroyed inside the
/// jobs of one Worker only, so they never cross threads.
class Worker
{
public:
    explicit Worker(const QString &name);
    ~Worker(); ///< drains nothing: pending jobs are dropped (their futures cancelled)
    Worker(const Worker &) = delete;
    Worker &operator=(const Worker &) = delete;

    /// Queue f on the worker thread; the future carries its return value.
    /// Continue with whenFinished(future, contextObject, ...) (Continuation.h)
    /// so a closed window drops the callback.
    template<class F> auto run(F &&f) -> QFuture<std::invoke_result_t<F>>
    {
        using R = std::invoke_result_t<F>;
        auto promise = std::make_shared<QPromise<R>>();
        QFuture<R> future = promise->future();
        promise->start();
        post([promise, fn = std::forward<F>(f)]() mutable {
            if (promise->isCanceled()) {
                promise->finish();
                return;
            }
            if constexpr (std::is_void_v<R>) {
                fn();
            } else {
                promise->addResult(fn());
            }
            promise->finish();
        });
        return future;
    }

    /// Queue a job with no result.
    void post(std::function<void()> job);

    /// Whether the caller runs on this worker's thread.
    bool isCurrent() const;
    QThread *thread() const { return m_thread.get(); }

private:
    std::unique_ptr<QThread> m_thread;
    QObject *m_context = nullptr; // lives in m_thread, deleted there
};

} // namespace keyward
