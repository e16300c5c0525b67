// SPDX-License-Identifier: GPL-3.0-or-later
#include "Algorithm.h"

namespace keyward::vcard {

namespace {
const CurveInfo kCurves[] = {
    {Curve::P256, "nistp256", "prime256v1", {0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07}, 32},
    {Curve::P384, "nistp384", "secp384r1", {0x2b, 0x81, 0x04, 0x00, 0x22}, 48},
    {Curve::P521, "nistp521", "secp521r1", {0x2b, 0x81, 0x04, 0x00, 0x23}, 66},
    {Curve::BrainpoolP256,
     "brainpoolp256",
     "brainpoolP256r1",
     {0x2b, 0x24, 0x03, 0x03, 0x02, 0x08, 0x01, 0x01, 0x07},
     32},
    {Curve::BrainpoolP384,
     "brainpoolp384",
     "brainpoolP384r1",
     {0x2b, 0x24, 0x03, 0x03, 0x02, 0x08, 0x01, 0x01, 0x0b},
     48},
    {Curve::BrainpoolP512,
     "brainpoolp512",
     "brainpoolP512r1",
     {0x2b, 0x24, 0x03, 0x03, 0x02, 0x08, 0x01, 0x01, 0x0d},
     64},
    {Curve::Secp256k1, "secp256k1", "secp256k1", {0x2b, 0x81, 0x04, 0x00, 0x0a}, 32},
    {Curve::Ed25519,
     "ed25519",
     "ED25519",
     {0x2b, 0x06, 0x01, 0x04, 0x01, 0xda, 0x47, 0x0f, 0x01},
     32},
    {Curve::X25519,
     "cv25519",
     "X25519",
     {0x2b, 0x06, 0x01, 0x04, 0x01, 0x97, 0x55, 0x01, 0x05, 0x01},
     32},
};
} // namespace

const CurveInfo *curveInfo(Curve curve)
{
    for (const auto &c : kCurves) {
        if (c.curve == curve)
            return &c;
    }
    return nullptr;
}

const CurveInfo *curveByOid(const Bytes &oid)
{
    for (const auto &c : kCurves) {
        if (c.oid == oid)
            return &c;
    }
    return nullptr;
}

const CurveInfo *curveByName(const std::string &name)
{
    for (const auto &c : kCurves) {
        if (name == c.name)
            return &c;
    }
    return nullptr;
}

std::string Algorithm::name() const
{
    if (isRsa())
        return "rsa" + std::to_string(rsaBits);
    const auto *info = curveInfo(curve);
    return info ? info->name : "unknown";
}

Bytes Algorithm::attributes(std::uint8_t rsaImportFormat) const
{
    if (isRsa()) {
        // Exponent size 32 bits, as GnuPG writes it and most cards report.
        return {0x01,
                static_cast<std::uint8_t>(rsaBits >> 8),
                static_cast<std::uint8_t>(rsaBits),
                0x00,
                0x20,
                rsaImportFormat};
    }
    Bytes out{static_cast<std::uint8_t>(id)};
    if (const auto *info = curveInfo(curve))
        append(out, info->oid);
    return out;
}

std::optional<Algorithm> Algorithm::fromAttributes(const Bytes &attrs)
{
    if (attrs.empty())
        return std::nullopt;
    Algorithm a;
    switch (attrs[0]) {
    case 0x01: {
        if (attrs.size() < 5 || attrs.size() > 6)
            return std::nullopt;
        a.id = AlgoId::Rsa;
        a.rsaBits = static_cast<unsigned>(attrs[1] << 8 | attrs[2]);
        const unsigned eBits = static_cast<unsigned>(attrs[3] << 8 | attrs[4]);
        if (eBits < 17 || eBits > 32)
            return std::nullopt;
        if (attrs.size() == 6 && attrs[5] > 3)
            return std::nullopt;
        return a;
    }
    case 0x12:
    case 0x13:
    case 0x16: {
        a.id = static_cast<AlgoId>(attrs[0]);
        Bytes oid(attrs.begin() + 1, attrs.end());
        // A trailing 00/FF says whether import carries the public key; it is not part of the
        // OID. The 25519 OIDs end in 01, so stripping is unambiguous.
        if (!oid.empty() && (oid.back() == 0xff || oid.back() == 0x00))
            oid.pop_back();
        const auto *info = curveByOid(oid);
        if (!info)
            return std::nullopt;
        a.curve = info->curve;
        const bool edwards = a.curve == Curve::Ed25519;
        const bool montgomery = a.curve == Curve::X25519;
        if (a.id == AlgoId::EdDsa && !edwards)
            return std::nullopt;
        if (a.id == AlgoId::Ecdsa && (edwards || montgomery))
            return std::nullopt;
        if (a.id == AlgoId::Ecdh && edwards)
            return std::nullopt;
        return a;
    }
    default:
        return std::nullopt;
    }
}

std::optional<Algorithm> Algorithm::fromName(const std::string &name, KeySlot slot)
{
    Algorithm a;
    if (name.rfind("rsa", 0) == 0) {
        try {
            a.rsaBits = static_cast<unsigned>(std::stoul(name.substr(3)));
        } catch (...) {
            return std::nullopt;
        }
        a.id = AlgoId::Rsa;
        return a;
    }
    const auto *info = curveByName(name);
    if (!info)
        return std::nullopt;
    a.curve = info->curve;
    if (a.curve == Curve::Ed25519) {
        if (slot == KeySlot::Decrypt)
            return std::nullopt;
        a.id = AlgoId::EdDsa;
    } else if (a.curve == Curve::X25519) {
        if (slot != KeySlot::Decrypt)
            return std::nullopt;
        a.id = AlgoId::Ecdh;
    } else {
        a.id = slot == KeySlot::Decrypt ? AlgoId::Ecdh : AlgoId::Ecdsa;
    }
    return a;
}

} // namespace keyward::vcard
