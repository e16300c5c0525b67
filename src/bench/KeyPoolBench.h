// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LoadProfile.h"
#include "core/Operation.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace keyward::bench {

/// A "fresh key + one signature per request" service on one token, as the
/// key pool benchmark drives it. One backend per thread, made and used on
/// that thread; key handles (session objects) are shared between threads.
class KeyServiceBackend
{
public:
    virtual ~KeyServiceBackend() = default;
    virtual Status setup() = 0;
    /// A fresh key pair on demand; the private key's handle.
    virtual Result<quint64> generate() = 0;
    /// The next pooled key unwrapped (session object); its handle.
    virtual Result<quint64> unwrapNext() = 0;
    virtual Status sign(quint64 key) = 0;
    /// Destroys the private key (and, for a generated pair, its public key).
    virtual Status destroy(quint64 key) = 0;
    virtual void teardown() = 0;
};

/// Makes the backend for thread `threadIndex` (workers 0..N-1, the refill
/// worker N, the serial reference loop N+1); called on that thread.
using KeyServiceFactory = std::function<std::unique_ptr<KeyServiceBackend>(int threadIndex)>;

/// One run of the service under a load profile.
struct KeyPoolBenchConfig
{
    enum class Mode
    {
        OnDemand, ///< generate, sign, destroy per request
        Pool,     ///< unwrap, sign, destroy; a refill worker unwraps ahead
    };
    Mode mode = Mode::Pool;
    QList<LoadStep> steps;
    int workers = 1;
    /// Requests waiting beyond this many are dropped on arrival (and counted).
    int queueBound = 50;
    /// Wrapped keys in the pool; when they are used up the workers generate
    /// on demand.
    int poolSize = 1000;
    /// How many unwrapped keys the refill worker keeps ready.
    int readyTarget = 10;
    /// A burst (pool mode only): when burstRate > 0 the arrivals are one step
    /// of burstRate requests/s for burstDuration instead of `steps`, with
    /// readyTarget keys unwrapped before it starts.
    double burstRate = 0;
    std::chrono::milliseconds burstDuration{0};
    bool isBurst() const { return burstRate > 0; }
    /// After the last step, how long the workers may take to empty the queue.
    std::chrono::milliseconds drainLimit{60000};
    /// The serial reference loop, run just before the service in the same
    /// run, on one thread with its own backend: up to serialRequests requests
    /// of the same operations back to back (pool: unwrap, sign, destroy; on
    /// demand: generate, sign, destroy), stopping after serialLimit once two
    /// are done. 0: no loop, and no overhead figures.
    int serialRequests = 0;
    std::chrono::milliseconds serialLimit{10000};
    /// The first coldRequests requests served (by the service and by the
    /// serial loop) give the cold rates, the rest the warm ones.
    int coldRequests = 5;

    static QString modeName(Mode m);
};

/// Service rates of one run, requests per second, each served ÷ serving time
/// (servedPerServingSecond, LoadProfile.h) over a part of its requests; 0
/// where the part is empty.
struct KeyPoolRates
{
    double all = 0;
    double cold = 0;      ///< the first coldRequests served
    double warm = 0;      ///< the rest
    double sparse = 0;    ///< arrived in steps the load profile did not mark saturated
    double saturated = 0; ///< arrived in saturated steps (StepStats::saturated)
};

/// What one run measured.
struct KeyPoolBenchRun
{
    KeyPoolBenchConfig config;
    /// Every request that arrived; dropped ones were never served (start/end -1).
    LoadProfileResult load;
    qsizetype arrived = 0;
    qsizetype served = 0;
    qsizetype dropped = 0;
    double firstDropSeconds = -1; ///< -1: nothing was dropped
    qsizetype fromPool = 0;       ///< served with a pooled key
    qsizetype generated = 0;      ///< served with a key generated on demand
    qsizetype poolLeft = 0;       ///< wrapped keys not used
    /// Medians of the single operations in this run, milliseconds (0: none).
    double keygenMs = 0, unwrapMs = 0, signMs = 0, destroyMs = 0;
    /// The service rate: served ÷ serving time, the serving time counting
    /// the workers' requests and the refill worker's unwraps of the keys
    /// they used (servedPerServingSecond); all, cold, warm, sparse, saturated.
    KeyPoolRates serving;
    /// The serial reference loop of this run (config.serialRequests; 0 when
    /// none ran): requests done and their rate by the same definition (all,
    /// cold, warm; its sparse and saturated stay 0).
    qsizetype serialDone = 0;
    KeyPoolRates serial;
    /// workers ÷ mean cost of a request (the time a worker spent on it plus,
    /// in pool mode, the refill worker's unwrap time per served request): an
    /// estimate assuming every thread busy, half the served rate when the
    /// refill worker runs beside the worker. The service rate before
    /// `serving`; kept for stored runs and the programs that read it.
    double serviceRatePerSecond = 0;
    /// serviceRatePerSecond ÷ workers/(unwrap+sign+destroy) in pool mode,
    /// ÷ workers/(keygen+sign+destroy) on demand (medians of this run): the
    /// same requests' cost against their own operation times, near 1 by
    /// construction. Kept for stored runs; the overhead is
    /// KeyPoolRatios::overhead, against the serial loop.
    double overheadRatio = 0;
    double maxLatencyMs = 0;
    /// When each dropped request arrived, seconds since the run started.
    QList<double> droppedSeconds;
    /// Cost of a served request (worker start → end, plus in pool mode the
    /// refill worker's unwrap time per served request): mean and sample
    /// standard deviation, nanoseconds; the lift's interval comes from them.
    double costMeanNs = 0;
    double costStdDevNs = 0;
    /// Means of the single operations, milliseconds: with skewed times (RSA
    /// key generation) the mean is above the median.
    double keygenMeanMs = 0, unwrapMeanMs = 0, signMeanMs = 0, destroyMeanMs = 0;
    /// overheadRatio with the operations' means instead of their medians (kept
    /// for stored runs, as overheadRatio).
    double overheadRatioOfMeans = 0;
    /// Mean time per served request the harness spent beside the timed
    /// operations (queue hand-off to the end stamp), nanoseconds.
    double harnessMeanNs = 0;
    /// Per request in load.requests order: served with a key unwrapped ahead.
    QList<bool> readyKey;
    qsizetype servedFromReady = 0;
    /// When the first request in pool mode found no key unwrapped ahead
    /// (worker start), seconds since the run started; -1: never.
    double readyRanOutSeconds = -1;
};

/// Runs the service: the calling thread releases requests at the scheduled
/// times into a FIFO bounded by queueBound (beyond it: dropped), served by
/// `workers` threads; in pool mode one more thread unwraps keys ahead.
class KeyPoolBench
{
public:
    /// `progress` (optional) is called on the calling thread at most 30
    /// times a second while requests arrive and while the queue drains.
    static Result<KeyPoolBenchRun>
    run(const KeyPoolBenchConfig &config, const KeyServiceFactory &factory,
        const CancelToken &cancel = {},
        const std::function<void(const LoadProgress &)> &progress = {});
    /// Pool ÷ on demand service rate of one pair of runs (serving.all; for
    /// runs stored before it existed, their serviceRatePerSecond), and the
    /// verdict sentence. Over repeated runs: KeyPoolRatios::liftOverRuns.
    static double lift(const KeyPoolBenchRun &pool, const KeyPoolBenchRun &onDemand);
    static QString verdict(double lift);
};

/// A backend with known operation times (sleeping), for tests of the pool
/// bookkeeping. Shared counters: how many keys exist now.
class SimulatedKeyService : public KeyServiceBackend
{
public:
    struct Times
    {
        std::chrono::microseconds keygen{10000}, unwrap{1000}, sign{1000}, destroy{100};
    };
    explicit SimulatedKeyService(Times t, std::shared_ptr<std::atomic<qint64>> live)
        : m_t(t)
        , m_live(std::move(live))
    {}
    Status setup() override { return {}; }
    Result<quint64> generate() override;
    Result<quint64> unwrapNext() override;
    Status sign(quint64 key) override;
    Status destroy(quint64 key) override;
    void teardown() override {}

    static KeyServiceFactory factory(Times t, std::shared_ptr<std::atomic<qint64>> live);

private:
    Times m_t;
    std::shared_ptr<std::atomic<qint64>> m_live;
};

} // namespace keyward::bench
