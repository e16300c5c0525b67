// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderWatcher.h"

#include "PcscContext.h"
#include "PcscError.h"
#include "core/Logging.h"

#include <PCSC/pcsclite.h>

#include <QMetaObject>

#include <vector>

namespace keyward::pcsc {

namespace {
// Only a safety net: changes and SCardCancel end the wait long before this.
constexpr DWORD kWaitTimeoutMs = 10000;
} // namespace

ReaderWatcher::ReaderWatcher(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<keyward::pcsc::ReaderState>();
    qRegisterMetaType<QList<keyward::pcsc::ReaderState>>();
    qRegisterMetaType<keyward::Error>();
}

ReaderWatcher::~ReaderWatcher()
{
    stop();
}

void ReaderWatcher::start()
{
    if (m_thread.joinable()) {
        return;
    }
    m_stop = false;
    m_finished = false;
    m_thread = std::thread([this] { run(); });
}

void ReaderWatcher::stop()
{
    if (!m_thread.joinable()) {
        return;
    }
    m_stop = true;
    {
        std::unique_lock lock(m_mutex);
        m_wake.notify_all();
        // SCardCancel only interrupts a wait in progress: if the thread was
        // just about to block, cancel again until it has left.
        while (!m_finished) {
            if (m_ctxValid) {
                SCardCancel(m_ctx);
            }
            m_wake.wait_for(lock, std::chrono::milliseconds(20), [this] { return m_finished; });
        }
    }
    m_thread.join();
}

QList<ReaderState> ReaderWatcher::readers() const
{
    std::lock_guard lock(m_mutex);
    return m_last;
}

void ReaderWatcher::run()
{
    auto backoff = kMinBackoff;
    while (!m_stop) {
        PcscContext ctx;
        ++m_attempts;
        Status status = ctx.establish();
        if (status) {
            {
                std::lock_guard lock(m_mutex);
                m_ctx = ctx.handle();
                m_ctxValid = true;
            }
            if (!m_stop) {
                status = watch(ctx);
            }
            {
                std::lock_guard lock(m_mutex);
                m_ctxValid = false;
            }
            ctx.release();
            if (status) {
                break; // stopped
            }
        }
        if (m_stop) {
            break;
        }
        // pcscd is gone or never came: no readers, tell once, wait and retry.
        publish({});
        reportError(status.error());
        const bool serviceDown = status.error().code == SCARD_E_NO_SERVICE ||
                                 status.error().code == SCARD_E_SERVICE_STOPPED;
        sleepBackoff(backoff);
        backoff = serviceDown ? std::min(backoff * 2, kMaxBackoff) : kMinBackoff;
    }
    std::lock_guard lock(m_mutex);
    m_finished = true;
    m_wake.notify_all();
}

Status ReaderWatcher::watch(PcscContext &ctx)
{
    std::vector<QByteArray> names; // storage for szReader pointers
    std::vector<SCARD_READERSTATE> states;

    const QByteArray pnpName(kPnpReaderName);
    DWORD pnpState = SCARD_STATE_UNAWARE;
    bool firstRound = true;

    auto rebuild = [&]() -> Status {
        auto list = ctx.readerNames();
        if (!list) {
            return list.error();
        }
        names.clear();
        states.clear();
        names.reserve(size_t(list->size()) + 1);
        for (const QString &n : list.value()) {
            names.push_back(n.toUtf8());
        }
        names.push_back(pnpName);
        for (size_t i = 0; i < names.size(); ++i) {
            SCARD_READERSTATE s{};
            s.szReader = names[i].constData();
            const bool pnp = i + 1 == names.size();
            // Readers start UNAWARE so the next call returns their state at once.
            s.dwCurrentState = pnp ? pnpState : DWORD(SCARD_STATE_UNAWARE);
            states.push_back(s);
        }
        return {};
    };

    if (Status s = rebuild(); !s) {
        return s;
    }
    int unknownReaderRetries = 0;
    while (!m_stop) {
        const LONG rv = SCardGetStatusChange(ctx.handle(), firstRound ? 0 : kWaitTimeoutMs,
                                             states.data(), DWORD(states.size()));
        if (m_stop) {
            return {};
        }
        if (rv == SCARD_E_TIMEOUT && !firstRound) {
            continue;
        }
        if (rv == SCARD_E_CANCELLED) {
            continue;
        }
        if (rv == SCARD_E_UNKNOWN_READER || rv == SCARD_E_READER_UNAVAILABLE) {
            // A reader vanished between listing and waiting: list again, but
            // give up into the back-off loop rather than spin.
            if (++unknownReaderRetries > 20) {
                return makeError(rv, QStringLiteral("SCardGetStatusChange"));
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            if (Status s = rebuild(); !s) {
                return s;
            }
            continue;
        }
        if (rv != SCARD_S_SUCCESS && rv != SCARD_E_TIMEOUT) {
            return makeError(rv, QStringLiteral("SCardGetStatusChange"));
        }
        unknownReaderRetries = 0;
        firstRound = false;

        bool readersMoved = false;
        QList<ReaderState> snapshot;
        for (size_t i = 0; i < states.size(); ++i) {
            SCARD_READERSTATE &s = states[i];
            const bool pnp = i + 1 == states.size();
            if (pnp) {
                readersMoved = (s.dwEventState & SCARD_STATE_CHANGED) != 0 &&
                               s.dwCurrentState != SCARD_STATE_UNAWARE;
                pnpState = s.dwEventState & ~DWORD(SCARD_STATE_CHANGED);
                s.dwCurrentState = pnpState;
                continue;
            }
            s.dwCurrentState = s.dwEventState & ~DWORD(SCARD_STATE_CHANGED);
            if (s.dwEventState & (SCARD_STATE_UNKNOWN | SCARD_STATE_IGNORE)) {
                readersMoved = true; // removed: the PnP reader will say so too
                continue;
            }
            snapshot << readerStateFrom(s);
        }
        if (readersMoved) {
            if (Status st = rebuild(); !st) {
                return st;
            }
            // Take the new list's state at once (new readers start UNAWARE).
            firstRound = true;
            continue;
        }
        {
            std::lock_guard lock(m_mutex);
            m_lastErrorCode = 0;
        }
        publish(snapshot);
    }
    return {};
}

void ReaderWatcher::publish(const QList<ReaderState> &snapshot)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_published && m_last == snapshot) {
            return;
        }
        m_last = snapshot;
        m_published = true;
    }
    qCDebug(lcPcsc) << "readers changed:" << snapshot.size() << "reader(s)";
    QMetaObject::invokeMethod(
        this, [this, snapshot] { Q_EMIT readersChanged(snapshot); }, Qt::QueuedConnection);
}

void ReaderWatcher::reportError(const Error &e)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_lastErrorCode == e.code) {
            return;
        }
        m_lastErrorCode = e.code;
    }
    qCWarning(lcPcsc) << "reader watcher:" << e.technical();
    QMetaObject::invokeMethod(
        this, [this, e] { Q_EMIT error(e); }, Qt::QueuedConnection);
}

void ReaderWatcher::sleepBackoff(std::chrono::milliseconds d)
{
    std::unique_lock lock(m_mutex);
    m_wake.wait_for(lock, d, [this] { return m_stop.load(); });
}

} // namespace keyward::pcsc
