// SPDX-License-Identifier: GPL-3.0-or-later
#include "DistributionChart.h"

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
    yAxis->setLabel(tr("latency (ms)"));
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
}

void DistributionChart::setRuns(const QList<RunRecord> &runs)
{
    clearPlottables();
    auto *boxes = new QCPStatisticalBox(xAxis, yAxis);
    boxes->setName(tr("latency"));
    boxes->setWidth(0.5);
    boxes->setBrush(QColor(0, 114, 178, 60));
    boxes->setOutlierStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(90, 90, 90, 120), 3));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QList<RunRecord> shown;
    double low = std::numeric_limits<double>::max();
    double high = 0;
    for (const RunRecord &r : runs) {
        const QList<qint64> raw = r.steadySamples();
        if (r.published || raw.isEmpty()) {
            continue;
        }
        std::vector<double> ms(raw.cbegin(), raw.cend());
        for (double &v : ms) {
            v /= 1e6;
        }
        std::sort(ms.begin(), ms.end());
        using keyward::bench::percentileSorted;
        const double p5 = percentileSorted(ms, 0.05);
        const double p95 = percentileSorted(ms, 0.95);
        QVector<double> outliers;
        const auto stride = std::max<size_t>(1, ms.size() / 2000); // ≤ ~200 dots per run
        for (size_t i = 0; i < ms.size(); i += stride) {
            if (ms[i] < p5 || ms[i] > p95) {
                outliers << ms[i];
            }
        }
        const double key = double(shown.size() + 1);
        boxes->addData(key, p5, percentileSorted(ms, 0.25), percentileSorted(ms, 0.5),
                       percentileSorted(ms, 0.75), p95, outliers);
        ticker->addTick(key, shortLabel(r));
        low = std::min(low, ms.front());
        high = std::max(high, ms.back());
        shown << r;
    }
    xAxis->setTicker(ticker);
    xAxis->setRange(0.4, double(shown.size()) + 0.6);
    if (!shown.isEmpty()) {
        applyLatencyScale(yAxis, low, high);
    }
    ensureTitle(this)->setText(
        chartTitle(tr("Latency distribution (box: quartiles, whiskers: p5–p95)"), shown));
    replot(); // now: grabs and exports right after a run must show it
}

QString DistributionChart::title() const
{
    return ensureTitle(const_cast<DistributionChart *>(this))->text();
}

int DistributionChart::boxCount() const
{
    auto *self = const_cast<DistributionChart *>(this); // QCustomPlot has no const accessors
    for (int i = 0; i < self->plottableCount(); ++i) {
        if (auto *b = qobject_cast<QCPStatisticalBox *>(self->plottable(i))) {
            return b->data()->size();
        }
    }
    return 0;
}

} // namespace keyward::gui::bench
