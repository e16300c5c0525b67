// SPDX-License-Identifier: GPL-3.0-or-later
#include "TlsChart.h"

#include "ChartAxes.h"
#include "ChartLayout.h"
#include "ChartStyle.h"
#include "bench/runners/TlsAdvice.h"

#include <QMap>
#include <QSet>

#include <algorithm>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

namespace {

/// One colour per key type, the same in every TLS chart.
QColor keyTypeColor(const QString &algorithm)
{
    static const QStringList order = {QStringLiteral("RSA-2048"),   QStringLiteral("RSA-3072"),
                                      QStringLiteral("RSA-4096"),   QStringLiteral("ECDSA-P256"),
                                      QStringLiteral("ECDSA-P384"), QStringLiteral("RSA-1024")};
    const qsizetype i = order.indexOf(algorithm);
    return seriesColor(int(i < 0 ? order.size() : i));
}

QString keyTypeName(const QString &algorithm)
{
    return algorithm.startsWith(QLatin1String("ECDSA-"))
               ? QStringLiteral("ECDSA ") +
                     algorithm.mid(6).replace(QLatin1String("P"), QLatin1String("P-"))
               : algorithm;
}

QString rateText(double perSecond)
{
    if (perSecond >= 100) {
        return QString::number(perSecond, 'f', 0);
    }
    return QString::number(perSecond, 'g', 3);
}

QString groupOf(const kb::TlsBenchResult &r)
{
    return r.device.label() + QLatin1Char('\n') +
           QString(r.protocol).replace(QLatin1String("TLSv"), QLatin1String("TLS ")) +
           QStringLiteral(" · ") + r.keyExchange;
}

/// The category of a published figure: its device and what sets it apart
/// ("5 concurrent clients", the last clause of what was measured), else its
/// key type.
QStringList publishedParts(const kb::PublishedTlsFigure &f)
{
    const qsizetype comma = f.what.lastIndexOf(QStringLiteral(", "));
    return {f.device, comma > 0 ? f.what.mid(comma + 2) : f.algorithm};
}

constexpr double kGap = 0.8; // between groups, in bars

} // namespace

TlsChart::TlsChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("tlsChart"));
    ensureTitle(this)->setText(tr("Full TLS handshakes per second, per key type and device"));
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
    // The panels, one per unit, side by side where the axis rect was.
    QCPLayoutGrid *layout = plotLayout();
    m_measuredRect = axisRect();
    layout->take(m_measuredRect);
    m_panels = new QCPLayoutGrid;
    layout->addElement(1, 0, m_panels);
    m_panels->setColumnSpacing(16);
    m_panels->setRowSpacing(0);
    m_panels->addElement(1, 0, m_measuredRect);
    m_margins = new QCPMarginGroup(this);
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 3);
    setChartFitter(this, [this] { fit(); });
    redraw();
}

void TlsChart::setRuns(const QList<kb::TlsBenchResult> &runs, bool published)
{
    m_runs = runs;
    m_published = published;
    redraw();
}

TlsChart::Panel TlsChart::publishedPanel(const QString &unit)
{
    Panel p;
    p.rect = new QCPAxisRect(this);
    p.rect->setObjectName(QStringLiteral("tlsPublished"));
    for (QCPAxis *axis : p.rect->axes()) {
        axis->setLayer(xAxis->layer());
        axis->grid()->setLayer(xAxis->grid()->layer());
    }
    p.rect->axis(QCPAxis::atTop)->setVisible(false);
    p.rect->axis(QCPAxis::atRight)->setVisible(false);
    QCPAxis *x = p.rect->axis(QCPAxis::atBottom);
    x->setSubTicks(false);
    x->setTickLength(0, 4);
    x->grid()->setVisible(false);
    p.rect->axis(QCPAxis::atLeft)
        ->setLabel(unit == QLatin1String("transactions/s")
                       ? tr("transactions/s of a whole server (published)")
                       : tr("%1 (published)").arg(unit));
    return p;
}

void TlsChart::redraw()
{
    for (int i = itemCount() - 1; i >= 0; --i) {
        if (item(i)->objectName() == QLatin1String("valueLabel")) {
            removeItem(i);
        }
    }
    clearPlottables();
    clearGraphs();
    // The panels of the last redraw go; the measured one (the default axis
    // rect) stays.
    m_panels->take(m_measuredRect);
    for (int i = m_panels->elementCount() - 1; i >= 0; --i) {
        if (m_panels->elementAt(i)) {
            m_panels->removeAt(i);
        }
    }
    m_panels->simplify();
    m_panels->addElement(1, 0, m_measuredRect); // back before anything asks for axisRect()
    m_shown.clear();

    Panel measured;
    measured.rect = m_measuredRect;
    measured.name = tr("Measured here");
    QStringList groups;
    struct Bar
    {
        int group = 0;
        QString keyType;
        double value = 0;
        double signRate = 0;
        bool isVirtual = false;
        QString label;
    };
    QList<Bar> bars;
    // Measured: one bar per key type in each group; a later run of a key type wins.
    for (const kb::TlsBenchResult &r : m_runs) {
        if (!groups.contains(groupOf(r))) {
            groups << groupOf(r);
        }
        Bar b;
        b.group = int(groups.indexOf(groupOf(r)));
        b.keyType = r.algorithm;
        b.value = r.handshakesPerSecond;
        b.signRate = r.signPerSecond;
        b.isVirtual = r.device.isVirtual;
        b.label = tr("%1/s\n%2× sign")
                      .arg(rateText(r.handshakesPerSecond), QString::number(r.ratio, 'f', 2));
        auto same = std::find_if(bars.begin(), bars.end(), [&b](const Bar &o) {
            return o.group == b.group && o.keyType == b.keyType;
        });
        if (same != bars.end()) {
            *same = b;
        } else {
            bars << b;
        }
    }
    QMap<int, int> perGroup;
    for (const Bar &b : bars) {
        perGroup[b.group] += 1;
    }
    QList<double> groupStart;
    double cursor = 0;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const double n = double(perGroup.value(int(g)));
        groupStart << cursor + kGap / 2;
        Category c;
        c.key = cursor + kGap / 2 + n / 2;
        c.from = cursor;
        c.to = cursor + n + kGap;
        c.parts = groups.at(g).split(QLatin1Char('\n'));
        measured.categories << c;
        cursor = c.to;
    }
    QMap<QString, QCPBars *> series; // key type × virtual, then published per panel
    QSet<QString> inLegend;
    auto seriesFor = [&](const QString &name, const QString &keyType, bool isVirtual,
                         bool published, QCPAxis *x, QCPAxis *y) {
        QCPBars *&s = series[name + QLatin1Char('\n') + QString::number(quintptr(y))];
        if (!s) {
            const QColor color = keyTypeColor(keyType);
            s = new QCPBars(x, y);
            s->setName(name);
            s->setWidth(0.85);
            s->setPen(isVirtual ? virtualPen(color) : QPen(color.darker(130)));
            s->setBrush(published ? QBrush(color, Qt::BDiagPattern) : QBrush(color.lighter(110)));
            s->setProperty("published", published);
            // One entry per key type measured (its colour; the note says what
            // a dashed outline is), one per key type published, in any panel.
            const QString entry = published ? name : keyTypeName(keyType);
            if (inLegend.contains(entry)) {
                s->removeFromLegend();
            } else if (!published) {
                s->setProperty("legendText", entry);
            }
            inLegend.insert(entry);
        }
        return s;
    };
    auto valueLabelAt = [this](QCPAxis *x, QCPAxis *y, double key, double value,
                               const QString &text) {
        auto *label = new QCPItemText(this);
        label->setObjectName(QStringLiteral("valueLabel"));
        label->setText(text);
        label->setFont(QFont(font().family(), 7));
        label->setClipAxisRect(y->axisRect());
        label->position->setAxes(x, y);
        label->position->setAxisRect(y->axisRect());
        label->position->setCoords(key, value);
    };
    QCPGraph *signMarks = nullptr;
    double top = 0;
    double bottom = std::numeric_limits<double>::max();
    bool anyVirtual = false;
    QMap<int, int> placed;
    for (const Bar &b : bars) {
        const double key = groupStart.at(b.group) + 0.5 + double(placed[b.group]++);
        const QString name = keyTypeName(b.keyType) + (b.isVirtual ? tr(" · virtual") : QString());
        seriesFor(name, b.keyType, b.isVirtual, false, xAxis, yAxis)
            ->addData(key, std::max(b.value, 1e-3));
        anyVirtual |= b.isVirtual;
        double labelAt = b.value;
        if (b.signRate > 0) {
            if (!signMarks) {
                signMarks = addGraph();
                signMarks->setName(tr("raw signatures/s, same key, same run"));
                signMarks->setLineStyle(QCPGraph::lsNone);
                signMarks->setObjectName(QStringLiteral("signMarks"));
            }
            signMarks->addData(key, b.signRate);
            labelAt = std::max(labelAt, b.signRate);
        }
        top = std::max(top, labelAt);
        if (b.value > 0) {
            bottom = std::min(bottom, b.value);
        }
        valueLabelAt(xAxis, yAxis, key, std::max(labelAt, 1e-3), b.label);
    }
    xAxis->setRange(0, std::max(cursor, 1.0));
    const bool log = spansDecades(bottom, top);
    yAxis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    yAxis->setTicker(log ? QSharedPointer<QCPAxisTicker>(QSharedPointer<QCPAxisTickerLog>::create())
                         : QSharedPointer<QCPAxisTicker>::create());
    yAxis->setNumberFormat(log ? QStringLiteral("gb") : QStringLiteral("g"));
    measured.lower = log ? bottom / 3 : 0;
    measured.upper = top > 0 ? top * (log ? 1.5 : 1.05) : 1;
    yAxis->setLabel(scaledAxisLabel(
        signMarks ? tr("per second: full handshakes (bars), raw signatures (dashes)")
                  : tr("full handshakes/s, higher is better"),
        log));
    m_shown << measured;

    // Published figures with a source, hatched, in a panel per unit; ratios
    // and figures without a source only in references().
    m_references.clear();
    QStringList notes;
    if (m_published && !m_runs.isEmpty()) {
        QStringList units;
        QMap<QString, QList<kb::PublishedTlsFigure>> byUnit;
        m_references = kb::publishedTlsReferences();
        for (const kb::PublishedTlsFigure &f : kb::publishedTlsFigures()) {
            if (!kb::isDrawn(f)) {
                continue;
            }
            if (!units.contains(f.unit)) {
                units << f.unit;
            }
            byUnit[f.unit] << f;
        }
        for (const QString &unit : std::as_const(units)) {
            Panel p = publishedPanel(unit);
            QCPAxis *x = p.rect->axis(QCPAxis::atBottom);
            QCPAxis *y = p.rect->axis(QCPAxis::atLeft);
            QStringList devices;
            QStringList cited;
            double high = 0;
            double low = std::numeric_limits<double>::max();
            double at = 0;
            for (const kb::PublishedTlsFigure &f : byUnit.value(unit)) {
                Category c;
                c.from = at;
                c.key = at + kGap / 2 + 0.5;
                c.to = at + 1 + kGap;
                c.parts = publishedParts(f);
                p.categories << c;
                at = c.to;
                seriesFor(keyTypeName(f.algorithm) + tr(" · published"), f.algorithm, false, true,
                          x, y)
                    ->addData(c.key, f.value);
                valueLabelAt(x, y, c.key, f.value, rateText(f.value));
                high = std::max(high, f.value);
                low = std::min(low, f.value);
                const QString device =
                    f.device + (f.year > 0 ? QStringLiteral(" (%1)").arg(f.year) : QString());
                if (!devices.contains(device)) {
                    devices << device;
                }
                if (!cited.contains(kb::citation(f))) {
                    cited << kb::citation(f);
                }
            }
            // The device, when it is the panel's only one, is in the panel's title.
            if (devices.size() == 1) {
                for (Category &c : p.categories) {
                    if (c.parts.size() > 1) {
                        c.parts.removeFirst();
                    }
                }
            }
            x->setRange(0, std::max(at, 1.0));
            const bool unitLog = spansDecades(low, high);
            y->setScaleType(unitLog ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
            if (unitLog) {
                y->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
                y->setNumberFormat(QStringLiteral("gb"));
            }
            y->setLabel(scaledAxisLabel(y->label(), unitLog));
            p.lower = unitLog ? low / 3 : 0;
            p.upper = high * (unitLog ? 1.5 : 1.05);
            p.name = tr("Published: %1").arg(devices.join(QStringLiteral(", ")));
            notes << tr("Hatched, published (not measured here), %1 — %2: %3.")
                         .arg(unit, devices.join(QStringLiteral(", ")),
                              cited.join(QStringLiteral("; ")));
            m_shown << p;
        }
    }
    // Side by side, each as wide as its bars need (a lone bar a little more).
    for (qsizetype i = 0; i < m_shown.size(); ++i) {
        Panel &p = m_shown[i];
        if (i > 0) {
            m_panels->addElement(1, int(i), p.rect);
        }
        double width = 0;
        for (const Category &c : std::as_const(p.categories)) {
            width += c.to - c.from;
        }
        // What was measured here is the chart's point: never the narrowest.
        m_panels->setColumnStretchFactor(int(i), std::max(width, i == 0 ? 6.0 : 3.0));
        if (m_shown.size() > 1) {
            p.title = new QCPTextElement(this, p.name, QFont(font().family(), 8, QFont::Bold));
            p.title->setObjectName(QStringLiteral("panelTitle"));
            p.title->setMargins(QMargins(4, 2, 4, 2));
            m_panels->addElement(0, int(i), p.title);
        }
    }
    // Their axes line up at the top and bottom.
    m_measuredRect->setMarginGroup(QCP::msTop | QCP::msBottom, nullptr);
    if (m_shown.size() > 1) {
        m_panels->setRowStretchFactor(0, 0.001);
        for (const Panel &p : std::as_const(m_shown)) {
            p.rect->setMarginGroup(QCP::msTop | QCP::msBottom, m_margins);
        }
    }
    legend->setVisible(!bars.isEmpty());
    ensureTitle(this)->setText(
        chartTitle(tr("Full TLS handshakes per second, per key type and device"), anyVirtual));
    m_advice = kb::tlsAdviceByDevice(m_runs);
    QStringList note;
    if (anyVirtual) {
        note << tr("Dashed outline: a virtual device (software figures, not hardware).");
    }
    if (signMarks) {
        note << tr("Black dash: raw signatures/s with the same key in the same run; \"× sign\" "
                   "is handshakes/s divided by it.");
    }
    note << notes;
    constexpr int kAdviceShown = 2; // a note, not a report: the rest is in the report
    for (qsizetype i = 0; i < std::min<qsizetype>(m_advice.size(), kAdviceShown); ++i) {
        note << tr("Measured here: %1").arg(m_advice.at(i));
    }
    if (m_advice.size() > kAdviceShown) {
        note << tr("%n more comparison(s) of key types in the report.", "",
                   int(m_advice.size() - kAdviceShown));
    }
    setChartNote(this, note.join(QLatin1Char('\n')));
    setEmptyState(this, m_runs.isEmpty() ? tr("No TLS runs yet: check a token or the CPU "
                                              "baseline and key types under TLS on the left, "
                                              "and press Start.")
                                         : QString());
    if (m_runs.isEmpty()) {
        setCategoryKey(this, QString());
    }
    fitChart(this);
    replot();
}

void TlsChart::fit()
{
    if (m_runs.isEmpty()) {
        return;
    }
    const int upright = std::clamp(int(viewport().height() * 0.22), 80, 170);
    // Panel titles wrapped to their panel's share of the width (a longer
    // one would widen its column).
    double stretch = 0;
    for (int i = 0; i < int(m_shown.size()); ++i) {
        stretch += m_panels->columnStretchFactors().value(i, 1);
    }
    const double width =
        viewport().width() - m_panels->columnSpacing() * double(m_shown.size() - 1);
    for (int i = 0; i < int(m_shown.size()); ++i) {
        const Panel &p = m_shown.at(i);
        if (p.title) {
            const int share = int(width * m_panels->columnStretchFactors().value(i, 1) / stretch);
            p.title->setText(wrapText(p.name, p.title->font(), std::max(40, share - 12)));
        }
    }
    // The sign rate's dash as wide as a bar.
    for (int i = 0; i < graphCount(); ++i) {
        if (graph(i)->objectName() == QLatin1String("signMarks")) {
            const double bar = std::abs(xAxis->coordToPixel(0.85) - xAxis->coordToPixel(0));
            QPainterPath dash;
            dash.moveTo(-3, 0);
            dash.lineTo(3, 0);
            QPen pen(Qt::black, 3);
            pen.setCosmetic(true); // the shape is scaled to the size, the pen not
            graph(i)->setScatterStyle(
                QCPScatterStyle(dash, pen, Qt::NoBrush, std::clamp(bar, 4.0, 40.0)));
        }
    }
    QStringList keys;
    for (const Panel &p : std::as_const(m_shown)) {
        const QString key = fitCategoryAxis(p.rect->axis(QCPAxis::atBottom), p.categories, upright);
        if (!key.isEmpty()) {
            keys << (m_shown.size() > 1 ? p.name + QStringLiteral(" — ") : QString()) + key;
        }
    }
    setCategoryKey(this, keys.join(QLatin1Char('\n')));
    for (const Panel &p : std::as_const(m_shown)) {
        fitValueLabels(this, p.rect->axis(QCPAxis::atBottom), p.rect->axis(QCPAxis::atLeft), 1.0,
                       p.lower, p.upper);
    }
}

QString TlsChart::title() const
{
    return titleText(const_cast<TlsChart *>(this));
}

int TlsChart::measuredBarCount() const
{
    auto *self = const_cast<TlsChart *>(this);
    int n = 0;
    for (int i = 0; i < self->plottableCount(); ++i) {
        auto *b = qobject_cast<QCPBars *>(self->plottable(i));
        if (b && !b->property("published").toBool()) {
            n += b->data()->size();
        }
    }
    return n;
}

int TlsChart::publishedBarCount() const
{
    auto *self = const_cast<TlsChart *>(this);
    int n = 0;
    for (int i = 0; i < self->plottableCount(); ++i) {
        auto *b = qobject_cast<QCPBars *>(self->plottable(i));
        if (b && b->property("published").toBool()) {
            n += b->data()->size();
        }
    }
    return n;
}

QStringList TlsChart::keyTypes() const
{
    QStringList out;
    for (const kb::TlsBenchResult &r : m_runs) {
        if (!out.contains(r.algorithm)) {
            out << r.algorithm;
        }
    }
    return out;
}

} // namespace keyward::gui::bench
