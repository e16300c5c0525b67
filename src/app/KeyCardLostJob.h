// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfflineKeyJob.h"
#include "openpgp/offline/OfflineSubkeyRevocation.h"

namespace keyward::app {

/**
 * A lost card's revocation (KeyCardLostCommand) in two steps on a worker of its own, for the
 * window (OfflineKeyJob): prepare() revokes the subkeys in a temporary keyring and answers the
 * plan; apply() puts the revocations into the everyday keyring, discard() drops them.
 */
class KeyCardLostJob : public OfflineKeyJob<openpgp::offline::OfflineSubkeyRevocation,
                                            openpgp::offline::SubkeyRevocationRequest>
{
public:
    KeyCardLostJob();
};

} // namespace keyward::app
