// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchEngine.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// Latencies as they arrive, one dot per operation. Fed by the engine's
/// batched progress (≤ 30 reports/s, ≤ 512 samples each); every report's
/// points are kept (the last kMaxPoints), but the chart is redrawn at most
/// once per kReplotIntervalMs, with the last batch always drawn.
class LiveChart : public QCustomPlot
{
    Q_OBJECT
public:
    static constexpr int kMaxPoints = 20000;
    /// A redraw costs ~1.3 ms of GUI-thread time (most of it Qt compositing
    /// the plot's paint buffers); at 30 a second that is 4 % of a core an
    /// engine thread may need, at 10 a second about 1 %
    /// (keyward-guiprobe --scenario chart reports both).
    static constexpr int kReplotIntervalMs = 100;

    explicit LiveChart(QWidget *parent = nullptr);

    /// A new case begins: clear, and title it.
    void beginCase(const QString &title);
    /// Append the samples of one progress report.
    void addProgress(const keyward::bench::BenchProgress &progress);

    /// The points' style: a disc drawn once into a pixmap, blitted per point.
    static QCPScatterStyle pointStyle();

    QString title() const;
    int pointCount() const;

private:
    void replotThrottled();

    QCPGraph *m_graph;
    QTimer *m_throttle;
    bool m_dirty = false;
    double m_next = 0;
    double m_high = 0;
};

} // namespace keyward::gui::bench
