// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/ResultExport.h"
#include "bench/SimulatedRunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

// The failure text, evaluated even when the check passes: must not touch a value-less error.
template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

using namespace keyward;
using namespace keyward::bench;
using namespace std::chrono_literals;

namespace {
RunRecord run()
{
    RunRecord r;
    r.uuid = QStringLiteral("7d3c1a2b-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    r.startedUtc = QDateTime(QDate(2026, 11, 21), QTime(14, 0, 0, 5), QTimeZone::utc());
    r.device = DeviceIdentity{QStringLiteral("pkcs11:softhsm2:9a1b"),
                              QStringLiteral("pkcs11-token"),
                              QStringLiteral("SoftHSM project"),
                              QStringLiteral("SoftHSM v2, \"test\""),
                              QStringLiteral("2.6"),
                              QStringLiteral("9a1b"),
                              true};
    r.algorithm = QStringLiteral("RSA-2048");
    r.operation = QStringLiteral("sign");
    r.path = QStringLiteral("pkcs11");
    r.threads = 2;
    r.environment.host = QStringLiteral("h");
    r.environment.software = {{QStringLiteral("softhsm2"), QStringLiteral("2.6.1")}};
    r.wallSeconds = 1.0;
    r.samples = {ThreadSamples{{5000}, {1000, 2000, 3000}}, ThreadSamples{{6000}, {4000, 5000}}};
    return r;
}
} // namespace

class ResultExportTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonParsesBack()
    {
        const RunRecord r = run();
        const QByteArray json = toJson({r});
        auto back = fromJson(json);
        QVERIFY2(back.ok(), qPrintable(why(back)));
        QCOMPARE(back->size(), 1);
        const RunRecord &b = back->first();
        QCOMPARE(b.uuid, r.uuid);
        QCOMPARE(b.startedUtc, r.startedUtc);
        QCOMPARE(b.device.model, r.device.model);
        QVERIFY(b.device.isVirtual);
        QCOMPARE(b.environment.software, r.environment.software);
        QCOMPARE(b.samples.size(), 2);
        QCOMPARE(b.samples[0].steady, r.samples[0].steady);
        QCOMPARE(b.samples[1].cold, r.samples[1].cold);
        QCOMPARE(b.steady().mean, 3000.0);
        // The summary is in the file for readers, in nanoseconds.
        const QJsonObject o =
            QJsonDocument::fromJson(json).object()[QStringLiteral("runs")].toArray()[0].toObject();
        QCOMPARE(o[QStringLiteral("summary")][QStringLiteral("steady")][QStringLiteral("medianNs")]
                     .toDouble(),
                 3000.0);
        QCOMPARE(o[QStringLiteral("device")][QStringLiteral("virtual")].toBool(), true);
    }

    void serialOnlyWhenAsked()
    {
        const RunRecord r = run();
        const QByteArray without = toJson({r});
        QVERIFY(!without.contains("9a1b"));
        QVERIFY(!summaryCsv({r}).contains("9a1b"));
        QVERIFY(!samplesCsv({r}).contains("9a1b"));
        ExportOptions with;
        with.includeSerial = true;
        const QByteArray json = toJson({r}, with);
        QVERIFY(json.contains("9a1b"));
        QCOMPARE(fromJson(json)->first().device.serial, QStringLiteral("9a1b"));
        QVERIFY(summaryCsv({r}, with).contains("9a1b"));
    }

    void samplesCsvParsesBack()
    {
        const RunRecord r = run();
        const QByteArray csv = samplesCsv({r});
        // Header + 1+3 + 1+2 sample rows.
        QCOMPARE(csv.count('\n'), 1 + 7);
        auto back = fromSamplesCsv(csv);
        QVERIFY2(back.ok(), qPrintable(why(back)));
        QCOMPARE(back->size(), 1);
        const RunRecord &b = back->first();
        QCOMPARE(b.uuid, r.uuid);
        QCOMPARE(b.device.model, r.device.model); // quotes and comma survive
        QVERIFY(b.device.isVirtual);
        QCOMPARE(b.samples.size(), 2);
        QCOMPARE(b.samples[0].steady, r.samples[0].steady);
        QCOMPARE(b.samples[1].cold, r.samples[1].cold);
        QCOMPARE(b.startedUtc, r.startedUtc);
        QCOMPARE(fromSamplesCsv("a,b\n1,2\n").error().kind, ErrorKind::InvalidInput);
    }

    void summaryCsvHasOneRowPerRun()
    {
        const QByteArray csv = summaryCsv({run(), run()});
        const QList<QByteArray> lines = csv.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("run_uuid,started,vendor,model"));
        QVERIFY(lines[1].contains("\"SoftHSM v2, \"\"test\"\"\""));
        QVERIFY(lines[1].contains(",0.003000,")); // median 3000 ns = 0.003 ms
    }

    void loadProfileExports()
    {
        LoadProfileConfig c;
        c.steps = {LoadStep{20, 300ms}};
        auto r = LoadProfileRunner::run(c, SimulatedRunner::factory(1ms), CancelToken());
        QVERIFY(r.ok());
        const QByteArray csv = loadProfileCsv(r.value());
        QCOMPARE(csv.count('\n'), 1 + 6);
        const QJsonObject o = QJsonDocument::fromJson(loadProfileJson(r.value())).object();
        QCOMPARE(o[QStringLiteral("format")].toString(), QStringLiteral("keyward-load-profile"));
        QCOMPARE(o[QStringLiteral("requests")].toArray().size(), 6);
        QCOMPARE(o[QStringLiteral("stepStats")].toArray().size(), 1);
        QVERIFY(o[QStringLiteral("stepStats")].toArray()[0].toObject().contains(
            QStringLiteral("littleInSystem")));
    }
};

QTEST_GUILESS_MAIN(ResultExportTest)
#include "ResultExportTest.moc"
