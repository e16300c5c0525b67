// SPDX-License-Identifier: GPL-3.0-or-later
#include "LoadProfile.h"

#include "core/Logging.h"

#include <atomic>
#include <condition_variable>
#include <latch>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace keyward::bench {

namespace {

using Clock = std::chrono::steady_clock;

struct Schedule
{
    std::vector<qint64> offsetNs;
    std::vector<int> step;
};

Schedule makeSchedule(const LoadProfileConfig &c)
{
    Schedule s;
    s.offsetNs.reserve(size_t(c.scheduledRequests()) + 16);
    std::mt19937_64 rng(c.seed);
    qint64 stepStart = 0;
    for (int k = 0; k < c.steps.size(); ++k) {
        const LoadStep &ls = c.steps[k];
        const qint64 len = qint64(ls.duration.count()) * 1'000'000;
        if (ls.ratePerSecond > 0) {
            const double gap = 1e9 / ls.ratePerSecond;
            if (c.poisson) {
                std::exponential_distribution<double> exp(ls.ratePerSecond / 1e9);
                for (double t = exp(rng); t < double(len); t += exp(rng)) {
                    s.offsetNs.push_back(stepStart + qint64(t));
                    s.step.push_back(k);
                }
            } else {
                const auto n = qint64(std::floor(ls.ratePerSecond * double(len) / 1e9));
                for (qint64 i = 0; i < n; ++i) {
                    s.offsetNs.push_back(stepStart + qint64(double(i) * gap));
                    s.step.push_back(k);
                }
            }
        }
        stepStart += len;
    }
    return s;
}

} // namespace

Result<LoadProfileResult>
LoadProfileRunner::run(const LoadProfileConfig &config, const RunnerFactory &factory,
                       const CancelToken &cancel,
                       const std::function<void(const LoadProgress &)> &progress)
{
    const QString op = QStringLiteral("load profile");
    if (!factory) {
        return Error::invalidInput(op, QStringLiteral("no runner"));
    }
    if (Status st = config.validate(); !st) {
        return st.error();
    }
    const Schedule schedule = makeSchedule(config);
    const size_t total = schedule.offsetNs.size();
    const QDateTime startedUtc = QDateTime::currentDateTimeUtc();

    std::vector<RequestRecord> records(total);
    // The FIFO: request indices in arrival order; capacity for all of them.
    std::vector<size_t> fifo(total);
    size_t head = 0, tail = 0;
    bool closed = false;
    std::mutex m;
    std::condition_variable cv;
    std::atomic_bool abort{false};
    std::atomic<qint64> completed{0};
    std::latch ready(config.workers);
    std::latch go(1);
    Clock::time_point t0;
    std::vector<Error> errors(size_t(config.workers));

    auto worker = [&](int w) {
        std::unique_ptr<OperationRunner> runner = factory(w);
        Status setup =
            runner ? runner->setup() : Status(Error::internal(op, QStringLiteral("no runner")));
        if (!setup) {
            errors[size_t(w)] = setup.error();
            abort = true;
        }
        ready.count_down();
        go.wait();
        while (setup && !abort) {
            size_t idx = 0;
            {
                std::unique_lock lock(m);
                cv.wait(lock, [&] { return head != tail || closed || abort; });
                if (head == tail || abort) {
                    break; // closed and empty, or aborted
                }
                idx = fifo[head++];
            }
            RequestRecord &rec = records[idx];
            // Untimed preparation counts as waiting, not as service.
            Status s = runner->prepareNext();
            const auto a = Clock::now();
            if (s) {
                s = runner->runOnce();
            }
            const auto b = Clock::now();
            rec.startNs = std::chrono::duration_cast<std::chrono::nanoseconds>(a - t0).count();
            rec.endNs = std::chrono::duration_cast<std::chrono::nanoseconds>(b - t0).count();
            rec.worker = w;
            rec.ok = s.ok();
            completed.fetch_add(1, std::memory_order_relaxed);
            if (!s && !runner->failuresAreOutcomes()) {
                errors[size_t(w)] = s.error();
                abort = true;
                cv.notify_all();
            }
        }
        if (runner) {
            runner->teardown();
        }
    };

    std::vector<std::thread> threads;
    for (int w = 0; w < config.workers; ++w) {
        threads.emplace_back(worker, w);
    }
    ready.wait();
    t0 = Clock::now();
    go.count_down();

    const auto tick = std::chrono::milliseconds(34); // ≤ 30 progress reports per second
    auto lastReport = Clock::now() - tick;
    auto report = [&](size_t arrived, int step) {
        if (!progress || Clock::now() - lastReport < tick) {
            return;
        }
        lastReport = Clock::now();
        LoadProgress p;
        p.arrived = qsizetype(arrived);
        p.completed = qsizetype(completed.load(std::memory_order_relaxed));
        p.total = qsizetype(total);
        p.step = step;
        {
            std::lock_guard lock(m);
            p.queued = int(tail - head);
        }
        p.elapsedSeconds = double((Clock::now() - t0).count()) / 1e9;
        progress(p);
    };

    // Release requests at their times; wake up at least every tick for
    // progress and cancel.
    for (size_t i = 0; i < total && !abort; ++i) {
        const auto due = t0 + std::chrono::nanoseconds(schedule.offsetNs[i]);
        while (Clock::now() < due && !abort) {
            if (cancel.isCancelled()) {
                abort = true;
                break;
            }
            report(i, schedule.step[i]);
            std::this_thread::sleep_until(std::min(due, Clock::now() + tick));
        }
        if (abort) {
            break;
        }
        RequestRecord &rec = records[i];
        rec.step = schedule.step[i];
        {
            std::lock_guard lock(m);
            rec.arrivalNs =
                std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
            fifo[tail++] = i;
        }
        cv.notify_one();
    }
    {
        std::lock_guard lock(m);
        closed = true;
    }
    cv.notify_all();

    // Let the workers empty the queue, within the drain limit.
    const auto drainUntil = Clock::now() + config.drainLimit;
    while (!abort && completed.load() < qint64(total)) {
        if (cancel.isCancelled() || Clock::now() >= drainUntil) {
            abort = true;
            break;
        }
        report(total, int(config.steps.size()) - 1);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    if (abort) {
        cv.notify_all();
    }
    for (std::thread &t : threads) {
        t.join();
    }
    for (const Error &e : errors) {
        if (e.isError()) {
            qCWarning(lcBench) << "load profile failed:" << e.technical();
            return e;
        }
    }
    if (cancel.isCancelled()) {
        return Error::cancelled(op);
    }
    // Requests never released (not possible without abort) are dropped;
    // released but unserved ones stay, with start/end -1.
    QList<RequestRecord> list;
    list.reserve(qsizetype(total));
    for (size_t i = 0; i < tail; ++i) {
        list << records[i];
    }
    LoadProfileResult result = analyzeLoad(config, std::move(list));
    result.startedUtc = startedUtc;
    return result;
}

} // namespace keyward::bench
