// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/BenchPlanner.h"
#include "bench/BenchJob.h"
#include "bench/RunRecord.h"
#include "core/DeviceInfo.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace keyward::gui::bench {

/// One case of a page run: what the engine needs, or why it is skipped
/// (planned by app::planBenchmark(), as `keyward-cli bench` plans its cases).
using PageCase = keyward::app::PlannedBenchCase;

/// What the page's setup form asks for.
struct PageForm
{
    QList<DeviceInfo> devices; ///< PKCS#11 tokens and OpenPGP cards
    bool cpuBaseline = false;
    QStringList algorithms;
    QList<keyward::bench::OperationKind> operations;
    keyward::bench::BenchCase settings; ///< iterations / duration / warm-up / threads
    bool threadSweep = false;           ///< PKCS#11 cases also at 1, 2, 4 … threads
    /// How OpenPGP cards are measured: EndToEnd (through gpg-agent) or
    /// DeviceTime (raw APDUs over PC/SC; scdaemon must have let go of the reader).
    keyward::bench::BenchPath cardPath = keyward::bench::BenchPath::EndToEnd;
    QByteArray tokenPin; ///< PKCS#11 tokens' user PIN; moved into the request
    QByteArray cardPin;  ///< the OpenPGP card's user PIN (PW1); moved into the request
};

/// The plan request of the form: each checked token as the runner finds it
/// (module and serial) and as keyward-cli names it (for a bundle's
/// reproduce.sh), each checked card by its id; the card probe is left to the
/// caller (on a worker). The chosen algorithms decide which card keys run.
keyward::app::BenchPlanRequest pageRequest(PageForm form);

/// Runs page cases one after another, each through a BenchJob (off the GUI
/// thread), and turns results into RunRecords.
class BenchmarkQueue : public QObject
{
    Q_OBJECT
public:
    explicit BenchmarkQueue(QObject *parent = nullptr);
    ~BenchmarkQueue() override;

    /// Start the cases that are not skipped (the caller names the skipped
    /// ones); false while a run is going on.
    bool start(QList<PageCase> cases);
    /// Stop the current case and drop the rest; finished(true) follows.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    /// Case `index` of `count` starts (skipped cases are not counted).
    void caseStarted(int index, int count, const keyward::bench::BenchCase &benchCase);
    /// Batched progress of the running case (≤ 30 per second).
    void progress(const keyward::bench::BenchProgress &progress);
    /// A case produced a result (not yet stored).
    void caseFinished(const keyward::bench::RunRecord &record);
    /// A case failed; the queue goes on with the next.
    void caseFailed(const keyward::bench::BenchCase &benchCase, const QString &message);
    /// A device refused the PIN given (wrong or blocked): it must not be offered again.
    void pinRefused();
    /// All cases done (or cancelled).
    void finished(bool cancelled);

private:
    void next();

    QList<PageCase> m_cases;
    int m_index = -1;
    bool m_running = false;
    bool m_cancelled = false;
    QPointer<keyward::bench::BenchJob> m_job;
};

} // namespace keyward::gui::bench
