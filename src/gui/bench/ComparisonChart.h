// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// The chart a reviewer publishes: mean latency as grouped bars, one group
/// per algorithm and operation, one bar per device, with the 95 % confidence
/// interval as error bars. Published reference figures stand beside measured
/// ones (hatched, "(published, YEAR)" in the legend); virtual devices carry
/// "(virtual)" in the legend and the title says so. Two runs of one device
/// and case (a stored one beside this session's) each keep a bar, their
/// series named with the time they started.
class ComparisonChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit ComparisonChart(QWidget *parent = nullptr);

    /// Show `measured` and those `published` figures whose algorithm and
    /// operation match a measured group.
    void setRuns(const QList<keyward::bench::RunRecord> &measured,
                 const QList<keyward::bench::RunRecord> &published = {});

    /// The title as shown (tests and screenshots check it).
    QString title() const;
    /// Bars plotted per series (tests).
    int barCount() const;
};

} // namespace keyward::gui::bench
