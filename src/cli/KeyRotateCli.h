// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"

#include <QString>
#include <QTextStream>

namespace keyward::cli {

/// The usage text of `keyward-cli key rotate`.
QString keyRotateUsage();

/// `keyward-cli key rotate --backup FPR-secret.asc --out NEW-BACKUP.asc [--expire 1y]
/// [--passphrase-fd N] [--yes] [--json]`: new sign, encrypt and authenticate subkeys made from
/// the secret key file in a temporary GNUPGHOME and the old ones set to expire now, the rotated
/// secret key written to --out and checked, the public key imported into the everyday keyring
/// after confirmation (app::KeyRotateCommand). Exit 0 rotated, 1 failed, 2 wrong arguments,
/// file or passphrase (nothing changed), 3 refused (not confirmed, or --out exists; nothing
/// changed).
int runKeyRotate(const Options &options, QTextStream &out, QTextStream &err, bool json);

} // namespace keyward::cli
