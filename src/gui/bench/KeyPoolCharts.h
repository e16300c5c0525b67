// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"
#include "bench/KeyPoolBench.h"

#include <QWidget>

#include <optional>

class QCustomPlot;
class QLabel;
class QScrollArea;

namespace keyward::gui::bench {

class KeyPoolBurstChart;

/// The key pool experiment's two charts side by side, as the published
/// thesis draws them (its Figures 4-4 and 4-5): each request's latency
/// against its arrival time, generating on demand (left) and taking keys
/// from the pool (right), on one shared logarithmic latency axis, with the
/// dropped requests counted over time on the right axis. Under them the
/// verdict with the lift and its confidence interval, and the thesis's
/// published figures, labelled as such, with their citation. All of it
/// scrolls when the window is too short for the charts' minimum heights.
class KeyPoolCharts : public QWidget
{
    Q_OBJECT
public:
    explicit KeyPoolCharts(QWidget *parent = nullptr);

    struct Shown
    {
        keyward::bench::DeviceIdentity device;
        QString keyType; ///< rsa2048, rsa3072, p256, p384
        std::optional<keyward::bench::KeyPoolBenchRun> onDemand;
        std::optional<keyward::bench::KeyPoolBenchRun> pool;
        /// A burst from the pool (KeyPoolBenchConfig::isBurst), drawn below.
        std::optional<keyward::bench::KeyPoolBenchRun> burst;
    };
    void setRuns(const Shown &shown);
    void clear();

    QCustomPlot *onDemandPlot() const { return m_demand; }
    QCustomPlot *poolPlot() const { return m_pool; }
    KeyPoolBurstChart *burstChart() const { return m_burst; }
    /// Requests drawn in each chart's latency series (tests).
    int latencyPoints(bool pool) const;
    /// Dropped requests the chart's dropped series ends at (tests).
    int droppedShown(bool pool) const;
    QString verdictText() const;
    QString referenceText() const;
    /// Both charts with the verdict and the reference under them, as one PNG.
    bool savePng(const QString &fileName);

    /// "RSA-2048" for "rsa2048".
    static QString keyTypeLabel(const QString &keyType);
    /// The thesis's citation, one line.
    static QString thesisCitation();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitContent();
    void fill(QCustomPlot *plot, const keyward::bench::KeyPoolBenchRun *run, bool pool,
              const Shown &shown, double low, double high);

    QScrollArea *m_scroll = nullptr;
    QWidget *m_content; ///< in m_scroll: the charts keep their height
    QCustomPlot *m_demand;
    QCustomPlot *m_pool;
    KeyPoolBurstChart *m_burst;
    QLabel *m_verdict;
    QLabel *m_reference;
};

} // namespace keyward::gui::bench
