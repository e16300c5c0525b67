// SPDX-License-Identifier: GPL-3.0-or-later
// Elliptic-curve keys of the card: NIST, brainpool and secp256k1 (ECDSA/ECDH), Ed25519 and
// X25519.
#include "OnCardKey.h"
#include "OsslUtil.h"
#include "Tlv.h"

#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/objects.h>

#include <algorithm>

namespace keyward::vcard::ecc {

using namespace ossl;

namespace {

bool isDjb(Curve curve)
{
    return curve == Curve::Ed25519 || curve == Curve::X25519;
}

int djbType(Curve curve)
{
    return curve == Curve::Ed25519 ? EVP_PKEY_ED25519 : EVP_PKEY_X25519;
}

/** Checks that @p key is of the kind the slot's attributes announce. */
bool keyMatches(EVP_PKEY *key, Curve curve)
{
    const auto *info = curveInfo(curve);
    if (!key || !info)
        return false;
    if (isDjb(curve))
        return EVP_PKEY_get_id(key) == djbType(curve);
    char group[64] = {};
    std::size_t len = 0;
    if (!EVP_PKEY_get_utf8_string_param(key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &len))
        return false;
    return OBJ_sn2nid(group) == OBJ_sn2nid(info->ossl) ||
           OBJ_ln2nid(group) == OBJ_sn2nid(info->ossl);
}

Pkey ecKeyFromScalar(const CurveInfo &info, const Bytes &scalar)
{
    const int nid = OBJ_sn2nid(info.ossl);
    std::unique_ptr<EC_GROUP, decltype(&EC_GROUP_free)> group(EC_GROUP_new_by_curve_name(nid),
                                                              EC_GROUP_free);
    Bn priv = bnFromBytes(scalar);
    BnCtx bctx(BN_CTX_new());
    if (!group || !priv || !bctx || BN_is_zero(priv.get()) ||
        BN_cmp(priv.get(), EC_GROUP_get0_order(group.get())) >= 0)
        return nullptr;
    std::unique_ptr<EC_POINT, decltype(&EC_POINT_free)> pub(EC_POINT_new(group.get()),
                                                            EC_POINT_free);
    if (!pub || !EC_POINT_mul(group.get(), pub.get(), priv.get(), nullptr, nullptr, bctx.get()))
        return nullptr;
    Bytes point(1 + 2 * info.sizeBytes);
    if (EC_POINT_point2oct(group.get(), pub.get(), POINT_CONVERSION_UNCOMPRESSED, point.data(),
                           point.size(), bctx.get()) != point.size())
        return nullptr;
    ParamBld bld(OSSL_PARAM_BLD_new());
    if (!bld ||
        !OSSL_PARAM_BLD_push_utf8_string(bld.get(), OSSL_PKEY_PARAM_GROUP_NAME, info.ossl, 0) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_PRIV_KEY, priv.get()) ||
        !OSSL_PARAM_BLD_push_octet_string(bld.get(), OSSL_PKEY_PARAM_PUB_KEY, point.data(),
                                          point.size()))
        return nullptr;
    Params params(OSSL_PARAM_BLD_to_param(bld.get()));
    return keyFromParams("EC", params.get(), EVP_PKEY_KEYPAIR);
}

Bytes rawPublic(EVP_PKEY *key)
{
    std::size_t len = 0;
    if (EVP_PKEY_get_raw_public_key(key, nullptr, &len) <= 0)
        return {};
    Bytes out(len);
    if (EVP_PKEY_get_raw_public_key(key, out.data(), &len) <= 0)
        return {};
    out.resize(len);
    return out;
}

Bytes encodedPublic(EVP_PKEY *key)
{
    std::size_t len = 0;
    if (!EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, nullptr, 0, &len))
        return {};
    Bytes out(len);
    if (!EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, out.data(),
                                         out.size(), &len))
        return {};
    out.resize(len);
    return out;
}

Bytes leftPad(const Bytes &b, std::size_t width)
{
    if (b.size() >= width)
        return b;
    Bytes out(width - b.size(), 0);
    append(out, b);
    return out;
}

} // namespace

CryptoResult generate(Curve curve)
{
    const auto *info = curveInfo(curve);
    if (!info)
        return CryptoResult::fail(sw::WrongData);
    Pkey key(isDjb(curve) ? EVP_PKEY_Q_keygen(nullptr, nullptr, info->ossl)
                          : EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", info->ossl));
    if (!key)
        return CryptoResult::fail(sw::MemoryFailure);
    return {savePrivateKey(key.get()), sw::Ok};
}

CryptoResult publicKeyTemplate(Curve curve, const Bytes &der)
{
    Pkey key = loadPrivateKey(der);
    if (!keyMatches(key.get(), curve))
        return CryptoResult::fail(sw::DataNotFound);
    const Bytes point = isDjb(curve) ? rawPublic(key.get()) : encodedPublic(key.get());
    if (point.empty())
        return CryptoResult::fail(sw::DataNotFound);
    return {encodeTlv(0x86, point), sw::Ok};
}

CryptoResult sign(Curve curve, const Bytes &der, const Bytes &input)
{
    Pkey key = loadPrivateKey(der);
    if (!keyMatches(key.get(), curve) || curve == Curve::X25519)
        return CryptoResult::fail(sw::ConditionsNotSatisfied);
    if (input.empty() || input.size() > 256)
        return CryptoResult::fail(sw::WrongLength);
    if (curve == Curve::Ed25519) {
        MdCtx md(EVP_MD_CTX_new());
        Bytes sig(64);
        std::size_t len = sig.size();
        if (!md || EVP_DigestSignInit(md.get(), nullptr, nullptr, nullptr, key.get()) <= 0 ||
            EVP_DigestSign(md.get(), sig.data(), &len, input.data(), input.size()) <= 0)
            return CryptoResult::fail(sw::WrongData);
        sig.resize(len);
        return {sig, sw::Ok};
    }
    PkeyCtx ctx(EVP_PKEY_CTX_new(key.get(), nullptr));
    std::size_t len = 0;
    if (!ctx || EVP_PKEY_sign_init(ctx.get()) <= 0 ||
        EVP_PKEY_sign(ctx.get(), nullptr, &len, input.data(), input.size()) <= 0)
        return CryptoResult::fail(sw::WrongData);
    Bytes derSig(len);
    if (EVP_PKEY_sign(ctx.get(), derSig.data(), &len, input.data(), input.size()) <= 0)
        return CryptoResult::fail(sw::WrongData);
    const unsigned char *p = derSig.data();
    std::unique_ptr<ECDSA_SIG, decltype(&ECDSA_SIG_free)> sig(
        d2i_ECDSA_SIG(nullptr, &p, static_cast<long>(len)), ECDSA_SIG_free);
    if (!sig)
        return CryptoResult::fail(sw::WrongData);
    // The card answers r || s, each as wide as the curve order.
    const std::size_t width = curveInfo(curve)->sizeBytes;
    Bytes out = bnToBytes(ECDSA_SIG_get0_r(sig.get()), width);
    append(out, bnToBytes(ECDSA_SIG_get0_s(sig.get()), width));
    return {out, sw::Ok};
}

CryptoResult derive(Curve curve, const Bytes &der, const Bytes &peerPoint)
{
    Pkey key = loadPrivateKey(der);
    const auto *info = curveInfo(curve);
    if (!info || !keyMatches(key.get(), curve) || curve == Curve::Ed25519)
        return CryptoResult::fail(sw::ConditionsNotSatisfied);
    Pkey peer;
    if (curve == Curve::X25519) {
        Bytes u = peerPoint;
        // Accept GnuPG's native-point prefix 0x40 as well as the bare 32 bytes.
        if (u.size() == 33 && u[0] == 0x40)
            u.erase(u.begin());
        if (u.size() != 32)
            return CryptoResult::fail(sw::WrongData);
        peer.reset(EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nullptr, u.data(), u.size()));
    } else {
        if (peerPoint.size() != 1 + 2 * info->sizeBytes || peerPoint[0] != 0x04)
            return CryptoResult::fail(sw::WrongData);
        ParamBld bld(OSSL_PARAM_BLD_new());
        if (!bld ||
            !OSSL_PARAM_BLD_push_utf8_string(bld.get(), OSSL_PKEY_PARAM_GROUP_NAME, info->ossl,
                                             0) ||
            !OSSL_PARAM_BLD_push_octet_string(bld.get(), OSSL_PKEY_PARAM_PUB_KEY, peerPoint.data(),
                                              peerPoint.size()))
            return CryptoResult::fail(sw::MemoryFailure);
        Params params(OSSL_PARAM_BLD_to_param(bld.get()));
        peer = keyFromParams("EC", params.get(), EVP_PKEY_PUBLIC_KEY);
    }
    if (!peer)
        return CryptoResult::fail(sw::WrongData);
    PkeyCtx ctx(EVP_PKEY_CTX_new(key.get(), nullptr));
    std::size_t len = 0;
    if (!ctx || EVP_PKEY_derive_init(ctx.get()) <= 0 ||
        EVP_PKEY_derive_set_peer(ctx.get(), peer.get()) <= 0 ||
        EVP_PKEY_derive(ctx.get(), nullptr, &len) <= 0)
        return CryptoResult::fail(sw::WrongData);
    Bytes secret(len);
    if (EVP_PKEY_derive(ctx.get(), secret.data(), &len) <= 0)
        return CryptoResult::fail(sw::WrongData);
    secret.resize(len);
    return {secret, sw::Ok};
}

CryptoResult import(Curve curve, const KeyParts &parts)
{
    const auto *info = curveInfo(curve);
    const Bytes *scalar = nullptr;
    const Bytes *pub = nullptr;
    for (const auto &p : parts) {
        if (p.first == 0x92)
            scalar = &p.second;
        else if (p.first == 0x99)
            pub = &p.second;
    }
    if (!info || !scalar || scalar->empty() || scalar->size() > info->sizeBytes)
        return CryptoResult::fail(sw::WrongData);
    const Bytes s = leftPad(*scalar, info->sizeBytes);
    Pkey key;
    if (curve == Curve::Ed25519) {
        key.reset(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr, s.data(), s.size()));
    } else if (curve == Curve::X25519) {
        // OpenPGP carries the Curve25519 secret big-endian; X25519 wants it little-endian. If
        // the public key came along, pick the byte order that reproduces it.
        Bytes reversed(s.rbegin(), s.rend());
        key.reset(EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr, reversed.data(),
                                               reversed.size()));
        if (key && pub && !pub->empty()) {
            Bytes expect = *pub;
            if (expect.size() == 33 && expect[0] == 0x40)
                expect.erase(expect.begin());
            if (rawPublic(key.get()) != expect)
                key.reset(
                    EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr, s.data(), s.size()));
        }
        wipe(reversed);
    } else {
        key = ecKeyFromScalar(*info, s);
    }
    if (!key)
        return CryptoResult::fail(sw::WrongData);
    if (pub && !pub->empty() && curve != Curve::X25519) {
        Bytes actual = curve == Curve::Ed25519 ? rawPublic(key.get()) : encodedPublic(key.get());
        Bytes expect = *pub;
        if (curve == Curve::Ed25519 && expect.size() == 33 && expect[0] == 0x40)
            expect.erase(expect.begin());
        if (actual != expect)
            return CryptoResult::fail(sw::WrongData);
    }
    return {savePrivateKey(key.get()), sw::Ok};
}

} // namespace keyward::vcard::ecc
