// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Algorithm.h"
#include "Apdu.h"
#include "Bytes.h"

#include <utility>

namespace keyward::vcard {

/** Outcome of a key operation: data on success, or the status word a card would answer. */
struct CryptoResult
{
    Bytes data;
    std::uint16_t sw = sw::Ok;
    bool ok() const { return sw == sw::Ok; }
    static CryptoResult fail(std::uint16_t s) { return {{}, s}; }
};

/** Key material parts from an extended header list (tag 91-99 → value). */
using KeyParts = std::vector<std::pair<std::uint32_t, Bytes>>;

/**
 * Operations on the private key of one slot. Keys are kept as DER private keys so that the state
 * file can hold them; every call loads the key, uses it, and frees it.
 */
namespace oncard {
CryptoResult generate(const Algorithm &algorithm);
/** Content of DO 7F49: 81/82 for RSA, 86 for ECC. */
CryptoResult publicKeyTemplate(const Algorithm &algorithm, const Bytes &der);
/** PSO:CDS and INTERNAL AUTHENTICATE: PKCS#1 v1.5 over a DigestInfo, raw r||s, or EdDSA. */
CryptoResult sign(const Algorithm &algorithm, const Bytes &der, const Bytes &input);
/** PSO:DECIPHER with the command data as sent (padding indicator or A6 template). */
CryptoResult decipher(const Algorithm &algorithm, const Bytes &der, const Bytes &input);
CryptoResult import(const Algorithm &algorithm, const KeyParts &parts);
} // namespace oncard

namespace rsa {
CryptoResult generate(unsigned bits);
CryptoResult publicKeyTemplate(const Bytes &der);
CryptoResult sign(const Bytes &der, const Bytes &input);
CryptoResult decipher(const Bytes &der, const Bytes &input);
CryptoResult import(unsigned bits, const KeyParts &parts);
} // namespace rsa

namespace ecc {
CryptoResult generate(Curve curve);
CryptoResult publicKeyTemplate(Curve curve, const Bytes &der);
CryptoResult sign(Curve curve, const Bytes &der, const Bytes &input);
CryptoResult derive(Curve curve, const Bytes &der, const Bytes &peerPoint);
CryptoResult import(Curve curve, const KeyParts &parts);
} // namespace ecc

} // namespace keyward::vcard
