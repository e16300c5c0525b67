// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace keyward::pkcs11 {

/// CK_TOKEN_INFO flags in words ("login required", "user PIN count low"), in
/// the order of the specification; translated.
QStringList tokenFlagWords(unsigned long flags);

/// The same flags as stable machine names ("login-required"), as p11-kit
/// prints them; for --json output and tests.
QStringList tokenFlagNames(unsigned long flags);

/// CK_MECHANISM_INFO flags in words ("sign", "generate key pair", "EC: named curve").
QStringList mechanismFlagWords(unsigned long flags);

/// A blank-padded, not NUL-terminated Cryptoki string (label, serial, ...),
/// trimmed; UTF-8. Stops at an embedded NUL, which some modules write.
QString paddedString(const unsigned char *data, int size);

/// "2.6" from a CK_VERSION.
QString versionString(unsigned char major, unsigned char minor);

/// Cryptoki's "unavailable information" (~0) as -1; everything else as is.
qint64 ulongOrUnknown(unsigned long value);

} // namespace keyward::pkcs11
