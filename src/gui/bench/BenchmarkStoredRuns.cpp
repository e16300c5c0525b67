// SPDX-License-Identifier: GPL-3.0-or-later
// The result store: this session's runs saved on the store's thread, and
// stored runs and load profiles taken into the charts or removed.
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "BenchmarkKeyPool.h"
#include "ComparisonChart.h"
#include "LoadProfileChart.h"
#include "StoredRunsPanel.h"
#include "bench/BenchJob.h"
#include "bench/KeyPoolRecord.h"
#include "bench/LoadProfileRecord.h"
#include "core/Continuation.h"
#include "core/Logging.h"

#include <QFuture>

#include <memory>
#include <optional>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

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

void BenchmarkWindow::showStoredRuns(const QList<kb::StoredRun> &runs)
{
    QList<qint64> caseIds;
    std::optional<kb::StoredRun> profileRun; // the newest selected; the charts show one
    int profiles = 0;
    int withoutProfile = 0;
    std::optional<qint64> keyPoolRun; // drawn in the key pool tab, not beside sign runs
    for (const kb::StoredRun &s : runs) {
        if (kb::isKeyPoolRun(s.run)) {
            keyPoolRun = keyPoolRun.value_or(s.run.id);
        } else if (!kb::isLoadProfileRun(s.run)) {
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
    if (keyPoolRun) {
        notes << tr("The key pool experiment is drawn in the Key pool chart tab.");
        m_keyPool->showStored(*keyPoolRun);
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

} // namespace keyward::gui::bench
