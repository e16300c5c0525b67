// SPDX-License-Identifier: GPL-3.0-or-later
// The widget-free report pieces on runs the engine made with the simulated
// device: thread scaling grouped and ordered; the HTML report carries the
// images, every table with the figures the statistics computed, virtual and
// published labels, and never a serial.
#include "bench/HtmlReport.h"
#include "bench/BenchEngine.h"
#include "bench/PublishedFigures.h"
#include "bench/SimulatedRunner.h"
#include "bench/SkippedCase.h"
#include "bench/ThreadScaling.h"

#include <QTest>

using namespace keyward;
using namespace keyward::bench;
using namespace std::chrono_literals;

namespace {

const QString kSerial = QStringLiteral("SN-0042-SECRET");

DeviceIdentity token()
{
    DeviceIdentity d;
    d.id = QStringLiteral("pkcs11:libsofthsm2.so:") + kSerial;
    d.kind = QStringLiteral("pkcs11-token");
    d.vendor = QStringLiteral("SoftHSM project");
    d.model = QStringLiteral("SoftHSM v2");
    d.firmware = QStringLiteral("2.6");
    d.serial = kSerial;
    d.isVirtual = true;
    return d;
}

RunRecord engineRun(int threads, OperationKind op, BenchPath path = BenchPath::Pkcs11)
{
    // The simulated device stands in for a token here: the engine's runs are
    // PKCS#11-shaped (one runner per thread).
    BenchCase c;
    c.device = token();
    c.algorithm = QStringLiteral("ECDSA-P256");
    c.operation = op;
    c.path = path;
    c.threads = threads;
    c.warmup = 2;
    c.iterations = 25;
    c.keyOrigin = QStringLiteral("generated");
    auto r = BenchEngine::run(c, SimulatedRunner::factory(1ms), CancelToken());
    if (!r.ok()) {
        qFatal("engine run failed: %s", qPrintable(r.error().technical()));
    }
    return RunRecord::fromResult(
        *r, Environment::current({{QStringLiteral("softhsm2"), QStringLiteral("2.6.1")}}));
}

} // namespace

class HtmlReportTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void threadScalingGroupsAndOrders()
    {
        const RunRecord two = engineRun(2, OperationKind::Sign);
        const RunRecord one = engineRun(1, OperationKind::Sign);
        const RunRecord twoAgain = engineRun(2, OperationKind::Sign);
        const RunRecord keygen = engineRun(1, OperationKind::KeyGeneration);
        const RunRecord cpu = engineRun(1, OperationKind::Sign, BenchPath::CpuBaseline);
        const QList<ScalingSeries> s =
            threadScaling({two, one, twoAgain, keygen, cpu, publishedFigures().constFirst()});
        QCOMPARE(s.size(), 2); // sign, keygen; CPU baseline and published left out
        QCOMPARE(s[0].operation, QStringLiteral("sign"));
        QCOMPARE(s[0].points.size(), 2);
        QCOMPARE(s[0].points[0].threads, 1);
        QCOMPARE(s[0].points[1].threads, 2);
        // The later run of a thread count wins.
        QCOMPARE(s[0].points[1].wallClockPerSecond, twoAgain.throughput().wallClockPerSecond);
        QCOMPARE(s[0].points[0].latencyDerivedPerSecond, one.throughput().latencyDerivedPerSecond);
        QCOMPARE(s[0].points[0].operations, one.steady().count);
        QVERIFY(s[0].label().contains(QStringLiteral("(virtual)")));
        QVERIFY(!s[0].label().contains(kSerial));
    }

    void reportCarriesTablesImagesAndNoSerial()
    {
        HtmlReportInput in;
        in.runs << engineRun(1, OperationKind::Sign) << engineRun(2, OperationKind::Sign)
                << engineRun(1, OperationKind::KeyGeneration);
        const RunRecord published = publishedFigures().constFirst();
        in.runs << published;
        LoadProfileConfig c = LoadProfileConfig::stepped({50, 200}, 200ms, 1, true);
        auto profile = LoadProfileRunner::run(c, SimulatedRunner::factory(2ms), CancelToken());
        QVERIFY(profile.ok());
        in.loadProfiles << ReportLoadProfile{token(), QStringLiteral("ECDSA-P256"),
                                             QStringLiteral("sign"), *profile};
        const QByteArray png("\x89PNG\r\n\x1a\n not really an image", 29);
        in.charts << ReportChart{QStringLiteral("Comparison"), png, {}, {}};
        in.charts << ReportChart{QStringLiteral("Queue"),
                                 {},
                                 "<?xml version=\"1.0\"?>\n<svg width=\"10\"><rect/></svg>",
                                 {}};

        const QString html = QString::fromUtf8(htmlReport(in));
        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("data:image/png;base64,") +
                              QString::fromLatin1(png.toBase64())));
        QVERIFY(html.contains(QStringLiteral("<svg width=\"10\"><rect/></svg>")));
        QVERIFY(!html.contains(QStringLiteral("<?xml"))); // inline SVG without its prolog

        for (const char *id :
             {"statistics", "scaling", "devices", "settings", "software", "load-profile-1"}) {
            QVERIFY2(html.contains(QStringLiteral("<table id=\"%1\">").arg(QLatin1String(id))), id);
        }
        for (const RunRecord &r : in.runs) {
            const Summary s = r.steady();
            QVERIFY(html.contains(QStringLiteral("<td>%1</td>").arg(reportMs(s.mean))));
            if (r.published) {
                continue;
            }
            for (double v : {s.median, s.stddev, s.min, s.max, s.p95, s.p99}) {
                QVERIFY(html.contains(QStringLiteral("<td>%1</td>").arg(reportMs(v))));
            }
            QVERIFY(html.contains(
                QStringLiteral("<td>%1 – %2</td>").arg(reportMs(s.ciLow), reportMs(s.ciHigh))));
            const Throughput t = r.throughput();
            QVERIFY(html.contains(
                QStringLiteral("<td>%1</td>").arg(QString::number(t.wallClockPerSecond, 'f', 1))));
            QVERIFY(html.contains(QStringLiteral("<td>%1</td>")
                                      .arg(QString::number(t.latencyDerivedPerSecond, 'f', 1))));
        }
        // One statistics row per run, one step row per load-profile step.
        const qsizetype statsStart = html.indexOf(QStringLiteral("<table id=\"statistics\">"));
        const QString stats =
            html.mid(statsStart, html.indexOf(QStringLiteral("</table>"), statsStart) - statsStart);
        QCOMPARE(stats.count(QStringLiteral("<tr>")), in.runs.size() + 1);
        const qsizetype loadStart = html.indexOf(QStringLiteral("<table id=\"load-profile-1\">"));
        const QString load =
            html.mid(loadStart, html.indexOf(QStringLiteral("</table>"), loadStart) - loadStart);
        QCOMPARE(load.count(QStringLiteral("<tr>")), profile->steps.size() + 1);
        for (const StepStats &s : profile->steps) {
            QVERIFY(load.contains(
                QStringLiteral("<td>%1</td>").arg(QString::number(s.predictedInSystem, 'f', 2))));
            QVERIFY(load.contains(
                QStringLiteral("<td>%1</td>").arg(QString::number(s.measuredInSystem, 'f', 2))));
        }
        QVERIFY(html.contains(QString::number(profile->servedPerServingSecond, 'f', 1)));

        QVERIFY(html.contains(QStringLiteral("SoftHSM v2 (virtual)")));
        QVERIFY(html.contains(QStringLiteral("(published, %1)").arg(published.publishedYear)));
        QVERIFY(html.contains(published.publishedSource.toHtmlEscaped()));
        QVERIFY(html.contains(QStringLiteral("softhsm2 2.6.1")));
        QVERIFY(html.contains(QStringLiteral("qt ") + QString::fromLatin1(qVersion())));
        QVERIFY(html.contains(QStringLiteral("<td>2.6</td>"))); // firmware
        QVERIFY(!html.contains(kSerial));
    }

    void citesEachPublishedSource()
    {
        HtmlReportInput in;
        in.runs << engineRun(1, OperationKind::Sign) << publishedFigures();
        const QString html = QString::fromUtf8(htmlReport(in));
        QVERIFY(html.contains(QStringLiteral("Sources of the published figures")));
        for (const RunRecord &p : publishedFigures()) {
            QVERIFY(!p.publishedSource.isEmpty());
            QVERIFY(html.contains(p.publishedSource.toHtmlEscaped()));
        }
        // The source itself: author, title, venue, year and address.
        for (const char *part : {"Antoine Beaupré", "A comparison of cryptographic keycards",
                                 "LWN.net", "2017", "https://lwn.net/Articles/736231/"}) {
            QVERIFY2(html.contains(QString::fromUtf8(part)), part);
        }
        QVERIFY(!html.contains(QStringLiteral("design brief")));
        // An SVG written beside the report is linked under its chart.
        in.charts << ReportChart{
            QStringLiteral("Comparison"), QByteArray("png"), {}, QStringLiteral("report-1.svg")};
        QVERIFY(
            QString::fromUtf8(htmlReport(in)).contains(QStringLiteral("href=\"report-1.svg\"")));
    }

    // Skipped cases get a section of their own, each named with why; a card's
    // keys decide which chosen algorithms it can run.
    void namesSkippedCases()
    {
        HtmlReportInput in;
        in.runs << engineRun(1, OperationKind::Sign);
        QVERIFY(!QString::fromUtf8(htmlReport(in)).contains(QStringLiteral("Skipped cases")));
        CardKeyAlgorithms rsa{QStringLiteral("rsa2048"), QStringLiteral("rsa2048"),
                              QStringLiteral("rsa2048")};
        SkippedCase s;
        s.device = token();
        s.device.model = QStringLiteral("YubiKey 5 <card>");
        s.algorithm = QStringLiteral("ECDSA-P256");
        s.operation = OperationKind::Sign;
        s.reason = cardKeyMismatch(rsa, OperationKind::Sign, s.algorithm);
        QCOMPARE(s.reason, QStringLiteral("the card holds RSA-2048 keys"));
        QCOMPARE(s.sentence(), QStringLiteral("ECDSA-P256 sign on SoftHSM project YubiKey 5 "
                                              "<card> (virtual): the card holds RSA-2048 keys."));
        in.skipped << s;
        const QString html = QString::fromUtf8(htmlReport(in));
        QVERIFY(html.contains(QStringLiteral("<h2>Skipped cases</h2>")));
        QVERIFY2(html.contains(s.sentence().toHtmlEscaped()), qPrintable(html.right(1500)));
        QVERIFY(!html.contains(kSerial));

        QVERIFY(cardKeyMismatch(rsa, OperationKind::Decrypt, QStringLiteral("RSA-2048")).isEmpty());
        QVERIFY(
            cardKeyMismatch(rsa, OperationKind::PinVerify, QStringLiteral("Ed25519")).isEmpty());
        const CardKeyAlgorithms ec{QStringLiteral("ed25519"), QStringLiteral("cv25519"),
                                   QStringLiteral("nistp256")};
        QVERIFY(cardKeyMismatch(ec, OperationKind::Decrypt, QStringLiteral("Ed25519")).isEmpty());
        QVERIFY(cardKeyMismatch(ec, OperationKind::Authenticate, QStringLiteral("ECDH-P256"))
                    .isEmpty());
        QCOMPARE(cardKeyMismatch(ec, OperationKind::Sign, QStringLiteral("RSA-2048")),
                 QStringLiteral("the card's signature key is Curve25519"));
    }

    // "Show published figures" with nothing to draw beside the runs says why.
    void publishedFiguresNoteSaysWhyNoneAreDrawn()
    {
        const RunRecord sign = engineRun(1, OperationKind::Sign);
        QCOMPARE(publishedFiguresNote({sign}),
                 QStringLiteral("Published figures exist for decrypt only; none are drawn for "
                                "sign."));
        RunRecord decrypt = engineRun(1, OperationKind::Decrypt);
        QCOMPARE(publishedFiguresNote({sign, decrypt}),
                 QStringLiteral("Published figures exist for decrypt with ECDH-Curve25519, "
                                "RSA-2048, RSA-4096 only; none are drawn for ECDSA-P256 "
                                "decrypt."));
        decrypt.algorithm = QStringLiteral("RSA-2048");
        QVERIFY(publishedFiguresNote({sign, decrypt}).isEmpty());
    }

    void textIsEscaped()
    {
        HtmlReportInput in;
        RunRecord r = engineRun(1, OperationKind::Sign);
        r.device.model = QStringLiteral("<script>x</script>");
        in.runs << r;
        const QString html = QString::fromUtf8(htmlReport(in));
        QVERIFY(!html.contains(QStringLiteral("<script>")));
        QVERIFY(html.contains(QStringLiteral("&lt;script&gt;")));
    }
};

QTEST_GUILESS_MAIN(HtmlReportTest)
#include "HtmlReportTest.moc"
