// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeygenChart.h"

#include "ChartAxes.h"
#include "ChartLayout.h"
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
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 2);
    setRuns({});
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

    // Bins: about 2·√n of them (6 … kBins). Runs in one range share their
    // edges, so they compare bin for bin; runs decades apart (a 2 s RSA key
    // beside a 5 ms EC key) each get their own log-spaced bins on a log axis,
    // else the faster one would fall into a single bin.
    const bool logAxis = spansDecades(low, high);
    auto binsFor = [](size_t n) {
        return std::clamp(2 * int(std::ceil(std::sqrt(double(n)))), 6, int(kBins));
    };
    auto makeEdges = [](double lo, double hi, int bins, bool logSpaced) {
        if (hi <= lo) { // all samples equal (a coarse timer): one bin around them
            lo *= 0.9;
            hi = hi * 1.1 + 1e-6;
        }
        std::vector<double> edges(size_t(bins) + 1);
        for (int b = 0; b <= bins; ++b) {
            const double f = double(b) / bins;
            edges[size_t(b)] = logSpaced ? lo * std::pow(hi / lo, f) : lo + (hi - lo) * f;
        }
        edges.back() = std::nextafter(hi, std::numeric_limits<double>::max());
        return edges;
    };
    size_t largest = 0;
    for (const auto &ms : samples) {
        largest = std::max(largest, ms.size());
    }
    const std::vector<double> shared =
        shown.isEmpty() ? std::vector<double>{} : makeEdges(low, high, binsFor(largest), false);

    double topCount = 0;
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const kb::RunRecord &r = shown.at(i);
        const std::vector<double> &ms = samples.at(i);
        const std::vector<double> edges =
            logAxis ? makeEdges(ms.front(), ms.back(), binsFor(ms.size()), true) : shared;
        const auto bins = qsizetype(edges.size()) - 1;
        std::vector<double> counts(size_t(bins), 0);
        for (double v : ms) {
            auto it = std::upper_bound(edges.begin(), edges.end(), v);
            const auto b = std::clamp<qsizetype>(qsizetype(it - edges.begin()) - 1, 0, bins - 1);
            counts[size_t(b)] += 1;
        }
        m_samples += qsizetype(ms.size());
        const QColor color = deviceColor(shown.at(i));
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
    if (logAxis) {
        xAxis->setScaleType(QCPAxis::stLogarithmic);
        xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        xAxis->setNumberFormat(QStringLiteral("gb"));
    } else {
        xAxis->setScaleType(QCPAxis::stLinear);
        xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        xAxis->setNumberFormat(QStringLiteral("g"));
    }
    if (shown.isEmpty()) {
        xAxis->setRange(0, 1);
    } else if (logAxis) {
        xAxis->setRange(low / 1.2, high * 1.2);
    } else {
        const double pad = std::max((high - low) * 0.05, high * 0.01);
        xAxis->setRange(std::max(0.0, low - pad), high + pad);
    }
    xAxis->setLabel(scaledAxisLabel(tr("key generation time (ms)"), logAxis));
    auto countTicker = QSharedPointer<QCPAxisTicker>::create();
    countTicker->setTickCount(6);
    yAxis->setTicker(countTicker);
    yAxis->setRange(0, std::max(1.0, topCount * 1.1));
    setEmptyState(this, shown.isEmpty() ? tr("No data yet: choose a PKCS#11 token and a key "
                                             "generation case, and press Start.")
                                        : QString());
    ensureTitle(this)->setText(
        chartTitle(tr("Key generation time distribution (histogram, dashed: median)"), shown));
    fitChart(this);
    replot();
}

QString KeygenChart::title() const
{
    return titleText(const_cast<KeygenChart *>(this));
}

} // namespace keyward::gui::bench
