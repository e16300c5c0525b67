// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Error.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace keyward {

/// Shared between the operation's owner (who may cancel) and the job running
/// on a worker (which checks it between device calls).
class CancelToken
{
public:
    CancelToken()
        : m_flag(std::make_shared<std::atomic_bool>(false))
    {}
    void cancel() const { m_flag->store(true); }
    bool isCancelled() const { return m_flag->load(); }

private:
    std::shared_ptr<std::atomic_bool> m_flag;
};

/// A long-running user operation as the UI sees it: a title, progress,
/// cancel, elapsed time and an outcome. Jobs on workers report through the
/// thread-safe reportProgress(); signals reach the owner's thread queued.
class Operation : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Idle,
        Running,
        Succeeded,
        Failed,
        Cancelled
    };
    Q_ENUM(State)

    explicit Operation(QString title, QObject *parent = nullptr);

    QString title() const { return m_title; }
    State state() const { return m_state; }
    bool isCancellable() const { return m_cancellable; }
    void setCancellable(bool cancellable) { m_cancellable = cancellable; }
    CancelToken token() const { return m_token; }
    qint64 elapsedMs() const;
    const Error &error() const { return m_error; }

    /// Thread-safe: total < 0 means "unknown" (busy indicator).
    void reportProgress(qint64 done, qint64 total, const QString &message = {});

public Q_SLOTS:
    void start();
    void cancel();
    void succeed(const QString &message = {});
    void fail(const keyward::Error &error);

Q_SIGNALS:
    /// Progress from the job; total < 0 when the device gives no measure.
    void progressChanged(qint64 done, qint64 total, const QString &message);
    /// The state moved (Running, then one of the end states).
    void stateChanged(keyward::Operation::State state);
    /// The operation ended; ok is false for failure and cancellation.
    void finished(bool ok, const QString &message);

private:
    void setState(State s);

    QString m_title;
    State m_state = State::Idle;
    bool m_cancellable = false;
    CancelToken m_token;
    QElapsedTimer m_clock;
    Error m_error;
};

} // namespace keyward
