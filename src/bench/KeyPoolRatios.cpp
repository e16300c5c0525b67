// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPoolRatios.h"

#include "Statistics.h"

#include <algorithm>
#include <random>

namespace keyward::bench {

namespace {

using Clock = std::chrono::steady_clock;

/// The service rate of `served`'s requests for which `take(index)` holds.
template<typename Take> double rateOf(const std::vector<ServedKeyRequest> &served, Take take)
{
    std::vector<BusyInterval> busy;
    qsizetype n = 0;
    for (size_t i = 0; i < served.size(); ++i) {
        if (!take(i)) {
            continue;
        }
        ++n;
        busy.push_back(served[i].worker);
        if (served[i].hasAhead) {
            busy.push_back(served[i].ahead);
        }
    }
    return servedPerServingSecond(n, std::move(busy));
}

double ratio(double service, double reference)
{
    return service > 0 && reference > 0 ? service / reference : 0;
}

} // namespace

KeyPoolRates KeyPoolRatios::servingRates(const std::vector<ServedKeyRequest> &served,
                                         const QList<StepStats> &steps, int coldRequests)
{
    const size_t cold = size_t(std::max(0, coldRequests));
    const auto saturated = [&](size_t i) {
        const int k = served[i].step;
        return k >= 0 && k < steps.size() && steps.at(k).saturated;
    };
    KeyPoolRates r;
    r.all = rateOf(served, [](size_t) { return true; });
    r.cold = rateOf(served, [&](size_t i) { return i < cold; });
    r.warm = rateOf(served, [&](size_t i) { return i >= cold; });
    r.sparse = rateOf(served, [&](size_t i) { return !saturated(i); });
    r.saturated = rateOf(served, saturated);
    return r;
}

Status KeyPoolRatios::runSerial(const KeyPoolBenchConfig &config, const KeyServiceFactory &factory,
                                const CancelToken &cancel, KeyPoolBenchRun &run)
{
    if (config.serialRequests <= 0) {
        return {};
    }
    const QString op = QStringLiteral("key pool serial reference");
    std::unique_ptr<KeyServiceBackend> backend = factory(config.workers + 1);
    if (!backend) {
        return Error::internal(op, QStringLiteral("no backend"));
    }
    if (Status st = backend->setup(); !st) {
        return st;
    }
    const bool pool = config.mode == KeyPoolBenchConfig::Mode::Pool;
    std::vector<ServedKeyRequest> done;
    Status st;
    const auto t0 = Clock::now();
    const auto ns = [&](Clock::time_point t) {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(t - t0).count();
    };
    while (int(done.size()) < config.serialRequests) {
        if (cancel.isCancelled()) {
            st = Error::cancelled(op);
            break;
        }
        if (done.size() >= 2 && Clock::now() - t0 >= config.serialLimit) {
            break;
        }
        const auto a = Clock::now();
        auto key = pool ? backend->unwrapNext() : backend->generate();
        if (!key) {
            st = key.error();
            break;
        }
        st = backend->sign(key.value());
        const Status gone = backend->destroy(key.value());
        if (st) {
            st = gone;
        }
        if (!st) {
            break;
        }
        ServedKeyRequest r;
        r.worker = BusyInterval{ns(a), ns(Clock::now())};
        done.push_back(r);
    }
    backend->teardown();
    if (!st) {
        return st;
    }
    run.serialDone = qsizetype(done.size());
    run.serial = servingRates(done, {}, config.coldRequests);
    run.serial.sparse = 0; // the loop has no arrivals
    return {};
}

KeyPoolOverhead KeyPoolRatios::overhead(const KeyPoolBenchRun &run)
{
    KeyPoolOverhead o;
    o.all = ratio(run.serving.all, run.serial.all);
    o.cold = ratio(run.serving.cold, run.serial.cold);
    o.warm = ratio(run.serving.warm, run.serial.warm);
    o.sparse = ratio(run.serving.sparse, run.serial.all);
    o.saturated = ratio(run.serving.saturated, run.serial.all);
    return o;
}

double KeyPoolRatios::serviceRate(const KeyPoolBenchRun &run)
{
    return run.serving.all > 0 ? run.serving.all : run.serviceRatePerSecond;
}

KeyPoolLift KeyPoolRatios::liftOverRuns(const QList<KeyPoolBenchRun> &pools,
                                        const QList<KeyPoolBenchRun> &onDemand)
{
    QList<double> p, d;
    for (qsizetype i = 0; i < std::min(pools.size(), onDemand.size()); ++i) {
        // Both sides by the same definition: a pair stored before the serving
        // time existed falls back on both.
        const bool current = pools[i].serving.all > 0 && onDemand[i].serving.all > 0;
        p << (current ? pools[i].serving.all : pools[i].serviceRatePerSecond);
        d << (current ? onDemand[i].serving.all : onDemand[i].serviceRatePerSecond);
    }
    return liftOverRates(p, d);
}

KeyPoolLift KeyPoolRatios::liftOverRates(const QList<double> &pool, const QList<double> &onDemand)
{
    KeyPoolLift l;
    const qsizetype n = std::min(pool.size(), onDemand.size());
    l.runs = int(n);
    const auto liftOf = [&](const auto &index) {
        double p = 0, d = 0;
        for (qsizetype i : index) {
            p += pool[i];
            d += onDemand[i];
        }
        return d > 0 ? p / d : 0; // the means' ratio: the counts cancel
    };
    std::vector<qsizetype> all(size_t(n), 0);
    for (qsizetype i = 0; i < n; ++i) {
        all[size_t(i)] = i;
    }
    l.value = n > 0 ? liftOf(all) : 0;
    if (n < kMinRuns || l.value <= 0) {
        return l;
    }
    std::mt19937 random(1); // a fixed seed: the same runs give the same interval
    std::uniform_int_distribution<qsizetype> pick(0, n - 1);
    std::vector<double> lifts;
    lifts.reserve(kResamples);
    std::vector<qsizetype> sample(size_t(n), 0);
    for (int b = 0; b < kResamples; ++b) {
        for (qsizetype &i : sample) {
            i = pick(random);
        }
        lifts.push_back(liftOf(sample));
    }
    std::sort(lifts.begin(), lifts.end());
    l.low = percentileSorted(lifts, 0.025);
    l.high = percentileSorted(lifts, 0.975);
    l.hasInterval = true;
    return l;
}

} // namespace keyward::bench
