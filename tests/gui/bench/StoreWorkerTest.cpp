// SPDX-License-Identifier: GPL-3.0-or-later
// The result store on its own thread: a run saved by one StoreWorker is
// listed (summaries computed from its samples) by another on the same file;
// saves still queued when a StoreWorker is destroyed are written, not
// dropped; load profiles, deletion, import with its origin; a store that
// cannot open answers every job with the reason. Widget-free (src/bench).
#include "bench/StoreWorker.h"
#include "bench/LoadProfileRecord.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"
#include "bench/Statistics.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::bench;

namespace {

RunRecord makeRun(const QString &model, qint64 baseNs, int n)
{
    RunRecord r;
    r.startedUtc = QDateTime::currentDateTimeUtc();
    r.device.vendor = QStringLiteral("Test");
    r.device.model = model;
    r.device.isVirtual = true;
    r.algorithm = QStringLiteral("ECDSA-P256");
    r.operation = QStringLiteral("sign");
    r.path = QStringLiteral("pkcs11");
    ThreadSamples t;
    for (int i = 0; i < n; ++i) {
        t.steady << baseNs + (i * 7919) % 1000;
    }
    t.cold << baseNs * 3;
    r.samples << t;
    r.wallSeconds = double(baseNs) * n / 1e9;
    return r;
}

template<class T> T wait(QFuture<T> f)
{
    f.waitForFinished(); // a test may block: no event loop depends on it here
    return f.result();
}

} // namespace

class StoreWorkerTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void saveThenListOnAnotherInstance()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.sqlite"));
        RunRecord run = makeRun(QStringLiteral("HSM"), 2'000'000, 5000);
        {
            StoreWorker store(path);
            QVERIFY(wait(store.opened()).ok());
            QFuture<Result<qint64>> saved = store.save(run);
            QVERIFY(!run.uuid.isEmpty()); // known before the save ran
            const auto id = wait(saved);
            QVERIFY2(id.ok(), qPrintable(id.ok() ? QString() : id.error().technical()));
        }
        StoreWorker other(path);
        const auto listed = wait(other.list());
        QVERIFY(listed.ok());
        QCOMPARE(listed.value().size(), 1);
        const StoredRun &s = listed.value().first();
        QCOMPARE(s.run.uuid, run.uuid);
        QVERIFY(s.run.samples.isEmpty()); // the list carries summaries only
        QVERIFY(!s.hasLoadProfile);
        const Summary expected = summarize(run.steadySamples());
        QCOMPARE(s.run.steady().median, expected.median);
        QCOMPARE(s.run.steady().count, expected.count);
        QCOMPARE(s.run.cold().median, summarize(run.coldSamples()).median);

        const auto loaded = wait(other.load({s.run.id}));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value().first().steadySamples(), run.steadySamples());
    }

    void pendingSavesFinishedAtDestruction()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.sqlite"));
        constexpr int kRuns = 12;
        QList<RunRecord> runs; // made first: queued faster than they can be written
        for (int i = 0; i < kRuns; ++i) {
            runs << makeRun(QStringLiteral("HSM %1").arg(i), 1'000'000 + i, 40'000);
        }
        {
            StoreWorker store(path);
            for (RunRecord &r : runs) {
                (void)store.save(r); // nobody waits: the destructor must
            }
            QVERIFY(store.pending() > 0); // still queued when it goes
        }
        ResultStore check(path);
        QVERIFY(check.open().ok());
        const auto stored = check.list(false);
        QVERIFY(stored.ok());
        QCOMPARE(stored.value().size(), kRuns);
    }

    void loadProfileRemoveAndImport()
    {
        QTemporaryDir dir;
        StoreWorker store(dir.filePath(QStringLiteral("results.sqlite")));

        // A load profile of 40 requests, 1 ms service time each, one worker.
        const LoadProfileConfig config =
            LoadProfileConfig::stepped({20}, std::chrono::milliseconds(2000), 1, false);
        QList<RequestRecord> requests;
        for (int i = 0; i < 40; ++i) {
            RequestRecord q;
            q.arrivalNs = qint64(i) * 50'000'000;
            q.startNs = q.arrivalNs;
            q.endNs = q.startNs + 1'000'000;
            q.worker = 0;
            requests << q;
        }
        const LoadProfileResult profile = analyzeLoad(config, requests);
        BenchCase c;
        c.device.model = QStringLiteral("HSM");
        c.algorithm = QStringLiteral("RSA-2048");
        c.operation = OperationKind::Sign;
        RunRecord profileRun = loadProfileRun(c, profile, Environment{});
        const auto profileId = wait(store.saveLoadProfile(profileRun, profile));
        QVERIFY(profileId.ok());
        RunRecord plain = makeRun(QStringLiteral("Card"), 50'000'000, 20);
        const auto plainId = wait(store.save(plain));
        QVERIFY(plainId.ok());

        auto listed = wait(store.list());
        QVERIFY(listed.ok());
        QCOMPARE(listed.value().size(), 2);
        for (const StoredRun &s : listed.value()) {
            QCOMPARE(s.hasLoadProfile, s.run.id == profileId.value());
        }
        const auto back = wait(store.loadProfile(profileId.value()));
        QVERIFY(back.ok());
        QCOMPARE(back.value().requests.size(), profile.requests.size());
        QVERIFY(!wait(store.loadProfile(plainId.value())).ok());

        // Export both, delete both, import the file: marked with its origin.
        const auto full = wait(store.load({profileId.value(), plainId.value()}));
        QVERIFY(full.ok());
        const QString file = dir.filePath(QStringLiteral("elsewhere.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(toJson(full.value()));
        f.close();
        QVERIFY(wait(store.remove({profileId.value(), plainId.value()})).ok());
        QCOMPARE(wait(store.list()).value().size(), 0);
        const auto imported = wait(store.importJsonFile(file));
        QVERIFY(imported.ok());
        QCOMPARE(imported.value().size(), 2);
        listed = wait(store.list());
        QCOMPARE(listed.value().size(), 2);
        for (const StoredRun &s : listed.value()) {
            QVERIFY(s.run.imported);
            QVERIFY2(s.run.origin.contains(QStringLiteral("elsewhere.json")),
                     qPrintable(s.run.origin));
        }
    }

    void storeThatCannotOpenSaysSo()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        // A directory under a plain file cannot be made.
        StoreWorker store(dir.filePath(QStringLiteral("file/sub/results.sqlite")));
        QVERIFY(!wait(store.opened()).ok());
        RunRecord r = makeRun(QStringLiteral("HSM"), 1'000'000, 10);
        const auto id = wait(store.save(r));
        QVERIFY(!id.ok());
        QVERIFY(!id.error().userMessage().isEmpty());
        QVERIFY(!wait(store.list()).ok());
    }
};

QTEST_GUILESS_MAIN(StoreWorkerTest)
#include "StoreWorkerTest.moc"
