// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics against samples worked out by hand (the arithmetic is in the comments).
#include "bench/Statistics.h"

#include <QTest>

#include <cmath>

using namespace keyward::bench;

namespace {
bool near(double a, double b, double tol = 1e-6)
{
    return std::fabs(a - b) <= tol * std::max(1.0, std::fabs(b));
}
} // namespace

#define QNEAR(a, b)                                                                                \
    QVERIFY2(                                                                                      \
        near((a), (b)),                                                                            \
        qPrintable(                                                                                \
            QStringLiteral("%1 != %2").arg(double(a), 0, 'g', 10).arg(double(b), 0, 'g', 10)))

class StatisticsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneToTen()
    {
        // 1..10 (shuffled: order must not matter).
        const QList<qint64> v{7, 3, 10, 1, 5, 9, 2, 8, 4, 6};
        const Summary s = summarize(v);
        QCOMPARE(s.count, 10);
        QNEAR(s.min, 1);
        QNEAR(s.max, 10);
        QNEAR(s.mean, 5.5);
        QNEAR(s.median, 5.5); // h = 9·0.5 = 4.5 → 5 + 0.5·(6−5)
        // Σ(x−5.5)² = 2·(0.25+2.25+6.25+12.25+20.25) = 82.5; s² = 82.5/9
        QNEAR(s.stddev, std::sqrt(82.5 / 9)); // 3.0276503540974917
        QNEAR(s.p95, 9.55);                   // h = 9·0.95 = 8.55 → 9 + 0.55·(10−9)
        QNEAR(s.p99, 9.91);                   // h = 8.91
        QNEAR(s.p5, 1.45);                    // h = 0.45 → 1 + 0.45·(2−1)
        QNEAR(s.p25, 3.25);                   // h = 2.25 → 3 + 0.25·(4−3)
        QNEAR(s.p75, 7.75);                   // h = 6.75 → 7 + 0.75·(8−7)
        // t(0.975, 9) = 2.262157; half = 2.262157·3.0276504/√10 = 2.1658504
        QNEAR(s.ciLow, 5.5 - 2.262157 * std::sqrt(82.5 / 9) / std::sqrt(10.0));
        QVERIFY(near(s.ciLow, 3.3341496, 1e-6));
        QVERIFY(near(s.ciHigh, 7.6658504, 1e-6));
        QNEAR(s.ciHalfWidth(), 2.262157 * std::sqrt(82.5 / 9) / std::sqrt(10.0));
    }

    void textbookSet()
    {
        // 2 4 4 4 5 5 7 9: mean 5, Σ(x−5)² = 32, s = √(32/7) = 2.1380899
        const QList<qint64> v{2, 4, 4, 4, 5, 5, 7, 9};
        const Summary s = summarize(v);
        QNEAR(s.mean, 5);
        QNEAR(s.stddev, std::sqrt(32.0 / 7));
        QNEAR(s.median, 4.5); // h = 3.5 → 4 + 0.5·(5−4)
        QNEAR(s.p95, 8.3);    // h = 6.65 → 7 + 0.65·(9−7)
        // t(0.975, 7) = 2.364624; half = 2.364624·2.1380899/√8 = 1.7874877
        QVERIFY(near(s.ciLow, 3.2125123, 1e-6));
        QVERIFY(near(s.ciHigh, 6.7874877, 1e-6));
        // Latency-derived rate: 1e9 / 5 ns.
        QNEAR(s.latencyRatePerSecond(), 2e8);
    }

    void singleAndEmpty()
    {
        const Summary one = summarize(QList<qint64>{42});
        QCOMPARE(one.count, 1);
        QNEAR(one.median, 42);
        QNEAR(one.p99, 42);
        QNEAR(one.stddev, 0);
        QNEAR(one.ciLow, 42);
        QNEAR(one.ciHigh, 42);
        const Summary none = summarize(QList<qint64>{});
        QVERIFY(none.isEmpty());
        QNEAR(none.latencyRatePerSecond(), 0);
    }

    void largeValuesKeepPrecision()
    {
        // Latencies around 1 s in ns with small spread: a one-pass variance
        // would lose everything here.
        const QList<qint64> v{1'000'000'001, 1'000'000'002, 1'000'000'003};
        const Summary s = summarize(v);
        QNEAR(s.mean, 1'000'000'002);
        QVERIFY(near(s.stddev, 1.0, 1e-9));
    }

    void tQuantiles()
    {
        QNEAR(tQuantile975(1), 12.706205);
        QNEAR(tQuantile975(30), 2.042272);
        // Beyond the table: reference values 2.039513 (31), 2.000298 (60),
        // 1.979930 (120), 1.962339 (1000).
        QVERIFY(near(tQuantile975(31), 2.039513, 2e-5));
        QVERIFY(near(tQuantile975(60), 2.000298, 2e-5));
        QVERIFY(near(tQuantile975(120), 1.979930, 2e-5));
        QVERIFY(near(tQuantile975(1000), 1.962339, 2e-5));
        QCOMPARE(tQuantile975(0), 0.0);
    }

    void throughputTwoWays()
    {
        // 1000 operations in 2 s: 500/s on the wall clock; 2 threads at a
        // mean of 4 ms each imply 2/0.004 = 500/s.
        const Throughput t = throughput(1000, 2.0, 2, 4e6);
        QNEAR(t.wallClockPerSecond, 500);
        QNEAR(t.latencyDerivedPerSecond, 500);
        const Throughput none = throughput(0, 0, 1, 0);
        QNEAR(none.wallClockPerSecond, 0);
    }

    void timerResolution()
    {
        const TimerResolution r = measureTimerResolution();
        QVERIFY(r.isMonotonic);
        QVERIFY(r.steadyClockNs > 0);
        QVERIFY(r.elapsedTimerNs > 0);
        // Any usable clock resolves microseconds; a keycard operation (ms) is
        // measured to better than 1 %.
        QVERIFY2(r.steadyClockNs < 1000, qPrintable(QString::number(r.steadyClockNs)));
        QVERIFY(r.adequateFor(1e6));
    }
};

QTEST_GUILESS_MAIN(StatisticsTest)
#include "StatisticsTest.moc"
