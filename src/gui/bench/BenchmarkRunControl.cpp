// SPDX-License-Identifier: GPL-3.0-or-later
// Run control: a run of the checked cases (an OpenPGP card identified
// first, on a worker), its progress, cancel and the end.
#include "BenchmarkSetupForm.h"
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "BenchmarkQueue.h"
#include "ComparisonChart.h"
#include "LiveChart.h"
#include "app/CardHolder.h"
#include "bench/BenchJob.h"
#include "bench/PublishedFigures.h"
#include "bench/agent/AgentCardIdentity.h"
#include "bench/runners/CardIdentity.h"
#include "core/Continuation.h"
#include "core/DeviceListModel.h"
#include "core/Logging.h"
#include "core/Worker.h"
#include "pkcs11/SecretBytes.h"

namespace keyward::gui::bench {

namespace kb = keyward::bench;

bool BenchmarkWindow::start()
{
    if (isRunning()) {
        return false;
    }
    PageForm s;
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
    m_pinRefused = false;
    if (token) {
        s.tokenPin = m_ui->tokenPin->text().toUtf8();
        m_heldTokenPin = s.tokenPin;
        m_heldTokenPin.detach();
        m_ui->tokenPin->clear();
    }
    if (card) {
        s.cardPin = m_ui->cardPin->text().toUtf8();
        m_heldCardPin = s.cardPin;
        m_heldCardPin.detach();
        m_ui->cardPin->clear();
    }
    s.cardPath = kb::BenchPath(m_ui->cardPath->currentData().toInt());
    m_failures.clear();
    m_skipped.clear();
    m_ui->status->setToolTip(QString());
    m_storeErrors.clear();
    m_runsAtStart = m_runs.size();
    setRunning(true);
    m_ui->charts->setCurrentWidget(m_live);
    // Not the last run's points while the first case is set up.
    m_live->beginCase(tr("Live latency"));
    auto request = std::make_unique<app::BenchPlanRequest>(pageRequest(std::move(s)));
    if (card) {
        startWithCard(std::move(request));
        return true;
    }
    return runPlan(app::planBenchmark(std::move(*request)));
}

namespace {
/// Device time: the first reader with a card, identified over PC/SC. Busy
/// means scdaemon holds the reader; the user is told how to free it.
app::BenchCardProbe probeOverPcsc()
{
    app::BenchCardProbe out;
    auto reader = kb::firstReaderWithCard();
    auto identity = reader ? kb::probeOpenPgpCard(reader.value(), &out.pcscKeys)
                           : Result<kb::DeviceIdentity>(reader.error());
    if (identity) {
        out.pcscCard = identity.value();
        out.reader = reader.value();
        return out;
    }
    qCInfo(lcGui) << "benchmark: no card over PC/SC:" << identity.error().technical();
    // Busy: another PC/SC client (scdaemon, as a rule) holds the reader; the
    // same explanation as keyward-cli bench --card gives, naming it.
    out.error = identity.error().is(ErrorKind::Busy)
                    ? app::CardHolder::explain(reader.value()) + QLatin1Char(' ') +
                          BenchmarkWindow::tr("Device time needs the reader to itself; "
                                              "end to end through gpg-agent does not.")
                    : identity.error().userMessage();
    return out;
}
} // namespace

void BenchmarkWindow::startWithCard(std::unique_ptr<app::BenchPlanRequest> request)
{
    // Which card gpg-agent uses, asked on a worker: the agent may take
    // seconds to start scdaemon, and the GUI thread never waits on a device.
    if (!m_agentWorker) {
        m_agentWorker = std::make_unique<Worker>(QStringLiteral("bench-agent-card"));
    }
    m_probing = true;
    m_probeCancelled = false;
    const bool deviceTime = request->cardPath == kb::BenchPath::DeviceTime;
    m_ui->status->setText(deviceTime ? tr("Looking for the card over PC/SC…")
                                     : tr("Asking gpg-agent for the card…"));
    std::shared_ptr<app::BenchPlanRequest> pending(request.release(), [](app::BenchPlanRequest *p) {
        pkcs11::wipe(p->tokenPin); // also when the window closes before the answer
        pkcs11::wipe(p->cardPin);
        delete p;
    });
    whenFinished(m_agentWorker->run([deviceTime] {
        if (deviceTime) {
            return probeOverPcsc();
        }
        app::BenchCardProbe out;
        if (auto probe = kb::probeCardThroughAgent()) {
            out.agentCard = std::move(probe.value());
        } else {
            qCInfo(lcGui) << "benchmark: no card through gpg-agent:" << probe.error().technical();
            out.error = probe.error().userMessage();
        }
        return out;
    }),
                 this, [this, pending](const app::BenchCardProbe &probe) {
                     m_probing = false;
                     if (m_probeCancelled) {
                         pkcs11::wipe(pending->tokenPin);
                         pkcs11::wipe(pending->cardPin);
                         onFinished(true);
                         return;
                     }
                     pending->cardProbe = probe;
                     runPlan(app::planBenchmark(std::move(*pending)));
                 });
}

bool BenchmarkWindow::runPlan(QList<PageCase> plan)
{
    // Named in the closing line and the report, never dropped in silence.
    m_skipped = app::skippedCases(plan);
    for (const kb::SkippedCase &s : std::as_const(m_skipped)) {
        if (!m_sessionSkipped.contains(s)) {
            m_sessionSkipped << s;
        }
    }
    return m_queue->start(std::move(plan));
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
    m_ui->startButton->setEnabled(!running && hasValidChoice());
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
    const int measured = int(m_runs.size() - m_runsAtStart);
    // A full bar only for a run that measured something.
    m_ui->progress->setValue(cancelled || measured == 0 ? 0 : 100);
    // A run that measured nothing (a device busy, a choice it could not make) gives the PINs
    // back, unless a device refused one: typing it again is the user's decision.
    if (measured == 0 && !m_pinRefused) {
        if (!m_heldTokenPin.isEmpty() && m_ui->tokenPin->text().isEmpty()) {
            m_ui->tokenPin->setText(QString::fromUtf8(m_heldTokenPin));
        }
        if (!m_heldCardPin.isEmpty() && m_ui->cardPin->text().isEmpty()) {
            m_ui->cardPin->setText(QString::fromUtf8(m_heldCardPin));
        }
    }
    pkcs11::wipe(m_heldTokenPin);
    pkcs11::wipe(m_heldCardPin);
    m_heldTokenPin.clear();
    m_heldCardPin.clear();
    QString text = closingLine(cancelled, measured);
    if (!m_failures.isEmpty()) {
        text += QLatin1Char('\n') + tr("Not measured:") + QLatin1Char('\n') +
                m_failures.join(QLatin1Char('\n'));
    }
    if (m_ui->showPublished->isChecked()) {
        if (const QString note = kb::publishedFiguresNote(shownRuns()); !note.isEmpty()) {
            text += QLatin1Char('\n') + note;
        }
    }
    m_ui->status->setText(withStoreErrors(text));
    if (!m_runs.isEmpty()) {
        m_ui->charts->setCurrentWidget(m_comparison);
    }
    Q_EMIT runFinished(cancelled);
}

QString BenchmarkWindow::closingLine(bool cancelled, int measured)
{
    const QString head = cancelled       ? tr("Cancelled")
                         : measured == 0 ? tr("Nothing was measured")
                                         : tr("Done: %n case(s) measured", "", measured);
    QStringList all;
    for (const kb::SkippedCase &s : std::as_const(m_skipped)) {
        all << s.sentence();
    }
    // The whole list where there is room for it; beyond that in the tooltip.
    constexpr qsizetype kShown = 3;
    m_ui->status->setToolTip(all.size() > kShown ? all.join(QLatin1Char('\n')) : QString());
    if (all.isEmpty()) {
        return head + QLatin1Char('.');
    }
    //: The run's closing line: "Done: 5 cases measured; 1 skipped:", then each skipped case.
    QString text = tr("%1; %n skipped:", "", int(all.size())).arg(head);
    if (all.size() == 1) {
        return text + QLatin1Char(' ') + all.constFirst();
    }
    text += QLatin1Char('\n') + all.mid(0, kShown).join(QLatin1Char('\n'));
    if (all.size() > kShown) {
        text += QLatin1Char('\n') + tr("… and %n more (all of them in this line's tooltip).", "",
                                       int(all.size() - kShown));
    }
    return text;
}

} // namespace keyward::gui::bench
