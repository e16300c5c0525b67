// SPDX-License-Identifier: GPL-3.0-or-later
#include "Statistics.h"

#include <QElapsedTimer>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <vector>

namespace keyward::bench {

double percentileSorted(std::span<const double> sorted, double p)
{
    if (sorted.empty()) {
        return 0;
    }
    p = std::clamp(p, 0.0, 1.0);
    const double h = double(sorted.size() - 1) * p;
    const auto lo = size_t(std::floor(h));
    const size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - double(lo)) * (sorted[hi] - sorted[lo]);
}

double tQuantile975(qsizetype df)
{
    // t(0.975, df) for df = 1..30 (standard tables).
    static constexpr double table[] = {12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912,
                                       2.364624,  2.306004, 2.262157, 2.228139, 2.200985, 2.178813,
                                       2.160369,  2.144787, 2.131450, 2.119905, 2.109816, 2.100922,
                                       2.093024,  2.085963, 2.079614, 2.073873, 2.068658, 2.063899,
                                       2.059539,  2.055529, 2.051831, 2.048407, 2.045230, 2.042272};
    if (df < 1) {
        return 0;
    }
    if (df <= 30) {
        return table[df - 1];
    }
    // Cornish–Fisher expansion around the normal quantile; error < 1e-5 for df > 30.
    const double z = 1.959963984540054;
    const double n = double(df);
    const double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z;
    return z + (z3 + z) / (4 * n) + (5 * z5 + 16 * z3 + 3 * z) / (96 * n * n) +
           (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * n * n * n);
}

Summary summarize(std::span<const qint64> samplesNs)
{
    Summary s;
    s.count = qsizetype(samplesNs.size());
    if (samplesNs.empty()) {
        return s;
    }
    std::vector<double> sorted(samplesNs.size());
    std::transform(samplesNs.begin(), samplesNs.end(), sorted.begin(),
                   [](qint64 v) { return double(v); });
    std::sort(sorted.begin(), sorted.end());
    s.min = double(samplesNs[0]);
    s.max = s.min;
    for (qint64 v : samplesNs) {
        s.min = std::min(s.min, double(v));
        s.max = std::max(s.max, double(v));
    }
    // Two-pass mean and variance: stable for the large, similar values latencies are.
    double sum = 0;
    for (double v : sorted) {
        sum += v;
    }
    s.mean = sum / double(sorted.size());
    double sq = 0;
    for (double v : sorted) {
        sq += (v - s.mean) * (v - s.mean);
    }
    s.stddev = sorted.size() > 1 ? std::sqrt(sq / double(sorted.size() - 1)) : 0;
    s.median = percentileSorted(sorted, 0.5);
    s.p5 = percentileSorted(sorted, 0.05);
    s.p25 = percentileSorted(sorted, 0.25);
    s.p75 = percentileSorted(sorted, 0.75);
    s.p95 = percentileSorted(sorted, 0.95);
    s.p99 = percentileSorted(sorted, 0.99);
    const double half =
        sorted.size() > 1 ? tQuantile975(s.count - 1) * s.stddev / std::sqrt(double(sorted.size()))
                          : 0;
    s.ciLow = s.mean - half;
    s.ciHigh = s.mean + half;
    return s;
}

Summary summarize(const QList<qint64> &samplesNs)
{
    return summarize(std::span<const qint64>(samplesNs.constData(), size_t(samplesNs.size())));
}

Throughput throughput(qsizetype operations, double wallSeconds, int threads, double meanLatencyNs)
{
    Throughput t;
    if (wallSeconds > 0) {
        t.wallClockPerSecond = double(operations) / wallSeconds;
    }
    if (meanLatencyNs > 0) {
        t.latencyDerivedPerSecond = double(threads) * 1e9 / meanLatencyNs;
    }
    return t;
}

TimerResolution measureTimerResolution()
{
    TimerResolution r;
    // The smallest non-zero difference over a few hundred back-to-back reads.
    constexpr int kRounds = 200;
    QElapsedTimer et;
    et.start();
    r.isMonotonic = QElapsedTimer::isMonotonic();
    qint64 best = std::numeric_limits<qint64>::max();
    for (int i = 0; i < kRounds; ++i) {
        const qint64 a = et.nsecsElapsed();
        qint64 b = a;
        while (b == a) {
            b = et.nsecsElapsed();
        }
        best = std::min(best, b - a);
    }
    r.elapsedTimerNs = best;
    best = std::numeric_limits<qint64>::max();
    using clock = std::chrono::steady_clock;
    for (int i = 0; i < kRounds; ++i) {
        const auto a = clock::now();
        auto b = a;
        while (b == a) {
            b = clock::now();
        }
        best = std::min<qint64>(
            best, std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count());
    }
    r.steadyClockNs = best;
    return r;
}

} // namespace keyward::bench
