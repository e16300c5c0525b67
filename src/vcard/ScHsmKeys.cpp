// SPDX-License-Identifier: GPL-3.0-or-later
// The SmartCard-HSM application's keys: EF.C_DevAut, GENERATE ASYMMETRIC KEY PAIR with its CV
// request (BSI TR-03110 card verifiable certificate format, as OpenSC's pkcs15-sc-hsm.c decodes
// it) and SIGN with the algorithm ids of OpenSC's card-sc-hsm.h.
#include "OnCardKey.h"
#include "OsslUtil.h"
#include "ScHsmApplet.h"
#include "Tlv.h"

#include <openssl/ec.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>
#include <openssl/rsa.h>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace keyward::vcard {

using namespace ossl;

namespace {
/// id-TA-ECDSA-SHA-256 and id-TA-RSA-v1-5-SHA-256 (0.4.0.127.0.7.2.2.2.2.3 / ...1.2), the
/// public key OIDs OpenSC puts in a key generation request.
const Bytes kOidTaEcdsaSha256 = {0x04, 0x00, 0x7F, 0x00, 0x07, 0x02, 0x02, 0x02, 0x02, 0x03};
const Bytes kOidTaPrefixRsa = {0x04, 0x00, 0x7F, 0x00, 0x07, 0x02, 0x02, 0x02, 0x01};
const Bytes kOidTaPrefixEc = {0x04, 0x00, 0x7F, 0x00, 0x07, 0x02, 0x02, 0x02, 0x02};
const char *const kDeviceCar = "DEKWCA00001";

bool startsWith(const Bytes &b, const Bytes &prefix)
{
    return b.size() > prefix.size() && std::equal(prefix.begin(), prefix.end(), b.begin());
}

Bytes digest(const EVP_MD *md, const Bytes &data)
{
    Bytes out(static_cast<std::size_t>(EVP_MD_get_size(md)));
    unsigned int len = 0;
    EVP_Digest(data.data(), data.size(), out.data(), &len, md, nullptr);
    return out;
}

/** The curve whose prime is @p prime (tag 81 of a request), among those keyward-vcard knows. */
std::optional<Curve> curveByPrime(const Bytes &prime)
{
    for (Curve curve : {Curve::P256, Curve::P384, Curve::P521, Curve::BrainpoolP256,
                        Curve::BrainpoolP384, Curve::BrainpoolP512, Curve::Secp256k1}) {
        const auto *info = curveInfo(curve);
        if (!info)
            continue;
        EC_GROUP *group = EC_GROUP_new_by_curve_name(OBJ_txt2nid(info->ossl));
        Bn p(BN_new());
        const bool ok = group && p && EC_GROUP_get_curve(group, p.get(), nullptr, nullptr, nullptr);
        EC_GROUP_free(group);
        if (ok && bnToBytes(p.get(), info->sizeBytes) == prime)
            return curve;
    }
    return std::nullopt;
}

/** Signs @p input (a hash, or a whole block for raw RSA) with the configured context. */
std::optional<Bytes> pkeySign(EVP_PKEY *key, const Bytes &input,
                              const std::function<bool(EVP_PKEY_CTX *)> &configure)
{
    PkeyCtx ctx(EVP_PKEY_CTX_new(key, nullptr));
    std::size_t len = 0;
    if (!ctx || EVP_PKEY_sign_init(ctx.get()) <= 0 || !configure(ctx.get()) ||
        EVP_PKEY_sign(ctx.get(), nullptr, &len, input.data(), input.size()) <= 0)
        return std::nullopt;
    Bytes out(len);
    if (EVP_PKEY_sign(ctx.get(), out.data(), &len, input.data(), input.size()) <= 0)
        return std::nullopt;
    out.resize(len);
    return out;
}

/** CVC signature of @p data: plain r || s for ECDSA, PKCS#1 v1.5 for RSA, both SHA-256. */
std::optional<Bytes> cvcSignature(const Bytes &der, const Bytes &data)
{
    Pkey key = loadPrivateKey(der);
    if (!key)
        return std::nullopt;
    const Bytes hash = digest(EVP_sha256(), data);
    if (EVP_PKEY_get_base_id(key.get()) == EVP_PKEY_RSA) {
        return pkeySign(key.get(), hash, [](EVP_PKEY_CTX *ctx) {
            return EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING) > 0 &&
                   EVP_PKEY_CTX_set_signature_md(ctx, EVP_sha256()) > 0;
        });
    }
    const auto sig = pkeySign(key.get(), hash, [](EVP_PKEY_CTX *) { return true; });
    if (!sig)
        return std::nullopt;
    const unsigned char *p = sig->data();
    ECDSA_SIG *parsed = d2i_ECDSA_SIG(nullptr, &p, static_cast<long>(sig->size()));
    if (!parsed)
        return std::nullopt;
    const std::size_t width = static_cast<std::size_t>((EVP_PKEY_get_bits(key.get()) + 7) / 8);
    Bytes out = bnToBytes(ECDSA_SIG_get0_r(parsed), width);
    append(out, bnToBytes(ECDSA_SIG_get0_s(parsed), width));
    ECDSA_SIG_free(parsed);
    return out;
}

const EVP_MD *hashFor(std::uint8_t algorithm)
{
    switch (algorithm & 0x0F) {
    case 0x1:
        return EVP_sha1();
    case 0x2:
        return EVP_sha224();
    case 0x3:
        return EVP_sha256();
    case 0x4:
        return EVP_sha384();
    case 0x5:
        return EVP_sha512();
    default:
        return nullptr;
    }
}

const EVP_MD *hashBySize(std::size_t size)
{
    switch (size) {
    case 20:
        return EVP_sha1();
    case 28:
        return EVP_sha224();
    case 32:
        return EVP_sha256();
    case 48:
        return EVP_sha384();
    case 64:
        return EVP_sha512();
    default:
        return nullptr;
    }
}
} // namespace

std::string ScHsmApplet::serialNumber() const
{
    char text[16];
    std::snprintf(text, sizeof text, "DEKW%07u", m_state.serial % 10000000u);
    return text;
}

Bytes ScHsmApplet::deviceCertificate() const
{
    if (!m_deviceCertificate.empty())
        return m_deviceCertificate;
    Bytes publicKey = encodeTlv(0x06, kOidTaEcdsaSha256);
    const auto point = ecc::publicKeyTemplate(Curve::P256, hsm().deviceKey);
    if (point.ok())
        append(publicKey, point.data);
    Bytes body = encodeTlv(0x5F29, {0x00});
    append(body, encodeTlv(0x42, fromString(kDeviceCar)));
    append(body, encodeTlv(0x7F49, publicKey));
    append(body, encodeTlv(0x5F20, fromString(serialNumber() + "00001")));
    Bytes certificate = encodeTlv(0x7F4E, body);
    // Self-signed here; a real device's certificate is signed by CardContact's device issuer
    // CA, whose certificate follows it in EF.C_DevAut. OpenSC reads only the first.
    append(certificate,
           encodeTlv(0x5F37, cvcSignature(hsm().deviceKey, certificate).value_or(Bytes{})));
    m_deviceCertificate = encodeTlv(0x7F21, certificate);
    return m_deviceCertificate;
}

std::optional<Bytes> ScHsmApplet::cvRequest(const Bytes &der, const Bytes &request)
{
    const auto fields = parseTlvs(request);
    const Tlv *car = fields ? findTlv(*fields, 0x42) : nullptr;
    const Tlv *chr = fields ? findTlv(*fields, 0x5F20) : nullptr;
    const Tlv *requestKey = fields ? findTlv(*fields, 0x7F49) : nullptr;
    const auto keyFields = requestKey ? parseTlvs(requestKey->value) : std::nullopt;
    const Tlv *oid = keyFields ? findTlv(*keyFields, 0x06) : nullptr;
    if (!oid)
        return std::nullopt;
    Bytes publicKey = encodeTlv(0x06, oid->value);
    Pkey key = loadPrivateKey(der);
    if (EVP_PKEY_get_base_id(key.get()) == EVP_PKEY_RSA) {
        const auto template_ = rsa::publicKeyTemplate(der);
        if (!template_.ok())
            return std::nullopt;
        append(publicKey, template_.data);
    } else {
        // The domain parameters as requested (81-85, 87) around the public point (86), in
        // the order OpenSC's decoder expects them.
        const Tlv *prime = findTlv(*keyFields, 0x81);
        const auto curve = prime ? curveByPrime(prime->value) : std::nullopt;
        const auto point = curve ? ecc::publicKeyTemplate(*curve, der) : CryptoResult{};
        if (!curve || !point.ok())
            return std::nullopt;
        for (std::uint32_t tag = 0x81; tag <= 0x87; ++tag) {
            if (tag == 0x86) {
                append(publicKey, point.data);
            } else if (const Tlv *t = findTlv(*keyFields, tag)) {
                append(publicKey, encodeTlv(tag, t->value));
            }
        }
    }
    Bytes body = encodeTlv(0x5F29, {0x00});
    if (car)
        append(body, encodeTlv(0x42, car->value));
    append(body, encodeTlv(0x7F49, publicKey));
    append(body, encodeTlv(0x5F20, chr ? chr->value : fromString(serialNumber() + "00001")));
    Bytes inner = encodeTlv(0x7F4E, body);
    const auto innerSignature = cvcSignature(der, inner);
    if (!innerSignature)
        return std::nullopt;
    append(inner, encodeTlv(0x5F37, *innerSignature));
    // The request is authenticated with the device key (outer CAR: the device's holder name).
    Bytes outer = encodeTlv(0x7F21, inner);
    append(outer, encodeTlv(0x42, fromString(serialNumber() + "00001")));
    const auto outerSignature = cvcSignature(hsm().deviceKey, outer);
    if (!outerSignature)
        return std::nullopt;
    append(outer, encodeTlv(0x5F37, *outerSignature));
    return encodeTlv(0x67, outer);
}

ResponseApdu ScHsmApplet::generate(const CommandApdu &c)
{
    if (c.p1 == 0x00)
        return ResponseApdu::status(sw::WrongP1P2);
    if (!hsm().initialized)
        return ResponseApdu::status(sw::ConditionsNotSatisfied);
    if (!m_userVerified)
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    // While DKEK shares are outstanding no keys can be generated (sc-hsm-tool's manual).
    if (hsm().outstandingDkekShares() > 0)
        return ResponseApdu::status(sw::ConditionsNotSatisfied);
    const auto fields = parseTlvs(c.data);
    const Tlv *requestKey = fields ? findTlv(*fields, 0x7F49) : nullptr;
    const auto keyFields = requestKey ? parseTlvs(requestKey->value) : std::nullopt;
    const Tlv *oid = keyFields ? findTlv(*keyFields, 0x06) : nullptr;
    if (!oid)
        return ResponseApdu::status(sw::WrongData);
    CryptoResult generated;
    Algorithm algorithm;
    if (startsWith(oid->value, kOidTaPrefixRsa)) {
        const Tlv *size = findTlv(*keyFields, 0x02);
        const unsigned bits = size ? static_cast<unsigned>(beValue(size->value)) : 2048;
        if (bits < 1024 || bits > 4096 || bits % 256 != 0)
            return ResponseApdu::status(sw::WrongData);
        algorithm.id = AlgoId::Rsa;
        algorithm.rsaBits = bits;
        generated = rsa::generate(bits);
    } else if (startsWith(oid->value, kOidTaPrefixEc)) {
        const Tlv *prime = findTlv(*keyFields, 0x81);
        const auto curve = prime ? curveByPrime(prime->value) : std::nullopt;
        if (!curve)
            return ResponseApdu::status(sw::WrongData);
        algorithm.id = AlgoId::Ecdsa;
        algorithm.curve = *curve;
        generated = ecc::generate(*curve);
    } else {
        return ResponseApdu::status(sw::WrongData);
    }
    if (!generated.ok())
        return ResponseApdu::status(generated.sw);
    const auto response = cvRequest(generated.data, c.data);
    if (!response)
        return ResponseApdu::status(sw::Unknown);
    hsm().keys[c.p1] = generated.data;
    m_dirty = true;
    m_lastOperation = {OperationCost::Kind::Generate, algorithm, false};
    return ResponseApdu::ok(*response);
}

const Bytes *ScHsmApplet::privateKeyFor(const CommandApdu &c, std::uint16_t &status) const
{
    if (!m_userVerified) {
        status = sw::SecurityNotSatisfied;
        return nullptr;
    }
    const auto it = hsm().keys.find(c.p1);
    if (c.p1 == 0 || it == hsm().keys.end()) {
        status = sw::DataNotFound;
        return nullptr;
    }
    return &it->second;
}

ResponseApdu ScHsmApplet::sign(const CommandApdu &c)
{
    std::uint16_t status = sw::Ok;
    const Bytes *der = privateKeyFor(c, status);
    if (!der)
        return ResponseApdu::status(status);
    Pkey key = loadPrivateKey(*der);
    if (!key || c.data.empty())
        return ResponseApdu::status(sw::WrongData);
    const bool isRsa = EVP_PKEY_get_base_id(key.get()) == EVP_PKEY_RSA;
    const std::uint8_t algo = c.p2;
    std::optional<Bytes> signature;
    Algorithm algorithm;
    if (!isRsa && algo >= 0x70 && algo <= 0x75) {
        // ECDSA; 70 signs the hash as sent, 71-75 hash first. The answer is DER (SEQUENCE of
        // r and s): OpenSC converts it to r || s.
        const EVP_MD *md = hashFor(algo);
        const Bytes input = md ? digest(md, c.data) : c.data;
        signature = pkeySign(key.get(), input, [](EVP_PKEY_CTX *) { return true; });
        algorithm.id = AlgoId::Ecdsa;
        algorithm.curve = Curve::P256;
    } else if (isRsa && algo == 0x20) {
        // Raw RSA: the host padded the block to the modulus length.
        signature = pkeySign(key.get(), c.data, [](EVP_PKEY_CTX *ctx) {
            return EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_NO_PADDING) > 0;
        });
    } else if (isRsa && algo == 0x30) {
        // PKCS#1 v1.5 over a DigestInfo the host built.
        const auto result = rsa::sign(*der, c.data);
        if (!result.ok())
            return ResponseApdu::status(result.sw);
        signature = result.data;
    } else if (isRsa && (algo == 0x31 || (algo >= 0x33 && algo <= 0x35))) {
        const EVP_MD *md = hashFor(algo);
        signature = pkeySign(key.get(), digest(md, c.data), [md](EVP_PKEY_CTX *ctx) {
            return EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING) > 0 &&
                   EVP_PKEY_CTX_set_signature_md(ctx, md) > 0;
        });
    } else if (isRsa && algo == 0x40) {
        // PSS over a hash the host computed; MGF1 and salt length follow the hash. OpenSC 0.23
        // sends the hash inside a DigestInfo: the hash is its last OCTET STRING.
        Bytes hash = c.data;
        if (c.data.size() > 2 && c.data[0] == 0x30) {
            for (std::size_t n : {20, 28, 32, 48, 64}) {
                if (c.data.size() > n + 2 && c.data[c.data.size() - n - 2] == 0x04 &&
                    c.data[c.data.size() - n - 1] == n) {
                    hash.assign(c.data.end() - static_cast<std::ptrdiff_t>(n), c.data.end());
                    break;
                }
            }
        }
        const EVP_MD *md = hashBySize(hash.size());
        if (!md)
            return ResponseApdu::status(sw::WrongLength);
        signature = pkeySign(key.get(), hash, [md](EVP_PKEY_CTX *ctx) {
            return EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PSS_PADDING) > 0 &&
                   EVP_PKEY_CTX_set_signature_md(ctx, md) > 0 &&
                   EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, md) > 0 &&
                   EVP_PKEY_CTX_set_rsa_pss_saltlen(ctx, RSA_PSS_SALTLEN_DIGEST) > 0;
        });
    } else {
        // PSS with on-card hashing (41-45) and the algorithms of the other key type.
        return ResponseApdu::status(sw::WrongP1P2);
    }
    if (isRsa) {
        algorithm.id = AlgoId::Rsa;
        algorithm.rsaBits = static_cast<unsigned>(EVP_PKEY_get_bits(key.get()));
    }
    if (!signature)
        return ResponseApdu::status(sw::WrongData);
    m_lastOperation = {OperationCost::Kind::PrivateKey, algorithm, false};
    return ResponseApdu::ok(*signature);
}

ResponseApdu ScHsmApplet::decipher(const CommandApdu &c)
{
    std::uint16_t status = sw::Ok;
    const Bytes *der = privateKeyFor(c, status);
    if (!der)
        return ResponseApdu::status(status);
    Pkey key = loadPrivateKey(*der);
    // 21: RSA decryption without removing the padding (OpenSC strips it, the driver announces
    // raw RSA only). ECDH (80) is not reproduced.
    if (!key || EVP_PKEY_get_base_id(key.get()) != EVP_PKEY_RSA || c.p2 != 0x21)
        return ResponseApdu::status(sw::WrongP1P2);
    const auto size = static_cast<std::size_t>(EVP_PKEY_get_size(key.get()));
    if (c.data.size() != size)
        return ResponseApdu::status(sw::WrongLength);
    PkeyCtx ctx(EVP_PKEY_CTX_new(key.get(), nullptr));
    Bytes out(size);
    std::size_t len = out.size();
    if (!ctx || EVP_PKEY_decrypt_init(ctx.get()) <= 0 ||
        EVP_PKEY_CTX_set_rsa_padding(ctx.get(), RSA_NO_PADDING) <= 0 ||
        EVP_PKEY_decrypt(ctx.get(), out.data(), &len, c.data.data(), c.data.size()) <= 0)
        return ResponseApdu::status(sw::WrongData);
    out.resize(len);
    Algorithm algorithm;
    algorithm.rsaBits = static_cast<unsigned>(EVP_PKEY_get_bits(key.get()));
    m_lastOperation = {OperationCost::Kind::PrivateKey, algorithm, false};
    return ResponseApdu::ok(out);
}

} // namespace keyward::vcard
