// SPDX-License-Identifier: GPL-3.0-or-later
// The TLS handshake benchmark: a TLS server on 127.0.0.1 (ephemeral port)
// inside Keyward's process that serves only its own clients (TlsLoopback.cpp
// tells how and why), and client threads making full handshakes back to back
// (a new SSL and connection per handshake, no tickets, session caches off on
// both sides), OpenSSL 3 for TLS. TLS 1.2 with ECDHE or DHE-RSA
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

#include "TlsLoopback.h"
#include "bench/BenchEngine.h"
#include "bench/cpu/CpuBaselineRunner.h"

#include <QCoreApplication>

#include <atomic>
#include <latch>
#include <thread>
#include <vector>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsBench)
};

using Clock = std::chrono::steady_clock;

struct Handshakes
{
    double wallSeconds = 0;
    std::vector<qint64> latencies;
    qint64 failed = 0;
    qint64 serverFailed = 0;
    qint64 strangers = 0;
    qint64 serverCpuNs = 0;
    qint64 clientCpuNs = 0;
    QString firstFailure;
    QString protocol;
    QString cipher;
};

/// One client's handshakes until `deadline`; latencies of the verified ones.
void connectLoop(TlsLoopback &server, Clock::time_point deadline, const CancelToken &cancel,
                 std::vector<qint64> *samples, qint64 *failed, Clock::time_point *end,
                 QString *protocol, QString *cipher, std::atomic<qint64> *cpuNs,
                 const std::function<void(qint64)> &afterHandshake, std::atomic<qint64> *completed)
{
    TlsThreadGuard guard;
    const qint64 cpu0 = tlsThreadCpuNs();
    while (Clock::now() < deadline && !cancel.isCancelled() && server.intact()) {
        const auto a = Clock::now();
        const bool ok = server.handshake(protocol, cipher);
        const auto b = Clock::now();
        if (ok) {
            samples->push_back(std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count());
            const qint64 done = ++*completed;
            if (afterHandshake) {
                afterHandshake(done);
            }
        } else {
            ++*failed;
        }
    }
    *end = Clock::now();
    *cpuNs += tlsThreadCpuNs() - cpu0;
}

Result<Handshakes> handshakePhase(const TlsBenchConfig &c, const TlsServerKey &key,
                                  const CancelToken &cancel)
{
    const QString op = Text::tr("run the TLS handshakes");
    auto started = TlsLoopback::start(c.tlsVersion, c.keyExchange, key, c.serverThreads, c.clients,
                                      cancel, op);
    if (!started) {
        return started.error();
    }
    TlsLoopback &server = *started.value();
    const auto n = size_t(c.clients);
    std::vector<std::vector<qint64>> samples(n);
    std::vector<qint64> failed(n, 0);
    std::vector<Clock::time_point> ends(n);
    std::vector<QString> protocols(n);
    std::vector<QString> ciphers(n);
    std::atomic<qint64> clientCpuNs{0};
    std::atomic<qint64> completed{0};
    std::latch ready(qint64(n) + 1);
    std::atomic<Clock::time_point> deadline{Clock::time_point::max()};
    std::vector<std::thread> clients;
    for (size_t i = 0; i < n; ++i) {
        samples[i].reserve(65536);
        clients.emplace_back([&, i] {
            ready.arrive_and_wait();
            connectLoop(server, deadline.load(), cancel, &samples[i], &failed[i], &ends[i],
                        &protocols[i], &ciphers[i], &clientCpuNs, c.afterHandshake, &completed);
        });
    }
    const auto t0 = Clock::now();
    deadline = t0 + c.duration;
    ready.arrive_and_wait();
    for (std::thread &t : clients) {
        t.join();
    }
    server.stop();
    if (cancel.isCancelled()) {
        return Error::cancelled(op);
    }
    // A stalled step or a connection that could not be made: the figures
    // are not a measurement.
    if (Status st = server.intact(); !st) {
        return st.error();
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
    h.serverFailed = server.serverFailed();
    h.serverCpuNs = server.serverCpuNs();
    h.clientCpuNs = clientCpuNs;
    h.firstFailure = server.firstFailure();
    h.strangers = server.strangers();
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

Status TlsBench::validate(const TlsBenchConfig &config, const QString &op)
{
    if (!algorithms().contains(config.algorithm) ||
        (config.tlsVersion != 12 && config.tlsVersion != 13) || config.clients < 1 ||
        config.clients > BenchEngine::kMaxThreads || config.serverThreads < 1 ||
        config.serverThreads > BenchEngine::kMaxThreads || config.duration.count() <= 0 ||
        config.signDuration.count() <= 0) {
        return Error::invalidInput(op,
                                   QStringLiteral("algorithm, TLS version, threads or duration"));
    }
    // Checked before the token is touched: DHE exists in TLS 1.2 only (TLS
    // 1.3's finite-field groups are not measured), with an RSA key (DHE-RSA).
    const bool rsaKey = config.algorithm.startsWith(QLatin1String("RSA-"));
    if (!keyExchanges().contains(config.keyExchange) ||
        (config.keyExchange != QLatin1String("ECDHE") && (config.tlsVersion != 12 || !rsaKey))) {
        return Error::invalidInput(op,
                                   QStringLiteral("DHE key exchange needs TLS 1.2 and an RSA key"));
    }
    return {};
}

Result<TlsBenchResult> TlsBench::run(TlsBenchConfig c, const CancelToken &cancel)
{
    const QString op = Text::tr("run the TLS handshake benchmark");
    if (Status st = validate(c, op); !st) {
        return st.error();
    }
    TlsBenchResult r;
    r.algorithm = c.algorithm;
    r.clients = c.clients;
    r.serverThreads = c.serverThreads;
    r.durationSeconds = double(c.duration.count()) / 1000;
    r.keyExchange = c.keyExchange;

    BenchCase sign;
    sign.algorithm = c.algorithm;
    sign.operation = OperationKind::Sign;
    sign.duration = c.signDuration;
    sign.threads = c.serverThreads;
    auto made = TlsServerKey::make(c, c.serverThreads + 1, op);
    if (!made) {
        return made.error();
    }
    const TlsServerKey &key = *made.value();
    TlsTokenKey *tokenKey = key.tokenKey();
    r.device = key.device;
    r.software.insert(key.software);
    r.keyLabel = key.keyLabel;
    r.keyOrigin = key.keyOrigin;
    sign.path = c.cpu ? BenchPath::CpuBaseline : BenchPath::Pkcs11;
    const RunnerFactory signFactory =
        c.cpu ? CpuBaselineRunner::factory(c.algorithm, OperationKind::Sign)
              : Pkcs11Bench::factory(key.tokenBench());

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
    auto hs = handshakePhase(c, key, cancel);
    if (!hs) {
        return hs.error();
    }
    const Handshakes &h = hs.value();
    r.wallSeconds = h.wallSeconds;
    r.handshakes = qint64(h.latencies.size());
    r.failed = h.failed;
    r.serverFailed = h.serverFailed;
    r.firstFailure = h.firstFailure;
    r.strangers = h.strangers;
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

double tokenTimePerHandshakeOverSignMean(const TlsBenchResult &result)
{
    return result.tokenNsPerHandshake > 0 && result.signLatency.mean > 0
               ? result.tokenNsPerHandshake / result.signLatency.mean
               : 0;
}

} // namespace keyward::bench
