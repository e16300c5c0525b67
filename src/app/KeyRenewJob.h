// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfflineKeyJob.h"
#include "openpgp/offline/OfflineKeyRenewal.h"

namespace keyward::app {

/**
 * A key renewal (KeyRenewCommand) in two steps on a worker of its own, for the window:
 * prepare() makes the renewed key in a temporary keyring and answers the plan; apply() puts it
 * into the everyday keyring, discard() drops it (OfflineKeyJob).
 */
class KeyRenewJob
    : public OfflineKeyJob<openpgp::offline::OfflineKeyRenewal, openpgp::offline::RenewalRequest>
{
public:
    KeyRenewJob();
};

} // namespace keyward::app
