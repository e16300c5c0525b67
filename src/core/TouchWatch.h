// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace keyward {

/**
 * The "touch your key" hook. The thread that sends an operation which may wait for a button press
 * on the device calls arm() just before it and disarm() when the device answered. When the answer
 * has not come within delayMs, touchWanted() is emitted (from the watch's own thread: connect
 * queued, or directly to something thread-safe); touchEnded() follows on disarm(). The sending
 * thread never waits for the watch, and the GUI thread never waits for the device.
 *
 * The two signals always come in order and in pairs, whatever threads call arm() and disarm().
 */
class TouchWatch : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultDelayMs = 200;

    explicit TouchWatch(int delayMs = kDefaultDelayMs, QObject *parent = nullptr);
    ~TouchWatch() override;

    /// Any thread: an operation that may need a touch on the device `serial` is on its way.
    void arm(const QString &serial);
    /// Any thread: the device answered (or the operation stopped waiting, e.g. to ask a PIN).
    void disarm();
    /// Whether touchWanted() was emitted and touchEnded() has not followed yet.
    bool showing() const;

Q_SIGNALS:
    /// The device has not answered within the delay: ask the user to touch it.
    void touchWanted(const QString &serial);
    /// The device answered after touchWanted().
    void touchEnded();

private:
    using Clock = std::chrono::steady_clock;
    void loop();

    const std::chrono::milliseconds m_delay;
    std::mutex m_emitMutex; // keeps each decision and its signal together
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<Clock::time_point> m_deadline;
    QString m_serial;
    bool m_showing = false;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace keyward
