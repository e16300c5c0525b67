// SPDX-License-Identifier: GPL-3.0-or-later
// Reading result files made elsewhere (JSON, samples CSV) and stored load
// profiles. Everything in them is a stranger's: every number is checked for
// range before it is converted, every string for length, and a file can never
// make a run a published reference figure (those come from PublishedFigures).
#include "BenchEngine.h"
#include "ResultExport.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

#include <cmath>
#include <optional>

namespace keyward::bench {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::ResultImport)
};

const QString kFormat = QStringLiteral("keyward-bench-results");
constexpr int kVersion = 1;

/// Bounds of what an import accepts.
constexpr qsizetype kMaxName = 256;   ///< names, hosts, versions, uuids
constexpr qsizetype kMaxNotes = 4096; ///< free-text notes
constexpr qsizetype kMaxSoftware = 64;
constexpr qsizetype kMaxDetailKinds = 8;
constexpr qsizetype kMaxDetailBytes = 64 * 1024; ///< one kind's details, as compact JSON
constexpr int kMaxThreads = BenchEngine::kMaxThreads;
constexpr double kMaxSampleNs = 1e12; ///< 1000 s for one operation
constexpr double kMaxDurationMs = 24 * 3600 * 1000.0;
constexpr double kMaxWallSeconds = 1e6;
constexpr double kMaxTimerNs = 1e9;
constexpr qint64 kMaxCount = 1'000'000'000; ///< warm-up and iteration settings
/// Times inside a load profile (ns since its start): a day and a half.
constexpr double kMaxProfileNs = 1.3e14;

/// The first problem found while reading one run; the fields read so far are
/// only used when there is none.
class Checked
{
public:
    explicit Checked(QString operation)
        : m_operation(std::move(operation))
    {}

    bool ok() const { return !m_error.has_value(); }
    Error error() const { return m_error.value_or(Error()); }

    void fail(const QString &detail)
    {
        if (!m_error) {
            m_error = Error::invalidInput(m_operation, detail);
        }
    }

    QString text(const QString &value, const QString &field, qsizetype max = kMaxName)
    {
        if (value.size() > max) {
            fail(Text::tr("%1 is longer than %2 characters").arg(field).arg(max));
            return {};
        }
        return value;
    }
    QString text(const QJsonObject &o, const QString &key, const QString &field,
                 qsizetype max = kMaxName)
    {
        const QJsonValue v = o.value(key);
        if (!v.isUndefined() && !v.isNull() && !v.isString()) {
            fail(Text::tr("%1 is not text").arg(field));
            return {};
        }
        return text(v.toString(), field, max);
    }

    /// A finite number within [min, max]; `fallback` when absent.
    double number(const QJsonObject &o, const QString &key, const QString &field, double min,
                  double max, double fallback = 0)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            return fallback;
        }
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d < min || d > max) {
            fail(Text::tr("%1 must be a number from %2 to %3").arg(field).arg(min).arg(max));
            return fallback;
        }
        return d;
    }
    /// A whole number within [min, max], converted only after the check.
    qint64 integer(const QJsonObject &o, const QString &key, const QString &field, qint64 min,
                   qint64 max, qint64 fallback = 0)
    {
        const double d = number(o, key, field, double(min), double(max), double(fallback));
        if (d != std::floor(d)) {
            fail(Text::tr("%1 must be a whole number").arg(field));
            return fallback;
        }
        return qint64(d);
    }

    /// One latency sample in nanoseconds: finite, 0 ≤ ns < 1e12.
    std::optional<qint64> sample(double ns)
    {
        if (!std::isfinite(ns) || ns < 0 || ns >= kMaxSampleNs) {
            fail(Text::tr("a sample is not a time from 0 to %1 ns").arg(kMaxSampleNs, 0, 'g', 3));
            return std::nullopt;
        }
        return qint64(ns);
    }
    QList<qint64> samples(const QJsonValue &value, const QString &field)
    {
        if (!value.isUndefined() && !value.isArray()) {
            fail(Text::tr("%1 is not a list of samples").arg(field));
            return {};
        }
        const QJsonArray a = value.toArray();
        if (a.size() > BenchEngine::kMaxSamplesPerThread) {
            fail(Text::tr("%1 holds more samples than a run can have").arg(field));
            return {};
        }
        QList<qint64> v;
        v.reserve(a.size());
        for (const QJsonValue &x : a) {
            const auto ns = sample(x.isDouble() ? x.toDouble() : std::nan(""));
            if (!ns) {
                return {};
            }
            v << *ns;
        }
        return v;
    }

private:
    QString m_operation;
    std::optional<Error> m_error;
};

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

} // namespace

Result<RunRecord> fromJsonObject(const QJsonObject &o)
{
    Checked in(Text::tr("import results"));
    RunRecord r;
    r.uuid = in.text(o, QStringLiteral("uuid"), QStringLiteral("uuid"));
    if (in.ok() && QUuid::fromString(r.uuid).isNull()) {
        in.fail(Text::tr("run without a valid uuid"));
    }
    r.startedUtc = QDateTime::fromString(
        in.text(o, QStringLiteral("started"), QStringLiteral("started")), Qt::ISODateWithMs);
    const QJsonObject d = o.value(QStringLiteral("device")).toObject();
    r.device.kind = in.text(d, QStringLiteral("kind"), QStringLiteral("device.kind"));
    r.device.vendor = in.text(d, QStringLiteral("vendor"), QStringLiteral("device.vendor"));
    r.device.model = in.text(d, QStringLiteral("model"), QStringLiteral("device.model"));
    r.device.firmware = in.text(d, QStringLiteral("firmware"), QStringLiteral("device.firmware"));
    r.device.serial = in.text(d, QStringLiteral("serial"), QStringLiteral("device.serial"));
    r.device.isVirtual = d.value(QStringLiteral("virtual")).toBool();
    r.device.id = in.text(d, QStringLiteral("id"), QStringLiteral("device.id"));
    if (r.device.id.isEmpty()) {
        // Exports leave the id out (it embeds the serial); keep runs of the
        // same model together without it.
        r.device.id = QStringLiteral("imported:%1:%2").arg(r.device.vendor, r.device.model);
    }
    const QJsonObject c = o.value(QStringLiteral("case")).toObject();
    r.algorithm = in.text(c, QStringLiteral("algorithm"), QStringLiteral("case.algorithm"));
    r.operation = in.text(c, QStringLiteral("operation"), QStringLiteral("case.operation"));
    r.path = in.text(c, QStringLiteral("path"), QStringLiteral("case.path"));
    r.threads = int(in.integer(c, QStringLiteral("threads"), QStringLiteral("case.threads"), 1,
                               kMaxThreads, 1));
    r.warmup =
        int(in.integer(c, QStringLiteral("warmup"), QStringLiteral("case.warmup"), 0, kMaxCount));
    r.iterations = int(in.integer(c, QStringLiteral("iterations"),
                                  QStringLiteral("case.iterations"), 0, kMaxCount));
    r.durationMs = in.integer(c, QStringLiteral("durationMs"), QStringLiteral("case.durationMs"), 0,
                              qint64(kMaxDurationMs));
    r.keyOrigin = in.text(c, QStringLiteral("keyOrigin"), QStringLiteral("case.keyOrigin"));
    const QJsonObject e = o.value(QStringLiteral("environment")).toObject();
    r.environment.host = in.text(e, QStringLiteral("host"), QStringLiteral("environment.host"));
    r.environment.os = in.text(e, QStringLiteral("os"), QStringLiteral("environment.os"));
    r.environment.cpu = in.text(e, QStringLiteral("cpu"), QStringLiteral("environment.cpu"));
    const QJsonObject sw = e.value(QStringLiteral("software")).toObject();
    if (sw.size() > kMaxSoftware) {
        in.fail(Text::tr("environment.software names more than %1 programs").arg(kMaxSoftware));
    }
    for (auto it = sw.begin(); it != sw.end() && in.ok(); ++it) {
        const QString name = in.text(it.key(), QStringLiteral("environment.software"));
        r.environment.software.insert(
            name, in.text(it.value().toString(), QStringLiteral("environment.software")));
    }
    r.wallSeconds = in.number(o, QStringLiteral("wallSeconds"), QStringLiteral("wallSeconds"), 0,
                              kMaxWallSeconds);
    r.truncated = o.value(QStringLiteral("truncated")).toBool();
    r.timerResolutionNs = in.integer(o, QStringLiteral("timerResolutionNs"),
                                     QStringLiteral("timerResolutionNs"), 0, qint64(kMaxTimerNs));
    // Published figures come only from PublishedFigures, never from a file:
    // "published", its source, year and mean in a file are ignored.
    r.published = false;
    r.notes = in.text(o, QStringLiteral("notes"), QStringLiteral("notes"), kMaxNotes);
    r.origin = in.text(o, QStringLiteral("origin"), QStringLiteral("origin"));
    const QJsonValue details = o.value(QStringLiteral("details"));
    if (!details.isUndefined() && !details.isObject()) {
        in.fail(Text::tr("details is not an object"));
    }
    if (details.toObject().size() > kMaxDetailKinds) {
        in.fail(Text::tr("details has more than %1 kinds").arg(kMaxDetailKinds));
    }
    const QJsonObject detailKinds = details.toObject();
    for (auto it = detailKinds.begin(); it != detailKinds.end() && in.ok(); ++it) {
        const QString kind = in.text(it.key(), QStringLiteral("details"));
        if (!it.value().isObject() ||
            QJsonDocument(it.value().toObject()).toJson(QJsonDocument::Compact).size() >
                kMaxDetailBytes) {
            in.fail(Text::tr("details.%1 is not an object of at most %2 bytes")
                        .arg(kind.left(kMaxName))
                        .arg(kMaxDetailBytes));
            break;
        }
        r.details.insert(kind, it.value().toObject());
    }
    const QJsonValue samples = o.value(QStringLiteral("samples"));
    if (!samples.isUndefined() && !samples.isArray()) {
        in.fail(Text::tr("samples is not a list"));
    }
    for (const QJsonValue &v : samples.toArray()) {
        if (!in.ok()) {
            break;
        }
        const QJsonObject t = v.toObject();
        const int thread = t.value(QStringLiteral("thread")).toInt(-1);
        if (thread < 0 || thread >= kMaxThreads) {
            in.fail(Text::tr("bad thread index in samples"));
            break;
        }
        while (r.samples.size() <= thread) {
            r.samples << ThreadSamples{};
        }
        r.samples[thread].cold =
            in.samples(t.value(QStringLiteral("cold")), QStringLiteral("cold"));
        r.samples[thread].steady =
            in.samples(t.value(QStringLiteral("steady")), QStringLiteral("steady"));
    }
    if (!in.ok()) {
        return in.error();
    }
    return r;
}

Result<QList<RunRecord>> fromJson(const QByteArray &json)
{
    const QString op = Text::tr("import results");
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        return Error::invalidInput(op, err.errorString());
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat) {
        return Error::invalidInput(op, Text::tr("not a Keyward benchmark result file"));
    }
    const int version = root.value(QStringLiteral("version")).toInt(kVersion);
    if (version > kVersion) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
            Text::tr("result file version %1 is newer than this Keyward").arg(version));
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

Result<QList<RunRecord>> fromSamplesCsv(const QByteArray &csv)
{
    Checked in(Text::tr("import samples CSV"));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(csv));
    if (rows.isEmpty() || rows[0].size() != 14 || rows[0][0] != QLatin1String("run_uuid")) {
        return Error::invalidInput(Text::tr("import samples CSV"),
                                   Text::tr("not a Keyward samples CSV"));
    }
    static const char *const names[] = {
        "run_uuid",  "started", "vendor",  "model",  "firmware", "virtual", "algorithm",
        "operation", "path",    "threads", "thread", "phase",    "seq",     "latency_ns"};
    QList<RunRecord> runs;
    QHash<QString, qsizetype> index;
    for (qsizetype i = 1; i < rows.size() && in.ok(); ++i) {
        const QStringList &f = rows[i];
        if (f.size() == 1 && f[0].isEmpty()) {
            continue;
        }
        if (f.size() != 14) {
            in.fail(Text::tr("line %1: %2 fields").arg(i + 1).arg(f.size()));
            break;
        }
        for (int k = 0; k < 14; ++k) {
            in.text(f[k], Text::tr("line %1: %2").arg(i + 1).arg(QLatin1String(names[k])));
        }
        auto it = index.constFind(f[0]);
        if (in.ok() && it == index.constEnd()) {
            bool okThreads = false;
            const int threads = f[9].toInt(&okThreads);
            if (QUuid::fromString(f[0]).isNull()) {
                in.fail(Text::tr("line %1: run without a valid uuid").arg(i + 1));
            } else if (!okThreads || threads < 1 || threads > kMaxThreads) {
                in.fail(Text::tr("line %1: threads must be 1 to %2").arg(i + 1).arg(kMaxThreads));
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
            r.threads = threads;
            it = index.insert(f[0], runs.size());
            runs << r;
        }
        if (!in.ok()) {
            break;
        }
        RunRecord &r = runs[*it];
        bool okThread = false;
        bool okValue = false;
        const int thread = f[10].toInt(&okThread);
        // Parsed as a double and range-checked before any integer conversion.
        const double value = f[13].toDouble(&okValue);
        if (!okThread || thread < 0 || thread >= kMaxThreads) {
            in.fail(Text::tr("line %1: bad thread index").arg(i + 1));
            break;
        }
        const auto ns = okValue ? in.sample(value) : std::nullopt;
        if (!ns) {
            in.fail(Text::tr("line %1: bad number").arg(i + 1));
            break;
        }
        while (r.samples.size() <= thread) {
            r.samples << ThreadSamples{};
        }
        QList<qint64> &list =
            f[11] == QLatin1String("cold") ? r.samples[thread].cold : r.samples[thread].steady;
        if (list.size() >= BenchEngine::kMaxSamplesPerThread) {
            in.fail(Text::tr("line %1: more samples than a run can have").arg(i + 1));
            break;
        }
        list << *ns;
    }
    if (!in.ok()) {
        return in.error();
    }
    return runs;
}

Result<LoadProfileResult> loadProfileFromJson(const QByteArray &json)
{
    const QString op = Text::tr("import load profile");
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    const QJsonObject o = doc.object();
    if (err.error != QJsonParseError::NoError ||
        o.value(QStringLiteral("format")).toString() != QLatin1String("keyward-load-profile")) {
        return Error::invalidInput(op, Text::tr("not a Keyward load profile"));
    }
    Checked in(op);
    LoadProfileConfig c;
    c.workers = int(in.integer(o, QStringLiteral("workers"), QStringLiteral("workers"), 1,
                               LoadProfileConfig::kMaxWorkers, 1));
    c.poisson = o.value(QStringLiteral("poisson")).toBool();
    for (const QJsonValue &v : o.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject s = v.toObject();
        const double rate = in.number(s, QStringLiteral("rate"), QStringLiteral("steps.rate"), 0,
                                      LoadProfileConfig::kMaxRatePerSecond, 1);
        const qint64 ms = in.integer(
            s, QStringLiteral("durationMs"), QStringLiteral("steps.durationMs"), 0,
            std::chrono::milliseconds(LoadProfileConfig::kMaxStepDuration).count(), 1000);
        c.steps << LoadStep{rate, std::chrono::milliseconds(ms)};
        if (!in.ok() || c.steps.size() > LoadProfileConfig::kMaxSteps) {
            in.fail(Text::tr("more than %1 steps").arg(LoadProfileConfig::kMaxSteps));
            return in.error();
        }
    }
    const QJsonArray rows = o.value(QStringLiteral("requests")).toArray();
    if (rows.size() > LoadProfileConfig::kMaxScheduledRequests) {
        return Error::invalidInput(op, Text::tr("more requests than a load profile can have"));
    }
    QList<RequestRecord> requests;
    requests.reserve(rows.size());
    for (const QJsonValue &v : rows) {
        const QJsonArray a = v.toArray();
        if (a.size() < 6) {
            return Error::invalidInput(op, Text::tr("short request record"));
        }
        // -1 marks a request never served; every other time is ns since the start.
        qint64 times[3] = {0, 0, 0};
        for (int k = 0; k < 3; ++k) {
            const double t = a[k].toDouble(std::nan(""));
            if (!std::isfinite(t) || t < -1 || t > kMaxProfileNs) {
                return Error::invalidInput(op, Text::tr("a request time is out of range"));
            }
            times[k] = qint64(t);
        }
        RequestRecord q;
        q.arrivalNs = times[0];
        q.startNs = times[1];
        q.endNs = times[2];
        q.step = a[3].toInt(-1);
        q.worker = a[4].toInt(-2);
        q.ok = a[5].toBool();
        if (q.step < 0 || q.step >= c.steps.size() || q.worker < -1 || q.worker >= c.workers) {
            return Error::invalidInput(op, Text::tr("a request names a step or worker that "
                                                    "the profile does not have"));
        }
        requests << q;
    }
    if (!in.ok()) {
        return in.error();
    }
    LoadProfileResult r = analyzeLoad(c, std::move(requests));
    r.startedUtc =
        QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODateWithMs);
    return r;
}

} // namespace keyward::bench
