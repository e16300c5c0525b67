// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultExport.h"

#include "KeyPoolRecord.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace keyward::bench {

namespace {

const QString kFormat = QStringLiteral("keyward-bench-results");
constexpr int kVersion = 1;

QJsonArray toArray(const QList<qint64> &v)
{
    QJsonArray a;
    for (qint64 x : v) {
        a.append(double(x)); // exact below 2^53 ns (104 days)
    }
    return a;
}

QJsonObject summaryObject(const Summary &s)
{
    return QJsonObject{
        {QStringLiteral("count"), double(s.count)}, {QStringLiteral("minNs"), s.min},
        {QStringLiteral("maxNs"), s.max},           {QStringLiteral("meanNs"), s.mean},
        {QStringLiteral("medianNs"), s.median},     {QStringLiteral("stddevNs"), s.stddev},
        {QStringLiteral("p95Ns"), s.p95},           {QStringLiteral("p99Ns"), s.p99},
        {QStringLiteral("ci95LowNs"), s.ciLow},     {QStringLiteral("ci95HighNs"), s.ciHigh}};
}

// RFC 4180: quote when needed, double the quotes.
QString csvField(const QString &s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) ||
        s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r'))) {
        QString q = s;
        q.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return s;
}

QString csvLine(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields) {
        out << csvField(f);
    }
    return out.join(QLatin1Char(',')) + QLatin1Char('\n');
}

QString num(double v)
{
    return QString::number(v, 'g', 12);
}

QString ms(double ns)
{
    return QString::number(ns / 1e6, 'f', 6);
}

} // namespace

QJsonObject toJsonObject(const RunRecord &r, const ExportOptions &options)
{
    QJsonObject device{{QStringLiteral("kind"), r.device.kind},
                       {QStringLiteral("vendor"), r.device.vendor},
                       {QStringLiteral("model"), r.device.model},
                       {QStringLiteral("firmware"), r.device.firmware},
                       {QStringLiteral("virtual"), r.device.isVirtual}};
    if (options.includeSerial) {
        device.insert(QStringLiteral("id"), r.device.id);
        device.insert(QStringLiteral("serial"), r.device.serial);
    }
    QJsonObject software;
    for (auto it = r.environment.software.cbegin(); it != r.environment.software.cend(); ++it) {
        software.insert(it.key(), it.value());
    }
    QJsonObject o{
        {QStringLiteral("uuid"), r.uuid},
        {QStringLiteral("started"), r.startedUtc.toString(Qt::ISODateWithMs)},
        {QStringLiteral("device"), device},
        {QStringLiteral("case"), QJsonObject{{QStringLiteral("algorithm"), r.algorithm},
                                             {QStringLiteral("operation"), r.operation},
                                             {QStringLiteral("path"), r.path},
                                             {QStringLiteral("threads"), r.threads},
                                             {QStringLiteral("warmup"), r.warmup},
                                             {QStringLiteral("iterations"), r.iterations},
                                             {QStringLiteral("durationMs"), double(r.durationMs)},
                                             {QStringLiteral("keyOrigin"), r.keyOrigin}}},
        {QStringLiteral("environment"), QJsonObject{{QStringLiteral("host"), r.environment.host},
                                                    {QStringLiteral("os"), r.environment.os},
                                                    {QStringLiteral("cpu"), r.environment.cpu},
                                                    {QStringLiteral("software"), software}}},
        {QStringLiteral("wallSeconds"), r.wallSeconds},
        {QStringLiteral("truncated"), r.truncated},
        {QStringLiteral("timerResolutionNs"), double(r.timerResolutionNs)},
        {QStringLiteral("published"), r.published},
        {QStringLiteral("notes"), r.notes},
    };
    if (r.published) {
        o.insert(QStringLiteral("publishedSource"), r.publishedSource);
        o.insert(QStringLiteral("publishedYear"), r.publishedYear);
        o.insert(QStringLiteral("publishedMeanNs"), r.publishedMeanNs);
    }
    if (r.imported) {
        o.insert(QStringLiteral("origin"), r.origin);
    }
    if (!r.details.isEmpty()) {
        QJsonObject details;
        for (auto it = r.details.cbegin(); it != r.details.cend(); ++it) {
            // A key-pool run's details travel in its "keypool" object, with its load
            // profile (KeyPoolRecord): they can outgrow the general details' bound.
            if (it.key() != keyPoolDetailsKind()) {
                details.insert(it.key(), it.value());
            }
        }
        if (!details.isEmpty()) {
            o.insert(QStringLiteral("details"), details);
        }
    }
    const Throughput t = r.throughput();
    o.insert(QStringLiteral("summary"),
             QJsonObject{{QStringLiteral("steady"), summaryObject(r.steady())},
                         {QStringLiteral("cold"), summaryObject(r.cold())},
                         {QStringLiteral("throughput"),
                          QJsonObject{{QStringLiteral("wallClockPerSecond"), t.wallClockPerSecond},
                                      {QStringLiteral("latencyDerivedPerSecond"),
                                       t.latencyDerivedPerSecond}}}});
    if (options.includeSamples) {
        QJsonArray samples;
        for (qsizetype i = 0; i < r.samples.size(); ++i) {
            samples.append(QJsonObject{{QStringLiteral("thread"), int(i)},
                                       {QStringLiteral("cold"), toArray(r.samples[i].cold)},
                                       {QStringLiteral("steady"), toArray(r.samples[i].steady)}});
        }
        o.insert(QStringLiteral("samples"), samples);
    }
    return o;
}

QByteArray toJson(const QList<RunRecord> &runs, const ExportOptions &options)
{
    QJsonArray arr;
    for (const RunRecord &r : runs) {
        arr.append(toJsonObject(r, options));
    }
    const QJsonObject root{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("exported"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {QStringLiteral("runs"), arr},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray summaryCsv(const QList<RunRecord> &runs, const ExportOptions &options)
{
    QStringList header{QStringLiteral("run_uuid"),
                       QStringLiteral("started"),
                       QStringLiteral("vendor"),
                       QStringLiteral("model"),
                       QStringLiteral("firmware"),
                       QStringLiteral("virtual"),
                       QStringLiteral("published"),
                       QStringLiteral("source"),
                       QStringLiteral("algorithm"),
                       QStringLiteral("operation"),
                       QStringLiteral("path"),
                       QStringLiteral("threads"),
                       QStringLiteral("count"),
                       QStringLiteral("median_ms"),
                       QStringLiteral("mean_ms"),
                       QStringLiteral("stddev_ms"),
                       QStringLiteral("ci95_low_ms"),
                       QStringLiteral("ci95_high_ms"),
                       QStringLiteral("p95_ms"),
                       QStringLiteral("p99_ms"),
                       QStringLiteral("min_ms"),
                       QStringLiteral("max_ms"),
                       QStringLiteral("cold_mean_ms"),
                       QStringLiteral("wall_ops_per_s"),
                       QStringLiteral("latency_ops_per_s"),
                       QStringLiteral("host")};
    if (options.includeSerial) {
        header << QStringLiteral("serial");
    }
    QString out = csvLine(header);
    for (const RunRecord &r : runs) {
        const Summary s = r.steady();
        const Throughput t = r.throughput();
        QStringList row{r.uuid,
                        r.startedUtc.toString(Qt::ISODate),
                        r.device.vendor,
                        r.device.model,
                        r.device.firmware,
                        r.device.isVirtual ? QStringLiteral("1") : QStringLiteral("0"),
                        r.published ? QStringLiteral("1") : QStringLiteral("0"),
                        r.published ? r.publishedSource : QString(),
                        r.algorithm,
                        r.operation,
                        r.path,
                        QString::number(r.threads),
                        QString::number(s.count),
                        ms(s.median),
                        ms(s.mean),
                        ms(s.stddev),
                        ms(s.ciLow),
                        ms(s.ciHigh),
                        ms(s.p95),
                        ms(s.p99),
                        ms(s.min),
                        ms(s.max),
                        ms(r.cold().mean),
                        num(t.wallClockPerSecond),
                        num(t.latencyDerivedPerSecond),
                        r.environment.host};
        if (options.includeSerial) {
            row << r.device.serial;
        }
        out += csvLine(row);
    }
    return out.toUtf8();
}

QByteArray samplesCsv(const QList<RunRecord> &runs)
{
    QString out =
        csvLine({QStringLiteral("run_uuid"), QStringLiteral("started"), QStringLiteral("vendor"),
                 QStringLiteral("model"), QStringLiteral("firmware"), QStringLiteral("virtual"),
                 QStringLiteral("algorithm"), QStringLiteral("operation"), QStringLiteral("path"),
                 QStringLiteral("threads"), QStringLiteral("thread"), QStringLiteral("phase"),
                 QStringLiteral("seq"), QStringLiteral("latency_ns")});
    for (const RunRecord &r : runs) {
        const QStringList head{r.uuid,
                               r.startedUtc.toString(Qt::ISODateWithMs),
                               r.device.vendor,
                               r.device.model,
                               r.device.firmware,
                               r.device.isVirtual ? QStringLiteral("1") : QStringLiteral("0"),
                               r.algorithm,
                               r.operation,
                               r.path,
                               QString::number(r.threads)};
        const QString prefix = csvLine(head).chopped(1) + QLatin1Char(',');
        for (qsizetype t = 0; t < r.samples.size(); ++t) {
            for (int phase = 0; phase < 2; ++phase) {
                const QList<qint64> &v = phase == 0 ? r.samples[t].cold : r.samples[t].steady;
                const QString phaseName =
                    phase == 0 ? QStringLiteral("cold") : QStringLiteral("steady");
                for (qsizetype i = 0; i < v.size(); ++i) {
                    out += prefix + QString::number(t) + QLatin1Char(',') + phaseName +
                           QLatin1Char(',') + QString::number(i) + QLatin1Char(',') +
                           QString::number(v[i]) + QLatin1Char('\n');
                }
            }
        }
    }
    return out.toUtf8();
}

QByteArray loadProfileCsv(const LoadProfileResult &result)
{
    QString out =
        csvLine({QStringLiteral("request"), QStringLiteral("step"), QStringLiteral("offered_rate"),
                 QStringLiteral("arrival_ns"), QStringLiteral("start_ns"), QStringLiteral("end_ns"),
                 QStringLiteral("worker"), QStringLiteral("ok")});
    for (qsizetype i = 0; i < result.requests.size(); ++i) {
        const RequestRecord &q = result.requests[i];
        const double rate = q.step >= 0 && q.step < result.config.steps.size()
                                ? result.config.steps[q.step].ratePerSecond
                                : 0;
        out += csvLine({QString::number(i), QString::number(q.step), num(rate),
                        QString::number(q.arrivalNs), QString::number(q.startNs),
                        QString::number(q.endNs), QString::number(q.worker),
                        q.ok ? QStringLiteral("1") : QStringLiteral("0")});
    }
    return out.toUtf8();
}

QByteArray loadProfileJson(const LoadProfileResult &r)
{
    QJsonArray steps;
    for (const StepStats &s : r.steps) {
        steps.append(QJsonObject{{QStringLiteral("step"), s.step},
                                 {QStringLiteral("offeredRate"), s.offeredRate},
                                 {QStringLiteral("startSeconds"), s.startSeconds},
                                 {QStringLiteral("endSeconds"), s.endSeconds},
                                 {QStringLiteral("arrived"), double(s.arrived)},
                                 {QStringLiteral("completed"), double(s.completed)},
                                 {QStringLiteral("arrivalRate"), s.arrivalRate},
                                 {QStringLiteral("throughput"), s.throughput},
                                 {QStringLiteral("meanServiceNs"), s.meanServiceNs},
                                 {QStringLiteral("meanWaitNs"), s.meanWaitNs},
                                 {QStringLiteral("meanLatencyNs"), s.meanLatencyNs},
                                 {QStringLiteral("p95LatencyNs"), s.p95LatencyNs},
                                 {QStringLiteral("measuredInSystem"), s.measuredInSystem},
                                 {QStringLiteral("measuredQueued"), s.measuredQueued},
                                 {QStringLiteral("littleInSystem"), s.predictedInSystem},
                                 {QStringLiteral("littleQueued"), s.predictedQueued},
                                 {QStringLiteral("utilisation"), s.utilisation},
                                 {QStringLiteral("queueAtStart"), s.queueAtStart},
                                 {QStringLiteral("queueAtEnd"), s.queueAtEnd},
                                 {QStringLiteral("saturated"), s.saturated}});
    }
    QJsonArray requests;
    for (const RequestRecord &q : r.requests) {
        requests.append(QJsonArray{double(q.arrivalNs), double(q.startNs), double(q.endNs), q.step,
                                   q.worker, q.ok});
    }
    QJsonArray queue;
    for (const QueuePoint &p : r.queue) {
        queue.append(QJsonArray{double(p.tNs), p.queued, p.inService});
    }
    QJsonArray config;
    for (const LoadStep &s : r.config.steps) {
        config.append(QJsonObject{{QStringLiteral("rate"), s.ratePerSecond},
                                  {QStringLiteral("durationMs"), double(s.duration.count())}});
    }
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("keyward-load-profile")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("started"), r.startedUtc.toString(Qt::ISODateWithMs)},
        {QStringLiteral("workers"), r.config.workers},
        {QStringLiteral("poisson"), r.config.poisson},
        {QStringLiteral("steps"), config},
        {QStringLiteral("serviceRatePerSecond"), r.serviceRatePerSecond},
        {QStringLiteral("servedPerServingSecond"), r.servedPerServingSecond},
        {QStringLiteral("saturationStep"), r.saturationStep},
        {QStringLiteral("saturationRate"), r.saturationRate},
        {QStringLiteral("drained"), r.drained},
        {QStringLiteral("stepStats"), steps},
        {QStringLiteral("requestColumns"),
         QJsonArray{QStringLiteral("arrivalNs"), QStringLiteral("startNs"), QStringLiteral("endNs"),
                    QStringLiteral("step"), QStringLiteral("worker"), QStringLiteral("ok")}},
        {QStringLiteral("requests"), requests},
        {QStringLiteral("queueColumns"),
         QJsonArray{QStringLiteral("tNs"), QStringLiteral("queued"), QStringLiteral("inService")}},
        {QStringLiteral("queue"), queue},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace keyward::bench
