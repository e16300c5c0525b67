// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartAxes.h"
#include "bench/PublishedTlsFigures.h"
#include "bench/runners/TlsBench.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

/// "TLS handshakes": full handshakes per second, one group per device (and
/// TLS version and key exchange), one bar per key type with the rate and the
/// ratio to the raw sign rate written on it; the raw sign rate of the same
/// key in the same run is a black dash over each bar. Virtual devices have a
/// dashed outline and the title says so. Published figures are hatched bars
/// in panels of their own, one per unit (transactions/s of a whole server,
/// raw RSA operations/s), each with its own value axis: units never share an
/// axis. A figure without a recorded source is not drawn (references() keeps
/// it with its status). The note cites each drawn source in a line; the full
/// citations and caveats are in references(). Each value axis is
/// logarithmic by itself when its values span more than 100× (a hardware
/// token's one handshake a second beside a CPU's thousands) and says so.
/// The note also carries the algorithm advice of each device, from the runs
/// shown only (a few sentences; more are left to the report).
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
    /// The published figures beside the runs, for the report: each with its
    /// full citation and caveat, drawn or not, and why not ("source not
    /// recorded"). Empty without runs or with published figures off.
    QStringList references() const { return m_references; }

private:
    struct Panel
    {
        QCPAxisRect *rect = nullptr;
        QCPTextElement *title = nullptr;
        QString name;
        QList<Category> categories;
        double lower = 0;
        double upper = 1;
    };
    void redraw();
    void fit();
    Panel publishedPanel(const QString &unit);

    QList<keyward::bench::TlsBenchResult> m_runs;
    bool m_published = true;
    QStringList m_advice;
    QStringList m_references;
    QCPAxisRect *m_measuredRect = nullptr; ///< measured here: the default axis rect
    QCPLayoutGrid *m_panels = nullptr;
    QCPMarginGroup *m_margins = nullptr;
    QList<Panel> m_shown;
};

} // namespace keyward::gui::bench
