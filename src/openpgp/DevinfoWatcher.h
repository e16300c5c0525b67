// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QStringList>

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

class QThread;

namespace keyward::openpgp {

/// One device in a "SCD DEVINFO" answer: "S DEVICE <card_type> <serialno> <app_type>".
struct DevinfoDevice
{
    QByteArray cardType; ///< "yubikey", "gnuk", "generic", ...
    QByteArray serial;   ///< the card's serial number (for OpenPGP: the AID), "-" when unknown
    QByteArray appType;  ///< "openpgp", "piv", ...
    bool operator==(const DevinfoDevice &o) const = default;
};

/// Turns the status lines of "SCD DEVINFO [--watch]" into snapshots: each
/// DEVINFO_START ... DEVINFO_END block is the whole list of devices.
class DevinfoParser
{
public:
    /// One status line (keyword and arguments); the devices when it ends a block.
    std::optional<QList<DevinfoDevice>> feed(const QByteArray &keyword, const QByteArray &args);

private:
    bool m_inside = false;
    QList<DevinfoDevice> m_devices;
};

/**
 * Card hot-plug from scdaemon itself (GnuPG 2.3 and later): "SCD DEVINFO
 * --watch" on a gpg-agent connection of its own, on a thread of its own; the
 * command answers with the devices and again after every change, and runs until
 * the connection closes. GnuPG 2.2 has no DEVINFO: there the caller watches
 * PC/SC readers (pcsc::ReaderWatcher) instead.
 */
class DevinfoWatcher : public QObject
{
    Q_OBJECT
public:
    explicit DevinfoWatcher(QObject *parent = nullptr);
    ~DevinfoWatcher() override;

    /// Whether a gpg-agent of this version ({major, minor, patch}) has DEVINFO --watch.
    static bool availableFor(const std::array<int, 3> &agentVersion);

    /// Connect and watch (no-op while watching).
    void start();
    /// Close the connection and wait for the thread. The thread blocks reading
    /// the agent's socket (its greeting, then the watch's status lines): stop()
    /// shuts that socket down, which ends the read at any point, and joins; a
    /// stop() before the socket exists makes the thread end before it connects.
    /// So stop(), and the destructor, never wait for the agent.
    void stop();
    bool isRunning() const;

Q_SIGNALS:
    /// The devices scdaemon serves, first when the watch starts and then after every change;
    /// each entry "card_type serialno app_type". Emitted from the watch thread.
    void devicesChanged(const QStringList &devices);
    /// The watch ended by itself (agent gone, DEVINFO refused, ...), not through stop().
    void watchEnded(const keyward::Error &error);

private:
    void run();

    std::thread m_thread;
    std::atomic_bool m_running{false};
    std::mutex m_fdMutex;
    int m_fd = -1; // a duplicate of the watch's socket, to shut it down; guarded by m_fdMutex
    std::atomic_bool m_stopping{false};
};

} // namespace keyward::openpgp
