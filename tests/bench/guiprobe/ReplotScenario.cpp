// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReplotScenario.h"

#include "gui/bench/LiveChart.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace keyward::guiprobe {

namespace {

// KEYWARD_SCREENSHOT=dir/name.png: what each style looks like, as the tests do.
void screenshot(QWidget *w, int points, const char *style)
{
    QString path = qEnvironmentVariable("KEYWARD_SCREENSHOT");
    if (!path.isEmpty()) {
        w->grab().save(
            path.replace(QStringLiteral(".png"),
                         QStringLiteral("-%1-%2.png").arg(points).arg(QLatin1String(style))));
    }
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

std::optional<QCPScatterStyle> ReplotScenario::scatterStyle(const QString &name,
                                                            const QCPScatterStyle &shipped)
{
    if (name == QLatin1String("shipped")) {
        return shipped;
    }
    if (name == QLatin1String("dot")) {
        return QCPScatterStyle(QCPScatterStyle::ssDot, shipped.pen().color(), 1);
    }
    if (name == QLatin1String("disc")) {
        return QCPScatterStyle(QCPScatterStyle::ssDisc, shipped.pen().color(), 3);
    }
    return std::nullopt;
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
    screenshot(&chart, points, "shipped");
    graph->setScatterStyle(*scatterStyle(QStringLiteral("dot"), shipped));
    const double dotMs = medianReplotMs(chart, m_repeats);
    screenshot(&chart, points, "dot");
    graph->setScatterStyle(*scatterStyle(QStringLiteral("disc"), shipped));
    const double discMs = medianReplotMs(chart, m_repeats);
    screenshot(&chart, points, "disc");
    graph->setScatterStyle(shipped);

    say(QStringLiteral("replot: %1 points (chart holds %2): shipped style %3 ms, ssDot %4 ms, "
                       "vector ssDisc %5 ms (median of %6 replots)")
            .arg(points)
            .arg(chart.pointCount())
            .arg(shippedMs, 0, 'f', 2)
            .arg(dotMs, 0, 'f', 2)
            .arg(discMs, 0, 'f', 2)
            .arg(m_repeats));
    say(QStringLiteral("result replot points=%1 shipped_ms=%2 dot_ms=%3 disc_ms=%4")
            .arg(chart.pointCount())
            .arg(shippedMs, 0, 'f', 3)
            .arg(dotMs, 0, 'f', 3)
            .arg(discMs, 0, 'f', 3));
}

} // namespace keyward::guiprobe
