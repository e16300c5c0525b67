// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchEngine.h"
#include "bench/RunRecord.h"
#include "bench/SimulatedRunner.h"

#include <QTest>

// The failure text, evaluated even when the check passes: must not touch a value-less error.
template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

#include <atomic>
#include <cstdlib>
#include <new>

using namespace keyward;
using namespace keyward::bench;
using namespace std::chrono_literals;

// Count allocations per thread, to prove the timed loop allocates nothing.
namespace {
thread_local qint64 t_allocations = 0;
}
void *operator new(std::size_t n)
{
    ++t_allocations;
    if (void *p = std::malloc(n ? n : 1)) {
        return p;
    }
    throw std::bad_alloc();
}
void operator delete(void *p) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}

namespace {

/// Records the thread's allocation count at each call; fails or cancels on request.
class ProbeRunner : public OperationRunner
{
public:
    ProbeRunner(std::vector<qint64> *counts, int failAt, CancelToken cancel, int cancelAt)
        : m_counts(counts)
        , m_failAt(failAt)
        , m_cancel(std::move(cancel))
        , m_cancelAt(cancelAt)
    {}
    Status setup() override { return {}; }
    Status runOnce() override
    {
        ++m_calls;
        if (m_counts && m_counts->size() < m_counts->capacity()) {
            m_counts->push_back(t_allocations); // no allocation: capacity reserved
        }
        if (m_cancelAt > 0 && m_calls == m_cancelAt) {
            m_cancel.cancel();
        }
        if (m_failAt > 0 && m_calls == m_failAt) {
            return Error::make(ErrorDomain::Pkcs11, 0x30, ErrorKind::Io, QStringLiteral("C_Sign"),
                               QStringLiteral("CKR_DEVICE_ERROR"));
        }
        return {};
    }
    void teardown() override {}

private:
    std::vector<qint64> *m_counts;
    int m_failAt;
    CancelToken m_cancel;
    int m_cancelAt;
    int m_calls = 0;
};

BenchCase simulatedCase(int threads, int warmup, int iterations)
{
    BenchCase c;
    c.device.id = QStringLiteral("simulated");
    c.device.kind = QStringLiteral("simulated");
    c.algorithm = QStringLiteral("none");
    c.path = BenchPath::Simulated;
    c.threads = threads;
    c.warmup = warmup;
    c.iterations = iterations;
    return c;
}

} // namespace

class BenchEngineTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void iterationsPerThreadWithColdSplit()
    {
        const auto s = 2ms;
        auto r =
            BenchEngine::run(simulatedCase(2, 3, 25), SimulatedRunner::factory(s), CancelToken());
        QVERIFY2(r.ok(), qPrintable(why(r)));
        QCOMPARE(r->threads.size(), 2);
        for (const ThreadSamples &t : r->threads) {
            QCOMPARE(t.cold.size(), 3);
            QCOMPARE(t.steady.size(), 25);
        }
        const Summary steady = r->steady();
        QCOMPARE(steady.count, 50);
        QCOMPARE(r->cold().count, 6);
        // The engine summarised on its own thread, and a record keeps that.
        QCOMPARE(r->steadySummary.count, 50);
        QCOMPARE(r->steadySummary.median, summarize(r->steadySamples()).median);
        const RunRecord record = RunRecord::fromResult(*r, Environment{});
        QCOMPARE(record.steadyCache.count, 50);
        QCOMPARE(record.coldCache.count, 6);
        // A sleep never ends early: every latency is at least the service time.
        QVERIFY(steady.min >= 2e6);
        // Two threads each ≥ 2 ms: wall-clock rate cannot beat what the
        // latencies imply, and the harness loses little (ratio, not time).
        const Throughput t = r->throughput();
        QVERIFY(t.wallClockPerSecond > 0);
        QVERIFY(t.wallClockPerSecond <= t.latencyDerivedPerSecond * 1.02);
        QVERIFY2(t.wallClockPerSecond >= t.latencyDerivedPerSecond * 0.5,
                 qPrintable(QStringLiteral("%1 vs %2")
                                .arg(t.wallClockPerSecond)
                                .arg(t.latencyDerivedPerSecond)));
        QVERIFY(r->wallSeconds > 0);
        QVERIFY(r->timer.steadyClockNs > 0);
    }

    void durationRun()
    {
        BenchCase c = simulatedCase(1, 2, 0);
        c.duration = 150ms;
        auto r = BenchEngine::run(c, SimulatedRunner::factory(1ms), CancelToken());
        QVERIFY2(r.ok(), qPrintable(why(r)));
        QVERIFY(!r->truncated);
        QVERIFY(r->steady().count > 10);
        QVERIFY(r->wallSeconds >= 0.15);
    }

    void timedLoopDoesNotAllocate()
    {
        std::vector<qint64> counts;
        counts.reserve(400);
        auto factory = [&](int) {
            return std::make_unique<ProbeRunner>(&counts, 0, CancelToken(), 0);
        };
        BenchCase c = simulatedCase(1, 0, 300);
        BenchProgress last;
        auto r =
            BenchEngine::run(c, factory, CancelToken(), [&](const BenchProgress &p) { last = p; });
        QVERIFY(r.ok());
        QCOMPARE(qsizetype(counts.size()), 300);
        // Between consecutive operations the engine's thread allocated nothing.
        QCOMPARE(counts.back(), counts.front());
        QCOMPARE(last.done, 300);
        QCOMPARE(last.total, 300);
    }

    void progressIsBatched()
    {
        int calls = 0;
        qint64 lastDone = 0;
        BenchCase c = simulatedCase(1, 0, 0);
        c.duration = 400ms;
        auto r = BenchEngine::run(c, SimulatedRunner::factory(100us), CancelToken(),
                                  [&](const BenchProgress &p) {
                                      ++calls;
                                      QVERIFY(p.done >= lastDone);
                                      QVERIFY(p.recentNs.size() <= 512);
                                      lastDone = p.done;
                                  });
        QVERIFY(r.ok());
        // Thousands of operations, but ≤ 30 reports per second (+1 final).
        QVERIFY(r->steady().count > 100);
        const double limit = r->wallSeconds * BenchEngine::kMaxUpdatesPerSecond + 2;
        QVERIFY2(calls <= limit, qPrintable(QStringLiteral("%1 > %2").arg(calls).arg(limit)));
        QVERIFY(calls >= 2);
    }

    void cancelStopsTheRun()
    {
        CancelToken token;
        auto factory = [&](int) { return std::make_unique<ProbeRunner>(nullptr, 0, token, 20); };
        auto r = BenchEngine::run(simulatedCase(2, 1, 1'000'000), factory, token);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Cancelled);
    }

    void runnerFailureKeepsItsError()
    {
        auto factory = [&](int) {
            return std::make_unique<ProbeRunner>(nullptr, 10, CancelToken(), 0);
        };
        auto r = BenchEngine::run(simulatedCase(1, 2, 100), factory, CancelToken());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().domain, ErrorDomain::Pkcs11);
        QCOMPARE(r.error().code, 0x30);
    }

    void invalidCase()
    {
        auto r =
            BenchEngine::run(simulatedCase(0, 0, 10), SimulatedRunner::factory(1ms), CancelToken());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
    }
};

QTEST_GUILESS_MAIN(BenchEngineTest)
#include "BenchEngineTest.moc"
