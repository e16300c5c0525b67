// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchCase.h"
#include "bench/OperationRunner.h"

#include <QString>
#include <QStringList>

#include <array>

struct evp_pkey_st;
struct evp_pkey_ctx_st;

namespace keyward::bench {

/// The CPU baseline: the same operation with a software key in OpenSSL 3, a
/// throw-away key made in setup (never a user's key). Algorithms:
/// RSA-2048/3072/4096 (sign, authenticate, decrypt with PKCS#1 v1.5 as
/// OpenPGP uses it, keygen), ECDSA-P256/P384 (sign, authenticate, keygen),
/// Ed25519 (sign, authenticate, keygen), ECDH-P256 and ECDH-Curve25519
/// (decrypt = key agreement, keygen). Each runner holds its own key and
/// contexts, so threads never share OpenSSL state. OpenSSL allocates inside
/// its own calls; the runner itself does not allocate in runOnce().
class CpuBaselineRunner : public OperationRunner
{
public:
    CpuBaselineRunner(QString algorithm, OperationKind operation);
    ~CpuBaselineRunner() override;

    Status setup() override;
    Status runOnce() override;
    void teardown() override;

    /// The algorithm names this runner knows.
    static QStringList algorithms();
    static bool supports(const QString &algorithm, OperationKind operation);
    static RunnerFactory factory(const QString &algorithm, OperationKind operation);

private:
    Status fail(const char *what) const;

    QString m_algorithm;
    OperationKind m_operation;
    evp_pkey_st *m_key = nullptr;
    evp_pkey_st *m_peer = nullptr;
    evp_pkey_ctx_st *m_ctx = nullptr; ///< sign/decrypt/derive/keygen context, initialised in setup
    bool m_oneShotSign = false;       ///< Ed25519: EVP_DigestSign, not EVP_PKEY_sign
    std::array<unsigned char, 32> m_hash{};
    std::array<unsigned char, 512> m_input{};
    size_t m_inputLength = 0;
    std::array<unsigned char, 1024> m_output{};
};

} // namespace keyward::bench
