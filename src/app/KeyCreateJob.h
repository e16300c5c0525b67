// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineKeyCreation.h"

#include <QFuture>

#include <memory>

namespace keyward {
class Worker;
}

namespace keyward::app {

/**
 * KeyCreateCommand::run on a worker of its own, for the window: the key is made by a gpg and a
 * gpg-agent of a temporary keyring, which take seconds. One creation at a time; the worker is
 * joined when the job is destroyed, after the creation that runs has ended.
 */
class KeyCreateJob
{
public:
    KeyCreateJob();
    ~KeyCreateJob();
    KeyCreateJob(const KeyCreateJob &) = delete;
    KeyCreateJob &operator=(const KeyCreateJob &) = delete;

    /// Starts the creation of a request KeyCreateCommand::validate made. The passphrase is
    /// wiped after use. `progress` is called on the worker's thread.
    QFuture<Result<openpgp::offline::OfflineKeyReport>>
    start(const openpgp::offline::OfflineKeyRequest &request, QByteArray passphrase,
          const openpgp::offline::OfflineKeyCreation::Progress &progress);

private:
    std::unique_ptr<Worker> m_worker;
};

} // namespace keyward::app
