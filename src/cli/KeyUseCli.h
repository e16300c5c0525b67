// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"

#include <QString>
#include <QTextStream>

namespace keyward::cli {

/// The usage text of `keyward-cli key use`.
QString keyUseUsage();

/// `keyward-cli key use --fingerprint FPR [--ssh] [--git] [--publish DIR] [--wkd DIR --email
/// ADDRESS] [--enable-ssh-support] [--yes] [--json]`: the SSH line, the git lines, the public
/// key to publish and a Web Key Directory's files for a key in the everyday keyring
/// (app::KeyUseCommand). Exit 0 done, 1 failed, 2 wrong arguments or a key that lacks what is
/// asked for (nothing written), 3 refused (an output file exists, or gpg-agent.conf's change
/// not confirmed; nothing written).
int runKeyUse(const Options &options, QTextStream &out, QTextStream &err, bool json);

} // namespace keyward::cli
