// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The DKEK steps of a SmartCard-HSM as `keyward-cli token dkek import-share|wrap|unwrap` and the
// token page run them: the same checks before the device is touched, the same files (a wrapped
// key is written as a new file only, 0600), and the same sentences from what the device answered
// afterwards, so the two front ends cannot disagree. Blocking where a device or a file is used:
// run those on a worker.

#include "ScHsmDkek.h"

#include "core/Result.h"
#include "pkcs11/SecretBytes.h"

#include <QString>

#include <optional>

namespace keyward::app::ScHsmDkekCommands {

using ScHsmDkek::DkekStatus;
using ScHsmDkek::WrappedKey;

/// The key check value as the device and sc-hsm-tool show it: 16 upper-case hex digits.
QString kcvText(const QByteArray &kcv);

/// The DKEK status of the SmartCard-HSM in `reader` (as the caller shows the reader's name).
QString statusText(const QString &reader, const DkekStatus &s);

/// Importing a share: its title, what the confirmation names as lost for good, what runs, and
/// what was done (the status read back).
QString importTitle();
QString importLoss(const QString &reader);
QString importWhat();
QString importDone(const QString &reader, const DkekStatus &s);

/// Reads a share file and decrypts it with `password`; a wrong password is refused with a whole
/// sentence before the device is used.
Result<pkcs11::SecretBytes> openShareFile(const QString &path, const pkcs11::SecretBytes &password);

/// Refuses an existing `path` (a wrapped key is never written over a file) with a sentence.
Status requireNewFile(const QString &path);

/// Wraps the key under `keyRef` and writes it to `path` as a new file (O_EXCL|O_NOFOLLOW, 0600).
Result<WrappedKey> wrapToFile(const QString &reader, const pkcs11::SecretBytes &pin, int keyRef,
                              const QString &path);
QString wrapTitle();
QString wrapWhat(int keyRef, const QString &reader);
QString wrapDone(int keyRef, const QString &path, const WrappedKey &key);

/// The wrapped key in `path` (sc-hsm-tool --wrap-key's format), checked before a PIN is asked.
Result<WrappedKey> readWrappedFile(const QString &path);
QString unwrapTitle();
QString unwrapWhat(const QString &path, int keyRef, const QString &reader);
QString unwrapDone(int keyRef, const QString &reader, const WrappedKey &key);

} // namespace keyward::app::ScHsmDkekCommands
