// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TlsBench.h"
#include "TlsTokenKey.h"

#include <QMap>
#include <QString>

#include <memory>

struct evp_pkey_st;
struct x509_st;

namespace keyward::bench {

/// The private key of a TLS benchmark's server with its self-signed
/// certificate: a CPU key made in memory, or a key on a PKCS#11 token behind
/// TlsTokenKey (a temporary key pair, or the one labelled keyLabel).
class TlsServerKey
{
public:
    /// Makes the key for `config` (its token settings are taken), with
    /// `sessions` token sessions for the server's threads. The certificate is
    /// signed with the key (one signature on the token).
    static Result<std::unique_ptr<TlsServerKey>> make(TlsBenchConfig &config, int sessions,
                                                      const QString &op);
    ~TlsServerKey();
    TlsServerKey(const TlsServerKey &) = delete;
    TlsServerKey &operator=(const TlsServerKey &) = delete;

    evp_pkey_st *pkey() const;
    x509_st *certificate() const { return cert_; }
    /// The key on the token and its benchmark (null for the CPU key).
    TlsTokenKey *tokenKey() const { return tokenKey_.get(); }
    const std::shared_ptr<Pkcs11Bench> &tokenBench() const { return bench_; }

    DeviceIdentity device;
    QMap<QString, QString> software;
    QString keyLabel;  ///< on the token (empty for the CPU)
    QString keyOrigin; ///< "generated" or "existing:<label>"

private:
    TlsServerKey() = default;
    std::shared_ptr<Pkcs11Bench> bench_;
    std::unique_ptr<TlsTokenKey> tokenKey_;
    evp_pkey_st *cpuKey_ = nullptr;
    x509_st *cert_ = nullptr;
};

/// A TLS server on 127.0.0.1 (ephemeral port) inside Keyward's process:
/// `serverThreads` threads accept connections and make full handshakes (no
/// tickets, no session cache) with the key, each sending one byte after its
/// handshake. Clients connect through handshake(), from any thread.
class TlsLoopback
{
public:
    /// Listens and starts the server threads. `tlsVersion` 12 or 13;
    /// `keyExchange` ECDHE or DHE (TLS 1.2 with an RSA key).
    static Result<std::unique_ptr<TlsLoopback>> start(int tlsVersion, const QString &keyExchange,
                                                      evp_pkey_st *key, x509_st *certificate,
                                                      int serverThreads, const QString &op);
    ~TlsLoopback(); ///< stop()
    TlsLoopback(const TlsLoopback &) = delete;
    TlsLoopback &operator=(const TlsLoopback &) = delete;

    /// One full handshake on a new connection, the server's certificate
    /// verified and its byte read; false when any of it failed (the first
    /// failure is kept). `protocol` and `cipher`, when given, receive what was
    /// negotiated. Call it with SIGPIPE blocked (TlsThreadGuard).
    bool handshake(QString *protocol = nullptr, QString *cipher = nullptr);
    /// Stops accepting and joins the server threads (once).
    void stop();

    qint64 serverFailed() const;
    qint64 serverCpuNs() const; ///< of the server threads, after stop()
    /// OpenSSL's text for the first failure on the server's side, else on a
    /// client's ("server: ..." or "client: ..."); complete after stop().
    QString firstFailure() const;

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
