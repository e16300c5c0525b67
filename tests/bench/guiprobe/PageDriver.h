// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "StallProbe.h"
#include "core/DeviceListModel.h"

#include <QObject>
#include <QTemporaryDir>

#include <memory>

namespace keyward::gui::bench {
class BenchmarkWindow;
}

namespace keyward::guiprobe {

/// What one page run measured.
struct PageRun
{
    QString algorithm;
    bool liveChart = true;
    StallStats stalls;  ///< from Start until after runFinished
    StallStats running; ///< while the case ran (case started → case finished)
    QStringList worstGaps;
    qint64 operations = 0;   ///< timed operations of the run
    double opsPerSecond = 0; ///< the engine's wall-clock throughput
    int livePoints = 0;      ///< points the live chart held at the end
    /// CPU time the GUI thread used from Start to runFinished, per second of
    /// that span (ms/s): what the window's own work (progress, live chart,
    /// charts at the end) would take from an engine thread sharing its core.
    double guiCpuMsPerSecond = 0;
};

/**
 * The benchmark window on the sandbox's SoftHSM2 token, driven the way a
 * user does (check the token, an algorithm and Sign, a duration, the PIN,
 * the live-chart box; start), with a stall probe from the start until a
 * moment after runFinished, so trailing work (storing, chart refresh) counts.
 */
class PageDriver : public QObject
{
    Q_OBJECT
public:
    explicit PageDriver(QObject *parent = nullptr);
    ~PageDriver() override;

    /// List PKCS#11 tokens and open the window; false (with `error`) when
    /// the token keyward-test is not there.
    bool open(QString *error);
    /// Draw the live chart's points in another scatter style (ReplotScenario::scatterStyle
    /// names), through QCustomPlot's own API: what a cheaper style would buy. Before open().
    void setLiveStyle(const QString &style) { m_liveStyle = style; }
    /// Start one run; runDone or runFailed follows.
    void run(const QString &algorithm, double seconds, bool liveChart);
    gui::bench::BenchmarkWindow *window() const { return m_window.get(); }

    /// Probed after runFinished, for the work a finished run leaves behind.
    static constexpr int kTailMs = 300;

Q_SIGNALS:
    /// The run ended with a result for the algorithm.
    void runDone(const keyward::guiprobe::PageRun &run);
    /// The run could not start or produced no result.
    void runFailed(const QString &why);

private:
    void onFinished(bool cancelled);

    QTemporaryDir m_dir;
    DeviceListModel m_model;
    std::unique_ptr<gui::bench::BenchmarkWindow> m_window;
    std::unique_ptr<StallProbe> m_probe;
    PageRun m_current;
    qsizetype m_runsBefore = 0;
    qint64 m_cpuAtStartNs = 0;
    qint64 m_wallAtStartNs = 0;
    QString m_liveStyle = QStringLiteral("shipped");
};

} // namespace keyward::guiprobe
