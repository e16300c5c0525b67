// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TlsBench.h"
#include "bench/BenchCase.h"
#include "bench/LoadProfile.h"
#include "bench/RunRecord.h"

#include <functional>

namespace keyward::bench {

/// The operation a stored TLS load profile names (RunRecord::operation).
inline constexpr char kTlsHandshakeOperation[] = "tls-handshake";

/// What a TLS handshake load profile gave: the profile's queue figures, and
/// how each scheduled request ended.
struct TlsLoadResult
{
    LoadProfileResult profile;
    BenchCase benchCase; ///< device, algorithm, path and key origin, for storing
    QMap<QString, QString> software;
    QString keyLabel;
    QString protocol; ///< negotiated, as OpenSSL names it ("TLSv1.3")
    QString cipher;
    QString keyExchange;
    int tlsVersion = 13;
    qint64 scheduled = 0;    ///< requests the profile scheduled
    qint64 served = 0;       ///< handshakes completed and verified by the client
    qint64 failed = 0;       ///< handshakes that failed (served + failed + dropped = scheduled)
    qint64 dropped = 0;      ///< never served: the drain limit passed first
    qint64 serverFailed = 0; ///< failed on the server's side
    qint64 strangers = 0;    ///< connections from other processes, refused before any TLS
    QString firstFailure;    ///< OpenSSL's text for the first failure
    qint64 privateKeyOperations = 0; ///< on the token (0 for the CPU)
};

/// TLS handshakes at stepped arrival rates: Keyward's loopback TLS server
/// with the key (TlsServerKey, TlsLoopback) and one server thread per
/// load-profile worker; each worker is one client whose every request is one
/// full handshake (no resumption, no tickets), verified against the
/// certificate. A failed handshake is a failed request, not the end of the
/// run.
class TlsLoadProfile
{
public:
    /// Blocks; run it on a worker. `config.clients`, `serverThreads` and
    /// `duration` are not used: the profile's workers are both. Errors: the
    /// settings (InvalidInput, before the token is touched), the key could
    /// not be made, Cancelled, a handshake that stalled (Timeout) or a
    /// connection that could not be made (Io).
    static Result<TlsLoadResult>
    run(TlsBenchConfig config, const LoadProfileConfig &profile, const CancelToken &cancel,
        const std::function<void(const LoadProgress &)> &progress = {});
};

/// The stored run of a TLS load profile (loadProfileRun, operation
/// kTlsHandshakeOperation); the profile is stored beside it.
RunRecord tlsLoadProfileRun(const TlsLoadResult &result);

} // namespace keyward::bench
