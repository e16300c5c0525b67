// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"

#include <QStringList>
#include <QTextStream>

namespace keyward::cli {

/// The table of `keyward-cli key`: the subcommands create, renew and use.
const CommandTable &keyTable();

/// `keyward-cli key create --name N --email E [--algo ed25519|rsa4096] [--expire 1y]
/// [--primary-expire never] [--out-dir DIR] [--keep-home] [--passphrase-fd N] [--json]`:
/// a card owner's key made in a temporary GNUPGHOME (app::KeyCreateCommand). The passphrase
/// comes from file descriptor N or, without it, from the terminal (asked twice, echo off);
/// never from the command line. Exit 0 created and checked, 1 failed, 2 wrong arguments
/// (nothing created), 3 refused because the output folder holds an earlier key's files.
int runKeyCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json);

} // namespace keyward::cli
