// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Pkcs11Bench.h"
#include "core/Result.h"

#include <QString>

#include <memory>

struct evp_pkey_st;

namespace keyward::bench {

/// A private key on a PKCS#11 token as an OpenSSL EVP_PKEY, for the TLS
/// handshake benchmark's server: the public half is read from the token, the
/// private operations (RSA: raw or PKCS#1 v1.5 signature and decryption;
/// ECDSA: signature) go to C_Sign / C_Decrypt on a small pool of Keyward's
/// own sessions, so any number of server threads can use it at once. The
/// time spent inside the Cryptoki calls is counted.
class TlsTokenKey
{
public:
    /// Opens `sessions` sessions on the token of `bench` (opened here), logs
    /// in with its PIN under its PIN guard, then generates a session key pair
    /// (CKA_TOKEN false, label `label`) for `algorithm` or, with `existing`,
    /// finds the key pair labelled `label`.
    static Result<std::unique_ptr<TlsTokenKey>> open(std::shared_ptr<Pkcs11Bench> bench,
                                                     const QString &algorithm, const QString &label,
                                                     bool existing, int sessions);
    ~TlsTokenKey(); ///< destroys a generated key pair, closes the sessions
    TlsTokenKey(const TlsTokenKey &) = delete;
    TlsTokenKey &operator=(const TlsTokenKey &) = delete;

    /// The key; owned by this object, valid while it lives.
    evp_pkey_st *pkey() const;
    /// Private-key operations on the token since the last reset, the
    /// nanoseconds spent inside C_Sign/C_Decrypt (with their Init), and the
    /// operations the token refused.
    qint64 operations() const;
    qint64 tokenNanoseconds() const;
    qint64 failures() const;
    void resetCounters();

    struct Impl;

private:
    explicit TlsTokenKey(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> d;
};

} // namespace keyward::bench
