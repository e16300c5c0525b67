// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TlsBench.h"
#include "TlsTokenKey.h"

#include <QMap>
#include <QString>

#include <chrono>
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
    /// How long the certificate's signature took (the key's one operation
    /// before the run): what a client may wait on top of a socket step's
    /// limit while the server's threads sign (TlsLoopback).
    std::chrono::nanoseconds signatureTime() const { return signatureTime_; }

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
    std::chrono::nanoseconds signatureTime_{0};
};

/// OpenSSL's text for the first error queued on this thread (the queue is
/// emptied); "unknown OpenSSL error" when none is.
QString tlsOpenSslError();

} // namespace keyward::bench
