// SPDX-License-Identifier: GPL-3.0-or-later
#include "DistributionChart.h"

#include "ChartAxes.h"
#include "ChartLayout.h"
#include "ChartStyle.h"
#include "bench/Statistics.h"

#include <algorithm>

namespace keyward::gui::bench {

using keyward::bench::RunRecord;

DistributionChart::DistributionChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("distributionChart"));
    ensureTitle(this)->setText(tr("Latency distribution"));
    yAxis->setLabel(tr("latency (ms), lower is better"));
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 2);
    setChartFitter(this, [this] {
        if (m_categories.isEmpty()) {
            return;
        }
        const int upright = std::clamp(int(viewport().height() * 0.28), 90, 200);
        const QString key = fitCategoryAxis(xAxis, m_categories, upright);
        setCategoryKey(this, key.isEmpty() ? QString() : tr("Boxes: %1").arg(key));
    });
    setRuns({});
}

void DistributionChart::setRuns(const QList<RunRecord> &runs)
{
    clearPlottables();
    m_categories.clear();
    QList<RunRecord> shown;
    QStringList devices; // in the legend once each
    double low = std::numeric_limits<double>::max();
    double high = 0;
    for (const RunRecord &r : runs) {
        if (r.published || r.samples.isEmpty()) {
            continue;
        }
        // The quartiles come from the run's summary, computed once off the
        // GUI thread: sorting a long run here stalled the window for tens of ms.
        const keyward::bench::Summary s = r.steady();
        if (s.isEmpty()) {
            continue;
        }
        const double p5 = s.p5 / 1e6;
        const double p95 = s.p95 / 1e6;
        // Every stride-th sample only (≤ ~200 dots per run): visiting all of
        // them cost ~10 ms with 20 runs of 100,000 samples in the window.
        QVector<double> outliers;
        const qsizetype stride = std::max<qsizetype>(1, s.count / 2000);
        for (const keyward::bench::ThreadSamples &t : r.samples) {
            for (qsizetype i = 0; i < t.steady.size(); i += stride) {
                const double ms = double(t.steady[i]) / 1e6;
                if (ms < p5 || ms > p95) {
                    outliers << ms;
                }
            }
        }
        // One box per run, in its device's colour; virtual ones outlined dashed.
        auto *boxes = new QCPStatisticalBox(xAxis, yAxis);
        boxes->setName(seriesLabel(r));
        boxes->setWidth(0.5);
        QColor fill = deviceColor(r);
        boxes->setPen(r.device.isVirtual ? virtualPen(fill) : QPen(fill.darker(150)));
        fill.setAlpha(90);
        boxes->setBrush(fill);
        boxes->setOutlierStyle(
            QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(90, 90, 90, 120), 3));
        const double key = double(shown.size() + 1);
        boxes->addData(key, p5, s.p25 / 1e6, s.median / 1e6, s.p75 / 1e6, p95, outliers);
        if (devices.contains(seriesLabel(r))) {
            boxes->removeFromLegend();
        } else {
            devices << seriesLabel(r);
        }
        Category c;
        c.key = key;
        c.from = key - 0.5;
        c.to = key + 0.5;
        c.parts = QStringList{r.algorithm + QLatin1Char(' ') + r.operation, pathLabel(r)};
        m_categories << c;
        low = std::min(low, s.min / 1e6);
        high = std::max(high, s.max / 1e6);
        shown << r;
    }
    xAxis->setRange(0.5, double(shown.size()) + 0.5);
    const bool log = !shown.isEmpty() && spansDecades(low, high); // a card beside a CPU
    if (!shown.isEmpty()) {
        applyLatencyScale(yAxis, low, high, log);
    }
    yAxis->setLabel(scaledAxisLabel(tr("latency (ms), lower is better"), log));
    setEmptyState(this, shown.isEmpty() ? tr("No data yet: choose devices and algorithms on the "
                                             "left, and press Start.")
                                        : QString());
    if (shown.isEmpty()) {
        setCategoryKey(this, QString());
    }
    legend->setVisible(!shown.isEmpty()); // under the plot: it hides no data
    ensureTitle(this)->setText(
        chartTitle(tr("Latency distribution (box: quartiles, whiskers: p5–p95)"), shown));
    fitChart(this);
    replot(); // now: grabs and exports right after a run must show it
}

QString DistributionChart::title() const
{
    return titleText(const_cast<DistributionChart *>(this));
}

int DistributionChart::boxCount() const
{
    auto *self = const_cast<DistributionChart *>(this); // QCustomPlot has no const accessors
    int n = 0;
    for (int i = 0; i < self->plottableCount(); ++i) {
        if (auto *b = qobject_cast<QCPStatisticalBox *>(self->plottable(i))) {
            n += b->data()->size();
        }
    }
    return n;
}

} // namespace keyward::gui::bench
