// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <qcustomplot.h>

#include <optional>

namespace keyward::gui::bench {

/// The chart a reviewer publishes: mean latency, one group per algorithm,
/// operation and measurement path (like with like: OpenSSL in process never
/// shares a group with a figure measured through GnuPG), one bar (or dot)
/// per device with the 95 % confidence interval and the value written on
/// it. Every series names its path; each device keeps one colour for the
/// session. Published reference figures are hatched and cited in the note
/// under the chart; virtual devices have a dashed outline, "(virtual)" in
/// the legend and the title says so. Two runs of one device and case (a
/// stored one beside this session's) each keep a bar, their series named
/// with the time they started. Linear axis by default (bars start at zero).
class ComparisonChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit ComparisonChart(QWidget *parent = nullptr);

    /// Show `measured` and those `published` figures whose algorithm and
    /// operation match a measured run.
    void setRuns(const QList<keyward::bench::RunRecord> &measured,
                 const QList<keyward::bench::RunRecord> &published = {});

    /// Logarithmic value axis (off by default); redraws.
    void setLogarithmic(bool on);
    bool isLogarithmic() const { return m_log; }
    /// Dots with confidence-interval whiskers instead of bars; redraws.
    void setDots(bool on);
    bool dots() const { return m_dots; }

    /// The title as shown (tests and screenshots check it).
    QString title() const;
    /// Bars (or dots) plotted over all series (tests).
    int barCount() const;
    /// The value labels written on the bars (tests).
    QStringList valueLabels() const;
    /// The mean plotted for `run` (its series, in its group), if it is shown (tests).
    std::optional<double> barFor(const keyward::bench::RunRecord &run) const;

private:
    void redraw();

    QList<keyward::bench::RunRecord> m_measured;
    QList<keyward::bench::RunRecord> m_published;
    bool m_log = false;
    bool m_dots = false;
};

/// A latency in milliseconds as a value label: three significant digits.
QString valueLabel(double ms);

} // namespace keyward::gui::bench
