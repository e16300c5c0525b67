// SPDX-License-Identifier: GPL-3.0-or-later
// Every chart kind laid out as a reviewer sees it: rendered offscreen at the
// window's default chart size, at the chart size of a window on a 1366 px
// wide screen, at the export size and at 1366 px wide, with run data shaped
// like real runs (the SoftHSM2 token's long name, the CPU baseline, a
// virtual card, the published figures; one case and twelve). Every text the
// chart draws (title, note, key, axis and tick labels, value labels, legend
// entries) is collected as laid out and the test fails on any two that
// overlap, on a tick label QCustomPlot leaves out because it would cross the
// border, and on any text outside the widget or cut by its axis rect or its
// legend cell. KEYWARD_CHART_SHOTS=DIR saves every chart there as PNG.
#include "gui/bench/ChartLayout.h"
#include "ChartLayoutData.h"
#include "bench/PublishedFigures.h"
#include "gui/bench/ChartExport.h"
#include "gui/bench/ComparisonChart.h"
#include "gui/bench/DistributionChart.h"
#include "gui/bench/KeyPoolBurstChart.h"
#include "gui/bench/KeyPoolCharts.h"
#include "gui/bench/KeygenChart.h"
#include "gui/bench/LiveChart.h"
#include "gui/bench/LoadProfileChart.h"
#include "gui/bench/ThroughputChart.h"
#include "gui/bench/TlsChart.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>
#include <memory>

using namespace keyward::gui::bench;
namespace kb = keyward::bench;
using namespace std::chrono_literals;
using namespace keyward::test::chartdata;

namespace {

QString describe(const ChartTextBox &b)
{
    auto rect = [](const QRectF &r) {
        return QStringLiteral("[%1,%2 %3×%4]")
            .arg(r.x(), 0, 'f', 0)
            .arg(r.y(), 0, 'f', 0)
            .arg(r.width(), 0, 'f', 0)
            .arg(r.height(), 0, 'f', 0);
    };
    return QStringLiteral("%1 \"%2\" %3")
        .arg(b.kind, QString(b.text).replace(QLatin1Char('\n'), QStringLiteral("⏎")), rect(b.rect));
}

/// What a person would see as wrong with the text of `plot` as laid out now.
QStringList layoutProblems(QCustomPlot *plot)
{
    const QList<ChartTextBox> boxes = chartTextBoxes(plot);
    const QRectF widget(plot->viewport()); // the widget's rect, or an export's
    constexpr double slack = 0.5;          // rounding of QCustomPlot's integer layout
    QStringList out;
    for (const ChartTextBox &b : boxes) {
        if (!b.drawn) {
            out << describe(b) + QStringLiteral(" left out: it would cross the widget's border");
        } else if (!widget.adjusted(-slack, -slack, slack, slack).contains(b.rect)) {
            out << describe(b) + QStringLiteral(" outside the widget");
        } else if (!b.room.adjusted(-slack, -slack, slack, slack).contains(b.rect)) {
            out << describe(b) + QStringLiteral(" cut: it does not fit its room %1×%2 at %3,%4")
                                     .arg(b.room.width())
                                     .arg(b.room.height())
                                     .arg(b.room.x())
                                     .arg(b.room.y());
        }
    }
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        for (qsizetype j = i + 1; j < boxes.size(); ++j) {
            if (!boxes[i].drawn || !boxes[j].drawn) {
                continue;
            }
            const QRectF both = boxes[i].rect.intersected(boxes[j].rect);
            if (both.width() > 1 && both.height() > 1) {
                out << describe(boxes[i]) + QStringLiteral(" overlaps ") + describe(boxes[j]);
            }
        }
    }
    return out;
}

/// The sizes a chart is seen at: the chart tab of the window at its default
/// size (1100 px wide) and of the window on a 1366×900 screen, the export
/// and report size, and 1366 px wide.
struct Size
{
    const char *name;
    QSize size;
};
constexpr Size kSizes[] = {
    {"window", QSize(623, 774)},
    {"window-1366", QSize(889, 774)},
    {"export", QSize(1100, 620)},
    {"1366", QSize(1366, 768)},
};

/// A chart kind filled with one case or with twelve; returns the widget to
/// show and the plots in it to check.
struct Built
{
    std::unique_ptr<QWidget> widget;
    QList<QCustomPlot *> plots;
};
using Builder = std::function<Built(bool twelve)>;

Built single(QCustomPlot *plot)
{
    Built b;
    b.plots << plot;
    b.widget.reset(plot);
    return b;
}

QMap<QString, Builder> builders()
{
    QMap<QString, Builder> out;
    out[QStringLiteral("comparison")] = [](bool twelve) {
        auto *c = new ComparisonChart;
        c->setRuns(twelve ? twelveCases() : oneCase(), kb::publishedFigures());
        return single(c);
    };
    out[QStringLiteral("comparison-dots")] = [](bool twelve) {
        auto *c = new ComparisonChart;
        c->setDots(true);
        c->setRuns(twelve ? twelveCases() : oneCase(), kb::publishedFigures());
        return single(c);
    };
    out[QStringLiteral("comparison-linear")] = [](bool twelve) {
        auto *c = new ComparisonChart;
        c->setLogarithmic(false); // the user's choice: bars from zero
        c->setRuns(twelve ? twelveCases() : oneCase(), kb::publishedFigures());
        return single(c);
    };
    out[QStringLiteral("comparison-empty")] = [](bool) { return single(new ComparisonChart); };
    out[QStringLiteral("distribution")] = [](bool twelve) {
        auto *c = new DistributionChart;
        c->setRuns((twelve ? twelveCases() : oneCase()) + kb::publishedFigures());
        return single(c);
    };
    out[QStringLiteral("tls")] = [](bool twelve) {
        auto *c = new TlsChart;
        c->setRuns(tlsCases(twelve));
        return single(c);
    };
    out[QStringLiteral("tls-empty")] = [](bool) { return single(new TlsChart); };
    out[QStringLiteral("threads")] = [](bool twelve) {
        auto *c = new ThroughputChart;
        c->setRuns(scalingCases(twelve));
        return single(c);
    };
    out[QStringLiteral("keygen")] = [](bool twelve) {
        auto *c = new KeygenChart;
        c->setRuns(keygenCases(twelve));
        return single(c);
    };
    for (auto view : {LoadProfileChart::View::Latency, LoadProfileChart::View::Queue}) {
        const QString name = view == LoadProfileChart::View::Latency
                                 ? QStringLiteral("load-latency")
                                 : QStringLiteral("load-queue");
        out[name] = [view](bool) {
            auto *c = new LoadProfileChart(view);
            c->setProfile(loadProfile(), softHsm(), QStringLiteral("ECDSA-P256 sign"));
            return single(c);
        };
    }
    out[QStringLiteral("live")] = [](bool) {
        auto *c = new LiveChart;
        c->beginCase(QStringLiteral("Live latency — SoftHSM project SoftHSM v2 (virtual): "
                                    "ECDSA-P256 sign\nvirtual device: software figures, not "
                                    "hardware"));
        kb::BenchProgress p;
        for (int i = 0; i < 500; ++i) {
            p.recentNs << 250'000 + (i % 17) * 9'000;
        }
        c->addProgress(p);
        return single(c);
    };
    out[QStringLiteral("keypool")] = [](bool) {
        auto *charts = new KeyPoolCharts;
        KeyPoolCharts::Shown shown;
        shown.device = softHsm();
        shown.keyType = QStringLiteral("rsa2048");
        shown.onDemand = keyPoolRuns().onDemand;
        shown.pool = keyPoolRuns().pool;
        shown.burst = keyPoolRuns().burst;
        charts->setRuns(shown);
        Built b;
        b.plots << charts->onDemandPlot() << charts->poolPlot() << charts->burstChart()->plot();
        b.widget.reset(charts);
        return b;
    };
    out[QStringLiteral("keypool-empty")] = [](bool) {
        auto *charts = new KeyPoolCharts;
        Built b;
        b.plots << charts->onDemandPlot() << charts->poolPlot();
        b.widget.reset(charts);
        return b;
    };
    return out;
}

void shoot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("KEYWARD_CHART_SHOTS");
    if (dir.isEmpty()) {
        return;
    }
    QDir().mkpath(dir);
    const QString file = QDir(dir).filePath(QStringLiteral("charts-%1.png").arg(name));
    if (auto *plot = qobject_cast<QCustomPlot *>(widget)) {
        QVERIFY(plot->savePng(file));
    } else if (auto *keyPool = qobject_cast<KeyPoolCharts *>(widget)) {
        QVERIFY(keyPool->savePng(file)); // all of it, also what the tab scrolls to
    } else {
        QVERIFY(widget->grab().save(file, "PNG"));
    }
}

} // namespace

class ChartLayoutTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // The scale choice of the window's check box lives here, not in the
        // user's settings.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
        QVERIFY(m_settings.isValid());
    }

    void textNeverCollides_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("twelve");
        QTest::addColumn<QSize>("size");
        const QStringList once = {QStringLiteral("comparison-empty"),
                                  QStringLiteral("tls-empty"),
                                  QStringLiteral("load-latency"),
                                  QStringLiteral("load-queue"),
                                  QStringLiteral("live"),
                                  QStringLiteral("keypool"),
                                  QStringLiteral("keypool-empty")};
        for (const QString &kind : builders().keys()) {
            for (bool twelve : {false, true}) {
                if (twelve && once.contains(kind)) {
                    continue;
                }
                for (const Size &s : kSizes) {
                    const QString row =
                        QStringLiteral("%1 %2 %3")
                            .arg(kind,
                                 twelve ? QStringLiteral("12-cases") : QStringLiteral("1-case"),
                                 QLatin1String(s.name));
                    QTest::newRow(qPrintable(row)) << kind << twelve << s.size;
                }
            }
        }
    }

    void textNeverCollides()
    {
        QFETCH(QString, kind);
        QFETCH(bool, twelve);
        QFETCH(QSize, size);
        Built built = builders().value(kind)(twelve);
        QWidget *w = built.widget.get();
        w->resize(size);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        // Layouts settle through posted LayoutRequest events; on a loaded machine the window can
        // be exposed before they ran, with the plots still at an interim size (seen once in a
        // full four-at-a-time run: the key-pool charts' tick labels on top of each other).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        QStringList problems;
        for (QCustomPlot *plot : std::as_const(built.plots)) {
            if (!plot->isVisibleTo(w)) {
                continue;
            }
            plot->replot(QCustomPlot::rpImmediateRefresh);
            for (const QString &p : layoutProblems(plot)) {
                problems << plot->objectName() + QStringLiteral(": ") + p;
            }
            // Categories numbered for want of room are named in the key.
            for (QCPAxisRect *rect : plot->axisRects()) {
                QCPAxis *axis = rect->axis(QCPAxis::atBottom);
                if (!axis->visible() || !axis->ticker().dynamicCast<QCPAxisTickerText>()) {
                    continue;
                }
                for (const QString &label : axis->tickVectorLabels()) {
                    bool number = false;
                    label.toInt(&number);
                    if (number && !categoryKey(plot).contains(label + QLatin1Char(':'))) {
                        problems << plot->objectName() +
                                        QStringLiteral(": category %1 not in the key").arg(label);
                    }
                }
            }
        }
        shoot(w, QStringLiteral("%1-%2-%3x%4")
                     .arg(kind, twelve ? QStringLiteral("12") : QStringLiteral("1"))
                     .arg(size.width())
                     .arg(size.height()));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
    }

    void exportsAreLaidOutForTheirSize()
    {
        // Never shown, as keyward-cli draws a report: laid out for the export.
        ComparisonChart chart;
        chart.setRuns(twelveCases(), kb::publishedFigures());
        for (const Size &s : kSizes) {
            fitChart(&chart, s.size);
            const QStringList problems = layoutProblems(&chart);
            QVERIFY2(problems.isEmpty(), qPrintable(QLatin1String(s.name) + QLatin1Char('\n') +
                                                    problems.join(QLatin1Char('\n'))));
        }
        QImage image;
        QVERIFY(image.loadFromData(chartPng(&chart, 1366, 768)));
        QCOMPARE(image.size(), QSize(1366, 768));
        QCOMPARE(chart.viewport().size(), chart.size()); // laid out for the widget again
    }

    void logarithmicBySelfUntilTheUserChooses()
    {
        QSettings().remove(QStringLiteral("bench/comparisonScale"));
        {
            ComparisonChart chart;
            QCheckBox toggle;
            chart.bindScaleToggle(&toggle);
            // 0.021 ms beside the published 1,265 ms: logarithmic by itself.
            chart.setRuns(twelveCases(), kb::publishedFigures());
            QVERIFY(chart.isLogarithmic());
            QVERIFY(!chart.scaleChosen());
            QVERIFY(toggle.isChecked()); // the check box shows the scale drawn
            QVERIFY(axisLabelText(chart.yAxis).endsWith(QStringLiteral("(logarithmic)")));
            // A single device within 100×: linear again, by itself.
            chart.setRuns({run(softHsm(), QStringLiteral("RSA-2048"), kSign, kPkcs11, 2.9),
                           run(softHsm(), QStringLiteral("ECDSA-P256"), kSign, kPkcs11, 0.25)});
            QVERIFY(!chart.isLogarithmic());
            QVERIFY(!toggle.isChecked());
            QCOMPARE(chart.yAxis->range().lower, 0.0);
            // The user's click is a choice: kept against the values.
            toggle.click(); // as the user's click: clicked, toggled
            QVERIFY(chart.scaleChosen());
            QVERIFY(chart.isLogarithmic());
            toggle.click(); // as the user's click: clicked, toggled
            chart.setRuns(twelveCases(), kb::publishedFigures());
            QVERIFY(!chart.isLogarithmic()); // linear chosen, whatever the span
            QVERIFY(!toggle.isChecked());
            QVERIFY(!axisLabelText(chart.yAxis).contains(QStringLiteral("logarithmic")));
        }
        QCOMPARE(QSettings().value(QStringLiteral("bench/comparisonScale")).toString(),
                 QStringLiteral("linear"));
        // A new window reads the choice back.
        ComparisonChart again;
        QCheckBox toggle;
        toggle.setChecked(true);
        again.bindScaleToggle(&toggle);
        again.setRuns(twelveCases(), kb::publishedFigures());
        QVERIFY(again.scaleChosen());
        QVERIFY(!again.isLogarithmic());
        QVERIFY(!toggle.isChecked());
        QSettings().remove(QStringLiteral("bench/comparisonScale"));
    }

    void unitsNeverShareAnAxis()
    {
        TlsChart chart;
        chart.setRuns(tlsCases(true));
        // Measured handshakes/s, published transactions/s, published RSA
        // operations/s: each on a value axis of its own, which names its unit.
        QMap<QCPAxis *, QSet<QString>> unitsOn;
        for (int i = 0; i < chart.plottableCount(); ++i) {
            auto *bars = qobject_cast<QCPBars *>(chart.plottable(i));
            if (!bars) {
                continue;
            }
            const QString label = axisLabelText(bars->valueAxis());
            const QString unit =
                !bars->property("published").toBool()              ? QStringLiteral("handshakes")
                : label.contains(QStringLiteral("transactions/s")) ? QStringLiteral("transactions")
                                                                   : QStringLiteral("operations");
            unitsOn[bars->valueAxis()].insert(unit);
        }
        QCOMPARE(unitsOn.size(), 3);
        for (const QSet<QString> &units : std::as_const(unitsOn)) {
            QCOMPARE(units.size(), 1);
        }
        QStringList labels;
        for (QCPAxis *axis : unitsOn.keys()) {
            labels << axisLabelText(axis);
        }
        QVERIFY2(labels.filter(QStringLiteral("handshakes")).size() == 1,
                 qPrintable(labels.join(u'|')));
        QCOMPARE(labels.filter(QStringLiteral("transactions/s")).size(), 1);
        QCOMPARE(labels.filter(QStringLiteral("RSA operations/s")).size(), 1);
        // Token's 44 handshakes/s to the CPU's 41,000 signatures/s: logarithmic,
        // said on the axis; the published panels are linear.
        QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(axisLabelText(chart.yAxis).endsWith(QStringLiteral("(logarithmic)")));
        QCOMPARE(chart.publishedBarCount(), 4);
    }

    void figuresWithoutASourceAreNotDrawn()
    {
        TlsChart tls;
        tls.setRuns(tlsCases(false));
        // The two ratios of an unidentified study: in the references with their
        // status, never on the chart or in its note.
        QVERIFY(!chartNote(&tls).contains(QStringLiteral("source not recorded")));
        QVERIFY(!chartNote(&tls).contains(QStringLiteral("2.7")));
        const QStringList notDrawn = tls.references().filter(QStringLiteral("Not drawn"));
        QCOMPARE(notDrawn.size(), 2);
        for (const QString &line : notDrawn) {
            QVERIFY2(line.contains(QStringLiteral("source not recorded")), qPrintable(line));
        }
        QVERIFY(tls.references().filter(QStringLiteral("raymii.org")).size() == 3);
        for (const ChartTextBox &b : chartTextBoxes(&tls)) {
            QVERIFY2(!b.text.contains(QStringLiteral("not recorded")), qPrintable(b.text));
        }
        // A published latency without a source: counted in the note, not drawn.
        QList<kb::RunRecord> published = kb::publishedFigures();
        auto rsa = std::find_if(published.begin(), published.end(), [](const kb::RunRecord &p) {
            return p.algorithm == QLatin1String("RSA-2048") &&
                   p.operation == QLatin1String("decrypt");
        });
        QVERIFY(rsa != published.end());
        rsa->publishedSource.clear();
        ComparisonChart comparison;
        comparison.setRuns(oneCase(), published);
        QCOMPARE(comparison.barCount(), 1 + 4); // the token and four of the five figures
        QVERIFY(!comparison.barFor(*rsa));
        QVERIFY(chartNote(&comparison).contains(QStringLiteral("without a recorded source")));
    }

private:
    QTemporaryDir m_settings;
};

QTEST_MAIN(ChartLayoutTest)
#include "ChartLayoutTest.moc"
