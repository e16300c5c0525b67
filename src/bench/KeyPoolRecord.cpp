// SPDX-License-Identifier: GPL-3.0-or-later
// Key-pool runs in the result store: records, details, pairs, export and import.
#include "KeyPoolRecord.h"

#include "ResultExport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QUuid>

#include <algorithm>
#include <cmath>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::KeyPoolRecord)
};

// Stored with the run, so they stay the same in every language.
const QLatin1String kOperation("keypool-request");
const QLatin1String kKind("keypool");
const QLatin1String kNotePrefix("key pool: ");
constexpr qsizetype kMaxDropped = LoadProfileConfig::kMaxScheduledRequests;

QString algorithmOf(const QString &keyType)
{
    static const QList<std::pair<QLatin1String, QLatin1String>> names{
        {QLatin1String("rsa2048"), QLatin1String("RSA-2048")},
        {QLatin1String("rsa3072"), QLatin1String("RSA-3072")},
        {QLatin1String("p256"), QLatin1String("P-256")},
        {QLatin1String("p384"), QLatin1String("P-384")}};
    for (const auto &[type, name] : names) {
        if (keyType == type) {
            return name;
        }
    }
    return keyType;
}

/// Reads the fields of a details object, remembering the first that is wrong.
class Fields
{
public:
    explicit Fields(const QJsonObject &o)
        : m_o(o)
    {}
    double number(const char *name, double min, double max)
    {
        const QJsonValue v = m_o.value(QLatin1String(name));
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d < min || d > max) {
            fail(name);
            return 0;
        }
        return d;
    }
    qsizetype count(const char *name) { return qsizetype(number(name, 0, kMaxDropped)); }
    QString text(const char *name, qsizetype maxLength)
    {
        const QJsonValue v = m_o.value(QLatin1String(name));
        if (!v.isString() || v.toString().size() > maxLength) {
            fail(name);
        }
        return v.toString();
    }
    void fail(const char *name)
    {
        if (m_bad.isEmpty()) {
            m_bad = QLatin1String(name);
        }
    }
    bool ok() const { return m_bad.isEmpty(); }
    Error error() const
    {
        return Error::invalidInput(Text::tr("read key pool run"),
                                   Text::tr("the field %1 is missing or out of range").arg(m_bad));
    }

private:
    const QJsonObject &m_o;
    QString m_bad;
};

QString partnerOf(const QJsonObject &details)
{
    return details.value(QStringLiteral("partnerUuid")).toString();
}

QJsonObject ratesJson(const KeyPoolRates &r)
{
    return QJsonObject{{QStringLiteral("all"), r.all},
                       {QStringLiteral("cold"), r.cold},
                       {QStringLiteral("warm"), r.warm},
                       {QStringLiteral("sparse"), r.sparse},
                       {QStringLiteral("saturated"), r.saturated}};
}

/// The rates under `name` in `o`, checked as the other fields are (`f` names the failure).
KeyPoolRates ratesFrom(const QJsonObject &o, const char *name, Fields &f)
{
    constexpr double kBig = 1e15;
    const QJsonValue v = o.value(QLatin1String(name));
    if (!v.isObject()) {
        f.fail(name);
        return {};
    }
    const QJsonObject sub = v.toObject();
    Fields g(sub);
    KeyPoolRates r;
    r.all = g.number("all", 0, kBig);
    r.cold = g.number("cold", 0, kBig);
    r.warm = g.number("warm", 0, kBig);
    r.sparse = g.number("sparse", 0, kBig);
    r.saturated = g.number("saturated", 0, kBig);
    if (!g.ok()) {
        f.fail(name);
    }
    return r;
}

} // namespace

QString keyPoolOperation()
{
    return kOperation;
}

QString keyPoolDetailsKind()
{
    return kKind;
}

bool isKeyPoolRun(const RunRecord &run)
{
    return run.operation == kOperation;
}

RunRecord keyPoolRunRecord(const KeyPoolBenchRun &r, const DeviceIdentity &device,
                           const QString &keyType, const Environment &environment)
{
    RunRecord run;
    run.startedUtc =
        r.load.startedUtc.isValid()
            ? r.load.startedUtc
            : QDateTime::currentDateTimeUtc().addMSecs(
                  -qint64(r.load.steps.isEmpty() ? 0 : r.load.steps.constLast().endSeconds * 1000));
    run.device = device;
    run.algorithm = algorithmOf(keyType);
    run.operation = kOperation;
    run.path = toString(BenchPath::Pkcs11);
    run.threads = std::max(1, r.config.workers);
    run.keyOrigin = r.config.mode == KeyPoolBenchConfig::Mode::Pool ? QStringLiteral("pool")
                                                                    : QStringLiteral("generated");
    run.environment = environment;
    run.samples.resize(run.threads);
    for (const RequestRecord &q : r.load.requests) {
        if (q.served() && q.worker >= 0 && q.worker < run.samples.size()) {
            run.samples[q.worker].steady << (q.endNs - q.startNs);
        }
    }
    run.iterations = int(r.served);
    run.notes = kNotePrefix + KeyPoolBenchConfig::modeName(r.config.mode) +
                QStringLiteral("; samples are service times");
    if (!r.load.steps.isEmpty()) {
        run.wallSeconds = r.load.steps.constLast().endSeconds;
    }
    return run;
}

QJsonObject keyPoolDetails(const KeyPoolBenchRun &r, const QString &keyType,
                           const QString &partnerUuid)
{
    QJsonArray dropped;
    for (double s : r.droppedSeconds) {
        dropped.append(s);
    }
    return QJsonObject{
        {QStringLiteral("mode"), KeyPoolBenchConfig::modeName(r.config.mode)},
        {QStringLiteral("keyType"), keyType},
        {QStringLiteral("queueBound"), r.config.queueBound},
        {QStringLiteral("poolSize"), r.config.poolSize},
        {QStringLiteral("readyTarget"), r.config.readyTarget},
        {QStringLiteral("workers"), r.config.workers},
        {QStringLiteral("drainLimitMs"), double(r.config.drainLimit.count())},
        {QStringLiteral("arrived"), double(r.arrived)},
        {QStringLiteral("served"), double(r.served)},
        {QStringLiteral("dropped"), double(r.dropped)},
        {QStringLiteral("firstDropSeconds"), r.firstDropSeconds},
        {QStringLiteral("fromPool"), double(r.fromPool)},
        {QStringLiteral("generated"), double(r.generated)},
        {QStringLiteral("poolLeft"), double(r.poolLeft)},
        {QStringLiteral("keygenMs"), r.keygenMs},
        {QStringLiteral("unwrapMs"), r.unwrapMs},
        {QStringLiteral("signMs"), r.signMs},
        {QStringLiteral("destroyMs"), r.destroyMs},
        {QStringLiteral("serviceRatePerSecond"), r.serviceRatePerSecond},
        {QStringLiteral("overheadRatio"), r.overheadRatio},
        {QStringLiteral("maxLatencyMs"), r.maxLatencyMs},
        {QStringLiteral("costMeanNs"), r.costMeanNs},
        {QStringLiteral("costStdDevNs"), r.costStdDevNs},
        {QStringLiteral("keygenMeanMs"), r.keygenMeanMs},
        {QStringLiteral("unwrapMeanMs"), r.unwrapMeanMs},
        {QStringLiteral("signMeanMs"), r.signMeanMs},
        {QStringLiteral("destroyMeanMs"), r.destroyMeanMs},
        {QStringLiteral("overheadRatioOfMeans"), r.overheadRatioOfMeans},
        {QStringLiteral("droppedSeconds"), dropped},
        {QStringLiteral("partnerUuid"), partnerUuid},
        {QStringLiteral("serving"), ratesJson(r.serving)},
        {QStringLiteral("serialRequests"), r.config.serialRequests},
        {QStringLiteral("coldRequests"), r.config.coldRequests},
        {QStringLiteral("serialDone"), double(r.serialDone)},
        {QStringLiteral("serial"), ratesJson(r.serial)},
    };
}

Result<KeyPoolBenchRun> keyPoolRunFromDetails(const QJsonObject &o, const LoadProfileResult &load)
{
    constexpr double kBig = 1e15;
    Fields f(o);
    KeyPoolBenchRun r;
    const QString mode = f.text("mode", 16);
    if (mode == KeyPoolBenchConfig::modeName(KeyPoolBenchConfig::Mode::Pool)) {
        r.config.mode = KeyPoolBenchConfig::Mode::Pool;
    } else if (mode == KeyPoolBenchConfig::modeName(KeyPoolBenchConfig::Mode::OnDemand)) {
        r.config.mode = KeyPoolBenchConfig::Mode::OnDemand;
    } else {
        f.fail("mode");
    }
    f.text("keyType", 16);
    r.config.steps = load.config.steps;
    r.config.queueBound = int(f.number("queueBound", 1, 1e8));
    r.config.poolSize = int(f.number("poolSize", 0, 2147483647.0));
    r.config.readyTarget = int(f.number("readyTarget", 0, 1e8));
    r.config.workers = int(f.number("workers", 1, LoadProfileConfig::kMaxWorkers));
    r.config.drainLimit = std::chrono::milliseconds(qint64(f.number("drainLimitMs", 0, 1e10)));
    r.load = load;
    r.arrived = f.count("arrived");
    r.served = f.count("served");
    r.dropped = f.count("dropped");
    r.firstDropSeconds = f.number("firstDropSeconds", -1, kBig);
    r.fromPool = f.count("fromPool");
    r.generated = f.count("generated");
    r.poolLeft = qsizetype(f.number("poolLeft", 0, 2147483647.0));
    r.keygenMs = f.number("keygenMs", 0, kBig);
    r.unwrapMs = f.number("unwrapMs", 0, kBig);
    r.signMs = f.number("signMs", 0, kBig);
    r.destroyMs = f.number("destroyMs", 0, kBig);
    r.serviceRatePerSecond = f.number("serviceRatePerSecond", 0, kBig);
    r.overheadRatio = f.number("overheadRatio", 0, kBig);
    r.maxLatencyMs = f.number("maxLatencyMs", 0, kBig);
    r.costMeanNs = f.number("costMeanNs", 0, kBig);
    r.costStdDevNs = f.number("costStdDevNs", 0, kBig);
    // The means came later: runs exported before them have none.
    if (o.contains(QStringLiteral("keygenMeanMs"))) {
        r.keygenMeanMs = f.number("keygenMeanMs", 0, kBig);
        r.unwrapMeanMs = f.number("unwrapMeanMs", 0, kBig);
        r.signMeanMs = f.number("signMeanMs", 0, kBig);
        r.destroyMeanMs = f.number("destroyMeanMs", 0, kBig);
        r.overheadRatioOfMeans = f.number("overheadRatioOfMeans", 0, kBig);
    }
    // The service rate by serving time and the serial loop came later still:
    // runs stored before them keep zeros (and their lift uses serviceRatePerSecond).
    if (o.contains(QStringLiteral("serving"))) {
        r.serving = ratesFrom(o, "serving", f);
        r.config.serialRequests = int(f.number("serialRequests", 0, 1e8));
        r.config.coldRequests = int(f.number("coldRequests", 0, 1e8));
        r.serialDone = f.count("serialDone");
        r.serial = ratesFrom(o, "serial", f);
    }
    const QJsonValue dropped = o.value(QStringLiteral("droppedSeconds"));
    if (!dropped.isArray() || dropped.toArray().size() > kMaxDropped) {
        f.fail("droppedSeconds");
    }
    for (const QJsonValue &v : dropped.toArray()) {
        const double s = v.toDouble(std::nan(""));
        if (!std::isfinite(s) || s < 0 || s > kBig) {
            f.fail("droppedSeconds");
            break;
        }
        r.droppedSeconds << s;
    }
    const QString partner = f.text("partnerUuid", 64);
    if (!partner.isEmpty() && QUuid::fromString(partner).isNull()) {
        f.fail("partnerUuid");
    }
    if (r.config.workers != load.config.workers) {
        f.fail("workers");
    }
    if (!f.ok()) {
        return f.error();
    }
    return r;
}

QString StoredKeyPoolPair::label() const
{
    const std::optional<RunRecord> &first = poolRecord ? poolRecord : onDemandRecord;
    const QString what = onDemand && pool ? Text::tr("Key pool vs on demand")
                         : pool           ? Text::tr("Key pool")
                                          : Text::tr("On demand (key pool experiment)");
    QString text = QStringLiteral("%1, %2, %3").arg(what, algorithmOf(keyType), device.label());
    if (first) {
        text += QStringLiteral(", ") +
                first->startedUtc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    }
    return text;
}

qint64 StoredKeyPoolPair::id() const
{
    return poolRecord ? poolRecord->id : onDemandRecord ? onDemandRecord->id : -1;
}

Result<QList<qint64>> saveKeyPoolRuns(ResultStore &store, const QList<KeyPoolBenchRun> &runs,
                                      const DeviceIdentity &device, const QString &keyType,
                                      const Environment &environment)
{
    QList<RunRecord> records;
    for (const KeyPoolBenchRun &r : runs) {
        RunRecord rec = keyPoolRunRecord(r, device, keyType, environment);
        rec.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        rec.cacheSummaries();
        records << rec;
    }
    QList<qint64> ids;
    for (int i = 0; i < records.size(); ++i) {
        auto id = store.save(records[i]);
        if (!id) {
            return id.error();
        }
        ids << id.value();
        if (Status st = store.saveLoadProfile(id.value(), runs[i].load); !st) {
            return st.error();
        }
        const QString partner =
            records.size() == 2 ? records[1 - i].uuid : QString(); // the other mode
        if (Status st =
                store.saveRunDetails(id.value(), kKind, keyPoolDetails(runs[i], keyType, partner));
            !st) {
            return st.error();
        }
    }
    return ids;
}

namespace {

Result<KeyPoolBenchRun> loadOne(ResultStore &store, qint64 id, QJsonObject *details)
{
    auto d = store.runDetails(id, kKind);
    if (!d) {
        return d.error();
    }
    auto profile = store.loadProfile(id);
    if (!profile) {
        return profile.error();
    }
    *details = d.value();
    return keyPoolRunFromDetails(d.value(), profile.value());
}

void place(StoredKeyPoolPair &pair, const RunRecord &record, const KeyPoolBenchRun &run)
{
    if (run.config.mode == KeyPoolBenchConfig::Mode::Pool) {
        pair.poolRecord = record;
        pair.pool = run;
    } else {
        pair.onDemandRecord = record;
        pair.onDemand = run;
    }
}

} // namespace

Result<StoredKeyPoolPair> loadKeyPoolPair(ResultStore &store, qint64 runId)
{
    auto record = store.load(runId);
    if (!record) {
        return record.error();
    }
    QJsonObject details;
    auto run = loadOne(store, runId, &details);
    if (!run) {
        return run.error();
    }
    StoredKeyPoolPair pair;
    pair.keyType = details.value(QStringLiteral("keyType")).toString();
    pair.device = record.value().device;
    place(pair, record.value(), run.value());
    const QString partner = partnerOf(details);
    if (partner.isEmpty()) {
        return pair;
    }
    auto all = store.list(false);
    if (!all) {
        return all.error();
    }
    for (const RunRecord &r : all.value()) {
        if (r.uuid != partner || r.id == runId) {
            continue;
        }
        auto other = store.load(r.id);
        QJsonObject otherDetails;
        auto otherRun = loadOne(store, r.id, &otherDetails);
        if (other && otherRun && otherRun.value().config.mode != run.value().config.mode) {
            place(pair, other.value(), otherRun.value());
        }
        break;
    }
    return pair;
}

Result<QList<StoredKeyPoolPair>> listKeyPoolPairs(ResultStore &store)
{
    auto ids = store.runDetailIds(kKind);
    if (!ids) {
        return ids.error();
    }
    auto all = store.list(false); // newest first
    if (!all) {
        return all.error();
    }
    QList<StoredKeyPoolPair> pairs;
    QSet<qint64> seen;
    for (const RunRecord &r : all.value()) {
        if (!ids.value().contains(r.id) || seen.contains(r.id)) {
            continue;
        }
        auto pair = loadKeyPoolPair(store, r.id);
        if (!pair) {
            continue; // a damaged entry does not hide the others
        }
        for (const auto &rec : {pair.value().poolRecord, pair.value().onDemandRecord}) {
            if (rec) {
                seen.insert(rec->id);
            }
        }
        pairs << pair.value();
    }
    return pairs;
}

Result<QByteArray> withKeyPoolDetails(ResultStore &store, const QList<RunRecord> &runs,
                                      const QByteArray &json)
{
    auto ids = store.runDetailIds(kKind);
    if (!ids) {
        return ids.error();
    }
    QJsonDocument doc = QJsonDocument::fromJson(json);
    QJsonObject top = doc.object();
    QJsonArray array = top.value(QStringLiteral("runs")).toArray();
    bool changed = false;
    for (int i = 0; i < array.size() && i < runs.size(); ++i) {
        if (!ids.value().contains(runs[i].id)) {
            continue;
        }
        auto details = store.runDetails(runs[i].id, kKind);
        auto profile = store.loadProfile(runs[i].id);
        if (!details || !profile) {
            return details ? profile.error() : details.error();
        }
        QJsonObject run = array[i].toObject();
        run.insert(
            QStringLiteral("keypool"),
            QJsonObject{{QStringLiteral("details"), details.value()},
                        {QStringLiteral("loadProfile"),
                         QJsonDocument::fromJson(loadProfileJson(profile.value())).object()}});
        array[i] = run;
        changed = true;
    }
    if (!changed) {
        return json;
    }
    top.insert(QStringLiteral("runs"), array);
    return QJsonDocument(top).toJson(QJsonDocument::Indented);
}

Result<QList<ImportedKeyPoolRun>> readKeyPoolImports(const QByteArray &json)
{
    const QJsonArray array =
        QJsonDocument::fromJson(json).object().value(QStringLiteral("runs")).toArray();
    QList<ImportedKeyPoolRun> out;
    for (int i = 0; i < array.size(); ++i) {
        const QJsonValue v = array[i].toObject().value(QStringLiteral("keypool"));
        if (v.isUndefined()) {
            continue;
        }
        const QJsonObject o = v.toObject();
        auto load = loadProfileFromJson(
            QJsonDocument(o.value(QStringLiteral("loadProfile")).toObject()).toJson());
        if (!load) {
            return load.error();
        }
        const QJsonObject details = o.value(QStringLiteral("details")).toObject();
        if (auto run = keyPoolRunFromDetails(details, load.value()); !run) {
            return run.error();
        }
        out << ImportedKeyPoolRun{i, details, load.value()};
    }
    return out;
}

Status storeKeyPoolImports(ResultStore &store, const QList<ImportedKeyPoolRun> &imports,
                           const QList<qint64> &ids)
{
    for (const ImportedKeyPoolRun &k : imports) {
        if (k.index >= ids.size()) {
            continue;
        }
        if (Status st = store.saveLoadProfile(ids[k.index], k.load); !st) {
            return st;
        }
        if (Status st = store.saveRunDetails(ids[k.index], kKind, k.details); !st) {
            return st;
        }
    }
    return {};
}

} // namespace keyward::bench
