// SPDX-License-Identifier: GPL-3.0-or-later
#include "LoadProfile.h"

#include "Statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace keyward::bench {

QList<double> ratesAroundServiceRate(double perSecond)
{
    QList<double> rates;
    if (!(perSecond > 0) || !std::isfinite(perSecond)) {
        return rates;
    }
    for (double f : {0.25, 0.5, 0.75, 0.9, 1.1, 1.5}) {
        const double r = std::min(f * perSecond, LoadProfileConfig::kMaxRatePerSecond);
        const double scale = std::pow(10.0, std::floor(std::log10(r)) - 1); // 2 significant digits
        const double rounded = std::round(r / scale) * scale;
        if (rates.isEmpty() || rounded > rates.constLast()) {
            rates << rounded;
        }
    }
    return rates;
}

LoadProfileConfig LoadProfileConfig::stepped(const QList<double> &rates,
                                             std::chrono::milliseconds stepDuration, int workers,
                                             bool backDown)
{
    LoadProfileConfig c;
    c.workers = workers;
    for (double r : rates) {
        c.steps << LoadStep{r, stepDuration};
    }
    if (backDown) {
        for (qsizetype i = rates.size() - 2; i >= 0; --i) {
            c.steps << LoadStep{rates[i], stepDuration};
        }
    }
    return c;
}

qsizetype LoadProfileConfig::scheduledRequests() const
{
    // In double first: a rate or a duration out of bounds must not overflow.
    double n = 0;
    for (const LoadStep &s : steps) {
        const double one = std::floor(s.ratePerSecond * double(s.duration.count()) / 1000.0);
        n += std::isfinite(one) && one > 0 ? one : 0;
    }
    return n >= double(std::numeric_limits<qsizetype>::max() / 2)
               ? std::numeric_limits<qsizetype>::max() / 2
               : qsizetype(n);
}

Status LoadProfileConfig::validate() const
{
    const QString op = QStringLiteral("load profile");
    if (workers < 1 || workers > kMaxWorkers) {
        return Error::invalidInput(op, QStringLiteral("workers must be 1 to %1").arg(kMaxWorkers));
    }
    if (steps.isEmpty() || steps.size() > kMaxSteps) {
        return Error::invalidInput(op, QStringLiteral("1 to %1 steps").arg(kMaxSteps));
    }
    for (const LoadStep &s : steps) {
        if (!std::isfinite(s.ratePerSecond) || s.ratePerSecond <= 0 ||
            s.ratePerSecond > kMaxRatePerSecond) {
            return Error::invalidInput(op, QStringLiteral("a rate must be above 0 and at most "
                                                          "%1 per second")
                                               .arg(kMaxRatePerSecond, 0, 'g', 7));
        }
        if (s.duration.count() <= 0 || s.duration > kMaxStepDuration) {
            return Error::invalidInput(op, QStringLiteral("a step lasts up to 24 hours"));
        }
    }
    if (scheduledRequests() > kMaxScheduledRequests) {
        return Error::invalidInput(
            op, QStringLiteral("more than %1 requests in all").arg(kMaxScheduledRequests));
    }
    return {};
}

double servedPerServingSecond(qsizetype served, std::vector<BusyInterval> intervals)
{
    if (served <= 0 || intervals.empty()) {
        return 0;
    }
    std::sort(intervals.begin(), intervals.end(),
              [](const BusyInterval &a, const BusyInterval &b) { return a.startNs < b.startNs; });
    double busyNs = 0;
    qint64 from = intervals.front().startNs, to = intervals.front().endNs;
    for (const BusyInterval &i : intervals) {
        if (i.startNs > to) {
            busyNs += double(to - from);
            from = i.startNs;
            to = i.endNs;
        } else {
            to = std::max(to, i.endNs);
        }
    }
    busyNs += double(to - from);
    return busyNs > 0 ? double(served) * 1e9 / busyNs : 0;
}

namespace {

struct Event
{
    qint64 t;
    int dQueued;
    int dService;
};

} // namespace

LoadProfileResult analyzeLoad(const LoadProfileConfig &config, QList<RequestRecord> requests)
{
    LoadProfileResult r;
    r.config = config;

    // The queue as a step function: +1 queued at arrival, moved to service at
    // start, gone at end. Unserved requests stay queued.
    std::vector<Event> events;
    events.reserve(size_t(requests.size()) * 3);
    double serviceSum = 0;
    qsizetype served = 0;
    std::vector<BusyInterval> busy;
    for (const RequestRecord &q : requests) {
        events.push_back({q.arrivalNs, +1, 0});
        if (q.startNs >= 0) {
            events.push_back({q.startNs, -1, +1});
        }
        if (q.endNs >= 0) {
            events.push_back({q.endNs, 0, -1});
            serviceSum += double(q.endNs - q.startNs);
            busy.push_back({q.startNs, q.endNs});
            ++served;
        } else {
            r.drained = false;
        }
    }
    std::stable_sort(events.begin(), events.end(),
                     [](const Event &a, const Event &b) { return a.t < b.t; });
    int queued = 0, inService = 0;
    for (size_t i = 0; i < events.size(); ++i) {
        queued += events[i].dQueued;
        inService += events[i].dService;
        // One point per instant: fold simultaneous events.
        if (i + 1 < events.size() && events[i + 1].t == events[i].t) {
            continue;
        }
        r.queue << QueuePoint{events[i].t, queued, inService};
    }
    if (served > 0 && serviceSum > 0) {
        r.serviceRatePerSecond = double(config.workers) * 1e9 / (serviceSum / double(served));
    }
    r.servedPerServingSecond = servedPerServingSecond(served, std::move(busy));

    // State of the step function at time t (last point at or before t).
    auto stateAt = [&](qint64 t) -> QueuePoint {
        auto it = std::upper_bound(r.queue.cbegin(), r.queue.cend(), t,
                                   [](qint64 v, const QueuePoint &p) { return v < p.tNs; });
        if (it == r.queue.cbegin()) {
            return QueuePoint{t, 0, 0};
        }
        return *(it - 1);
    };
    // Time integral of queued and in-system over [a, b), in request·ns.
    auto integrate = [&](qint64 a, qint64 b, double *q, double *sys) {
        *q = 0;
        *sys = 0;
        QueuePoint cur = stateAt(a);
        qint64 t = a;
        auto it = std::upper_bound(r.queue.cbegin(), r.queue.cend(), a,
                                   [](qint64 v, const QueuePoint &p) { return v < p.tNs; });
        for (; it != r.queue.cend() && it->tNs < b; ++it) {
            *q += double(cur.queued) * double(it->tNs - t);
            *sys += double(cur.queued + cur.inService) * double(it->tNs - t);
            t = it->tNs;
            cur = *it;
        }
        *q += double(cur.queued) * double(b - t);
        *sys += double(cur.queued + cur.inService) * double(b - t);
    };

    qint64 stepStart = 0;
    for (int k = 0; k < config.steps.size(); ++k) {
        const LoadStep &ls = config.steps[k];
        const qint64 stepEnd = stepStart + qint64(ls.duration.count()) * 1'000'000;
        const double seconds = double(stepEnd - stepStart) / 1e9;
        StepStats s;
        s.step = k;
        s.offeredRate = ls.ratePerSecond;
        s.startSeconds = double(stepStart) / 1e9;
        s.endSeconds = double(stepEnd) / 1e9;
        QList<qint64> latencies;
        double wait = 0, service = 0, latency = 0;
        qsizetype completedInWindow = 0;
        for (const RequestRecord &q : requests) {
            if (q.endNs >= stepStart && q.endNs < stepEnd) {
                ++completedInWindow;
            }
            if (q.step != k) {
                continue;
            }
            ++s.arrived;
            if (!q.served()) {
                continue;
            }
            ++s.completed;
            wait += double(q.startNs - q.arrivalNs);
            service += double(q.endNs - q.startNs);
            latency += double(q.endNs - q.arrivalNs);
            latencies << (q.endNs - q.arrivalNs);
        }
        s.arrivalRate = seconds > 0 ? double(s.arrived) / seconds : 0;
        s.throughput = seconds > 0 ? double(completedInWindow) / seconds : 0;
        if (s.completed > 0) {
            s.meanWaitNs = wait / double(s.completed);
            s.meanServiceNs = service / double(s.completed);
            s.meanLatencyNs = latency / double(s.completed);
            s.p95LatencyNs = summarize(latencies).p95;
        }
        double qInt = 0, sysInt = 0;
        integrate(stepStart, stepEnd, &qInt, &sysInt);
        const double windowNs = double(stepEnd - stepStart);
        s.measuredQueued = windowNs > 0 ? qInt / windowNs : 0;
        s.measuredInSystem = windowNs > 0 ? sysInt / windowNs : 0;
        s.predictedInSystem = s.arrivalRate * s.meanLatencyNs / 1e9;
        s.predictedQueued = s.arrivalRate * s.meanWaitNs / 1e9;
        s.utilisation = s.arrivalRate * s.meanServiceNs / 1e9 / double(std::max(1, config.workers));
        s.queueAtStart = stateAt(stepStart).queued;
        // Just before the window closes.
        s.queueAtEnd = stateAt(stepEnd - 1).queued;
        const int growth = s.queueAtEnd - s.queueAtStart;
        // A queue left over at the end of a step happens below capacity too
        // (jitter); it counts only when the offered load is near or past what
        // the workers can serve.
        s.saturated =
            growth >= 2 && double(growth) > 0.1 * double(s.arrived) && s.utilisation >= 0.9;
        if (s.saturated && r.saturationStep < 0) {
            r.saturationStep = k;
            r.saturationRate = s.offeredRate;
        }
        r.steps << s;
        stepStart = stepEnd;
    }
    r.requests = std::move(requests);
    return r;
}

} // namespace keyward::bench
