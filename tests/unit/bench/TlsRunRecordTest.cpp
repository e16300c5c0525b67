// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/runners/TlsRunRecord.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"
#include "bench/runners/TlsAdvice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace keyward::bench;

namespace {

Summary latency(double base)
{
    Summary s;
    s.count = 1200;
    s.min = base * 0.5;
    s.max = base * 9;
    s.mean = base * 1.1;
    s.median = base;
    s.stddev = base * 0.2;
    s.p5 = base * 0.6;
    s.p25 = base * 0.8;
    s.p75 = base * 1.2;
    s.p95 = base * 2;
    s.p99 = base * 3;
    s.ciLow = base * 1.05;
    s.ciHigh = base * 1.15;
    return s;
}

TlsBenchResult tlsRun(const QString &algorithm, double perSecond)
{
    TlsBenchResult r;
    r.device.id = QStringLiteral("pkcs11:token=Bench;serial=0123");
    r.device.kind = QStringLiteral("pkcs11-token");
    r.device.vendor = QStringLiteral("SoftHSM project");
    r.device.model = QStringLiteral("SoftHSM v2");
    r.device.firmware = QStringLiteral("2.6");
    r.device.isVirtual = true;
    r.software.insert(QStringLiteral("openssl"), QStringLiteral("3.0.15"));
    r.algorithm = algorithm;
    r.keyOrigin = QStringLiteral("generated");
    r.keyLabel = QStringLiteral("keyward-tls-bench");
    r.protocol = QStringLiteral("TLSv1.3");
    r.cipher = QStringLiteral("TLS_AES_256_GCM_SHA384");
    r.keyExchange = QStringLiteral("ECDHE");
    r.clients = 3;
    r.serverThreads = 2;
    r.durationSeconds = 1.5;
    r.wallSeconds = 1.52;
    r.handshakes = qint64(perSecond * 1.52);
    r.failed = 2;
    r.serverFailed = 1;
    r.strangers = 1;
    r.firstFailure = QStringLiteral("unexpected eof while reading");
    r.latency = latency(1.25e6);
    r.handshakesPerSecond = perSecond;
    r.signLatency = latency(0.9e6);
    r.signPerSecond = perSecond * 2.5;
    r.ratio = 0.4;
    r.privateKeyOperations = r.handshakes;
    r.tokenNsPerHandshake = 0.85e6;
    r.serverCpuNsPerHandshake = 1.1e6;
    r.clientCpuNsPerHandshake = 0.7e6;
    return r;
}

void compareSummary(const Summary &a, const Summary &b)
{
    QCOMPARE(a.count, b.count);
    QCOMPARE(a.min, b.min);
    QCOMPARE(a.max, b.max);
    QCOMPARE(a.mean, b.mean);
    QCOMPARE(a.median, b.median);
    QCOMPARE(a.stddev, b.stddev);
    QCOMPARE(a.p5, b.p5);
    QCOMPARE(a.p25, b.p25);
    QCOMPARE(a.p75, b.p75);
    QCOMPARE(a.p95, b.p95);
    QCOMPARE(a.p99, b.p99);
    QCOMPARE(a.ciLow, b.ciLow);
    QCOMPARE(a.ciHigh, b.ciHigh);
}

/// Every figure and setting; the device as a store without serials keeps it.
void compareTls(const TlsBenchResult &a, const TlsBenchResult &b)
{
    QCOMPARE(a.device.label(), b.device.label());
    QCOMPARE(a.device.kind, b.device.kind);
    QCOMPARE(a.device.firmware, b.device.firmware);
    QCOMPARE(a.software.value(QStringLiteral("openssl")), QStringLiteral("3.0.15"));
    QCOMPARE(a.algorithm, b.algorithm);
    QCOMPARE(a.keyOrigin, b.keyOrigin);
    QCOMPARE(a.keyLabel, b.keyLabel);
    QCOMPARE(a.protocol, b.protocol);
    QCOMPARE(a.cipher, b.cipher);
    QCOMPARE(a.keyExchange, b.keyExchange);
    QCOMPARE(a.clients, b.clients);
    QCOMPARE(a.serverThreads, b.serverThreads);
    QCOMPARE(a.durationSeconds, b.durationSeconds);
    QCOMPARE(a.wallSeconds, b.wallSeconds);
    QCOMPARE(a.handshakes, b.handshakes);
    QCOMPARE(a.failed, b.failed);
    QCOMPARE(a.serverFailed, b.serverFailed);
    QCOMPARE(a.strangers, b.strangers);
    QCOMPARE(a.firstFailure, b.firstFailure);
    QCOMPARE(a.handshakesPerSecond, b.handshakesPerSecond);
    compareSummary(a.latency, b.latency);
    QCOMPARE(a.signPerSecond, b.signPerSecond);
    compareSummary(a.signLatency, b.signLatency);
    QCOMPARE(a.ratio, b.ratio);
    QCOMPARE(a.privateKeyOperations, b.privateKeyOperations);
    QCOMPARE(a.tokenNsPerHandshake, b.tokenNsPerHandshake);
    QCOMPARE(a.serverCpuNsPerHandshake, b.serverCpuNsPerHandshake);
    QCOMPARE(a.clientCpuNsPerHandshake, b.clientCpuNsPerHandshake);
}

} // namespace

class TlsRunRecordTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordCarriesEveryFigure()
    {
        const TlsBenchResult r = tlsRun(QStringLiteral("RSA-2048"), 596);
        const RunRecord rec = tlsRunRecord(r);
        QCOMPARE(rec.operation, QStringLiteral("tls-handshake"));
        QCOMPARE(rec.path, QStringLiteral("pkcs11"));
        QCOMPARE(rec.algorithm, QStringLiteral("RSA-2048"));
        QCOMPARE(rec.threads, 2);
        QCOMPARE(rec.durationMs, qint64(1500));
        QVERIFY(rec.samples.isEmpty());
        QVERIFY(isTlsRun(rec));
        QCOMPARE(rec.environment.software.value(QStringLiteral("openssl")),
                 QStringLiteral("3.0.15"));
        const auto back = tlsResultFromRecord(rec);
        QVERIFY(back.has_value());
        compareTls(*back, r);
    }

    void signRunIsNoTlsRun()
    {
        RunRecord sign;
        sign.operation = QStringLiteral("sign");
        sign.details.insert(QStringLiteral("tls"), QJsonObject{});
        QVERIFY(!isTlsRun(sign));
        QVERIFY(!tlsResultFromRecord(sign).has_value());
        RunRecord bare;
        bare.operation = tlsHandshakeOperation(); // no figures: nothing to draw
        QVERIFY(tlsResultsFrom({sign, bare}).isEmpty());
    }

    void storeRoundTrip()
    {
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        const TlsBenchResult r = tlsRun(QStringLiteral("ECDSA-P256"), 1000);
        RunRecord rec = tlsRunRecord(r);
        auto id = store.save(rec);
        QVERIFY(id.ok());
        QVERIFY(store.runDetailIds(QStringLiteral("tls"))->contains(*id));
        auto loaded = store.load(*id);
        QVERIFY(loaded.ok());
        QVERIFY(isTlsRun(*loaded));
        compareTls(*tlsResultFromRecord(*loaded), r);
        // Without samples, the run's summary is the handshake latency measured.
        compareSummary(loaded->steady(), r.latency);
        auto listed = store.list(false);
        QVERIFY(listed.ok());
        QCOMPARE(listed->size(), 1);
        QCOMPARE(listed->first().steady().median, r.latency.median);
        compareTls(tlsResultsFrom(*listed).first(), r);
    }

    void exportImportKeepsTheDetails()
    {
        ResultStore here(QStringLiteral(":memory:"));
        QVERIFY(here.open().ok());
        const QList<TlsBenchResult> measured{tlsRun(QStringLiteral("RSA-2048"), 596),
                                             tlsRun(QStringLiteral("ECDSA-P256"), 1000)};
        QList<RunRecord> saved;
        for (const TlsBenchResult &r : measured) {
            RunRecord rec = tlsRunRecord(r);
            QVERIFY(here.save(rec).ok());
            saved << *here.load(rec.id);
        }
        const QByteArray json = toJson(saved);
        const QJsonObject first = QJsonDocument::fromJson(json)
                                      .object()
                                      .value(QStringLiteral("runs"))
                                      .toArray()
                                      .first()
                                      .toObject();
        QCOMPARE(first.value(QStringLiteral("details"))
                     .toObject()
                     .value(QStringLiteral("tls"))
                     .toObject()
                     .value(QStringLiteral("handshakesPerSecond"))
                     .toDouble(),
                 596.0);

        ResultStore there(QStringLiteral(":memory:"));
        QVERIFY(there.open().ok());
        auto ids = there.importJson(json, QStringLiteral("tls.json"));
        QVERIFY(ids.ok());
        QCOMPARE(ids->size(), 2);
        QList<TlsBenchResult> imported;
        for (qint64 id : *ids) {
            auto run = there.load(id);
            QVERIFY(run.ok());
            QVERIFY(run->imported);
            QCOMPARE(run->details, saved.at(imported.size()).details);
            imported << *tlsResultFromRecord(*run);
        }
        for (qsizetype i = 0; i < measured.size(); ++i) {
            compareTls(imported.at(i), measured.at(i));
        }
        // The advice drawn from the imported runs is the one measured.
        QCOMPARE(tlsAlgorithmAdvice(imported), tlsAlgorithmAdvice(measured));
        QCOMPARE(tlsAlgorithmAdvice(imported).size(), 1);
    }

    void importRefusesBadDetails()
    {
        RunRecord rec = tlsRunRecord(tlsRun(QStringLiteral("RSA-2048"), 10));
        rec.uuid = QStringLiteral("6f1c1a4e-8f53-4d1e-9a57-0b1e2f3a4b5c");
        QJsonObject doc = QJsonDocument::fromJson(toJson({rec})).object();
        QJsonArray runs = doc.value(QStringLiteral("runs")).toArray();
        QJsonObject run = runs.first().toObject();
        run.insert(QStringLiteral("details"),
                   QJsonObject{{QStringLiteral("tls"), QStringLiteral("not an object")}});
        runs[0] = run;
        doc.insert(QStringLiteral("runs"), runs);
        const auto parsed = fromJson(QJsonDocument(doc).toJson());
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().kind, keyward::ErrorKind::InvalidInput);
        QVERIFY(parsed.error().detail.contains(QStringLiteral("details.tls")));
    }
};

QTEST_GUILESS_MAIN(TlsRunRecordTest)
#include "TlsRunRecordTest.moc"
