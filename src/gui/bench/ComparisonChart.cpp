// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonChart.h"

#include "ChartStyle.h"

#include <QHash>
#include <QSet>

#include <map>

namespace keyward::gui::bench {

using keyward::bench::RunRecord;

namespace {
/// The group of a run: algorithm, operation and measurement path, on short
/// lines (QCustomPlot leaves out a tick label that would cross the border).
QString groupLabel(const RunRecord &r)
{
    QStringList lines{r.algorithm + QLatin1Char(' ') + r.operation};
    QString line;
    for (const QString &word : pathLabel(r).split(QLatin1Char(' '))) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > 18) {
            lines << line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    lines << line;
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QString valueLabel(double ms)
{
    if (ms >= 100) {
        return QString::number(ms, 'f', 0);
    }
    if (ms >= 10) {
        return QString::number(ms, 'f', 1);
    }
    if (ms >= 1) {
        return QString::number(ms, 'f', 2);
    }
    return QString::number(ms, 'g', 3);
}

ComparisonChart::ComparisonChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("comparisonChart"));
    ensureTitle(this)->setText(tr("Mean latency per operation, 95 % confidence interval"));
    yAxis->setLabel(tr("mean latency (ms), lower is better"));
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 2); // inside the plot it would hide bars and error bars
    redraw();
}

void ComparisonChart::setRuns(const QList<RunRecord> &measured, const QList<RunRecord> &published)
{
    m_measured = measured;
    m_published = published;
    redraw();
}

void ComparisonChart::setLogarithmic(bool on)
{
    m_log = on;
    redraw();
}

void ComparisonChart::setDots(bool on)
{
    m_dots = on;
    redraw();
}

void ComparisonChart::redraw()
{
    clearPlottables();
    for (int i = itemCount() - 1; i >= 0; --i) {
        if (item(i)->objectName() == QLatin1String("valueLabel")) {
            removeItem(i);
        }
    }
    // Groups: algorithm × operation × path, in the order they were measured.
    // Returns QString: an auto-typed QStringBuilder would outlive its parts.
    auto groupOf = [](const RunRecord &r) { return groupLabel(r); };
    auto caseOf = [](const RunRecord &r) -> QString {
        return r.algorithm + QLatin1Char('\n') + r.operation;
    };
    QSet<QString> cases;
    for (const RunRecord &r : m_measured) {
        cases.insert(caseOf(r));
    }
    QList<RunRecord> runs = m_measured;
    for (const RunRecord &p : m_published) {
        if (cases.contains(caseOf(p))) {
            runs << p;
        }
    }
    QStringList groups;
    for (const RunRecord &r : runs) {
        if (!groups.contains(groupOf(r))) {
            groups << groupOf(r);
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
    // Within a group, the bars of the series present there, side by side and
    // centred on the group's tick.
    QHash<QString, QStringList> inGroup; // group → series, in series order
    for (const QString &name : series) {
        for (const RunRecord &r : runs) {
            if (labelOf(r) == name && !inGroup[groupOf(r)].contains(name)) {
                inGroup[groupOf(r)] << name;
            }
        }
    }
    qsizetype widest = 1;
    for (const QStringList &names : std::as_const(inGroup)) {
        widest = std::max(widest, names.size());
    }
    const double slot = 0.8 / double(widest);
    auto keyOf = [&](const RunRecord &r) {
        const QStringList &names = inGroup[groupOf(r)];
        const double index = double(names.indexOf(labelOf(r)));
        return double(groups.indexOf(groupOf(r)) + 1) +
               (index - double(names.size() - 1) / 2.0) * slot;
    };
    double top = 0;
    double bottom = std::numeric_limits<double>::max();
    QStringList sources;
    bool anyVirtual = false;
    for (qsizetype s = 0; s < series.size(); ++s) {
        std::map<double, std::pair<double, double>> bySlot; // key → (mean, CI half-width)
        qsizetype firstIndex = -1; // every series has a run: it was named after one
        for (qsizetype i = 0; i < runs.size(); ++i) {
            const RunRecord &r = runs.at(i);
            if (labelOf(r) != series.at(s)) {
                continue;
            }
            firstIndex = firstIndex < 0 ? i : firstIndex;
            const keyward::bench::Summary st = r.steady();
            const double mean = st.mean / 1e6;
            const double error = r.published ? 0 : st.ciHalfWidth() / 1e6;
            bySlot[keyOf(r)] = {mean, error}; // a later run of the case wins
            top = std::max(top, mean + error);
            if (mean > 0) {
                bottom = std::min(bottom, std::max(mean - error, mean / 2));
            }
        }
        const RunRecord &first = runs.at(std::max<qsizetype>(0, firstIndex));
        const bool isPublished = first.published;
        const bool isVirtual = first.device.isVirtual && !isPublished;
        anyVirtual |= isVirtual;
        if (isPublished && !sources.contains(first.publishedSource)) {
            sources << first.publishedSource;
        }
        const QColor color = deviceColor(first);
        QVector<double> keys, values, errors; // sorted by key, as setData(..., true) needs
        for (const auto &[key, v] : bySlot) {
            keys << key;
            values << v.first;
            errors << v.second;
        }
        QCPAbstractPlottable *plottable = nullptr;
        if (m_dots) {
            auto *g = addGraph();
            g->setLineStyle(QCPGraph::lsNone);
            // Filled: measured on hardware; hollow: virtual; diamond: published.
            const auto shape =
                isPublished ? QCPScatterStyle::ssDiamond
                            : (isVirtual ? QCPScatterStyle::ssCircle : QCPScatterStyle::ssDisc);
            g->setScatterStyle(QCPScatterStyle(shape, QPen(color.darker(130), 2),
                                               isVirtual ? QBrush(Qt::white) : QBrush(color), 9));
            g->setPen(isVirtual ? virtualPen(color) : QPen(color.darker(130)));
            g->setData(keys, values, true);
            plottable = g;
        } else {
            auto *bars = new QCPBars(xAxis, yAxis);
            bars->setWidth(slot * 0.92);
            bars->setPen(isVirtual ? virtualPen(color) : QPen(color.darker(130)));
            bars->setBrush(isPublished ? QBrush(color, Qt::BDiagPattern)
                                       : QBrush(color.lighter(110)));
            bars->setData(keys, values, true);
            plottable = bars;
        }
        plottable->setName(series.at(s));
        if (!isPublished) {
            auto *err = new QCPErrorBars(xAxis, yAxis);
            err->removeFromLegend();
            err->setDataPlottable(plottable);
            err->setData(errors);
            err->setPen(QPen(Qt::black));
        }
        for (qsizetype i = 0; i < keys.size(); ++i) {
            auto *label = new QCPItemText(this);
            label->setObjectName(QStringLiteral("valueLabel"));
            label->setText(valueLabel(values.at(i)));
            label->setFont(QFont(font().family(), 7));
            label->position->setCoords(keys.at(i), values.at(i) + errors.at(i));
            label->setPositionAlignment(widest > 3 ? (Qt::AlignLeft | Qt::AlignVCenter)
                                                   : (Qt::AlignHCenter | Qt::AlignBottom));
            label->setRotation(widest > 3 ? -90 : 0);
            // Clear of the dot or the whisker's cap.
            label->setPadding(widest > 3 ? QMargins(7, 2, 2, 2) : QMargins(2, 2, 2, 6));
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (qsizetype g = 0; g < groups.size(); ++g) {
        ticker->addTick(double(g + 1), groups.at(g));
    }
    xAxis->setTicker(ticker);
    xAxis->setTickLabelFont(QFont(font().family(), groups.size() > 4 ? 7 : 9));
    xAxis->setRange(0.4, double(groups.size()) + 0.6);
    // Headroom above the tallest bar for its value label.
    applyLatencyScale(yAxis, bottom, top * (m_log ? 1.0 : 1.15), m_log);
    legend->setVisible(!series.isEmpty()); // no empty box before the first run
    fitLegend(this, width());
    ensureTitle(this)->setText(
        chartTitle(tr("Mean latency per operation, 95 % confidence interval"), runs));
    QStringList note;
    if (anyVirtual) {
        note << tr("Dashed outline: a virtual device (software figures, not hardware).");
    }
    for (const QString &source : sources) {
        note << tr("Hatched: published figure. Source: %1.").arg(source);
    }
    setChartNote(this, note.join(QLatin1Char('\n')));
    setEmptyState(this, runs.isEmpty() ? tr("No data yet: choose devices and algorithms on the "
                                            "left, and press Start.")
                                       : QString());
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
        } else if (auto *g = qobject_cast<QCPGraph *>(self->plottable(i))) {
            n += g->data()->size();
        }
    }
    return n;
}

QStringList ComparisonChart::valueLabels() const
{
    auto *self = const_cast<ComparisonChart *>(this);
    QStringList out;
    for (int i = 0; i < self->itemCount(); ++i) {
        if (auto *t = qobject_cast<QCPItemText *>(self->item(i));
            t && t->objectName() == QLatin1String("valueLabel")) {
            out << t->text();
        }
    }
    return out;
}

std::optional<double> ComparisonChart::barFor(const RunRecord &run) const
{
    auto *self = const_cast<ComparisonChart *>(this);
    auto *ticker = dynamic_cast<QCPAxisTickerText *>(self->xAxis->ticker().data());
    if (!ticker) {
        return std::nullopt;
    }
    const QString label = seriesLabel(run);
    for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it) {
        if (it.value() != groupLabel(run)) {
            continue;
        }
        for (int i = 0; i < self->plottableCount(); ++i) {
            auto *bars = qobject_cast<QCPBars *>(self->plottable(i));
            if (!bars || (bars->name() != label &&
                          !bars->name().startsWith(label + QStringLiteral(" · ")))) {
                continue;
            }
            for (auto d = bars->data()->constBegin(); d != bars->data()->constEnd(); ++d) {
                if (std::abs(d->key - it.key()) < 0.45) { // within the group
                    return d->value;
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace keyward::gui::bench
