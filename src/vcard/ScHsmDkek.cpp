// SPDX-License-Identifier: GPL-3.0-or-later
// The SmartCard-HSM's Device Key Encryption Key: IMPORT DKEK SHARE, WRAP KEY and UNWRAP KEY as
// OpenSC's card-sc-hsm.c and sc-hsm-tool send them, and the key blob format. OpenSC only carries
// the blob; its layout, the KCV and the derivation of the encryption and MAC keys follow
// CardContact's DKEK.js (SmartCard-HSM support scripts of the Smart Card Shell).
#include "ScHsmDkek.h"

#include "OsslUtil.h"
#include "ScHsmApplet.h"

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/objects.h>
#include <openssl/rand.h>

#include <array>

namespace keyward::vcard {

using namespace ossl;

namespace {
/// id-TA-RSA-v1-5-SHA-256 and id-TA-ECDSA-SHA-256: the default algorithm of a blob's key.
const Bytes kOidTaRsaSha256 = {0x04, 0x00, 0x7F, 0x00, 0x07, 0x02, 0x02, 0x02, 0x01, 0x02};
const Bytes kOidTaEcdsaSha256 = {0x04, 0x00, 0x7F, 0x00, 0x07, 0x02, 0x02, 0x02, 0x02, 0x03};
constexpr std::uint8_t kTypeRsa = 5, kTypeRsaCrt = 6, kTypeEc = 12;
constexpr std::size_t kKcvSize = 8, kMacSize = 16, kRandomSize = 8, kBlock = 16;
/// EF the blob is written to before UNWRAP KEY without data (OpenSC from 0.24 on).
constexpr std::uint16_t kUnwrapEf = 0x2F10;
constexpr std::uint8_t kAlgoWrap = 0x92, kAlgoUnwrap = 0x93;

Bytes sha256(const Bytes &data)
{
    Bytes out(32);
    unsigned int len = 0;
    EVP_Digest(data.data(), data.size(), out.data(), &len, EVP_sha256(), nullptr);
    return out;
}

/** Kenc (counter 1) and Kmac (counter 2): SHA-256 over the DKEK and a 4-byte counter. */
Bytes derivedKey(const Bytes &dkek, std::uint8_t counter)
{
    Bytes input = dkek;
    append(input, {0x00, 0x00, 0x00, counter});
    Bytes key = sha256(input);
    wipe(input);
    return key;
}

std::optional<Bytes> aesCbc(const Bytes &key, const Bytes &data, bool encrypt)
{
    std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> ctx(EVP_CIPHER_CTX_new(),
                                                                        EVP_CIPHER_CTX_free);
    const std::array<unsigned char, kBlock> iv{};
    Bytes out(data.size() + kBlock);
    int len = 0, tail = 0;
    if (!ctx ||
        EVP_CipherInit_ex(ctx.get(), EVP_aes_256_cbc(), nullptr, key.data(), iv.data(),
                          encrypt ? 1 : 0) != 1 ||
        EVP_CIPHER_CTX_set_padding(ctx.get(), 0) != 1 ||
        EVP_CipherUpdate(ctx.get(), out.data(), &len, data.data(), static_cast<int>(data.size())) !=
            1 ||
        EVP_CipherFinal_ex(ctx.get(), out.data() + len, &tail) != 1)
        return std::nullopt;
    out.resize(static_cast<std::size_t>(len + tail));
    return out;
}

std::optional<Bytes> cmac(const Bytes &key, const Bytes &data)
{
    std::unique_ptr<EVP_MAC, decltype(&EVP_MAC_free)> mac(EVP_MAC_fetch(nullptr, "CMAC", nullptr),
                                                          EVP_MAC_free);
    std::unique_ptr<EVP_MAC_CTX, decltype(&EVP_MAC_CTX_free)> ctx(
        mac ? EVP_MAC_CTX_new(mac.get()) : nullptr, EVP_MAC_CTX_free);
    char cipher[] = "AES-256-CBC";
    const OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER, cipher, 0),
                                 OSSL_PARAM_END};
    Bytes out(kMacSize);
    std::size_t len = 0;
    if (!ctx || EVP_MAC_init(ctx.get(), key.data(), key.size(), params) != 1 ||
        EVP_MAC_update(ctx.get(), data.data(), data.size()) != 1 ||
        EVP_MAC_final(ctx.get(), out.data(), &len, out.size()) != 1 || len != kMacSize)
        return std::nullopt;
    return out;
}

void putField(Bytes &out, const Bytes &value)
{
    append(out, beBytes(value.size(), 2));
    append(out, value);
}

/** Reads the 2-byte-length fields of a blob or its plain key part. */
struct FieldReader
{
    const Bytes &bytes;
    std::size_t pos;
    std::size_t end;

    std::optional<std::size_t> number()
    {
        if (end < 2 || pos > end - 2)
            return std::nullopt;
        const std::size_t v = static_cast<std::size_t>(bytes[pos] << 8 | bytes[pos + 1]);
        pos += 2;
        return v;
    }
    std::optional<Bytes> field()
    {
        const auto len = number();
        if (!len || *len > end - pos)
            return std::nullopt;
        const auto first = bytes.begin() + static_cast<std::ptrdiff_t>(pos);
        pos += *len;
        return Bytes(first, first + static_cast<std::ptrdiff_t>(*len));
    }
};

Bytes bnParam(EVP_PKEY *key, const char *name, std::size_t width = 0)
{
    BIGNUM *bn = nullptr;
    if (!EVP_PKEY_get_bn_param(key, name, &bn))
        return {};
    Bn owned(bn);
    return bnToBytes(bn, width);
}

/** A, B, P, N and G (uncompressed) of a named curve, each as wide as the field. */
struct Domain
{
    Bytes a, b, p, n, g;
};

std::optional<Domain> domainOf(const char *groupName)
{
    std::unique_ptr<EC_GROUP, decltype(&EC_GROUP_free)> group(
        EC_GROUP_new_by_curve_name(OBJ_txt2nid(groupName)), EC_GROUP_free);
    Bn p(BN_new()), a(BN_new()), b(BN_new());
    BnCtx bctx(BN_CTX_new());
    if (!group || !p || !a || !b || !bctx ||
        !EC_GROUP_get_curve(group.get(), p.get(), a.get(), b.get(), bctx.get()))
        return std::nullopt;
    const std::size_t width = (static_cast<std::size_t>(EC_GROUP_get_degree(group.get())) + 7) / 8;
    Domain d{bnToBytes(a.get(), width), bnToBytes(b.get(), width), bnToBytes(p.get(), width),
             bnToBytes(EC_GROUP_get0_order(group.get()), width), Bytes(1 + 2 * width)};
    if (EC_POINT_point2oct(group.get(), EC_GROUP_get0_generator(group.get()),
                           POINT_CONVERSION_UNCOMPRESSED, d.g.data(), d.g.size(),
                           bctx.get()) != d.g.size())
        return std::nullopt;
    return d;
}

Bytes publicPoint(EVP_PKEY *key)
{
    std::size_t len = 0;
    if (!EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_PUB_KEY, nullptr, 0, &len))
        return {};
    Bytes out(len);
    if (!EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_PUB_KEY, out.data(), len, &len))
        return {};
    out.resize(len);
    return out;
}

bool sameNumber(const Bytes &x, const Bytes &y)
{
    return BN_cmp(bnFromBytes(x).get(), bnFromBytes(y).get()) == 0;
}

CryptoResult unwrapEc(FieldReader &plain)
{
    std::array<Bytes, 7> f; // A, B, P, N, G, d, Q
    for (Bytes &value : f) {
        auto v = plain.field();
        if (!v)
            return CryptoResult::fail(sw::WrongData);
        value = std::move(*v);
    }
    for (Curve curve : {Curve::P256, Curve::P384, Curve::P521, Curve::BrainpoolP256,
                        Curve::BrainpoolP384, Curve::BrainpoolP512, Curve::Secp256k1}) {
        const auto *info = curveInfo(curve);
        const auto domain = info ? domainOf(info->ossl) : std::nullopt;
        if (!domain || !sameNumber(domain->p, f[2]))
            continue;
        if (!sameNumber(domain->a, f[0]) || !sameNumber(domain->b, f[1]) ||
            !sameNumber(domain->n, f[3]) || domain->g != f[4])
            return CryptoResult::fail(sw::WrongData);
        CryptoResult key = ecc::import(curve, {{0x92, f[5]}});
        wipe(f[5]);
        if (!key.ok())
            return CryptoResult::fail(sw::WrongData);
        // The public point, when the blob has one, must be the private key's.
        if (!f[6].empty() && publicPoint(loadPrivateKey(key.data).get()) != f[6])
            return CryptoResult::fail(sw::WrongData);
        return key;
    }
    return CryptoResult::fail(sw::WrongData);
}

CryptoResult unwrapRsa(FieldReader &plain, std::uint8_t type, unsigned bits)
{
    // 5: d, n, e. 6: d mod (p-1), d mod (q-1), p, q^-1 mod p, q, n, e.
    std::array<Bytes, 7> f;
    const std::size_t count = type == kTypeRsa ? 3 : 7;
    for (std::size_t i = 0; i < count; ++i) {
        auto v = plain.field();
        if (!v)
            return CryptoResult::fail(sw::WrongData);
        f[i] = std::move(*v);
    }
    if (type == kTypeRsaCrt) {
        // p, q and e make the key; n must match, the CRT values are recomputed.
        CryptoResult key =
            rsa::import(bits, {{0x91, f[6]}, {0x92, f[2]}, {0x93, f[4]}, {0x97, f[5]}});
        for (Bytes &b : f)
            wipe(b);
        return key.ok() ? key : CryptoResult::fail(sw::WrongData);
    }
    // d, n, e: a key without its factors cannot be kept (PKCS#8 wants them), so p is found
    // from d·e − 1 = 2^t·r (NIST SP 800-56B, C.2) and the key made from p, q and e.
    Bn d = bnFromBytes(f[0]), n = bnFromBytes(f[1]), e = bnFromBytes(f[2]);
    wipe(f[0]);
    BnCtx bctx(BN_CTX_new());
    Bn k(BN_new()), r(BN_new()), g(BN_new()), y(BN_new()), x(BN_new()), nMinus1(BN_new()),
        p(BN_new()), q(BN_new()), rem(BN_new());
    if (!d || !n || !e || !bctx || !k || !r || !g || !y || !x || !nMinus1 || !p || !q || !rem ||
        static_cast<unsigned>(BN_num_bits(n.get())) != bits || BN_is_zero(n.get()) ||
        !BN_mul(k.get(), d.get(), e.get(), bctx.get()) || !BN_sub_word(k.get(), 1) ||
        BN_is_zero(k.get()) || !BN_copy(r.get(), k.get()) || !BN_copy(nMinus1.get(), n.get()) ||
        !BN_sub_word(nMinus1.get(), 1))
        return CryptoResult::fail(sw::WrongData);
    int t = 0;
    while (!BN_is_odd(r.get()) && BN_rshift1(r.get(), r.get()))
        ++t;
    bool found = false;
    for (BN_ULONG base = 2; base < 100 && !found; ++base) {
        if (!BN_set_word(g.get(), base) ||
            !BN_mod_exp(y.get(), g.get(), r.get(), n.get(), bctx.get()))
            return CryptoResult::fail(sw::WrongData);
        if (BN_is_one(y.get()) || BN_cmp(y.get(), nMinus1.get()) == 0)
            continue;
        for (int i = 0; i < t && !found; ++i) {
            if (!BN_mod_sqr(x.get(), y.get(), n.get(), bctx.get()))
                return CryptoResult::fail(sw::WrongData);
            if (BN_is_one(x.get())) {
                found = BN_sub_word(y.get(), 1) && BN_gcd(p.get(), y.get(), n.get(), bctx.get()) &&
                        BN_div(q.get(), rem.get(), n.get(), p.get(), bctx.get()) &&
                        BN_is_zero(rem.get()) && !BN_is_one(p.get());
                break;
            }
            if (BN_cmp(x.get(), nMinus1.get()) == 0)
                break;
            BN_copy(y.get(), x.get());
        }
    }
    if (!found)
        return CryptoResult::fail(sw::WrongData);
    // rsa::import recomputes d from p, q and e; a d that does not belong to them fails above.
    CryptoResult key = rsa::import(
        bits, {{0x91, f[2]}, {0x92, bnToBytes(p.get())}, {0x93, bnToBytes(q.get())}, {0x97, f[1]}});
    return key.ok() ? key : CryptoResult::fail(sw::WrongData);
}
} // namespace

namespace dkek {

Bytes keyCheckValue(const Bytes &dkek)
{
    Bytes kcv = sha256(dkek);
    kcv.resize(kKcvSize);
    return kcv;
}

CryptoResult wrap(const Bytes &dkek, const Bytes &der)
{
    Pkey key = loadPrivateKey(der);
    if (!key || dkek.size() != kSize)
        return CryptoResult::fail(sw::DataNotFound);
    Bytes header = keyCheckValue(dkek);
    Bytes plain(kRandomSize);
    if (RAND_bytes(plain.data(), static_cast<int>(plain.size())) != 1)
        return CryptoResult::fail(sw::MemoryFailure);
    const unsigned bits = static_cast<unsigned>(EVP_PKEY_get_bits(key.get()));
    if (EVP_PKEY_get_base_id(key.get()) == EVP_PKEY_RSA) {
        const std::size_t size = (bits + 7) / 8, half = (size + 1) / 2;
        const Bytes p = bnParam(key.get(), OSSL_PKEY_PARAM_RSA_FACTOR1, half);
        // CRT form up to 2048 bits, d/n/e above: DKEK.js converts larger keys so that the blob
        // fits OpenSC's 1500-byte answer buffer.
        const bool crt = bits <= 2048 && !p.empty();
        header.push_back(crt ? kTypeRsaCrt : kTypeRsa);
        putField(header, kOidTaRsaSha256);
        append(plain, beBytes(bits, 2));
        if (crt) {
            putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_RSA_EXPONENT1, half));
            putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_RSA_EXPONENT2, half));
            putField(plain, p);
            putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_RSA_COEFFICIENT1, half));
            putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_RSA_FACTOR2, half));
        } else {
            putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_RSA_D, size));
        }
        putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_RSA_N, size));
        putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_RSA_E));
    } else if (EVP_PKEY_get_base_id(key.get()) == EVP_PKEY_EC) {
        char group[64] = {};
        std::size_t len = 0;
        const auto domain = EVP_PKEY_get_utf8_string_param(key.get(), OSSL_PKEY_PARAM_GROUP_NAME,
                                                           group, sizeof group, &len)
                                ? domainOf(group)
                                : std::nullopt;
        if (!domain)
            return CryptoResult::fail(sw::DataNotFound);
        header.push_back(kTypeEc);
        putField(header, kOidTaEcdsaSha256);
        // Key size: the length of the prime in bits, as DKEK.js writes it (528 for P-521).
        append(plain, beBytes(domain->p.size() * 8, 2));
        for (const Bytes *part : {&domain->a, &domain->b, &domain->p, &domain->n, &domain->g})
            putField(plain, *part);
        putField(plain, bnParam(key.get(), OSSL_PKEY_PARAM_PRIV_KEY, domain->p.size()));
        putField(plain, publicPoint(key.get()));
    } else {
        return CryptoResult::fail(sw::DataNotFound);
    }
    // No allowed algorithms (all), no access conditions, no key OID.
    append(header, {0x00, 0x00, 0x00, 0x00, 0x00, 0x00});
    // ISO 9797-1 padding method 2 to the AES block size.
    plain.push_back(0x80);
    plain.resize((plain.size() + kBlock - 1) / kBlock * kBlock, 0x00);
    Bytes kenc = derivedKey(dkek, 1), kmac = derivedKey(dkek, 2);
    const auto encrypted = aesCbc(kenc, plain, true);
    wipe(plain);
    wipe(kenc);
    if (!encrypted)
        return CryptoResult::fail(sw::MemoryFailure);
    append(header, *encrypted);
    const auto mac = cmac(kmac, header);
    wipe(kmac);
    if (!mac)
        return CryptoResult::fail(sw::MemoryFailure);
    append(header, *mac);
    return {header, sw::Ok};
}

CryptoResult unwrap(const Bytes &dkek, const Bytes &blob)
{
    const auto bad = CryptoResult::fail(sw::WrongData);
    if (dkek.size() != kSize || blob.size() < kKcvSize + 1 + 4 * 2 + kBlock + kMacSize)
        return bad;
    const Bytes kcv = keyCheckValue(dkek);
    if (!std::equal(kcv.begin(), kcv.end(), blob.begin()))
        return bad;
    Bytes kmac = derivedKey(dkek, 2);
    const std::size_t macAt = blob.size() - kMacSize;
    const auto mac =
        cmac(kmac, Bytes(blob.begin(), blob.begin() + static_cast<std::ptrdiff_t>(macAt)));
    wipe(kmac);
    if (!mac || CRYPTO_memcmp(mac->data(), blob.data() + macAt, kMacSize) != 0)
        return bad;
    const std::uint8_t type = blob[kKcvSize];
    FieldReader header{blob, kKcvSize + 1, macAt};
    // Default algorithm, allowed algorithms, access conditions, key OID.
    for (int i = 0; i < 4; ++i) {
        if (!header.field())
            return bad;
    }
    const std::size_t encryptedSize = macAt - header.pos;
    if (encryptedSize == 0 || encryptedSize % kBlock != 0)
        return bad;
    Bytes kenc = derivedKey(dkek, 1);
    auto plain = aesCbc(kenc,
                        Bytes(blob.begin() + static_cast<std::ptrdiff_t>(header.pos),
                              blob.begin() + static_cast<std::ptrdiff_t>(macAt)),
                        false);
    wipe(kenc);
    if (!plain || plain->size() < kRandomSize + 2)
        return bad;
    FieldReader reader{*plain, kRandomSize, plain->size()};
    const auto bits = reader.number();
    CryptoResult key = bad;
    if (bits && type == kTypeEc)
        key = unwrapEc(reader);
    else if (bits && (type == kTypeRsa || type == kTypeRsaCrt))
        key = unwrapRsa(reader, type, static_cast<unsigned>(*bits));
    wipe(*plain);
    return key;
}

} // namespace dkek

ResponseApdu ScHsmApplet::importDkekShare(const CommandApdu &c)
{
    // A device initialised without DKEK shares (tag 92) has no DKEK: sc-hsm-tool takes 6D00 as
    // "not initialized for key shares" and shows no DKEK.
    if (!hsm().initialized || hsm().dkekShares < 0 || hsm().dkek.size() != dkek::kSize)
        return ResponseApdu::status(sw::InsNotSupported);
    if (c.p1 != 0x00 || c.p2 != 0x00)
        return ResponseApdu::status(sw::WrongP1P2);
    if (!c.data.empty()) {
        if (c.data.size() != dkek::kSize)
            return ResponseApdu::status(sw::WrongLength);
        if (hsm().outstandingDkekShares() == 0)
            return ResponseApdu::status(sw::ConditionsNotSatisfied);
        for (std::size_t i = 0; i < dkek::kSize; ++i)
            hsm().dkek[i] ^= c.data[i];
        ++hsm().dkekImported;
        m_dirty = true;
    }
    // Total shares, outstanding shares, KCV (of the shares so far while some are outstanding).
    Bytes status = {static_cast<std::uint8_t>(hsm().dkekShares),
                    static_cast<std::uint8_t>(hsm().outstandingDkekShares())};
    append(status, dkek::keyCheckValue(hsm().dkek));
    return ResponseApdu::ok(status);
}

std::optional<std::uint16_t> ScHsmApplet::dkekRefusal(const CommandApdu &c,
                                                      std::uint8_t algorithm) const
{
    if (c.p2 != algorithm || c.p1 == 0)
        return sw::WrongP1P2;
    if (!m_userVerified)
        return sw::SecurityNotSatisfied;
    if (!hsm().initialized || hsm().dkekShares < 0 || hsm().dkek.size() != dkek::kSize)
        return sw::InsNotSupported;
    if (hsm().outstandingDkekShares() > 0)
        return sw::ConditionsNotSatisfied;
    return std::nullopt;
}

ResponseApdu ScHsmApplet::wrapKey(const CommandApdu &c)
{
    if (const auto refusal = dkekRefusal(c, kAlgoWrap))
        return ResponseApdu::status(*refusal);
    // OpenSC's key generation sends no key domain or algorithm list: every key of a device
    // with a DKEK may be exported.
    const auto it = hsm().keys.find(c.p1);
    if (it == hsm().keys.end())
        return ResponseApdu::status(sw::DataNotFound);
    const CryptoResult blob = dkek::wrap(hsm().dkek, it->second);
    return blob.ok() ? ResponseApdu::ok(blob.data) : ResponseApdu::status(blob.sw);
}

ResponseApdu ScHsmApplet::unwrapKey(const CommandApdu &c)
{
    // OpenSC up to 0.23 sends the blob as command data; later versions write it to EF 2F10
    // first and send no data. The EF is used once.
    Bytes blob = c.data;
    if (const auto ef = hsm().files.find(kUnwrapEf); ef != hsm().files.end()) {
        if (blob.empty())
            blob = ef->second;
        hsm().files.erase(ef);
        m_dirty = true;
    }
    if (const auto refusal = dkekRefusal(c, kAlgoUnwrap))
        return ResponseApdu::status(*refusal);
    if (hsm().keys.count(c.p1) != 0)
        return ResponseApdu::status(sw::FileExists);
    CryptoResult key = dkek::unwrap(hsm().dkek, blob);
    if (!key.ok())
        return ResponseApdu::status(key.sw);
    hsm().keys[c.p1] = std::move(key.data);
    m_dirty = true;
    return ResponseApdu::ok({});
}

bool ScHsmApplet::isUnwrapBuffer(std::uint16_t fid)
{
    return fid == kUnwrapEf;
}

} // namespace keyward::vcard
