// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TlsBench.h"
#include "TlsServerKey.h"

#include <QString>

#include <chrono>
#include <memory>

namespace keyward::bench {

/// A TLS server on 127.0.0.1 (ephemeral port) inside Keyward's process:
/// `serverThreads` threads accept connections and make full handshakes (no
/// tickets, no session cache) with the key, each sending one byte after its
/// handshake. Clients connect through handshake(), from any thread.
///
/// Only its own clients are served: each client binds its socket to a port
/// before it connects and the server accepts a connection only from a port
/// one of its clients holds (no other process can bind a port while it is
/// held); any other connection is closed at once, before any TLS, and
/// counted in strangers(). Every socket step (connect, each wait for the
/// peer's bytes during and after the handshake) has a time limit: a step
/// that passes it makes the run disturbed (intact()), and the server and
/// every client stop at once, as they do on stop() or when the run's
/// CancelToken is cancelled.
class TlsLoopback
{
public:
    /// How long the server waits for its client's next bytes in one step.
    static constexpr std::chrono::seconds kStepLimit{5};

    /// Listens and starts the server threads. `tlsVersion` 12 or 13;
    /// `keyExchange` ECDHE or DHE (TLS 1.2 with an RSA key). `clients`: how
    /// many clients call handshake() at once (a client's wait for the server
    /// may include the handshakes queued before its own).
    static Result<std::unique_ptr<TlsLoopback>> start(int tlsVersion, const QString &keyExchange,
                                                      const TlsServerKey &key, int serverThreads,
                                                      int clients, const CancelToken &cancel,
                                                      const QString &op);
    ~TlsLoopback(); ///< stop()
    TlsLoopback(const TlsLoopback &) = delete;
    TlsLoopback &operator=(const TlsLoopback &) = delete;

    /// One full handshake on a new connection, the server's certificate
    /// verified and its byte read; false when any of it failed (the first
    /// failure is kept), a step stalled, or the run is stopping. `protocol`
    /// and `cipher`, when given, receive what was negotiated. Call it with
    /// SIGPIPE blocked (TlsThreadGuard).
    bool handshake(QString *protocol = nullptr, QString *cipher = nullptr);
    /// Stops accepting and joins the server threads (once).
    void stop();

    qint64 serverFailed() const;
    qint64 serverCpuNs() const; ///< of the server threads, after stop()
    /// Connections from other processes, closed unanswered.
    qint64 strangers() const;
    /// OpenSSL's text for the first failure on the server's side, else on a
    /// client's ("server: ..." or "client: ..."); complete after stop().
    QString firstFailure() const;
    /// An error (ErrorKind::Timeout for a stalled step, Io for a socket that
    /// could not be made) when something other than TLS itself disturbed the
    /// run: its figures are not a measurement. Ok otherwise.
    Status intact() const;
    /// How long a client waits for the server in one step: kStepLimit and
    /// the signatures the server's threads may make before its reply.
    std::chrono::milliseconds clientStepLimit() const;

    struct Impl;

private:
    explicit TlsLoopback(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> d;
};

/// While alive, SIGPIPE (a write on a connection the peer reset) is blocked
/// in the thread that made it; any pending one is taken away at the end, so
/// the process's own handling is never touched. Make and destroy it on the
/// same thread.
class TlsThreadGuard
{
public:
    TlsThreadGuard();
    ~TlsThreadGuard();
    TlsThreadGuard(const TlsThreadGuard &) = delete;
    TlsThreadGuard &operator=(const TlsThreadGuard &) = delete;
};

/// CPU time of the calling thread (ns).
qint64 tlsThreadCpuNs();

} // namespace keyward::bench
