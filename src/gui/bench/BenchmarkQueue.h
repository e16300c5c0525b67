// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/BenchPlanning.h"
#include "bench/BenchJob.h"
#include "bench/RunRecord.h"
#include "bench/agent/AgentCardIdentity.h"
#include "core/DeviceInfo.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

namespace keyward::gui::bench {

/// One case of a page run: what the engine needs, or why it is skipped
/// (planned as `keyward-cli bench` plans its cases).
using PageCase = keyward::app::PlannedBenchCase;

/// What the page asked for.
struct PageSelection
{
    QList<DeviceInfo> devices; ///< PKCS#11 tokens and OpenPGP cards
    /// The card gpg-agent uses (probeCardThroughAgent(), asked on a worker
    /// before planning): OpenPGP cards run end to end through the agent, one
    /// case per operation with the key on the card, whatever the algorithms.
    /// Unset: cards are skipped with `agentCardError`.
    std::optional<keyward::bench::AgentCardIdentity> agentCard;
    QString agentCardError;
    /// How OpenPGP cards are measured: EndToEnd (through gpg-agent, agentCard)
    /// or DeviceTime (raw APDUs over PC/SC, pcscCard; scdaemon must have let
    /// go of the reader).
    keyward::bench::BenchPath cardPath = keyward::bench::BenchPath::EndToEnd;
    /// DeviceTime: the card found over PC/SC (probeOpenPgpCard on a worker)
    /// and its reader; unset: cards are skipped with `pcscCardError`.
    std::optional<keyward::bench::DeviceIdentity> pcscCard;
    keyward::bench::CardKeyAlgorithms pcscCardKeys; ///< the algorithms of pcscCard's keys
    QString pcscReader;
    QString pcscCardError;
    bool cpuBaseline = false;
    QStringList algorithms;
    QList<keyward::bench::OperationKind> operations;
    keyward::bench::BenchCase settings; ///< iterations / duration / warm-up / threads
    /// PKCS#11 cases also at 1, 2, 4 … threads below settings.threads (for the
    /// throughput-against-threads chart); the CPU baseline runs once.
    bool threadSweep = false;
    QByteArray tokenPin; ///< PKCS#11 tokens' user PIN; wiped by planCases
    QByteArray cardPin;  ///< the OpenPGP card's user PIN (PW1); wiped by planCases
};

/// Devices × algorithms × operations as engine cases. PKCS#11 tokens use a
/// dedicated session key per thread (generated, removed again); modules are
/// loaded on the engine's thread, not here. OpenPGP cards: planAgentCardCases()
/// (as `keyward-cli bench --card --path end-to-end`), once, not per thread count,
/// for the chosen algorithms their keys are of (app::forChosenAlgorithms()).
/// Skipped cases are in the list with their reason (app::skippedCases()).
QList<PageCase> planCases(PageSelection selection);

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
