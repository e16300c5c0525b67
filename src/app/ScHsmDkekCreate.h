// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Creating a SmartCard-HSM DKEK share file as `keyward-cli token dkek create-share` and the token
// page's Create DKEK share… do it: the same checks before anything is written (never over an
// existing file, the password rules, sc-hsm-tool's bounds of a split password), the same files
// (the share and each password share a new 0600 file, O_EXCL|O_NOFOLLOW), the file read back and
// opened again afterwards, and the same sentences from that reading. No device is used. Blocking
// (the share's key derivation takes seconds, twice): run it on a worker.

#include "core/Result.h"
#include "pkcs11/SecretBytes.h"

#include <QString>
#include <QStringList>

namespace keyward::app::ScHsmDkekCreate {

/// The dialog's title, and the operation named in a refusal.
QString title();
QString operation();

/// Refuses an existing `path` with a sentence: a DKEK share is never written over a file.
Status requireNewShareFile(const QString &path);
/// The same for the share file and the files of its password shares.
Status requireNewFiles(const QString &path, const QStringList &passwordShareFiles);

/// The password rules of a new share: the two typed passwords the same, then at least
/// DkekShare::kMinPassword characters (as sc-hsm-tool asks). Refusals name
/// passwordOperation(); their detail is a lower-case clause.
QString passwordOperation();
Status checkSamePassword(const pkcs11::SecretBytes &password, const pkcs11::SecretBytes &again);
Status checkNewPassword(const pkcs11::SecretBytes &password);

/// A split password within sc-hsm-tool's bounds: `total` from PasswordShares::kMinTotal to
/// kMaxTotal, `threshold` from kMinThreshold to `total`.
bool validSplit(int threshold, int total);
/// The files the window writes a split password's shares to, beside the share file:
/// NAME-password-share-I-of-N.txt for NAME.pbe.
QStringList passwordShareFilesBeside(const QString &path, int total);

/// What runs while the share is encrypted and read back.
QString progressText();
QString splitProgressText();

/// What was written, as read back from the files.
struct Created
{
    QString path;
    QString kcv;                    ///< of the share the written file opens to
    int threshold = 0;              ///< 0: a password the user chose
    QStringList passwordShareFiles; ///< in order of the share IDs (1..N)
};

/// A new share file `path` under `password` (checkNewPassword()); then the file is read again
/// and opened with the password, and `kcv` is that share's. A file that does not open again is
/// removed, and `undone` (when given) gets nothingKeptText(false).
Result<Created> createWithPassword(const QString &path, const pkcs11::SecretBytes &password,
                                   QString *undone = nullptr);

/// A new share file `path` under a random password split into `threshold` of
/// passwordShareFiles.size() password shares, each written to its file; then the shares are
/// read again from their files, the password rebuilt from the first and from the last
/// `threshold` of them, and the share file opened with it. On a failure after the first file
/// is written, every file written is removed again and `undone` gets nothingKeptText(true).
Result<Created> createSplit(const QString &path, int threshold,
                            const QStringList &passwordShareFiles, QString *undone = nullptr);

/// What was written and the key check value, from Created.
QString doneText(const Created &created);
/// Said after a failure that removed what was written (the share file, and with `split` its
/// password shares).
QString nothingKeptText(bool split);

} // namespace keyward::app::ScHsmDkekCreate
