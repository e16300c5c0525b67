// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PageDriver.h"
#include "Scenario.h"

namespace keyward::guiprobe {

/**
 * Goal 4: the same case through the benchmark window with the live chart on
 * and off, alternating (on-off, off-on, … so a drifting machine load falls
 * on both sides alike), `rounds` pairs. Throughput is the engine's
 * wall-clock figure of each run. Prints `result chart on_ops=… off_ops=…
 * on_per_off=…` (means over the rounds) and the GUI thread's CPU time per
 * second with the chart on and off: their difference is what the chart would
 * take from an engine thread that had to share its core, a bound that the
 * machine's noise does not blur as it blurs the throughput ratio.
 */
class ChartScenario : public Scenario
{
    Q_OBJECT
public:
    ChartScenario(QString algorithm, double seconds, int rounds, QObject *parent = nullptr);

    bool prepare() override;
    /// See PageDriver::setLiveStyle.
    void setLiveStyle(const QString &style) { m_driver.setLiveStyle(style); }

private:
    void record(const PageRun &run);
    void report();

    QString m_algorithm;
    double m_seconds;
    int m_rounds;
    PageDriver m_driver;
    QList<double> m_on;
    QList<double> m_off;
    QList<double> m_onCpu; ///< GUI-thread CPU ms per second, chart on
    QList<double> m_offCpu;
    double m_onStallMax = 0;
    double m_offStallMax = 0;
};

} // namespace keyward::guiprobe
