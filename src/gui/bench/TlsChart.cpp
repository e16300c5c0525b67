// SPDX-License-Identifier: GPL-3.0-or-later
#include "TlsChart.h"

#include "ChartStyle.h"
#include "bench/runners/TlsAdvice.h"

#include <QMap>

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

/// A bar: where it goes, what it shows.
struct Bar
{
    int group = 0;
    QString keyType;
    double value = 0;
    double signRate = 0; ///< measured bars only
    bool isVirtual = false;
    bool published = false;
    QString label;
};

QString groupOf(const kb::TlsBenchResult &r)
{
    return r.device.label() + QLatin1Char('\n') +
           QString(r.protocol).replace(QLatin1String("TLSv"), QLatin1String("TLS ")) +
           QStringLiteral(" · ") + r.keyExchange;
}

} // namespace

TlsChart::TlsChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("tlsChart"));
    ensureTitle(this)->setText(tr("Full TLS handshakes per second, per key type and device"));
    yAxis->setLabel(tr("per second, logarithmic (higher is better)"));
    xAxis->setSubTicks(false);
    xAxis->setTickLength(0, 4);
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 3);
    redraw();
}

void TlsChart::setRuns(const QList<kb::TlsBenchResult> &runs, bool published)
{
    m_runs = runs;
    m_published = published;
    redraw();
}

void TlsChart::redraw()
{
    clearPlottables();
    clearGraphs();
    for (int i = itemCount() - 1; i >= 0; --i) {
        if (item(i)->objectName() == QLatin1String("valueLabel")) {
            removeItem(i);
        }
    }
    QStringList groups;
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
    // Published rates, hatched, in groups of their own (one per device and
    // unit); ratios go into the note. Each source is cited once.
    QStringList sources;
    QStringList ratios;
    if (m_published && !m_runs.isEmpty()) {
        QStringList order;
        QMap<QString, QStringList> values, caveats;
        QMap<QString, QString> citation;
        for (const kb::PublishedTlsFigure &f : kb::publishedTlsFigures()) {
            if (f.unit == QStringLiteral("×")) {
                ratios << tr("%1: %2× (%3).").arg(f.what, QString::number(f.value), f.source);
                continue;
            }
            const QString group =
                f.device + QLatin1Char('\n') +
                (f.year > 0 ? tr("(published, %1)").arg(f.year) : tr("(published)")) +
                QLatin1Char('\n') + f.unit;
            if (!groups.contains(group)) {
                groups << group;
            }
            Bar b;
            b.group = int(groups.indexOf(group));
            b.keyType = f.algorithm;
            b.value = f.value;
            b.published = true;
            b.label = rateText(f.value);
            bars << b;
            if (!order.contains(group)) {
                order << group;
                citation[group] =
                    f.source + (f.year > 0 && !f.source.contains(QString::number(f.year))
                                    ? QStringLiteral(", %1").arg(f.year)
                                    : QString());
            }
            values[group] << tr("%1 (%2)").arg(rateText(f.value), f.what);
            if (!caveats[group].contains(f.caveat)) {
                caveats[group] << f.caveat;
            }
        }
        for (const QString &group : std::as_const(order)) {
            sources << tr("Hatched: published, not measured here, %1: %2. Source: %3. %4")
                           .arg(QString(group).section(QLatin1Char('\n'), 2),
                                values[group].join(QStringLiteral("; ")), citation[group],
                                caveats[group].join(QLatin1Char(' ')));
        }
    }
    // Slots within each group, centred on its tick.
    QMap<int, int> perGroup;
    for (const Bar &b : bars) {
        perGroup[b.group] += 1;
    }
    int widest = 1;
    for (int n : std::as_const(perGroup)) {
        widest = std::max(widest, n);
    }
    const double slot = 0.8 / double(widest);
    QMap<int, int> placed;
    QMap<QString, QCPBars *> series; // key type × virtual × published
    QCPGraph *signMarks = nullptr;
    double top = 0;
    double bottom = std::numeric_limits<double>::max();
    bool anyVirtual = false;
    const bool crowded = widest > 3;
    for (const Bar &b : bars) {
        const int index = placed[b.group]++;
        const double key =
            double(b.group + 1) + (double(index) - double(perGroup[b.group] - 1) / 2.0) * slot;
        const QString name =
            keyTypeName(b.keyType) +
            (b.published ? tr(" · published") : (b.isVirtual ? tr(" · virtual") : QString()));
        QCPBars *&s = series[name];
        if (!s) {
            const QColor color = keyTypeColor(b.keyType);
            s = new QCPBars(xAxis, yAxis);
            s->setName(name);
            s->setWidth(slot * 0.92);
            s->setPen(b.isVirtual ? virtualPen(color) : QPen(color.darker(130)));
            s->setBrush(b.published ? QBrush(color, Qt::BDiagPattern) : QBrush(color.lighter(110)));
            s->setProperty("published", b.published);
        }
        s->addData(key, std::max(b.value, 1e-3));
        anyVirtual |= b.isVirtual;
        double labelAt = b.value;
        if (b.signRate > 0) {
            if (!signMarks) {
                signMarks = addGraph();
                signMarks->setName(tr("raw signatures/s, same key, same run"));
                signMarks->setLineStyle(QCPGraph::lsNone);
                QPainterPath dash;
                dash.moveTo(-9, 0);
                dash.lineTo(9, 0);
                signMarks->setScatterStyle(
                    QCPScatterStyle(dash, QPen(Qt::black, 2.5), Qt::NoBrush, 18));
            }
            signMarks->addData(key, b.signRate);
            labelAt = std::max(labelAt, b.signRate);
        }
        top = std::max(top, labelAt);
        if (b.value > 0) {
            bottom = std::min(bottom, b.value);
        }
        auto *label = new QCPItemText(this);
        label->setObjectName(QStringLiteral("valueLabel"));
        label->setText(crowded ? QString(b.label).replace(QLatin1Char('\n'), QLatin1Char(' '))
                               : b.label);
        label->setFont(QFont(font().family(), 7));
        label->position->setCoords(key, std::max(labelAt, 1e-3));
        label->setPositionAlignment(crowded ? (Qt::AlignLeft | Qt::AlignVCenter)
                                            : (Qt::AlignHCenter | Qt::AlignBottom));
        label->setRotation(crowded ? -90 : 0);
        label->setPadding(crowded ? QMargins(7, 2, 2, 2) : QMargins(2, 2, 2, 6));
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (qsizetype g = 0; g < groups.size(); ++g) {
        ticker->addTick(double(g + 1), groups.at(g));
    }
    xAxis->setTicker(ticker);
    xAxis->setTickLabelFont(QFont(font().family(), groups.size() > 4 ? 7 : 8));
    xAxis->setRange(0.4, double(groups.size()) + 0.6);
    yAxis->setScaleType(QCPAxis::stLogarithmic);
    yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    yAxis->setNumberFormat(QStringLiteral("gb"));
    if (top > 0) {
        // Room above the tallest mark for its two-line label.
        yAxis->setRange(bottom / 3, top * (crowded ? 60 : 12));
    } else {
        yAxis->setRange(0.1, 10000);
    }
    legend->setVisible(!bars.isEmpty());
    fitLegend(this, width());
    ensureTitle(this)->setText(
        chartTitle(tr("Full TLS handshakes per second, per key type and device"), anyVirtual));
    m_advice = kb::tlsAdviceByDevice(m_runs);
    QStringList note;
    if (anyVirtual) {
        note << tr("Dashed outline: a virtual device (software figures, not hardware).");
    }
    if (signMarks) {
        note << tr("Black dash: the raw sign rate of the same key in the same run; "
                   "\"× sign\" is handshakes/s divided by it (one private-key operation per "
                   "full handshake).");
    }
    note << sources;
    if (!ratios.isEmpty()) {
        note << tr("Published ratios (not drawn): %1").arg(ratios.join(QLatin1Char(' ')));
    }
    for (const QString &line : std::as_const(m_advice)) {
        note << tr("Measured here: %1").arg(line);
    }
    setChartNote(this, note.join(QLatin1Char('\n')));
    setEmptyState(this, m_runs.isEmpty() ? tr("No TLS runs yet: check a token or the CPU "
                                              "baseline and key types under TLS on the left, "
                                              "and press Start.")
                                         : QString());
    replot();
}

QString TlsChart::title() const
{
    return ensureTitle(const_cast<TlsChart *>(this))->text();
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
