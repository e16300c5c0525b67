// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"
#include "OnCardKey.h"

namespace keyward::vcard::dkek {

/// A DKEK share and the DKEK (the XOR of the shares) are 32 bytes: an AES-256 key.
constexpr std::size_t kSize = 32;

/** Key check value: the first 8 bytes of SHA-256 over the DKEK. */
Bytes keyCheckValue(const Bytes &dkek);

/**
 * The SmartCard-HSM key blob of the private key @p der (PKCS#8 DER, RSA or one of the curves
 * keyward-vcard knows) under @p dkek:
 * KCV (8) | key type (1: 5 RSA d/n/e, 6 RSA CRT, 12 ECC) | 2-byte length + default algorithm
 * OID | 2-byte length + allowed algorithms | 2-byte length + access conditions | 2-byte
 * length + key OID | AES-256-CBC (IV 0) under SHA-256(DKEK || 00000001) of
 * { 8 random bytes | key size in bits (2) | components, each 2-byte length + value |
 * 80 00.. to 16 bytes } | AES-CMAC under SHA-256(DKEK || 00000002) over all before it.
 */
CryptoResult wrap(const Bytes &dkek, const Bytes &der);

/**
 * The private key (PKCS#8 DER) in @p blob; 6A80 when the blob's KCV is not that of @p dkek,
 * its MAC does not verify, it is truncated or malformed, or the key in it is inconsistent.
 */
CryptoResult unwrap(const Bytes &dkek, const Bytes &blob);

} // namespace keyward::vcard::dkek
