// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineSubkeyRevocation.h"

#include <QFuture>

#include <memory>

namespace keyward {
class Worker;
}

namespace keyward::app {

/**
 * A lost card's revocation (KeyCardLostCommand) in two steps on a worker of its own, for the
 * window, as KeyRenewJob does the renewal: prepare() revokes the subkeys in a temporary keyring
 * and answers the plan; apply() puts the revocations into the everyday keyring, discard() drops
 * them. The revocation itself stays on the worker's thread between the steps. Destroying the job
 * discards a prepared revocation and joins the worker.
 */
class KeyCardLostJob
{
public:
    using Progress = openpgp::offline::OfflineSubkeyRevocation::Progress;

    KeyCardLostJob();
    ~KeyCardLostJob();
    KeyCardLostJob(const KeyCardLostJob &) = delete;
    KeyCardLostJob &operator=(const KeyCardLostJob &) = delete;

    /// KeyCardLostCommand::prepare; a revocation prepared before is discarded first. The
    /// passphrase is wiped. `progress` is called on the worker's thread.
    QFuture<Result<openpgp::offline::SubkeyRevocationPlan>>
    prepare(const openpgp::offline::SubkeyRevocationRequest &request, QByteArray passphrase,
            const Progress &progress);
    /// Applies the prepared revocation (InvalidInput when none is prepared).
    QFuture<Result<openpgp::offline::SubkeyRevocationReport>> apply(const Progress &progress);
    /// Drops the prepared revocation: its temporary keyring is removed, nothing else changes.
    QFuture<Status> discard();

private:
    struct State;
    std::shared_ptr<State> m_state; ///< touched on the worker's thread only
    std::unique_ptr<Worker> m_worker;
};

} // namespace keyward::app
