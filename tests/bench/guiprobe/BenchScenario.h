// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PageDriver.h"
#include "Scenario.h"

namespace keyward::guiprobe {

/**
 * Goal 3, benchmark half: each algorithm signs on the SoftHSM2 token for
 * `seconds` through the benchmark window with the live chart on, probed
 * throughout; then the idle baseline for as long as that run took.
 * Prints `result bench algorithm=… stall_max_ms=… … idle_max_ms=…` per run.
 */
class BenchScenario : public Scenario
{
    Q_OBJECT
public:
    BenchScenario(QStringList algorithms, double seconds, QObject *parent = nullptr);

    bool prepare() override;
    /// See PageDriver::setLiveStyle.
    void setLiveStyle(const QString &style) { m_driver.setLiveStyle(style); }

private:
    void report(const PageRun &run, const StallStats &idle);

    QStringList m_algorithms;
    double m_seconds;
    PageDriver m_driver;
    PageRun m_last;
    StallStats m_idle;
};

} // namespace keyward::guiprobe
