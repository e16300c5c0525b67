// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/HtmlReport.h"
#include "bench/RunRecord.h"
#include "bench/SkippedCase.h"
#include "bench/StoreWorker.h"

#include <QPointer>
#include <QSet>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

namespace Ui {
class BenchmarkWindow;
}

namespace keyward {
class DeviceListModel;
namespace app {
struct BenchPlanRequest;
struct PlannedBenchCase;
} // namespace app
class Worker;
namespace bench {
struct BenchCase;
struct BenchProgress;
struct LoadProgress;
struct LoadProfileResult;
class BenchJob;
} // namespace bench
} // namespace keyward

namespace keyward::gui::bench {

class BenchmarkQueue;
class ComparisonChart;
class DistributionChart;
class KeygenChart;
class KeyPoolCharts;
class KeyPoolPanel;
class LiveChart;
class LoadProfileChart;
class StoredRunsPanel;
class ThroughputChart;
class TlsPanel;
using PageCase = keyward::app::PlannedBenchCase;

/// The benchmark page: choose devices (PKCS#11 tokens and OpenPGP cards from
/// the device list, the CPU baseline), algorithms, operations, iterations or
/// duration, warm-up and threads; start; watch progress and the live chart;
/// cancel. OpenPGP cards run with the key on the card (sign, decrypt,
/// authenticate; the card PIN from its own field) end to end through
/// gpg-agent or as device time over PC/SC (the "Card path" choice), planned
/// as `keyward-cli bench --card --path end-to-end|device` plans them.
/// Results go into the result store (on its own thread, StoreWorker) and
/// the charts (comparison beside the published figures, distribution,
/// throughput against threads, key generation times). A load profile runs
/// against the first checked token and fills the latency and queue charts. Charts
/// export as PNG, PDF and SVG, data as CSV/JSON, and everything as one HTML report. Virtual devices
/// are marked in legends and titles.
///
/// "Stored results" (a tab beside the setup) lists the store's runs, newest
/// first; selected ones go into the charts beside this session's runs (a
/// stored load profile into the two load-profile charts), and the exports
/// cover what the charts show. Runs are imported from result files made
/// elsewhere and deleted after a confirmation. A token and an OpenPGP card
/// each have a PIN field of their own; neither PIN is kept after the run
/// that uses it has started.
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
    ThroughputChart *throughputChart() const { return m_throughput; }
    KeygenChart *keygenChart() const { return m_keygen; }
    LoadProfileChart *loadLatencyChart() const { return m_loadLatency; }
    LoadProfileChart *loadQueueChart() const { return m_loadQueue; }
    /// Runs measured in this window so far.
    const QList<keyward::bench::RunRecord> &runs() const { return m_runs; }
    /// Runs taken from the store into the charts ("Show in charts"), with samples.
    const QList<keyward::bench::RunRecord> &storedRunsShown() const { return m_storedShown; }
    /// What the case charts and the exports show: this session's runs, then
    /// the stored ones shown (a run in both counts once).
    QList<keyward::bench::RunRecord> shownRuns() const;
    /// The cases this session's runs asked for and skipped, with why (also in
    /// the closing line of each run and in the HTML report).
    const QList<keyward::bench::SkippedCase> &skippedCases() const { return m_sessionSkipped; }
    /// Load profiles measured in this window, oldest first.
    const QList<keyward::bench::ReportLoadProfile> &loadProfiles() const { return m_profiles; }
    /// The stored load profile the load charts show, if one was taken from the store.
    const std::optional<keyward::bench::ReportLoadProfile> &storedProfileShown() const
    {
        return m_storedProfile;
    }
    /// The key pool experiment (side tab "Key pool") and its two charts.
    KeyPoolPanel *keyPoolPanel() const { return m_keyPool; }
    KeyPoolCharts *keyPoolCharts() const { return m_keyPoolCharts; }
    /// The TLS case and its chart.
    TlsPanel *tlsPanel() const { return m_tls; }
    /// The "Stored results" part.
    StoredRunsPanel *storedRunsPanel() const { return m_storedPanel; }
    /// Put these stored runs into the charts (what "Show in charts" does);
    /// storedRunsLoaded() follows.
    void showStoredRuns(const QList<keyward::bench::StoredRun> &runs);

    /// Start with what is checked; false when nothing runnable is selected.
    bool start();
    /// Start a load profile (rates, step length, workers from the page) on
    /// the first checked PKCS#11 token with the first checked algorithm and
    /// the first checked sign or decrypt operation; false when that is missing.
    bool startLoadProfile();
    /// Stop the case run or load profile going on.
    void cancel();
    bool isRunning() const;

    /// Export the chart on the current tab / the measured data. Each says in
    /// the status line where it saved the file, or that it could not.
    bool saveChartPng(const QString &fileName);
    bool saveChartPdf(const QString &fileName);
    bool saveChartSvg(const QString &fileName);
    bool saveDataCsv(const QString &fileName);
    bool saveDataJson(const QString &fileName);
    /// Every chart with data, the statistics, devices (no serials), settings,
    /// software versions and the load profiles' steps, in one HTML file.
    bool saveHtmlReport(const QString &fileName);
    QByteArray htmlReport();
    /// The publishable bundle (app::writeBenchBundle) in the new or empty folder `dir`: the
    /// report, each chart as SVG and PNG, the runs the charts show with this session's TLS
    /// and key pool runs as CSV and JSON, the environment, the skipped cases and the
    /// keyward-cli commands; the status line says where and how many files, or why not.
    bool saveBundle(const QString &dir);

Q_SIGNALS:
    /// A run of all selected cases ended (also after cancel).
    void runFinished(bool cancelled);
    /// A load profile ended (also after cancel or an error).
    void loadProfileFinished(bool cancelled);
    /// Stored runs asked for with showStoredRuns() are in the charts (also
    /// when loading them failed: the status line says why).
    void storedRunsLoaded();
    /// A result was saved to the store (or saving it failed: `ok` false, and
    /// the status line says why).
    void resultStored(bool ok);

private:
    void fillDevices();
    /// Start the queue with `plan`; its skipped cases are kept for the closing line.
    bool runPlan(QList<PageCase> plan);
    /// "Done: 5 cases measured; 1 skipped: …" (the tooltip lists what it leaves out).
    QString closingLine(bool cancelled, int measured);
    /// The status line says `saved` with `fileName`'s absolute path for %1
    /// ("Saved the report to %1."), or that writing it failed; gives back `ok`.
    bool confirmSaved(bool ok, const QString &saved, const QString &fileName);
    /// The status line says when "Show published figures" draws none for the runs shown.
    void notePublished();
    /// Plan and run `selection` once gpg-agent has said which card it uses.
    void startWithCard(std::unique_ptr<keyward::app::BenchPlanRequest> request);
    void fillChoices();
    void onCaseStarted(int index, int count, const keyward::bench::BenchCase &benchCase);
    void onProgress(const keyward::bench::BenchProgress &progress);
    void onCaseFinished(const keyward::bench::RunRecord &record);
    void onCaseFailed(const keyward::bench::BenchCase &benchCase, const QString &message);
    void onFinished(bool cancelled);
    void refreshCharts();
    void onLoadProgress(const keyward::bench::LoadProgress &progress);
    void onLoadFinished(const keyward::bench::LoadProfileResult &result);
    void onLoadFailed(const keyward::Error &error);
    void endLoadProfile(bool cancelled, const QString &status);
    void askAndSave(bool (BenchmarkWindow::*save)(const QString &), const QString &filter);
    /// What the HTML report shows; `withSvg`: the charts also as SVG (for a bundle).
    keyward::bench::HtmlReportInput reportInput(bool withSvg);
    void setRunning(bool running);
    bool hasValidChoice() const;
    /// A short run of the load profile's case, then the profile at rates
    /// around the rate it measured (the rates field left empty).
    void calibrateLoadProfile();
    void runLoadProfile(const QList<double> &rates);
    void updateStartEnabled();
    /// Store a finished case run off the GUI thread; the list is refreshed after.
    void storeRun(keyward::bench::RunRecord &run);
    void onStoreFailed(const keyward::Error &error);
    void onStoredRemoved(const QList<qint64> &ids);
    /// The load charts show `profile` (in two turns, each chart its own).
    void showLoadProfile(const keyward::bench::ReportLoadProfile &profile,
                         std::function<void()> done);
    /// The status text with the store's failures of this run below it.
    QString withStoreErrors(const QString &text) const;
    void onSideTabChanged(int index);
    void scrollSideTab(QWidget *page);
    /// The load charts back to this session's last profile, or empty.
    void showSessionProfile();
    /// Places the key pool experiment (BenchmarkKeyPool.cpp).
    void addKeyPool();

    std::unique_ptr<Ui::BenchmarkWindow> m_ui;
    keyward::DeviceListModel *m_devices;
    std::unique_ptr<keyward::bench::StoreWorker> m_store;
    StoredRunsPanel *m_storedPanel = nullptr;
    TlsPanel *m_tls = nullptr;
    BenchmarkQueue *m_queue;
    ComparisonChart *m_comparison;
    DistributionChart *m_distribution;
    LiveChart *m_live;
    ThroughputChart *m_throughput;
    KeygenChart *m_keygen;
    LoadProfileChart *m_loadLatency;
    LoadProfileChart *m_loadQueue;
    KeyPoolPanel *m_keyPool = nullptr;
    KeyPoolCharts *m_keyPoolCharts = nullptr;
    QPointer<keyward::bench::BenchJob> m_loadJob;
    std::unique_ptr<PageCase> m_loadCase; ///< keeps the token runner alive while it runs
    QList<keyward::bench::ReportLoadProfile> m_profiles;
    QList<keyward::bench::RunRecord> m_runs;
    QList<keyward::bench::RunRecord> m_storedShown;
    std::optional<keyward::bench::ReportLoadProfile> m_storedProfile;
    QStringList m_storeErrors; ///< saves that failed since the last start
    QList<int> m_setupSizes;   ///< splitter sizes while the setup tab is shown
    qint64 m_storedProfileRunId = -1;
    QSet<QString> m_sessionProfileUuids;               ///< runs of this session's load profiles
    QSet<QString> m_sessionTlsUuids;                   ///< this session's TLS runs, as stored
    QList<keyward::bench::RunRecord> m_sessionTlsRuns; ///< the same runs, for a bundle
    QString m_storedProfileUuid;                       ///< the run of the stored profile shown
    QStringList m_failures;
    QList<keyward::bench::SkippedCase> m_skipped;        ///< the current run's
    QList<keyward::bench::SkippedCase> m_sessionSkipped; ///< every run's, for the report
    /// The PINs of the run, until it ends: given back to their fields when it measured
    /// nothing and no device refused them (the user need not type them again), wiped then.
    QByteArray m_heldTokenPin;
    QByteArray m_heldCardPin;
    bool m_pinRefused = false;
    int m_caseIndex = 0;
    int m_caseCount = 0;
    qsizetype m_runsAtStart = 0; ///< m_runs before this run: what it measured is the rest
    std::unique_ptr<keyward::Worker> m_agentWorker; ///< asks gpg-agent for the card
    bool m_probing = false;                         ///< the card is being identified before a run
    bool m_probeCancelled = false;                  ///< cancel came while identifying it
};

} // namespace keyward::gui::bench
