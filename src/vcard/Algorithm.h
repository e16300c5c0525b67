// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"

#include <optional>
#include <string>

namespace keyward::vcard {

/** The three key slots of an OpenPGP card, in DO order (C1, C2, C3). */
enum class KeySlot
{
    Sign = 0,
    Decrypt = 1,
    Auth = 2
};

enum class Curve
{
    None,
    P256,
    P384,
    P521,
    BrainpoolP256,
    BrainpoolP384,
    BrainpoolP512,
    Secp256k1,
    Ed25519,
    X25519
};

struct CurveInfo
{
    Curve curve;
    const char *name;      ///< our name, as used in profiles and the state file
    const char *ossl;      ///< OpenSSL group or key type name
    Bytes oid;             ///< DER OID body, as in algorithm attributes
    std::size_t sizeBytes; ///< field/scalar size
};

const CurveInfo *curveInfo(Curve curve);
const CurveInfo *curveByOid(const Bytes &oid);
const CurveInfo *curveByName(const std::string &name);

/** OpenPGP public key algorithm ids used in the attribute DOs. */
enum class AlgoId : std::uint8_t
{
    Rsa = 0x01,
    Ecdh = 0x12,
    Ecdsa = 0x13,
    EdDsa = 0x16
};

/** What a key slot holds, decoded from its algorithm attributes (C1/C2/C3). */
struct Algorithm
{
    AlgoId id = AlgoId::Rsa;
    unsigned rsaBits = 0;
    Curve curve = Curve::None;

    bool isRsa() const { return id == AlgoId::Rsa; }
    bool operator==(const Algorithm &) const = default;

    /** Short name such as "rsa2048", "ed25519", "cv25519", "nistp256". */
    std::string name() const;
    /** Attribute bytes as the card reports them. */
    Bytes attributes(std::uint8_t rsaImportFormat = 0) const;

    static std::optional<Algorithm> fromAttributes(const Bytes &attrs);
    /** Parses names like rsa2048, nistp384, brainpoolp256, secp256k1, ed25519, cv25519. The slot
     * decides between ECDSA and ECDH for the Weierstrass curves. */
    static std::optional<Algorithm> fromName(const std::string &name, KeySlot slot);
};

} // namespace keyward::vcard
