// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentCardIdentity.h"
#include "bench/BenchCase.h"
#include "bench/OperationRunner.h"
#include "bench/PinGuard.h"

#include <QByteArray>
#include <QList>
#include <QMap>

#include <memory>

namespace keyward::bench {

/// One end-to-end case on the card gpg-agent uses, ready for the engine, or
/// skipped with why. The CLI (`bench --card --path end-to-end`) and the
/// benchmark page plan these the same way.
struct AgentCardCase
{
    BenchCase benchCase; ///< algorithm "card key" until the run has set it up
    RunnerFactory factory;
    QMap<QString, QString> software; ///< {"gpg-agent": version}
    /// The card key's algorithm ("RSA-2048"), set by the runner's setup on the
    /// engine's thread; read it after the run and put it into the record.
    std::shared_ptr<QString> algorithmAfterSetup;
    QString skipReason; ///< not empty: not run
};

/**
 * One case per operation on `card` (from probeCardThroughAgent()), through
 * AgentBenchRunner on one thread (one card, one agent connection), with the
 * key that is on the card ("existing:card"). `settings` gives warm-up,
 * iterations and duration. Sign, Decrypt and Authenticate are run; key
 * generation is skipped (it would replace the user's key), other operations
 * are not gpg-agent operations.
 *
 * `pin` (PW1) is copied into one buffer that the factories share and that is
 * wiped when the last factory goes; each runner wipes its own copy in
 * teardown. The caller wipes `pin`.
 *
 * Every case shares `pinGuard` (null: one guard for these cases that refuses
 * the last try), so once the card refused the PIN no later case sends it.
 */
QList<AgentCardCase> planAgentCardCases(const AgentCardIdentity &card, const BenchCase &settings,
                                        const QList<OperationKind> &operations,
                                        const QByteArray &pin, const QString &socket = {},
                                        std::shared_ptr<PinGuard> pinGuard = {});

} // namespace keyward::bench
