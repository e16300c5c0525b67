// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeygenChart.h"

#include "ChartStyle.h"
#include "bench/BenchCase.h"

#include <cmath>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

KeygenChart::KeygenChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("keygenChart"));
    ensureTitle(this)->setText(tr("Key generation time distribution"));
    xAxis->setLabel(tr("key generation time (ms)"));
    yAxis->setLabel(tr("key pairs"));
    legend->setVisible(true);
    legend->setFont(QFont(font().family(), 8));
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
}

void KeygenChart::setRuns(const QList<kb::RunRecord> &runs)
{
    clearGraphs();
    clearItems();
    const QString keygen = kb::toString(kb::OperationKind::KeyGeneration);
    QList<kb::RunRecord> shown;
    QList<std::vector<double>> samples; // ms, sorted
    double low = std::numeric_limits<double>::max();
    double high = 0;
    for (const kb::RunRecord &r : runs) {
        if (r.published || r.operation != keygen) {
            continue;
        }
        const QList<qint64> raw = r.steadySamples();
        if (raw.isEmpty()) {
            continue;
        }
        std::vector<double> ms(raw.cbegin(), raw.cend());
        for (double &v : ms) {
            v /= 1e6;
        }
        std::sort(ms.begin(), ms.end());
        low = std::min(low, ms.front());
        high = std::max(high, ms.back());
        shown << r;
        samples << std::move(ms);
    }
    m_runs = int(shown.size());
    m_samples = 0;

    // Shared bin edges, so the series compare bin for bin.
    const bool logBins = low > 0 && high / low > 30;
    if (shown.isEmpty()) {
        low = 0;
        high = 1;
    } else if (high <= low) {
        // All samples equal (a coarse timer): one bin around them.
        low = low * 0.9;
        high = high * 1.1 + 1e-6;
    }
    std::vector<double> edges(kBins + 1);
    for (int b = 0; b <= kBins; ++b) {
        const double f = double(b) / kBins;
        edges[size_t(b)] = logBins ? low * std::pow(high / low, f) : low + (high - low) * f;
    }
    edges.back() = std::nextafter(high, std::numeric_limits<double>::max());

    double topCount = 0;
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const kb::RunRecord &r = shown.at(i);
        const std::vector<double> &ms = samples.at(i);
        std::vector<double> counts(kBins, 0);
        for (double v : ms) {
            auto it = std::upper_bound(edges.begin(), edges.end(), v);
            const auto b = std::clamp<qsizetype>(qsizetype(it - edges.begin()) - 1, 0, kBins - 1);
            counts[size_t(b)] += 1;
        }
        m_samples += qsizetype(ms.size());
        const QColor color = seriesColor(int(i));
        QCPGraph *g = addGraph();
        const double median = kb::percentileSorted(ms, 0.5);
        g->setName(tr("%1 — median %2 ms, n = %3")
                       .arg(seriesLabel(r) + QStringLiteral(" · ") + r.algorithm,
                            QString::number(median, 'g', 4))
                       .arg(ms.size()));
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setPen(QPen(color, 2));
        QColor fill = color;
        fill.setAlpha(50);
        g->setBrush(fill);
        QVector<double> keys(edges.cbegin(), edges.cend());
        QVector<double> values(counts.cbegin(), counts.cend());
        values << counts.back(); // closes the last step at the right edge
        g->setData(keys, values, true);
        topCount = std::max(topCount, *std::max_element(counts.cbegin(), counts.cend()));

        auto *line = new QCPItemStraightLine(this);
        line->setPen(QPen(color, 1.5, Qt::DashLine));
        line->point1->setCoords(median, 0);
        line->point2->setCoords(median, 1);
    }
    if (logBins) {
        xAxis->setScaleType(QCPAxis::stLogarithmic);
        xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        xAxis->setNumberFormat(QStringLiteral("gb"));
    } else {
        xAxis->setScaleType(QCPAxis::stLinear);
        xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        xAxis->setNumberFormat(QStringLiteral("g"));
    }
    const double pad = logBins ? 1.0 : (high - low) * 0.05;
    xAxis->setRange(logBins ? low / 1.2 : std::max(0.0, low - pad),
                    logBins ? high * 1.2 : high + pad);
    auto countTicker = QSharedPointer<QCPAxisTicker>::create();
    countTicker->setTickCount(6);
    yAxis->setTicker(countTicker);
    yAxis->setRange(0, std::max(1.0, topCount * 1.35)); // headroom for the legend
    ensureTitle(this)->setText(
        chartTitle(tr("Key generation time distribution (histogram, dashed: median)"), shown));
    replot();
}

QString KeygenChart::title() const
{
    return ensureTitle(const_cast<KeygenChart *>(this))->text();
}

} // namespace keyward::gui::bench
