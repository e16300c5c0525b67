// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "BenchmarkQueue.h"
#include "ChartExport.h"
#include "ComparisonChart.h"
#include "DistributionChart.h"
#include "KeygenChart.h"
#include "LiveChart.h"
#include "LoadProfileChart.h"
#include "StoredRunsPanel.h"
#include "ThroughputChart.h"
#include "bench/BenchJob.h"
#include "bench/LoadProfileRecord.h"
#include "bench/PublishedFigures.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"
#include "bench/agent/AgentCardIdentity.h"
#include "bench/cpu/CpuBaselineRunner.h"
#include "bench/runners/CardIdentity.h"
#include "bench/runners/Pkcs11Bench.h"
#include "core/Continuation.h"
#include "core/DeviceListModel.h"
#include "core/Logging.h"
#include "core/Worker.h"
#include "pkcs11/SecretBytes.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFuture>
#include <QSaveFile>
#include <QSet>
#include <QTimer>

#include <optional>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

namespace {
constexpr char kCpuId[] = "cpu";

void addCheckable(QListWidget *list, const QString &text, const QVariant &data, bool checked)
{
    auto *item = new QListWidgetItem(text, list);
    item->setData(Qt::UserRole, data);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

// Short lists show all their rows and no more, leaving room for the device list.
void fitToRows(QListWidget *list)
{
    list->setFixedHeight(list->sizeHintForRow(0) * list->count() + 2 * list->frameWidth() + 2);
}

QList<QVariant> checkedData(const QListWidget *list)
{
    QList<QVariant> out;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            out << list->item(i)->data(Qt::UserRole);
        }
    }
    return out;
}
} // namespace

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

    fillChoices();
    fitToRows(m_ui->algorithmList);
    fitToRows(m_ui->operationList);
    // Room for "Done" and a few "not measured" lines without relayout clipping them.
    m_ui->status->setMinimumHeight(m_ui->status->fontMetrics().lineSpacing() * 4);
    fillDevices();
    connect(m_devices, &QAbstractItemModel::rowsInserted, this, &BenchmarkWindow::fillDevices);
    connect(m_devices, &QAbstractItemModel::rowsRemoved, this, &BenchmarkWindow::fillDevices);
    connect(m_devices, &QAbstractItemModel::modelReset, this, &BenchmarkWindow::fillDevices);
    connect(m_devices, &DeviceListModel::deviceChanged, this, &BenchmarkWindow::fillDevices);

    connect(m_ui->startButton, &QPushButton::clicked, this, &BenchmarkWindow::start);
    connect(m_ui->cancelButton, &QPushButton::clicked, this, &BenchmarkWindow::cancel);
    connect(m_ui->startLoadButton, &QPushButton::clicked, this, &BenchmarkWindow::startLoadProfile);
    connect(m_ui->showPublished, &QCheckBox::toggled, this, &BenchmarkWindow::refreshCharts);
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

    connect(m_queue, &BenchmarkQueue::caseStarted, this, &BenchmarkWindow::onCaseStarted);
    connect(m_queue, &BenchmarkQueue::progress, this, &BenchmarkWindow::onProgress);
    connect(m_queue, &BenchmarkQueue::caseFinished, this, &BenchmarkWindow::onCaseFinished);
    connect(m_queue, &BenchmarkQueue::caseFailed, this, &BenchmarkWindow::onCaseFailed);
    connect(m_queue, &BenchmarkQueue::finished, this, &BenchmarkWindow::onFinished);
    refreshCharts();
}

BenchmarkWindow::~BenchmarkWindow()
{
    m_agentWorker.reset();   // joins an identification going on; its answer is dropped
    delete m_loadJob.data(); // cancels and joins before the runner it uses goes
    m_store.reset();         // finishes the saves still queued (SQLite only), then joins
}

void BenchmarkWindow::fillChoices()
{
    QStringList algorithms = kb::Pkcs11Bench::algorithms();
    for (const QString &a : kb::CpuBaselineRunner::algorithms()) {
        if (!algorithms.contains(a)) {
            algorithms << a;
        }
    }
    for (const QString &a : algorithms) {
        addCheckable(m_ui->algorithmList, a, a, a == QLatin1String("RSA-2048"));
    }
    const QList<std::pair<kb::OperationKind, QString>> ops = {
        {kb::OperationKind::Sign, tr("Sign")},
        {kb::OperationKind::Decrypt, tr("Decrypt")},
        {kb::OperationKind::Authenticate, tr("Authenticate")},
        {kb::OperationKind::KeyGeneration, tr("Key generation")},
        {kb::OperationKind::PinVerify, tr("PIN verification")}};
    for (const auto &[op, text] : ops) {
        addCheckable(m_ui->operationList, text, int(op), op == kb::OperationKind::Sign);
    }
    m_ui->operationList->item(2)->setToolTip(
        tr("OpenPGP cards: a signature with the authentication key, as for SSH"));
    m_ui->operationList->item(3)->setToolTip(
        tr("PKCS#11 tokens and the CPU baseline, with a benchmark key removed again. "
           "Not on OpenPGP cards: a new key would replace the key on the card."));
    m_ui->operationList->item(4)->setToolTip(
        tr("The user PIN, checked once per operation: C_Login on PKCS#11 tokens (one thread, "
           "one case per token), VERIFY over PC/SC on OpenPGP cards (device time). The PIN "
           "is tried once before the loop, so a wrong one costs one try."));
    // The two ways of measuring a card, named as the CLI names them (--path).
    m_ui->cardPath->addItem(tr("End to end (gpg-agent)"), int(kb::BenchPath::EndToEnd));
    m_ui->cardPath->addItem(tr("Device time (PC/SC)"), int(kb::BenchPath::DeviceTime));
    m_ui->cardPath->setItemData(
        0,
        tr("What users feel: each operation through gpg-agent and scdaemon on one "
           "connection, as GnuPG uses the card"),
        Qt::ToolTipRole);
    m_ui->cardPath->setItemData(
        1,
        tr("The card alone: the operation as raw APDUs over PC/SC, without gpg-agent or "
           "scdaemon, which must have let go of the reader (gpgconf --kill scdaemon)"),
        Qt::ToolTipRole);
    m_ui->cardPath->setToolTip(
        tr("How OpenPGP cards are measured: end to end through gpg-agent, or device time "
           "with raw APDUs over PC/SC (scdaemon must have let go of the reader)"));
}

void BenchmarkWindow::fillDevices()
{
    const QList<QVariant> checked = checkedData(m_ui->deviceList);
    m_ui->deviceList->clear();
    for (const DeviceInfo &d : m_devices->devices()) {
        if (d.kind == DeviceKind::Reader || !d.present) {
            continue;
        }
        QString text = d.name.isEmpty() ? d.model : d.name;
        if (!d.model.isEmpty() && d.model != text) {
            text += QStringLiteral(" — ") + d.model;
        }
        if (d.isVirtual) {
            text += tr(" (virtual)");
        }
        addCheckable(m_ui->deviceList, text, d.id, checked.contains(d.id));
        m_ui->deviceList->item(m_ui->deviceList->count() - 1)->setToolTip(text); // when elided
        if (d.kind == DeviceKind::OpenPgpCard) {
            m_ui->deviceList->item(m_ui->deviceList->count() - 1)
                ->setToolTip(
                    tr("%1\nMeasured with the keys on the card (sign, decrypt, authenticate), "
                       "end to end through gpg-agent or as device time over PC/SC "
                       "(Card path); the algorithm is the card key's. Needs the "
                       "card's user PIN.")
                        .arg(text));
        }
    }
    addCheckable(m_ui->deviceList, tr("CPU baseline (OpenSSL)"), QString::fromLatin1(kCpuId),
                 checked.contains(QString::fromLatin1(kCpuId)));
}

bool BenchmarkWindow::start()
{
    if (isRunning()) {
        return false;
    }
    PageSelection s;
    const QList<DeviceInfo> all = m_devices->devices();
    for (const QVariant &id : checkedData(m_ui->deviceList)) {
        if (id.toString() == QLatin1String(kCpuId)) {
            s.cpuBaseline = true;
        }
        for (const DeviceInfo &d : all) {
            if (d.id == id.toString()) {
                s.devices << d;
            }
        }
    }
    for (const QVariant &a : checkedData(m_ui->algorithmList)) {
        s.algorithms << a.toString();
    }
    for (const QVariant &op : checkedData(m_ui->operationList)) {
        s.operations << kb::OperationKind(op.toInt());
    }
    s.settings.warmup = m_ui->warmup->value();
    s.settings.threads = m_ui->threads->value();
    s.threadSweep = m_ui->threadSweep->isChecked();
    s.settings.iterations = m_ui->iterations->value();
    if (m_ui->byDuration->isChecked()) {
        s.settings.duration = std::chrono::milliseconds(qint64(m_ui->duration->value() * 1000));
    }
    if ((s.devices.isEmpty() && !s.cpuBaseline) || s.algorithms.isEmpty() ||
        s.operations.isEmpty()) {
        m_ui->status->setText(tr("Choose at least one device, algorithm and operation."));
        return false;
    }
    const bool card = std::any_of(s.devices.cbegin(), s.devices.cend(), [](const DeviceInfo &d) {
        return d.kind == DeviceKind::OpenPgpCard;
    });
    const bool token = std::any_of(s.devices.cbegin(), s.devices.cend(), [](const DeviceInfo &d) {
        return d.kind == DeviceKind::Pkcs11Token;
    });
    if (card && m_ui->cardPin->text().isEmpty()) {
        m_ui->status->setText(tr("The OpenPGP card's user PIN is needed: enter it under "
                                 "Card user PIN (PW1), then start again."));
        m_ui->cardPin->setFocus();
        return false;
    }
    // Each PIN goes to its own devices only, and is not kept beyond the run
    // that needs it; a field this run does not use is left alone.
    if (token) {
        s.tokenPin = m_ui->tokenPin->text().toUtf8();
        m_ui->tokenPin->clear();
    }
    if (card) {
        s.cardPin = m_ui->cardPin->text().toUtf8();
        m_ui->cardPin->clear();
    }
    s.cardPath = kb::BenchPath(m_ui->cardPath->currentData().toInt());
    m_failures.clear();
    m_storeErrors.clear();
    setRunning(true);
    m_ui->charts->setCurrentWidget(m_live);
    // Not the last run's points while the first case is set up.
    m_live->beginCase(tr("Live latency"));
    if (card) {
        startWithCard(std::make_unique<PageSelection>(std::move(s)));
        return true;
    }
    return m_queue->start(planCases(std::move(s)));
}

namespace {
/// What the worker found out about gpg-agent's card.
struct AgentCardProbe
{
    std::optional<kb::AgentCardIdentity> card;
    std::optional<kb::DeviceIdentity> pcscCard; ///< device time: the card over PC/SC
    QString reader;
    QString error;
};

/// Device time: the first reader with a card, identified over PC/SC. Busy
/// means scdaemon holds the reader; the user is told how to free it.
AgentCardProbe probeOverPcsc()
{
    AgentCardProbe out;
    auto reader = kb::firstReaderWithCard();
    auto identity =
        reader ? kb::probeOpenPgpCard(reader.value()) : Result<kb::DeviceIdentity>(reader.error());
    if (identity) {
        out.pcscCard = identity.value();
        out.reader = reader.value();
        return out;
    }
    qCInfo(lcGui) << "benchmark: no card over PC/SC:" << identity.error().technical();
    out.error = identity.error().is(ErrorKind::Busy)
                    ? BenchmarkWindow::tr("scdaemon holds the card. Device time needs the reader "
                                          "to itself: end scdaemon (gpgconf --kill scdaemon) and "
                                          "start again, or measure end to end")
                    : identity.error().userMessage();
    return out;
}
} // namespace

void BenchmarkWindow::startWithCard(std::unique_ptr<PageSelection> selection)
{
    // Which card gpg-agent uses, asked on a worker: the agent may take
    // seconds to start scdaemon, and the GUI thread never waits on a device.
    if (!m_agentWorker) {
        m_agentWorker = std::make_unique<Worker>(QStringLiteral("bench-agent-card"));
    }
    m_probing = true;
    m_probeCancelled = false;
    const bool deviceTime = selection->cardPath == kb::BenchPath::DeviceTime;
    m_ui->status->setText(deviceTime ? tr("Looking for the card over PC/SC…")
                                     : tr("Asking gpg-agent for the card…"));
    std::shared_ptr<PageSelection> pending(selection.release(), [](PageSelection *p) {
        pkcs11::wipe(p->tokenPin); // also when the window closes before the answer
        pkcs11::wipe(p->cardPin);
        delete p;
    });
    whenFinished(m_agentWorker->run([deviceTime] {
        if (deviceTime) {
            return probeOverPcsc();
        }
        AgentCardProbe out;
        if (auto probe = kb::probeCardThroughAgent()) {
            out.card = std::move(probe.value());
        } else {
            qCInfo(lcGui) << "benchmark: no card through gpg-agent:" << probe.error().technical();
            out.error = probe.error().userMessage();
        }
        return out;
    }),
                 this, [this, pending](const AgentCardProbe &probe) {
                     m_probing = false;
                     if (m_probeCancelled) {
                         pkcs11::wipe(pending->tokenPin);
                         pkcs11::wipe(pending->cardPin);
                         onFinished(true);
                         return;
                     }
                     pending->agentCard = probe.card;
                     pending->pcscCard = probe.pcscCard;
                     pending->pcscReader = probe.reader;
                     pending->pcscCardError = probe.error;
                     pending->agentCardError = probe.error;
                     m_queue->start(planCases(std::move(*pending)));
                 });
}

void BenchmarkWindow::cancel()
{
    m_ui->status->setText(tr("Cancelling…"));
    m_probeCancelled = m_probing; // the run is not planned yet: it ends when the answer comes
    m_queue->cancel();
    if (m_loadJob) {
        m_loadJob->cancel(); // failed(Cancelled) follows
    }
}

bool BenchmarkWindow::isRunning() const
{
    return m_probing || m_queue->isRunning() || m_loadJob;
}

void BenchmarkWindow::setRunning(bool running)
{
    m_ui->startButton->setEnabled(!running);
    m_ui->startLoadButton->setEnabled(!running);
    m_ui->cancelButton->setEnabled(running);
    m_ui->deviceList->setEnabled(!running);
    m_ui->progress->setValue(running ? 0 : m_ui->progress->value());
}

void BenchmarkWindow::onCaseStarted(int index, int count, const kb::BenchCase &c)
{
    m_caseIndex = index;
    m_caseCount = count;
    // A card's key decides the algorithm: it is known once the run has begun.
    const bool card = c.path == kb::BenchPath::EndToEnd || c.path == kb::BenchPath::DeviceTime;
    const QString what =
        c.path == kb::BenchPath::EndToEnd
            ? tr("%1: %2 through gpg-agent").arg(c.device.label(), kb::toString(c.operation))
        : c.path == kb::BenchPath::DeviceTime
            ? tr("%1: %2 as raw APDUs over PC/SC (device time)")
                  .arg(c.device.label(), kb::toString(c.operation))
            : tr("%1: %2 %3").arg(c.device.label(), c.algorithm, kb::toString(c.operation));
    m_ui->status->setText(tr("Running %1%2 (%3 of %4)…")
                              .arg(what, card ? tr(", with the key on the card") : QString())
                              .arg(index + 1)
                              .arg(count));
    // The note on a line of its own: one long line would be clipped.
    m_live->beginCase(tr("Live latency — %1").arg(what) +
                      (c.device.isVirtual ? QLatin1Char('\n') +
                                                tr("virtual device: software figures, not hardware")
                                          : QString()));
}

void BenchmarkWindow::onProgress(const kb::BenchProgress &p)
{
    const double overall = m_caseCount > 0 ? (m_caseIndex + p.fraction) / m_caseCount : 0;
    m_ui->progress->setValue(int(overall * 100));
    if (m_ui->liveChart->isChecked()) {
        m_live->addProgress(p);
    }
}

void BenchmarkWindow::onCaseFinished(const kb::RunRecord &record)
{
    kb::RunRecord r = record;
    storeRun(r); // on the store's thread: megabytes of samples, and a sync to disk
    m_runs << r;
    refreshCharts();
    if (m_live->pointCount() == 0 && m_ui->liveChart->isChecked()) {
        // A case shorter than one progress interval sent no samples: show
        // them now. Not with the live chart switched off: 20,000 points
        // drawn at once stalled the event loop for ~19 ms at the end of a
        // long case.
        kb::BenchProgress all;
        all.recentNs = r.steadySamples().mid(0, LiveChart::kMaxPoints);
        m_live->addProgress(all);
    }
    // Now, not queued: the last batch is drawn before anyone looks at the chart.
    m_live->replot();
}

void BenchmarkWindow::onCaseFailed(const kb::BenchCase &c, const QString &message)
{
    m_failures << (c.path == kb::BenchPath::EndToEnd || c.path == kb::BenchPath::DeviceTime
                       ? tr("%1 %2: %3").arg(c.device.label(), kb::toString(c.operation), message)
                       : tr("%1 %2 %3: %4")
                             .arg(c.device.label(), c.algorithm, kb::toString(c.operation),
                                  message));
}

void BenchmarkWindow::onFinished(bool cancelled)
{
    setRunning(false);
    if (!cancelled) {
        m_ui->progress->setValue(100);
    }
    QString text = cancelled ? tr("Cancelled.") : tr("Done: %n run(s).", "", int(m_runs.size()));
    if (!m_failures.isEmpty()) {
        text += QLatin1Char('\n') + tr("Not measured:") + QLatin1Char('\n') +
                m_failures.join(QLatin1Char('\n'));
    }
    m_ui->status->setText(withStoreErrors(text));
    if (!m_runs.isEmpty()) {
        m_ui->charts->setCurrentWidget(m_comparison);
    }
    Q_EMIT runFinished(cancelled);
}

void BenchmarkWindow::refreshCharts()
{
    const QList<kb::RunRecord> published =
        m_ui->showPublished->isChecked() ? kb::publishedFigures() : QList<kb::RunRecord>{};
    const QList<kb::RunRecord> runs = shownRuns();
    m_comparison->setRuns(runs, published);
    m_distribution->setRuns(runs);
    m_throughput->setRuns(runs);
    m_keygen->setRuns(runs);
}

bool BenchmarkWindow::saveChartPng(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return plot && plot->savePng(fileName, 0, 0, 2.0);
}

bool BenchmarkWindow::saveChartPdf(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return plot && plot->savePdf(fileName);
}

bool BenchmarkWindow::saveChartSvg(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return plot && keyward::gui::bench::saveChartSvg(plot, fileName);
}

namespace {
bool writeFile(const QString &fileName, const QByteArray &bytes)
{
    QSaveFile f(fileName);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit();
}
} // namespace

bool BenchmarkWindow::saveDataCsv(const QString &fileName)
{
    return writeFile(fileName, kb::summaryCsv(shownRuns()));
}

bool BenchmarkWindow::saveDataJson(const QString &fileName)
{
    return writeFile(fileName, kb::toJson(shownRuns()));
}

void BenchmarkWindow::askAndSave(bool (BenchmarkWindow::*save)(const QString &),
                                 const QString &filter)
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Export"), QString(), filter);
    if (fileName.isEmpty()) {
        return;
    }
    if (!(this->*save)(fileName)) {
        m_ui->status->setText(tr("Could not write %1.").arg(fileName));
    }
}

bool BenchmarkWindow::startLoadProfile()
{
    if (isRunning()) {
        return false;
    }
    PageSelection s;
    const QList<DeviceInfo> all = m_devices->devices();
    for (const QVariant &id : checkedData(m_ui->deviceList)) {
        for (const DeviceInfo &d : all) {
            if (d.id == id.toString() && d.kind == DeviceKind::Pkcs11Token && s.devices.isEmpty()) {
                s.devices << d;
            }
        }
    }
    const QList<QVariant> algorithms = checkedData(m_ui->algorithmList);
    if (!algorithms.isEmpty()) {
        s.algorithms << algorithms.first().toString();
    }
    for (const QVariant &op : checkedData(m_ui->operationList)) {
        const auto kind = kb::OperationKind(op.toInt());
        if (s.operations.isEmpty() &&
            (kind == kb::OperationKind::Sign || kind == kb::OperationKind::Decrypt)) {
            s.operations << kind;
        }
    }
    QList<double> rates;
    for (const QString &part :
         m_ui->loadRates->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double r = QLocale().toDouble(part.trimmed(), &ok);
        const double c = ok ? r : part.trimmed().toDouble(&ok); // "2.5" in any locale
        if (!ok || c <= 0) {
            m_ui->status->setText(tr("Not a rate: %1").arg(part.trimmed()));
            return false;
        }
        rates << c;
    }
    if (s.devices.isEmpty() || s.algorithms.isEmpty() || s.operations.isEmpty() ||
        rates.isEmpty()) {
        m_ui->status->setText(tr("A load profile needs a checked PKCS#11 token, an algorithm, "
                                 "Sign or Decrypt, and at least one rate."));
        return false;
    }
    s.settings.threads = m_ui->loadWorkers->value();
    s.tokenPin = m_ui->tokenPin->text().toUtf8();
    m_ui->tokenPin->clear(); // the PIN is not kept beyond the run that needs it
    m_storeErrors.clear();
    QList<PageCase> cases = planCases(std::move(s));
    if (cases.isEmpty() || !cases.first().skipReason.isEmpty()) {
        m_ui->status->setText(
            tr("Load profile not started: %1")
                .arg(cases.isEmpty() ? tr("nothing to run") : cases.first().skipReason));
        return false;
    }
    m_loadCase = std::make_unique<PageCase>(cases.takeFirst());
    const kb::LoadProfileConfig config = kb::LoadProfileConfig::stepped(
        rates, std::chrono::milliseconds(qint64(m_ui->loadStep->value() * 1000)),
        m_ui->loadWorkers->value(), m_ui->loadBackDown->isChecked());

    auto *job = new kb::BenchJob(this);
    m_loadJob = job;
    connect(job, &kb::BenchJob::loadProgress, this, &BenchmarkWindow::onLoadProgress);
    connect(job, &kb::BenchJob::loadProfileFinished, this, &BenchmarkWindow::onLoadFinished);
    connect(job, &kb::BenchJob::failed, this, &BenchmarkWindow::onLoadFailed);
    setRunning(true);
    const kb::BenchCase &c = m_loadCase->benchCase;
    m_loadLatency->clearProfile();
    m_loadQueue->beginLive(config, c.device,
                           c.algorithm + QLatin1Char(' ') + kb::toString(c.operation));
    m_ui->charts->setCurrentWidget(m_loadQueue);
    m_ui->status->setText(tr("Load profile on %1, %2 %3: %n request(s) scheduled…", "",
                             int(config.scheduledRequests()))
                              .arg(c.device.label(), c.algorithm, kb::toString(c.operation)));
    job->startLoadProfile(config, m_loadCase->factory);
    return true;
}

void BenchmarkWindow::onLoadProgress(const kb::LoadProgress &p)
{
    if (m_ui->liveChart->isChecked()) {
        m_loadQueue->addProgress(p);
    }
    if (p.total > 0) {
        m_ui->progress->setValue(int(100 * p.completed / p.total));
    }
    m_ui->status->setText(tr("Load profile: step %1, %2 of %3 requests served, %4 waiting.")
                              .arg(p.step + 1)
                              .arg(p.completed)
                              .arg(p.total)
                              .arg(p.queued));
}

void BenchmarkWindow::onLoadFinished(const kb::LoadProfileResult &result)
{
    const kb::BenchCase &c = m_loadCase->benchCase;
    kb::ReportLoadProfile profile{c.device, c.algorithm, kb::toString(c.operation), result};

    // Stored as a run (service times per worker as its samples) with the
    // profile beside it; not shown among the case runs, whose figures are
    // unloaded latencies.
    kb::RunRecord run = kb::loadProfileRun(
        c, result,
        kb::Environment::current(m_loadCase->software ? m_loadCase->software()
                                                      : QMap<QString, QString>{}));
    whenFinished(m_store->saveLoadProfile(run, result), this, [this](const Result<qint64> &id) {
        if (!id) {
            onStoreFailed(id.error());
            return;
        }
        m_storedPanel->refresh();
        Q_EMIT resultStored(true);
    });
    m_profiles << profile;
    m_sessionProfileUuids.insert(run.uuid); // made by saveLoadProfile, before it runs
    const QString status =
        result.saturationStep >= 0
            ? tr("Load profile done: service rate %1/s; the queue starts to grow at %2 "
                 "requests/s.")
                  .arg(result.serviceRatePerSecond, 0, 'f', 1)
                  .arg(result.saturationRate)
            : tr("Load profile done: service rate %1/s; the queue kept up at every step.")
                  .arg(result.serviceRatePerSecond, 0, 'f', 1);
    // The run counts as going on until the last chart is drawn.
    m_storedProfile.reset(); // the load charts show this one now
    m_storedProfileRunId = -1;
    showLoadProfile(profile, [this, status] {
        m_ui->charts->setCurrentWidget(m_loadLatency);
        m_ui->progress->setValue(100);
        endLoadProfile(false, status);
    });
}

void BenchmarkWindow::onLoadFailed(const Error &error)
{
    const bool cancelled = error.is(ErrorKind::Cancelled);
    endLoadProfile(cancelled, cancelled ? tr("Cancelled.")
                                        : tr("Load profile failed: %1").arg(error.userMessage()));
}

void BenchmarkWindow::endLoadProfile(bool cancelled, const QString &status)
{
    if (m_loadJob) {
        m_loadJob->deleteLater();
    }
    m_loadJob = nullptr;
    m_loadCase.reset(); // the job's thread has ended: nothing uses the runner now
    setRunning(false);
    m_ui->status->setText(withStoreErrors(status));
    Q_EMIT loadProfileFinished(cancelled);
}

QByteArray BenchmarkWindow::htmlReport()
{
    kb::HtmlReportInput in;
    in.title = tr("Keyward benchmark report");
    const QList<kb::RunRecord> shown = shownRuns();
    in.runs = shown;
    if (m_ui->showPublished->isChecked()) {
        // Those the comparison chart shows: the measured algorithm and operation.
        for (const kb::RunRecord &p : kb::publishedFigures()) {
            const bool matches = std::any_of(shown.cbegin(), shown.cend(), [&](const auto &r) {
                return r.algorithm == p.algorithm && r.operation == p.operation;
            });
            if (matches) {
                in.runs << p;
            }
        }
    }
    in.loadProfiles = m_profiles;
    if (m_storedProfile && !m_sessionProfileUuids.contains(m_storedProfileUuid)) {
        in.loadProfiles << *m_storedProfile; // not twice when it is this session's own
    }
    const bool anyProfile = !in.loadProfiles.isEmpty();
    auto add = [&](QCustomPlot *plot, bool hasData) {
        if (hasData) {
            in.charts << kb::ReportChart{m_ui->charts->tabText(m_ui->charts->indexOf(plot)),
                                         chartPng(plot, kExportWidth, kExportHeight),
                                         {}};
        }
    };
    add(m_comparison, !shown.isEmpty());
    add(m_distribution, m_distribution->boxCount() > 0);
    add(m_throughput, m_throughput->seriesCount() > 0);
    add(m_keygen, m_keygen->runCount() > 0);
    add(m_loadLatency, anyProfile);
    add(m_loadQueue, anyProfile);
    return kb::htmlReport(in);
}

bool BenchmarkWindow::saveHtmlReport(const QString &fileName)
{
    return writeFile(fileName, htmlReport());
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

void BenchmarkWindow::storeRun(kb::RunRecord &run)
{
    whenFinished(m_store->save(run), this, [this, uuid = run.uuid](const Result<qint64> &id) {
        if (!id) {
            onStoreFailed(id.error());
            return;
        }
        for (kb::RunRecord &r : m_runs) {
            if (r.uuid == uuid) {
                r.id = id.value(); // so deleting it from the store takes it out of the charts
            }
        }
        m_storedPanel->refresh();
        Q_EMIT resultStored(true);
    });
}

void BenchmarkWindow::onStoreFailed(const Error &error)
{
    qCWarning(lcGui) << error.technical();
    const QString line = tr("Not stored: %1").arg(error.userMessage());
    if (!m_storeErrors.contains(line)) {
        m_storeErrors << line;
        // Shown now too: the save may end after the run's final status was written.
        m_ui->status->setText(m_ui->status->text() + QLatin1Char('\n') + line);
    }
    Q_EMIT resultStored(false);
}

QString BenchmarkWindow::withStoreErrors(const QString &text) const
{
    return m_storeErrors.isEmpty()
               ? text
               : text + QLatin1Char('\n') + m_storeErrors.join(QLatin1Char('\n'));
}

void BenchmarkWindow::showLoadProfile(const kb::ReportLoadProfile &profile,
                                      std::function<void()> done)
{
    // The two charts in turns of their own: each takes milliseconds for
    // thousands of requests, together they would stall the event loop.
    const QString what = profile.algorithm + QLatin1Char(' ') + profile.operation;
    QTimer::singleShot(0, this, [this, profile, what, done = std::move(done)]() mutable {
        m_loadLatency->setProfile(profile.result, profile.device, what);
        QTimer::singleShot(0, this, [this, profile, what, done = std::move(done)] {
            m_loadQueue->setProfile(profile.result, profile.device, what);
            if (done) {
                done();
            }
        });
    });
}

void BenchmarkWindow::showSessionProfile()
{
    if (!m_profiles.isEmpty()) {
        showLoadProfile(m_profiles.constLast(), {});
    } else {
        m_loadLatency->clearProfile();
        m_loadQueue->clearProfile();
    }
}

void BenchmarkWindow::showStoredRuns(const QList<kb::StoredRun> &runs)
{
    QList<qint64> caseIds;
    std::optional<kb::StoredRun> profileRun; // the newest selected; the charts show one
    int profiles = 0;
    int withoutProfile = 0;
    for (const kb::StoredRun &s : runs) {
        if (!kb::isLoadProfileRun(s.run)) {
            caseIds << s.run.id;
        } else if (s.hasLoadProfile) {
            profiles += 1;
            if (!profileRun) {
                profileRun = s;
            }
        } else {
            withoutProfile += 1; // imported: the profile itself is not in result files
        }
    }
    if (m_loadJob) {
        profileRun.reset(); // the load charts show the profile running now
    }
    QStringList notes;
    if (profiles > 1) {
        notes << tr("The load charts show the newest of the %n load profiles selected.", "",
                    profiles);
    }
    if (withoutProfile > 0) {
        notes << tr("Load-profile runs without a stored profile are not charted: %n.", "",
                    withoutProfile);
    }
    if (m_loadJob && profiles > 0) {
        notes << tr("A load profile is running: its charts stay as they are.");
    }
    m_ui->status->setText(tr("Loading %n stored run(s)…", "", int(runs.size())));

    // Two answers may come (runs, load profile); the status is written once both have.
    struct Pending
    {
        int parts = 0;
        QStringList notes;
        int shown = 0;
    };
    auto pending = std::make_shared<Pending>();
    pending->parts = 1 + (profileRun ? 1 : 0);
    pending->notes = notes;
    auto partDone = [this, pending] {
        if (--pending->parts > 0) {
            return;
        }
        QString text =
            tr("Showing %n stored run(s) beside this session's runs.", "", pending->shown);
        if (!pending->notes.isEmpty()) {
            text += QLatin1Char('\n') + pending->notes.join(QLatin1Char('\n'));
        }
        m_ui->status->setText(text);
        Q_EMIT storedRunsLoaded();
    };

    // Samples are read on the store's thread; summaries come with them.
    const QFuture<Result<QList<kb::RunRecord>>> loaded =
        m_store->load(caseIds); // empty: an empty list, after the jobs before it
    whenFinished(loaded, this, [this, pending, partDone](const Result<QList<kb::RunRecord>> &r) {
        if (!r) {
            qCWarning(lcGui) << r.error().technical();
            pending->notes << tr("Could not read the stored runs: %1").arg(r.error().userMessage());
        } else {
            m_storedShown = r.value();
            pending->shown += int(m_storedShown.size());
            refreshCharts();
            if (!m_storedShown.isEmpty() && !isRunning()) {
                m_ui->charts->setCurrentWidget(m_comparison);
            }
        }
        partDone();
    });
    if (!profileRun) {
        return;
    }
    const kb::RunRecord run = profileRun->run;
    whenFinished(m_store->loadProfile(run.id), this,
                 [this, run, pending, partDone](const Result<kb::LoadProfileResult> &p) {
                     if (!p) {
                         qCWarning(lcGui) << p.error().technical();
                         pending->notes << tr("Could not read the load profile: %1")
                                               .arg(p.error().userMessage());
                         partDone();
                         return;
                     }
                     if (m_loadJob) { // one was started meanwhile: its charts win
                         partDone();
                         return;
                     }
                     m_storedProfile =
                         kb::ReportLoadProfile{run.device, run.algorithm, run.operation, p.value()};
                     m_storedProfileRunId = run.id;
                     m_storedProfileUuid = run.uuid;
                     pending->shown += 1;
                     showLoadProfile(*m_storedProfile, [this, partDone] {
                         if (m_storedShown.isEmpty() && !isRunning()) {
                             m_ui->charts->setCurrentWidget(m_loadLatency);
                         }
                         partDone();
                     });
                 });
}

void BenchmarkWindow::onStoredRemoved(const QList<qint64> &ids)
{
    auto gone = [&ids](const kb::RunRecord &r) { return r.id >= 0 && ids.contains(r.id); };
    m_storedShown.removeIf(gone);
    m_runs.removeIf(gone);
    refreshCharts();
    if (m_storedProfile && ids.contains(m_storedProfileRunId) && !m_loadJob) {
        m_storedProfile.reset();
        m_storedProfileRunId = -1;
        showSessionProfile();
    }
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
