// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"

#include <QString>
#include <QTextStream>

namespace keyward::cli {

/// The usage text of `keyward-cli key renew`.
QString keyRenewUsage();

/// `keyward-cli key renew --backup FPR-secret.asc [--expire 1y] [--primary-expire keep|never|2y]
/// [--new-backup] [--passphrase-fd N] [--yes] [--json]`: the subkeys' expiry extended from the
/// secret key file in a temporary GNUPGHOME, the renewed public key imported into the everyday
/// keyring after confirmation (app::KeyRenewCommand). Exit 0 renewed, 1 failed, 2 wrong
/// arguments, file or passphrase (nothing changed), 3 refused (not confirmed, or the new
/// backup file exists; nothing changed).
int runKeyRenew(const Options &options, QTextStream &out, QTextStream &err, bool json);

} // namespace keyward::cli
