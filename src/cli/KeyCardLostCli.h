// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"

#include <QString>
#include <QTextStream>

namespace keyward::cli {

/// The usage text of `keyward-cli key card-lost`.
QString keyCardLostUsage();

/// `keyward-cli key card-lost --backup FPR-secret.asc [--card-serial S | --subkeys FPR,…]
/// [--reason compromised|retired] [--publish DIR] [--passphrase-fd N] [--yes] [--json]`: the
/// subkeys that were on a lost card revoked from the secret key file in a temporary GNUPGHOME,
/// the revocations imported into the everyday keyring after confirmation
/// (app::KeyCardLostCommand). Exit 0 revoked, 1 failed, 2 wrong arguments, file, subkeys or
/// passphrase (nothing changed), 3 refused (not confirmed, or the file for publishing exists;
/// nothing changed).
int runKeyCardLost(const Options &options, QTextStream &out, QTextStream &err, bool json);

} // namespace keyward::cli
