// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/ResultStore.h"
#include "bench/Comparison.h"
#include "bench/PublishedFigures.h"
#include "bench/ResultExport.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <sys/stat.h>

// The failure text, evaluated even when the check passes: must not touch a value-less error.
template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

static int modeOf(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

using namespace keyward;
using namespace keyward::bench;

namespace {

RunRecord sampleRun()
{
    RunRecord r;
    r.startedUtc = QDateTime(QDate(2026, 11, 21), QTime(13, 0, 0, 250), QTimeZone::utc());
    r.device.id = QStringLiteral("openpgp:D2760001240103040006123456780000");
    r.device.kind = QStringLiteral("openpgp-card");
    r.device.vendor = QStringLiteral("Yubico");
    r.device.model = QStringLiteral("YubiKey 5");
    r.device.firmware = QStringLiteral("5.4.3");
    r.device.serial = QStringLiteral("12345678");
    r.device.isVirtual = true;
    r.algorithm = QStringLiteral("RSA-2048");
    r.operation = QStringLiteral("decrypt");
    r.path = QStringLiteral("end-to-end");
    r.threads = 2;
    r.warmup = 2;
    r.iterations = 3;
    r.keyOrigin = QStringLiteral("generated");
    r.environment.host = QStringLiteral("bench-host");
    r.environment.os = QStringLiteral("Debian GNU/Linux 12");
    r.environment.cpu = QStringLiteral("Test CPU, with a comma");
    r.environment.software = {{QStringLiteral("gnupg"), QStringLiteral("2.2.40")},
                              {QStringLiteral("qt"), QStringLiteral("6.4.2")}};
    r.wallSeconds = 0.5;
    r.timerResolutionNs = 20;
    r.samples = {ThreadSamples{{900, 800}, {100, 200, 300}},
                 ThreadSamples{{700, 600}, {400, 500, 600}}};
    return r;
}

} // namespace

class ResultStoreTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/results.sqlite"));
        RunRecord run = sampleRun();
        {
            ResultStore store(path);
            store.setKeepSerials(true); // asked for: the serial is stored locally
            QVERIFY(store.open().ok());
            auto id = store.save(run);
            QVERIFY2(id.ok(), qPrintable(why(id)));
            QVERIFY(!run.uuid.isEmpty());
            QCOMPARE(run.id, id.value());
            // Saving the same run again does not duplicate it.
            RunRecord again = run;
            again.id = -1;
            QCOMPARE(store.save(again).value(), id.value());
        }
        ResultStore store(path); // reopened from disk
        QVERIFY(store.open().ok());
        auto all = store.list();
        QVERIFY(all.ok());
        QCOMPARE(all->size(), 1);
        auto back = store.load(all->first().id);
        QVERIFY2(back.ok(), qPrintable(why(back)));
        const RunRecord &b = back.value();
        QCOMPARE(b.uuid, run.uuid);
        QCOMPARE(b.startedUtc, run.startedUtc);
        QCOMPARE(b.device, run.device); // serial stored locally
        QVERIFY(b.device.isVirtual);
        QCOMPARE(b.environment.software, run.environment.software);
        QCOMPARE(b.environment.cpu, run.environment.cpu);
        QCOMPARE(b.samples.size(), 2);
        QCOMPARE(b.samples[1].steady, (QList<qint64>{400, 500, 600}));
        QCOMPARE(b.samples[0].cold, (QList<qint64>{900, 800}));
        QCOMPARE(b.steady().median, 350.0);
        QCOMPARE(b.cold().mean, 750.0);

        QVERIFY(store.remove(b.id).ok());
        QCOMPARE(store.list()->size(), 0);
        QCOMPARE(store.load(b.id).error().kind, ErrorKind::NotFound);
    }

    void foreignImport()
    {
        // A file as another machine exports it: no serial, no device id.
        const QByteArray foreign = R"({
          "format": "keyward-bench-results", "version": 1,
          "exported": "2026-10-01T10:00:00Z",
          "runs": [{
            "uuid": "0b9f5a3e-2c4d-4e6f-8a1b-3c5d7e9f1a2b",
            "started": "2026-10-01T09:59:00.000Z",
            "device": {"kind": "pkcs11-token", "vendor": "CardContact", "model": "SmartCard-HSM",
                       "firmware": "3.5", "virtual": false},
            "case": {"algorithm": "ECDSA-P256", "operation": "sign", "path": "pkcs11",
                     "threads": 1, "warmup": 1, "iterations": 4, "durationMs": 0, "keyOrigin": "generated"},
            "environment": {"host": "lab-pc", "os": "Fedora 40", "cpu": "x", "software": {"opensc": "0.25.1"}},
            "wallSeconds": 0.4, "truncated": false, "timerResolutionNs": 30, "published": false,
            "summary": {"steady": {"meanNs": 1}},
            "samples": [{"thread": 0, "cold": [150000000], "steady": [100000000, 90000000, 110000000, 100000000]}]
          }]})";
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        auto ids = store.importJson(foreign, QStringLiteral("lab-results.json"));
        QVERIFY2(ids.ok(), qPrintable(why(ids)));
        QCOMPARE(ids->size(), 1);
        auto r = store.load(ids->first());
        QVERIFY(r.ok());
        QVERIFY(r->imported);
        QCOMPARE(r->origin, QStringLiteral("lab-results.json (lab-pc)"));
        QCOMPARE(r->device.model, QStringLiteral("SmartCard-HSM"));
        QVERIFY(r->device.serial.isEmpty());
        QCOMPARE(r->device.id, QStringLiteral("imported:CardContact:SmartCard-HSM"));
        QCOMPARE(r->environment.software.value(QStringLiteral("opensc")), QStringLiteral("0.25.1"));
        // The summary in the file is ignored; recomputed from samples.
        QCOMPARE(r->steady().mean, 100000000.0);
        QCOMPARE(r->steady().median, 100000000.0);
        // Importing the same file twice keeps one copy.
        QCOMPARE(store.importJson(foreign, QStringLiteral("again.json"))->first(), ids->first());
        QCOMPARE(store.list()->size(), 1);

        // Not a result file.
        QCOMPARE(store.importJson("{\"format\": \"other\"}", QStringLiteral("x")).error().kind,
                 ErrorKind::InvalidInput);
        QCOMPARE(store.importJson("not json", QStringLiteral("x")).error().kind,
                 ErrorKind::InvalidInput);
    }

    void loadProfileWithItsRun()
    {
        // Hand-made records: 2 requests/s for 1 s, 100 ms service.
        LoadProfileConfig c;
        c.workers = 1;
        c.steps = {LoadStep{2, std::chrono::milliseconds(1000)}};
        QList<RequestRecord> q;
        for (int i = 0; i < 2; ++i) {
            RequestRecord r;
            r.arrivalNs = i * 500'000'000;
            r.startNs = r.arrivalNs;
            r.endNs = r.arrivalNs + 100'000'000;
            r.worker = 0;
            r.ok = true;
            q << r;
        }
        const LoadProfileResult profile = analyzeLoad(c, q);
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        RunRecord run = sampleRun();
        QVERIFY(store.save(run).ok());
        QVERIFY(store.saveLoadProfile(run.id, profile).ok());
        auto back = store.loadProfile(run.id);
        QVERIFY2(back.ok(), qPrintable(why(back)));
        QCOMPARE(back->requests.size(), 2);
        QCOMPARE(back->requests[1].endNs, 600'000'000);
        QCOMPARE(back->steps.size(), 1);
        QCOMPARE(back->steps[0].predictedInSystem, profile.steps[0].predictedInSystem);
        QCOMPARE(back->serviceRatePerSecond, 10.0);
        QVERIFY(store.remove(run.id).ok());
        QCOMPARE(store.loadProfile(run.id).error().kind, ErrorKind::NotFound);
    }

    void detailsBesideTheirRun()
    {
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        RunRecord run = sampleRun();
        QVERIFY(store.save(run).ok());
        QCOMPARE(store.runDetails(run.id, QStringLiteral("tls")).error().kind, ErrorKind::NotFound);
        QVERIFY(store
                    .saveRunDetails(run.id, QStringLiteral("tls"),
                                    QJsonObject{{QStringLiteral("handshakes"), 12}})
                    .ok());
        QVERIFY(store
                    .saveRunDetails(run.id, QStringLiteral("tls"),
                                    QJsonObject{{QStringLiteral("handshakes"), 40}})
                    .ok()); // replaces
        QVERIFY(store
                    .saveRunDetails(run.id, QStringLiteral("keypool"),
                                    QJsonObject{{QStringLiteral("dropped"), 3}})
                    .ok());
        auto tls = store.runDetails(run.id, QStringLiteral("tls"));
        QVERIFY2(tls.ok(), qPrintable(why(tls)));
        QCOMPARE(tls->value(QStringLiteral("handshakes")).toInt(), 40);
        QCOMPARE(store.runDetails(run.id, QStringLiteral("keypool"))
                     ->value(QStringLiteral("dropped"))
                     .toInt(),
                 3);
        QCOMPARE(*store.runDetailIds(QStringLiteral("tls")), QSet<qint64>{run.id});
        QVERIFY(store.runDetailIds(QStringLiteral("other"))->isEmpty());
        QVERIFY(store.remove(run.id).ok());
        QCOMPARE(store.runDetails(run.id, QStringLiteral("tls")).error().kind, ErrorKind::NotFound);
        QVERIFY(store.runDetailIds(QStringLiteral("keypool"))->isEmpty());
    }

    void importRefusesDevicesAndHugeFiles()
    {
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        const auto zero = store.importJsonFile(QStringLiteral("/dev/zero"));
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(zero.error().userMessage().contains(QStringLiteral("not a regular file")),
                 qPrintable(zero.error().userMessage()));
    }

    void serialsOnlyWhenAsked()
    {
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        QVERIFY(!store.keepsSerials());
        RunRecord run = sampleRun();
        QVERIFY(store.save(run).ok());
        auto back = store.load(run.id);
        QVERIFY2(back.ok(), qPrintable(why(back)));
        QVERIFY(back->device.serial.isEmpty());
        QVERIFY(!back->device.id.contains(QStringLiteral("12345678")));
        QCOMPARE(back->device.id, QStringLiteral("openpgp:Yubico:YubiKey 5"));
        QCOMPARE(back->device.model, run.device.model);
        // The caller's record is not changed.
        QCOMPARE(run.device.serial, QStringLiteral("12345678"));

        store.setKeepSerials(true);
        RunRecord kept = sampleRun();
        QVERIFY(store.save(kept).ok());
        QCOMPARE(store.load(kept.id)->device.serial, QStringLiteral("12345678"));
        QCOMPARE(store.load(kept.id)->device.id, kept.device.id);
    }

    void storeIsPrivateToItsOwner()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("keyward"));
        const QString path = folder + QStringLiteral("/results.sqlite");
        const mode_t oldMask = ::umask(0);
        {
            ResultStore store(path);
            QVERIFY(store.open().ok());
            RunRecord run = sampleRun();
            QVERIFY(store.save(run).ok());
            QVERIFY(store.notice().isEmpty());
        }
        ::umask(oldMask);
        QCOMPARE(modeOf(folder), 0700);
        QCOMPARE(modeOf(path), 0600);

        // A new store in a folder made 0755 just before (as keyward-cli bench did): private, and
        // nothing to announce.
        const QString fresh = dir.filePath(QStringLiteral("fresh"));
        QVERIFY(QDir().mkpath(fresh));
        QVERIFY(::chmod(QFile::encodeName(fresh).constData(), 0755) == 0);
        {
            ResultStore store(fresh + QStringLiteral("/results.sqlite"));
            QVERIFY(store.open().ok());
            QVERIFY(store.notice().isEmpty());
        }
        QCOMPARE(modeOf(fresh), 0700);
        QCOMPARE(modeOf(fresh + QStringLiteral("/results.sqlite")), 0600);

        // A store made by an older version: 0644 in a 0755 folder. Fixed on open, said once.
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), 0755) == 0);
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
        {
            ResultStore store(path);
            QVERIFY(store.open().ok());
            QVERIFY(store.notice().contains(path));
            QCOMPARE(store.list()->size(), 1);
        }
        QCOMPARE(modeOf(folder), 0700);
        QCOMPARE(modeOf(path), 0600);
        {
            ResultStore store(path);
            QVERIFY(store.open().ok());
            QVERIFY(store.notice().isEmpty());
        }

        // A folder the user keeps other things in keeps its mode; the database does not.
        const QString shared = dir.filePath(QStringLiteral("shared"));
        QVERIFY(QDir().mkpath(shared));
        QVERIFY(::chmod(QFile::encodeName(shared).constData(), 0755) == 0);
        QFile other(shared + QStringLiteral("/notes.txt"));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();
        const QString sharedStore = shared + QStringLiteral("/bench.sqlite");
        QFile precreated(sharedStore);
        QVERIFY(precreated.open(QIODevice::WriteOnly));
        precreated.close();
        QVERIFY(::chmod(QFile::encodeName(sharedStore).constData(), 0666) == 0);
        {
            ResultStore store(sharedStore);
            QVERIFY(store.open().ok());
            QVERIFY(!store.notice().isEmpty());
        }
        QCOMPARE(modeOf(shared), 0755);
        QCOMPARE(modeOf(sharedStore), 0600);
    }

    void publishedFiguresBesideMeasured()
    {
        const QList<RunRecord> pub = publishedFigures();
        QCOMPARE(pub.size(), 11);
        const auto it = std::find_if(pub.begin(), pub.end(), [](const RunRecord &r) {
            return r.device.model == QLatin1String("YubiKey 4") &&
                   r.algorithm == QLatin1String("RSA-2048");
        });
        QVERIFY(it != pub.end());
        QVERIFY(it->published);
        QCOMPARE(it->publishedYear, 2017);
        QVERIFY(!it->publishedSource.isEmpty());
        QCOMPARE(it->steady().mean, 0.162e9);
        QVERIFY(it->label().contains(QStringLiteral("published")));

        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        for (RunRecord r : pub) {
            QVERIFY(store.save(r).ok());
        }
        for (RunRecord r : publishedFigures()) { // fixed uuids: no duplicates
            QVERIFY(store.save(r).ok());
        }
        QCOMPARE(store.list()->size(), 11);

        // Compare a measured run with the published CPU and YubiKey 4 figures.
        RunRecord measured = sampleRun();
        measured.samples = {ThreadSamples{{}, {324'000'000, 324'000'000}}};
        const RunRecord cpu = *std::find_if(pub.begin(), pub.end(), [](const RunRecord &r) {
            return r.device.kind == QLatin1String("cpu") &&
                   r.algorithm == QLatin1String("RSA-2048");
        });
        const auto rows = compareRuns({*it, measured, cpu}, 0);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0].ratioToBaseline, 1.0);
        QCOMPARE(rows[1].ratioToBaseline, 2.0); // 0.324 s vs 0.162 s
        QVERIFY(std::abs(rows[2].ratioToBaseline - 0.016 / 0.162) < 1e-12);
        QVERIFY(rows[0].published && !rows[1].published);
        QVERIFY(rows[1].label.contains(QStringLiteral("(virtual)")));
    }
};

QTEST_GUILESS_MAIN(ResultStoreTest)
#include "ResultStoreTest.moc"
