// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPoolBurstChart.h"

#include "ChartAxes.h"
#include "ChartLayout.h"
#include "ChartStyle.h"

#include <QLocale>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

KeyPoolBurstChart::KeyPoolBurstChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("keyPoolBurstChart"));
    m_plot->setObjectName(QStringLiteral("keyPoolBurstPlot"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(260, 280);
    m_plot->xAxis->setLabel(tr("arrival time (s)"));
    m_plot->yAxis->setLabel(tr("latency, arrival to end (ms)"));
    m_plot->legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(m_plot, 2);
    clear();
}

void KeyPoolBurstChart::clear()
{
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_ranOutSeconds = -1;
    m_plot->yAxis->setLabel(tr("latency, arrival to end (ms)"));
    ensureTitle(m_plot)->setText(tr("A burst from the pool"));
    setEmptyState(m_plot, tr("No burst yet: give a burst rate under Key pool and run the "
                             "experiment."));
    fitChart(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void KeyPoolBurstChart::setRun(const kb::DeviceIdentity &device, const QString &keyTypeLabel,
                               const kb::KeyPoolBenchRun &burst)
{
    clear();
    QCPGraph *ready = m_plot->addGraph();
    ready->setName(tr("served with a key unwrapped ahead"));
    ready->setLineStyle(QCPGraph::lsNone);
    ready->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, seriesColor(1), 4));
    QCPGraph *waited = m_plot->addGraph();
    waited->setName(tr("waited for an unwrap"));
    waited->setLineStyle(QCPGraph::lsNone);
    waited->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, seriesColor(0), 5));
    double low = 1e300, high = 0, last = 0;
    for (qsizetype i = 0; i < burst.load.requests.size(); ++i) {
        const kb::RequestRecord &r = burst.load.requests.at(i);
        if (!r.served()) {
            continue;
        }
        const double ms = std::max(double(r.endNs - r.arrivalNs) / 1e6, 0.01);
        const bool fromReady = i < burst.readyKey.size() && burst.readyKey.at(i);
        (fromReady ? ready : waited)->addData(double(r.arrivalNs) / 1e9, ms);
        low = std::min(low, ms);
        high = std::max(high, ms);
        last = std::max(last, double(r.arrivalNs) / 1e9);
    }
    if (high <= 0) {
        low = 0.1;
        high = 1;
    }
    if (burst.readyRanOutSeconds >= 0) {
        m_ranOutSeconds = burst.readyRanOutSeconds;
        auto *line = new QCPItemStraightLine(m_plot);
        line->setPen(QPen(QColor(90, 90, 90), 1.5, Qt::DashLine));
        line->point1->setCoords(m_ranOutSeconds, low);
        line->point2->setCoords(m_ranOutSeconds, high);
        auto *label = new QCPItemText(m_plot);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(m_ranOutSeconds, 0.03);
        label->setPadding(QMargins(4, 0, 0, 0));
        label->setColor(QColor(90, 90, 90));
        label->setText(tr("ready keys ran out, %1 s").arg(m_ranOutSeconds, 0, 'f', 3));
    }
    setEmptyState(m_plot, QString());
    m_plot->xAxis->setRange(0, std::max(last, m_ranOutSeconds) * 1.02 + 0.001);
    const bool log = spansDecades(low, high);
    applyLatencyScale(m_plot->yAxis, low, high, log);
    m_plot->yAxis->setLabel(scaledAxisLabel(tr("latency, arrival to end (ms)"), log));
    const QString rate = QLocale().toString(burst.config.burstRate, 'g', 6);
    ensureTitle(m_plot)->setText(chartTitle(
        tr("A burst from the pool — %1, %2").arg(keyTypeLabel, device.label()) + QLatin1Char('\n') +
            tr("%1 requests/s for %2 s, %3 keys unwrapped ahead: %4 of %5 served with them")
                .arg(rate)
                .arg(double(burst.config.burstDuration.count()) / 1000.0, 0, 'g', 4)
                .arg(burst.config.readyTarget)
                .arg(burst.servedFromReady)
                .arg(burst.served),
        device.isVirtual));
    fitChart(m_plot);
    m_plot->replot();
}

int KeyPoolBurstChart::readyPoints() const
{
    return m_plot->graphCount() > 0 ? m_plot->graph(0)->dataCount() : 0;
}

int KeyPoolBurstChart::waitedPoints() const
{
    return m_plot->graphCount() > 1 ? m_plot->graph(1)->dataCount() : 0;
}

} // namespace keyward::gui::bench
