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

    // A stranger's file: every hostile value refuses the whole file with an
    // InvalidInput that names what is wrong; nothing reaches a cast unchecked.
    void hostileJsonIsRefused_data()
    {
        QTest::addColumn<QByteArray>("field"); // "case.threads", "samples", "device.model", ...
        QTest::addColumn<QByteArray>("value"); // JSON text
        QTest::addColumn<QString>("named");    // what the error names
        QTest::newRow("negative sample")
            << QByteArray("samples") << QByteArray(R"([{"thread":0,"steady":[1000,-5]}])")
            << QStringLiteral("sample");
        QTest::newRow("sample above 2^63")
            << QByteArray("samples") << QByteArray(R"([{"thread":0,"steady":[1e19]}])")
            << QStringLiteral("sample");
        QTest::newRow("sample 1e12 ns")
            << QByteArray("samples") << QByteArray(R"([{"thread":0,"cold":[1e12]}])")
            << QStringLiteral("sample");
        QTest::newRow("sample not a number")
            << QByteArray("samples") << QByteArray(R"([{"thread":0,"steady":["1000"]}])")
            << QStringLiteral("sample");
        QTest::newRow("thread index 4096")
            << QByteArray("samples") << QByteArray(R"([{"thread":4096,"steady":[1]}])")
            << QStringLiteral("thread");
        QTest::newRow("negative threads")
            << QByteArray("case.threads") << QByteArray("-1") << QStringLiteral("case.threads");
        QTest::newRow("5000 threads")
            << QByteArray("case.threads") << QByteArray("5000") << QStringLiteral("case.threads");
        QTest::newRow("huge iterations") << QByteArray("case.iterations") << QByteArray("1e300")
                                         << QStringLiteral("case.iterations");
        QTest::newRow("negative duration") << QByteArray("case.durationMs") << QByteArray("-1")
                                           << QStringLiteral("case.durationMs");
        QTest::newRow("duration above 2^63") << QByteArray("case.durationMs") << QByteArray("1e19")
                                             << QStringLiteral("case.durationMs");
        QTest::newRow("timer above 2^63") << QByteArray("timerResolutionNs") << QByteArray("9e18")
                                          << QStringLiteral("timerResolutionNs");
        QTest::newRow("negative wall time")
            << QByteArray("wallSeconds") << QByteArray("-3") << QStringLiteral("wallSeconds");
        QTest::newRow("megabyte model")
            << QByteArray("device.model")
            << (QByteArray("\"") + QByteArray(1024 * 1024, 'A') + QByteArray("\""))
            << QStringLiteral("device.model");
        QTest::newRow("257-character host")
            << QByteArray("environment.host")
            << (QByteArray("\"") + QByteArray(257, 'h') + QByteArray("\""))
            << QStringLiteral("environment.host");
        QTest::newRow("5 KiB notes")
            << QByteArray("notes") << (QByteArray("\"") + QByteArray(5000, 'n') + QByteArray("\""))
            << QStringLiteral("notes");
        QTest::newRow("model not text")
            << QByteArray("device.model") << QByteArray("[1,2]") << QStringLiteral("device.model");
    }

    void hostileJsonIsRefused()
    {
        QFETCH(QByteArray, field);
        QFETCH(QByteArray, value);
        QFETCH(QString, named);
        QJsonObject root = QJsonDocument::fromJson(toJson({run()})).object();
        QJsonArray runs = root[QStringLiteral("runs")].toArray();
        QJsonObject o = runs[0].toObject();
        const QJsonValue v =
            QJsonDocument::fromJson("[" + value + "]").array().at(0); // the value as JSON
        const QList<QByteArray> path = field.split('.');
        if (path.size() == 2) {
            QJsonObject inner = o[QString::fromLatin1(path[0])].toObject();
            inner[QString::fromLatin1(path[1])] = v;
            o[QString::fromLatin1(path[0])] = inner;
        } else {
            o[QString::fromLatin1(field)] = v;
        }
        runs[0] = o;
        root[QStringLiteral("runs")] = runs;
        const auto back = fromJson(QJsonDocument(root).toJson());
        QVERIFY(!back.ok());
        QCOMPARE(back.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(back.error().userMessage().contains(named),
                 qPrintable(back.error().userMessage()));
    }

    void infinitySampleIsRefused()
    {
        // JSON has no NaN or infinity; an exponent beyond double's range is the way in.
        QByteArray json = toJson({run()});
        json.replace("1000,", "1e400,");
        QVERIFY(json.contains("1e400"));
        const auto back = fromJson(json);
        QVERIFY(!back.ok());
        QCOMPARE(back.error().kind, ErrorKind::InvalidInput);
    }

    void publishedIsNeverTakenFromAFile()
    {
        QJsonObject root = QJsonDocument::fromJson(toJson({run()})).object();
        QJsonArray runs = root[QStringLiteral("runs")].toArray();
        QJsonObject o = runs[0].toObject();
        o[QStringLiteral("published")] = true;
        o[QStringLiteral("publishedSource")] = QStringLiteral("A famous benchmark");
        o[QStringLiteral("publishedYear")] = 2017;
        o[QStringLiteral("publishedMeanNs")] = 1.0;
        runs[0] = o;
        root[QStringLiteral("runs")] = runs;
        const auto back = fromJson(QJsonDocument(root).toJson());
        QVERIFY2(back.ok(), qPrintable(why(back)));
        const RunRecord &b = back->first();
        QVERIFY(!b.published);
        QVERIFY(b.publishedSource.isEmpty());
        QCOMPARE(b.publishedYear, 0);
        QCOMPARE(b.steady().mean, 3000.0); // the samples, not the "published" mean
        QVERIFY(!b.label().contains(QStringLiteral("published")));
    }

    void controlCharactersArePlainData()
    {
        // Kept as data (the terminal printers strip them), within the caps.
        RunRecord r = run();
        r.device.model = QStringLiteral("\x1b[2JEvil");
        const auto back = fromJson(toJson({r}));
        QVERIFY2(back.ok(), qPrintable(why(back)));
        QCOMPARE(back->first().device.model, r.device.model);
    }

    void hostileCsvIsRefused_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::newRow("negative sample") << 13 << QStringLiteral("-5");
        QTest::newRow("sample above 2^63") << 13 << QStringLiteral("99999999999999999999");
        QTest::newRow("sample as exponent") << 13 << QStringLiteral("1e19");
        QTest::newRow("sample nan") << 13 << QStringLiteral("nan");
        QTest::newRow("sample inf") << 13 << QStringLiteral("inf");
        QTest::newRow("negative threads") << 9 << QStringLiteral("-2");
        QTest::newRow("5000 threads") << 9 << QStringLiteral("5000");
        QTest::newRow("thread index 300") << 10 << QStringLiteral("300");
        QTest::newRow("megabyte model") << 3 << QString(1024 * 1024, QLatin1Char('M'));
        QTest::newRow("bad uuid") << 0 << QStringLiteral("not-a-uuid");
    }

    void hostileCsvIsRefused()
    {
        QFETCH(int, column);
        QFETCH(QString, value);
        QStringList lines = QString::fromUtf8(samplesCsv({run()})).split(QLatin1Char('\n'));
        // Every data row, so the uuid stays the same across them.
        for (qsizetype i = 1; i < lines.size(); ++i) {
            if (lines[i].isEmpty()) {
                continue;
            }
            // The model has a quoted comma; split by the writer's own rules is
            // not needed: rebuild the row from known fields instead.
            QStringList f{QStringLiteral("7d3c1a2b-4e5f-4a6b-8c7d-9e0f1a2b3c4d"),
                          QStringLiteral("2026-11-21T14:00:00.005Z"),
                          QStringLiteral("SoftHSM project"),
                          QStringLiteral("SoftHSM v2"),
                          QStringLiteral("2.6"),
                          QStringLiteral("1"),
                          QStringLiteral("RSA-2048"),
                          QStringLiteral("sign"),
                          QStringLiteral("pkcs11"),
                          QStringLiteral("2"),
                          QStringLiteral("0"),
                          QStringLiteral("steady"),
                          QString::number(i),
                          QStringLiteral("1000")};
            f[column] = value;
            lines[i] = f.join(QLatin1Char(','));
        }
        const auto back = fromSamplesCsv(lines.join(QLatin1Char('\n')).toUtf8());
        QVERIFY(!back.ok());
        QCOMPARE(back.error().kind, ErrorKind::InvalidInput);
    }

    void loadProfileFromAStrangerIsChecked()
    {
        LoadProfileConfig c;
        c.steps = {LoadStep{20, 300ms}};
        auto r = LoadProfileRunner::run(c, SimulatedRunner::factory(1ms), CancelToken());
        QVERIFY(r.ok());
        const QByteArray good = loadProfileJson(r.value());
        QVERIFY(loadProfileFromJson(good).ok());
        QJsonObject o = QJsonDocument::fromJson(good).object();
        QJsonArray requests = o[QStringLiteral("requests")].toArray();
        QJsonArray first = requests[0].toArray();
        first[3] = 7; // a step the profile does not have
        requests[0] = first;
        o[QStringLiteral("requests")] = requests;
        QVERIFY(!loadProfileFromJson(QJsonDocument(o).toJson()).ok());
        first[3] = 0;
        first[0] = 1e19; // an arrival time beyond qint64
        requests[0] = first;
        o[QStringLiteral("requests")] = requests;
        QVERIFY(!loadProfileFromJson(QJsonDocument(o).toJson()).ok());
        first[0] = 0;
        requests[0] = first;
        o[QStringLiteral("requests")] = requests;
        o[QStringLiteral("workers")] = 100000;
        QVERIFY(!loadProfileFromJson(QJsonDocument(o).toJson()).ok());
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
