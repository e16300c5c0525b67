// SPDX-License-Identifier: GPL-3.0-or-later
// The load profile: planned on the first checked token, run through a
// BenchJob, stored, and drawn in the two load charts.
#include "BenchmarkSetupForm.h"
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "BenchmarkQueue.h"
#include "LoadProfileChart.h"
#include "StoredRunsPanel.h"
#include "bench/BenchJob.h"
#include "bench/LoadProfileRecord.h"
#include "core/Continuation.h"
#include "core/DeviceListModel.h"

#include <QLocale>
#include <QTimer>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

bool BenchmarkWindow::startLoadProfile()
{
    if (isRunning()) {
        return false;
    }
    PageForm s;
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
    if (s.devices.isEmpty() || s.algorithms.isEmpty() || s.operations.isEmpty()) {
        m_ui->status->setText(tr("A load profile needs a checked PKCS#11 token, an algorithm, "
                                 "and Sign or Decrypt."));
        return false;
    }
    s.settings.threads = m_ui->loadWorkers->value();
    s.tokenPin = m_ui->tokenPin->text().toUtf8();
    m_ui->tokenPin->clear(); // the PIN is not kept beyond the run that needs it
    m_storeErrors.clear();
    QList<PageCase> cases = app::planBenchmark(pageRequest(std::move(s)));
    if (cases.isEmpty() || !cases.first().skipReason.isEmpty()) {
        m_ui->status->setText(
            tr("Load profile not started: %1")
                .arg(cases.isEmpty() ? tr("nothing to run") : cases.first().skipReason));
        return false;
    }
    m_loadCase = std::make_unique<PageCase>(cases.takeFirst());
    if (rates.isEmpty()) {
        calibrateLoadProfile(); // the rates come from the device itself
    } else {
        runLoadProfile(rates);
    }
    return true;
}

void BenchmarkWindow::calibrateLoadProfile()
{
    // A short run of the case on one session: its mean latency gives the
    // rate the workers can serve, and the steps go around that rate.
    kb::BenchCase c = m_loadCase->benchCase;
    c.threads = 1;
    c.warmup = 3;
    c.iterations = 30;
    c.duration = std::chrono::milliseconds(0);
    auto *job = new kb::BenchJob(this);
    m_loadJob = job;
    connect(job, &kb::BenchJob::finished, this, [this, job](const kb::RunResult &result) {
        job->deleteLater();
        m_loadJob = nullptr;
        const kb::Summary st = result.steady();
        const QList<double> rates = kb::ratesAroundServiceRate(
            st.mean > 0 ? 1e9 / st.mean * m_ui->loadWorkers->value() : 0);
        if (rates.isEmpty()) {
            endLoadProfile(false, tr("Load profile not started: the calibration measured "
                                     "nothing."));
            return;
        }
        QStringList text;
        for (double r : rates) {
            text << QString::number(r);
        }
        m_ui->loadRates->setText(text.join(QStringLiteral(", ")));
        runLoadProfile(rates);
    });
    connect(job, &kb::BenchJob::failed, this, &BenchmarkWindow::onLoadFailed);
    setRunning(true);
    m_ui->status->setText(tr("Calibrating: a short run on %1 chooses the load profile's rates…")
                              .arg(c.device.label()));
    job->start(c, m_loadCase->factory);
}

void BenchmarkWindow::runLoadProfile(const QList<double> &rates)
{
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
                  .arg(result.servedPerServingSecond, 0, 'f', 1)
                  .arg(result.saturationRate)
            : tr("Load profile done: service rate %1/s; the queue kept up at every step.")
                  .arg(result.servedPerServingSecond, 0, 'f', 1);
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
    endLoadProfile(cancelled,
                   cancelled ? tr("Cancelled.")
                             : tr("The load profile did not finish: %1").arg(error.userMessage()));
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

} // namespace keyward::gui::bench
