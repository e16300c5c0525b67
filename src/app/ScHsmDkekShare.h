// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A SmartCard-HSM DKEK share file exactly as OpenSC's sc-hsm-tool
// --create-dkek-share writes it: 64 bytes, "Salted__", an 8-byte salt, then
// the 32-byte share encrypted with AES-256-CBC (PKCS#7 padding) under the key
// and IV that EVP_BytesToKey (MD5, 10,000,000 iterations: sc-hsm-tool's
// default --iter-count) derives from the password and the salt.

#include "core/Result.h"
#include "pkcs11/SecretBytes.h"

#include <QByteArray>
#include <QString>

namespace keyward::app::DkekShare {

inline constexpr int kShareSize = 32;
inline constexpr int kFileSize = 64;
inline constexpr int kIterations = 10000000;
/// sc-hsm-tool asks for at least 6 characters.
inline constexpr int kMinPassword = 6;

/// A new random share (OpenSSL's RAND_bytes) encrypted under `password`; its
/// keyCheckValue() in `kcv` when given. `iterations` other than kIterations only for tests.
Result<QByteArray> create(const pkcs11::SecretBytes &password, QString *kcv = nullptr,
                          int iterations = kIterations);
/// The same for a given share and salt (tests).
Result<QByteArray> encrypt(const pkcs11::SecretBytes &share, const QByteArray &salt,
                           const pkcs11::SecretBytes &password, int iterations = kIterations);
/// The 32-byte share; a file of another size or without "Salted__" and a wrong
/// password (the padding does not check) are refused with a sentence.
Result<pkcs11::SecretBytes> decrypt(const QByteArray &file, const pkcs11::SecretBytes &password,
                                    int iterations = kIterations);
/// The key check value of a DKEK made of this share alone: the first 8 bytes of
/// SHA-256 over it (what the device reports), upper-case hex.
QString keyCheckValue(const pkcs11::SecretBytes &share);

/// Writes the file as a new file (O_EXCL|O_NOFOLLOW, mode 0600), never over an existing one.
Status write(const QString &path, const QByteArray &file);
/// Reads a share file (at most a few bytes more than kFileSize are looked at).
Result<QByteArray> read(const QString &path);

} // namespace keyward::app::DkekShare
