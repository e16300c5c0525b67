// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchEngine.h"

#include "core/Logging.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <latch>
#include <mutex>
#include <thread>
#include <vector>

namespace keyward::bench {

namespace {

using Clock = std::chrono::steady_clock;

qint64 nsBetween(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count();
}

// One per thread, on its own cache lines so the counters do not bounce.
struct alignas(64) Slot
{
    std::vector<qint64> cold;
    std::vector<qint64> steady;
    std::atomic<qint64> done{0}; // steady samples written (release)
    Clock::time_point end;
    Error error;
    bool failed = false;
};

} // namespace

QList<qint64> RunResult::steadySamples() const
{
    QList<qint64> all;
    for (const ThreadSamples &t : threads) {
        all += t.steady;
    }
    return all;
}

QList<qint64> RunResult::coldSamples() const
{
    QList<qint64> all;
    for (const ThreadSamples &t : threads) {
        all += t.cold;
    }
    return all;
}

Throughput RunResult::throughput() const
{
    const QList<qint64> s = steadySamples();
    return bench::throughput(s.size(), wallSeconds, benchCase.threads, summarize(s).mean);
}

Result<RunResult> BenchEngine::run(const BenchCase &bc, const RunnerFactory &factory,
                                   const CancelToken &cancel, const ProgressFn &progress)
{
    const QString op = QStringLiteral("benchmark");
    if (bc.threads < 1 || bc.threads > kMaxThreads ||
        (bc.duration.count() <= 0 && bc.iterations < 1) || bc.iterations > kMaxIterations ||
        bc.warmup < 0 || bc.warmup > kMaxWarmup || bc.duration > kMaxDuration || !factory) {
        return Error::invalidInput(op, QStringLiteral("threads, iterations or duration"));
    }
    RunResult result;
    result.benchCase = bc;
    result.startedUtc = QDateTime::currentDateTimeUtc();
    result.timer = measureTimerResolution();

    const int n = bc.threads;
    const bool byDuration = bc.duration.count() > 0;
    std::vector<Slot> perThread(static_cast<size_t>(n));
    std::atomic_bool abort{false};
    std::latch warmedUp(n);
    std::latch go(1);
    std::atomic<Clock::time_point> deadline{Clock::time_point::max()};
    std::mutex doneMutex;
    std::condition_variable doneCv;
    int finished = 0;

    auto body = [&](int index) {
        Slot &slot = perThread[size_t(index)];
        std::unique_ptr<OperationRunner> runner = factory(index);
        bool ready = false;
        if (!runner) {
            slot.error = Error::internal(op, QStringLiteral("no runner"));
            slot.failed = true;
        } else if (Status s = runner->setup(); !s) {
            slot.error = s.error();
            slot.failed = true;
        } else {
            ready = true;
            slot.cold.reserve(size_t(bc.warmup));
            for (int i = 0; i < bc.warmup && !abort && !cancel.isCancelled(); ++i) {
                if (Status p = runner->prepareNext(); !p) {
                    slot.error = p.error();
                    slot.failed = true;
                    break;
                }
                const auto a = Clock::now();
                Status warm = runner->runOnce();
                const auto b = Clock::now();
                if (!warm) {
                    slot.error = warm.error();
                    slot.failed = true;
                    break;
                }
                slot.cold.push_back(nsBetween(a, b));
            }
            // Room for every sample before the clock starts.
            qsizetype capacity = bc.iterations;
            if (byDuration) {
                const qint64 guess = slot.cold.empty() ? 0 : std::max<qint64>(slot.cold.back(), 1);
                capacity = guess > 0
                               ? qsizetype(2 * (bc.duration.count() * 1'000'000 / guess)) + 1024
                               : 1'000'000;
                capacity = std::clamp<qsizetype>(capacity, 1024, kMaxSamplesPerThread);
            }
            slot.steady.resize(size_t(capacity));
        }
        if (slot.failed) {
            abort = true;
        }
        warmedUp.count_down();
        go.wait();

        if (ready && !slot.failed) {
            qint64 *out = slot.steady.data();
            const qint64 cap = qint64(slot.steady.size());
            const auto stopAt = deadline.load();
            qint64 i = 0;
            for (; i < cap; ++i) {
                if (abort.load(std::memory_order_relaxed) || cancel.isCancelled()) {
                    break;
                }
                if (Status p = runner->prepareNext(); !p) [[unlikely]] {
                    slot.error = p.error();
                    slot.failed = true;
                    abort = true;
                    break;
                }
                const auto a = Clock::now();
                Status s = runner->runOnce();
                const auto b = Clock::now();
                if (!s) [[unlikely]] {
                    slot.error = s.error();
                    slot.failed = true;
                    abort = true;
                    break;
                }
                out[i] = nsBetween(a, b);
                slot.done.store(i + 1, std::memory_order_release);
                if (byDuration && b >= stopAt) {
                    ++i;
                    break;
                }
            }
            slot.end = Clock::now();
        }
        if (runner) {
            runner->teardown();
        }
        std::lock_guard lock(doneMutex);
        ++finished;
        doneCv.notify_all();
    };

    std::vector<std::thread> threads;
    threads.reserve(size_t(n));
    for (int i = 0; i < n; ++i) {
        threads.emplace_back(body, i);
    }
    warmedUp.wait();
    const auto t0 = Clock::now();
    if (byDuration) {
        deadline = t0 + bc.duration;
    }
    go.count_down();

    // Progress and cancel from here, batched.
    const auto tick = std::chrono::milliseconds(1000 / kMaxUpdatesPerSecond + 1);
    const qint64 total = byDuration ? -1 : qint64(bc.iterations) * n;
    std::vector<qint64> seen(size_t(n), 0);
    for (;;) {
        bool all = false;
        {
            std::unique_lock lock(doneMutex);
            all = doneCv.wait_for(lock, tick, [&] { return finished == n; });
        }
        if (cancel.isCancelled()) {
            abort = true;
        }
        if (progress && !abort) {
            BenchProgress p;
            p.elapsedSeconds = double(nsBetween(t0, Clock::now())) / 1e9;
            for (int i = 0; i < n; ++i) {
                const qint64 d = perThread[size_t(i)].done.load(std::memory_order_acquire);
                p.done += d;
                for (qint64 j = seen[size_t(i)]; j < d && p.recentNs.size() < 512; ++j) {
                    p.recentNs << perThread[size_t(i)].steady[size_t(j)];
                }
                seen[size_t(i)] = d;
            }
            p.total = total;
            p.fraction = byDuration
                             ? std::min(1.0, p.elapsedSeconds * 1000 / double(bc.duration.count()))
                             : double(p.done) / double(total);
            progress(p);
        }
        if (all) {
            break;
        }
    }
    for (std::thread &t : threads) {
        t.join();
    }

    for (Slot &slot : perThread) {
        if (slot.failed) {
            qCWarning(lcBench) << "benchmark failed:" << slot.error.technical();
            return slot.error;
        }
    }
    if (cancel.isCancelled()) {
        return Error::cancelled(op);
    }
    auto last = t0;
    for (Slot &slot : perThread) {
        const qint64 d = slot.done.load();
        ThreadSamples ts;
        ts.cold = QList<qint64>(slot.cold.begin(), slot.cold.end());
        ts.steady = QList<qint64>(slot.steady.begin(), slot.steady.begin() + d);
        if (byDuration && d == qint64(slot.steady.size())) {
            result.truncated = true;
        }
        result.threads << ts;
        last = std::max(last, slot.end);
    }
    result.wallSeconds = double(nsBetween(t0, last)) / 1e9;
    result.steadySummary = summarize(result.steadySamples());
    result.coldSummary = summarize(result.coldSamples());
    return result;
}

} // namespace keyward::bench
