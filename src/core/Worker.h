// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QThread>

#include <memory>
#include <thread>
#include <type_traits>

namespace keyward {

/// A serial queue on its own thread: one per back end (agent session, each
/// PKCS#11 module). Device handles are made, used and destroyed inside the
/// jobs of one Worker only, so they never cross threads.
///
/// The thread is a std::thread running a Qt event loop (Qt adopts it), not a
/// QThread: QThread::wait() returns before the thread's last cleanup (the
/// per-thread state of OpenSSL, glib and the PKCS#11 modules, the thread's
/// malloc arena), so a process could exit while that cleanup still ran, and
/// rarely crashed doing so. ~Worker joins: the thread has ended completely.
class Worker
{
public:
    explicit Worker(const QString &name);
    /// Does not drain the queue: the job in flight finishes, jobs still queued
    /// may run or be dropped (a dropped job's future is cancelled). Returns
    /// when the thread has ended, its last cleanup included.
    ~Worker();
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
    /// Qt's view of the thread (an adopted QThread), while the Worker lives.
    QThread *thread() const { return m_qthread; }

private:
    std::thread m_thread;
    QThread *m_qthread = nullptr; // Qt's object for m_thread, made and deleted by Qt there
    QObject *m_context = nullptr; // lives in m_thread, on its stack
};

} // namespace keyward
