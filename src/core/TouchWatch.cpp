// SPDX-License-Identifier: GPL-3.0-or-later
#include "TouchWatch.h"

namespace keyward {

TouchWatch::TouchWatch(int delayMs, QObject *parent)
    : QObject(parent)
    , m_delay(delayMs)
    , m_thread([this] { loop(); })
{}

TouchWatch::~TouchWatch()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void TouchWatch::arm(const QString &serial)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_showing || m_deadline) {
            return; // already counting, or already asking
        }
        m_serial = serial;
        m_deadline = Clock::now() + m_delay;
    }
    m_wake.notify_all();
}

void TouchWatch::disarm()
{
    std::lock_guard emitLock(m_emitMutex);
    bool wasShowing = false;
    {
        std::lock_guard lock(m_mutex);
        wasShowing = m_showing;
        m_showing = false;
        m_deadline.reset();
    }
    m_wake.notify_all();
    if (wasShowing) {
        Q_EMIT touchEnded();
    }
}

bool TouchWatch::showing() const
{
    std::lock_guard lock(m_mutex);
    return m_showing;
}

void TouchWatch::loop()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        if (m_stop) {
            return;
        }
        if (!m_deadline) {
            m_wake.wait(lock);
            continue;
        }
        if (Clock::now() < *m_deadline) {
            m_wake.wait_until(lock, *m_deadline);
            continue;
        }
        // Due: decide and emit while holding the emit lock, so a disarm() that comes meanwhile
        // emits touchEnded() after touchWanted(), never before.
        lock.unlock();
        std::lock_guard emitLock(m_emitMutex);
        lock.lock();
        if (!m_deadline || Clock::now() < *m_deadline || m_stop) {
            continue; // disarmed (or re-armed) while the emit lock was taken
        }
        m_deadline.reset();
        m_showing = true;
        const QString serial = m_serial;
        lock.unlock();
        Q_EMIT touchWanted(serial);
        lock.lock();
    }
}

} // namespace keyward
