// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The DKEK operations a user asks of a SmartCard-HSM (Nitrokey HSM): its
// status, importing a share, wrapping a key out and unwrapping it back. Each
// checks the reader as ScHsmSetup does (no card, an OpenPGP card GnuPG uses, a
// reader another program holds), connects, and runs in one exclusive
// transaction. Blocking: run them on a worker.

#include "core/Result.h"
#include "pcsc/ScHsmDkek.h"
#include "pkcs11/SecretBytes.h"

#include <QString>

#include <optional>

namespace keyward::app::ScHsmDkek {

using pcsc::ScHsm::DkekStatus;
using pcsc::ScHsm::KeyDirectory;
using pcsc::ScHsm::WrappedKey;

/// The DKEK status the device reports.
Result<DkekStatus> status(const QString &reader);

/// Imports `share` (32 bytes) and returns the status read back. With
/// `expectKcv` (16 hexadecimal digits) a share that cannot give that DKEK is
/// refused before it is sent when the DKEK is made of this one share; with
/// several shares the key check value is compared once the last is imported
/// (the device has changed then, and the sentence says so).
Result<DkekStatus> importShare(const QString &reader, const pkcs11::SecretBytes &share,
                               const std::optional<QString> &expectKcv);

/// The key under `keyRef` wrapped under the DKEK, with its PRKD and certificate.
Result<WrappedKey> wrap(const QString &reader, const pkcs11::SecretBytes &pin, int keyRef);

/// A wrapped key unwrapped into `keyRef`, its PRKD and certificate written back.
Status unwrap(const QString &reader, const pkcs11::SecretBytes &pin, int keyRef,
              const WrappedKey &key);

/// The device's keys by key reference, with the IDs (CKA_ID) their descriptions give them.
Result<KeyDirectory> keyDirectory(const QString &reader);

/// The sentence to show for an error these returned.
QString sentence(const Error &error);

} // namespace keyward::app::ScHsmDkek
