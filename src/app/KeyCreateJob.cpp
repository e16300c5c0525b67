// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCreateJob.h"

#include "KeyCreateCommand.h"
#include "core/Worker.h"
#include "pkcs11/SecretBytes.h"

namespace keyward::app {

using openpgp::offline::OfflineKeyReport;

KeyCreateJob::KeyCreateJob()
    : m_worker(std::make_unique<Worker>(QStringLiteral("keyward-keycreate")))
{}

KeyCreateJob::~KeyCreateJob() = default;

QFuture<Result<OfflineKeyReport>>
KeyCreateJob::start(const openpgp::offline::OfflineKeyRequest &request, QByteArray passphrase,
                    const openpgp::offline::OfflineKeyCreation::Progress &progress)
{
    // The only copy travels into the job; the caller's buffer is wiped here.
    QByteArray secret(passphrase.constData(), passphrase.size());
    pkcs11::wipe(passphrase);
    return m_worker->run([request, secret = std::move(secret), progress]() mutable {
        return KeyCreateCommand::run(request, std::move(secret), progress);
    });
}

} // namespace keyward::app
