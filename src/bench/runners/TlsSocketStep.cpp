// SPDX-License-Identifier: GPL-3.0-or-later
// The socket steps of Keyward's TLS benchmarks: every wait for the peer has a
// time limit and ends when the run ends, and a step that passes its limit
// makes the run fail with a sentence that says where it stalled.
#include "TlsSocketStep.h"

#include <QCoreApplication>
#include <QStringList>

#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsBench)
};

using Clock = std::chrono::steady_clock;
/// How often a wait looks whether the run ends (Ctrl+C, a stall elsewhere).
constexpr std::chrono::milliseconds kSlice{50};

QString stallPlace(bool onServer, TlsPhase phase, const QString &state)
{
    switch (phase) {
    case TlsPhase::Connect:
        return Text::tr("a client waited to connect to the server");
    case TlsPhase::Handshake:
        return onServer ? Text::tr("the server waited for its client's next handshake message "
                                   "(OpenSSL: “%1”)")
                              .arg(state)
                        : Text::tr("a client waited for the server's next handshake message "
                                   "(OpenSSL: “%1”)")
                              .arg(state);
    case TlsPhase::Byte:
        return onServer ? Text::tr("the server waited to send its byte after the handshake")
                        : Text::tr("a client waited for the server's byte after the handshake");
    case TlsPhase::Close:
        break;
    }
    return Text::tr("the server waited for its client to close the connection");
}

} // namespace

TlsStep tlsWait(int fd, short events, std::chrono::milliseconds limit, const TlsRunEnd &end)
{
    const auto deadline = Clock::now() + limit;
    for (;;) {
        if (end.now()) {
            return TlsStep::Ended;
        }
        const auto left = deadline - Clock::now();
        if (left <= Clock::duration::zero()) {
            return TlsStep::Stalled;
        }
        const auto slice =
            std::chrono::ceil<std::chrono::milliseconds>(std::min<Clock::duration>(left, kSlice));
        pollfd p{fd, events, 0};
        const int n = poll(&p, 1, int(slice.count()));
        if (n > 0 || (n < 0 && errno != EINTR)) {
            return TlsStep::Done;
        }
    }
}

Error tlsStallError(bool onServer, TlsPhase phase, const SSL *ssl, std::chrono::milliseconds limit,
                    const QString &op)
{
    const QString state = ssl ? QString::fromLatin1(SSL_state_string_long(ssl)) : QString();
    Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::Timeout, op,
                          QStringLiteral("%1 stalled in phase %2, state \"%3\", limit %4 ms")
                              .arg(onServer ? QLatin1String("server") : QLatin1String("client"))
                              .arg(int(phase))
                              .arg(state)
                              .arg(limit.count()));
    e.failure =
        Text::tr("A TLS handshake stalled for more than %2 s (%1): %3; the run was not stored.")
            .arg(QStringLiteral("%1"), QString::number(double(limit.count()) / 1000, 'g', 3),
                 stallPlace(onServer, phase, state));
    return e;
}

Error tlsSocketError(const char *call, int e, const QString &op)
{
    const QString why = QString::fromLocal8Bit(strerror(e));
    Error err = Error::make(ErrorDomain::System, e, ErrorKind::Io, op,
                            QStringLiteral("%1: %2").arg(QLatin1String(call), why));
    err.failure = Text::tr("A connection of the TLS benchmark could not be made: %2 (%1); the "
                           "run was not stored.")
                      .arg(QStringLiteral("%1"), why);
    return err;
}

void tlsResetAndClose(int fd)
{
    const linger reset{1, 0};
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
    close(fd);
}

TlsStallHook TlsStallHook::fromEnvironment()
{
    const QStringList v = qEnvironmentVariable("KEYWARD_TEST_TLS_STALL").split(QLatin1Char(':'));
    TlsStallHook h;
    h.client = v.value(0) == QLatin1String("client");
    h.server = v.value(0) == QLatin1String("server");
    h.connection = std::max<qint64>(1, v.size() > 1 ? v[1].toLongLong() : 1);
    return h;
}

} // namespace keyward::bench
