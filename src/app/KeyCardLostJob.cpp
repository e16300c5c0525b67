// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCardLostJob.h"

#include "KeyCardLostCommand.h"

#include <QCoreApplication>

namespace keyward::app {

KeyCardLostJob::KeyCardLostJob()
    : OfflineKeyJob(QStringLiteral("keyward-cardlost"), &KeyCardLostCommand::prepare, [] {
        return Error::invalidInput(
            openpgp::offline::OfflineSubkeyRevocation::title(),
            QCoreApplication::translate("keyward::app::KeyCardLostJob",
                                        "No revocation is prepared; prepare it first."));
    })
{}

} // namespace keyward::app
