// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "BenchmarkQueue.h"
#include "BenchmarkTls.h"
#include "ComparisonChart.h"
#include "DistributionChart.h"
#include "KeygenChart.h"
#include "LiveChart.h"
#include "LoadProfileChart.h"
#include "StoredRunsPanel.h"
#include "ThroughputChart.h"
#include "TlsChart.h"
#include "bench/BenchJob.h"
#include "bench/PublishedFigures.h"
#include "bench/ResultStore.h"
#include "bench/runners/TlsRunRecord.h"
#include "core/Continuation.h"
#include "core/DeviceListModel.h"
#include "core/Logging.h"
#include "core/Worker.h"

#include <QScrollArea>
#include <QSet>
#include <QStyle>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

BenchmarkWindow::BenchmarkWindow(DeviceListModel *devices, const QString &storePath,
                                 QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_ui(std::make_unique<Ui::BenchmarkWindow>())
    , m_devices(devices)
    , m_store(std::make_unique<kb::StoreWorker>(storePath.isEmpty() ? kb::ResultStore::defaultPath()
                                                                    : storePath))
    , m_queue(new BenchmarkQueue(this))
    , m_comparison(new ComparisonChart(this))
    , m_distribution(new DistributionChart(this))
    , m_live(new LiveChart(this))
    , m_throughput(new ThroughputChart(this))
    , m_keygen(new KeygenChart(this))
    , m_loadLatency(new LoadProfileChart(LoadProfileChart::View::Latency, this))
    , m_loadQueue(new LoadProfileChart(LoadProfileChart::View::Queue, this))
{
    m_ui->setupUi(this);
    scrollSideTab(m_ui->settingsPane);
    m_ui->charts->addTab(m_comparison, tr("Comparison"));
    m_ui->charts->addTab(m_distribution, tr("Distribution"));
    m_ui->charts->addTab(m_live, tr("Live"));
    m_ui->charts->addTab(m_throughput, tr("Threads"));
    m_ui->charts->addTab(m_keygen, tr("Key generation"));
    m_ui->charts->addTab(m_loadLatency, tr("Load: latency"));
    m_ui->charts->addTab(m_loadQueue, tr("Load: queue"));
    m_ui->splitter->setStretchFactor(1, 1);
    m_ui->splitter->setSizes({340, 900});
    // The plots ask for the width of their widest legend row; the stored
    // runs' table may take some of it (legends then wrap less neatly).
    m_ui->charts->setMinimumWidth(480);

    // The store opens on its own thread; the answer comes back when it has.
    whenFinished(m_store->opened(), this, [this](const Status &st) {
        if (!st) {
            qCWarning(lcGui) << st.error().technical();
            m_ui->status->setText(tr("Results cannot be stored: %1").arg(st.error().userMessage()));
        }
    });
    m_storedPanel = new StoredRunsPanel(m_store.get(), this);
    m_ui->sideTabs->addTab(m_storedPanel, tr("Stored &results"));
    connect(m_ui->sideTabs, &QTabWidget::currentChanged, this, &BenchmarkWindow::onSideTabChanged);
    connect(m_storedPanel, &StoredRunsPanel::showRequested, this, &BenchmarkWindow::showStoredRuns);
    connect(m_storedPanel, &StoredRunsPanel::clearRequested, this, [this] {
        m_storedShown.clear();
        refreshCharts();
        if (m_storedProfile && !m_loadJob) {
            m_storedProfile.reset();
            m_storedProfileRunId = -1;
            showSessionProfile();
        }
        m_ui->status->setText(tr("The charts show this session's runs only."));
    });
    connect(m_storedPanel, &StoredRunsPanel::removed, this, &BenchmarkWindow::onStoredRemoved);
    connect(m_storedPanel, &StoredRunsPanel::message, m_ui->status, &QLabel::setText);
    addKeyPool();
    m_tls = new TlsPanel(m_devices, this);
    m_ui->sideTabs->addTab(m_tls, tr("&TLS"));
    m_ui->charts->addTab(m_tls->chart(), tr("TLS handshakes"));
    connect(m_tls, &TlsPanel::caseMeasured, this, [this](const kb::TlsBenchResult &result) {
        m_ui->charts->setCurrentWidget(m_tls->chart());
        // Stored like every other run, on the store's thread; the chart has it already.
        kb::RunRecord record = kb::tlsRunRecord(result);
        auto saved = m_store->save(record);
        m_sessionTlsUuids.insert(record.uuid);
        m_sessionTlsRuns << record;
        whenFinished(saved, this, [this](const Result<qint64> &id) {
            if (!id) {
                m_ui->status->setText(
                    tr("The TLS run could not be stored: %1").arg(id.error().userMessage()));
                return;
            }
            m_storedPanel->refresh();
        });
    });

    fillChoices();
    // Room for "Done" and a few "not measured" lines without relayout clipping them.
    m_ui->status->setMinimumHeight(m_ui->status->fontMetrics().lineSpacing() * 4);
    fillDevices();
    connect(m_devices, &QAbstractItemModel::rowsInserted, this, &BenchmarkWindow::fillDevices);
    connect(m_devices, &QAbstractItemModel::rowsRemoved, this, &BenchmarkWindow::fillDevices);
    connect(m_devices, &QAbstractItemModel::modelReset, this, &BenchmarkWindow::fillDevices);
    connect(m_devices, &DeviceListModel::deviceChanged, this, &BenchmarkWindow::fillDevices);

    connect(m_ui->startButton, &QPushButton::clicked, this, &BenchmarkWindow::start);
    for (QListWidget *list : {m_ui->deviceList, m_ui->algorithmList, m_ui->operationList}) {
        connect(list, &QListWidget::itemChanged, this, &BenchmarkWindow::updateStartEnabled);
    }
    connect(m_ui->cancelButton, &QPushButton::clicked, this, &BenchmarkWindow::cancel);
    connect(m_ui->startLoadButton, &QPushButton::clicked, this, &BenchmarkWindow::startLoadProfile);
    connect(m_ui->showPublished, &QCheckBox::toggled, this, [this](bool on) {
        refreshCharts();
        if (on) {
            notePublished();
        }
    });
    m_comparison->bindScaleToggle(m_ui->logScale); // automatic until chosen; the choice kept
    connect(m_ui->dotsChart, &QCheckBox::toggled, m_comparison, &ComparisonChart::setDots);
    connect(m_ui->savePng, &QPushButton::clicked, this,
            [this] { askAndSave(&BenchmarkWindow::saveChartPng, tr("PNG image (*.png)")); });
    connect(m_ui->savePdf, &QPushButton::clicked, this,
            [this] { askAndSave(&BenchmarkWindow::saveChartPdf, tr("PDF document (*.pdf)")); });
    connect(m_ui->saveSvg, &QPushButton::clicked, this,
            [this] { askAndSave(&BenchmarkWindow::saveChartSvg, tr("SVG image (*.svg)")); });
    connect(m_ui->saveCsv, &QPushButton::clicked, this,
            [this] { askAndSave(&BenchmarkWindow::saveDataCsv, tr("CSV (*.csv)")); });
    connect(m_ui->saveJson, &QPushButton::clicked, this,
            [this] { askAndSave(&BenchmarkWindow::saveDataJson, tr("JSON (*.json)")); });
    connect(m_ui->saveHtml, &QPushButton::clicked, this,
            [this] { askAndSave(&BenchmarkWindow::saveHtmlReport, tr("HTML report (*.html)")); });
    connect(m_ui->saveBundle, &QPushButton::clicked, this,
            [this] { askAndSave(&BenchmarkWindow::saveBundle, tr("Folder (*)")); });

    connect(m_queue, &BenchmarkQueue::caseStarted, this, &BenchmarkWindow::onCaseStarted);
    connect(m_queue, &BenchmarkQueue::progress, this, &BenchmarkWindow::onProgress);
    connect(m_queue, &BenchmarkQueue::caseFinished, this, &BenchmarkWindow::onCaseFinished);
    connect(m_queue, &BenchmarkQueue::caseFailed, this, &BenchmarkWindow::onCaseFailed);
    connect(m_queue, &BenchmarkQueue::pinRefused, this, [this] { m_pinRefused = true; });
    connect(m_queue, &BenchmarkQueue::finished, this, &BenchmarkWindow::onFinished);
    refreshCharts();
}

BenchmarkWindow::~BenchmarkWindow()
{
    m_agentWorker.reset();   // joins an identification going on; its answer is dropped
    delete m_loadJob.data(); // cancels and joins before the runner it uses goes
    m_store.reset();         // finishes the saves still queued (SQLite only), then joins
}

void BenchmarkWindow::refreshCharts()
{
    const QList<kb::RunRecord> published =
        m_ui->showPublished->isChecked() ? kb::publishedFigures() : QList<kb::RunRecord>{};
    QList<kb::RunRecord> runs = shownRuns();
    // Stored TLS runs go to the TLS chart (this session's are there already), never
    // to the latency charts.
    QList<kb::RunRecord> tls;
    for (const kb::RunRecord &r : runs) {
        if (kb::isTlsRun(r) && !m_sessionTlsUuids.contains(r.uuid)) {
            tls << r;
        }
    }
    runs.removeIf(
        [](const kb::RunRecord &r) { return r.operation == kb::tlsHandshakeOperation(); });
    if (m_tls) {
        m_tls->setStoredRuns(kb::tlsResultsFrom(tls));
    }
    m_comparison->setRuns(runs, published);
    m_distribution->setRuns(runs);
    m_throughput->setRuns(runs);
    m_keygen->setRuns(runs);
}

void BenchmarkWindow::notePublished()
{
    // Said where the user looks: an empty comparison otherwise looks like a fault.
    if (const QString note = kb::publishedFiguresNote(shownRuns()); !note.isEmpty()) {
        m_ui->status->setText(note);
    }
}

QList<kb::RunRecord> BenchmarkWindow::shownRuns() const
{
    QList<kb::RunRecord> runs = m_runs;
    QSet<QString> uuids;
    for (const kb::RunRecord &r : m_runs) {
        uuids.insert(r.uuid);
    }
    for (const kb::RunRecord &r : m_storedShown) {
        if (!uuids.contains(r.uuid)) {
            runs << r;
        }
    }
    return runs;
}

void BenchmarkWindow::scrollSideTab(QWidget *page)
{
    // With every option shown the setup is taller than a laptop's screen (1366 × 768): it
    // scrolls, and the window's export buttons stay on the screen. Its width still fits whole.
    const int index = m_ui->sideTabs->indexOf(page);
    const QString label = m_ui->sideTabs->tabText(index);
    m_ui->sideTabs->removeTab(index);
    auto *area = new QScrollArea(m_ui->sideTabs);
    area->setObjectName(page->objectName() + QStringLiteral("Scroll"));
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidget(page);
    area->setMinimumWidth(page->minimumSizeHint().width() +
                          area->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    m_ui->sideTabs->insertTab(index, area, label);
}

void BenchmarkWindow::onSideTabChanged(int index)
{
    // The stored runs' table wants more width than the setup: lend it some
    // of the charts' while it is shown.
    if (m_ui->sideTabs->widget(index) == m_storedPanel) {
        m_setupSizes = m_ui->splitter->sizes();
        const int total = m_setupSizes.value(0) + m_setupSizes.value(1);
        const int side = std::max(m_setupSizes.value(0), total / 2);
        m_ui->splitter->setSizes({side, total - side});
    } else if (!m_setupSizes.isEmpty()) {
        m_ui->splitter->setSizes(m_setupSizes);
    }
}

} // namespace keyward::gui::bench
