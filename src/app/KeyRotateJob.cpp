// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRotateJob.h"

#include "KeyRotateCommand.h"

#include <QCoreApplication>

namespace keyward::app {

KeyRotateJob::KeyRotateJob()
    : OfflineKeyJob(QStringLiteral("keyward-keyrotate"), &KeyRotateCommand::prepare, [] {
        return Error::invalidInput(
            openpgp::offline::OfflineKeyRotation::title(),
            QCoreApplication::translate("keyward::app::KeyRotateJob",
                                        "No rotation is prepared; prepare it first."));
    })
{}

} // namespace keyward::app
