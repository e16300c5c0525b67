// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "core/Worker.h"
#include "pkcs11/SecretBytes.h"

#include <QFuture>
#include <QString>

#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace keyward::app {

/**
 * A change made from a secret key file in a temporary keyring, in two steps on a worker of its
 * own, for the window (KeyRenewJob, KeyCardLostJob, KeyRotateJob): prepare() does everything up
 * to the everyday keyring and answers the plan; apply() goes on, discard() drops it. The
 * operation (an openpgp::offline class with plan(), apply(progress) and discard()) stays on the
 * worker's thread between the steps. Destroying the job discards a prepared operation and joins
 * the worker.
 */
template<class Operation, class Request> class OfflineKeyJob
{
public:
    using Progress = typename Operation::Progress;
    using Plan = std::decay_t<decltype(std::declval<const Operation &>().plan())>;
    using ReportResult = decltype(std::declval<Operation &>().apply(std::declval<Progress>()));
    /// The command's blocking prepare (KeyRenewCommand::prepare and the like).
    using Prepare = std::function<Result<std::unique_ptr<Operation>>(const Request &, QByteArray,
                                                                     const Progress &)>;

    /// `workerName` names the thread; `nothingPrepared` is the error apply() answers when no
    /// operation is prepared.
    OfflineKeyJob(const QString &workerName, Prepare prepare,
                  std::function<Error()> nothingPrepared)
        : m_prepare(std::move(prepare))
        , m_nothingPrepared(std::move(nothingPrepared))
        , m_state(std::make_shared<State>())
        , m_worker(std::make_unique<Worker>(workerName))
    {}

    ~OfflineKeyJob()
    {
        // This waits for a running step (the window closed during Prepare): the temporary
        // keyring holds the secret primary key, and the process must not end before it is
        // overwritten and removed. The step is gpg's import or key editor, seconds at most.
        m_worker->post([state = m_state] { state->discard(); });
        m_worker.reset(); // joined after the discard
    }
    OfflineKeyJob(const OfflineKeyJob &) = delete;
    OfflineKeyJob &operator=(const OfflineKeyJob &) = delete;

    /// The command's prepare; an operation prepared before is discarded first. The passphrase
    /// is wiped. `progress` is called on the worker's thread.
    QFuture<Result<Plan>> prepare(const Request &request, QByteArray passphrase,
                                  const Progress &progress)
    {
        // The only copy travels into the job; the caller's buffer is wiped here.
        QByteArray secret(passphrase.constData(), passphrase.size());
        pkcs11::wipe(passphrase);
        return m_worker->run([state = m_state, prepareFn = m_prepare, request,
                              secret = std::move(secret), progress]() mutable -> Result<Plan> {
            state->discard();
            auto prepared = prepareFn(request, std::move(secret), progress);
            pkcs11::wipe(secret);
            if (!prepared) {
                return prepared.error();
            }
            state->operation = std::move(prepared).value();
            return state->operation->plan();
        });
    }

    /// Applies the prepared operation (InvalidInput when none is prepared).
    QFuture<ReportResult> apply(const Progress &progress)
    {
        return m_worker->run(
            [state = m_state, none = m_nothingPrepared, progress]() -> ReportResult {
                if (!state->operation) {
                    return none();
                }
                auto report = state->operation->apply(progress);
                state->operation.reset();
                return report;
            });
    }

    /// Drops the prepared operation: its temporary keyring is removed, nothing else changes.
    QFuture<Status> discard()
    {
        return m_worker->run([state = m_state]() -> Status {
            state->discard();
            return {};
        });
    }

private:
    struct State
    {
        std::unique_ptr<Operation> operation; ///< touched on the worker's thread only

        ~State() { discard(); } // a discard the closing worker dropped still happens

        void discard()
        {
            if (operation) {
                (void)operation->discard();
                operation.reset();
            }
        }
    };

    Prepare m_prepare;
    std::function<Error()> m_nothingPrepared;
    std::shared_ptr<State> m_state;
    std::unique_ptr<Worker> m_worker;
};

} // namespace keyward::app
