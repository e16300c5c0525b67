// SPDX-License-Identifier: GPL-3.0-or-later
// The server half of Keyward's TLS benchmarks (TlsBench's duration runs and
// TlsLoadRunner's stepped arrival rates): a loopback server making full
// handshakes with the key (TlsServerKey), and its clients, OpenSSL 3 for TLS.
// Why the token key is Keyward's own session pool behind an OpenSSL key method
// is told in TlsBench.cpp.
#include "TlsLoopback.h"

#include "TlsSocketStep.h"

#include <openssl/dh.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/ssl.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <vector>

namespace keyward::bench {

namespace {

QString opensslError()
{
    return tlsOpenSslError();
}

Error tlsError(const QString &op)
{
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op, opensslError());
}

/// The finite-field group of DHE (RFC 7919 ffdhe2048), for the server.
EVP_PKEY *ffdhe2048()
{
    EVP_PKEY_CTX *pctx = EVP_PKEY_CTX_new_from_name(nullptr, "DH", nullptr);
    EVP_PKEY *params = nullptr;
    if (!pctx || EVP_PKEY_paramgen_init(pctx) != 1 ||
        EVP_PKEY_CTX_set_dh_nid(pctx, NID_ffdhe2048) != 1 ||
        EVP_PKEY_paramgen(pctx, &params) != 1) {
        params = nullptr;
    }
    EVP_PKEY_CTX_free(pctx);
    return params;
}

/// Full handshakes only, the version asked for; for TLS 1.2 the key exchange
/// asked for (AES-GCM suites).
bool configure(SSL_CTX *ctx, int version, const QString &kex, bool server)
{
    const int v = version == 12 ? TLS1_2_VERSION : TLS1_3_VERSION;
    SSL_CTX_set_options(ctx, SSL_OP_NO_TICKET);
    SSL_CTX_set_session_cache_mode(ctx, SSL_SESS_CACHE_OFF);
    if (SSL_CTX_set_min_proto_version(ctx, v) != 1 || SSL_CTX_set_max_proto_version(ctx, v) != 1) {
        return false;
    }
    if (version != 12) {
        return true;
    }
    const char *suites = kex == QLatin1String("DHE") ? "DHE+AESGCM" : "ECDHE+AESGCM";
    if (SSL_CTX_set_cipher_list(ctx, suites) != 1) {
        return false;
    }
    if (server && kex == QLatin1String("DHE")) {
        EVP_PKEY *dh = ffdhe2048();
        if (!dh || SSL_CTX_set0_tmp_dh_pkey(ctx, dh) != 1) {
            EVP_PKEY_free(dh);
            return false;
        }
    }
    return true;
}

/// Each TLS record goes out at once, as web servers do (nginx's tcp_nodelay):
/// without it, TLS 1.2's separate ChangeCipherSpec and Finished records wait
/// for a delayed acknowledgement (40 ms on Linux) in every handshake.
bool noDelay(int fd)
{
    const int one = 1;
    return setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one) == 0;
}

} // namespace

qint64 tlsThreadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

TlsThreadGuard::TlsThreadGuard()
{
    sigset_t set{};
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

TlsThreadGuard::~TlsThreadGuard()
{
    sigset_t set{};
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    const timespec zero{0, 0};
    while (sigtimedwait(&set, nullptr, &zero) == SIGPIPE) {
    }
}

// ------------------------------------------------------------- the server
//
// Loopback TCP, not a socket pair: the figures are compared with openssl
// s_time against s_server over loopback TCP (tests/bench/README.md) and with
// the runs stored before, and setting up a TCP connection is part of every
// handshake's latency there and here. Other processes can reach the port, so
// the server serves only its own clients. A client certificate or a
// pre-shared key would keep strangers out as well, but both change the
// handshake being measured (a client signature and its verification in every
// handshake; with a TLS 1.3 PSK no server signature at all). Instead a client
// binds its socket to 127.0.0.1:0, notes the port it got and connects; the
// server accepts only connections from a noted port. The kernel gives a bound
// port to no other socket (neither side sets SO_REUSEADDR or SO_REUSEPORT), so
// no other process can connect from it: any other connection is closed at
// once, unanswered, and costs a server thread one accept.
//
// Every socket step has a time limit (TlsSocketStep): the server waits
// kStepLimit for its client's next bytes; a client waits longer for the
// server's, as the server may sign for the connections queued before it.
// A step that passes its limit, or a socket that cannot be made, disturbs the
// run: every wait ends, and the run fails instead of giving figures.

struct TlsLoopback::Impl
{
    SSL_CTX *server = nullptr;
    SSL_CTX *client = nullptr;
    int listenFd = -1;
    sockaddr_in addr{};
    QString op;
    TlsRunEnd end;
    std::chrono::milliseconds clientLimit{kStepLimit};
    TlsStallHook hook;
    std::atomic<qint64> clientConnections{0};
    std::atomic<qint64> serverConnections{0};
    std::atomic<qint64> serverFailed{0};
    std::atomic<qint64> serverCpuNs{0};
    std::atomic<qint64> strangers{0};
    mutable std::mutex mutex; // ports, failures, disturbance
    std::set<quint16> ports;  // of clients connecting, until the server accepts them
    QString firstServerFailure;
    QString firstClientFailure;
    std::optional<Error> disturbance;
    std::vector<std::thread> threads;

    ~Impl()
    {
        if (listenFd >= 0) {
            close(listenFd);
        }
        SSL_CTX_free(server);
        SSL_CTX_free(client);
    }

    void noteFailure(bool onServer, const QString &text)
    {
        std::lock_guard lock(mutex);
        QString &first = onServer ? firstServerFailure : firstClientFailure;
        if (first.isEmpty()) {
            first = text;
        }
    }

    void noteDisturbance(Error e)
    {
        std::lock_guard lock(mutex);
        if (!disturbance) {
            disturbance = std::move(e);
        }
        end.disturbed = true;
    }

    /// Until the run ends (the test hook's silence).
    void silentUntilEnd() const
    {
        while (!end.now()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }

    /// Whether `peer` is a client of this run not accepted yet; it is now.
    bool takeClient(const sockaddr_in &peer)
    {
        if (peer.sin_family != AF_INET || peer.sin_addr.s_addr != htonl(INADDR_LOOPBACK)) {
            return false;
        }
        std::lock_guard lock(mutex);
        return ports.erase(ntohs(peer.sin_port)) == 1;
    }

    /// The next connection of one of the clients (non-blocking), or -1 when
    /// the run stops. A server thread without a connection waits here until
    /// stop(): idle, not stalled (a client's wait for its turn is bounded on
    /// the client's side).
    int acceptClient()
    {
        for (;;) {
            sockaddr_in peer{};
            socklen_t len = sizeof peer;
            const int fd = accept4(listenFd, reinterpret_cast<sockaddr *>(&peer), &len,
                                   SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (end.stop) {
                if (fd >= 0) {
                    close(fd);
                }
                return -1;
            }
            if (fd < 0) {
                if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
                    noteDisturbance(tlsSocketError("accept", errno, op));
                    return -1;
                }
                continue; // EINTR, ECONNABORTED: the next connection
            }
            if (takeClient(peer)) {
                return fd;
            }
            ++strangers;
            tlsResetAndClose(fd);
        }
    }

    void serve()
    {
        TlsThreadGuard guard;
        const qint64 cpu0 = tlsThreadCpuNs();
        for (int fd = acceptClient(); fd >= 0; fd = acceptClient()) {
            noDelay(fd);
            serveOne(fd);
            close(fd);
        }
        serverCpuNs += tlsThreadCpuNs() - cpu0;
    }

    void serveOne(int fd)
    {
        SSL *ssl = SSL_new(server);
        TlsStep s = ssl && SSL_set_fd(ssl, fd) == 1 ? TlsStep::Done : TlsStep::Failed;
        if (s == TlsStep::Done && hook.server && ++serverConnections == hook.connection) {
            silentUntilEnd();
            s = TlsStep::Ended;
        }
        TlsPhase phase = TlsPhase::Handshake;
        char byte = 'k';
        if (s == TlsStep::Done) {
            s = tlsDrive(ssl, fd, kStepLimit, end, [&] { return SSL_accept(ssl); });
        }
        if (s == TlsStep::Done) {
            phase = TlsPhase::Byte;
            s = tlsDrive(ssl, fd, kStepLimit, end, [&] { return SSL_write(ssl, &byte, 1); });
        }
        if (s == TlsStep::Done) {
            // Until the client has read the byte and reset the connection.
            phase = TlsPhase::Close;
            s = tlsDrive(ssl, fd, kStepLimit, end, [&] { return SSL_read(ssl, &byte, 1); });
            s = s == TlsStep::Failed ? TlsStep::Done : s; // the reset is the end asked for
        }
        if (s == TlsStep::Failed) {
            ++serverFailed;
            noteFailure(true, QStringLiteral("server: ") + opensslError());
        } else if (s == TlsStep::Stalled) {
            noteDisturbance(tlsStallError(true, phase, ssl, kStepLimit, op));
        }
        ERR_clear_error();
        SSL_free(ssl);
    }

    /// Binds `fd` to a port of its own, notes it for the server and connects.
    TlsStep connectClient(int fd, quint16 *port)
    {
        sockaddr_in local{};
        local.sin_family = AF_INET;
        local.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof local;
        if (!noDelay(fd) || bind(fd, reinterpret_cast<sockaddr *>(&local), sizeof local) != 0 ||
            getsockname(fd, reinterpret_cast<sockaddr *>(&local), &len) != 0) {
            noteDisturbance(tlsSocketError("bind", errno, op));
            return TlsStep::Ended;
        }
        *port = ntohs(local.sin_port);
        {
            std::lock_guard lock(mutex);
            ports.insert(*port);
        }
        if (::connect(fd, reinterpret_cast<const sockaddr *>(&addr), sizeof addr) == 0) {
            return TlsStep::Done;
        }
        if (errno != EINPROGRESS) {
            noteDisturbance(tlsSocketError("connect", errno, op));
            return TlsStep::Ended;
        }
        if (const TlsStep s = tlsWait(fd, POLLOUT, clientLimit, end); s != TlsStep::Done) {
            return s;
        }
        int e = 0;
        socklen_t elen = sizeof e;
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &e, &elen) != 0 || e != 0) {
            noteDisturbance(tlsSocketError("connect", e != 0 ? e : errno, op));
            return TlsStep::Ended;
        }
        return TlsStep::Done;
    }
};

TlsLoopback::TlsLoopback(std::unique_ptr<Impl> impl)
    : d(std::move(impl))
{}

TlsLoopback::~TlsLoopback()
{
    stop();
}

Result<std::unique_ptr<TlsLoopback>> TlsLoopback::start(int tlsVersion, const QString &kex,
                                                        const TlsServerKey &key, int serverThreads,
                                                        int clients, const CancelToken &cancel,
                                                        const QString &op)
{
    auto d = std::make_unique<Impl>();
    d->end.cancel = cancel;
    d->op = op;
    d->hook = TlsStallHook::fromEnvironment();
    // A client's reply may wait for the handshakes queued before it and for
    // the signatures of every server thread on a token that signs one at a
    // time: four times as long as that takes at the certificate's pace.
    d->clientLimit = kStepLimit + std::chrono::ceil<std::chrono::milliseconds>(
                                      4 * (clients + serverThreads) * key.signatureTime());
    d->server = SSL_CTX_new(TLS_server_method());
    d->client = SSL_CTX_new(TLS_client_method());
    if (!d->server || !d->client || !configure(d->server, tlsVersion, kex, true) ||
        !configure(d->client, tlsVersion, kex, false) ||
        SSL_CTX_set_num_tickets(d->server, 0) != 1 ||
        SSL_CTX_use_certificate(d->server, key.certificate()) != 1 ||
        SSL_CTX_use_PrivateKey(d->server, key.pkey()) != 1 ||
        X509_STORE_add_cert(SSL_CTX_get_cert_store(d->client), key.certificate()) != 1) {
        return tlsError(op);
    }
    // Every handshake is verified against the certificate of the key.
    SSL_CTX_set_verify(d->client, SSL_VERIFY_PEER, nullptr);

    d->listenFd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    d->addr.sin_family = AF_INET;
    d->addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof d->addr;
    if (d->listenFd < 0 ||
        bind(d->listenFd, reinterpret_cast<sockaddr *>(&d->addr), sizeof d->addr) != 0 ||
        listen(d->listenFd, 1024) != 0 ||
        getsockname(d->listenFd, reinterpret_cast<sockaddr *>(&d->addr), &len) != 0) {
        const int e = errno;
        return Error::make(ErrorDomain::System, e, ErrorKind::Io, op,
                           QString::fromLocal8Bit(strerror(e)));
    }
    Impl *p = d.get();
    for (int i = 0; i < serverThreads; ++i) {
        d->threads.emplace_back([p] { p->serve(); });
    }
    return std::unique_ptr<TlsLoopback>(new TlsLoopback(std::move(d)));
}

void TlsLoopback::stop()
{
    if (d->threads.empty()) {
        return;
    }
    d->end.stop = true;
    shutdown(d->listenFd, SHUT_RDWR); // wakes the accepting threads
    for (std::thread &t : d->threads) {
        t.join();
    }
    d->threads.clear();
}

bool TlsLoopback::handshake(QString *protocol, QString *cipher)
{
    Impl &x = *d;
    if (x.end.now()) {
        return false;
    }
    const bool silent = x.hook.client && ++x.clientConnections == x.hook.connection;
    const int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        x.noteDisturbance(tlsSocketError("socket", errno, x.op));
        return false;
    }
    quint16 port = 0;
    TlsPhase phase = TlsPhase::Connect;
    TlsStep s = x.connectClient(fd, &port);
    SSL *ssl = nullptr;
    if (s == TlsStep::Done) {
        ssl = SSL_new(x.client);
        s = ssl && SSL_set_fd(ssl, fd) == 1 ? TlsStep::Done : TlsStep::Failed;
    }
    if (s == TlsStep::Done && silent) {
        // The ClientHello goes out, then nothing more: the server's reply is
        // never read (an empty memory BIO reads "not yet").
        BIO *nothing = BIO_new(BIO_s_mem());
        BIO_set_mem_eof_return(nothing, -1);
        SSL_set0_rbio(ssl, nothing);
        SSL_connect(ssl);
        x.silentUntilEnd();
        s = TlsStep::Ended;
    }
    char byte = 0;
    if (s == TlsStep::Done) {
        phase = TlsPhase::Handshake;
        s = tlsDrive(ssl, fd, x.clientLimit, x.end, [&] { return SSL_connect(ssl); });
        if (s == TlsStep::Done && SSL_get_verify_result(ssl) != X509_V_OK) {
            s = TlsStep::Failed;
        }
    }
    if (s == TlsStep::Done) {
        phase = TlsPhase::Byte;
        s = tlsDrive(ssl, fd, x.clientLimit, x.end, [&] { return SSL_read(ssl, &byte, 1); });
        s = s == TlsStep::Done && byte != 'k' ? TlsStep::Failed : s;
    }
    if (s == TlsStep::Done) {
        if (protocol && protocol->isEmpty()) {
            *protocol = QString::fromLatin1(SSL_get_version(ssl));
        }
        if (cipher && cipher->isEmpty()) {
            *cipher = QString::fromLatin1(SSL_get_cipher_name(ssl));
        }
    } else if (s == TlsStep::Failed) {
        x.noteFailure(false, QStringLiteral("client: ") + opensslError());
    } else if (s == TlsStep::Stalled) {
        x.noteDisturbance(tlsStallError(false, phase, ssl, x.clientLimit, x.op));
    }
    ERR_clear_error();
    SSL_free(ssl);
    if (port != 0) {
        std::lock_guard lock(x.mutex);
        x.ports.erase(port); // before the port is free for others
    }
    tlsResetAndClose(fd);
    return s == TlsStep::Done;
}

qint64 TlsLoopback::serverFailed() const
{
    return d->serverFailed;
}

qint64 TlsLoopback::serverCpuNs() const
{
    return d->serverCpuNs;
}

qint64 TlsLoopback::strangers() const
{
    return d->strangers;
}

QString TlsLoopback::firstFailure() const
{
    std::lock_guard lock(d->mutex);
    // The server's side first: a client sees only the alert the server sent
    // (often before the server has noted why it sent it).
    return d->firstServerFailure.isEmpty() ? d->firstClientFailure : d->firstServerFailure;
}

Status TlsLoopback::intact() const
{
    std::lock_guard lock(d->mutex);
    if (d->disturbance) {
        return *d->disturbance;
    }
    return {};
}

std::chrono::milliseconds TlsLoopback::clientStepLimit() const
{
    return d->clientLimit;
}

} // namespace keyward::bench
