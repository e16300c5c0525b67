// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark charts on made-up runs: bars, error bars, published figures
// beside measured ones, "virtual" in legend and title, exports non-empty.
#include "bench/ComparisonChart.h"
#include "bench/DistributionChart.h"
#include "bench/LiveChart.h"
#include "bench/PublishedFigures.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::bench;

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
};

QTEST_MAIN(ChartsTest)
#include "ChartsTest.moc"
