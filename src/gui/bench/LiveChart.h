// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchEngine.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// Latencies as they arrive, one dot per operation. Fed by the engine's
/// batched progress (≤ 30 reports/s, ≤ 512 samples each), replotted at most
/// once per report; keeps the last kMaxPoints points.
class LiveChart : public QCustomPlot
{
    Q_OBJECT
public:
    static constexpr int kMaxPoints = 20000;

    explicit LiveChart(QWidget *parent = nullptr);

    /// A new case begins: clear, and title it.
    void beginCase(const QString &title);
    /// Append the samples of one progress report.
    void addProgress(const keyward::bench::BenchProgress &progress);

    QString title() const;
    int pointCount() const;

private:
    QCPGraph *m_graph;
    double m_next = 0;
    double m_high = 0;
};

} // namespace keyward::gui::bench
