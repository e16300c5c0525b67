// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"
#include "bench/KeyPoolBench.h"

#include <QWidget>

class QCustomPlot;

namespace keyward::gui::bench {

/// The key pool burst: each request's latency against its arrival time,
/// those served with a key the refill worker had unwrapped ahead apart from
/// those that waited for an unwrap, and a vertical line where the keys
/// unwrapped ahead ran out.
class KeyPoolBurstChart : public QWidget
{
    Q_OBJECT
public:
    explicit KeyPoolBurstChart(QWidget *parent = nullptr);

    void setRun(const keyward::bench::DeviceIdentity &device, const QString &keyTypeLabel,
                const keyward::bench::KeyPoolBenchRun &burst);
    void clear();

    QCustomPlot *plot() const { return m_plot; }
    /// Requests drawn as served with a ready key, and as waiting for an unwrap (tests).
    int readyPoints() const;
    int waitedPoints() const;
    /// Where the "ran out" line is, seconds; -1 when there is none (tests).
    double ranOutLineSeconds() const { return m_ranOutSeconds; }

private:
    QCustomPlot *m_plot;
    double m_ranOutSeconds = -1;
};

} // namespace keyward::gui::bench
