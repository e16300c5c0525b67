// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QByteArray>
#include <QString>

namespace keyward::SafeFile {

/// Size caps for files Keyward reads whole. A file larger than its cap is
/// refused before it is read, so /dev/zero or a huge file cannot exhaust memory.
inline constexpr qint64 kSecretFileMax = 4 * 1024;         ///< PIN and password files
inline constexpr qint64 kCertificateFileMax = 1024 * 1024; ///< certificates, PKCS#12
inline constexpr qint64 kProfileFileMax = 1024 * 1024;     ///< provisioning profiles
inline constexpr qint64 kImportFileMax = 64 * 1024 * 1024; ///< result imports (JSON, CSV)

/// Reads a whole regular file of at most maxBytes. Refuses (InvalidInput, a
/// whole sentence naming the file) a directory, device, FIFO or socket, and a
/// file over the cap; "-" reads standard input up to the cap. The caller of a
/// secret wipes the returned buffer after use. `what` names the file for the
/// user ("the PIN file", "the certificate").
Result<QByteArray> readBounded(const QString &path, qint64 maxBytes, const QString &what);

/// Creates `path` for writing with O_CREAT|O_EXCL|O_NOFOLLOW and mode 0600
/// (fchmod'ed, whatever the umask): never follows a planted link, never opens
/// an existing file. Returns the file descriptor; the caller closes it.
Result<int> createExclusive(const QString &path);

/// Writes all of data to a fresh file made by createExclusive(), fsyncs it and
/// closes it; on any failure the partial file is removed.
Status writeExclusive(const QString &path, const QByteArray &data);

/// A path component made from text a device or a file supplied (a token
/// label, a serial): everything but letters, digits, '-', '_' and '.' becomes
/// '_', leading dots are replaced, empty becomes "_" — so the result never
/// leaves the folder it is joined to.
QString safeFileComponent(const QString &text);

} // namespace keyward::SafeFile
