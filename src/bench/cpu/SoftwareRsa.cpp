// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoftwareRsa.h"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>

#include <memory>

namespace keyward::bench {

namespace {

const unsigned char *bytes(QByteArrayView b)
{
    return reinterpret_cast<const unsigned char *>(b.data());
}

template<auto Free> struct Deleter
{
    template<class T> void operator()(T *p) const { Free(p); }
};
template<class T, auto Free> using Owned = std::unique_ptr<T, Deleter<Free>>;

} // namespace

QByteArray rsaEncryptPkcs1(QByteArrayView n, QByteArrayView e, QByteArrayView message)
{
    Owned<BIGNUM, BN_free> bn(BN_bin2bn(bytes(n), int(n.size()), nullptr));
    Owned<BIGNUM, BN_free> be(BN_bin2bn(bytes(e), int(e.size()), nullptr));
    Owned<OSSL_PARAM_BLD, OSSL_PARAM_BLD_free> bld(OSSL_PARAM_BLD_new());
    if (!bn || !be || !bld || !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_N, bn.get()) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_E, be.get())) {
        return {};
    }
    Owned<OSSL_PARAM, OSSL_PARAM_free> params(OSSL_PARAM_BLD_to_param(bld.get()));
    Owned<EVP_PKEY_CTX, EVP_PKEY_CTX_free> fromData(
        EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr));
    EVP_PKEY *raw = nullptr;
    if (!params || !fromData || EVP_PKEY_fromdata_init(fromData.get()) <= 0 ||
        EVP_PKEY_fromdata(fromData.get(), &raw, EVP_PKEY_PUBLIC_KEY, params.get()) <= 0) {
        return {};
    }
    Owned<EVP_PKEY, EVP_PKEY_free> key(raw);
    Owned<EVP_PKEY_CTX, EVP_PKEY_CTX_free> enc(EVP_PKEY_CTX_new(key.get(), nullptr));
    size_t len = 0;
    if (!enc || EVP_PKEY_encrypt_init(enc.get()) <= 0 ||
        EVP_PKEY_CTX_set_rsa_padding(enc.get(), RSA_PKCS1_PADDING) <= 0 ||
        EVP_PKEY_encrypt(enc.get(), nullptr, &len, bytes(message), size_t(message.size())) <= 0) {
        return {};
    }
    QByteArray out(qsizetype(len), Qt::Uninitialized);
    if (EVP_PKEY_encrypt(enc.get(), reinterpret_cast<unsigned char *>(out.data()), &len,
                         bytes(message), size_t(message.size())) <= 0) {
        return {};
    }
    out.resize(qsizetype(len));
    return out;
}

} // namespace keyward::bench
