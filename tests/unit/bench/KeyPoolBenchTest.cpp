// SPDX-License-Identifier: GPL-3.0-or-later
// The key pool benchmark's bookkeeping against a simulated token with known
// keygen, unwrap, sign and destroy times: where keys come from, the drop
// counter at the queue bound, the time until the first drop, and that every
// key made is destroyed again.
#include "bench/KeyPoolBench.h"

#include <QTest>

#include <cmath>

using namespace keyward::bench;
using namespace std::chrono_literals;

class KeyPoolBenchTest : public QObject
{
    Q_OBJECT

    static KeyPoolBenchConfig config(KeyPoolBenchConfig::Mode mode, int poolSize)
    {
        KeyPoolBenchConfig c;
        c.mode = mode;
        c.steps = {LoadStep{50, 1000ms}}; // 50 requests, one every 20 ms
        c.workers = 1;
        c.queueBound = 10;
        c.poolSize = poolSize;
        c.readyTarget = 5;
        return c;
    }

    static SimulatedKeyService::Times times()
    {
        SimulatedKeyService::Times t;
        t.keygen = 100ms; // 10 keys/s against 50 requests/s
        t.unwrap = 1ms;
        t.sign = 1ms;
        t.destroy = 100us;
        return t;
    }

private Q_SLOTS:
    void onDemandDropsAboveTheKeygenRate()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        auto r = KeyPoolBench::run(config(KeyPoolBenchConfig::Mode::OnDemand, 0),
                                   SimulatedKeyService::factory(times(), live));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().technical()));
        QCOMPARE(r->arrived, 50);
        QVERIFY(r->dropped > 0);
        QCOMPARE(r->served + r->dropped, r->arrived);
        QCOMPARE(r->generated, r->served);
        QCOMPARE(r->fromPool, 0);
        QVERIFY(r->firstDropSeconds > 0);
        QVERIFY(r->keygenMs >= 100);
        QCOMPARE(r->unwrapMs, 0.0);
        QVERIFY(r->serviceRatePerSecond > 0 && r->serviceRatePerSecond <= 10);
        QVERIFY(r->overheadRatio > 0 && r->overheadRatio <= 1.0);
        QCOMPARE(live->load(), 0); // every generated pair destroyed
    }

    void poolServesWithoutDrops()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        auto r = KeyPoolBench::run(config(KeyPoolBenchConfig::Mode::Pool, 1000),
                                   SimulatedKeyService::factory(times(), live));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().technical()));
        QCOMPARE(r->dropped, 0);
        QCOMPARE(r->firstDropSeconds, -1.0);
        QCOMPARE(r->served, 50);
        QCOMPARE(r->fromPool, 50);
        QCOMPARE(r->generated, 0);
        QCOMPARE(r->keygenMs, 0.0);
        QVERIFY(r->unwrapMs >= 1);
        QVERIFY(r->poolLeft > 0 && r->poolLeft <= 1000 - 50);
        QCOMPARE(live->load(), 0); // ready keys left over are destroyed too
    }

    void aDryPoolFallsBackToGeneratingAndThenDrops()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        auto r = KeyPoolBench::run(config(KeyPoolBenchConfig::Mode::Pool, 10),
                                   SimulatedKeyService::factory(times(), live));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().technical()));
        QCOMPARE(r->fromPool, 10);
        QCOMPARE(r->poolLeft, 0);
        QCOMPARE(r->generated, r->served - 10);
        QVERIFY(r->dropped > 0);
        // The queue cannot fill before the tenth pooled key is taken (arrival 9, at 180 ms).
        QVERIFY(r->firstDropSeconds > 0.18);
        QCOMPARE(live->load(), 0);
    }

    void liftAndVerdict()
    {
        KeyPoolBenchRun pool, onDemand;
        pool.serviceRatePerSecond = 820;
        onDemand.serviceRatePerSecond = 6;
        const double lift = KeyPoolBench::lift(pool, onDemand);
        QVERIFY(qAbs(lift - 136.67) < 0.01);
        QCOMPARE(KeyPoolBench::verdict(lift),
                 QStringLiteral("The key pool serves 137× the requests on this token."));
        QCOMPARE(KeyPoolBench::verdict(0.2),
                 QStringLiteral("Generating on demand is faster here."));
        onDemand.serviceRatePerSecond = 0;
        QCOMPARE(KeyPoolBench::lift(pool, onDemand), 0.0);
    }

    void liftInterval()
    {
        // Known costs: on demand 100 ms ± 20 ms over 100 requests, the pool
        // 1 ms ± 0.1 ms over 400: se = sqrt(0.01/400 + 0.04/100) ≈ 0.02062.
        KeyPoolBenchRun pool, onDemand;
        pool.serviceRatePerSecond = 1000;
        pool.served = 400;
        pool.costMeanNs = 1e6;
        pool.costStdDevNs = 1e5;
        onDemand.serviceRatePerSecond = 10;
        onDemand.served = 100;
        onDemand.costMeanNs = 1e8;
        onDemand.costStdDevNs = 2e7;
        const KeyPoolLift l = KeyPoolBench::liftWithInterval(pool, onDemand);
        QVERIFY(l.hasInterval);
        QCOMPARE(l.value, 100.0);
        const double se = std::sqrt(0.01 / 400 + 0.04 / 100);
        QVERIFY(qAbs(l.low - 100 * std::exp(-1.96 * se)) < 1e-9);
        QVERIFY(qAbs(l.high - 100 * std::exp(1.96 * se)) < 1e-9);
        QVERIFY(l.low < 100 && l.high > 100);
        onDemand.served = 1; // one request gives no spread
        QVERIFY(!KeyPoolBench::liftWithInterval(pool, onDemand).hasInterval);
    }

    void progressAndCostsOfARun()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        int reports = 0;
        qsizetype lastArrived = 0;
        bool ordered = true;
        auto r = KeyPoolBench::run(config(KeyPoolBenchConfig::Mode::OnDemand, 0),
                                   SimulatedKeyService::factory(times(), live), {},
                                   [&](const LoadProgress &p) {
                                       ++reports;
                                       ordered &= p.arrived >= lastArrived && p.total == 50;
                                       lastArrived = p.arrived;
                                   });
        QVERIFY2(r, qPrintable(r ? QString() : r.error().technical()));
        QVERIFY(reports > 0);
        QVERIFY(ordered);
        QCOMPARE(r->droppedSeconds.size(), r->dropped);
        QVERIFY(r->droppedSeconds.constFirst() == r->firstDropSeconds);
        QVERIFY(r->costMeanNs >= 100e6); // a key generation at least
        QVERIFY(r->costStdDevNs >= 0);
    }

    // A burst far above the sign rate: the first readyTarget requests are
    // served with keys unwrapped before it started, each then only signs;
    // when they run out the workers wait for unwraps ten times as long.
    void burstServedFromReadyKeysUntilTheyRunOut()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        KeyPoolBenchConfig c = config(KeyPoolBenchConfig::Mode::Pool, 1000);
        c.queueBound = 1000;
        c.readyTarget = 20;
        c.burstRate = 2000; // 100 requests, one every 0.5 ms
        c.burstDuration = 50ms;
        SimulatedKeyService::Times t = times();
        t.unwrap = 10ms;
        auto r = KeyPoolBench::run(c, SimulatedKeyService::factory(t, live));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().technical()));
        QCOMPARE(r->arrived, 100);
        QCOMPARE(r->dropped, 0);
        QCOMPARE(r->served, 100);
        QCOMPARE(r->load.steps.size(), 1);
        QCOMPARE(r->readyKey.size(), 100);
        for (int i = 0; i < 20; ++i) {
            QVERIFY2(r->readyKey.at(i), qPrintable(QString::number(i)));
        }
        QVERIFY(r->servedFromReady >= 20 && r->servedFromReady < 100);
        QCOMPARE(r->servedFromReady, qsizetype(r->readyKey.count(true)));
        // The run-out is the start of the first request served without a ready key.
        const qsizetype out = r->readyKey.indexOf(false);
        QVERIFY(out >= 20);
        const auto &q = r->load.requests;
        QCOMPARE(r->readyRanOutSeconds, double(q.at(out).startNs) / 1e9);
        QVERIFY(q.at(19).startNs <= q.at(out).startNs);
        // Served at the sign rate before, at the unwrap-bound rate after.
        const double before = double(q.at(out - 1).endNs - q.at(0).startNs) / double(out);
        const double after = double(q.at(99).endNs - q.at(out - 1).endNs) / double(100 - out);
        QVERIFY2(after > 2 * before, qPrintable(QStringLiteral("%1 %2").arg(before).arg(after)));
        QCOMPARE(r->fromPool, 100);
        QCOMPARE(live->load(), 0); // ready keys left over destroyed too
    }

    // Keys unwrapped ahead but never used cost no request: a pool run with
    // many ready keys and few requests is not charged for the rest.
    void unusedReadyKeysCostNoRequest()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        KeyPoolBenchConfig c = config(KeyPoolBenchConfig::Mode::Pool, 1000);
        c.steps = {LoadStep{20, 250ms}}; // 5 requests
        c.readyTarget = 40;
        SimulatedKeyService::Times t = times();
        t.unwrap = 10ms;
        auto r = KeyPoolBench::run(c, SimulatedKeyService::factory(t, live));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().technical()));
        QCOMPARE(r->served, 5);
        QCOMPARE(r->servedFromReady, 5);
        QCOMPARE(r->readyRanOutSeconds, -1.0);
        // Charged for 45 unwraps it would be about 0.12; for its own 5, near 1.
        QVERIFY2(r->overheadRatio > 0.5, qPrintable(QString::number(r->overheadRatio)));
        QVERIFY(r->overheadRatioOfMeans > 0.5);
        QVERIFY(r->unwrapMeanMs >= 10 && r->signMeanMs >= 1);
        QVERIFY(r->harnessMeanNs >= 0);
        QCOMPARE(live->load(), 0);
    }

    void refusesBadConfigurations()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        KeyPoolBenchConfig c = config(KeyPoolBenchConfig::Mode::Pool, 10);
        c.queueBound = 0;
        QVERIFY(!KeyPoolBench::run(c, SimulatedKeyService::factory(times(), live)));
        c = config(KeyPoolBenchConfig::Mode::Pool, 10);
        c.steps.clear();
        QVERIFY(!KeyPoolBench::run(c, SimulatedKeyService::factory(times(), live)));
        c = config(KeyPoolBenchConfig::Mode::OnDemand, 10);
        c.burstRate = 100; // a burst runs from the pool only
        c.burstDuration = 100ms;
        QVERIFY(!KeyPoolBench::run(c, SimulatedKeyService::factory(times(), live)));
        c.mode = KeyPoolBenchConfig::Mode::Pool;
        c.burstDuration = 0ms;
        QVERIFY(!KeyPoolBench::run(c, SimulatedKeyService::factory(times(), live)));
    }
};

QTEST_GUILESS_MAIN(KeyPoolBenchTest)
#include "KeyPoolBenchTest.moc"
