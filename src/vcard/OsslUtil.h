// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"

#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#include <memory>

namespace keyward::vcard::ossl {

struct PkeyFree
{
    void operator()(EVP_PKEY *p) const { EVP_PKEY_free(p); }
};
struct PkeyCtxFree
{
    void operator()(EVP_PKEY_CTX *p) const { EVP_PKEY_CTX_free(p); }
};
struct MdCtxFree
{
    void operator()(EVP_MD_CTX *p) const { EVP_MD_CTX_free(p); }
};
struct BnFree
{
    void operator()(BIGNUM *p) const { BN_clear_free(p); }
};
struct BnCtxFree
{
    void operator()(BN_CTX *p) const { BN_CTX_free(p); }
};
struct ParamBldFree
{
    void operator()(OSSL_PARAM_BLD *p) const { OSSL_PARAM_BLD_free(p); }
};
struct ParamFree
{
    void operator()(OSSL_PARAM *p) const { OSSL_PARAM_free(p); }
};

using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;
using PkeyCtx = std::unique_ptr<EVP_PKEY_CTX, PkeyCtxFree>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, MdCtxFree>;
using Bn = std::unique_ptr<BIGNUM, BnFree>;
using BnCtx = std::unique_ptr<BN_CTX, BnCtxFree>;
using ParamBld = std::unique_ptr<OSSL_PARAM_BLD, ParamBldFree>;
using Params = std::unique_ptr<OSSL_PARAM, ParamFree>;

/** Private key from DER (any type d2i_AutoPrivateKey understands); null on failure. */
Pkey loadPrivateKey(const Bytes &der);
/** DER encoding of a private key; empty on failure. */
Bytes savePrivateKey(EVP_PKEY *key);
Bn bnFromBytes(const Bytes &bytes);
/** Big-endian, left-padded to @p width when width > 0. */
Bytes bnToBytes(const BIGNUM *bn, std::size_t width = 0);
/** Builds a key of @p type ("RSA", "EC") from parameters. */
Pkey keyFromParams(const char *type, const OSSL_PARAM *params, int selection);

} // namespace keyward::vcard::ossl
