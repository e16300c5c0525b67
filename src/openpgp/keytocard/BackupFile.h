// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace keyward::openpgp::keytocard {

/// What writing a backup file did besides writing it.
struct BackupWriteOutcome
{
    /// Where the file that was at the path before now is (only when replacing was allowed);
    /// empty when there was none. The old backup is never deleted.
    QString replacedAside;
    /// Temporary files of an interrupted earlier run that were found next to the target and
    /// removed (full paths).
    QStringList removedLeftovers;
};

/**
 * The backup file on disk: pure file I/O, no GnuPG.
 *
 * A backup is the only off-card copy of a key, so it is never overwritten silently and never
 * written through a planted link: the bytes go to a fresh temporary file next to the target
 * (random name, O_CREAT|O_EXCL|O_NOFOLLOW, mode 0600 whatever the umask), are fsynced, and the
 * file is renamed to the target without replacing anything. When replacing was allowed, the
 * existing file is first renamed aside (<path>.replaced-<n>) and the caller tells the user where
 * it went.
 */
namespace BackupFile {

/// Largest backup file Keyward reads back (armour of a big key with many subkeys is tens of KB).
inline constexpr qint64 kMaxBytes = 16 * 1024 * 1024;

/// Whether something (file, link, folder) already has this name; links are not followed.
bool exists(const QString &path);
/// Whether `path` names a folder (links are not followed).
bool isFolder(const QString &path);

/// The name an existing file at `path` is renamed to when it is replaced: the first free
/// "<path>.replaced-1", "-2", …
QString asideName(const QString &path);

/// Removes the temporary files an interrupted run left next to `path` (<name>.kwtmp and
/// <name>.kwtmp-XXXXXXXXXXXX: regular files and links only; a link is removed, never followed).
/// Returns the paths removed.
QStringList removeLeftovers(const QString &path);

/// Writes `bytes` to `path` as described above. Without `replace`, an existing `path` is an
/// error (InvalidInput) and nothing is written. On any failure the temporary file is removed and
/// an existing backup is where it was (or, when the failure came after it was renamed aside, the
/// error says where it is).
Result<BackupWriteOutcome> write(const QString &path, const QByteArray &bytes, bool replace,
                                 const QString &operation);

/// Checks that `path` is still the file that was verified: same size and SHA-256 (hex). Called
/// right before a local secret key is deleted.
Status recheck(const QString &path, qint64 bytes, const QByteArray &sha256Hex,
               const QString &operation);

} // namespace BackupFile

} // namespace keyward::openpgp::keytocard
