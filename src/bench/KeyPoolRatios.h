// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyPoolBench.h"

#include <QList>

#include <vector>

namespace keyward::bench {

/// Keyward's overhead against the serial reference loop of the same run: a
/// service rate ÷ the loop's rate, both served ÷ serving time. `all`,
/// `sparse` and `saturated` divide by the whole loop's rate, `cold` by its
/// first requests', `warm` by the rest's; 0 where a side is missing. The
/// loop runs on one thread: with one worker a figure below 1 is what the
/// service costs beyond the operations (queue, threads, waking up after
/// idle time); with W workers (and the pool's refill worker) the reference
/// is still that one thread, so a figure above 1 is their parallelism.
struct KeyPoolOverhead
{
    double all = 0;
    double cold = 0;
    double warm = 0;
    double sparse = 0;
    double saturated = 0;
};

/// Pool ÷ on demand over repeated runs of the experiment. `value` is the
/// mean of the pool runs' service rates ÷ the mean of the on-demand runs'.
/// The interval is a percentile bootstrap over runs: the pairs (run i's pool
/// and on-demand runs, made one after the other) are resampled with
/// replacement kResamples times with a fixed seed, and the 2.5th and 97.5th
/// percentiles of the resampled lifts are its ends. It needs kMinRuns pairs;
/// it covers the spread between runs on this machine, not between machines.
struct KeyPoolLift
{
    double value = 0;
    double low = 0;
    double high = 0;
    int runs = 0;             ///< pairs it was made from
    bool hasInterval = false; ///< runs >= kMinRuns
};

/// One served request of a key-pool run, for the service rates.
struct ServedKeyRequest
{
    BusyInterval worker; ///< the worker's start → end
    BusyInterval ahead;  ///< the unwrap of its key ahead (hasAhead)
    bool hasAhead = false;
    int step = 0; ///< the load step it arrived in
};

/// The key pool benchmark's ratios, each defined once (README, "Benchmark
/// ratios").
class KeyPoolRatios
{
public:
    static constexpr int kMinRuns = 3;
    static constexpr int kResamples = 2000;

    /// The service rates of the served requests (in the order they started):
    /// all, the first `coldRequests` and the rest, and those that arrived in
    /// saturated and in other steps of `steps`.
    static KeyPoolRates servingRates(const std::vector<ServedKeyRequest> &served,
                                     const QList<StepStats> &steps, int coldRequests);
    /// The serial reference loop of `config` (serialRequests > 0) on the
    /// calling thread with backend index workers + 1: its requests and rates
    /// go into `run` (serialDone, serial). Errors of the backend end it.
    static Status runSerial(const KeyPoolBenchConfig &config, const KeyServiceFactory &factory,
                            const CancelToken &cancel, KeyPoolBenchRun &run);
    static KeyPoolOverhead overhead(const KeyPoolBenchRun &run);
    /// The run's service rate, serving.all; runs stored before it existed
    /// have only serviceRatePerSecond, which this gives for them.
    static double serviceRate(const KeyPoolBenchRun &run);
    /// `pools[i]` and `onDemand[i]` are run i's pair; extra runs of either
    /// list are left out.
    static KeyPoolLift liftOverRuns(const QList<KeyPoolBenchRun> &pools,
                                    const QList<KeyPoolBenchRun> &onDemand);
    /// The same from the rates alone (pool and on-demand service rates per run).
    static KeyPoolLift liftOverRates(const QList<double> &pool, const QList<double> &onDemand);
};

} // namespace keyward::bench
