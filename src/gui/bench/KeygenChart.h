// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// Key generation time distribution: a histogram of the steady-state
/// samples of every key-generation run (RSA prime search makes these spread
/// widely, so the shape matters more than the mean), one outlined series per
/// run (shared linear bins; each run its own log-spaced bins on a log axis
/// when times span more than a factor of 30), the median as a dashed line
/// in the series' colour and in the legend.
/// Virtual devices carry "(virtual)" in the legend and the title says so.
class KeygenChart : public QCustomPlot
{
    Q_OBJECT
public:
    static constexpr int kBins = 30; ///< at most; about 2·√n per run

    explicit KeygenChart(QWidget *parent = nullptr);

    /// Plot the key-generation runs among `runs` (others are left out).
    void setRuns(const QList<keyward::bench::RunRecord> &runs);

    QString title() const;
    /// Runs shown (tests).
    int runCount() const { return m_runs; }
    /// Samples counted into bins over all runs (tests).
    qsizetype sampleCount() const { return m_samples; }

private:
    int m_runs = 0;
    qsizetype m_samples = 0;
};

} // namespace keyward::gui::bench
