// SPDX-License-Identifier: GPL-3.0-or-later
// Key-pool runs in the result store: a pair (on demand and pool, from a
// simulated token) saved, loaded again with the same figures and the same
// load profile, found as one pair, exported with its details and imported
// into another store with the same figures; a damaged "keypool" object
// refuses the whole file; the runs stay out of the sign runs.
#include "bench/KeyPoolRecord.h"
#include "bench/LoadProfileRecord.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace keyward::bench;
using namespace std::chrono_literals;

namespace {

KeyPoolBenchRun simulated(KeyPoolBenchConfig::Mode mode)
{
    KeyPoolBenchConfig c;
    c.mode = mode;
    c.steps = {LoadStep{20, 500ms}, LoadStep{60, 500ms}};
    c.workers = 1;
    c.queueBound = 5;
    c.poolSize = 1000;
    c.readyTarget = 4;
    c.serialRequests = 6;
    c.coldRequests = 2;
    SimulatedKeyService::Times t;
    t.keygen = 40ms; // 25 keys/s: on demand drops in the second step
    t.unwrap = 1ms;
    t.sign = 1ms;
    t.destroy = 100us;
    auto live = std::make_shared<std::atomic<qint64>>(0);
    auto r = KeyPoolBench::run(c, SimulatedKeyService::factory(t, live));
    if (!r) {
        qFatal("simulated run failed: %s", qPrintable(r.error().technical()));
    }
    return r.value();
}

DeviceIdentity token()
{
    DeviceIdentity d;
    d.id = QStringLiteral("pkcs11:token=keyward-test");
    d.kind = QStringLiteral("pkcs11-token");
    d.vendor = QStringLiteral("SoftHSM project");
    d.model = QStringLiteral("SoftHSM v2");
    d.isVirtual = true;
    return d;
}

void sameRun(const KeyPoolBenchRun &a, const KeyPoolBenchRun &b)
{
    QCOMPARE(a.config.mode, b.config.mode);
    QCOMPARE(a.config.queueBound, b.config.queueBound);
    QCOMPARE(a.config.poolSize, b.config.poolSize);
    QCOMPARE(a.config.readyTarget, b.config.readyTarget);
    QCOMPARE(a.config.workers, b.config.workers);
    QCOMPARE(a.config.steps.size(), b.config.steps.size());
    QCOMPARE(a.arrived, b.arrived);
    QCOMPARE(a.served, b.served);
    QCOMPARE(a.dropped, b.dropped);
    QCOMPARE(a.firstDropSeconds, b.firstDropSeconds);
    QCOMPARE(a.fromPool, b.fromPool);
    QCOMPARE(a.generated, b.generated);
    QCOMPARE(a.poolLeft, b.poolLeft);
    QCOMPARE(a.keygenMs, b.keygenMs);
    QCOMPARE(a.unwrapMs, b.unwrapMs);
    QCOMPARE(a.signMs, b.signMs);
    QCOMPARE(a.destroyMs, b.destroyMs);
    QCOMPARE(a.serviceRatePerSecond, b.serviceRatePerSecond);
    QCOMPARE(a.overheadRatio, b.overheadRatio);
    QCOMPARE(a.maxLatencyMs, b.maxLatencyMs);
    QCOMPARE(a.costMeanNs, b.costMeanNs);
    QCOMPARE(a.costStdDevNs, b.costStdDevNs);
    QCOMPARE(a.droppedSeconds, b.droppedSeconds);
    QCOMPARE(a.load.requests.size(), b.load.requests.size());
    for (qsizetype i = 0; i < a.load.requests.size(); ++i) {
        QCOMPARE(a.load.requests[i].arrivalNs, b.load.requests[i].arrivalNs);
        QCOMPARE(a.load.requests[i].endNs, b.load.requests[i].endNs);
    }
    QCOMPARE(a.load.queue.size(), b.load.queue.size());
    QCOMPARE(a.load.steps.size(), b.load.steps.size());
    for (const auto &[x, y] : {std::pair{a.serving, b.serving}, std::pair{a.serial, b.serial}}) {
        QCOMPARE(x.all, y.all);
        QCOMPARE(x.cold, y.cold);
        QCOMPARE(x.warm, y.warm);
        QCOMPARE(x.sparse, y.sparse);
        QCOMPARE(x.saturated, y.saturated);
    }
    QCOMPARE(a.serialDone, b.serialDone);
    QCOMPARE(a.config.serialRequests, b.config.serialRequests);
    QCOMPARE(a.config.coldRequests, b.config.coldRequests);
    QCOMPARE(KeyPoolBench::lift(a, a), KeyPoolBench::lift(b, b));
}

} // namespace

class KeyPoolStoreTest : public QObject
{
    Q_OBJECT

    KeyPoolBenchRun m_demand;
    KeyPoolBenchRun m_pool;

private Q_SLOTS:
    void initTestCase()
    {
        m_demand = simulated(KeyPoolBenchConfig::Mode::OnDemand);
        m_pool = simulated(KeyPoolBenchConfig::Mode::Pool);
        QVERIFY(m_demand.dropped > 0); // a drop list and a first drop to carry
        QVERIFY(m_pool.served > 0);
    }

    void savedPairLoadsWithTheSameFigures()
    {
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open());
        auto ids = saveKeyPoolRuns(store, {m_demand, m_pool}, token(), QStringLiteral("rsa2048"),
                                   Environment::current());
        QVERIFY2(ids, qPrintable(ids ? QString() : ids.error().technical()));
        QCOMPARE(ids->size(), 2);

        auto record = store.load(ids->at(0));
        QVERIFY(record);
        QCOMPARE(record->operation, QStringLiteral("keypool-request"));
        QCOMPARE(record->algorithm, QStringLiteral("RSA-2048"));
        QCOMPARE(record->device.label(), token().label());
        QVERIFY(isKeyPoolRun(*record));
        QVERIFY(!isLoadProfileRun(*record));
        QCOMPARE(record->steady().count, m_demand.served);

        // Either run finds the pair.
        for (qint64 id : ids.value()) {
            auto pair = loadKeyPoolPair(store, id);
            QVERIFY2(pair, qPrintable(pair ? QString() : pair.error().technical()));
            QVERIFY(pair->onDemand && pair->pool);
            QCOMPARE(pair->keyType, QStringLiteral("rsa2048"));
            QCOMPARE(pair->id(), ids->at(1));
            sameRun(*pair->onDemand, m_demand);
            sameRun(*pair->pool, m_pool);
            QCOMPARE(KeyPoolBench::lift(*pair->pool, *pair->onDemand),
                     KeyPoolBench::lift(m_pool, m_demand));
            QVERIFY(pair->pool->serialDone == 6 && pair->pool->serial.all > 0);
            QVERIFY(pair->label().startsWith(
                QStringLiteral("Key pool vs on demand, RSA-2048, SoftHSM project SoftHSM v2")));
        }
        auto pairs = listKeyPoolPairs(store);
        QVERIFY(pairs);
        QCOMPARE(pairs->size(), 1);

        // A second experiment is a second pair; removing a run leaves its partner alone.
        QVERIFY(saveKeyPoolRuns(store, {m_pool}, token(), QStringLiteral("p256"),
                                Environment::current()));
        pairs = listKeyPoolPairs(store);
        QCOMPARE(pairs->size(), 2);
        QVERIFY(store.remove(ids->at(0)));
        auto alone = loadKeyPoolPair(store, ids->at(1));
        QVERIFY(alone);
        QVERIFY(alone->pool && !alone->onDemand);
    }

    // Runs stored before the service rate by serving time and the serial
    // loop still load: their new figures are zero, and their lift is made
    // from the old estimate on both sides.
    void detailsWithoutServingTimeStillLoad()
    {
        QJsonObject pool = keyPoolDetails(m_pool, QStringLiteral("rsa2048"), QString());
        QJsonObject demand = keyPoolDetails(m_demand, QStringLiteral("rsa2048"), QString());
        for (QJsonObject *o : {&pool, &demand}) {
            for (const char *name :
                 {"serving", "serialRequests", "coldRequests", "serialDone", "serial"}) {
                QVERIFY(o->contains(QLatin1String(name)));
                o->remove(QLatin1String(name));
            }
        }
        auto p = keyPoolRunFromDetails(pool, m_pool.load);
        auto d = keyPoolRunFromDetails(demand, m_demand.load);
        QVERIFY2(p && d, qPrintable(p ? QString() : p.error().technical()));
        QCOMPARE(p->serving.all, 0.0);
        QCOMPARE(p->serialDone, 0);
        QCOMPARE(p->serviceRatePerSecond, m_pool.serviceRatePerSecond);
        QCOMPARE(KeyPoolBench::lift(*p, *d),
                 m_pool.serviceRatePerSecond / m_demand.serviceRatePerSecond);
        // A damaged new field is refused by name.
        QJsonObject bad = keyPoolDetails(m_pool, QStringLiteral("rsa2048"), QString());
        bad.insert(QStringLiteral("serving"), QJsonObject{{QStringLiteral("all"), -1}});
        auto refused = keyPoolRunFromDetails(bad, m_pool.load);
        QVERIFY(!refused);
        QVERIFY(refused.error().detail.contains(QLatin1String("serving")));
    }

    void exportImportKeepsTheFigures()
    {
        ResultStore here(QStringLiteral(":memory:"));
        QVERIFY(here.open());
        auto ids = saveKeyPoolRuns(here, {m_demand, m_pool}, token(), QStringLiteral("p256"),
                                   Environment::current());
        QVERIFY(ids);
        auto runs = here.list(true);
        QVERIFY(runs);
        auto json = withKeyPoolDetails(here, runs.value(), toJson(runs.value()));
        QVERIFY2(json, qPrintable(json ? QString() : json.error().technical()));
        const QJsonArray array =
            QJsonDocument::fromJson(json.value()).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(array.size(), 2);
        for (const QJsonValue &v : array) {
            const QJsonObject k = v.toObject().value(QStringLiteral("keypool")).toObject();
            QVERIFY(k.value(QStringLiteral("details")).isObject());
            QCOMPARE(k.value(QStringLiteral("loadProfile"))
                         .toObject()
                         .value(QStringLiteral("format"))
                         .toString(),
                     QStringLiteral("keyward-load-profile"));
        }

        ResultStore there(QStringLiteral(":memory:"));
        QVERIFY(there.open());
        auto imported = there.importJson(json.value(), QStringLiteral("pair.json"));
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().technical()));
        QCOMPARE(imported->size(), 2);
        auto pair = loadKeyPoolPair(there, imported->at(0));
        QVERIFY2(pair, qPrintable(pair ? QString() : pair.error().technical()));
        QVERIFY(pair->onDemand && pair->pool);
        QVERIFY(pair->poolRecord->imported);
        sameRun(*pair->onDemand, m_demand);
        sameRun(*pair->pool, m_pool);
    }

    void aDamagedKeyPoolObjectRefusesTheFile()
    {
        ResultStore here(QStringLiteral(":memory:"));
        QVERIFY(here.open());
        QVERIFY(saveKeyPoolRuns(here, {m_pool}, token(), QStringLiteral("p256"),
                                Environment::current()));
        auto runs = here.list(true);
        auto json = withKeyPoolDetails(here, runs.value(), toJson(runs.value()));
        QVERIFY(json);
        QJsonObject top = QJsonDocument::fromJson(json.value()).object();
        QJsonArray array = top.value(QStringLiteral("runs")).toArray();
        QJsonObject run = array[0].toObject();
        QJsonObject k = run.value(QStringLiteral("keypool")).toObject();
        QJsonObject details = k.value(QStringLiteral("details")).toObject();
        details.insert(QStringLiteral("served"), -3);
        k.insert(QStringLiteral("details"), details);
        run.insert(QStringLiteral("keypool"), k);
        array[0] = run;
        top.insert(QStringLiteral("runs"), array);

        ResultStore there(QStringLiteral(":memory:"));
        QVERIFY(there.open());
        auto imported = there.importJson(QJsonDocument(top).toJson(), QStringLiteral("bad.json"));
        QVERIFY(!imported);
        QCOMPARE(imported.error().kind, keyward::ErrorKind::InvalidInput);
        QVERIFY(imported.error().detail.contains(QStringLiteral("served")));
        auto left = there.list();
        QVERIFY(left);
        QVERIFY(left->isEmpty()); // nothing saved from a refused file
    }
};

QTEST_GUILESS_MAIN(KeyPoolStoreTest)
#include "KeyPoolStoreTest.moc"
