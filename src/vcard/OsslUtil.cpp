// SPDX-License-Identifier: GPL-3.0-or-later
#include "OsslUtil.h"

#include <openssl/x509.h>

namespace keyward::vcard::ossl {

Pkey loadPrivateKey(const Bytes &der)
{
    if (der.empty())
        return nullptr;
    const unsigned char *p = der.data();
    return Pkey(d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(der.size())));
}

Bytes savePrivateKey(EVP_PKEY *key)
{
    // PKCS#8 for every key type, so loading never depends on the type-specific formats.
    PKCS8_PRIV_KEY_INFO *info = EVP_PKEY2PKCS8(key);
    if (!info)
        return {};
    unsigned char *buf = nullptr;
    const int len = i2d_PKCS8_PRIV_KEY_INFO(info, &buf);
    PKCS8_PRIV_KEY_INFO_free(info);
    if (len <= 0)
        return {};
    Bytes out(buf, buf + len);
    OPENSSL_clear_free(buf, static_cast<std::size_t>(len));
    return out;
}

Bn bnFromBytes(const Bytes &bytes)
{
    return Bn(BN_bin2bn(bytes.data(), static_cast<int>(bytes.size()), nullptr));
}

Bytes bnToBytes(const BIGNUM *bn, std::size_t width)
{
    const std::size_t natural = static_cast<std::size_t>(BN_num_bytes(bn));
    Bytes out(width > natural ? width : natural);
    BN_bn2binpad(bn, out.data(), static_cast<int>(out.size()));
    return out;
}

Pkey keyFromParams(const char *type, const OSSL_PARAM *params, int selection)
{
    PkeyCtx ctx(EVP_PKEY_CTX_new_from_name(nullptr, type, nullptr));
    EVP_PKEY *key = nullptr;
    if (!ctx || EVP_PKEY_fromdata_init(ctx.get()) <= 0 ||
        EVP_PKEY_fromdata(ctx.get(), &key, selection, const_cast<OSSL_PARAM *>(params)) <= 0)
        return nullptr;
    return Pkey(key);
}

} // namespace keyward::vcard::ossl
