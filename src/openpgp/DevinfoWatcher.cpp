// SPDX-License-Identifier: GPL-3.0-or-later
#include "DevinfoWatcher.h"

#include "GnupgDirs.h"
#include "GpgError.h"
#include "core/Logging.h"

#include <QCoreApplication>

#include <assuan.h>
#include <gpgme.h>

#include <csignal>
#include <pthread.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace keyward::openpgp {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::DevinfoWatcher)
};

struct Watch
{
    DevinfoWatcher *owner;
    DevinfoParser parser;
    QList<DevinfoDevice> last;
    bool seen = false;
};

QStringList describe(const QList<DevinfoDevice> &devices)
{
    QStringList out;
    for (const DevinfoDevice &d : devices) {
        out << QString::fromLatin1(d.cardType + ' ' + d.serial + ' ' + d.appType);
    }
    return out;
}

} // namespace

std::optional<QList<DevinfoDevice>> DevinfoParser::feed(const QByteArray &keyword,
                                                        const QByteArray &args)
{
    if (keyword == "DEVINFO_START") {
        m_inside = true;
        m_devices.clear();
        return std::nullopt;
    }
    if (keyword == "DEVINFO_END") {
        if (!m_inside) {
            return std::nullopt;
        }
        m_inside = false;
        return std::exchange(m_devices, {});
    }
    if (keyword == "DEVICE" && m_inside) {
        const QList<QByteArray> w = args.simplified().split(' ');
        if (w.size() >= 2) {
            m_devices.append(DevinfoDevice{w[0], w[1], w.value(2)});
        }
    }
    return std::nullopt;
}

DevinfoWatcher::DevinfoWatcher(QObject *parent)
    : QObject(parent)
{}

DevinfoWatcher::~DevinfoWatcher()
{
    stop();
}

bool DevinfoWatcher::availableFor(const std::array<int, 3> &v)
{
    return v[0] > 2 || (v[0] == 2 && v[1] >= 3);
}

bool DevinfoWatcher::isRunning() const
{
    return m_running;
}

void DevinfoWatcher::start()
{
    if (isRunning()) {
        return;
    }
    stop(); // a thread that ended by itself: joined before the next
    m_stopping = false;
    // A thread joined when it stops: its last cleanup (thread-local destructors) is over when
    // stop() returns, which QThread::wait() does not promise (core/Worker.h).
    m_running = true;
    m_thread = std::thread([this] {
        run();
        m_running = false;
    });
}

void DevinfoWatcher::stop()
{
    if (!m_thread.joinable()) {
        return;
    }
    m_stopping = true;
    {
        // The thread blocks reading the socket: shutting it down ends the read.
        const std::lock_guard lock(m_fdMutex);
        if (m_fd >= 0) {
            ::shutdown(m_fd, SHUT_RDWR);
        }
    }
    m_thread.join();
}

void DevinfoWatcher::run()
{
    const QString op = Text::tr("Watching for cards");
    auto ended = [this, &op](gpg_error_t err, const QString &detail) {
        if (m_stopping) {
            return;
        }
        Error e = err ? gpgError(gpg_err_code(err), op, detail)
                      : Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, op, detail);
        qCDebug(lcOpenPgp) << "DEVINFO --watch ended:" << e.technical();
        Q_EMIT watchEnded(e);
    };
    const QByteArray socketPath = agentSocketPath();
    const char *socket = socketPath.constData();
    if (socketPath.isEmpty()) {
        ended(gpg_error(GPG_ERR_NO_AGENT), QStringLiteral("no agent socket"));
        return;
    }
    // The socket is made here, not by assuan_socket_connect(), so stop() can
    // shut it down from the first byte on: connecting reads the agent's
    // greeting, and an agent that never sends one held the read, and stop(),
    // for ever. stop() shuts down a duplicate of our own, closed only after
    // it was withdrawn under the mutex, so it never meets a descriptor number
    // that was closed and given to something else meanwhile.
    // Releasing the connection says BYE, also on a socket stop() shut down:
    // that write must fail with EPIPE, not end the process (the signal is
    // blocked on this thread only, whatever the rest of the process does).
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, nullptr);
    if (gpg_error_t err = assuan_sock_init()) { // once per process; later calls do nothing
        ended(err, QStringLiteral("assuan_sock_init"));
        return;
    }
    const assuan_fd_t fd = assuan_sock_new(AF_UNIX, SOCK_STREAM, 0);
    if (fd == ASSUAN_INVALID_FD) {
        ended(gpg_error_from_syserror(), QStringLiteral("socket"));
        return;
    }
    const int shutdownFd = ::dup(fd);
    if (shutdownFd < 0) {
        const gpg_error_t err = gpg_error_from_syserror();
        assuan_sock_close(fd);
        ended(err, QStringLiteral("dup"));
        return;
    }
    {
        const std::lock_guard lock(m_fdMutex);
        if (m_stopping) {
            assuan_sock_close(fd);
            ::close(shutdownFd);
            return;
        }
        m_fd = shutdownFd;
    }
    auto withdraw = [this, shutdownFd] {
        {
            const std::lock_guard lock(m_fdMutex);
            m_fd = -1;
        }
        ::close(shutdownFd);
    };
    sockaddr_un addr{};
    int redirected = 0;
    if (assuan_sock_set_sockaddr_un(socket, reinterpret_cast<sockaddr *>(&addr), &redirected) ||
        assuan_sock_connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr)) {
        const gpg_error_t err = gpg_error_from_syserror();
        assuan_sock_close(fd);
        withdraw();
        ended(err, QString::fromLocal8Bit(socket));
        return;
    }
    assuan_context_t ctx = nullptr;
    if (gpg_error_t err = assuan_new(&ctx)) {
        assuan_sock_close(fd);
        withdraw();
        ended(err, QStringLiteral("assuan_new"));
        return;
    }
    // From here the context owns `fd` (assuan_release closes it, also after a failed connect).
    if (gpg_error_t err = assuan_socket_connect_fd(ctx, fd, 0)) {
        withdraw();
        assuan_release(ctx);
        ended(err, QString::fromLocal8Bit(socket));
        return;
    }
    Watch watch{this, {}, {}, false};
    auto onStatus = [](void *opaque, const char *line) -> gpg_error_t {
        auto *w = static_cast<Watch *>(opaque);
        const QByteArray l(line);
        const qsizetype space = l.indexOf(' ');
        const auto devices = w->parser.feed(space < 0 ? l : l.left(space),
                                            space < 0 ? QByteArray() : l.mid(space + 1));
        if (devices && (!w->seen || *devices != w->last)) {
            w->seen = true;
            w->last = *devices;
            Q_EMIT w->owner->devicesChanged(describe(*devices));
        }
        return 0;
    };
    const gpg_error_t err = assuan_transact(ctx, "SCD DEVINFO --watch", nullptr, nullptr, nullptr,
                                            nullptr, onStatus, &watch);
    withdraw();
    assuan_release(ctx);
    ended(err, QStringLiteral("SCD DEVINFO --watch"));
}

} // namespace keyward::openpgp
