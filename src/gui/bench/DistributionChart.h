// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartAxes.h"
#include "bench/RunRecord.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// Latency distribution of each measured run as a box plot: quartiles as the
/// box, median line, whiskers at p5/p95 (p95 is what the tables report), the
/// samples beyond as outlier dots (at most 200 per run). Runs without samples
/// (published figures) are left out. Each box is labelled with its case and
/// path (wrapped, upright or numbered with a key, as the width allows); the
/// legend names the devices by their colour. Logarithmic by itself when the
/// latencies span more than 100× (the axis label says so).
class DistributionChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit DistributionChart(QWidget *parent = nullptr);

    void setRuns(const QList<keyward::bench::RunRecord> &runs);

    QString title() const;
    /// Boxes drawn (tests).
    int boxCount() const;

private:
    QList<Category> m_categories;
};

} // namespace keyward::gui::bench
