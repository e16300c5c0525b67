// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchKeyPoolCommand.h"

#include "BenchBundle.h"
#include "BenchInterrupt.h"
#include "Confirm.h"
#include "ReportModule.h"
#include "app/BenchReproduce.h"
#include "bench/KeyPoolRatios.h"
#include "bench/KeyPoolRecord.h"
#include "bench/ResultStore.h"
#include "bench/runners/KeyPoolToken.h"
#include "core/ErrorJson.h"
#include "core/TerminalText.h"
#include "openpgp/SecureBytes.h"
#include "pkcs11/KeyPool.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace keyward::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

using bench::KeyPoolBenchConfig;
using bench::KeyPoolBenchRun;

double round3(double v)
{
    return std::round(v * 1000) / 1000;
}

QJsonObject ratesJson(const bench::KeyPoolRates &r)
{
    return QJsonObject{{QStringLiteral("all"), round3(r.all)},
                       {QStringLiteral("cold"), round3(r.cold)},
                       {QStringLiteral("warm"), round3(r.warm)},
                       {QStringLiteral("sparse"), round3(r.sparse)},
                       {QStringLiteral("saturated"), round3(r.saturated)}};
}

/// A rate or ratio for the text report: "–" where there is none.
QString figure(double v, int decimals)
{
    return v > 0 ? QString::number(v, 'f', decimals) : QStringLiteral("–");
}

QJsonObject runJson(const KeyPoolBenchRun &r, int repetition)
{
    QJsonArray steps;
    for (const bench::StepStats &s : r.load.steps) {
        steps.append(QJsonObject{{QStringLiteral("rate"), s.offeredRate},
                                 {QStringLiteral("startSeconds"), round3(s.startSeconds)},
                                 {QStringLiteral("accepted"), s.arrived},
                                 {QStringLiteral("completed"), s.completed},
                                 {QStringLiteral("throughput"), round3(s.throughput)},
                                 {QStringLiteral("meanLatencyMs"), round3(s.meanLatencyNs / 1e6)},
                                 {QStringLiteral("p95LatencyMs"), round3(s.p95LatencyNs / 1e6)},
                                 {QStringLiteral("queueAtEnd"), s.queueAtEnd}});
    }
    QJsonArray latency, queue, fromReady;
    for (qsizetype i = 0; i < r.load.requests.size(); ++i) {
        const bench::RequestRecord &q = r.load.requests.at(i);
        if (q.served()) {
            latency.append(QJsonArray{round3(double(q.arrivalNs) / 1e9),
                                      round3(double(q.endNs - q.arrivalNs) / 1e6)});
            fromReady.append(i < r.readyKey.size() && r.readyKey.at(i));
        }
    }
    for (const bench::QueuePoint &p : r.load.queue) {
        queue.append(QJsonArray{round3(double(p.tNs) / 1e9), p.queued, p.inService});
    }
    const bench::KeyPoolOverhead o = bench::KeyPoolRatios::overhead(r);
    return QJsonObject{
        {QStringLiteral("mode"), KeyPoolBenchConfig::modeName(r.config.mode)},
        {QStringLiteral("repetition"), repetition},
        {QStringLiteral("servedPerServingSecond"), ratesJson(r.serving)},
        {QStringLiteral("serial"), QJsonObject{{QStringLiteral("requests"), r.serialDone},
                                               {QStringLiteral("perSecond"), ratesJson(r.serial)}}},
        {QStringLiteral("overheadVsSerial"),
         QJsonObject{{QStringLiteral("all"), round3(o.all)},
                     {QStringLiteral("cold"), round3(o.cold)},
                     {QStringLiteral("warm"), round3(o.warm)},
                     {QStringLiteral("sparse"), round3(o.sparse)},
                     {QStringLiteral("saturated"), round3(o.saturated)}}},
        {QStringLiteral("arrived"), r.arrived},
        {QStringLiteral("served"), r.served},
        {QStringLiteral("dropped"), r.dropped},
        {QStringLiteral("firstDropSeconds"),
         r.firstDropSeconds < 0 ? QJsonValue() : QJsonValue(round3(r.firstDropSeconds))},
        {QStringLiteral("fromPool"), r.fromPool},
        {QStringLiteral("generated"), r.generated},
        {QStringLiteral("serviceRatePerSecond"), round3(r.serviceRatePerSecond)},
        {QStringLiteral("overheadRatio"), round3(r.overheadRatio)},
        {QStringLiteral("maxLatencyMs"), round3(r.maxLatencyMs)},
        {QStringLiteral("operationsMs"),
         QJsonObject{{QStringLiteral("keygen"), round3(r.keygenMs)},
                     {QStringLiteral("unwrap"), round3(r.unwrapMs)},
                     {QStringLiteral("sign"), round3(r.signMs)},
                     {QStringLiteral("destroy"), round3(r.destroyMs)}}},
        {QStringLiteral("operationsMeanMs"),
         QJsonObject{{QStringLiteral("keygen"), round3(r.keygenMeanMs)},
                     {QStringLiteral("unwrap"), round3(r.unwrapMeanMs)},
                     {QStringLiteral("sign"), round3(r.signMeanMs)},
                     {QStringLiteral("destroy"), round3(r.destroyMeanMs)}}},
        {QStringLiteral("overheadRatioOfMeans"), round3(r.overheadRatioOfMeans)},
        {QStringLiteral("harnessMeanMs"), round3(r.harnessMeanNs / 1e6)},
        {QStringLiteral("servedFromReady"), r.servedFromReady},
        {QStringLiteral("readyRanOutSeconds"),
         r.readyRanOutSeconds < 0 ? QJsonValue() : QJsonValue(round3(r.readyRanOutSeconds))},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("latency"), latency},
        {QStringLiteral("fromReady"), fromReady},
        {QStringLiteral("queue"), queue},
    };
}

void printRun(QTextStream &out, const KeyPoolBenchRun &r)
{
    const bool pool = r.config.mode == KeyPoolBenchConfig::Mode::Pool;
    out << (pool ? Text::tr("From the pool (unwrap, sign, destroy):")
                 : Text::tr("On demand (generate, sign, destroy):"))
        << '\n';
    out << "  "
        << Text::tr("%1 requests, %2 served, %3 dropped; longest latency %4 ms.")
               .arg(r.arrived)
               .arg(r.served)
               .arg(r.dropped)
               .arg(r.maxLatencyMs, 0, 'f', 1)
        << '\n';
    out << "  "
        << (r.firstDropSeconds < 0 ? Text::tr("No request was dropped.")
                                   : Text::tr("The first request was dropped after %1 s.")
                                         .arg(r.firstDropSeconds, 0, 'f', 2))
        << '\n';
    out << "  "
        << Text::tr("Service rate (served ÷ serving time) %1 requests/s: the first %2 served %3, "
                    "the rest %4; in steps below saturation %5, in saturated steps %6.")
               .arg(figure(r.serving.all, 1))
               .arg(r.config.coldRequests)
               .arg(figure(r.serving.cold, 1), figure(r.serving.warm, 1),
                    figure(r.serving.sparse, 1), figure(r.serving.saturated, 1))
        << '\n';
    if (r.serialDone > 0) {
        const bench::KeyPoolOverhead o = bench::KeyPoolRatios::overhead(r);
        out << "  "
            << Text::tr("Serial reference loop (the same operations back to back on one thread, "
                        "just before the service): %1 requests, %2 requests/s (the first %3 %4, "
                        "the rest %5).")
                   .arg(r.serialDone)
                   .arg(figure(r.serial.all, 1))
                   .arg(r.config.coldRequests)
                   .arg(figure(r.serial.cold, 1), figure(r.serial.warm, 1))
            << '\n';
        out << "  "
            << Text::tr("Service rate ÷ serial loop: %1 (first requests %2, the rest %3; below "
                        "saturation %4, saturated %5), %6 worker(s)%7 against one thread.")
                   .arg(figure(o.all, 2), figure(o.cold, 2), figure(o.warm, 2), figure(o.sparse, 2),
                        figure(o.saturated, 2))
                   .arg(r.config.workers)
                   .arg(pool ? Text::tr(" and the refill worker") : QString())
            << '\n';
    } else {
        out << "  " << Text::tr("No serial reference loop ran: no overhead figure.") << '\n';
    }
    if (pool) {
        out << "  "
            << (r.readyRanOutSeconds < 0
                    ? Text::tr("%1 requests were served with keys unwrapped ahead; they never ran "
                               "out.")
                          .arg(r.servedFromReady)
                    : Text::tr("%1 requests were served with keys unwrapped ahead; they ran out "
                               "after %2 s.")
                          .arg(r.servedFromReady)
                          .arg(r.readyRanOutSeconds, 0, 'f', 3))
            << '\n';
    }
    out << "  "
        << Text::tr("Median keygen %1 ms, unwrap %2 ms, sign %3 ms, destroy %4 ms.")
               .arg(r.keygenMs, 0, 'f', 3)
               .arg(r.unwrapMs, 0, 'f', 3)
               .arg(r.signMs, 0, 'f', 3)
               .arg(r.destroyMs, 0, 'f', 3)
        << '\n';
    for (const bench::StepStats &s : r.load.steps) {
        out << "    "
            << Text::tr("%1/s: %2 accepted, mean latency %3 ms, queue at end %4")
                   .arg(s.offeredRate)
                   .arg(s.arrived)
                   .arg(s.meanLatencyNs / 1e6, 0, 'f', 1)
                   .arg(s.queueAtEnd)
            << '\n';
    }
}

/// The runs into the result store (--store PATH or the default), each with
/// its load profile and details; their ids.
Result<QList<qint64>> storeRuns(const BenchArguments &a, const QList<KeyPoolBenchRun> &runs,
                                const bench::KeyPoolToken &token, const QString &keyType)
{
    const QString path = a.store.isEmpty() ? bench::ResultStore::defaultPath() : a.store;
    QDir().mkpath(QFileInfo(path).absolutePath());
    bench::ResultStore store(path);
    store.setKeepSerials(a.includeSerial);
    if (Status st = store.open(); !st) {
        return st.error();
    }
    auto ids = bench::saveKeyPoolRuns(store, runs, token.identity(), keyType,
                                      bench::Environment::current(token.software()));
    for (qint64 id : ids ? ids.value() : QList<qint64>()) { // for bench export --bundle
        if (Status st = store.saveRunDetails(id, app::invocationDetailsKind(), invocationOf(a));
            !st) {
            return st.error();
        }
    }
    return ids;
}

} // namespace

int runBenchKeyPool(const BenchArguments &a, const Options &o, QTextStream &out, QTextStream &err,
                    bool json)
{
    const BenchRunOptions &ro = a.run;
    const auto usage = [&](const QString &message) {
        err << "keyward-cli bench keypool: " << message << '\n'
            << benchTable().usageOf(*benchTable().find(QStringLiteral("keypool")));
        return int(ExitUsage);
    };
    const QString keyType = o.value(QStringLiteral("key-type")).toLower();
    if (!pkcs11::KeyPool::keySpec(keyType)) {
        return usage(Text::tr("--key-type takes rsa2048, rsa3072, p256 or p384."));
    }
    if (ro.token.isEmpty()) {
        return usage(Text::tr("--token names the token."));
    }
    const QString mode =
        o.given(QStringLiteral("mode")) ? o.value(QStringLiteral("mode")) : QStringLiteral("both");
    if (mode != QLatin1String("pool") && mode != QLatin1String("on-demand") &&
        mode != QLatin1String("both")) {
        return usage(Text::tr("--mode takes pool, on-demand or both."));
    }
    QList<double> rates{1, 2, 5, 10, 20, 50, 100, 50, 20, 10, 5, 2, 1};
    if (o.given(QStringLiteral("rates"))) {
        rates.clear();
        for (const QString &w :
             o.value(QStringLiteral("rates")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            auto r =
                parseBoundedDouble(QStringLiteral("--rates"), w, 0, BenchLimits::kMaxRate, true);
            if (!r) {
                return usage(r.error().detail + QLatin1Char('.'));
            }
            rates << r.value();
        }
        if (rates.isEmpty()) {
            return usage(Text::tr("--rates takes a list of requests per second."));
        }
    }
    double stepSeconds = 10, burstRate = 0, burstSeconds = 2;
    qint64 queue = 50, poolSize = 1000000, readyTarget = 10, repetitions = 3, serial = 100;
    const bool burst = o.given(QStringLiteral("burst"));
    if (burst) {
        if (o.given(QStringLiteral("rates")) || o.given(QStringLiteral("step-seconds"))) {
            return usage(Text::tr("--burst replaces --rates and --step-seconds."));
        }
        if (o.given(QStringLiteral("mode")) && mode != QLatin1String("pool")) {
            return usage(Text::tr("--burst runs from the pool only."));
        }
        auto r = parseBoundedDouble(QStringLiteral("--burst"), o.value(QStringLiteral("burst")), 0,
                                    BenchLimits::kMaxRate, true);
        if (!r) {
            return usage(r.error().detail + QLatin1Char('.'));
        }
        burstRate = r.value();
        if (o.given(QStringLiteral("burst-seconds"))) {
            auto s = parseBoundedDouble(QStringLiteral("--burst-seconds"),
                                        o.value(QStringLiteral("burst-seconds")),
                                        BenchLimits::kMinStep, BenchLimits::kMaxSeconds);
            if (!s) {
                return usage(s.error().detail + QLatin1Char('.'));
            }
            burstSeconds = s.value();
        }
        if (o.given(QStringLiteral("runs"))) {
            return usage(Text::tr("--burst runs once: it takes no --runs."));
        }
        repetitions = 1;
        rates = {burstRate}; // reported as one step
        stepSeconds = burstSeconds;
    } else if (o.given(QStringLiteral("burst-seconds"))) {
        return usage(Text::tr("--burst-seconds needs --burst."));
    }
    for (const auto &[name, target, min, max] :
         {std::tuple<const char *, qint64 *, qint64, qint64>{"queue", &queue, 1, 1000000},
          {"pool-size", &poolSize, 0, 100000000},
          {"ready", &readyTarget, 1, 100000},
          {"runs", &repetitions, 1, 100},
          {"serial", &serial, 0, 1000000}}) {
        if (o.given(QLatin1String(name))) {
            auto n = parseBoundedInteger(QStringLiteral("--") + QLatin1String(name),
                                         o.value(QLatin1String(name)), min, max);
            if (!n) {
                return usage(n.error().detail + QLatin1Char('.'));
            }
            *target = n.value();
        }
    }
    if (o.given(QStringLiteral("step-seconds"))) {
        auto s = parseBoundedDouble(QStringLiteral("--step-seconds"),
                                    o.value(QStringLiteral("step-seconds")), BenchLimits::kMinStep,
                                    BenchLimits::kMaxSeconds);
        if (!s) {
            return usage(s.error().detail + QLatin1Char('.'));
        }
        stepSeconds = s.value();
    }

    bench::KeyPoolToken::Config tc;
    tc.token = benchToken(ro, &tc.extraModules);
    tc.keyType = keyType;
    tc.confirmFinalTry = ro.allowLastPinTry;
    QByteArray pin = ro.pin; // the options' copy is wiped by their owner
    tc.pin = pkcs11::SecretBytes::take(pin);
    openpgp::wipe(pin);

    const auto failed = [&](const Error &e) {
        if (json) {
            out << QJsonDocument(errorDocument(e, e.userMessage())).toJson(QJsonDocument::Indented);
        }
        err << "keyward-cli bench: " << printableText(e.userMessage(), 4096) << '\n';
        if (!e.detail.isEmpty()) {
            err << "  " << printableText(e.detail, 4096) << '\n';
        }
        return e.kind == ErrorKind::InvalidInput ? int(ExitUsage) : int(ExitFailed);
    };
    auto token = bench::KeyPoolToken::open(std::move(tc));
    if (!token) {
        return failed(token.error());
    }
    BenchInterrupt interrupt;
    CancelToken cancel;
    BenchInterrupt::Watch watch(cancel);
    KeyPoolBenchConfig c;
    const auto step = std::chrono::milliseconds(qRound64(stepSeconds * 1000));
    for (double r : rates) {
        c.steps << bench::LoadStep{r, step};
    }
    c.workers = ro.loadWorkers;
    c.queueBound = int(queue);
    c.poolSize = int(std::min<qint64>(poolSize, std::numeric_limits<int>::max()));
    c.readyTarget = int(readyTarget);
    c.serialRequests = int(serial);
    if (burst) {
        c.burstRate = burstRate;
        c.burstDuration = std::chrono::milliseconds(qRound64(burstSeconds * 1000));
    }
    // Each repetition runs the modes one after the other: run i's pair.
    QList<QList<KeyPoolBenchRun>> repeated;
    for (qint64 rep = 0; rep < repetitions; ++rep) {
        QList<KeyPoolBenchRun> runs;
        for (const auto m : {KeyPoolBenchConfig::Mode::OnDemand, KeyPoolBenchConfig::Mode::Pool}) {
            const QString runMode = burst ? QStringLiteral("pool") : mode;
            if (runMode != QLatin1String("both") && KeyPoolBenchConfig::modeName(m) != runMode) {
                continue;
            }
            c.mode = m;
            auto r =
                bench::KeyPoolBench::run(c, bench::KeyPoolToken::factory(token.value()), cancel);
            if (!r) {
                return failed(r.error());
            }
            runs << r.value();
        }
        repeated << runs;
    }
    QJsonObject result{{QStringLiteral("token"),
                        QJsonObject{{QStringLiteral("label"), token.value()->tokenLabel()},
                                    {QStringLiteral("model"), token.value()->tokenModel()}}},
                       {QStringLiteral("keyType"), keyType},
                       {QStringLiteral("mechanism"), token.value()->mechanismName()},
                       {QStringLiteral("workers"), c.workers},
                       {QStringLiteral("queueBound"), c.queueBound},
                       {QStringLiteral("poolSize"), c.poolSize},
                       {QStringLiteral("stepSeconds"), stepSeconds},
                       {QStringLiteral("readyTarget"), c.readyTarget},
                       {QStringLiteral("repetitions"), int(repetitions)},
                       {QStringLiteral("serialRequests"), c.serialRequests},
                       {QStringLiteral("burst"),
                        burst ? QJsonValue(QJsonObject{{QStringLiteral("rate"), burstRate},
                                                       {QStringLiteral("seconds"), burstSeconds}})
                              : QJsonValue()},
                       {QStringLiteral("rates"), QJsonArray::fromVariantList([&] {
                            QVariantList l;
                            for (double r : rates) {
                                l << r;
                            }
                            return l;
                        }())}};
    QList<qint64> ids;
    // Each repetition is stored as its own pair (a burst is one pool run with
    // no partner: not stored).
    for (const QList<KeyPoolBenchRun> &runs : std::as_const(repeated)) {
        if (a.noStore || burst) {
            break;
        }
        auto stored = storeRuns(a, runs, *token.value(), keyType);
        if (!stored) {
            return failed(stored.error());
        }
        ids << stored.value();
    }
    QJsonArray runArray;
    QList<KeyPoolBenchRun> pools, onDemand;
    qsizetype n = 0;
    for (int rep = 0; rep < repeated.size(); ++rep) {
        if (!json && repeated.size() > 1) {
            out << Text::tr("Run %1 of %2:").arg(rep + 1).arg(repeated.size()) << '\n';
        }
        for (const KeyPoolBenchRun &r : std::as_const(repeated[rep])) {
            QJsonObject one = runJson(r, rep + 1);
            if (n < ids.size()) {
                one.insert(QStringLiteral("runId"), double(ids[n]));
            }
            ++n;
            runArray.append(one);
            if (!json) {
                printRun(out, r);
            }
            (r.config.mode == KeyPoolBenchConfig::Mode::Pool ? pools : onDemand) << r;
        }
    }
    result.insert(QStringLiteral("runs"), runArray);
    if (!pools.isEmpty() && pools.size() == onDemand.size()) {
        const bench::KeyPoolLift lift = bench::KeyPoolRatios::liftOverRuns(pools, onDemand);
        result.insert(QStringLiteral("lift"), round3(lift.value));
        result.insert(QStringLiteral("liftRuns"), lift.runs);
        if (lift.hasInterval) {
            result.insert(QStringLiteral("liftInterval"),
                          QJsonObject{{QStringLiteral("low"), round3(lift.low)},
                                      {QStringLiteral("high"), round3(lift.high)},
                                      {QStringLiteral("confidence"), 0.95},
                                      {QStringLiteral("method"),
                                       QStringLiteral("percentile bootstrap over runs")},
                                      {QStringLiteral("runs"), lift.runs}});
        }
        result.insert(QStringLiteral("verdict"), bench::KeyPoolBench::verdict(lift.value));
        if (!json) {
            if (lift.hasInterval) {
                out << Text::tr("Lift (pool ÷ on demand, service rate): %1 (95 % interval %2 to "
                                "%3, bootstrap over %4 runs).")
                           .arg(lift.value, 0, 'f', 2)
                           .arg(lift.low, 0, 'f', 2)
                           .arg(lift.high, 0, 'f', 2)
                           .arg(lift.runs)
                    << '\n';
            } else {
                out << Text::tr("Lift (pool ÷ on demand, service rate): %1 from %n run(s); no "
                                "interval between runs, which needs at least %2 runs.",
                                nullptr, lift.runs)
                           .arg(lift.value, 0, 'f', 2)
                           .arg(bench::KeyPoolRatios::kMinRuns)
                    << '\n';
            }
            out << bench::KeyPoolBench::verdict(lift.value) << '\n';
        }
    }
    if (!json && !ids.isEmpty()) {
        QStringList words;
        for (qint64 id : ids) {
            words << QString::number(id);
        }
        out << Text::tr("Stored as runs %1.").arg(words.join(QStringLiteral(", "))) << '\n';
    }
    if (json) {
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-keypool")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("keypool"), result}})
                   .toJson(QJsonDocument::Indented);
    }
    return ExitOk;
}

Status addKeyPoolReport(bench::HtmlReportInput &input, bench::ResultStore &store, bool withSvg)
{
    QList<bench::StoredKeyPoolPair> pairs;
    QSet<qint64> seen;
    for (const bench::RunRecord &r : input.runs) {
        if (!bench::isKeyPoolRun(r) || seen.contains(r.id)) {
            continue;
        }
        auto pair = bench::loadKeyPoolPair(store, r.id);
        if (!pair) {
            return pair.error();
        }
        for (const auto &rec : {pair.value().onDemandRecord, pair.value().poolRecord}) {
            if (rec) {
                seen.insert(rec->id);
            }
        }
        pairs << pair.value();
    }
    if (const bench::ChartRenderer *charts = ReportModule::renderer()) {
        const bench::KeyPoolReportParts report = charts->keyPoolReport(pairs, withSvg);
        input.charts << report.charts;
        input.advice << report.text;
        return {};
    }
    // No chart module (its absence was said where the report's charts were drawn).
    for (const bench::StoredKeyPoolPair &p : pairs) {
        if (p.pool && p.onDemand) {
            input.advice << p.label() + QStringLiteral(": ") +
                                bench::KeyPoolBench::verdict(
                                    bench::KeyPoolBench::lift(*p.pool, *p.onDemand));
        }
    }
    return {};
}

} // namespace keyward::cli
