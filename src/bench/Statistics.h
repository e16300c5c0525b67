// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

#include <span>

namespace keyward::bench {

/// Descriptive statistics of one set of latencies, all in nanoseconds.
///
/// Percentiles use linear interpolation between closest ranks (Hyndman & Fan
/// type 7, the default of R, NumPy and spreadsheet PERCENTILE.INC): for n
/// sorted values x[0..n-1], p in [0,1], h = (n-1)·p, result =
/// x[floor h] + (h − floor h)·(x[floor h + 1] − x[floor h]).
/// The standard deviation is the sample one (n − 1). The 95 % confidence
/// interval of the mean is mean ± t(0.975, n−1)·s/√n (Student's t).
struct Summary
{
    qsizetype count = 0;
    double min = 0;
    double max = 0;
    double mean = 0;
    double median = 0;
    double stddev = 0; ///< sample standard deviation; 0 for n < 2
    double p5 = 0;     ///< with p25, p75, p95: a box plot without sorting again
    double p25 = 0;
    double p75 = 0;
    double p95 = 0;
    double p99 = 0;
    double ciLow = 0;  ///< 95 % CI of the mean, lower bound (= mean for n < 2)
    double ciHigh = 0; ///< upper bound

    double ciHalfWidth() const { return (ciHigh - ciLow) / 2; }
    /// Operations per second one caller would get from the mean latency.
    double latencyRatePerSecond() const { return mean > 0 ? 1e9 / mean : 0; }
    bool isEmpty() const { return count == 0; }
};

/// Summarise samples (any order; nanoseconds). Empty input gives an empty Summary.
Summary summarize(std::span<const qint64> samplesNs);
Summary summarize(const QList<qint64> &samplesNs);

/// Percentile of already sorted values, method as documented on Summary.
double percentileSorted(std::span<const double> sorted, double p);

/// Two-sided 95 % quantile of Student's t with `df` degrees of freedom
/// (exact table to 30, Cornish–Fisher expansion above; 1.959964 as df → ∞).
double tQuantile975(qsizetype df);

/// Throughput two ways, side by side: what the wall clock saw (all threads'
/// completed operations over the elapsed time of the timed phase) and what
/// the latencies alone imply (threads / mean latency). A gap between them is
/// time spent outside the measured call (harness, locking, scheduling).
struct Throughput
{
    double wallClockPerSecond = 0;
    double latencyDerivedPerSecond = 0;
};
Throughput throughput(qsizetype operations, double wallSeconds, int threads, double meanLatencyNs);

/// The smallest step the clocks used for timing can show, measured by
/// reading them back to back until the value changes (nanoseconds).
struct TimerResolution
{
    qint64 elapsedTimerNs = 0; ///< QElapsedTimer::nsecsElapsed
    qint64 steadyClockNs = 0;  ///< std::chrono::steady_clock (what the engine uses)
    bool isMonotonic = true;   ///< QElapsedTimer::clockType() is monotonic
    /// Whether latencies of `typicalNs` are resolved to better than 1 %.
    bool adequateFor(double typicalNs) const
    {
        return double(std::max(elapsedTimerNs, steadyClockNs)) * 100 <= typicalNs;
    }
};
TimerResolution measureTimerResolution();

} // namespace keyward::bench
