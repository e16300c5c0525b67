// SPDX-License-Identifier: GPL-3.0-or-later
// The charts a reviewer publishes, on a run with a virtual device, a
// published figure and the CPU baseline: the path on every series, like
// grouped with like, one colour per device across redraws, the virtual mark,
// value labels, linear/log and dots, the citation in the note, empty states,
// legends that wrap instead of being cut, and the report charts drawn
// without a window. KEYWARD_TEST_SHOTS=DIR saves the charts there as PNG.
#include "bench/PublishedFigures.h"
#include "gui/bench/ChartExport.h"
#include "gui/bench/ChartLayout.h"
#include "gui/bench/ChartStyle.h"
#include "gui/bench/ComparisonChart.h"
#include "gui/bench/DistributionChart.h"
#include "gui/bench/KeygenChart.h"
#include "gui/bench/LoadProfileChart.h"
#include "gui/bench/ReportCharts.h"
#include "gui/bench/ThroughputChart.h"

#include <QDir>
#include <QTest>

using namespace keyward::gui::bench;
namespace kb = keyward::bench;

namespace {
kb::RunRecord run(const QString &model, const QString &path, qint64 baseNs, bool isVirtual,
                  int threads = 1)
{
    kb::RunRecord r;
    r.device.vendor = QStringLiteral("Test");
    r.device.model = model;
    r.device.id = QStringLiteral("test:") + model;
    r.device.isVirtual = isVirtual;
    if (path == QLatin1String("cpu-baseline")) {
        r.device.kind = QStringLiteral("cpu");
    }
    r.algorithm = QStringLiteral("RSA-2048");
    r.operation = QStringLiteral("decrypt");
    r.path = path;
    r.threads = threads;
    for (int t = 0; t < threads; ++t) {
        kb::ThreadSamples s;
        for (int i = 0; i < 200; ++i) {
            s.steady << baseNs + (i % 17) * baseNs / 50;
        }
        r.samples << s;
    }
    r.wallSeconds = double(baseNs) * 200 / 1e9;
    return r;
}

/// A virtual token over PKCS#11 and the CPU baseline, both RSA-2048 decrypt.
QList<kb::RunRecord> measured()
{
    return {run(QStringLiteral("SoftHSM v2"), QStringLiteral("pkcs11"), 4'000'000, true),
            run(QStringLiteral("CPU"), QStringLiteral("cpu-baseline"), 300'000, false)};
}

QMap<QString, QColor> colours(QCustomPlot &plot)
{
    QMap<QString, QColor> out;
    for (int i = 0; i < plot.plottableCount(); ++i) {
        QCPAbstractPlottable *p = plot.plottable(i);
        if (!qobject_cast<QCPErrorBars *>(p)) {
            out.insert(p->name(), p->brush().color());
        }
    }
    return out;
}

void shoot(QCustomPlot &plot, const QString &name)
{
    const QString dir = qEnvironmentVariable("KEYWARD_TEST_SHOTS");
    if (!dir.isEmpty()) {
        QDir().mkpath(dir);
        QFile f(QDir(dir).filePath(name)); // as reports and exports render it
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write(chartPng(&plot, kExportWidth, kExportHeight)) > 0);
    }
}
} // namespace

class PublishableChartsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pathOnEverySeriesAndLikeWithLike()
    {
        ComparisonChart chart;
        chart.resize(1100, 620);
        chart.setRuns(measured(), kb::publishedFigures());
        // 2 measured + the 5 published RSA-2048 decrypt figures.
        QCOMPARE(chart.barCount(), 7);
        int named = 0;
        for (int i = 0; i < chart.plottableCount(); ++i) {
            auto *bars = qobject_cast<QCPBars *>(chart.plottable(i));
            if (!bars) {
                continue;
            }
            const QString name = bars->name();
            const bool hasPath = name.contains(QStringLiteral("PKCS#11")) ||
                                 name.contains(QStringLiteral("OpenSSL in process")) ||
                                 name.contains(QStringLiteral("end to end through GnuPG"));
            QVERIFY2(hasPath, qPrintable(name));
            ++named;
        }
        QCOMPARE(named, 7);
        // Three groups: PKCS#11, OpenSSL in process, published through GnuPG —
        // the 0.3 ms baseline never shares a group with the 16 ms figure.
        const QStringList ticks = chart.categories(); // whole: the axis may wrap them
        QCOMPARE(ticks.size(), 3);
        QVERIFY(ticks.at(0).contains(QStringLiteral("PKCS#11")));
        QVERIFY(ticks.at(1).contains(QStringLiteral("OpenSSL in process")));
        QVERIFY(ticks.at(2).contains(QStringLiteral("published")));
        auto *ticker = static_cast<QCPAxisTickerText *>(chart.xAxis->ticker().data());
        QCOMPARE(ticker->ticks().size(), 3);
        QVERIFY(axisLabelText(chart.yAxis).contains(QStringLiteral("lower is better")));
        shoot(chart, QStringLiteral("comparison.png"));
    }

    void oneColourPerDeviceAcrossRedraws()
    {
        ComparisonChart chart;
        chart.setRuns(measured(), kb::publishedFigures());
        const QMap<QString, QColor> first = colours(chart);
        // Another redraw, the runs in another order and the published figures
        // shown first: every device keeps its colour.
        QList<kb::RunRecord> reversed = measured();
        std::reverse(reversed.begin(), reversed.end());
        chart.setRuns(reversed, kb::publishedFigures());
        QCOMPARE(colours(chart), first);
        QCOMPARE(first.size(), 7);
        QSet<QRgb> distinct;
        for (const QColor &c : first) {
            distinct.insert(c.rgb());
        }
        QCOMPARE(distinct.size(), 7); // every device its own colour
        // The distribution chart gives the virtual token the same colour.
        DistributionChart distribution;
        distribution.setRuns(measured());
        const kb::RunRecord token = measured().constFirst();
        QColor boxColour;
        for (int i = 0; i < distribution.plottableCount(); ++i) {
            if (distribution.plottable(i)->name() == seriesLabel(token)) {
                boxColour = distribution.plottable(i)->brush().color();
            }
        }
        QVERIFY(boxColour.isValid());
        // Both from the device's one colour (bars a shade lighter, boxes translucent).
        QCOMPARE(boxColour.rgb(), deviceColor(token).rgb());
        QCOMPARE(first.value(seriesLabel(token)).rgb(), deviceColor(token).lighter(110).rgb());
    }

    void virtualDataMarkedAndPublishedHatchedAndCited()
    {
        ComparisonChart chart;
        chart.setRuns(measured(), kb::publishedFigures());
        for (int i = 0; i < chart.plottableCount(); ++i) {
            auto *bars = qobject_cast<QCPBars *>(chart.plottable(i));
            if (!bars) {
                continue;
            }
            const bool isVirtual = bars->name().contains(QStringLiteral("(virtual)"));
            const bool isPublished = bars->name().contains(QStringLiteral("(published, 2017)"));
            QCOMPARE(bars->pen().style() == Qt::DashLine, isVirtual);
            QCOMPARE(bars->brush().style() == Qt::BDiagPattern, isPublished);
        }
        const QString note = chartNote(&chart).replace(QLatin1Char('\n'), QLatin1Char(' '));
        QVERIFY2(note.contains(QStringLiteral("A comparison of cryptographic keycards")),
                 qPrintable(note));
        QVERIFY(note.contains(QStringLiteral("Antoine Beaupré")));
        QVERIFY(note.contains(QStringLiteral("https://lwn.net/Articles/736231/")));
        QVERIFY(note.contains(QStringLiteral("virtual")));
        for (const kb::RunRecord &p : kb::publishedFigures()) {
            QCOMPARE(p.publishedSource, kb::publishedCitation());
            QCOMPARE(p.path, QStringLiteral("end-to-end")); // measured through GnuPG
        }
    }

    void valueLabelsLinearLogAndDots()
    {
        ComparisonChart chart;
        // Measured only, 0.3 to 4 ms: linear, bars start at zero.
        chart.setRuns(measured());
        QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(chart.yAxis->range().lower, 0.0);
        QVERIFY(!axisLabelText(chart.yAxis).contains(QStringLiteral("logarithmic")));
        // With the published 1,265 ms the bars span more than 100×: logarithmic
        // by itself, and the axis says so.
        chart.setRuns(measured(), kb::publishedFigures());
        QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(chart.isLogarithmic());
        QVERIFY(!chart.scaleChosen());
        QVERIFY(axisLabelText(chart.yAxis).endsWith(QStringLiteral("(logarithmic)")));
        const QStringList labels = chart.valueLabels();
        QCOMPARE(labels.size(), chart.barCount());
        QVERIFY2(labels.contains(QStringLiteral("16.0")), qPrintable(labels.join(u' ')));
        QVERIFY(labels.contains(QStringLiteral("1265")));
        // The user's choice wins over the values'.
        chart.setLogarithmic(false);
        QVERIFY(chart.scaleChosen());
        QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLinear); // bars start at zero
        QCOMPARE(chart.yAxis->range().lower, 0.0);
        chart.setLogarithmic(true);
        QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
        chart.setLogarithmic(false);
        chart.setDots(true);
        QCOMPARE(chart.barCount(), 7);
        int bars = 0;
        int whiskers = 0;
        for (int i = 0; i < chart.plottableCount(); ++i) {
            bars += qobject_cast<QCPBars *>(chart.plottable(i)) ? 1 : 0;
            whiskers += qobject_cast<QCPErrorBars *>(chart.plottable(i)) ? 1 : 0;
        }
        QCOMPARE(bars, 0);
        QCOMPARE(whiskers, 2); // the measured series; published figures have no interval
        QCOMPARE(chart.valueLabels().size(), 7);
        chart.resize(1100, 620);
        shoot(chart, QStringLiteral("comparison-dots.png"));
    }

    void emptyChartsSayWhatToDo()
    {
        ComparisonChart comparison;
        QVERIFY(emptyStateText(&comparison).startsWith(QStringLiteral("No data yet: choose")));
        QVERIFY(emptyStateText(&comparison).endsWith(QStringLiteral("press Start.")));
        QVERIFY(!comparison.xAxis->visible());
        QVERIFY(!comparison.yAxis->visible());
        comparison.resize(1100, 620);
        shoot(comparison, QStringLiteral("empty-comparison.png"));
        comparison.setRuns(measured());
        QVERIFY(emptyStateText(&comparison).isEmpty());
        QVERIFY(comparison.yAxis->visible());

        DistributionChart distribution;
        QVERIFY(emptyStateText(&distribution).startsWith(QStringLiteral("No data yet")));
        KeygenChart keygen;
        QVERIFY(emptyStateText(&keygen).startsWith(QStringLiteral("No data yet")));
        LoadProfileChart load(LoadProfileChart::View::Latency);
        QVERIFY(emptyStateText(&load).startsWith(QStringLiteral("No data yet")));
        QVERIFY(!load.yAxis2->visible());

        // One thread count says nothing about scaling: no chart.
        ThroughputChart threads;
        threads.setRuns(measured());
        QCOMPARE(threads.seriesCount(), 0);
        QVERIFY(emptyStateText(&threads).contains(QStringLiteral("two or more thread counts")));
        threads.setRuns(
            {run(QStringLiteral("SoftHSM v2"), QStringLiteral("pkcs11"), 4'000'000, true, 1),
             run(QStringLiteral("SoftHSM v2"), QStringLiteral("pkcs11"), 4'000'000, true, 2)});
        QCOMPARE(threads.seriesCount(), 1);
        QVERIFY(emptyStateText(&threads).isEmpty());
        QVERIFY(threads.yAxis->label().contains(QStringLiteral("higher is better")));
        QVERIFY(threads.graph(0)->name().contains(QStringLiteral("PKCS#11")));
    }

    void legendWrapsInsteadOfCutting()
    {
        ComparisonChart chart;
        chart.resize(640, 480);
        QList<kb::RunRecord> runs = measured();
        runs << run(QStringLiteral("A token with a rather long model name"),
                    QStringLiteral("pkcs11"), 5'000'000, true, 2);
        chart.setRuns(runs, kb::publishedFigures());
        chart.replot();
        QVERIFY(chart.legend->visible());
        QVERIFY2(chart.legend->outerRect().right() <= chart.width(),
                 qPrintable(QString::number(chart.legend->outerRect().right())));
        for (int i = 0; i < chart.legend->itemCount(); ++i) {
            QVERIFY(chart.legend->item(i)->outerRect().right() <= chart.width());
        }
    }

    void reportChartsDrawnWithoutAWindow()
    {
        QList<kb::RunRecord> runs = measured();
        runs << kb::publishedFigures();
        const QList<kb::ReportChart> charts = reportCharts(runs);
        // Comparison and distribution; threads (one count) and key
        // generation (none) have nothing to say and stay out.
        QCOMPARE(charts.size(), 2);
        for (const kb::ReportChart &c : charts) {
            QVERIFY(c.png.startsWith("\x89PNG"));
            QVERIFY(c.svg.contains("<svg"));
        }
        QImage image;
        QVERIFY(image.loadFromData(charts.at(1).png, "PNG"));
        QCOMPARE(image.size(), QSize(1100, 620));
        if (const QString dir = qEnvironmentVariable("KEYWARD_TEST_SHOTS"); !dir.isEmpty()) {
            QFile f(QDir(dir).filePath(QStringLiteral("distribution.png")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(charts.at(1).png);
        }
    }
};

QTEST_MAIN(PublishableChartsTest)
#include "PublishableChartsTest.moc"
