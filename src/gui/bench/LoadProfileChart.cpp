// SPDX-License-Identifier: GPL-3.0-or-later
#include "LoadProfileChart.h"

#include "ChartLayout.h"
#include "ChartStyle.h"

#include <cmath>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

LoadProfileChart::LoadProfileChart(View view, QWidget *parent)
    : QCustomPlot(parent)
    , m_view(view)
{
    setObjectName(view == View::Latency ? QStringLiteral("loadLatencyChart")
                                        : QStringLiteral("loadQueueChart"));
    xAxis->setLabel(tr("time since the profile started (s)"));
    yAxis->setLabel(view == View::Latency ? tr("latency (ms)") : tr("requests"));
    yAxis2->setLabel(tr("offered rate (requests/s)"));
    yAxis2->setVisible(true);
    legend->setFont(QFont(font().family(), 8));
    placeLegendBelow(this, 2);
    clearProfile();
}

void LoadProfileChart::clearProfile()
{
    clearGraphs();
    m_live = nullptr;
    clearItems();
    m_points = 0;
    m_marker = false;
    ensureTitle(this)->setText(m_view == View::Latency ? tr("Load profile: latency over time")
                                                       : tr("Load profile: queue over time"));
    setEmptyState(this, tr("No data yet: choose a PKCS#11 token and an algorithm, set the load "
                           "profile's steps, and press Run load profile."));
    yAxis2->setVisible(false);
    fitChart(this);
    replot(QCustomPlot::rpQueuedReplot);
}

QCPGraph *LoadProfileChart::stepGraph(const QString &name, const QColor &color, Qt::PenStyle style)
{
    QCPGraph *g = addGraph();
    g->setName(name);
    g->setLineStyle(QCPGraph::lsStepLeft);
    g->setPen(QPen(color, 2.5, style));
    return g;
}

double LoadProfileChart::addOfferedRate(const kb::LoadProfileConfig &config)
{
    QCPGraph *g = addGraph(xAxis, yAxis2);
    g->setName(tr("offered rate (right axis)"));
    g->setLineStyle(QCPGraph::lsStepLeft);
    g->setPen(QPen(QColor(150, 150, 150), 1.5));
    double top = 0;
    double t = 0;
    for (const kb::LoadStep &s : config.steps) {
        g->addData(t, s.ratePerSecond);
        top = std::max(top, s.ratePerSecond);
        t += double(s.duration.count()) / 1000.0;
    }
    if (!config.steps.isEmpty()) {
        g->addData(t, config.steps.constLast().ratePerSecond);
    }
    yAxis2->setRange(0, top > 0 ? top * 1.15 : 1);
    return t;
}

void LoadProfileChart::addSaturationMarker(const kb::LoadProfileResult &p)
{
    if (p.saturationStep < 0 || p.saturationStep >= p.steps.size()) {
        return;
    }
    const double t = p.steps.at(p.saturationStep).startSeconds;
    auto *line = new QCPItemStraightLine(this);
    line->setPen(QPen(QColor(213, 94, 0), 1.5, Qt::DashDotLine));
    line->point1->setCoords(t, 0);
    line->point2->setCoords(t, 1);
    auto *label = new QCPItemText(this);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(t, 0.02);
    label->setBrush(QColor(255, 255, 255, 220)); // readable over the data
    label->setPadding(QMargins(4, 2, 4, 2));
    label->setColor(QColor(213, 94, 0));
    label->setText(tr("queue grows from %1/s").arg(p.saturationRate, 0, 'g', 4));
    m_marker = true;
}

void LoadProfileChart::setProfile(const kb::LoadProfileResult &p, const kb::DeviceIdentity &device,
                                  const QString &what)
{
    clearProfile();
    setEmptyState(this, QString());
    yAxis2->setVisible(true);
    const QString deviceLabel = device.label(); // "(virtual)" included
    const double endSeconds = p.steps.isEmpty() ? 1.0 : p.steps.constLast().endSeconds;
    double lastSeconds = endSeconds;
    double top = 0;
    const QColor main = seriesColor(0);
    const QColor measured = seriesColor(2);
    const QColor little = seriesColor(3);

    if (m_view == View::Latency) {
        QCPGraph *latency = addGraph();
        latency->setName(tr("latency (arrival → end), %1").arg(deviceLabel));
        latency->setLineStyle(QCPGraph::lsNone);
        latency->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, main, 3));
        QCPGraph *service = addGraph();
        service->setName(tr("service time (start → end)"));
        service->setLineStyle(QCPGraph::lsNone);
        service->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCross, QColor(120, 120, 120, 160), 3));
        QVector<double> keys, lat, svc;
        for (const kb::RequestRecord &r : p.requests) {
            if (!r.served()) {
                continue;
            }
            keys << double(r.arrivalNs) / 1e9;
            lat << double(r.endNs - r.arrivalNs) / 1e6;
            svc << double(r.endNs - r.startNs) / 1e6;
            top = std::max(top, lat.constLast());
            lastSeconds = std::max(lastSeconds, double(r.endNs) / 1e9);
        }
        // Requests are recorded in arrival order, so the keys are sorted.
        latency->setData(keys, lat, true);
        service->setData(keys, svc, true);
        m_points = int(keys.size());
        QCPGraph *w = stepGraph(tr("mean latency W per step (measured)"), measured, Qt::SolidLine);
        QCPGraph *lw = stepGraph(tr("L / λ per step (Little's law)"), little, Qt::DashLine);
        for (const kb::StepStats &s : p.steps) {
            w->addData(s.startSeconds, s.meanLatencyNs / 1e6);
            const double predicted = s.arrivalRate > 0 ? s.measuredInSystem / s.arrivalRate * 1e3
                                                       : std::numeric_limits<double>::quiet_NaN();
            lw->addData(s.startSeconds, predicted);
            top = std::max(top, s.meanLatencyNs / 1e6);
            if (std::isfinite(predicted)) {
                top = std::max(top, predicted);
            }
        }
        if (!p.steps.isEmpty()) {
            w->addData(endSeconds, p.steps.constLast().meanLatencyNs / 1e6);
            lw->addData(endSeconds, lw->data()->at(lw->data()->size() - 1)->value);
        }
    } else {
        QCPGraph *queued =
            stepGraph(tr("waiting in the queue, %1").arg(deviceLabel), main, Qt::SolidLine);
        queued->setPen(QPen(main, 1.5));
        QColor fill = main;
        fill.setAlpha(60);
        queued->setBrush(fill);
        QCPGraph *system =
            stepGraph(tr("in the system (waiting + in service)"), main.darker(160), Qt::SolidLine);
        system->setPen(QPen(main.darker(160), 1));
        QVector<double> keys, q, sys;
        for (const kb::QueuePoint &pt : p.queue) {
            keys << double(pt.tNs) / 1e9;
            q << pt.queued;
            sys << pt.queued + pt.inService;
            top = std::max(top, double(pt.queued + pt.inService));
        }
        queued->setData(keys, q, true);
        system->setData(keys, sys, true);
        m_points = int(keys.size());
        if (!keys.isEmpty()) {
            lastSeconds = std::max(lastSeconds, keys.constLast());
        }
        QCPGraph *l =
            stepGraph(tr("mean in system L per step (measured)"), measured, Qt::SolidLine);
        QCPGraph *lw = stepGraph(tr("λ·W per step (Little's law)"), little, Qt::DashLine);
        for (const kb::StepStats &s : p.steps) {
            l->addData(s.startSeconds, s.measuredInSystem);
            lw->addData(s.startSeconds, s.predictedInSystem);
            top = std::max({top, s.measuredInSystem, s.predictedInSystem});
        }
        if (!p.steps.isEmpty()) {
            l->addData(endSeconds, p.steps.constLast().measuredInSystem);
            lw->addData(endSeconds, p.steps.constLast().predictedInSystem);
        }
    }
    addOfferedRate(p.config);
    addSaturationMarker(p);
    xAxis->setRange(0, lastSeconds * 1.02);
    yAxis->setRange(0, top > 0 ? top * 1.1 : 1);

    QString base = m_view == View::Latency ? tr("Load profile: latency over time")
                                           : tr("Load profile: queue over time");
    // Short lines: the title is not wrapped, and the chart may be half the window.
    base += QStringLiteral(" — ") + what + QLatin1Char('\n') + deviceLabel;
    const QString rate = QString::number(p.servedPerServingSecond, 'f', 1);
    base += p.config.workers == 1 ? tr(", 1 worker") : tr(", %1 workers").arg(p.config.workers);
    base += QLatin1Char('\n') + tr("service rate %1/s").arg(rate);
    base += p.saturationStep >= 0 ? tr(", queue grows from %1 requests/s").arg(p.saturationRate)
                                  : tr(", the queue kept up at every step");
    ensureTitle(this)->setText(chartTitle(base, device.isVirtual));
    // setEmptyState ran before the series were added and left the legend hidden.
    legend->setVisible(graphCount() > 0);
    fitChart(this);
    replot();
}

void LoadProfileChart::beginLive(const kb::LoadProfileConfig &config,
                                 const kb::DeviceIdentity &device, const QString &what)
{
    clearProfile();
    setEmptyState(this, QString());
    yAxis2->setVisible(true);
    m_live = addGraph();
    m_live->setName(tr("waiting in the queue (live), %1").arg(device.label()));
    m_live->setLineStyle(QCPGraph::lsStepLeft);
    m_live->setPen(QPen(seriesColor(0), 1.5));
    m_liveTop = 1;
    const double seconds = addOfferedRate(config);
    xAxis->setRange(0, seconds > 0 ? seconds * 1.02 : 1);
    yAxis->setRange(0, 1);
    ensureTitle(this)->setText(chartTitle(
        tr("Load profile running — %1, %2").arg(device.label(), what), device.isVirtual));
    legend->setVisible(graphCount() > 0);
    fitChart(this);
    replot();
}

void LoadProfileChart::addProgress(const kb::LoadProgress &progress)
{
    if (!m_live) {
        return;
    }
    m_live->addData(progress.elapsedSeconds, progress.queued);
    ++m_points;
    m_liveTop = std::max(m_liveTop, double(progress.queued));
    yAxis->setRange(0, m_liveTop * 1.1);
    replot(QCustomPlot::rpQueuedReplot); // at most one per progress report (≤ 30/s)
}

QString LoadProfileChart::title() const
{
    return titleText(const_cast<LoadProfileChart *>(this));
}

} // namespace keyward::gui::bench
