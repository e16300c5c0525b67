// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparisonChart.h"

#include "ChartAxes.h"
#include "ChartLayout.h"
#include "ChartStyle.h"

#include <QAbstractButton>
#include <QHash>
#include <QSet>
#include <QSettings>

#include <map>

namespace keyward::gui::bench {

using keyward::bench::RunRecord;

namespace {

/// The group of a run: algorithm, operation and measurement path.
QString groupOf(const RunRecord &r)
{
    return r.algorithm + QLatin1Char(' ') + r.operation + QLatin1Char('\n') + pathLabel(r);
}

const char *const kScaleSetting = "bench/comparisonScale";

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
    setChartFitter(this, [this] { fit(); });
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
    m_chosenLog = on;
    redraw();
}

void ComparisonChart::setAutomaticScale()
{
    m_chosenLog.reset();
    redraw();
}

void ComparisonChart::bindScaleToggle(QAbstractButton *toggle)
{
    const QString chosen = QSettings().value(QLatin1String(kScaleSetting)).toString();
    if (chosen == QLatin1String("logarithmic") || chosen == QLatin1String("linear")) {
        m_chosenLog = chosen == QLatin1String("logarithmic");
        redraw();
    }
    {
        const QSignalBlocker blocker(toggle);
        toggle->setChecked(m_drawnLog);
    }
    toggle->setToolTip(
        tr("Off: bars start at zero and their lengths compare. On: devices a hundred times apart "
           "stay readable. Until you choose, the axis turns logarithmic by itself when the "
           "latencies span more than %1×; your choice is kept.")
            .arg(kLogarithmicSpan));
    // Clicked, not toggled: only the user's click is a choice.
    connect(toggle, &QAbstractButton::clicked, this, [this](bool on) {
        setLogarithmic(on);
        QSettings().setValue(QLatin1String(kScaleSetting),
                             on ? QStringLiteral("logarithmic") : QStringLiteral("linear"));
    });
    connect(this, &ComparisonChart::logarithmicChanged, toggle, [toggle](bool on) {
        const QSignalBlocker blocker(toggle);
        toggle->setChecked(on);
    });
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
    auto caseOf = [](const RunRecord &r) -> QString {
        return r.algorithm + QLatin1Char('\n') + r.operation;
    };
    QSet<QString> cases;
    for (const RunRecord &r : m_measured) {
        cases.insert(caseOf(r));
    }
    // A published figure is drawn with its source only; those without one
    // are left to the report, which lists them with their status.
    QList<RunRecord> runs = m_measured;
    int unsourced = 0;
    for (const RunRecord &p : m_published) {
        if (!cases.contains(caseOf(p))) {
            continue;
        }
        if (p.publishedSource.trimmed().isEmpty()) {
            ++unsourced;
        } else {
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
    // Within a group, the bars of the series present there, side by side; a
    // bar is one unit wide wherever it is, so a group of five is five times
    // as wide as a group of one (its label has that room too).
    QHash<QString, QStringList> inGroup; // group → series, in series order
    for (const QString &name : series) {
        for (const RunRecord &r : runs) {
            if (labelOf(r) == name && !inGroup[groupOf(r)].contains(name)) {
                inGroup[groupOf(r)] << name;
            }
        }
    }
    constexpr double kGap = 0.8; // between groups, in bars
    m_categories.clear();
    m_groups = groups;
    QHash<QString, double> groupStart;
    double cursor = 0;
    for (const QString &g : std::as_const(groups)) {
        const double n = double(inGroup[g].size());
        groupStart[g] = cursor + kGap / 2;
        Category c;
        c.key = cursor + kGap / 2 + n / 2;
        c.from = cursor;
        c.to = cursor + n + kGap;
        c.parts = g.split(QLatin1Char('\n'));
        m_categories << c;
        cursor = c.to;
    }
    auto keyOf = [&](const RunRecord &r) {
        return groupStart[groupOf(r)] + 0.5 + double(inGroup[groupOf(r)].indexOf(labelOf(r)));
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
            bars->setWidth(0.85);
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
        }
    }
    xAxis->setRange(0, std::max(cursor, 1.0));
    // The scale: the user's, else logarithmic when the bars span more than
    // 100× (a 0.02 ms bar beside a published 1,265 ms one would be invisible).
    const bool log = m_chosenLog.value_or(spansDecades(bottom, top)) && bottom > 0 &&
                     bottom < std::numeric_limits<double>::max() && top > bottom;
    applyLatencyScale(yAxis, bottom, top, log);
    m_lower = yAxis->range().lower;
    m_upper = log ? top * 1.5 : (top > 0 ? top * 1.05 : 1);
    yAxis->setLabel(scaledAxisLabel(tr("mean latency (ms), lower is better"), log));
    legend->setVisible(!series.isEmpty()); // no empty box before the first run
    ensureTitle(this)->setText(
        chartTitle(tr("Mean latency per operation, 95 % confidence interval"), runs));
    QStringList note;
    if (anyVirtual) {
        note << tr("Dashed outline: a virtual device (software figures, not hardware).");
    }
    for (const QString &source : sources) {
        note << tr("Hatched: published figure. Source: %1.").arg(source);
    }
    if (unsourced > 0) {
        note << tr("%n published figure(s) without a recorded source not drawn (listed in the "
                   "report).",
                   "", unsourced);
    }
    setChartNote(this, note.join(QLatin1Char('\n')));
    setEmptyState(this, runs.isEmpty() ? tr("No data yet: choose devices and algorithms on the "
                                            "left, and press Start.")
                                       : QString());
    if (runs.isEmpty()) {
        setCategoryKey(this, QString());
    }
    fitChart(this);
    replot(); // now: grabs and exports right after a run must show it
    if (log != m_drawnLog) {
        m_drawnLog = log;
        Q_EMIT logarithmicChanged(log);
    }
}

void ComparisonChart::fit()
{
    if (m_categories.isEmpty()) {
        return;
    }
    const int upright = std::clamp(int(viewport().height() * 0.28), 90, 200);
    const QString key = fitCategoryAxis(xAxis, m_categories, upright);
    setCategoryKey(this, key.isEmpty() ? QString() : tr("Groups: %1").arg(key));
    fitValueLabels(this, xAxis, yAxis, 1.0, m_lower, m_upper);
}

QString ComparisonChart::title() const
{
    return titleText(const_cast<ComparisonChart *>(this));
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
    const qsizetype g = m_groups.indexOf(groupOf(run));
    if (g < 0) {
        return std::nullopt;
    }
    const Category &c = m_categories.at(g);
    const QString label = seriesLabel(run);
    for (int i = 0; i < self->plottableCount(); ++i) {
        auto *bars = qobject_cast<QCPBars *>(self->plottable(i));
        if (!bars ||
            (bars->name() != label && !bars->name().startsWith(label + QStringLiteral(" · ")))) {
            continue;
        }
        for (auto d = bars->data()->constBegin(); d != bars->data()->constEnd(); ++d) {
            if (d->key > c.from && d->key < c.to) { // within the group
                return d->value;
            }
        }
    }
    return std::nullopt;
}

QStringList ComparisonChart::categories() const
{
    QStringList out;
    for (const Category &c : m_categories) {
        out << c.parts.join(QStringLiteral(" · "));
    }
    return out;
}

} // namespace keyward::gui::bench
