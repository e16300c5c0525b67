// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/PublishedTlsFigures.h"
#include "bench/runners/TlsBench.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// "TLS handshakes": full handshakes per second, one group per device (and
/// TLS version and key exchange), one bar per key type with the rate and the
/// ratio to the raw sign rate written on it; the raw sign rate of the same
/// key in the same run is a black dash over each bar. Virtual devices have a
/// dashed outline and the title says so; published figures (transactions/s
/// of a whole server, raw RSA operations/s) are hatched bars in groups of
/// their own, cited in the note under the chart with their caveats. The
/// value axis is logarithmic: a hardware token's one handshake a second and
/// a CPU's thousands stay readable side by side. The note also carries the
/// algorithm advice of each device, from the runs shown only.
class TlsChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit TlsChart(QWidget *parent = nullptr);

    /// Show `runs`; the published figures beside them when `published`.
    void setRuns(const QList<keyward::bench::TlsBenchResult> &runs, bool published = true);
    const QList<keyward::bench::TlsBenchResult> &runs() const { return m_runs; }

    /// The title as shown (tests and screenshots check it).
    QString title() const;
    /// Measured bars plotted, over all key types (tests).
    int measuredBarCount() const;
    /// Hatched published bars plotted (tests).
    int publishedBarCount() const;
    /// The key types with a measured bar, in the legend's order (tests).
    QStringList keyTypes() const;
    /// The advice shown under the chart: one line per sentence, each naming
    /// its device (empty when no device had two comparable key types).
    QStringList advice() const { return m_advice; }

private:
    void redraw();

    QList<keyward::bench::TlsBenchResult> m_runs;
    bool m_published = true;
    QStringList m_advice;
};

} // namespace keyward::gui::bench
