// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartScenario.h"

#include <algorithm>
#include <numeric>

namespace keyward::guiprobe {

namespace {
double mean(const QList<double> &v)
{
    return v.isEmpty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}
} // namespace

ChartScenario::ChartScenario(QString algorithm, double seconds, int rounds, QObject *parent)
    : Scenario(parent)
    , m_algorithm(std::move(algorithm))
    , m_seconds(seconds)
    , m_rounds(rounds)
{
    connect(&m_driver, &PageDriver::runFailed, this, &ChartScenario::fail);
    connect(&m_driver, &PageDriver::runDone, this, [this](const PageRun &run) {
        record(run);
        next();
    });
}

bool ChartScenario::prepare()
{
    QString error;
    if (!m_driver.open(&error)) {
        say(QStringLiteral("FAILED: chart: %1").arg(error));
        return false;
    }
    for (int round = 0; round < m_rounds; ++round) {
        for (int i = 0; i < 2; ++i) {
            const bool on = (round % 2 == 0) == (i == 0);
            addStep([this, on] { m_driver.run(m_algorithm, m_seconds, on); });
        }
    }
    addStep([this] {
        report();
        next();
    });
    return true;
}

void ChartScenario::record(const PageRun &run)
{
    (run.liveChart ? m_on : m_off) << run.opsPerSecond;
    (run.liveChart ? m_onCpu : m_offCpu) << run.guiCpuMsPerSecond;
    double &stall = run.liveChart ? m_onStallMax : m_offStallMax;
    stall = std::max(stall, run.stalls.maxMs);
    say(QStringLiteral("chart: round %1, live chart %2: %3 operations, %4 ops/s, "
                       "event-loop gap max %5 ms (%6 ms while the case ran), p99 %7 ms, "
                       "%8 live points, GUI thread CPU %9 ms/s")
            .arg(std::max(m_on.size(), m_off.size()))
            .arg(run.liveChart ? QStringLiteral("on ") : QStringLiteral("off"))
            .arg(run.operations)
            .arg(run.opsPerSecond, 0, 'f', 1)
            .arg(run.stalls.maxMs, 0, 'f', 2)
            .arg(run.running.maxMs, 0, 'f', 2)
            .arg(run.stalls.p99Ms, 0, 'f', 2)
            .arg(run.livePoints)
            .arg(run.guiCpuMsPerSecond, 0, 'f', 2));
}

void ChartScenario::report()
{
    const double on = mean(m_on);
    const double off = mean(m_off);
    auto join = [](const QList<double> &v) {
        QStringList s;
        for (double x : v) {
            s << QString::number(x, 'f', 1);
        }
        return s.join(QLatin1Char(','));
    };
    say(QStringLiteral("chart: %1 sign, %2 s per run, %3 rounds: on %4 ops/s [%5], off %6 ops/s "
                       "[%7], on/off %8")
            .arg(m_algorithm)
            .arg(m_seconds)
            .arg(m_rounds)
            .arg(on, 0, 'f', 1)
            .arg(join(m_on))
            .arg(off, 0, 'f', 1)
            .arg(join(m_off))
            .arg(off > 0 ? on / off : 0, 0, 'f', 4));
    QList<double> ratios;
    for (qsizetype i = 0; i < std::min(m_on.size(), m_off.size()); ++i) {
        ratios << (m_off[i] > 0 ? m_on[i] / m_off[i] : 0);
    }
    say(QStringLiteral("chart: on/off per round: %1").arg([&] {
        QStringList s;
        for (double r : ratios) {
            s << QString::number(r, 'f', 4);
        }
        return s.join(QLatin1Char(','));
    }()));
    const double onCpu = mean(m_onCpu);
    const double offCpu = mean(m_offCpu);
    say(QStringLiteral("chart: GUI thread CPU, chart on %1 ms/s, off %2 ms/s: the live chart "
                       "takes %3 % of one core")
            .arg(onCpu, 0, 'f', 2)
            .arg(offCpu, 0, 'f', 2)
            .arg((onCpu - offCpu) / 10, 0, 'f', 3));
    say(QStringLiteral("result chart algorithm=%1 rounds=%2 seconds=%3 on_ops=%4 off_ops=%5 "
                       "on_per_off=%6 on_stall_max_ms=%7 off_stall_max_ms=%8 "
                       "gui_cpu_on_ms_per_s=%9 gui_cpu_off_ms_per_s=%10")
            .arg(m_algorithm)
            .arg(m_rounds)
            .arg(m_seconds)
            .arg(on, 0, 'f', 1)
            .arg(off, 0, 'f', 1)
            .arg(off > 0 ? on / off : 0, 0, 'f', 4)
            .arg(m_onStallMax, 0, 'f', 3)
            .arg(m_offStallMax, 0, 'f', 3)
            .arg(onCpu, 0, 'f', 3)
            .arg(offCpu, 0, 'f', 3));
}

} // namespace keyward::guiprobe
