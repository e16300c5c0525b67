// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineKeyRenewal.h"

#include <QFuture>

#include <memory>

namespace keyward {
class Worker;
}

namespace keyward::app {

/**
 * A key renewal (KeyRenewCommand) in two steps on a worker of its own, for the window:
 * prepare() makes the renewed key in a temporary keyring and answers the plan; apply() puts it
 * into the everyday keyring, discard() drops it. The renewal itself stays on the worker's
 * thread between the steps. Destroying the job discards a prepared renewal and joins the worker.
 */
class KeyRenewJob
{
public:
    using Progress = openpgp::offline::OfflineKeyRenewal::Progress;

    KeyRenewJob();
    ~KeyRenewJob();
    KeyRenewJob(const KeyRenewJob &) = delete;
    KeyRenewJob &operator=(const KeyRenewJob &) = delete;

    /// KeyRenewCommand::prepare; a renewal prepared before is discarded first. The
    /// passphrase is wiped. `progress` is called on the worker's thread.
    QFuture<Result<openpgp::offline::RenewalPlan>>
    prepare(const openpgp::offline::RenewalRequest &request, QByteArray passphrase,
            const Progress &progress);
    /// Applies the prepared renewal (InvalidInput when none is prepared).
    QFuture<Result<openpgp::offline::RenewalReport>> apply(const Progress &progress);
    /// Drops the prepared renewal: its temporary keyring is removed, nothing else changes.
    QFuture<Status> discard();

private:
    struct State;
    std::shared_ptr<State> m_state; ///< touched on the worker's thread only
    std::unique_ptr<Worker> m_worker;
};

} // namespace keyward::app
