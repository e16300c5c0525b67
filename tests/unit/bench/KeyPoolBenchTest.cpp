// SPDX-License-Identifier: GPL-3.0-or-later
// The key pool benchmark's bookkeeping against a simulated token with known
// keygen, unwrap, sign and destroy times: where keys come from, the drop
// counter at the queue bound, the time until the first drop, and that every
// key made is destroyed again. The ratios (service rate, overhead against the
// serial loop, the lift's interval over runs) on constructed figures.
#include "bench/KeyPoolBench.h"
#include "bench/KeyPoolRatios.h"

#include <QTest>

#include <cmath>
#include <mutex>

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
        // With medians the ratio depends on how the sleeps spread on a busy
        // machine; with means it cannot pass 1, since each request's cost
        // holds its own keygen, sign and destroy.
        QVERIFY(r->overheadRatio > 0 && std::isfinite(r->overheadRatio));
        QVERIFY2(r->overheadRatioOfMeans > 0 && r->overheadRatioOfMeans <= 1.0 + 1e-9,
                 qPrintable(QString::number(r->overheadRatioOfMeans)));
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

    // The lift over repeated runs: the means' ratio, and a bootstrap interval
    // over the runs only from three on.
    void liftOverRuns()
    {
        const KeyPoolLift three = KeyPoolRatios::liftOverRates({900, 1000, 1100}, {10, 10, 10});
        QVERIFY(three.hasInterval);
        QCOMPARE(three.runs, 3);
        QVERIFY(qAbs(three.value - 100) < 1e-9);
        // Every resample's lift lies between the smallest and largest run's.
        QVERIFY(three.low >= 90 - 1e-9 && three.low < 100);
        QVERIFY(three.high <= 110 + 1e-9 && three.high > 100);
        // The same runs give the same interval (a fixed seed).
        const KeyPoolLift again = KeyPoolRatios::liftOverRates({900, 1000, 1100}, {10, 10, 10});
        QCOMPARE(again.low, three.low);
        QCOMPARE(again.high, three.high);
        // Runs that agree give no spread, however many requests each served.
        const KeyPoolLift same = KeyPoolRatios::liftOverRates({500, 500, 500, 500}, {5, 5, 5, 5});
        QCOMPARE(same.low, 100.0);
        QCOMPARE(same.high, 100.0);
        // One or two runs: a value, no interval.
        const KeyPoolLift one = KeyPoolRatios::liftOverRates({1000}, {10});
        QCOMPARE(one.value, 100.0);
        QVERIFY(!one.hasInterval);
        QVERIFY(!KeyPoolRatios::liftOverRates({900, 1100}, {10, 10}).hasInterval);
        // From runs: their service rates by serving time.
        KeyPoolBenchRun pool, onDemand;
        pool.serving.all = 820;
        pool.serviceRatePerSecond = 410; // the old estimate, not used beside serving.all
        onDemand.serving.all = 8.2;
        onDemand.serviceRatePerSecond = 8.2;
        QCOMPARE(KeyPoolRatios::liftOverRuns({pool}, {onDemand}).value, 100.0);
        QCOMPARE(KeyPoolBench::lift(pool, onDemand), 100.0);
    }

    // Served ÷ serving time: idle time left out, overlapping work counted once.
    void servedPerServingSecondIsServedOverTheUnionOfBusyIntervals()
    {
        constexpr qint64 ms = 1'000'000;
        // 0–100 and 50–150 overlap (150 ms), then idle, then 300–400: 250 ms for 3.
        QVERIFY(qAbs(servedPerServingSecond(
                         3, {{0, 100 * ms}, {50 * ms, 150 * ms}, {300 * ms, 400 * ms}}) -
                     12.0) < 1e-9);
        QCOMPARE(servedPerServingSecond(0, {}), 0.0);
        // Out of order and nested.
        QVERIFY(qAbs(servedPerServingSecond(2, {{20 * ms, 30 * ms}, {0, 100 * ms}}) - 20.0) < 1e-9);
    }

    // The pool at saturation: a worker signs back to back (2 ms each) while
    // the refill worker unwraps the next key beside it (2 ms, the interval
    // before). Served per second of serving time is 1 per 2 ms; workers ÷
    // mean cost (worker time + unwrap) would say half of it.
    void servingRatesCountTheRefillWorkerInParallel()
    {
        constexpr qint64 ms = 1'000'000;
        std::vector<ServedKeyRequest> served;
        for (qint64 i = 0; i < 100; ++i) {
            ServedKeyRequest r;
            r.worker = {i * 2 * ms, (i + 1) * 2 * ms};
            r.ahead = {(i - 1) * 2 * ms, i * 2 * ms};
            r.hasAhead = true;
            r.step = i < 40 ? 0 : 1;
            served.push_back(r);
        }
        StepStats sparse, saturated;
        saturated.saturated = true;
        const KeyPoolRates r = KeyPoolRatios::servingRates(served, {sparse, saturated}, 10);
        // 100 requests in 202 ms (the first key was unwrapped 2 ms before).
        QVERIFY(qAbs(r.all - 100 / 0.202) < 1e-6);
        QVERIFY(qAbs(r.cold - 10 / 0.022) < 1e-6);      // requests 0–9: −2 … 20 ms
        QVERIFY(qAbs(r.warm - 90 / 0.182) < 1e-6);      // requests 10–99: 18 … 200 ms
        QVERIFY(qAbs(r.sparse - 40 / 0.082) < 1e-6);    // step 0: −2 … 80 ms
        QVERIFY(qAbs(r.saturated - 60 / 0.122) < 1e-6); // step 1: 78 … 200 ms
        // No steps known: every request counts as below saturation.
        QCOMPARE(KeyPoolRatios::servingRates(served, {}, 10).saturated, 0.0);
    }

    // The overhead divides the service's rates by the serial loop's.
    void overheadIsServiceRateOverTheSerialLoop()
    {
        KeyPoolBenchRun run;
        run.serving = KeyPoolRates{400, 100, 450, 300, 480};
        KeyPoolOverhead none = KeyPoolRatios::overhead(run); // no loop ran
        QCOMPARE(none.all, 0.0);
        QCOMPARE(none.saturated, 0.0);
        run.serialDone = 100;
        run.serial = KeyPoolRates{500, 250, 520, 0, 0};
        const KeyPoolOverhead o = KeyPoolRatios::overhead(run);
        QCOMPARE(o.all, 0.8);
        QCOMPARE(o.cold, 0.4);
        QCOMPARE(o.warm, 450.0 / 520);
        QCOMPARE(o.sparse, 0.6);     // ÷ the whole loop
        QCOMPARE(o.saturated, 0.96); // ÷ the whole loop
    }

    // The serial loop runs in the same experiment on its own backend (index
    // workers + 1) with the pool's operations, and the overhead is made from it.
    void serialLoopRunsTheSameOperationsOnItsOwnBackend()
    {
        auto live = std::make_shared<std::atomic<qint64>>(0);
        // Per backend index: keys generated and unwrapped.
        QMap<int, std::pair<int, int>> made;
        std::mutex m;
        const KeyServiceFactory factory = [&](int index) -> std::unique_ptr<KeyServiceBackend> {
            struct Counting : SimulatedKeyService
            {
                Counting(Times t, std::shared_ptr<std::atomic<qint64>> l,
                         std::function<void(bool)> count)
                    : SimulatedKeyService(t, std::move(l))
                    , m_count(std::move(count))
                {}
                keyward::Result<quint64> generate() override
                {
                    m_count(true);
                    return SimulatedKeyService::generate();
                }
                keyward::Result<quint64> unwrapNext() override
                {
                    m_count(false);
                    return SimulatedKeyService::unwrapNext();
                }
                std::function<void(bool)> m_count;
            };
            return std::make_unique<Counting>(times(), live, [&m, &made, index](bool generated) {
                std::lock_guard lock(m);
                (generated ? made[index].first : made[index].second) += 1;
            });
        };
        for (const auto mode :
             {KeyPoolBenchConfig::Mode::Pool, KeyPoolBenchConfig::Mode::OnDemand}) {
            made.clear();
            KeyPoolBenchConfig c = config(mode, 1000);
            c.steps = {LoadStep{20, 250ms}};
            c.serialRequests = 8;
            c.coldRequests = 3;
            auto r = KeyPoolBench::run(c, factory);
            QVERIFY2(r, qPrintable(r ? QString() : r.error().technical()));
            QCOMPARE(r->serialDone, 8);
            // 1 worker (0), the refill worker (1), the loop (2) with the mode's operations.
            const bool pool = mode == KeyPoolBenchConfig::Mode::Pool;
            QCOMPARE(made.value(2), pool ? std::pair(0, 8) : std::pair(8, 0));
            QVERIFY(r->serial.all > 0 && r->serial.cold > 0 && r->serial.warm > 0);
            QCOMPARE(r->serial.sparse, 0.0);
            QCOMPARE(r->serial.saturated, 0.0);
            const KeyPoolOverhead o = KeyPoolRatios::overhead(*r);
            QCOMPARE(o.all, r->serving.all / r->serial.all);
            QCOMPARE(o.cold, r->serving.cold / r->serial.cold);
            QCOMPARE(r->fromPool + r->generated, r->served); // the loop's are not the service's
            QCOMPARE(live->load(), 0);                       // the loop destroyed its keys too
        }
        KeyPoolBenchConfig bad = config(KeyPoolBenchConfig::Mode::Pool, 10);
        bad.serialRequests = -1;
        QVERIFY(!KeyPoolBench::run(bad, factory));
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
