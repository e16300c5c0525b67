// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunRecord.h"

#include <QCoreApplication>
#include <QFile>
#include <QSysInfo>
#include <QThread>

#include <cmath>

namespace keyward::bench {

namespace {
QString cpuModel()
{
    QFile f(QStringLiteral("/proc/cpuinfo"));
    QString model;
    if (f.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (line.startsWith("model name")) {
                model = QString::fromUtf8(line.mid(line.indexOf(':') + 1)).trimmed();
                break;
            }
        }
    }
    if (model.isEmpty()) {
        model = QSysInfo::currentCpuArchitecture();
    }
    return QStringLiteral("%1 (%2 threads)").arg(model).arg(QThread::idealThreadCount());
}
} // namespace

Environment Environment::current(const QMap<QString, QString> &extraSoftware)
{
    Environment e;
    e.host = QSysInfo::machineHostName();
    e.os = QSysInfo::prettyProductName() + QStringLiteral(", ") + QSysInfo::kernelType() +
           QLatin1Char(' ') + QSysInfo::kernelVersion();
    e.cpu = cpuModel();
    e.software.insert(QStringLiteral("qt"), QString::fromLatin1(qVersion()));
    const QString app = QCoreApplication::applicationVersion();
    e.software.insert(QStringLiteral("keyward"), app.isEmpty() ? QStringLiteral("unknown") : app);
    for (auto it = extraSoftware.cbegin(); it != extraSoftware.cend(); ++it) {
        e.software.insert(it.key(), it.value());
    }
    return e;
}

namespace {
double figure(const QJsonObject &o, const QString &key)
{
    const double v = o.value(key).toDouble();
    return std::isfinite(v) && v >= 0 ? v : 0;
}
} // namespace

QJsonObject summaryToJson(const Summary &s)
{
    return QJsonObject{{QStringLiteral("count"), double(s.count)},
                       {QStringLiteral("min"), s.min},
                       {QStringLiteral("max"), s.max},
                       {QStringLiteral("mean"), s.mean},
                       {QStringLiteral("median"), s.median},
                       {QStringLiteral("stddev"), s.stddev},
                       {QStringLiteral("p5"), s.p5},
                       {QStringLiteral("p25"), s.p25},
                       {QStringLiteral("p75"), s.p75},
                       {QStringLiteral("p95"), s.p95},
                       {QStringLiteral("p99"), s.p99},
                       {QStringLiteral("ciLow"), s.ciLow},
                       {QStringLiteral("ciHigh"), s.ciHigh}};
}

Summary summaryFromJson(const QJsonObject &o)
{
    Summary s;
    s.count = qsizetype(figure(o, QStringLiteral("count")));
    s.min = figure(o, QStringLiteral("min"));
    s.max = figure(o, QStringLiteral("max"));
    s.mean = figure(o, QStringLiteral("mean"));
    s.median = figure(o, QStringLiteral("median"));
    s.stddev = figure(o, QStringLiteral("stddev"));
    s.p5 = figure(o, QStringLiteral("p5"));
    s.p25 = figure(o, QStringLiteral("p25"));
    s.p75 = figure(o, QStringLiteral("p75"));
    s.p95 = figure(o, QStringLiteral("p95"));
    s.p99 = figure(o, QStringLiteral("p99"));
    s.ciLow = figure(o, QStringLiteral("ciLow"));
    s.ciHigh = figure(o, QStringLiteral("ciHigh"));
    return s;
}

RunRecord RunRecord::fromResult(const RunResult &r, const Environment &env)
{
    RunRecord rec;
    const BenchCase &c = r.benchCase;
    rec.startedUtc = r.startedUtc;
    rec.device = c.device;
    rec.algorithm = c.algorithm;
    rec.operation = toString(c.operation);
    rec.path = toString(c.path);
    rec.threads = c.threads;
    rec.warmup = c.warmup;
    rec.iterations = c.duration.count() > 0 ? 0 : c.iterations;
    rec.durationMs = c.duration.count();
    rec.keyOrigin = c.keyOrigin;
    rec.environment = env;
    rec.wallSeconds = r.wallSeconds;
    rec.truncated = r.truncated;
    rec.timerResolutionNs = std::max(r.timer.steadyClockNs, r.timer.elapsedTimerNs);
    rec.samples = r.threads;
    rec.steadyCache = r.steadySummary;
    rec.coldCache = r.coldSummary;
    return rec;
}

QList<qint64> RunRecord::steadySamples() const
{
    QList<qint64> all;
    for (const ThreadSamples &t : samples) {
        all += t.steady;
    }
    return all;
}

QList<qint64> RunRecord::coldSamples() const
{
    QList<qint64> all;
    for (const ThreadSamples &t : samples) {
        all += t.cold;
    }
    return all;
}

Summary RunRecord::steady() const
{
    if (published) {
        Summary s;
        s.mean = s.median = s.min = s.max = s.ciLow = s.ciHigh = s.p95 = s.p99 = publishedMeanNs;
        return s;
    }
    return steadyCache.isEmpty() ? summarize(steadySamples()) : steadyCache;
}

Summary RunRecord::cold() const
{
    return coldCache.isEmpty() ? summarize(coldSamples()) : coldCache;
}

void RunRecord::cacheSummaries()
{
    steadyCache = summarize(steadySamples());
    coldCache = summarize(coldSamples());
}

Throughput RunRecord::throughput() const
{
    const Summary s = steady();
    if (published) {
        return bench::throughput(0, 0, threads, s.mean);
    }
    return bench::throughput(s.count, wallSeconds, threads, s.mean);
}

QString RunRecord::label() const
{
    QString text =
        device.label() + QStringLiteral(" · ") + algorithm + QStringLiteral(" · ") + operation;
    if (published) {
        text += publishedYear > 0
                    ? QCoreApplication::translate("keyward::bench::RunRecord", " (published, %1)")
                          .arg(publishedYear)
                    : QCoreApplication::translate("keyward::bench::RunRecord", " (published)");
    }
    return text;
}

} // namespace keyward::bench
