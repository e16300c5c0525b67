// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// Throughput against threads for PKCS#11 runs of the same device,
/// algorithm and operation at different thread counts: the wall-clock rate
/// (solid) beside the rate the mean latency implies (dashed, same colour).
/// A gap between the two is time outside the measured call. Virtual devices
/// carry "(virtual)" in the legend and the title says so.
class ThroughputChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit ThroughputChart(QWidget *parent = nullptr);

    /// Plot the PKCS#11 runs among `runs` (others are left out).
    void setRuns(const QList<keyward::bench::RunRecord> &runs);

    QString title() const;
    /// Device × algorithm × operation series shown (tests).
    int seriesCount() const { return m_series; }
    /// Wall-clock points plotted over all series (tests).
    int pointCount() const { return m_points; }

private:
    int m_series = 0;
    int m_points = 0;
};

} // namespace keyward::gui::bench
