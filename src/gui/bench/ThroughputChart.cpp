// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThroughputChart.h"

#include "ChartAxes.h"
#include "ChartLayout.h"
#include "ChartStyle.h"
#include "bench/BenchCase.h"
#include "bench/ThreadScaling.h"

namespace keyward::gui::bench {

namespace kb = keyward::bench;

ThroughputChart::ThroughputChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("throughputChart"));
    ensureTitle(this)->setText(tr("Throughput against threads (PKCS#11)"));
    xAxis->setLabel(tr("threads (one session each)"));
    yAxis->setLabel(tr("operations per second, higher is better"));
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 2);
    setRuns({});
}

void ThroughputChart::setRuns(const QList<kb::RunRecord> &runs)
{
    clearGraphs();
    // A series needs two thread counts to say anything about scaling: one
    // count alone would be two lone dots.
    QList<kb::ScalingSeries> series = kb::threadScaling(runs);
    series.removeIf([](const kb::ScalingSeries &s) { return s.points.size() < 2; });
    m_series = int(series.size());
    m_points = 0;
    int maxThreads = 1;
    double top = 0;
    double bottom = std::numeric_limits<double>::max();
    bool anyVirtual = false;
    for (qsizetype i = 0; i < series.size(); ++i) {
        const kb::ScalingSeries &s = series.at(i);
        anyVirtual |= s.device.isVirtual;
        kb::RunRecord key; // the device's colour, as in every other chart
        key.device = s.device;
        key.path = kb::toString(kb::BenchPath::Pkcs11);
        const QColor color = deviceColor(key);
        QCPGraph *wall = addGraph();
        wall->setName(s.label() + QStringLiteral(" · ") + pathLabel(key));
        wall->setPen(s.device.isVirtual ? QPen(color, 2, Qt::DashDotLine) : QPen(color, 2));
        wall->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 7));
        QCPGraph *derived = addGraph();
        derived->setName(tr("%1 — from latency").arg(s.label()));
        derived->setPen(QPen(color, 1.5, Qt::DashLine));
        derived->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, 7));
        derived->removeFromLegend(); // same colour as its wall-clock line; the title explains
        for (const kb::ScalingPoint &p : s.points) {
            wall->addData(p.threads, p.wallClockPerSecond);
            derived->addData(p.threads, p.latencyDerivedPerSecond);
            maxThreads = std::max(maxThreads, p.threads);
            top = std::max({top, p.wallClockPerSecond, p.latencyDerivedPerSecond});
            for (double v : {p.wallClockPerSecond, p.latencyDerivedPerSecond}) {
                if (v > 0) {
                    bottom = std::min(bottom, v);
                }
            }
            ++m_points;
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples); // 1, 2, 3 … or 2, 4, 6 …
    xAxis->setTicker(ticker);
    xAxis->setRange(0.5, maxThreads + 0.5);
    const bool log = top > 0 && spansDecades(bottom, top);
    if (log) {
        // A token beside a much faster one: both stay readable.
        yAxis->setScaleType(QCPAxis::stLogarithmic);
        yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        yAxis->setNumberFormat(QStringLiteral("gb"));
        yAxis->setRange(bottom / 2, top * 2);
    } else {
        yAxis->setScaleType(QCPAxis::stLinear);
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        yAxis->setNumberFormat(QStringLiteral("g"));
        yAxis->setRange(0, top > 0 ? top * 1.1 : 1);
    }
    yAxis->setLabel(scaledAxisLabel(tr("operations per second, higher is better"), log));
    setEmptyState(this, series.isEmpty()
                            ? tr("No data yet: choose a PKCS#11 token, two or more thread counts, "
                                 "and press Start.")
                            : QString());
    legend->setVisible(!series.isEmpty());
    ensureTitle(this)->setText(chartTitle(
        tr("Throughput against threads (PKCS#11): wall clock (solid) and latency-derived (dashed)"),
        anyVirtual));
    fitChart(this);
    replot();
}

QString ThroughputChart::title() const
{
    return titleText(const_cast<ThroughputChart *>(this));
}

} // namespace keyward::gui::bench
