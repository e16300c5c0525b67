// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRenewJob.h"

#include "KeyRenewCommand.h"

#include <QCoreApplication>

namespace keyward::app {

KeyRenewJob::KeyRenewJob()
    : OfflineKeyJob(QStringLiteral("keyward-keyrenew"), &KeyRenewCommand::prepare, [] {
        return Error::invalidInput(
            openpgp::offline::OfflineKeyRenewal::title(),
            QCoreApplication::translate("keyward::app::KeyRenewJob",
                                        "No renewal is prepared; prepare it first."));
    })
{}

} // namespace keyward::app
