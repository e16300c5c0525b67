// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The n-of-m variant of a DKEK share file's password, as OpenSC's sc-hsm-tool
// makes it (--pwd-shares-threshold T --pwd-shares-total N): the password is 8
// random bytes (the first below 0x80), split with Shamir's scheme over the
// field of a random 64-bit safe prime into N shares (x = 1..N), any T of
// which give it back. Each share is the three lines sc-hsm-tool shows a key
// custodian:
//
//     Prime       : d1:73:...   (the public prime, hexadecimal, colon-separated)
//     Share ID    : 2           (x, decimal)
//     Share value : 5e:09:...   (y, hexadecimal, colon-separated)

#include "core/Result.h"
#include "pkcs11/SecretBytes.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace keyward::app::PasswordShares {

/// The password sc-hsm-tool encrypts the share file under: 8 bytes.
inline constexpr int kPasswordSize = 8;
/// sc-hsm-tool's bounds (--pwd-shares-total at least 3, the threshold at least 2).
inline constexpr int kMinThreshold = 2;
inline constexpr int kMinTotal = 3;
/// sc-hsm-tool prints a share's ID in decimal but reads it back as
/// hexadecimal, so IDs above 9 would not survive a trip through it.
inline constexpr int kMaxTotal = 9;

/// One password share. `value` is secret; `prime` is not.
struct Share
{
    int id = 0;
    QByteArray prime;          ///< big-endian, 8 bytes
    pkcs11::SecretBytes value; ///< y, big-endian, without leading zero bytes
};

/// A new random password: 8 bytes from OpenSSL's RAND_bytes, the first in 0x01..0x7F
/// (sc-hsm-tool clears its top bit, and drops a leading zero byte when it rebuilds it).
Result<pkcs11::SecretBytes> randomPassword();

/// `secret` (at most 8 bytes, below 2^63) split into `total` shares, any
/// `threshold` of which recover it; a new random 64-bit safe prime.
Result<QList<Share>> split(const pkcs11::SecretBytes &secret, int threshold, int total);

/// The secret the shares give, as kPasswordSize big-endian bytes. Refuses
/// (one sentence) fewer than two shares, shares of different primes, repeated
/// IDs, an ID of 0 or a value not below the prime. Too few shares, or shares
/// of another split, give a wrong secret: the share file will not open.
Result<pkcs11::SecretBytes> recover(const QList<Share> &shares);

/// The three lines of a share as sc-hsm-tool prints them, after a comment
/// line naming the file, the share and the threshold. Secret: wipe it.
QByteArray format(const Share &share, int threshold, int total, const QString &shareFile);

/// A share from its lines ("#" lines and blank lines skipped); `what` names
/// where it came from in the sentence of a refusal.
Result<Share> parse(const QByteArray &text, const QString &what);

} // namespace keyward::app::PasswordShares
