// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Pkcs11Bench.h"
#include "bench/DeviceIdentity.h"
#include "bench/Statistics.h"
#include "core/Operation.h"
#include "core/Result.h"

#include <QMap>
#include <QString>

#include <chrono>
#include <functional>

namespace keyward::bench {

/// What a TLS handshake benchmark measures: a TLS server on 127.0.0.1 inside
/// Keyward whose private key is a CPU key (the baseline) or on a PKCS#11
/// token, and client threads making full handshakes back to back.
struct TlsBenchConfig
{
    bool cpu = false; ///< the baseline: a software key made in memory
    /// The token (token, extraModules, pin, pinGuard); its algorithm and
    /// operation are set by the benchmark. keyLabel: an existing key pair to
    /// use; empty: a temporary session key pair is generated and destroyed.
    Pkcs11BenchConfig token;
    QString algorithm = QStringLiteral("RSA-2048"); ///< RSA-2048/3072/4096, ECDSA-P256/P384
    int tlsVersion = 13;                            ///< 12 or 13
    /// "ECDHE"; with TLS 1.2 and an RSA key also "DHE" (DHE-RSA, group
    /// ffdhe2048). RSA key exchange is not offered: OpenSSL 3.0's server
    /// decrypts the premaster secret with provider parameters that a key
    /// behind a legacy RSA_METHOD refuses ("command not supported").
    QString keyExchange = QStringLiteral("ECDHE");
    int clients = 1;                              ///< client threads, one connection each at a time
    int serverThreads = 1;                        ///< threads accepting and handshaking
    std::chrono::milliseconds duration{2000};     ///< of the handshake phase
    std::chrono::milliseconds signDuration{1000}; ///< of the raw sign loop before it
    /// For tests: called by a client thread after each completed handshake of
    /// the handshake phase (or of a load profile) with the number completed
    /// so far in the run; empty by default. It runs on the client's thread
    /// and holds that client up while it runs.
    std::function<void(qint64 completed)> afterHandshake;
};

/// What one TLS handshake benchmark gave.
struct TlsBenchResult
{
    DeviceIdentity device;
    QMap<QString, QString> software;
    QString algorithm;
    QString keyOrigin;   ///< "generated" or "existing:<label>"
    QString keyLabel;    ///< the label of the key on the token (empty for the CPU)
    QString protocol;    ///< negotiated, as OpenSSL names it ("TLSv1.3")
    QString cipher;      ///< negotiated cipher suite
    QString keyExchange; ///< "ECDHE" or "DHE"
    int clients = 1;
    int serverThreads = 1;
    double durationSeconds = 0;
    double wallSeconds = 0;  ///< handshake phase, clients' start to last finish
    qint64 handshakes = 0;   ///< completed and verified by the client
    qint64 failed = 0;       ///< failed on the client's side
    qint64 serverFailed = 0; ///< failed on the server's side
    qint64 strangers = 0;    ///< connections from other processes, refused before any TLS
    QString firstFailure;    ///< OpenSSL's text for the first failure
    Summary latency;         ///< per handshake, connect to first application byte (ns)
    double handshakesPerSecond = 0;
    Summary signLatency;      ///< the raw sign loop (ns)
    double signPerSecond = 0; ///< its wall-clock rate with `serverThreads` threads
    double ratio = 0;         ///< handshakesPerSecond / signPerSecond
    /// Private-key operations on the token during the handshake phase and
    /// the time spent inside the Cryptoki calls (0 for the CPU).
    qint64 privateKeyOperations = 0;
    double tokenNsPerHandshake = 0;
    /// CPU time of the server threads and of the client threads per
    /// completed handshake (ns, the threads' own clocks).
    double serverCpuNsPerHandshake = 0;
    double clientCpuNsPerHandshake = 0;
};

/// Token time per handshake ÷ the raw sign loop's latency, mean with mean:
/// tokenNsPerHandshake (the time inside C_Sign/C_Decrypt ÷ handshakes) over
/// signLatency.mean. About 1 when a handshake costs the token one signature
/// as the raw loop times it; 0 when either side is missing.
double tokenTimePerHandshakeOverSignMean(const TlsBenchResult &result);

/// The TLS handshake benchmark (TlsBench.cpp).
class TlsBench
{
public:
    static QStringList algorithms();
    static QStringList keyExchanges(); ///< ECDHE, DHE
    /// The algorithm, TLS version, key exchange, threads and durations of
    /// `config` (InvalidInput otherwise), checked before any device is touched.
    static Status validate(const TlsBenchConfig &config, const QString &op);
    /// Blocks for the sign loop and the handshake phase; run it on a worker.
    /// Errors: the key could not be made or used (Error of the token or of
    /// OpenSSL), Cancelled (at once: no socket wait outlasts 50 ms after it),
    /// a handshake that stalled (Timeout) or a connection that could not be
    /// made (Io): the run disturbed, no figures. Failed handshakes (TLS or
    /// the key said no) are counted, not errors.
    static Result<TlsBenchResult> run(TlsBenchConfig config, const CancelToken &cancel);
};

} // namespace keyward::bench
