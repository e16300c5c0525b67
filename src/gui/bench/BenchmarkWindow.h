// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <QWidget>

#include <memory>

namespace Ui {
class BenchmarkWindow;
}

namespace keyward {
class DeviceListModel;
namespace bench {
class ResultStore;
struct BenchCase;
struct BenchProgress;
} // namespace bench
} // namespace keyward

namespace keyward::gui::bench {

class BenchmarkQueue;
class ComparisonChart;
class DistributionChart;
class LiveChart;

/// The benchmark page: choose devices (PKCS#11 tokens from the device list,
/// the CPU baseline), algorithms, operations, iterations or duration,
/// warm-up and threads; start; watch progress and the live chart; cancel.
/// Results go into the result store and the comparison and distribution
/// charts, beside the published figures; charts export as PNG/PDF, data as
/// CSV/JSON. Virtual devices are marked in legends and titles.
class BenchmarkWindow : public QWidget
{
    Q_OBJECT
public:
    /// `storePath` empty: the application's result store.
    explicit BenchmarkWindow(keyward::DeviceListModel *devices, const QString &storePath = {},
                             QWidget *parent = nullptr);
    ~BenchmarkWindow() override;

    ComparisonChart *comparisonChart() const { return m_comparison; }
    DistributionChart *distributionChart() const { return m_distribution; }
    LiveChart *liveChart() const { return m_live; }
    /// Runs measured in this window so far (stored ones included).
    const QList<keyward::bench::RunRecord> &runs() const { return m_runs; }

    /// Start with what is checked; false when nothing runnable is selected.
    bool start();
    void cancel();
    bool isRunning() const;

    /// Export the chart on the current tab / the measured data.
    bool saveChartPng(const QString &fileName);
    bool saveChartPdf(const QString &fileName);
    bool saveDataCsv(const QString &fileName);
    bool saveDataJson(const QString &fileName);

Q_SIGNALS:
    /// A run of all selected cases ended (also after cancel).
    void runFinished(bool cancelled);

private:
    void fillDevices();
    void fillChoices();
    void onCaseStarted(int index, int count, const keyward::bench::BenchCase &benchCase);
    void onProgress(const keyward::bench::BenchProgress &progress);
    void onCaseFinished(const keyward::bench::RunRecord &record);
    void onCaseFailed(const keyward::bench::BenchCase &benchCase, const QString &message);
    void onFinished(bool cancelled);
    void refreshCharts();
    void askAndSave(bool (BenchmarkWindow::*save)(const QString &), const QString &filter);
    void setRunning(bool running);

    std::unique_ptr<Ui::BenchmarkWindow> m_ui;
    keyward::DeviceListModel *m_devices;
    std::unique_ptr<keyward::bench::ResultStore> m_store;
    BenchmarkQueue *m_queue;
    ComparisonChart *m_comparison;
    DistributionChart *m_distribution;
    LiveChart *m_live;
    QList<keyward::bench::RunRecord> m_runs;
    QStringList m_failures;
    int m_caseIndex = 0;
    int m_caseCount = 0;
};

} // namespace keyward::gui::bench
