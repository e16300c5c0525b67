// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"
#include "bench/LoadProfile.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// One of the two load-profile charts, over the per-request arrival, start
/// and end times a load profile records, with the offered rate as a grey
/// step line on the right axis, a vertical marker where the queue starts to
/// grow and the measured service rate in the title:
/// - Latency: each request's latency (arrival → end) and service time
///   (start → end) against its arrival time, the measured mean latency W of
///   each step and what Little's law gives from the measured queue, L / λ.
/// - Queue: requests waiting and in the system over time, the measured time
///   average L of each step and Little's law's λ·W beside it.
/// Virtual devices carry "(virtual)" in the legend and the title says so.
class LoadProfileChart : public QCustomPlot
{
    Q_OBJECT
public:
    enum class View
    {
        Latency,
        Queue,
    };

    explicit LoadProfileChart(View view, QWidget *parent = nullptr);

    /// Show `profile`, measured on `device` for `what` ("ECDSA-P256 sign").
    void setProfile(const keyward::bench::LoadProfileResult &profile,
                    const keyward::bench::DeviceIdentity &device, const QString &what);
    void clearProfile();
    /// A profile starts: the offered rates of `config` and, fed by
    /// addProgress, the queue length as the run reports it.
    void beginLive(const keyward::bench::LoadProfileConfig &config,
                   const keyward::bench::DeviceIdentity &device, const QString &what);
    /// One progress report of the running profile (≤ 30 per second).
    void addProgress(const keyward::bench::LoadProgress &progress);

    View view() const { return m_view; }
    QString title() const;
    /// Data points in the main series: requests (latency), queue changes or,
    /// while a profile runs, progress reports (queue) (tests).
    int pointCount() const { return m_points; }
    /// Whether the "queue starts to grow" marker is drawn (tests).
    bool hasSaturationMarker() const { return m_marker; }

private:
    /// Returns the profile's length in seconds.
    double addOfferedRate(const keyward::bench::LoadProfileConfig &config);
    void addSaturationMarker(const keyward::bench::LoadProfileResult &profile);
    QCPGraph *stepGraph(const QString &name, const QColor &color, Qt::PenStyle style);

    View m_view;
    int m_points = 0;
    bool m_marker = false;
    QCPGraph *m_live = nullptr;
    double m_liveTop = 1;
};

} // namespace keyward::gui::bench
