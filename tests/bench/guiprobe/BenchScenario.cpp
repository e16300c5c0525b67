// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchScenario.h"

namespace keyward::guiprobe {

BenchScenario::BenchScenario(QStringList algorithms, double seconds, QObject *parent)
    : Scenario(parent)
    , m_algorithms(std::move(algorithms))
    , m_seconds(seconds)
{
    connect(&m_driver, &PageDriver::runFailed, this, &BenchScenario::fail);
    connect(&m_driver, &PageDriver::runDone, this, [this](const PageRun &run) {
        m_last = run;
        next();
    });
}

bool BenchScenario::prepare()
{
    QString error;
    if (!m_driver.open(&error)) {
        say(QStringLiteral("FAILED: bench: %1").arg(error));
        return false;
    }
    for (const QString &algorithm : m_algorithms) {
        addStep([this, algorithm] {
            say(QStringLiteral("bench: %1 sign on keyward-test for %2 s, live chart on…")
                    .arg(algorithm)
                    .arg(m_seconds));
            m_driver.run(algorithm, m_seconds, true);
        });
        idleBaseline([this] { return m_last.stalls.seconds; }, &m_idle);
        addStep([this] {
            report(m_last, m_idle);
            next();
        });
    }
    return true;
}

void BenchScenario::report(const PageRun &run, const StallStats &idle)
{
    say(QStringLiteral("bench: %1: %2 operations, %3 ops/s; event-loop gaps: %4 ticks, max %5 ms, "
                       "p99 %6 ms, p99.9 %7 ms, %8 over 16 ms%9")
            .arg(run.algorithm)
            .arg(run.operations)
            .arg(run.opsPerSecond, 0, 'f', 1)
            .arg(run.stalls.ticks)
            .arg(run.stalls.maxMs, 0, 'f', 2)
            .arg(run.stalls.p99Ms, 0, 'f', 2)
            .arg(run.stalls.p999Ms, 0, 'f', 2)
            .arg(run.stalls.over16)
            .arg(run.stalls.truncated ? QStringLiteral(" (buffer full)") : QString()));
    say(QStringLiteral("bench: %1: while the case ran (%2 s, without the end of the case): max "
                       "%3 ms, p99 %4 ms, %5 over 16 ms")
            .arg(run.algorithm)
            .arg(run.running.seconds, 0, 'f', 1)
            .arg(run.running.maxMs, 0, 'f', 2)
            .arg(run.running.p99Ms, 0, 'f', 2)
            .arg(run.running.over16));
    sayGapsAndIdle(QStringLiteral("bench"), run.worstGaps, idle);
    say(QStringLiteral("result bench algorithm=%1 ops=%2 ops_per_s=%3 %4 %5 %6")
            .arg(run.algorithm)
            .arg(run.operations)
            .arg(run.opsPerSecond, 0, 'f', 1)
            .arg(run.stalls.fields(QStringLiteral("stall")),
                 run.running.fields(QStringLiteral("running")),
                 idle.fields(QStringLiteral("idle"))));
}

} // namespace keyward::guiprobe
