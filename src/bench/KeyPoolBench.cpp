// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPoolBench.h"

#include "KeyPoolRatios.h"

#include "core/Logging.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <latch>
#include <mutex>
#include <thread>
#include <vector>

namespace keyward::bench {

namespace {

using Clock = std::chrono::steady_clock;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench)
};

qint64 nsSince(Clock::time_point t0, Clock::time_point t)
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(t - t0).count();
}

double meanMs(const std::vector<qint64> &v)
{
    if (v.empty()) {
        return 0;
    }
    double sum = 0;
    for (qint64 x : v) {
        sum += double(x);
    }
    return sum / double(v.size()) / 1e6;
}

double medianMs(std::vector<qint64> v)
{
    if (v.empty()) {
        return 0;
    }
    const auto mid = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return double(*mid) / 1e6;
}

/// Timings of single operations, per kind, collected under one lock.
struct OpTimes
{
    std::mutex m;
    std::vector<qint64> keygen, unwrap, sign, destroy;
    void add(std::vector<qint64> &into, qint64 ns)
    {
        std::lock_guard lock(m);
        into.push_back(ns);
    }
};

/// A key the refill worker unwrapped ahead, with when the unwrap ran.
struct ReadyKey
{
    quint64 handle = 0;
    qint64 unwrapNs = 0;
    Clock::time_point from, to;
};

} // namespace

QString KeyPoolBenchConfig::modeName(Mode m)
{
    return m == Mode::Pool ? QStringLiteral("pool") : QStringLiteral("on-demand");
}

Result<KeyPoolBenchRun> KeyPoolBench::run(const KeyPoolBenchConfig &config,
                                          const KeyServiceFactory &factory,
                                          const CancelToken &cancel,
                                          const std::function<void(const LoadProgress &)> &progress)
{
    const QString op = QStringLiteral("key pool benchmark");
    if (config.isBurst() &&
        (config.mode != KeyPoolBenchConfig::Mode::Pool || config.burstDuration.count() <= 0)) {
        return Error::invalidInput(op, QStringLiteral("a burst runs from the pool for a duration"));
    }
    LoadProfileConfig load;
    load.steps = config.isBurst()
                     ? QList<LoadStep>{LoadStep{config.burstRate, config.burstDuration}}
                     : config.steps;
    load.workers = config.workers;
    load.drainLimit = config.drainLimit;
    if (Status st = load.validate(); !st) {
        return st.error();
    }
    if (!factory || config.queueBound < 1 || config.poolSize < 0 || config.readyTarget < 1 ||
        config.serialRequests < 0 || config.coldRequests < 0) {
        return Error::invalidInput(
            op, QStringLiteral("queue bound, pool size, ready target or serial requests"));
    }
    // The serial reference loop first, on this thread, before any service thread runs.
    KeyPoolBenchRun serialPart;
    if (Status st = KeyPoolRatios::runSerial(config, factory, cancel, serialPart); !st) {
        return st.error();
    }
    const bool poolMode = config.mode == KeyPoolBenchConfig::Mode::Pool;

    // Evenly spaced arrivals per step, as the load profile makes them.
    std::vector<qint64> offsets;
    std::vector<int> stepOf;
    qint64 stepStart = 0;
    for (int k = 0; k < load.steps.size(); ++k) {
        const LoadStep &ls = load.steps[k];
        const qint64 len = qint64(ls.duration.count()) * 1'000'000;
        const auto n = qint64(std::floor(ls.ratePerSecond * double(len) / 1e9));
        for (qint64 i = 0; i < n; ++i) {
            offsets.push_back(stepStart + qint64(double(i) * 1e9 / ls.ratePerSecond));
            stepOf.push_back(k);
        }
        stepStart += len;
    }
    const size_t total = offsets.size();

    std::vector<RequestRecord> records(total);
    std::vector<char> dropped(total, 0);
    std::deque<size_t> fifo;
    std::deque<ReadyKey> ready;
    // Per request: the ready key's unwrap time (0: none), the time of the
    // timed operations on the worker, and whether a ready key served it.
    std::vector<qint64> aheadNs(total, 0), opsNs(total, 0);
    std::vector<char> readyUsed(total, 0);
    std::vector<Clock::time_point> aheadFrom(total), aheadTo(total);
    qint64 ranOutNs = -1; // start of the first request that found no ready key
    int poolLeft = poolMode ? config.poolSize : 0;
    bool closed = false, stopRefill = false;
    std::mutex m;
    std::condition_variable cv, refillCv;
    std::atomic_bool abort{false};
    std::atomic<qint64> completed{0}, fromPool{0}, generated{0};
    const int threads = config.workers + (poolMode ? 1 : 0);
    std::latch started(threads);
    std::latch go(1);
    Clock::time_point t0;
    std::vector<Error> errors(static_cast<size_t>(threads));
    OpTimes times;

    const auto timed = [&](std::vector<qint64> &into, auto fn, qint64 *took = nullptr) {
        const auto a = Clock::now();
        auto r = fn();
        const qint64 ns = nsSince(a, Clock::now());
        times.add(into, ns);
        if (took) {
            *took += ns;
        }
        return r;
    };

    auto worker = [&](int w) {
        std::unique_ptr<KeyServiceBackend> backend = factory(w);
        Status setup =
            backend ? backend->setup() : Status(Error::internal(op, QStringLiteral("no backend")));
        if (!setup) {
            errors[size_t(w)] = setup.error();
            abort = true;
        }
        started.count_down();
        go.wait();
        while (setup && !abort) {
            size_t idx = 0;
            quint64 key = 0;
            enum
            {
                Ready,
                Unwrap,
                Generate
            } source = Generate;
            {
                std::unique_lock lock(m);
                cv.wait(lock, [&] { return !fifo.empty() || closed || abort; });
                if (fifo.empty() || abort) {
                    break;
                }
                idx = fifo.front();
                fifo.pop_front();
                records[idx].startNs = nsSince(t0, Clock::now());
                if (!ready.empty()) {
                    key = ready.front().handle;
                    aheadNs[idx] = ready.front().unwrapNs;
                    aheadFrom[idx] = ready.front().from;
                    aheadTo[idx] = ready.front().to;
                    readyUsed[idx] = 1;
                    ready.pop_front();
                    source = Ready;
                } else if (poolLeft > 0) {
                    --poolLeft;
                    source = Unwrap;
                }
                if (source != Ready && poolMode && ranOutNs < 0) {
                    ranOutNs = records[idx].startNs;
                }
            }
            Status s;
            if (source == Unwrap) {
                auto k = timed(
                    times.unwrap, [&] { return backend->unwrapNext(); }, &opsNs[idx]);
                s = k ? Status() : Status(k.error());
                key = k ? k.value() : 0;
            } else if (source == Generate) {
                auto k = timed(
                    times.keygen, [&] { return backend->generate(); }, &opsNs[idx]);
                s = k ? Status() : Status(k.error());
                key = k ? k.value() : 0;
            }
            if (s) {
                s = timed(
                    times.sign, [&] { return backend->sign(key); }, &opsNs[idx]);
                const Status gone = timed(
                    times.destroy, [&] { return backend->destroy(key); }, &opsNs[idx]);
                if (s) {
                    s = gone;
                }
            }
            (source == Generate ? generated : fromPool).fetch_add(1);
            RequestRecord &rec = records[idx];
            rec.endNs = nsSince(t0, Clock::now());
            rec.worker = w;
            rec.ok = s.ok();
            completed.fetch_add(1);
            // Only now wake the refill worker for the key taken: woken
            // earlier, it preempted this worker mid-request (on a busy
            // machine it is scheduled on the waker's core), and that request
            // paid for its unwrap twice, once more in the worker's own time.
            refillCv.notify_one();
            if (!s) {
                errors[size_t(w)] = s.error();
                abort = true;
                cv.notify_all();
                refillCv.notify_all();
            }
        }
        if (backend) {
            backend->teardown();
        }
    };

    // The refill worker: keeps readyTarget keys unwrapped while wrapped ones are left.
    auto refill = [&](int w) {
        std::unique_ptr<KeyServiceBackend> backend = factory(w);
        Status st =
            backend ? backend->setup() : Status(Error::internal(op, QStringLiteral("no backend")));
        bool first = true;
        for (;;) {
            {
                std::unique_lock lock(m);
                if (!first) {
                    refillCv.wait(lock, [&] {
                        return stopRefill || abort ||
                               (int(ready.size()) < config.readyTarget && poolLeft > 0);
                    });
                }
                if (!st || stopRefill || abort ||
                    !(int(ready.size()) < config.readyTarget && poolLeft > 0)) {
                    if (first) {
                        first = false;
                        started.count_down(); // the ready keys are there before the first request
                        lock.unlock();
                        go.wait();
                        continue;
                    }
                    break;
                }
                --poolLeft;
            }
            qint64 took = 0;
            const auto from = Clock::now();
            auto k = timed(
                times.unwrap, [&] { return backend->unwrapNext(); }, &took);
            const auto to = Clock::now();
            if (!k) {
                st = k.error();
                std::lock_guard lock(m);
                ++poolLeft;
                continue;
            }
            std::lock_guard lock(m);
            ready.push_back(ReadyKey{k.value(), took, from, to});
        }
        if (!st) {
            errors[size_t(w)] = st.error();
            abort = true;
            cv.notify_all();
        }
        {
            std::lock_guard lock(m);
            for (const ReadyKey &key : ready) {
                (void)backend->destroy(key.handle);
            }
            ready.clear();
        }
        if (backend) {
            backend->teardown();
        }
    };

    std::vector<std::thread> pool;
    for (int w = 0; w < config.workers; ++w) {
        pool.emplace_back(worker, w);
    }
    if (poolMode) {
        pool.emplace_back(refill, config.workers);
    }
    started.wait();
    t0 = Clock::now();
    go.count_down();

    qint64 firstDropNs = -1;
    qsizetype released = 0, droppedCount = 0;
    auto lastReport = Clock::now();
    const auto report = [&](int step) {
        if (!progress || Clock::now() - lastReport < std::chrono::milliseconds(33)) {
            return;
        }
        lastReport = Clock::now();
        LoadProgress p;
        p.arrived = released;
        p.completed = completed.load() + droppedCount;
        p.total = qsizetype(total);
        p.step = step;
        {
            std::lock_guard lock(m);
            p.queued = int(fifo.size());
        }
        p.elapsedSeconds = double(nsSince(t0, lastReport)) / 1e9;
        progress(p);
    };
    for (size_t i = 0; i < total && !abort; ++i) {
        report(stepOf[i]);
        const auto due = t0 + std::chrono::nanoseconds(offsets[i]);
        while (Clock::now() < due && !abort) {
            if (cancel.isCancelled()) {
                abort = true;
                break;
            }
            std::this_thread::sleep_until(
                std::min(due, Clock::now() + std::chrono::milliseconds(20)));
            report(stepOf[i]);
        }
        if (abort) {
            break;
        }
        RequestRecord &rec = records[i];
        rec.step = stepOf[i];
        {
            std::lock_guard lock(m);
            rec.arrivalNs = nsSince(t0, Clock::now());
            ++released;
            if (int(fifo.size()) >= config.queueBound) {
                dropped[i] = 1;
                ++droppedCount;
                if (firstDropNs < 0) {
                    firstDropNs = rec.arrivalNs;
                }
            } else {
                fifo.push_back(i);
            }
        }
        cv.notify_one();
    }
    {
        std::lock_guard lock(m);
        closed = true;
    }
    cv.notify_all();
    const auto drainUntil = Clock::now() + config.drainLimit;
    while (!abort && completed.load() < released - droppedCount) {
        if (cancel.isCancelled() || Clock::now() >= drainUntil) {
            abort = true;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        report(int(load.steps.size()) - 1);
    }
    {
        std::lock_guard lock(m);
        stopRefill = true;
    }
    refillCv.notify_all();
    cv.notify_all();
    for (std::thread &t : pool) {
        t.join();
    }
    for (const Error &e : errors) {
        if (e.isError()) {
            qCWarning(lcBench) << "key pool benchmark failed:" << e.technical();
            return e;
        }
    }
    if (cancel.isCancelled()) {
        return Error::cancelled(op);
    }

    KeyPoolBenchRun run = serialPart;
    run.config = config;
    QList<RequestRecord> kept;
    std::vector<size_t> keptIndex;
    for (size_t i = 0; i < size_t(released); ++i) {
        if (!dropped[i]) {
            kept << records[i];
            keptIndex.push_back(i);
            run.readyKey << (readyUsed[i] != 0);
        } else {
            run.droppedSeconds << double(records[i].arrivalNs) / 1e9;
        }
    }
    run.arrived = released;
    run.dropped = droppedCount;
    run.load = analyzeLoad(load, kept);
    run.served = 0;
    // What a served request costs: its worker's time plus, for a key unwrapped
    // ahead, that unwrap (keys unwrapped but never used cost no request).
    double sum = 0, sumSq = 0, harness = 0;
    std::vector<ServedKeyRequest> served;
    for (size_t k = 0; k < keptIndex.size(); ++k) {
        const size_t i = keptIndex[k];
        const RequestRecord &r = records[i];
        if (r.served()) {
            ++run.served;
            ServedKeyRequest one;
            one.worker = BusyInterval{r.startNs, r.endNs};
            one.hasAhead = readyUsed[i] != 0;
            one.ahead = BusyInterval{nsSince(t0, aheadFrom[i]), nsSince(t0, aheadTo[i])};
            one.step = r.step;
            served.push_back(one);
            run.servedFromReady += readyUsed[i] ? 1 : 0;
            run.maxLatencyMs = std::max(run.maxLatencyMs, double(r.endNs - r.arrivalNs) / 1e6);
            const double cost = double(r.endNs - r.startNs + aheadNs[i]);
            sum += cost;
            sumSq += cost * cost;
            harness += double(r.endNs - r.startNs - opsNs[i]);
        }
    }
    if (run.served > 0) {
        const double n = double(run.served);
        run.costMeanNs = sum / n;
        run.costStdDevNs =
            run.served > 1 ? std::sqrt(std::max(0.0, (sumSq - sum * sum / n) / (n - 1))) : 0;
        run.harnessMeanNs = harness / n;
        run.serviceRatePerSecond = 1e9 * config.workers / run.costMeanNs;
    }
    // In the order the requests started: the first ones are the cold ones.
    std::stable_sort(served.begin(), served.end(),
                     [](const ServedKeyRequest &a, const ServedKeyRequest &b) {
                         return a.worker.startNs < b.worker.startNs;
                     });
    run.serving = KeyPoolRatios::servingRates(served, run.load.steps, config.coldRequests);
    run.readyRanOutSeconds = ranOutNs < 0 ? -1 : double(ranOutNs) / 1e9;
    run.firstDropSeconds = firstDropNs < 0 ? -1 : double(firstDropNs) / 1e9;
    run.fromPool = fromPool.load();
    run.generated = generated.load();
    run.poolLeft = poolLeft;
    run.keygenMs = medianMs(times.keygen);
    run.unwrapMs = medianMs(times.unwrap);
    run.signMs = medianMs(times.sign);
    run.destroyMs = medianMs(times.destroy);
    run.keygenMeanMs = meanMs(times.keygen);
    run.unwrapMeanMs = meanMs(times.unwrap);
    run.signMeanMs = meanMs(times.sign);
    run.destroyMeanMs = meanMs(times.destroy);
    const auto ratio = [&](double keyMs, double signMs, double destroyMs) {
        const double perRequestMs = keyMs + signMs + destroyMs;
        return perRequestMs > 0
                   ? run.serviceRatePerSecond / (config.workers * 1000.0 / perRequestMs)
                   : 0;
    };
    run.overheadRatio = ratio(poolMode ? run.unwrapMs : run.keygenMs, run.signMs, run.destroyMs);
    run.overheadRatioOfMeans =
        ratio(poolMode ? run.unwrapMeanMs : run.keygenMeanMs, run.signMeanMs, run.destroyMeanMs);
    return run;
}

double KeyPoolBench::lift(const KeyPoolBenchRun &pool, const KeyPoolBenchRun &onDemand)
{
    return KeyPoolRatios::liftOverRuns({pool}, {onDemand}).value;
}

QString KeyPoolBench::verdict(double lift)
{
    if (lift > 1) {
        return Text::tr("The key pool serves %1× the requests on this token.")
            .arg(lift, 0, 'f', lift < 10 ? 1 : 0);
    }
    return Text::tr("Generating on demand is faster here.");
}

Result<quint64> SimulatedKeyService::generate()
{
    std::this_thread::sleep_for(m_t.keygen);
    return quint64(m_live->fetch_add(1) + 1);
}

Result<quint64> SimulatedKeyService::unwrapNext()
{
    std::this_thread::sleep_for(m_t.unwrap);
    return quint64(m_live->fetch_add(1) + 1);
}

Status SimulatedKeyService::sign(quint64)
{
    std::this_thread::sleep_for(m_t.sign);
    return {};
}

Status SimulatedKeyService::destroy(quint64)
{
    std::this_thread::sleep_for(m_t.destroy);
    m_live->fetch_sub(1);
    return {};
}

KeyServiceFactory SimulatedKeyService::factory(Times t, std::shared_ptr<std::atomic<qint64>> live)
{
    return [t, live](int) { return std::make_unique<SimulatedKeyService>(t, live); };
}

} // namespace keyward::bench
