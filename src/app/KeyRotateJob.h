// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfflineKeyJob.h"
#include "openpgp/offline/OfflineKeyRotation.h"

namespace keyward::app {

/**
 * A rotation of a key's subkeys (KeyRotateCommand) in two steps on a worker of its own, for the
 * window (OfflineKeyJob): prepare() makes the new subkeys and expires the old ones in a
 * temporary keyring and answers the plan; apply() writes the new secret key file and updates the
 * everyday keyring, discard() drops it.
 */
class KeyRotateJob
    : public OfflineKeyJob<openpgp::offline::OfflineKeyRotation, openpgp::offline::RotationRequest>
{
public:
    KeyRotateJob();
};

} // namespace keyward::app
