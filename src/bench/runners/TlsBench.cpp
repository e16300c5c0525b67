// SPDX-License-Identifier: GPL-3.0-or-later
// The TLS handshake benchmark: a TLS server on 127.0.0.1 (ephemeral port)
// inside Keyward's process and client threads making full handshakes back to
// back (a new SSL and connection per handshake, no tickets, session caches
// off on both sides), OpenSSL 3 for TLS. TLS 1.2 with ECDHE or DHE-RSA
// (group ffdhe2048), as TLS studies compare them. Not TLS 1.2 RSA key
// exchange: OpenSSL 3.0's server sets the premaster secret's TLS padding and
// client version as provider parameters, which the legacy context of a key
// behind an RSA_METHOD refuses ("command not supported"); only a provider
// key could take them.
//
// The token key is Keyward's own PKCS#11 session pool behind an OpenSSL key
// method (TlsTokenKey), not libp11's engine or pkcs11-provider:
// - libp11's engine (libengine-pkcs11-openssl, Debian 12 and 13) calls
//   C_Finalize in ENGINE_finish on a module Keyward itself has loaded and
//   uses, and TLS 1.2 RSA key exchange fails through engine 0.4.12;
// - pkcs11-provider is not in Debian 12 (backports only) and needs SoftHSM's
//   no-deinit quirk;
// - the key method shares Keyward's module, login, PIN guard and sessions,
//   needs no package, and works the same on OpenSSL 3.0 and 3.5. Its API is
//   deprecated in OpenSSL 3 but present in both; TlsTokenKey.cpp alone takes
//   the declarations without the deprecation attribute (no warnings).
// The raw sign rate beside the handshakes is the existing Pkcs11Runner (or
// CpuBaselineRunner) through BenchEngine, on the same key, just before.
#include "TlsBench.h"

#include "TlsTokenKey.h"
#include "bench/BenchEngine.h"
#include "bench/cpu/CpuBaselineRunner.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <openssl/dh.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <latch>
#include <mutex>
#include <thread>
#include <vector>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsBench)
};

using Clock = std::chrono::steady_clock;

template<class T, void (*Free)(T *)> struct Owned
{
    T *p = nullptr;
    Owned() = default;
    explicit Owned(T *v)
        : p(v)
    {}
    ~Owned() { Free(p); }
    Owned(const Owned &) = delete;
    Owned &operator=(const Owned &) = delete;
    T *get() const { return p; }
};
using Ctx = Owned<SSL_CTX, SSL_CTX_free>;
using Cert = Owned<X509, X509_free>;
using Key = Owned<EVP_PKEY, EVP_PKEY_free>;

QString opensslError()
{
    const unsigned long e = ERR_get_error();
    ERR_clear_error();
    if (e == 0) {
        return QStringLiteral("unknown OpenSSL error");
    }
    std::array<char, 256> buf{};
    ERR_error_string_n(e, buf.data(), buf.size());
    return QString::fromLatin1(buf.data());
}

Error tlsError(const QString &op)
{
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op, opensslError());
}

/// A self-signed certificate for `key`, signed with it (on the token for a
/// token key: one signature before the measurement).
Result<X509 *> selfSigned(EVP_PKEY *key, const QString &op)
{
    X509 *x = X509_new();
    X509_NAME *name = X509_NAME_new();
    const auto *cn = reinterpret_cast<const unsigned char *>("keyward-tls-bench");
    const bool ok = x && name && X509_set_version(x, X509_VERSION_3) == 1 &&
                    ASN1_INTEGER_set(X509_get_serialNumber(x),
                                     long(QRandomGenerator::global()->bounded(1 << 30)) + 1) == 1 &&
                    X509_gmtime_adj(X509_getm_notBefore(x), -3600) &&
                    X509_gmtime_adj(X509_getm_notAfter(x), 86400) &&
                    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, cn, -1, -1, 0) == 1 &&
                    X509_set_subject_name(x, name) == 1 && X509_set_issuer_name(x, name) == 1 &&
                    X509_set_pubkey(x, key) == 1 && X509_sign(x, key, EVP_sha256()) > 0;
    X509_NAME_free(name);
    if (!ok) {
        X509_free(x);
        return tlsError(op);
    }
    return x;
}

Result<EVP_PKEY *> cpuKey(const QString &algorithm, const QString &op)
{
    EVP_PKEY *k = nullptr;
    if (algorithm.startsWith(QLatin1String("RSA-"))) {
        k = EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", size_t(algorithm.mid(4).toUInt()));
    } else if (algorithm == QLatin1String("ECDSA-P256")) {
        k = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256");
    } else if (algorithm == QLatin1String("ECDSA-P384")) {
        k = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-384");
    }
    if (!k) {
        return tlsError(op);
    }
    return k;
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

/// CPU time of the calling thread (ns).
qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

/// SIGPIPE from a write on a socket the peer reset belongs to the thread that
/// wrote: blocked in the benchmark's threads, and any pending one taken away
/// before the thread ends, so the process's own handling is never touched.
struct NoSigpipe
{
    sigset_t set{};
    NoSigpipe()
    {
        sigemptyset(&set);
        sigaddset(&set, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &set, nullptr);
    }
    ~NoSigpipe()
    {
        const timespec zero{0, 0};
        while (sigtimedwait(&set, nullptr, &zero) == SIGPIPE) {
        }
    }
};

struct Phase
{
    SSL_CTX *server = nullptr;
    SSL_CTX *client = nullptr;
    int listenFd = -1;
    sockaddr_in addr{};
    std::atomic_bool stop{false};
    std::atomic<qint64> serverFailed{0};
    std::atomic<qint64> serverCpuNs{0};
    std::atomic<qint64> clientCpuNs{0};
    std::mutex failureMutex;
    QString firstFailure;

    void noteFailure(const QString &text)
    {
        std::lock_guard lock(failureMutex);
        if (firstFailure.isEmpty()) {
            firstFailure = text;
        }
    }

    void serve()
    {
        NoSigpipe guard;
        const qint64 cpu0 = threadCpuNs();
        for (;;) {
            const int fd = accept(listenFd, nullptr, nullptr);
            if (fd < 0) {
                if (stop) {
                    serverCpuNs += threadCpuNs() - cpu0;
                    return;
                }
                continue; // EINTR, ECONNABORTED: the next connection
            }
            noDelay(fd);
            SSL *ssl = SSL_new(server);
            SSL_set_fd(ssl, fd);
            char byte = 'k';
            if (SSL_accept(ssl) == 1 && SSL_write(ssl, &byte, 1) == 1) {
                // Until the client has read the byte and reset the connection.
                SSL_read(ssl, &byte, 1);
            } else {
                ++serverFailed;
                noteFailure(QStringLiteral("server: ") + opensslError());
            }
            ERR_clear_error();
            SSL_free(ssl);
            close(fd);
        }
    }

    /// One client's handshakes until `deadline`; latencies of the verified ones.
    void connectLoop(Clock::time_point deadline, const CancelToken &cancel,
                     std::vector<qint64> *samples, qint64 *failed, Clock::time_point *end,
                     QString *protocol, QString *cipher)
    {
        NoSigpipe guard;
        const qint64 cpu0 = threadCpuNs();
        while (Clock::now() < deadline && !cancel.isCancelled()) {
            const auto a = Clock::now();
            const int fd = socket(AF_INET, SOCK_STREAM, 0);
            bool ok = fd >= 0 && noDelay(fd) &&
                      ::connect(fd, reinterpret_cast<const sockaddr *>(&addr), sizeof addr) == 0;
            SSL *ssl = ok ? SSL_new(client) : nullptr;
            char byte = 0;
            ok = ok && ssl && SSL_set_fd(ssl, fd) == 1 && SSL_connect(ssl) == 1 &&
                 SSL_get_verify_result(ssl) == X509_V_OK && SSL_read(ssl, &byte, 1) == 1 &&
                 byte == 'k';
            const auto b = Clock::now();
            if (ok) {
                samples->push_back(
                    std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count());
                if (protocol->isEmpty()) {
                    *protocol = QString::fromLatin1(SSL_get_version(ssl));
                    *cipher = QString::fromLatin1(SSL_get_cipher_name(ssl));
                }
            } else {
                ++*failed;
                noteFailure(QStringLiteral("client: ") + opensslError());
            }
            ERR_clear_error();
            SSL_free(ssl);
            if (fd >= 0) {
                // Reset instead of FIN: no TIME_WAIT piling up on either side.
                const linger reset{1, 0};
                setsockopt(fd, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
                close(fd);
            }
        }
        *end = Clock::now();
        clientCpuNs += threadCpuNs() - cpu0;
    }
};

struct Handshakes
{
    double wallSeconds = 0;
    std::vector<qint64> latencies;
    qint64 failed = 0;
    qint64 serverFailed = 0;
    qint64 serverCpuNs = 0;
    qint64 clientCpuNs = 0;
    QString firstFailure;
    QString protocol;
    QString cipher;
};

Result<Handshakes> handshakePhase(const TlsBenchConfig &c, EVP_PKEY *key, X509 *cert,
                                  const CancelToken &cancel)
{
    const QString op = Text::tr("run the TLS handshakes");
    Ctx server(SSL_CTX_new(TLS_server_method()));
    Ctx client(SSL_CTX_new(TLS_client_method()));
    if (!server.get() || !client.get() ||
        !configure(server.get(), c.tlsVersion, c.keyExchange, true) ||
        !configure(client.get(), c.tlsVersion, c.keyExchange, false) ||
        SSL_CTX_set_num_tickets(server.get(), 0) != 1 ||
        SSL_CTX_use_certificate(server.get(), cert) != 1 ||
        SSL_CTX_use_PrivateKey(server.get(), key) != 1 ||
        X509_STORE_add_cert(SSL_CTX_get_cert_store(client.get()), cert) != 1) {
        return tlsError(op);
    }
    // Every handshake is verified against the certificate of the key.
    SSL_CTX_set_verify(client.get(), SSL_VERIFY_PEER, nullptr);

    Phase phase;
    phase.server = server.get();
    phase.client = client.get();
    phase.listenFd = socket(AF_INET, SOCK_STREAM, 0);
    phase.addr.sin_family = AF_INET;
    phase.addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof phase.addr;
    if (phase.listenFd < 0 ||
        bind(phase.listenFd, reinterpret_cast<sockaddr *>(&phase.addr), sizeof phase.addr) != 0 ||
        listen(phase.listenFd, 1024) != 0 ||
        getsockname(phase.listenFd, reinterpret_cast<sockaddr *>(&phase.addr), &len) != 0) {
        const int e = errno;
        if (phase.listenFd >= 0) {
            close(phase.listenFd);
        }
        return Error::make(ErrorDomain::System, e, ErrorKind::Io, op,
                           QString::fromLocal8Bit(strerror(e)));
    }
    std::vector<std::thread> servers;
    for (int i = 0; i < c.serverThreads; ++i) {
        servers.emplace_back([&phase] { phase.serve(); });
    }
    const auto n = size_t(c.clients);
    std::vector<std::vector<qint64>> samples(n);
    std::vector<qint64> failed(n, 0);
    std::vector<Clock::time_point> ends(n);
    std::vector<QString> protocols(n);
    std::vector<QString> ciphers(n);
    std::latch ready(qint64(n) + 1);
    std::atomic<Clock::time_point> deadline{Clock::time_point::max()};
    std::vector<std::thread> clients;
    for (size_t i = 0; i < n; ++i) {
        samples[i].reserve(65536);
        clients.emplace_back([&, i] {
            ready.arrive_and_wait();
            phase.connectLoop(deadline.load(), cancel, &samples[i], &failed[i], &ends[i],
                              &protocols[i], &ciphers[i]);
        });
    }
    const auto t0 = Clock::now();
    deadline = t0 + c.duration;
    ready.arrive_and_wait();
    for (std::thread &t : clients) {
        t.join();
    }
    phase.stop = true;
    shutdown(phase.listenFd, SHUT_RDWR); // wakes the accepting threads
    for (std::thread &t : servers) {
        t.join();
    }
    close(phase.listenFd);
    if (cancel.isCancelled()) {
        return Error::cancelled(op);
    }
    Handshakes h;
    auto last = t0;
    for (size_t i = 0; i < n; ++i) {
        h.latencies.insert(h.latencies.end(), samples[i].begin(), samples[i].end());
        h.failed += failed[i];
        last = std::max(last, ends[i]);
        if (h.protocol.isEmpty()) {
            h.protocol = protocols[i];
            h.cipher = ciphers[i];
        }
    }
    h.wallSeconds =
        double(std::chrono::duration_cast<std::chrono::nanoseconds>(last - t0).count()) / 1e9;
    h.serverFailed = phase.serverFailed;
    h.serverCpuNs = phase.serverCpuNs;
    h.clientCpuNs = phase.clientCpuNs;
    h.firstFailure = phase.firstFailure;
    return h;
}

} // namespace

QStringList TlsBench::algorithms()
{
    return Pkcs11Bench::algorithms();
}

QStringList TlsBench::keyExchanges()
{
    return {QStringLiteral("ECDHE"), QStringLiteral("DHE")};
}

Result<TlsBenchResult> TlsBench::run(TlsBenchConfig c, const CancelToken &cancel)
{
    const QString op = Text::tr("run the TLS handshake benchmark");
    if (!algorithms().contains(c.algorithm) || (c.tlsVersion != 12 && c.tlsVersion != 13) ||
        c.clients < 1 || c.clients > BenchEngine::kMaxThreads || c.serverThreads < 1 ||
        c.serverThreads > BenchEngine::kMaxThreads || c.duration.count() <= 0 ||
        c.signDuration.count() <= 0) {
        return Error::invalidInput(op,
                                   QStringLiteral("algorithm, TLS version, threads or duration"));
    }
    // Checked before the token is touched: DHE exists in TLS 1.2 only (TLS
    // 1.3's finite-field groups are not measured), with an RSA key (DHE-RSA).
    const bool rsaKey = c.algorithm.startsWith(QLatin1String("RSA-"));
    if (!keyExchanges().contains(c.keyExchange) ||
        (c.keyExchange != QLatin1String("ECDHE") && (c.tlsVersion != 12 || !rsaKey))) {
        return Error::invalidInput(op,
                                   QStringLiteral("DHE key exchange needs TLS 1.2 and an RSA key"));
    }
    TlsBenchResult r;
    r.algorithm = c.algorithm;
    r.clients = c.clients;
    r.serverThreads = c.serverThreads;
    r.durationSeconds = double(c.duration.count()) / 1000;
    r.keyExchange = c.keyExchange;
    r.software.insert(QStringLiteral("openssl"),
                      QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION)));

    BenchCase sign;
    sign.algorithm = c.algorithm;
    sign.operation = OperationKind::Sign;
    sign.duration = c.signDuration;
    sign.threads = c.serverThreads;
    RunnerFactory signFactory;
    std::unique_ptr<TlsTokenKey> tokenKey;
    Key cpu;
    std::shared_ptr<Pkcs11Bench> bench;
    if (c.cpu) {
        auto k = cpuKey(c.algorithm, op);
        if (!k) {
            return k.error();
        }
        cpu.p = k.value();
        r.device.id = r.device.kind = QStringLiteral("cpu");
        r.device.model = Text::tr("CPU (OpenSSL)");
        r.keyOrigin = QStringLiteral("generated");
        sign.path = BenchPath::CpuBaseline;
        signFactory = CpuBaselineRunner::factory(c.algorithm, OperationKind::Sign);
    } else {
        const bool existing = !c.token.keyLabel.isEmpty();
        r.keyLabel =
            existing ? c.token.keyLabel
                     : QStringLiteral("keyward-tls-bench-%1")
                           .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
        r.keyOrigin =
            existing ? QStringLiteral("existing:") + r.keyLabel : QStringLiteral("generated");
        c.token.algorithm = c.algorithm;
        c.token.operation = OperationKind::Sign;
        c.token.keyLabel = r.keyLabel; // the sign loop uses the same key
        bench = std::make_shared<Pkcs11Bench>(std::move(c.token));
        auto k = TlsTokenKey::open(bench, c.algorithm, r.keyLabel, existing, c.serverThreads + 1);
        if (!k) {
            return k.error();
        }
        tokenKey = std::move(k.value());
        r.device = bench->identity();
        r.software.insert(bench->software());
        sign.path = BenchPath::Pkcs11;
        signFactory = Pkcs11Bench::factory(bench);
    }
    EVP_PKEY *key = c.cpu ? cpu.get() : tokenKey->pkey();
    auto made = selfSigned(key, op);
    if (!made) {
        return made.error();
    }
    Cert cert(made.value());

    // The raw sign rate of the same key, just before the handshakes.
    sign.device = r.device;
    auto signed_ = BenchEngine::run(sign, signFactory, cancel);
    if (!signed_) {
        return signed_.error();
    }
    r.signLatency = signed_.value().steady();
    r.signPerSecond = signed_.value().throughput().wallClockPerSecond;

    if (tokenKey) {
        tokenKey->resetCounters();
    }
    auto hs = handshakePhase(c, key, cert.get(), cancel);
    if (!hs) {
        return hs.error();
    }
    const Handshakes &h = hs.value();
    r.wallSeconds = h.wallSeconds;
    r.handshakes = qint64(h.latencies.size());
    r.failed = h.failed;
    r.serverFailed = h.serverFailed;
    r.firstFailure = h.firstFailure;
    r.protocol = h.protocol;
    r.cipher = h.cipher;
    r.latency = summarize(std::span<const qint64>(h.latencies));
    r.handshakesPerSecond = h.wallSeconds > 0 ? double(r.handshakes) / h.wallSeconds : 0;
    r.ratio = r.signPerSecond > 0 ? r.handshakesPerSecond / r.signPerSecond : 0;
    if (r.handshakes > 0) {
        r.serverCpuNsPerHandshake = double(h.serverCpuNs) / double(r.handshakes);
        r.clientCpuNsPerHandshake = double(h.clientCpuNs) / double(r.handshakes);
    }
    if (tokenKey) {
        r.privateKeyOperations = tokenKey->operations();
        r.tokenNsPerHandshake =
            r.handshakes > 0 ? double(tokenKey->tokenNanoseconds()) / double(r.handshakes) : 0;
    }
    return r;
}

} // namespace keyward::bench
