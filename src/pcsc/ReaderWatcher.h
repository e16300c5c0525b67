// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReaderState.h"
#include "core/Result.h"

#include <QObject>

#include <PCSC/winscard.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace keyward::pcsc {

/// Watches every reader, and pcsc-lite's PnP pseudo reader for readers that
/// come and go, on a thread of its own blocked in SCardGetStatusChange.
/// Snapshots reach the watcher's thread queued, only when something changed.
/// When pcscd is not running it retries with a back-off (250 ms doubling to
/// 2 s), never spinning. Destruction cancels the wait (SCardCancel) and joins.
class ReaderWatcher : public QObject
{
    Q_OBJECT
public:
    explicit ReaderWatcher(QObject *parent = nullptr);
    ~ReaderWatcher() override;

    /// Start the watcher thread; the first snapshot follows at once. Idempotent.
    void start();
    /// Cancel the blocking wait and join the thread. Idempotent; the
    /// destructor calls it.
    void stop();
    bool isRunning() const { return m_thread.joinable(); }

    /// The last snapshot emitted (thread-safe).
    QList<ReaderState> readers() const;
    /// How often the watcher has tried to reach pcscd (diagnostics; lets
    /// tests check that the back-off does not spin).
    quint64 connectAttempts() const { return m_attempts.load(); }

    static constexpr std::chrono::milliseconds kMinBackoff{250};
    static constexpr std::chrono::milliseconds kMaxBackoff{2000};

Q_SIGNALS:
    /// The full list of readers after a change (reader added or removed, card
    /// inserted or removed, ATR or exclusive use changed). Emitted in the
    /// watcher object's thread; the first snapshot comes right after start(),
    /// and an empty list when pcscd goes away.
    void readersChanged(const QList<keyward::pcsc::ReaderState> &readers);
    /// PC/SC failed (domain Pcsc, raw LONG in code); SCARD_E_NO_SERVICE when
    /// pcscd is not running. Reported once per distinct failure, not per retry.
    void error(const keyward::Error &error);

private:
    void run();
    Status watch(class PcscContext &ctx);
    void publish(const QList<ReaderState> &snapshot);
    void reportError(const Error &e);
    void sleepBackoff(std::chrono::milliseconds d);

    std::thread m_thread;
    std::atomic_bool m_stop{false};
    std::atomic<quint64> m_attempts{0};
    mutable std::mutex m_mutex; // guards everything below
    std::condition_variable m_wake;
    SCARDCONTEXT m_ctx = 0;
    bool m_ctxValid = false;
    bool m_finished = true;
    QList<ReaderState> m_last;
    bool m_published = false;
    qint64 m_lastErrorCode = 0;
};

} // namespace keyward::pcsc
