// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark charts on made-up runs: bars, error bars, published figures
// beside measured ones, "virtual" in legend and title, exports non-empty.
#include "bench/PublishedFigures.h"
#include "bench/SimulatedRunner.h"
#include "gui/bench/ChartExport.h"
#include "gui/bench/ComparisonChart.h"
#include "gui/bench/DistributionChart.h"
#include "gui/bench/KeygenChart.h"
#include "gui/bench/LiveChart.h"
#include "gui/bench/LoadProfileChart.h"
#include "gui/bench/ThroughputChart.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace keyward;
using namespace keyward::gui::bench;
using namespace std::chrono_literals;
namespace kb = keyward::bench;

namespace {
keyward::bench::RunRecord run(const QString &model, const QString &alg, const QString &op,
                              qint64 baseNs, bool isVirtual)
{
    keyward::bench::RunRecord r;
    r.device.vendor = QStringLiteral("Test");
    r.device.model = model;
    r.device.isVirtual = isVirtual;
    r.algorithm = alg;
    r.operation = op;
    r.path = QStringLiteral("pkcs11");
    keyward::bench::ThreadSamples t;
    for (int i = 0; i < 200; ++i) {
        t.steady << baseNs + (i % 17) * baseNs / 50;
    }
    r.samples << t;
    r.wallSeconds = double(baseNs) * 200 / 1e9;
    return r;
}

/// Sleeps 1, 2, … 12 ms in turn: a spread like RSA key generation's.
class SpreadRunner : public keyward::bench::OperationRunner
{
public:
    keyward::Status setup() override { return {}; }
    keyward::Status runOnce() override
    {
        std::this_thread::sleep_for(std::chrono::milliseconds(1 + (m_n++ * 7) % 12));
        return {};
    }
    void teardown() override {}

private:
    int m_n = 0;
};
} // namespace

class ChartsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void comparisonBarsErrorBarsAndPublished()
    {
        ComparisonChart chart;
        chart.resize(900, 500);
        chart.setRuns({run(QStringLiteral("HSM"), QStringLiteral("RSA-2048"),
                           QStringLiteral("decrypt"), 20'000'000, true),
                       run(QStringLiteral("HSM"), QStringLiteral("ECDSA-P256"),
                           QStringLiteral("sign"), 5'000'000, true)},
                      keyward::bench::publishedFigures());
        // 2 measured + the published RSA-2048 decrypt figures (CPU, YK4, NK Pro, NEO, FST-01).
        QCOMPARE(chart.barCount(), 2 + 5);
        QVERIFY(chart.title().contains(QStringLiteral("virtual")));
        bool virtualInLegend = false;
        bool publishedInLegend = false;
        int errorBars = 0;
        for (int i = 0; i < chart.plottableCount(); ++i) {
            virtualInLegend |= chart.plottable(i)->name().contains(QStringLiteral("(virtual)"));
            publishedInLegend |= chart.plottable(i)->name().contains(QStringLiteral("published"));
            errorBars += qobject_cast<QCPErrorBars *>(chart.plottable(i)) ? 1 : 0;
        }
        QVERIFY(virtualInLegend);
        QVERIFY(publishedInLegend);
        QCOMPARE(errorBars, 1); // measured series only; published figures have no interval

        QTemporaryDir dir;
        QVERIFY(chart.savePng(dir.filePath(QStringLiteral("c.png")), 900, 500));
        QVERIFY(chart.savePdf(dir.filePath(QStringLiteral("c.pdf")), 900, 500));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("c.png"))).size() > 1000);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("c.pdf"))).size() > 1000);
    }

    void hardwareOnlyTitleSaysNothingVirtual()
    {
        ComparisonChart chart;
        chart.setRuns({run(QStringLiteral("Card"), QStringLiteral("RSA-2048"),
                           QStringLiteral("sign"), 1'000'000, false)});
        QVERIFY(!chart.title().contains(QStringLiteral("virtual")));
        QCOMPARE(chart.barCount(), 1);
    }

    void distributionBoxes()
    {
        DistributionChart chart;
        chart.setRuns({run(QStringLiteral("A"), QStringLiteral("RSA-2048"), QStringLiteral("sign"),
                           1'000'000, true),
                       keyward::bench::publishedFigures().constFirst()});
        QCOMPARE(chart.boxCount(), 1); // published figures have no samples
        QVERIFY(chart.title().contains(QStringLiteral("virtual")));
    }

    void liveChartKeepsABoundedWindow()
    {
        LiveChart chart;
        chart.beginCase(QStringLiteral("x"));
        keyward::bench::BenchProgress p;
        for (int i = 0; i < 512; ++i) {
            p.recentNs << 1000 + i;
        }
        for (int i = 0; i < 50; ++i) {
            chart.addProgress(p);
        }
        QVERIFY(chart.pointCount() <= LiveChart::kMaxPoints + 512);
        QVERIFY(chart.pointCount() >= LiveChart::kMaxPoints);
    }

    void liveChartRedrawsAtMostOncePerIntervalAndDrawsTheLastBatch()
    {
        LiveChart chart;
        chart.resize(400, 300);
        chart.beginCase(QStringLiteral("x"));
        QCoreApplication::processEvents(); // the queued replot of beginCase
        int replots = 0;
        double lastDrawnUpper = 0;
        connect(&chart, &QCustomPlot::afterReplot, &chart, [&] {
            ++replots;
            lastDrawnUpper = chart.xAxis->range().upper;
        });
        keyward::bench::BenchProgress p;
        p.recentNs = {1000, 2000, 3000};
        // Twenty reports back to back, as a fast token sends them after a stall.
        for (int i = 0; i < 20; ++i) {
            chart.addProgress(p);
            QCoreApplication::processEvents();
        }
        const int early = replots;
        QVERIFY2(early >= 1 && early < 20, qPrintable(QString::number(early)));
        // The trailing redraw shows the points of the last report.
        QTRY_VERIFY_WITH_TIMEOUT(replots > early, 5 * LiveChart::kReplotIntervalMs);
        QCOMPARE(chart.pointCount(), 60);
        QCOMPARE(lastDrawnUpper, chart.xAxis->range().upper);
        QCOMPARE(lastDrawnUpper, 60.0);
    }

    void throughputAgainstThreadsFromEngineRuns()
    {
        // The simulated device stands in for a token: the engine's runs are
        // PKCS#11-shaped (one runner per thread), labelled as such here.
        QList<kb::RunRecord> runs;
        for (int threads : {1, 2, 4}) {
            runs << engineRun(threads, kb::OperationKind::Sign, kb::SimulatedRunner::factory(2ms));
        }
        runs << engineRun(1, kb::OperationKind::Sign, kb::SimulatedRunner::factory(1ms),
                          kb::BenchPath::CpuBaseline); // not PKCS#11: left out
        ThroughputChart chart;
        chart.resize(900, 500);
        chart.setRuns(runs);
        QCOMPARE(chart.seriesCount(), 1);
        QCOMPARE(chart.pointCount(), 3);
        QVERIFY(chart.title().contains(QStringLiteral("virtual")));
        QCOMPARE(chart.graphCount(), 2); // wall clock and latency-derived
        for (int g = 0; g < chart.graphCount(); ++g) {
            QVERIFY(chart.graph(g)->name().contains(QStringLiteral("(virtual)")));
            QCOMPARE(chart.graph(g)->data()->size(), 3);
        }
        // The plotted points are the runs' own figures, in thread order.
        const auto *wall = chart.graph(0)->data().data();
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(wall->at(i)->key, double(runs[i].threads));
            QCOMPARE(wall->at(i)->value, runs[i].throughput().wallClockPerSecond);
        }
        // Sleeping threads overlap: more threads, more operations per second.
        QVERIFY(wall->at(2)->value > wall->at(0)->value);
        checkExports(&chart);
    }

    void keygenHistogramFromEngineRuns()
    {
        // Times spread like a prime search: 1 … 12 ms.
        const auto spread = [](int) -> std::unique_ptr<kb::OperationRunner> {
            return std::make_unique<SpreadRunner>();
        };
        const kb::RunRecord keygen = engineRun(1, kb::OperationKind::KeyGeneration, spread);
        const kb::RunRecord sign =
            engineRun(1, kb::OperationKind::Sign, kb::SimulatedRunner::factory(1ms));
        KeygenChart chart;
        chart.resize(900, 500);
        chart.setRuns({keygen, sign, keyward::bench::publishedFigures().constFirst()});
        QCOMPARE(chart.runCount(), 1);
        QCOMPARE(chart.sampleCount(), keygen.steadySamples().size());
        QVERIFY(chart.title().contains(QStringLiteral("virtual")));
        QVERIFY(chart.graph(0)->name().contains(QStringLiteral("(virtual)")));
        // Bin counts add up to the samples.
        double counted = 0;
        const auto *bins = chart.graph(0)->data().data();
        for (int i = 0; i + 1 < bins->size(); ++i) { // the last point closes the step
            counted += bins->at(i)->value;
        }
        QCOMPARE(qsizetype(counted), keygen.steadySamples().size());
        checkExports(&chart);
    }

    void loadProfileChartsFromSimulatedDevice()
    {
        // 4 ms service → one worker serves about 250/s; 400/s saturates it.
        kb::LoadProfileConfig c = kb::LoadProfileConfig::stepped({50, 100, 400}, 300ms, 1, true);
        auto r = kb::LoadProfileRunner::run(c, kb::SimulatedRunner::factory(4ms), CancelToken());
        QVERIFY(r.ok());
        kb::DeviceIdentity device;
        device.vendor = QStringLiteral("Test");
        device.model = QStringLiteral("HSM");
        device.isVirtual = true;
        for (auto view : {LoadProfileChart::View::Latency, LoadProfileChart::View::Queue}) {
            LoadProfileChart chart(view);
            chart.resize(900, 500);
            chart.setProfile(*r, device, QStringLiteral("ECDSA-P256 sign"));
            QVERIFY(chart.title().contains(QStringLiteral("virtual")));
            QVERIFY(chart.graph(0)->name().contains(QStringLiteral("(virtual)")));
            if (view == LoadProfileChart::View::Latency) {
                QCOMPARE(chart.pointCount(), r->requests.size());
            } else {
                QCOMPARE(chart.pointCount(), r->queue.size());
            }
            QCOMPARE(chart.hasSaturationMarker(), r->saturationStep >= 0);
            QVERIFY(chart.title().contains(QString::number(r->servedPerServingSecond, 'f', 1)));
            // Measured and Little's law series, one point per step and the closing one.
            int stepSeries = 0;
            for (int g = 0; g < chart.graphCount(); ++g) {
                if (chart.graph(g)->name().contains(QStringLiteral("Little"))) {
                    QCOMPARE(chart.graph(g)->data()->size(), r->steps.size() + 1);
                    ++stepSeries;
                }
            }
            QCOMPARE(stepSeries, 1);
            checkExports(&chart);
        }
        QVERIFY(r->saturationStep >= 0); // 400/s against ~250/s
    }

private:
    static kb::RunRecord engineRun(int threads, kb::OperationKind op,
                                   const kb::RunnerFactory &factory,
                                   kb::BenchPath path = kb::BenchPath::Pkcs11)
    {
        kb::BenchCase c;
        c.device.vendor = QStringLiteral("Test");
        c.device.model = QStringLiteral("Token");
        c.device.isVirtual = true;
        c.algorithm = QStringLiteral("ECDSA-P256");
        c.operation = op;
        c.path = path;
        c.threads = threads;
        c.warmup = 1;
        c.iterations = 30;
        auto result = kb::BenchEngine::run(c, factory, CancelToken());
        if (!result.ok()) {
            qFatal("engine run failed: %s", qPrintable(result.error().technical()));
        }
        return kb::RunRecord::fromResult(*result, kb::Environment::current());
    }

    static void checkExports(QCustomPlot *chart)
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("c.png"));
        const QString pdf = dir.filePath(QStringLiteral("c.pdf"));
        const QString svg = dir.filePath(QStringLiteral("c.svg"));
        QVERIFY(chart->savePng(png, kExportWidth, kExportHeight));
        if (const QString keep = qEnvironmentVariable("KEYWARD_CHART_DIR"); !keep.isEmpty()) {
            QVERIFY(chart->savePng(keep + QLatin1Char('/') + chart->objectName() +
                                       QStringLiteral(".png"),
                                   kExportWidth, kExportHeight));
            QVERIFY(saveChartSvg(
                chart, keep + QLatin1Char('/') + chart->objectName() + QStringLiteral(".svg"),
                kExportWidth, kExportHeight));
        }
        QVERIFY(chart->savePdf(pdf, kExportWidth, kExportHeight));
        QVERIFY(saveChartSvg(chart, svg, kExportWidth, kExportHeight));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(kExportWidth, kExportHeight));
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(5) == "%PDF-");
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QByteArray text = s.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("</svg>"));
        QSvgRenderer parsed(text);
        QVERIFY(parsed.isValid());
        QCOMPARE(parsed.viewBox(), QRect(0, 0, kExportWidth, kExportHeight));
        QImage fromBytes;
        QVERIFY(fromBytes.loadFromData(chartPng(chart, 400, 300)));
        QCOMPARE(fromBytes.size(), QSize(400, 300));
    }
};

QTEST_MAIN(ChartsTest)
#include "ChartsTest.moc"
