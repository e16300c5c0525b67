// SPDX-License-Identifier: GPL-3.0-or-later
#include "TlsLoadRunner.h"

#include "TlsLoopback.h"
#include "bench/LoadProfileRecord.h"

#include <QCoreApplication>

#include <atomic>
#include <optional>
#include <vector>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsBench)
};

/// One load-profile worker: a client of the loopback server; one request is
/// one full handshake on a new connection.
class HandshakeRunner final : public OperationRunner
{
public:
    HandshakeRunner(TlsLoopback *server, QString *protocol, QString *cipher,
                    const std::function<void(qint64)> *afterHandshake,
                    std::atomic<qint64> *completed)
        : server_(server)
        , protocol_(protocol)
        , cipher_(cipher)
        , afterHandshake_(afterHandshake)
        , completed_(completed)
    {}

    Status setup() override
    {
        guard_.emplace(); // on the worker's thread, as the runner is made there
        return {};
    }
    Status runOnce() override
    {
        if (server_->handshake(protocol_, cipher_)) {
            const qint64 done = ++*completed_;
            if (*afterHandshake_) {
                (*afterHandshake_)(done);
            }
            return {};
        }
        if (Status st = server_->intact(); !st) {
            return st; // the run is disturbed
        }
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal,
                           QStringLiteral("TLS handshake"), QStringLiteral("failed"));
    }
    void teardown() override { guard_.reset(); }
    /// A failed handshake is a failed request; a stalled one ends the
    /// profile.
    bool failuresAreOutcomes() const override { return server_->intact().ok(); }

private:
    TlsLoopback *server_;
    QString *protocol_;
    QString *cipher_;
    const std::function<void(qint64)> *afterHandshake_;
    std::atomic<qint64> *completed_;
    std::optional<TlsThreadGuard> guard_;
};

} // namespace

Result<TlsLoadResult> TlsLoadProfile::run(TlsBenchConfig c, const LoadProfileConfig &profile,
                                          const CancelToken &cancel,
                                          const std::function<void(const LoadProgress &)> &progress)
{
    const QString op = Text::tr("run the TLS handshakes at stepped arrival rates");
    c.clients = c.serverThreads = profile.workers;
    if (Status st = profile.validate(); !st) {
        return st.error();
    }
    if (Status st = TlsBench::validate(c, op); !st) {
        return st.error();
    }
    TlsLoadResult r;
    r.keyExchange = c.keyExchange;
    r.tlsVersion = c.tlsVersion;
    r.benchCase.algorithm = c.algorithm;
    r.benchCase.path = c.cpu ? BenchPath::CpuBaseline : BenchPath::Pkcs11;
    r.benchCase.threads = profile.workers;
    auto made = TlsServerKey::make(c, profile.workers + 1, op);
    if (!made) {
        return made.error();
    }
    const TlsServerKey &key = *made.value();
    r.benchCase.device = key.device;
    r.benchCase.keyOrigin = key.keyOrigin;
    r.software = key.software;
    r.keyLabel = key.keyLabel;
    auto started = TlsLoopback::start(c.tlsVersion, c.keyExchange, key, profile.workers,
                                      profile.workers, cancel, op);
    if (!started) {
        return started.error();
    }
    TlsLoopback &server = *started.value();
    if (key.tokenKey()) {
        key.tokenKey()->resetCounters();
    }
    std::vector<QString> protocols(size_t(profile.workers));
    std::vector<QString> ciphers(size_t(profile.workers));
    std::atomic<qint64> completed{0};
    const RunnerFactory factory = [&](int w) -> std::unique_ptr<OperationRunner> {
        return std::make_unique<HandshakeRunner>(
            &server, &protocols[size_t(w)], &ciphers[size_t(w)], &c.afterHandshake, &completed);
    };
    auto ran = LoadProfileRunner::run(profile, factory, cancel, progress);
    server.stop();
    if (cancel.isCancelled()) {
        return Error::cancelled(op);
    }
    if (Status st = server.intact(); !st) {
        return st.error(); // a stalled step: no figures
    }
    if (!ran) {
        return ran.error();
    }
    r.profile = std::move(ran.value());
    r.scheduled = qint64(profile.scheduledRequests());
    for (const RequestRecord &q : r.profile.requests) {
        if (q.served()) {
            ++(q.ok ? r.served : r.failed);
        }
    }
    r.dropped = r.scheduled - r.served - r.failed;
    r.serverFailed = server.serverFailed();
    r.strangers = server.strangers();
    r.firstFailure = server.firstFailure();
    for (size_t i = 0; i < protocols.size() && r.protocol.isEmpty(); ++i) {
        r.protocol = protocols[i];
        r.cipher = ciphers[i];
    }
    if (key.tokenKey()) {
        r.privateKeyOperations = key.tokenKey()->operations();
    }
    return r;
}

RunRecord tlsLoadProfileRun(const TlsLoadResult &result)
{
    RunRecord run =
        loadProfileRun(result.benchCase, result.profile, Environment::current(result.software));
    run.operation = QLatin1String(kTlsHandshakeOperation);
    return run;
}

} // namespace keyward::bench
