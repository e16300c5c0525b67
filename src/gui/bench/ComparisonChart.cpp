// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonChart.h"

#include "ChartStyle.h"

#include <QHash>
#include <QSet>

#include <map>

namespace keyward::gui::bench {

using keyward::bench::RunRecord;

ComparisonChart::ComparisonChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("comparisonChart"));
    ensureTitle(this)->setText(tr("Mean latency per operation, 95 % confidence interval"));
    yAxis->setLabel(tr("latency (ms)"));
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 3); // inside the plot it would hide bars and error bars
}

void ComparisonChart::setRuns(const QList<RunRecord> &measured, const QList<RunRecord> &published)
{
    clearPlottables();
    // Groups: algorithm × operation, in the order they were measured.
    QStringList groups;
    // Returns QString: an auto-typed QStringBuilder would outlive its parts.
    auto groupOf = [](const RunRecord &r) -> QString {
        return r.algorithm + QLatin1Char('\n') + r.operation;
    };
    for (const RunRecord &r : measured) {
        if (!groups.contains(groupOf(r))) {
            groups << groupOf(r);
        }
    }
    QList<RunRecord> runs = measured;
    for (const RunRecord &p : published) {
        if (groups.contains(groupOf(p))) {
            runs << p;
        }
    }
    // Series: one per device label. Two runs of one series in one group (a
    // stored run beside this session's, or a case measured twice) would hide
    // each other: that series is split by when each run started.
    QHash<QString, int> perSlot;
    for (const RunRecord &r : runs) {
        perSlot[seriesLabel(r) + QLatin1Char('\n') + groupOf(r)] += 1;
    }
    QSet<QString> split;
    for (const RunRecord &r : runs) {
        if (perSlot.value(seriesLabel(r) + QLatin1Char('\n') + groupOf(r)) > 1) {
            split.insert(seriesLabel(r));
        }
    }
    auto labelOf = [&split](const RunRecord &r) -> QString {
        const QString label = seriesLabel(r);
        return split.contains(label) ? label + QStringLiteral(" · ") + runTime(r) : label;
    };
    QStringList series;
    for (const RunRecord &r : runs) {
        if (!series.contains(labelOf(r))) {
            series << labelOf(r);
        }
    }
    auto *barsGroup = new QCPBarsGroup(this);
    barsGroup->setSpacingType(QCPBarsGroup::stAbsolute);
    barsGroup->setSpacing(2);
    const double width = 0.8 / std::max<qsizetype>(1, series.size());
    double top = 0;
    double bottom = std::numeric_limits<double>::max();
    for (qsizetype s = 0; s < series.size(); ++s) {
        auto *bars = new QCPBars(xAxis, yAxis);
        bars->setName(series.at(s));
        bars->setWidth(width);
        bars->setBarsGroup(barsGroup);
        const QColor color = seriesColor(int(s));
        bars->setPen(QPen(color.darker(130)));
        bool isPublished = false;
        std::map<double, std::pair<double, double>> bySlot; // key → (mean, CI half-width)
        for (const RunRecord &r : runs) {
            if (labelOf(r) != series.at(s)) {
                continue;
            }
            isPublished = r.published;
            const keyward::bench::Summary st = r.steady();
            const qsizetype g = groups.indexOf(groupOf(r));
            const double mean = st.mean / 1e6;
            const double error = r.published ? 0 : st.ciHalfWidth() / 1e6;
            bySlot[double(g + 1)] = {mean, error}; // a later run of the same case wins
            top = std::max(top, mean + error);
            if (mean > 0) {
                bottom = std::min(bottom, std::max(mean - error, mean / 2));
            }
        }
        QVector<double> keys, values, errors; // sorted by key, as setData(..., true) needs
        for (const auto &[key, v] : bySlot) {
            keys << key;
            values << v.first;
            errors << v.second;
        }
        bars->setBrush(isPublished ? QBrush(color, Qt::BDiagPattern) : QBrush(color.lighter(110)));
        bars->setData(keys, values, true);
        if (!isPublished) {
            auto *err = new QCPErrorBars(xAxis, yAxis);
            err->removeFromLegend();
            err->setDataPlottable(bars);
            err->setData(errors);
            err->setPen(QPen(Qt::black));
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (qsizetype g = 0; g < groups.size(); ++g) {
        ticker->addTick(double(g + 1), groups.at(g));
    }
    xAxis->setTicker(ticker);
    xAxis->setRange(0.4, double(groups.size()) + 0.6);
    applyLatencyScale(yAxis, bottom, top);
    legend->setVisible(!series.isEmpty()); // no empty box before the first run
    ensureTitle(this)->setText(
        chartTitle(tr("Mean latency per operation, 95 % confidence interval"), runs));
    replot(); // now: grabs and exports right after a run must show it
}

QString ComparisonChart::title() const
{
    return ensureTitle(const_cast<ComparisonChart *>(this))->text();
}

int ComparisonChart::barCount() const
{
    auto *self = const_cast<ComparisonChart *>(this); // QCustomPlot has no const accessors
    int n = 0;
    for (int i = 0; i < self->plottableCount(); ++i) {
        if (auto *b = qobject_cast<QCPBars *>(self->plottable(i))) {
            n += b->data()->size();
        }
    }
    return n;
}

} // namespace keyward::gui::bench
