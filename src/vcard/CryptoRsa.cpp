// SPDX-License-Identifier: GPL-3.0-or-later
// RSA keys of the card: generation, public key template, PKCS#1 v1.5 signing and decryption,
// and import from the extended header list.
#include "OnCardKey.h"
#include "OsslUtil.h"
#include "Tlv.h"

#include <openssl/core_names.h>
#include <openssl/rsa.h>

namespace keyward::vcard::rsa {

using namespace ossl;

CryptoResult generate(unsigned bits)
{
    Pkey key(EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", static_cast<std::size_t>(bits)));
    if (!key)
        return CryptoResult::fail(sw::MemoryFailure);
    return {savePrivateKey(key.get()), sw::Ok};
}

CryptoResult publicKeyTemplate(const Bytes &der)
{
    Pkey key = loadPrivateKey(der);
    BIGNUM *n = nullptr;
    BIGNUM *e = nullptr;
    if (!key || !EVP_PKEY_get_bn_param(key.get(), OSSL_PKEY_PARAM_RSA_N, &n) ||
        !EVP_PKEY_get_bn_param(key.get(), OSSL_PKEY_PARAM_RSA_E, &e)) {
        BN_free(n);
        return CryptoResult::fail(sw::DataNotFound);
    }
    Bn nn(n), ee(e);
    Bytes out = encodeTlv(0x81, bnToBytes(n));
    append(out, encodeTlv(0x82, bnToBytes(e)));
    return {out, sw::Ok};
}

CryptoResult sign(const Bytes &der, const Bytes &input)
{
    Pkey key = loadPrivateKey(der);
    if (!key)
        return CryptoResult::fail(sw::DataNotFound);
    const auto k = static_cast<std::size_t>(EVP_PKEY_get_size(key.get()));
    // PKCS#1 v1.5 type 1 padding needs 11 bytes; the card refuses longer input as a real one does.
    if (input.empty() || input.size() + 11 > k)
        return CryptoResult::fail(sw::WrongLength);
    PkeyCtx ctx(EVP_PKEY_CTX_new(key.get(), nullptr));
    Bytes sig(k);
    std::size_t len = sig.size();
    if (!ctx || EVP_PKEY_sign_init(ctx.get()) <= 0 ||
        EVP_PKEY_CTX_set_rsa_padding(ctx.get(), RSA_PKCS1_PADDING) <= 0 ||
        EVP_PKEY_sign(ctx.get(), sig.data(), &len, input.data(), input.size()) <= 0)
        return CryptoResult::fail(sw::WrongData);
    sig.resize(len);
    return {sig, sw::Ok};
}

CryptoResult decipher(const Bytes &der, const Bytes &cryptogram)
{
    Pkey key = loadPrivateKey(der);
    if (!key)
        return CryptoResult::fail(sw::DataNotFound);
    const auto k = static_cast<std::size_t>(EVP_PKEY_get_size(key.get()));
    if (cryptogram.size() != k)
        return CryptoResult::fail(sw::WrongLength);
    PkeyCtx ctx(EVP_PKEY_CTX_new(key.get(), nullptr));
    Bytes plain(k);
    std::size_t len = plain.size();
    if (!ctx || EVP_PKEY_decrypt_init(ctx.get()) <= 0 ||
        EVP_PKEY_CTX_set_rsa_padding(ctx.get(), RSA_PKCS1_PADDING) <= 0 ||
        EVP_PKEY_decrypt(ctx.get(), plain.data(), &len, cryptogram.data(), cryptogram.size()) <= 0)
        return CryptoResult::fail(sw::WrongData);
    plain.resize(len);
    return {plain, sw::Ok};
}

static const Bytes *part(const KeyParts &parts, std::uint32_t tag)
{
    for (const auto &p : parts) {
        if (p.first == tag)
            return &p.second;
    }
    return nullptr;
}

CryptoResult import(unsigned bits, const KeyParts &parts)
{
    // Only e, p and q are needed; the CRT parts and n, when sent, are recomputed rather than
    // trusted, which also catches inconsistent input.
    const Bytes *eb = part(parts, 0x91);
    const Bytes *pb = part(parts, 0x92);
    const Bytes *qb = part(parts, 0x93);
    if (!eb || !pb || !qb || eb->empty() || pb->empty() || qb->empty())
        return CryptoResult::fail(sw::WrongData);
    Bn e = bnFromBytes(*eb), p = bnFromBytes(*pb), q = bnFromBytes(*qb);
    Bn n(BN_new()), d(BN_new()), dp(BN_new()), dq(BN_new()), qinv(BN_new()), p1(BN_new()),
        q1(BN_new()), phi(BN_new());
    BnCtx bctx(BN_CTX_new());
    if (!e || !p || !q || !n || !d || !dp || !dq || !qinv || !p1 || !q1 || !phi || !bctx)
        return CryptoResult::fail(sw::MemoryFailure);
    if (BN_is_zero(e.get()) || !BN_is_odd(e.get()) || BN_cmp(p.get(), q.get()) == 0 ||
        BN_is_one(p.get()) || BN_is_one(q.get()) || BN_is_zero(p.get()) || BN_is_zero(q.get()))
        return CryptoResult::fail(sw::WrongData);
    if (!BN_mul(n.get(), p.get(), q.get(), bctx.get()) ||
        static_cast<unsigned>(BN_num_bits(n.get())) != bits)
        return CryptoResult::fail(sw::WrongData);
    if (const Bytes *nb = part(parts, 0x97); nb && BN_cmp(bnFromBytes(*nb).get(), n.get()) != 0)
        return CryptoResult::fail(sw::WrongData);
    if (!BN_sub(p1.get(), p.get(), BN_value_one()) || !BN_sub(q1.get(), q.get(), BN_value_one()) ||
        !BN_mul(phi.get(), p1.get(), q1.get(), bctx.get()) ||
        !BN_mod_inverse(d.get(), e.get(), phi.get(), bctx.get()) ||
        !BN_mod(dp.get(), d.get(), p1.get(), bctx.get()) ||
        !BN_mod(dq.get(), d.get(), q1.get(), bctx.get()) ||
        !BN_mod_inverse(qinv.get(), q.get(), p.get(), bctx.get()))
        return CryptoResult::fail(sw::WrongData);

    ParamBld bld(OSSL_PARAM_BLD_new());
    if (!bld || !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_N, n.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_E, e.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_D, d.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_FACTOR1, p.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_FACTOR2, q.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_EXPONENT1, dp.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_EXPONENT2, dq.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_COEFFICIENT1, qinv.get()))
        return CryptoResult::fail(sw::MemoryFailure);
    Params params(OSSL_PARAM_BLD_to_param(bld.get()));
    Pkey key = keyFromParams("RSA", params.get(), EVP_PKEY_KEYPAIR);
    if (!key)
        return CryptoResult::fail(sw::WrongData);
    return {savePrivateKey(key.get()), sw::Ok};
}

} // namespace keyward::vcard::rsa
