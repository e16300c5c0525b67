// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReplotScenario.h"

#include "bench/LiveChart.h"

#include <QElapsedTimer>
#include <QPainter>
#include <QRandomGenerator>

#include <algorithm>

namespace keyward::guiprobe {

namespace {

/// A disc of the shipped size as a pixmap: drawn with drawPixmap, not as a path.
QPixmap discPixmap(const QColor &color)
{
    QPixmap p(4, 4);
    p.fill(Qt::transparent);
    QPainter painter(&p);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawEllipse(QRectF(0.5, 0.5, 3, 3));
    return p;
}

double medianReplotMs(gui::bench::LiveChart &chart, int repeats)
{
    std::vector<double> times;
    times.reserve(size_t(repeats));
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer t;
        t.start();
        chart.replot(QCustomPlot::rpImmediateRefresh);
        times.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

ReplotScenario::ReplotScenario(QList<int> points, int repeats, QObject *parent)
    : Scenario(parent)
    , m_points(std::move(points))
    , m_repeats(repeats)
{}

bool ReplotScenario::prepare()
{
    for (int n : m_points) {
        addStep([this, n] {
            measure(n);
            next();
        });
    }
    return true;
}

void ReplotScenario::measure(int points)
{
    gui::bench::LiveChart chart;
    chart.resize(900, 600); // the chart area of the 1200×760 window, about
    chart.show();
    chart.beginCase(QStringLiteral("replot"));
    // Latencies around 32 µs with a tail, fed in reports of 512 as the engine sends them.
    QRandomGenerator random(7);
    keyward::bench::BenchProgress report;
    for (int done = 0; done < points;) {
        report.recentNs.clear();
        for (int i = 0; i < 512 && done < points; ++i, ++done) {
            report.recentNs << 30'000 + qint64(random.bounded(4000)) +
                                   (random.bounded(100) == 0 ? qint64(random.bounded(200'000)) : 0);
        }
        chart.addProgress(report);
    }
    QCPGraph *graph = chart.graph(0);
    const QCPScatterStyle shipped = graph->scatterStyle();
    const double shippedMs = medianReplotMs(chart, m_repeats);
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDot, shipped.pen().color(), 1));
    const double dotMs = medianReplotMs(chart, m_repeats);
    graph->setScatterStyle(QCPScatterStyle(discPixmap(shipped.brush().color())));
    const double pixmapMs = medianReplotMs(chart, m_repeats);
    graph->setScatterStyle(shipped);

    say(QStringLiteral("replot: %1 points (chart holds %2): shipped style %3 ms, ssDot %4 ms, "
                       "pixmap disc %5 ms (median of %6 replots)")
            .arg(points)
            .arg(chart.pointCount())
            .arg(shippedMs, 0, 'f', 2)
            .arg(dotMs, 0, 'f', 2)
            .arg(pixmapMs, 0, 'f', 2)
            .arg(m_repeats));
    say(QStringLiteral("result replot points=%1 shipped_ms=%2 dot_ms=%3 pixmap_ms=%4")
            .arg(chart.pointCount())
            .arg(shippedMs, 0, 'f', 3)
            .arg(dotMs, 0, 'f', 3)
            .arg(pixmapMs, 0, 'f', 3));
}

} // namespace keyward::guiprobe
