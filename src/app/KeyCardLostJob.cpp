// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCardLostJob.h"

#include "KeyCardLostCommand.h"
#include "core/Worker.h"
#include "pkcs11/SecretBytes.h"

#include <QCoreApplication>

namespace keyward::app {

using openpgp::offline::OfflineSubkeyRevocation;
using openpgp::offline::SubkeyRevocationPlan;
using openpgp::offline::SubkeyRevocationReport;

struct KeyCardLostJob::State
{
    std::unique_ptr<OfflineSubkeyRevocation> revocation;

    ~State() { discard(); } // a discard the closing worker dropped still happens

    void discard()
    {
        if (revocation) {
            (void)revocation->discard();
            revocation.reset();
        }
    }
};

KeyCardLostJob::KeyCardLostJob()
    : m_state(std::make_shared<State>())
    , m_worker(std::make_unique<Worker>(QStringLiteral("keyward-cardlost")))
{}

KeyCardLostJob::~KeyCardLostJob()
{
    // This waits for a running step (the window closed during Prepare): the temporary keyring
    // holds the secret primary key, and the process must not end before it is overwritten and
    // removed. The step is gpg's import or key editor, seconds at most.
    m_worker->post([state = m_state] { state->discard(); });
    m_worker.reset(); // joined after the discard
}

QFuture<Result<SubkeyRevocationPlan>>
KeyCardLostJob::prepare(const openpgp::offline::SubkeyRevocationRequest &request,
                        QByteArray passphrase, const Progress &progress)
{
    // The only copy travels into the job; the caller's buffer is wiped here.
    QByteArray secret(passphrase.constData(), passphrase.size());
    pkcs11::wipe(passphrase);
    return m_worker->run([state = m_state, request, secret = std::move(secret),
                          progress]() mutable -> Result<SubkeyRevocationPlan> {
        state->discard();
        auto prepared = KeyCardLostCommand::prepare(request, std::move(secret), progress);
        if (!prepared) {
            return prepared.error();
        }
        state->revocation = std::move(prepared.value());
        return state->revocation->plan();
    });
}

QFuture<Result<SubkeyRevocationReport>> KeyCardLostJob::apply(const Progress &progress)
{
    return m_worker->run([state = m_state, progress]() -> Result<SubkeyRevocationReport> {
        if (!state->revocation) {
            return Error::invalidInput(
                OfflineSubkeyRevocation::title(),
                QCoreApplication::translate("keyward::app::KeyCardLostJob",
                                            "No revocation is prepared; prepare it first."));
        }
        auto report = state->revocation->apply(progress);
        state->revocation.reset();
        return report;
    });
}

QFuture<Status> KeyCardLostJob::discard()
{
    return m_worker->run([state = m_state]() -> Status {
        state->discard();
        return {};
    });
}

} // namespace keyward::app
