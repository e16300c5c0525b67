// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OperationRunner.h"
#include "core/Operation.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>

#include <chrono>
#include <functional>
#include <vector>

namespace keyward::bench {

/// Requests at one arrival rate for a while.
struct LoadStep
{
    double ratePerSecond = 1;
    std::chrono::milliseconds duration{1000};
};

/// A load profile: stepped arrival rates, a FIFO, N workers (each with its
/// own runner and session).
struct LoadProfileConfig
{
    QList<LoadStep> steps;
    int workers = 1;
    /// Deterministic arrivals (evenly spaced) by default; Poisson arrivals
    /// (exponential gaps, seeded) when true.
    bool poisson = false;
    quint32 seed = 1;
    /// After the last step, how long the workers may take to empty the queue.
    std::chrono::milliseconds drainLimit{10000};

    /// Rates up then (if backDown) down again, each held for stepDuration:
    /// stepped({1, 2, 5}, 2 s, 1, true) gives 1, 2, 5, 2, 1 per second.
    static LoadProfileConfig stepped(const QList<double> &rates,
                                     std::chrono::milliseconds stepDuration, int workers,
                                     bool backDown = true);
    qsizetype scheduledRequests() const;

    /// Bounds every load profile keeps (the runner holds one record per
    /// scheduled request in memory).
    static constexpr int kMaxWorkers = 256;
    static constexpr double kMaxRatePerSecond = 1e6;
    static constexpr std::chrono::hours kMaxStepDuration{24};
    static constexpr qsizetype kMaxSteps = 1000;
    static constexpr qsizetype kMaxScheduledRequests = 10'000'000;
    /// Within those bounds: workers, finite positive rates, step durations
    /// and the number of requests. InvalidInput says which bound is broken.
    Status validate() const;
};

/// Arrival rates for a load profile on a device that serves `perSecond`
/// requests a second (a short calibration run, times the workers): a quarter,
/// half, three quarters, nine tenths of it, then 1.1 and 1.5 times it, so the
/// profile loads the device and crosses its saturation. Two significant
/// digits; empty when perSecond is not positive.
QList<double> ratesAroundServiceRate(double perSecond);

/// One request: when it arrived, when a worker took it, when it was done
/// (nanoseconds since the profile started; start/end are -1 if never served).
struct RequestRecord
{
    qint64 arrivalNs = 0;
    qint64 startNs = -1;
    qint64 endNs = -1;
    int step = 0;
    int worker = -1;
    bool ok = false;

    bool served() const { return endNs >= 0; }
};

/// A stretch of time in which the service worked on a request (ns since the
/// run started; the start may be negative for work done before it).
struct BusyInterval
{
    qint64 startNs = 0;
    qint64 endNs = 0;
};

/// The service rate, defined here once for every benchmark that reports one
/// (load profiles, TLS load profiles, the key pool and its serial reference
/// loop): requests served ÷ the time the service was serving. That time is
/// the length of the union of the intervals in which it worked on at least one
/// request: a worker's start → end of each request and, in the key pool, the
/// refill worker's unwrap of each key a served request used. Idle time between
/// requests does not count and overlapping work counts once, so with W workers
/// kept busy it is what they served per second together, and with one request
/// at a time it is 1 ÷ the mean time per request. 0 when nothing was served.
double servedPerServingSecond(qsizetype served, std::vector<BusyInterval> intervals);

/// Queue length and busy workers from one moment on (a step function).
struct QueuePoint
{
    qint64 tNs = 0;
    int queued = 0;    ///< waiting in the FIFO
    int inService = 0; ///< being served by a worker
};

/// What one step of the profile did.
///
/// Measured L is the time average of requests in the system (waiting or in
/// service) over the step's window; Little's law predicts L = λ·W from the
/// arrival rate λ and mean time in system W of the requests that arrived in
/// the step. The two agree while the device keeps up; past saturation the
/// prediction (made from requests served long after the step) drifts away,
/// which is the point of showing both.
struct StepStats
{
    int step = 0;
    double offeredRate = 0; ///< configured arrivals per second
    double startSeconds = 0;
    double endSeconds = 0;
    qsizetype arrived = 0;
    qsizetype completed = 0;  ///< of those that arrived in this step
    double arrivalRate = 0;   ///< measured λ
    double throughput = 0;    ///< completions inside the step's window per second
    double meanServiceNs = 0; ///< S
    double meanWaitNs = 0;    ///< Wq
    double meanLatencyNs = 0; ///< W = Wq + S (arrival to end)
    double p95LatencyNs = 0;
    double measuredInSystem = 0;  ///< L, time average
    double measuredQueued = 0;    ///< Lq, time average
    double predictedInSystem = 0; ///< λ·W (Little's law)
    double predictedQueued = 0;   ///< λ·Wq
    double utilisation = 0;       ///< λ·S / workers
    int queueAtStart = 0;
    int queueAtEnd = 0;
    /// The queue grew during the step by more than 10 % of its arrivals (and
    /// by at least 2) while the utilisation was at least 0.9: the device no
    /// longer keeps up.
    bool saturated = false;
};

struct LoadProfileResult
{
    LoadProfileConfig config;
    QDateTime startedUtc;
    QList<RequestRecord> requests;
    QList<QueuePoint> queue; ///< every change, in time order
    QList<StepStats> steps;
    /// The service rate (servedPerServingSecond) over every served request.
    double servedPerServingSecond = 0;
    /// workers ÷ mean service time: an estimate that assumes every worker was
    /// busy all the time. Shown as the service rate before
    /// servedPerServingSecond existed and still written to exports for the
    /// programs that read it; no figure or ratio is made from it.
    double serviceRatePerSecond = 0;
    int saturationStep = -1;    ///< first saturated step, -1 if none
    double saturationRate = -1; ///< its offered rate
    bool drained = true;        ///< every request was served before drainLimit
};

/// The queue model: derive queue series, per-step figures, service rate and
/// saturation from raw request records (pure; used by the runner and by
/// imports of stored profiles).
LoadProfileResult analyzeLoad(const LoadProfileConfig &config, QList<RequestRecord> requests);

/// Progress of a load profile run.
struct LoadProgress
{
    qsizetype arrived = 0;
    qsizetype completed = 0;
    qsizetype total = 0;
    int step = 0;
    int queued = 0;
    double elapsedSeconds = 0;
};

/// Runs a load profile: the calling thread releases requests at the
/// scheduled times into a FIFO served by `workers` threads, each with its own
/// runner made on that thread. Progress at most 30 times per second; cancel
/// with the token (Error kind Cancelled).
class LoadProfileRunner
{
public:
    static Result<LoadProfileResult>
    run(const LoadProfileConfig &config, const RunnerFactory &factory, const CancelToken &cancel,
        const std::function<void(const LoadProgress &)> &progress = {});
};

} // namespace keyward::bench

Q_DECLARE_METATYPE(keyward::bench::LoadProfileResult)
Q_DECLARE_METATYPE(keyward::bench::LoadProgress)
