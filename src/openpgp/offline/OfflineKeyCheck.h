// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TempGnupgHome.h"
#include "core/Result.h"
#include "openpgp/keytocard/LocalKey.h"

namespace keyward::openpgp::offline {

struct OfflineKeyRequest;

/// The checks of a new card owner's key: its shape, and its secret file restored elsewhere.
namespace OfflineKeyCheck {

/// The key as listed has what was asked: a primary key that only certifies, then exactly a
/// sign, an encrypt and an authenticate subkey, each of the family's algorithm, with the
/// asked expiry, all with their secret parts in the keyring (not on a card).
Status layout(const keytocard::LocalKey &key, const OfflineKeyRequest &request);

struct Restored
{
    int keys = 0; ///< primary and subkeys found equal
    HomeBase base = HomeBase::TmpDir;
};

/// Imports the file at `path` (as written) into a second empty temporary GNUPGHOME and
/// checks that it restores `key`: the same primary and subkey fingerprints, algorithms,
/// capabilities and expiry, each with its secret part. The home is removed afterwards.
Result<Restored> restore(const QString &path, const keytocard::LocalKey &key);

} // namespace OfflineKeyCheck

} // namespace keyward::openpgp::offline
