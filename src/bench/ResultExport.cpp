// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultExport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

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

QList<qint64> fromArray(const QJsonArray &a)
{
    QList<qint64> v;
    v.reserve(a.size());
    for (const QJsonValue &x : a) {
        v << qint64(x.toDouble());
    }
    return v;
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

// Split RFC 4180 text into rows of fields.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            row << field;
            field.clear();
            rows << row;
            row.clear();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty()) {
        row << field;
        rows << row;
    }
    return rows;
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

Result<RunRecord> fromJsonObject(const QJsonObject &o)
{
    const QString op = QStringLiteral("import results");
    RunRecord r;
    r.uuid = o.value(QStringLiteral("uuid")).toString();
    if (QUuid::fromString(r.uuid).isNull()) {
        return Error::invalidInput(op, QStringLiteral("run without a valid uuid"));
    }
    r.startedUtc =
        QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODateWithMs);
    const QJsonObject d = o.value(QStringLiteral("device")).toObject();
    r.device.kind = d.value(QStringLiteral("kind")).toString();
    r.device.vendor = d.value(QStringLiteral("vendor")).toString();
    r.device.model = d.value(QStringLiteral("model")).toString();
    r.device.firmware = d.value(QStringLiteral("firmware")).toString();
    r.device.serial = d.value(QStringLiteral("serial")).toString();
    r.device.isVirtual = d.value(QStringLiteral("virtual")).toBool();
    r.device.id = d.value(QStringLiteral("id")).toString();
    if (r.device.id.isEmpty()) {
        // Exports leave the id out (it embeds the serial); keep runs of the
        // same model together without it.
        r.device.id = QStringLiteral("imported:%1:%2").arg(r.device.vendor, r.device.model);
    }
    const QJsonObject c = o.value(QStringLiteral("case")).toObject();
    r.algorithm = c.value(QStringLiteral("algorithm")).toString();
    r.operation = c.value(QStringLiteral("operation")).toString();
    r.path = c.value(QStringLiteral("path")).toString();
    r.threads = c.value(QStringLiteral("threads")).toInt(1);
    r.warmup = c.value(QStringLiteral("warmup")).toInt();
    r.iterations = c.value(QStringLiteral("iterations")).toInt();
    r.durationMs = qint64(c.value(QStringLiteral("durationMs")).toDouble());
    r.keyOrigin = c.value(QStringLiteral("keyOrigin")).toString();
    const QJsonObject e = o.value(QStringLiteral("environment")).toObject();
    r.environment.host = e.value(QStringLiteral("host")).toString();
    r.environment.os = e.value(QStringLiteral("os")).toString();
    r.environment.cpu = e.value(QStringLiteral("cpu")).toString();
    const QJsonObject sw = e.value(QStringLiteral("software")).toObject();
    for (auto it = sw.begin(); it != sw.end(); ++it) {
        r.environment.software.insert(it.key(), it.value().toString());
    }
    r.wallSeconds = o.value(QStringLiteral("wallSeconds")).toDouble();
    r.truncated = o.value(QStringLiteral("truncated")).toBool();
    r.timerResolutionNs = qint64(o.value(QStringLiteral("timerResolutionNs")).toDouble());
    r.published = o.value(QStringLiteral("published")).toBool();
    r.publishedSource = o.value(QStringLiteral("publishedSource")).toString();
    r.publishedYear = o.value(QStringLiteral("publishedYear")).toInt();
    r.publishedMeanNs = o.value(QStringLiteral("publishedMeanNs")).toDouble();
    r.notes = o.value(QStringLiteral("notes")).toString();
    r.origin = o.value(QStringLiteral("origin")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("samples")).toArray()) {
        const QJsonObject t = v.toObject();
        const int thread = t.value(QStringLiteral("thread")).toInt(-1);
        if (thread < 0 || thread > 4096) {
            return Error::invalidInput(op, QStringLiteral("bad thread index in samples"));
        }
        while (r.samples.size() <= thread) {
            r.samples << ThreadSamples{};
        }
        r.samples[thread].cold = fromArray(t.value(QStringLiteral("cold")).toArray());
        r.samples[thread].steady = fromArray(t.value(QStringLiteral("steady")).toArray());
    }
    return r;
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

Result<QList<RunRecord>> fromJson(const QByteArray &json)
{
    const QString op = QStringLiteral("import results");
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        return Error::invalidInput(op, err.errorString());
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat) {
        return Error::invalidInput(op, QStringLiteral("not a Keyward benchmark result file"));
    }
    if (root.value(QStringLiteral("version")).toInt() > kVersion) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("result file version %1 is newer than this Keyward")
                               .arg(root.value(QStringLiteral("version")).toInt()));
    }
    QList<RunRecord> runs;
    for (const QJsonValue &v : root.value(QStringLiteral("runs")).toArray()) {
        auto r = fromJsonObject(v.toObject());
        if (!r) {
            return r.error();
        }
        runs << r.value();
    }
    return runs;
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

Result<QList<RunRecord>> fromSamplesCsv(const QByteArray &csv)
{
    const QString op = QStringLiteral("import samples CSV");
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(csv));
    if (rows.isEmpty() || rows[0].size() != 14 || rows[0][0] != QLatin1String("run_uuid")) {
        return Error::invalidInput(op, QStringLiteral("not a Keyward samples CSV"));
    }
    QList<RunRecord> runs;
    QHash<QString, qsizetype> index;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &f = rows[i];
        if (f.size() == 1 && f[0].isEmpty()) {
            continue;
        }
        if (f.size() != 14) {
            return Error::invalidInput(
                op, QStringLiteral("line %1: %2 fields").arg(i + 1).arg(f.size()));
        }
        auto it = index.constFind(f[0]);
        if (it == index.constEnd()) {
            if (QUuid::fromString(f[0]).isNull()) { // as fromJsonObject: exports must import again
                return Error::invalidInput(op,
                                           QStringLiteral("line %1: no valid run uuid").arg(i + 1));
            }
            RunRecord r;
            r.uuid = f[0];
            r.startedUtc = QDateTime::fromString(f[1], Qt::ISODateWithMs);
            r.device.vendor = f[2];
            r.device.model = f[3];
            r.device.firmware = f[4];
            r.device.isVirtual = f[5] == QLatin1String("1");
            r.device.id = QStringLiteral("imported:%1:%2").arg(f[2], f[3]);
            r.algorithm = f[6];
            r.operation = f[7];
            r.path = f[8];
            r.threads = f[9].toInt();
            it = index.insert(f[0], runs.size());
            runs << r;
        }
        RunRecord &r = runs[*it];
        bool okThread = false, okValue = false;
        const int thread = f[10].toInt(&okThread);
        const qint64 value = f[13].toLongLong(&okValue);
        if (!okThread || !okValue || thread < 0 || thread > 4096) {
            return Error::invalidInput(op, QStringLiteral("line %1: bad number").arg(i + 1));
        }
        while (r.samples.size() <= thread) {
            r.samples << ThreadSamples{};
        }
        (f[11] == QLatin1String("cold") ? r.samples[thread].cold : r.samples[thread].steady)
            << value;
    }
    return runs;
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

namespace keyward::bench {

Result<LoadProfileResult> loadProfileFromJson(const QByteArray &json)
{
    const QString op = QStringLiteral("import load profile");
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    const QJsonObject o = doc.object();
    if (err.error != QJsonParseError::NoError ||
        o.value(QStringLiteral("format")).toString() != QLatin1String("keyward-load-profile")) {
        return Error::invalidInput(op, QStringLiteral("not a Keyward load profile"));
    }
    LoadProfileConfig c;
    c.workers = o.value(QStringLiteral("workers")).toInt(1);
    c.poisson = o.value(QStringLiteral("poisson")).toBool();
    for (const QJsonValue &v : o.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject s = v.toObject();
        c.steps << LoadStep{
            s.value(QStringLiteral("rate")).toDouble(),
            std::chrono::milliseconds(qint64(s.value(QStringLiteral("durationMs")).toDouble()))};
    }
    QList<RequestRecord> requests;
    for (const QJsonValue &v : o.value(QStringLiteral("requests")).toArray()) {
        const QJsonArray a = v.toArray();
        if (a.size() < 6) {
            return Error::invalidInput(op, QStringLiteral("short request record"));
        }
        RequestRecord q;
        q.arrivalNs = qint64(a[0].toDouble());
        q.startNs = qint64(a[1].toDouble());
        q.endNs = qint64(a[2].toDouble());
        q.step = a[3].toInt();
        q.worker = a[4].toInt();
        q.ok = a[5].toBool();
        requests << q;
    }
    LoadProfileResult r = analyzeLoad(c, std::move(requests));
    r.startedUtc =
        QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODateWithMs);
    return r;
}

} // namespace keyward::bench
