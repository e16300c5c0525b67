// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "core/Operation.h"

#include <openssl/ssl.h>

#include <poll.h>

#include <atomic>
#include <chrono>

namespace keyward::bench {

/// What ends every socket wait of a TLS run at once: stop(), a disturbance
/// (a stalled step anywhere in the run), Ctrl+C (the run's CancelToken).
struct TlsRunEnd
{
    std::atomic_bool stop{false};
    std::atomic_bool disturbed{false};
    CancelToken cancel;

    bool now() const { return stop || disturbed || cancel.isCancelled(); }
};

/// How a socket step ended.
enum class TlsStep
{
    Done,
    Failed,  ///< TLS or the peer said no (a failed handshake, counted)
    Stalled, ///< the step's time limit passed
    Ended,   ///< the run stops, or the connection could not be made
};

/// Where a connection was when it stalled.
enum class TlsPhase
{
    Connect,
    Handshake,
    Byte,  ///< the byte after the handshake
    Close, ///< the server waits for its client to reset the connection
};

/// One wait for the peer: until `fd` is ready for `events` (POLLIN,
/// POLLOUT), `limit` at most, in slices of 50 ms so that the run's end
/// (`end`) ends it too. Ready also when poll() fails: the next call on the
/// socket says why.
TlsStep tlsWait(int fd, short events, std::chrono::milliseconds limit, const TlsRunEnd &end);

/// An OpenSSL call (SSL_accept, SSL_connect, SSL_read, SSL_write) on the
/// non-blocking `fd`, repeated after each wait for the bytes it wants, each
/// wait `limit` at most.
template<class Call>
TlsStep tlsDrive(SSL *ssl, int fd, std::chrono::milliseconds limit, const TlsRunEnd &end,
                 const Call &call)
{
    for (;;) {
        const int rc = call();
        if (rc > 0) {
            return TlsStep::Done;
        }
        const int e = SSL_get_error(ssl, rc);
        const short events = e == SSL_ERROR_WANT_READ    ? POLLIN
                             : e == SSL_ERROR_WANT_WRITE ? POLLOUT
                                                         : 0;
        if (events == 0) {
            return TlsStep::Failed;
        }
        if (const TlsStep s = tlsWait(fd, events, limit, end); s != TlsStep::Done) {
            return s;
        }
    }
}

/// The error of a run in which a step stalled (ErrorKind::Timeout): "A TLS
/// handshake stalled for more than N s (timed out): the server waited for
/// ...; the run was not stored." `ssl` (may be null) gives OpenSSL's state.
Error tlsStallError(bool onServer, TlsPhase phase, const SSL *ssl, std::chrono::milliseconds limit,
                    const QString &op);
/// The error of a run in which a socket could not be made or connected
/// (ErrorKind::Io, errno `e` of `call`).
Error tlsSocketError(const char *call, int e, const QString &op);

/// Closes a TCP connection with a reset instead of FIN: no TIME_WAIT piling
/// up on either side.
void tlsResetAndClose(int fd);

/// KEYWARD_TEST_TLS_STALL=client[:N]|server[:N], for integration tests only:
/// the Nth connection of a run (the first by default) stalls. "client": the
/// client sends its ClientHello and then nothing; "server": the server takes
/// the connection and answers nothing. Unset: nothing stalls.
struct TlsStallHook
{
    bool client = false;
    bool server = false;
    qint64 connection = 1;

    static TlsStallHook fromEnvironment();
};

} // namespace keyward::bench
