// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchCase.h"
#include "OperationRunner.h"
#include "Statistics.h"
#include "core/Operation.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>

namespace keyward::bench {

/// One thread's raw latencies (nanoseconds), in the order they were taken.
struct ThreadSamples
{
    QList<qint64> cold;   ///< the warm-up: first operations after setup, kept apart
    QList<qint64> steady; ///< the timed phase: the figures
};

/// Everything one run produced. Summaries are computed from the raw samples.
struct RunResult
{
    BenchCase benchCase;
    QDateTime startedUtc;
    double wallSeconds = 0; ///< timed phase, first start to last end over all threads
    QList<ThreadSamples> threads;
    TimerResolution timer;
    bool truncated = false; ///< a duration run filled its preallocated buffer and stopped early

    QList<qint64> steadySamples() const; ///< all threads, concatenated
    QList<qint64> coldSamples() const;
    /// Computed once by the engine on its own thread (sorting a long run's
    /// samples costs tens of ms: never on the GUI thread, never per chart).
    Summary steadySummary;
    Summary coldSummary;
    Summary steady() const
    {
        return steadySummary.isEmpty() ? summarize(steadySamples()) : steadySummary;
    }
    Summary cold() const { return coldSummary.isEmpty() ? summarize(coldSamples()) : coldSummary; }
    /// Wall-clock rate beside the rate the mean latency implies.
    Throughput throughput() const;
};

/// A progress report, at most BenchEngine::kMaxUpdatesPerSecond per second.
struct BenchProgress
{
    qint64 done = 0;     ///< timed operations completed, all threads
    qint64 total = -1;   ///< known for iteration runs; -1 for duration runs
    double fraction = 0; ///< 0..1 of the run (by count or by time)
    double elapsedSeconds = 0;
    QList<qint64>
        recentNs; ///< samples finished since the last report (at most 512), for live charts
};

/// Called on the thread that runs the engine.
using ProgressFn = std::function<void(const BenchProgress &)>;

/// Runs one case: per thread a runner made on that thread, setup, the warm-up
/// (kept as cold samples), then — all threads released together — the timed
/// phase into preallocated buffers, with nothing allocated, logged or locked
/// in the loop. Blocks the calling thread, which reports progress and watches
/// the cancel token; run it on a worker, never on the GUI thread.
class BenchEngine
{
public:
    static constexpr int kMaxUpdatesPerSecond = 30;
    static constexpr qsizetype kMaxSamplesPerThread = 20'000'000;
    /// Bounds of a case (the engine preallocates every sample's slot).
    static constexpr int kMaxThreads = 256;
    static constexpr int kMaxIterations = int(kMaxSamplesPerThread);
    static constexpr int kMaxWarmup = 1'000'000;
    static constexpr std::chrono::hours kMaxDuration{24};

    /// Errors: a runner's setup or operation failed (its Error, first one
    /// wins), Cancelled when the token was cancelled, InvalidInput for a case
    /// with no threads or no work, or beyond the bounds above.
    static Result<RunResult> run(const BenchCase &benchCase, const RunnerFactory &factory,
                                 const CancelToken &cancel, const ProgressFn &progress = {});
};

} // namespace keyward::bench

Q_DECLARE_METATYPE(keyward::bench::RunResult)
Q_DECLARE_METATYPE(keyward::bench::BenchProgress)
