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
/// Only a regular file of at most SafeFile::kSecretFileMax bytes is read (a
/// directory, /dev/zero, a FIFO or a bigger file is refused with a sentence
/// naming it); every buffer the PIN passed through is wiped.
Result<SecretBytes> fromFile(const QString &path);

/// fromFile() for a PIN file that something other than the command line
/// names (a provisioning profile): as ssh asks of private keys, it must be
/// a regular file of this user that no one else may read or write (mode
/// 0600 or 0400); another file is refused with a sentence naming the rule.
/// The same rules hold for the password file of a DKEK share a profile names;
/// `secret` says which the file holds in the sentences.
enum class PrivateSecret
{
    Pin,
    DkekSharePassword,
};
Result<SecretBytes> fromPrivateFile(const QString &path, PrivateSecret secret = PrivateSecret::Pin);

/// Asks on the controlling terminal (/dev/tty) with echo off; when there is
/// no terminal, reads one line from stdin. Bytes only (no QString, no stdio
/// buffer), at most SafeFile::kSecretFileMax, wiped after use.
Result<SecretBytes> prompt(const QString &question);

/// One line read from `fd` (without "\n" or "\r\n"; empty when the line is),
/// byte by byte into a fixed buffer that is wiped, so no reallocation leaves a
/// copy behind. A line longer than SafeFile::kSecretFileMax is refused: a PIN
/// or passphrase is not that long. For PINs and passphrases alike.
Result<SecretBytes> readSecretLine(int fd, const QString &operation);

/// `question` written to the terminal `tty`, then readSecretLine() from it with
/// echo off (the terminal's settings are put back). For PINs and passphrases alike.
Result<SecretBytes> askOnTerminal(int tty, const QString &question, const QString &operation);

} // namespace PinSource

} // namespace keyward::pkcs11
