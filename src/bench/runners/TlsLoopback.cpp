// SPDX-License-Identifier: GPL-3.0-or-later
// The server half of Keyward's TLS benchmarks (TlsBench's duration runs and
// TlsLoadRunner's stepped arrival rates): the key and its certificate, and a
// loopback server making full handshakes with it, OpenSSL 3 for TLS. Why the
// token key is Keyward's own session pool behind an OpenSSL key method is
// told in TlsBench.cpp.
#include "TlsLoopback.h"

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
#include <mutex>
#include <thread>
#include <vector>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsBench)
};

QString opensslError()
{
    const char *data = nullptr;
    int flags = 0;
    const unsigned long e = ERR_get_error_all(nullptr, nullptr, nullptr, &data, &flags);
    QString detail = (flags & ERR_TXT_STRING) && data && *data
                         ? QStringLiteral(": ") + QString::fromLatin1(data)
                         : QString();
    ERR_clear_error();
    if (e == 0) {
        return QStringLiteral("unknown OpenSSL error");
    }
    std::array<char, 256> buf{};
    ERR_error_string_n(e, buf.data(), buf.size());
    return QString::fromLatin1(buf.data()) + detail;
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

// ---------------------------------------------------------------- the key

Result<std::unique_ptr<TlsServerKey>> TlsServerKey::make(TlsBenchConfig &c, int sessions,
                                                         const QString &op)
{
    std::unique_ptr<TlsServerKey> k(new TlsServerKey);
    if (c.cpu) {
        auto made = cpuKey(c.algorithm, op);
        if (!made) {
            return made.error();
        }
        k->cpuKey_ = made.value();
        k->device.id = k->device.kind = QStringLiteral("cpu");
        k->device.model = Text::tr("CPU (OpenSSL)");
        k->keyOrigin = QStringLiteral("generated");
    } else {
        const bool existing = !c.token.keyLabel.isEmpty();
        k->keyLabel =
            existing ? c.token.keyLabel
                     : QStringLiteral("keyward-tls-bench-%1")
                           .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
        k->keyOrigin =
            existing ? QStringLiteral("existing:") + k->keyLabel : QStringLiteral("generated");
        c.token.algorithm = c.algorithm;
        c.token.operation = OperationKind::Sign;
        c.token.keyLabel = k->keyLabel; // a sign loop uses the same key
        k->bench_ = std::make_shared<Pkcs11Bench>(std::move(c.token));
        auto opened = TlsTokenKey::open(k->bench_, c.algorithm, k->keyLabel, existing, sessions);
        if (!opened) {
            return opened.error();
        }
        k->tokenKey_ = std::move(opened.value());
        k->device = k->bench_->identity();
        k->software.insert(k->bench_->software());
    }
    k->software.insert(QStringLiteral("openssl"),
                       QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION)));
    auto cert = selfSigned(k->pkey(), op);
    if (!cert) {
        return cert.error();
    }
    k->cert_ = cert.value();
    return k;
}

TlsServerKey::~TlsServerKey()
{
    X509_free(cert_);
    EVP_PKEY_free(cpuKey_);
}

EVP_PKEY *TlsServerKey::pkey() const
{
    return tokenKey_ ? tokenKey_->pkey() : cpuKey_;
}

// ------------------------------------------------------------- the server

struct TlsLoopback::Impl
{
    SSL_CTX *server = nullptr;
    SSL_CTX *client = nullptr;
    int listenFd = -1;
    sockaddr_in addr{};
    std::atomic_bool stop{false};
    std::atomic<qint64> serverFailed{0};
    std::atomic<qint64> serverCpuNs{0};
    mutable std::mutex failureMutex;
    QString firstServerFailure;
    QString firstClientFailure;
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
        std::lock_guard lock(failureMutex);
        QString &first = onServer ? firstServerFailure : firstClientFailure;
        if (first.isEmpty()) {
            first = text;
        }
    }

    void serve()
    {
        TlsThreadGuard guard;
        const qint64 cpu0 = tlsThreadCpuNs();
        for (;;) {
            const int fd = accept(listenFd, nullptr, nullptr);
            if (fd < 0) {
                if (stop) {
                    serverCpuNs += tlsThreadCpuNs() - cpu0;
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
                noteFailure(true, QStringLiteral("server: ") + opensslError());
            }
            ERR_clear_error();
            SSL_free(ssl);
            close(fd);
        }
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
                                                        EVP_PKEY *key, X509 *cert,
                                                        int serverThreads, const QString &op)
{
    auto d = std::make_unique<Impl>();
    d->server = SSL_CTX_new(TLS_server_method());
    d->client = SSL_CTX_new(TLS_client_method());
    if (!d->server || !d->client || !configure(d->server, tlsVersion, kex, true) ||
        !configure(d->client, tlsVersion, kex, false) ||
        SSL_CTX_set_num_tickets(d->server, 0) != 1 ||
        SSL_CTX_use_certificate(d->server, cert) != 1 ||
        SSL_CTX_use_PrivateKey(d->server, key) != 1 ||
        X509_STORE_add_cert(SSL_CTX_get_cert_store(d->client), cert) != 1) {
        return tlsError(op);
    }
    // Every handshake is verified against the certificate of the key.
    SSL_CTX_set_verify(d->client, SSL_VERIFY_PEER, nullptr);

    d->listenFd = socket(AF_INET, SOCK_STREAM, 0);
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
    d->stop = true;
    shutdown(d->listenFd, SHUT_RDWR); // wakes the accepting threads
    for (std::thread &t : d->threads) {
        t.join();
    }
    d->threads.clear();
}

bool TlsLoopback::handshake(QString *protocol, QString *cipher)
{
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    bool ok = fd >= 0 && noDelay(fd) &&
              ::connect(fd, reinterpret_cast<const sockaddr *>(&d->addr), sizeof d->addr) == 0;
    SSL *ssl = ok ? SSL_new(d->client) : nullptr;
    char byte = 0;
    ok = ok && ssl && SSL_set_fd(ssl, fd) == 1 && SSL_connect(ssl) == 1 &&
         SSL_get_verify_result(ssl) == X509_V_OK && SSL_read(ssl, &byte, 1) == 1 && byte == 'k';
    if (ok) {
        if (protocol && protocol->isEmpty()) {
            *protocol = QString::fromLatin1(SSL_get_version(ssl));
        }
        if (cipher && cipher->isEmpty()) {
            *cipher = QString::fromLatin1(SSL_get_cipher_name(ssl));
        }
    } else {
        d->noteFailure(false, QStringLiteral("client: ") + opensslError());
    }
    ERR_clear_error();
    SSL_free(ssl);
    if (fd >= 0) {
        // Reset instead of FIN: no TIME_WAIT piling up on either side.
        const linger reset{1, 0};
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
        close(fd);
    }
    return ok;
}

qint64 TlsLoopback::serverFailed() const
{
    return d->serverFailed;
}

qint64 TlsLoopback::serverCpuNs() const
{
    return d->serverCpuNs;
}

QString TlsLoopback::firstFailure() const
{
    std::lock_guard lock(d->failureMutex);
    // The server's side first: a client sees only the alert the server sent
    // (often before the server has noted why it sent it).
    return d->firstServerFailure.isEmpty() ? d->firstClientFailure : d->firstServerFailure;
}

} // namespace keyward::bench
