// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRenewJob.h"

#include "KeyRenewCommand.h"
#include "core/Worker.h"
#include "pkcs11/SecretBytes.h"

#include <QCoreApplication>

namespace keyward::app {

using openpgp::offline::OfflineKeyRenewal;
using openpgp::offline::RenewalPlan;
using openpgp::offline::RenewalReport;

struct KeyRenewJob::State
{
    std::unique_ptr<OfflineKeyRenewal> renewal;

    ~State() { discard(); } // a discard the closing worker dropped still happens

    void discard()
    {
        if (renewal) {
            (void)renewal->discard();
            renewal.reset();
        }
    }
};

KeyRenewJob::KeyRenewJob()
    : m_state(std::make_shared<State>())
    , m_worker(std::make_unique<Worker>(QStringLiteral("keyward-keyrenew")))
{}

KeyRenewJob::~KeyRenewJob()
{
    // This waits for a running step (the window closed during Prepare): the temporary keyring
    // holds the secret primary key, and the process must not end before it is overwritten and
    // removed. The step is gpg's import or expiry change, seconds at most.
    m_worker->post([state = m_state] { state->discard(); });
    m_worker.reset(); // joined after the discard
}

QFuture<Result<RenewalPlan>> KeyRenewJob::prepare(const openpgp::offline::RenewalRequest &request,
                                                  QByteArray passphrase, const Progress &progress)
{
    // The only copy travels into the job; the caller's buffer is wiped here.
    QByteArray secret(passphrase.constData(), passphrase.size());
    pkcs11::wipe(passphrase);
    return m_worker->run([state = m_state, request, secret = std::move(secret),
                          progress]() mutable -> Result<RenewalPlan> {
        state->discard();
        auto prepared = KeyRenewCommand::prepare(request, std::move(secret), progress);
        if (!prepared) {
            return prepared.error();
        }
        state->renewal = std::move(prepared.value());
        return state->renewal->plan();
    });
}

QFuture<Result<RenewalReport>> KeyRenewJob::apply(const Progress &progress)
{
    return m_worker->run([state = m_state, progress]() -> Result<RenewalReport> {
        if (!state->renewal) {
            return Error::invalidInput(
                OfflineKeyRenewal::title(),
                QCoreApplication::translate("keyward::app::KeyRenewJob",
                                            "No renewal is prepared; prepare it first."));
        }
        auto report = state->renewal->apply(progress);
        state->renewal.reset();
        return report;
    });
}

QFuture<Status> KeyRenewJob::discard()
{
    return m_worker->run([state = m_state]() -> Status {
        state->discard();
        return {};
    });
}

} // namespace keyward::app
