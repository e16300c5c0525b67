// SPDX-License-Identifier: GPL-3.0-or-later
// The queue model: first on hand-made request records (exact figures), then
// against a simulated device of known service time (ratios, no time limits).
#include "bench/LoadProfile.h"
#include "bench/SimulatedRunner.h"

#include <QTest>

// The failure text, evaluated even when the check passes: must not touch a value-less error.
template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

#include <cmath>

using namespace keyward;
using namespace keyward::bench;
using namespace std::chrono_literals;

namespace {
constexpr qint64 kMs = 1'000'000;

RequestRecord req(qint64 arrivalMs, qint64 startMs, qint64 endMs, int step = 0)
{
    RequestRecord r;
    r.arrivalNs = arrivalMs * kMs;
    r.startNs = startMs * kMs;
    r.endNs = endMs * kMs;
    r.step = step;
    r.worker = 0;
    r.ok = true;
    return r;
}

/// Fails every second request; its failures are outcomes (or not).
class HalfFailing final : public OperationRunner
{
public:
    explicit HalfFailing(bool outcomes)
        : outcomes_(outcomes)
    {}
    Status setup() override { return {}; }
    Status runOnce() override
    {
        if (++n_ % 2 == 0) {
            return Error::internal(QStringLiteral("request"), QStringLiteral("refused"));
        }
        return {};
    }
    void teardown() override {}
    bool failuresAreOutcomes() const override { return outcomes_; }

private:
    bool outcomes_;
    int n_ = 0;
};

bool within(double a, double b, double rel)
{
    return std::fabs(a - b) <= rel * std::fabs(b);
}
} // namespace

class LoadProfileTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ratesFromACalibration()
    {
        // A token that serves 1,000 requests/s is loaded past saturation.
        auto same = [](const QList<double> &a, const QList<double> &b) {
            return a.size() == b.size() &&
                   std::equal(a.cbegin(), a.cend(), b.cbegin(),
                              [](double x, double y) { return qFuzzyCompare(x, y); });
        };
        QVERIFY(same(ratesAroundServiceRate(1000), {250, 500, 750, 900, 1100, 1500}));
        // Two significant digits; a slow card is offered about one request a second.
        QVERIFY(same(ratesAroundServiceRate(1.234), {0.31, 0.62, 0.93, 1.1, 1.4, 1.9}));
        QVERIFY(ratesAroundServiceRate(0).isEmpty());
        QVERIFY(ratesAroundServiceRate(-5).isEmpty());
    }

    void steppedConfigGoesUpAndDown()
    {
        const auto c = LoadProfileConfig::stepped({1, 2, 5}, 2000ms, 3);
        QCOMPARE(c.steps.size(), 5);
        QCOMPARE(c.steps[2].ratePerSecond, 5.0);
        QCOMPARE(c.steps[4].ratePerSecond, 1.0);
        QCOMPARE(c.workers, 3);
        // 2 + 4 + 10 + 4 + 2 requests.
        QCOMPARE(c.scheduledRequests(), 22);
    }

    void modelKeepingUp()
    {
        // 4 requests/s for 1 s, 100 ms service each, never waiting:
        // λ = 4/s, W = 0.1 s → Little L = 0.4; measured L = 4·0.1 s / 1 s = 0.4.
        LoadProfileConfig c;
        c.steps = {LoadStep{4, 1000ms}};
        const auto r = analyzeLoad(
            c, {req(0, 0, 100), req(250, 250, 350), req(500, 500, 600), req(750, 750, 850)});
        QCOMPARE(r.steps.size(), 1);
        const StepStats &s = r.steps[0];
        QCOMPARE(s.arrived, 4);
        QCOMPARE(s.completed, 4);
        QCOMPARE(s.arrivalRate, 4.0);
        QCOMPARE(s.throughput, 4.0);
        QCOMPARE(s.meanServiceNs, 100.0 * kMs);
        QCOMPARE(s.meanWaitNs, 0.0);
        QVERIFY(within(s.predictedInSystem, 0.4, 1e-9));
        QVERIFY(within(s.measuredInSystem, 0.4, 1e-9));
        QCOMPARE(s.measuredQueued, 0.0);
        QVERIFY(within(s.utilisation, 0.4, 1e-9));
        QVERIFY(!s.saturated);
        QVERIFY(within(r.serviceRatePerSecond, 10.0, 1e-9));   // 1 worker / 0.1 s
        QVERIFY(within(r.servedPerServingSecond, 10.0, 1e-9)); // 4 in 400 ms of serving
        QCOMPARE(r.saturationStep, -1);
        QVERIFY(r.drained);
        // Queue series: busy 0–100, idle, busy 250–350 …
        QCOMPARE(r.queue.first().tNs, 0);
        QCOMPARE(r.queue.first().inService, 1);
        QCOMPARE(r.queue.last().inService, 0);
    }

    // The service rate is served ÷ the time the workers were serving: with
    // two workers and one request at a time it is one request per service
    // time (workers ÷ mean service time would double it); with both busy,
    // what they served together.
    void serviceRateIsServedOverServingTime()
    {
        LoadProfileConfig c;
        c.workers = 2;
        c.steps = {LoadStep{4, 1000ms}};
        const auto sparse = analyzeLoad(
            c, {req(0, 0, 100), req(250, 250, 350), req(500, 500, 600), req(750, 750, 850)});
        QVERIFY(within(sparse.servedPerServingSecond, 10.0, 1e-9));
        QVERIFY(within(sparse.serviceRatePerSecond, 20.0, 1e-9)); // the old estimate
        QList<RequestRecord> busy;
        for (int i = 0; i < 10; ++i) {
            busy << req(0, 100 * i, 100 * i + 100) << req(0, 100 * i, 100 * i + 100);
        }
        c.steps = {LoadStep{20, 1000ms}};
        QVERIFY(within(analyzeLoad(c, busy).servedPerServingSecond, 20.0, 1e-9));
    }

    void modelSaturated()
    {
        // 10 requests/s for 1 s but 200 ms service on one worker: request i
        // arrives at 100·i ms and starts at 200·i ms.
        LoadProfileConfig c;
        c.steps = {LoadStep{10, 1000ms}};
        QList<RequestRecord> q;
        for (int i = 0; i < 10; ++i) {
            q << req(100 * i, 200 * i, 200 * i + 200);
        }
        const auto r = analyzeLoad(c, q);
        const StepStats &s = r.steps[0];
        // At 999 ms: 10 arrived, 5 started (0, 200, …, 800) → 5 queued.
        QCOMPARE(s.queueAtStart, 0);
        QCOMPARE(s.queueAtEnd, 5);
        QVERIFY(s.saturated);
        QCOMPARE(r.saturationStep, 0);
        QCOMPARE(r.saturationRate, 10.0);
        QVERIFY(within(r.serviceRatePerSecond, 5.0, 1e-9));
        // Wait of request i is 100·i ms → mean 450 ms; W = 650 ms.
        QVERIFY(within(s.meanWaitNs, 450.0 * kMs, 1e-9));
        QVERIFY(within(s.meanLatencyNs, 650.0 * kMs, 1e-9));
        QVERIFY(within(s.utilisation, 2.0, 1e-9)); // offered twice what one worker can do
        // Only 5 finished inside the window.
        QCOMPARE(s.throughput, 4.0); // ends at 200, 400, 600, 800 (< 1000 ms)
    }

    void unservedRequestsAreNotDrained()
    {
        LoadProfileConfig c;
        c.steps = {LoadStep{2, 1000ms}};
        RequestRecord never;
        never.arrivalNs = 500 * kMs;
        const auto r = analyzeLoad(c, {req(0, 0, 10), never});
        QVERIFY(!r.drained);
        QCOMPARE(r.steps[0].completed, 1);
        QCOMPARE(r.steps[0].arrived, 2);
    }

    void simulatedDeviceOneWorker()
    {
        // Service time 20 ms → one worker serves at most 50/s. Offered 5 and
        // 10/s it keeps up; offered 150/s the queue grows. Sleeping never ends
        // early but may end late on a busy machine, so only bounds and ratios
        // are checked, never wall-clock limits.
        LoadProfileConfig c;
        c.steps = {LoadStep{5, 1000ms}, LoadStep{10, 1000ms}, LoadStep{150, 400ms}};
        auto r = LoadProfileRunner::run(c, SimulatedRunner::factory(20ms), CancelToken());
        QVERIFY2(r.ok(), qPrintable(why(r)));
        QVERIFY(r->drained);
        QCOMPARE(r->steps.size(), 3);
        const double mu = r->serviceRatePerSecond;
        QVERIFY2(mu <= 50.5 && mu >= 20, qPrintable(QString::number(mu)));
        for (int k : {0, 1}) {
            const StepStats &s = r->steps[k];
            QVERIFY2(!s.saturated, qPrintable(QStringLiteral("step %1").arg(k)));
            // Little's law: λ·W against the time-averaged L, within 25 %.
            QVERIFY2(within(s.predictedInSystem, s.measuredInSystem, 0.25),
                     qPrintable(QStringLiteral("step %1: %2 vs %3")
                                    .arg(k)
                                    .arg(s.predictedInSystem)
                                    .arg(s.measuredInSystem)));
            // ρ = λ·S: nominal 0.1 and 0.2, and λ measured as offered.
            QVERIFY(s.utilisation >= 0.09 * (k + 1) && s.utilisation < 0.6);
            QVERIFY(within(s.arrivalRate, s.offeredRate, 0.01));
        }
        const StepStats &over = r->steps[2];
        QVERIFY(over.saturated);
        QCOMPARE(r->saturationStep, 2);
        QCOMPARE(r->saturationRate, 150.0);
        QVERIFY(over.utilisation > 2);
        QVERIFY(over.queueAtEnd > over.queueAtStart);
        // Requests of the overloaded step wait: W well above the service time.
        QVERIFY(over.meanLatencyNs > 3 * over.meanServiceNs);
        for (const RequestRecord &q : r->requests) {
            QVERIFY(q.served());
            QVERIFY(q.arrivalNs <= q.startNs && q.startNs <= q.endNs);
        }
    }

    void simulatedDeviceTwoWorkersDoubleTheCapacity()
    {
        // The same offered load on one and on two workers: the service rate
        // doubles, and the load that saturates one worker does not saturate two.
        // The two runs are seconds apart on a shared machine, so the bounds
        // on the ratio are wide; one worker or four would fall outside.
        auto runWith = [](int workers) {
            LoadProfileConfig c;
            c.workers = workers;
            c.steps = {LoadStep{80, 600ms}};
            return LoadProfileRunner::run(c, SimulatedRunner::factory(20ms), CancelToken());
        };
        auto one = runWith(1);
        auto two = runWith(2);
        QVERIFY(one.ok() && two.ok());
        const double ratio = two->serviceRatePerSecond / one->serviceRatePerSecond;
        QVERIFY2(ratio > 1.4 && ratio < 2.9, qPrintable(QString::number(ratio)));
        QVERIFY(one->steps[0].saturated);
        const double rhoRatio = one->steps[0].utilisation / two->steps[0].utilisation;
        QVERIFY2(rhoRatio > 1.4 && rhoRatio < 2.9, qPrintable(QString::number(rhoRatio)));
        QVERIFY(two->steps[0].meanWaitNs < one->steps[0].meanWaitNs);
    }

    void failedRequestsAreCountedWhenTheyAreOutcomes()
    {
        // 10 requests, one worker: the even ones fail, the run goes on.
        const auto c = LoadProfileConfig::stepped({20}, 500ms, 1, false);
        auto r = LoadProfileRunner::run(
            c, [](int) { return std::make_unique<HalfFailing>(true); }, CancelToken());
        QVERIFY2(r.ok(), qPrintable(why(r)));
        QCOMPARE(r->requests.size(), c.scheduledRequests());
        qsizetype ok = 0, failed = 0;
        for (const RequestRecord &q : r->requests) {
            QVERIFY(q.served());
            ++(q.ok ? ok : failed);
        }
        QCOMPARE(ok, 5);
        QCOMPARE(failed, 5);
        // Otherwise the first failure ends the run with its error.
        auto stopped = LoadProfileRunner::run(
            c, [](int) { return std::make_unique<HalfFailing>(false); }, CancelToken());
        QVERIFY(!stopped.ok());
        QCOMPARE(stopped.error().technical().contains(QLatin1String("refused")), true);
    }

    void cancel()
    {
        CancelToken token;
        auto c = LoadProfileConfig::stepped({10}, 5000ms, 1, false);
        int reports = 0;
        auto r = LoadProfileRunner::run(c, SimulatedRunner::factory(1ms), token,
                                        [&](const LoadProgress &) {
                                            if (++reports == 3) {
                                                token.cancel();
                                            }
                                        });
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Cancelled);
    }
};

QTEST_GUILESS_MAIN(LoadProfileTest)
#include "LoadProfileTest.moc"
