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
#include "ThroughputChart.h"
#include "bench/BenchJob.h"
#include "bench/LoadProfileRecord.h"
#include "bench/PublishedFigures.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"
#include "bench/agent/AgentCardIdentity.h"
#include "bench/cpu/CpuBaselineRunner.h"
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
    , m_store(std::make_unique<kb::ResultStore>(storePath.isEmpty() ? kb::ResultStore::defaultPath()
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

    const QString path = storePath.isEmpty() ? kb::ResultStore::defaultPath() : storePath;
    if (path != QLatin1String(":memory:")) {
        QDir().mkpath(QFileInfo(path).absolutePath());
    }
    if (Status st = m_store->open(); !st) {
        qCWarning(lcGui) << st.error().technical();
        m_ui->status->setText(tr("Results cannot be stored: %1").arg(st.error().userMessage()));
    }

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
        {kb::OperationKind::KeyGeneration, tr("Key generation")}};
    for (const auto &[op, text] : ops) {
        addCheckable(m_ui->operationList, text, int(op), op == kb::OperationKind::Sign);
    }
    m_ui->operationList->item(2)->setToolTip(
        tr("OpenPGP cards: a signature with the authentication key, as for SSH"));
    m_ui->operationList->item(3)->setToolTip(
        tr("PKCS#11 tokens and the CPU baseline, with a benchmark key removed again. "
           "Not on OpenPGP cards: a new key would replace the key on the card."));
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
                ->setToolTip(tr("%1\nMeasured end to end through gpg-agent with the keys on the "
                                "card (sign, decrypt, authenticate); the algorithm is the card "
                                "key's. Needs the card's user PIN.")
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
    if (card && m_ui->pin->text().isEmpty()) {
        m_ui->status->setText(tr("The OpenPGP card's user PIN is needed: enter it under "
                                 "User PIN, then start again."));
        m_ui->pin->setFocus();
        return false;
    }
    s.pin = m_ui->pin->text().toUtf8();
    m_ui->pin->clear(); // the PIN is not kept beyond the run that needs it
    m_failures.clear();
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
    QString error;
};
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
    m_ui->status->setText(tr("Asking gpg-agent for the card…"));
    std::shared_ptr<PageSelection> pending(selection.release(), [](PageSelection *p) {
        pkcs11::wipe(p->pin); // also when the window closes before the answer
        delete p;
    });
    whenFinished(m_agentWorker->run([] {
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
                         pkcs11::wipe(pending->pin);
                         onFinished(true);
                         return;
                     }
                     pending->agentCard = probe.card;
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
    const bool card = c.path == kb::BenchPath::EndToEnd;
    const QString what =
        card ? tr("%1: %2 through gpg-agent").arg(c.device.label(), kb::toString(c.operation))
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
    if (m_store->isOpen()) {
        if (auto id = m_store->save(r); !id) {
            qCWarning(lcGui) << id.error().technical();
        }
    }
    m_runs << r;
    refreshCharts();
    if (m_live->pointCount() == 0) {
        // A case shorter than one progress interval sent no samples: show them now.
        kb::BenchProgress all;
        all.recentNs = r.steadySamples().mid(0, LiveChart::kMaxPoints);
        m_live->addProgress(all);
    }
    // Now, not queued: the last batch is drawn before anyone looks at the chart.
    m_live->replot();
}

void BenchmarkWindow::onCaseFailed(const kb::BenchCase &c, const QString &message)
{
    m_failures << (c.path == kb::BenchPath::EndToEnd
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
    m_ui->status->setText(text);
    if (!m_runs.isEmpty()) {
        m_ui->charts->setCurrentWidget(m_comparison);
    }
    Q_EMIT runFinished(cancelled);
}

void BenchmarkWindow::refreshCharts()
{
    const QList<kb::RunRecord> published =
        m_ui->showPublished->isChecked() ? kb::publishedFigures() : QList<kb::RunRecord>{};
    m_comparison->setRuns(m_runs, published);
    m_distribution->setRuns(m_runs);
    m_throughput->setRuns(m_runs);
    m_keygen->setRuns(m_runs);
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
    return writeFile(fileName, kb::summaryCsv(m_runs));
}

bool BenchmarkWindow::saveDataJson(const QString &fileName)
{
    return writeFile(fileName, kb::toJson(m_runs));
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
    s.pin = m_ui->pin->text().toUtf8();
    m_ui->pin->clear(); // the PIN is not kept beyond the run that needs it
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
    if (m_store->isOpen()) {
        auto id = m_store->save(run);
        Status st = id ? m_store->saveLoadProfile(*id, result) : Status(id.error());
        if (!st) {
            qCWarning(lcGui) << st.error().technical();
        }
    }
    m_profiles << profile;
    const QString status =
        result.saturationStep >= 0
            ? tr("Load profile done: service rate %1/s; the queue starts to grow at %2 "
                 "requests/s.")
                  .arg(result.serviceRatePerSecond, 0, 'f', 1)
                  .arg(result.saturationRate)
            : tr("Load profile done: service rate %1/s; the queue kept up at every step.")
                  .arg(result.serviceRatePerSecond, 0, 'f', 1);
    // The two charts in turns of their own, after the store's: each takes
    // milliseconds for thousands of requests, together they would stall the
    // event loop. The run counts as going on until the last one is drawn.
    const QString what = profile.algorithm + QLatin1Char(' ') + profile.operation;
    QTimer::singleShot(0, this, [this, what, status] {
        const kb::ReportLoadProfile &p = m_profiles.constLast();
        m_loadLatency->setProfile(p.result, p.device, what);
        QTimer::singleShot(0, this, [this, what, status] {
            const kb::ReportLoadProfile &last = m_profiles.constLast();
            m_loadQueue->setProfile(last.result, last.device, what);
            m_ui->charts->setCurrentWidget(m_loadLatency);
            m_ui->progress->setValue(100);
            endLoadProfile(false, status);
        });
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
    m_ui->status->setText(status);
    Q_EMIT loadProfileFinished(cancelled);
}

QByteArray BenchmarkWindow::htmlReport()
{
    kb::HtmlReportInput in;
    in.title = tr("Keyward benchmark report");
    in.runs = m_runs;
    if (m_ui->showPublished->isChecked()) {
        // Those the comparison chart shows: the measured algorithm and operation.
        for (const kb::RunRecord &p : kb::publishedFigures()) {
            const bool matches = std::any_of(m_runs.cbegin(), m_runs.cend(), [&](const auto &r) {
                return r.algorithm == p.algorithm && r.operation == p.operation;
            });
            if (matches) {
                in.runs << p;
            }
        }
    }
    in.loadProfiles = m_profiles;
    auto add = [&](QCustomPlot *plot, bool hasData) {
        if (hasData) {
            in.charts << kb::ReportChart{m_ui->charts->tabText(m_ui->charts->indexOf(plot)),
                                         chartPng(plot, kExportWidth, kExportHeight),
                                         {}};
        }
    };
    add(m_comparison, !m_runs.isEmpty());
    add(m_distribution, m_distribution->boxCount() > 0);
    add(m_throughput, m_throughput->seriesCount() > 0);
    add(m_keygen, m_keygen->runCount() > 0);
    add(m_loadLatency, !m_profiles.isEmpty());
    add(m_loadQueue, !m_profiles.isEmpty());
    return kb::htmlReport(in);
}

bool BenchmarkWindow::saveHtmlReport(const QString &fileName)
{
    return writeFile(fileName, htmlReport());
}
} // namespace keyward::gui::bench
