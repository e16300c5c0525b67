// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SecretBytes.h"
#include "core/Result.h"

#include <QString>

namespace keyward::pkcs11 {

/// Where a script's PIN comes from: never the command line (other users see
/// it in ps). A file (first line; "-" is standard input), or a prompt on the
/// terminal with echo off.
namespace PinSource {

/// The first line of path (without the line end); "-" reads one line from stdin.
Result<SecretBytes> fromFile(const QString &path);

/// Asks on the controlling terminal (/dev/tty) with echo off; when there is
/// no terminal, reads one line from stdin.
Result<SecretBytes> prompt(const QString &question);

} // namespace PinSource

} // namespace keyward::pkcs11
