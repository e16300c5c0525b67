// SPDX-License-Identifier: GPL-3.0-or-later
// Keyward's own PKCS#11 sessions behind an OpenSSL key, for the TLS handshake
// benchmark (see TlsBench.cpp for why this and not libp11's engine or
// pkcs11-provider). OpenSSL 3 still routes a key whose RSA_METHOD or
// EC_KEY_METHOD is not the built-in one ("foreign") through these methods;
// the methods are deprecated API in OpenSSL 3, so their declarations are
// taken without the deprecation attribute in this file only.
#define OPENSSL_SUPPRESS_DEPRECATED

#include "TlsTokenKey.h"

#include "Pkcs11BenchState.h"
#include "pkcs11/Pkcs11Error.h"

#include <QCoreApplication>

#include <openssl/asn1.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>

#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <vector>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsBench)
};

using Clock = std::chrono::steady_clock;

int exIndex(bool rsa)
{
    static const int rsaIndex =
        CRYPTO_get_ex_new_index(CRYPTO_EX_INDEX_RSA, 0, nullptr, nullptr, nullptr, nullptr);
    static const int ecIndex =
        CRYPTO_get_ex_new_index(CRYPTO_EX_INDEX_EC_KEY, 0, nullptr, nullptr, nullptr, nullptr);
    return rsa ? rsaIndex : ecIndex;
}

} // namespace

struct TlsTokenKey::Impl
{
    std::shared_ptr<Pkcs11Bench> bench;
    Pkcs11Bench::State *s = nullptr;
    CK_FUNCTION_LIST *fn = nullptr;
    Pkcs11Algorithm alg;
    std::vector<CK_SESSION_HANDLE> all;
    std::vector<CK_SESSION_HANDLE> idle;
    std::mutex poolMutex;
    std::condition_variable poolCv;
    CK_OBJECT_HANDLE priv = 0;
    CK_OBJECT_HANDLE pub = 0;
    bool generated = false;
    EVP_PKEY *pkey = nullptr;
    RSA_METHOD *rsaMethod = nullptr;
    EC_KEY_METHOD *ecMethod = nullptr;
    std::atomic<qint64> ops{0};
    std::atomic<qint64> ns{0};
    std::atomic<qint64> failed{0};

    CK_SESSION_HANDLE take()
    {
        std::unique_lock lock(poolMutex);
        poolCv.wait(lock, [this] { return !idle.empty(); });
        const CK_SESSION_HANDLE h = idle.back();
        idle.pop_back();
        return h;
    }
    void give(CK_SESSION_HANDLE h)
    {
        {
            std::lock_guard lock(poolMutex);
            idle.push_back(h);
        }
        poolCv.notify_one();
    }

    /// One private-key operation on the token: C_SignInit+C_Sign or
    /// C_DecryptInit+C_Decrypt. Returns the output length, -1 on failure.
    long privateOp(bool decrypt, CK_MECHANISM_TYPE mech, const unsigned char *in, size_t inLen,
                   unsigned char *out, size_t outCap)
    {
        CK_MECHANISM m{mech, nullptr, 0};
        const CK_SESSION_HANDLE h = take();
        CK_ULONG len = CK_ULONG(outCap);
        auto *data = const_cast<unsigned char *>(in);
        const auto a = Clock::now();
        const char *function = decrypt ? "C_DecryptInit" : "C_SignInit";
        CK_RV rv = decrypt ? fn->C_DecryptInit(h, &m, priv) : fn->C_SignInit(h, &m, priv);
        if (rv == CKR_OK) {
            function = decrypt ? "C_Decrypt" : "C_Sign";
            rv = decrypt ? fn->C_Decrypt(h, data, CK_ULONG(inLen), out, &len)
                         : fn->C_Sign(h, data, CK_ULONG(inLen), out, &len);
        }
        const auto b = Clock::now();
        give(h);
        ns += std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count();
        ++ops;
        if (rv != CKR_OK) {
            ++failed;
            // The token's refusal goes first on OpenSSL's error queue, so the
            // failed handshake names it (e.g. a token logged out meanwhile:
            // "C_SignInit CKR_USER_NOT_LOGGED_IN"); the handshake ends with
            // an alert and the server goes on.
            ERR_raise_data(alg.rsa ? ERR_LIB_RSA : ERR_LIB_EC, ERR_R_OPERATION_FAIL, "%s %s",
                           function, pkcs11::rvName(rv).toLatin1().constData());
            return -1;
        }
        return long(len);
    }

    Status login(CK_SESSION_HANDLE h, const QString &op);
    Status generate(CK_SESSION_HANDLE h, const QString &label);
    Status find(CK_SESSION_HANDLE h, const QString &label, const QString &op);
    Result<QByteArray> attribute(CK_SESSION_HANDLE h, CK_OBJECT_HANDLE o, CK_ATTRIBUTE_TYPE t,
                                 const QString &op);
    Status makePkey(CK_SESSION_HANDLE h, const QString &op);
};

namespace {

TlsTokenKey::Impl *implOf(RSA *rsa)
{
    return static_cast<TlsTokenKey::Impl *>(RSA_get_ex_data(rsa, exIndex(true)));
}

int rsaPrivEnc(int flen, const unsigned char *from, unsigned char *to, RSA *rsa, int padding)
{
    auto *d = implOf(rsa);
    if (!d || (padding != RSA_PKCS1_PADDING && padding != RSA_NO_PADDING)) {
        return -1;
    }
    return int(d->privateOp(false, padding == RSA_PKCS1_PADDING ? CKM_RSA_PKCS : CKM_RSA_X_509,
                            from, size_t(flen), to, size_t(RSA_size(rsa))));
}

int rsaPrivDec(int flen, const unsigned char *from, unsigned char *to, RSA *rsa, int padding)
{
    auto *d = implOf(rsa);
    if (!d || (padding != RSA_PKCS1_PADDING && padding != RSA_NO_PADDING)) {
        return -1;
    }
    return int(d->privateOp(true, padding == RSA_PKCS1_PADDING ? CKM_RSA_PKCS : CKM_RSA_X_509, from,
                            size_t(flen), to, size_t(RSA_size(rsa))));
}

ECDSA_SIG *ecSignSig(const unsigned char *dgst, int dlen, const BIGNUM *, const BIGNUM *,
                     EC_KEY *ec)
{
    auto *d = static_cast<TlsTokenKey::Impl *>(EC_KEY_get_ex_data(ec, exIndex(false)));
    if (!d) {
        return nullptr;
    }
    std::array<unsigned char, 144> rs{}; // r || s, P-521 at most
    const long len = d->privateOp(false, CKM_ECDSA, dgst, size_t(dlen), rs.data(), rs.size());
    if (len <= 0 || len % 2) {
        return nullptr;
    }
    ECDSA_SIG *sig = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(rs.data(), int(len / 2), nullptr);
    BIGNUM *s = BN_bin2bn(rs.data() + len / 2, int(len / 2), nullptr);
    if (!sig || !r || !s || ECDSA_SIG_set0(sig, r, s) != 1) {
        BN_free(r);
        BN_free(s);
        ECDSA_SIG_free(sig);
        return nullptr;
    }
    return sig;
}

constexpr CK_BBOOL kYes = CK_TRUE;
constexpr CK_BBOOL kNo = CK_FALSE;

} // namespace

Status TlsTokenKey::Impl::login(CK_SESSION_HANDLE h, const QString &op)
{
    if (s->pin.isEmpty()) {
        return {};
    }
    std::lock_guard lock(s->mutex);
    CK_TOKEN_INFO info{};
    int triesLeft = -1;
    if (fn->C_GetTokenInfo(CK_SLOT_ID(s->token.slotId), &info) == CKR_OK) {
        if (info.flags & CKF_USER_PIN_LOCKED) {
            triesLeft = 0;
        } else if (info.flags & CKF_USER_PIN_FINAL_TRY) {
            triesLeft = 1;
        }
    }
    if (Status g = s->guard->beforeAttempt(triesLeft, op); !g) {
        return g;
    }
    const CK_RV rv = fn->C_Login(h, CKU_USER, s->pin.data(), CK_ULONG(s->pin.size()));
    if (rv != CKR_OK && rv != CKR_USER_ALREADY_LOGGED_IN) {
        Error e = pkcs11::pkcs11Error(rv, "C_Login", op);
        s->guard->afterAttempt(e);
        return e;
    }
    return {};
}

Status TlsTokenKey::Impl::generate(CK_SESSION_HANDLE h, const QString &label)
{
    // Session objects: the key never lands on the token, and it is gone with
    // the last session even if Keyward stops before destroying it.
    const QByteArray l = label.toUtf8();
    auto *lp = const_cast<char *>(l.constData());
    auto *yes = const_cast<CK_BBOOL *>(&kYes);
    auto *no = const_cast<CK_BBOOL *>(&kNo);
    CK_ULONG bits = alg.modulusBits;
    std::array<CK_BYTE, 3> exponent{0x01, 0x00, 0x01};
    std::vector<CK_ATTRIBUTE> pubT = {
        {CKA_TOKEN, no, 1}, {CKA_VERIFY, yes, 1}, {CKA_LABEL, lp, CK_ULONG(l.size())}};
    if (alg.rsa) {
        pubT.push_back({CKA_MODULUS_BITS, &bits, sizeof bits});
        pubT.push_back({CKA_PUBLIC_EXPONENT, exponent.data(), exponent.size()});
        pubT.push_back({CKA_ENCRYPT, yes, 1});
    } else {
        pubT.push_back({CKA_EC_PARAMS, const_cast<char *>(alg.ecParams.constData()),
                        CK_ULONG(alg.ecParams.size())});
    }
    CK_ATTRIBUTE privT[] = {{CKA_TOKEN, no, 1},
                            {CKA_PRIVATE, yes, 1},
                            {CKA_SENSITIVE, yes, 1},
                            {CKA_SIGN, yes, 1},
                            {CKA_DECRYPT, alg.rsa ? yes : no, 1},
                            {CKA_LABEL, lp, CK_ULONG(l.size())}};
    CK_MECHANISM mech{alg.rsa ? CKM_RSA_PKCS_KEY_PAIR_GEN : CKM_EC_KEY_PAIR_GEN, nullptr, 0};
    const CK_RV rv = fn->C_GenerateKeyPair(h, &mech, pubT.data(), CK_ULONG(pubT.size()), privT,
                                           CK_ULONG(std::size(privT)), &pub, &priv);
    if (rv != CKR_OK) {
        return pkcs11::pkcs11Error(rv, "C_GenerateKeyPair", Text::tr("generate the TLS key"));
    }
    generated = true;
    return {};
}

Status TlsTokenKey::Impl::find(CK_SESSION_HANDLE h, const QString &label, const QString &op)
{
    const QByteArray l = label.toUtf8();
    for (CK_OBJECT_CLASS cls : {CKO_PRIVATE_KEY, CKO_PUBLIC_KEY}) {
        CK_ATTRIBUTE templ[] = {{CKA_CLASS, &cls, sizeof cls},
                                {CKA_LABEL, const_cast<char *>(l.constData()), CK_ULONG(l.size())}};
        if (Status st = KW_P11(*s->module, op, C_FindObjectsInit, h, templ, 2); !st) {
            return st;
        }
        CK_OBJECT_HANDLE found = 0;
        CK_ULONG count = 0;
        const CK_RV rv = fn->C_FindObjects(h, &found, 1, &count);
        fn->C_FindObjectsFinal(h);
        if (rv != CKR_OK) {
            return pkcs11::pkcs11Error(rv, "C_FindObjects", op);
        }
        if (count == 0) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op, label);
        }
        (cls == CKO_PRIVATE_KEY ? priv : pub) = found;
    }
    return {};
}

Result<QByteArray> TlsTokenKey::Impl::attribute(CK_SESSION_HANDLE h, CK_OBJECT_HANDLE o,
                                                CK_ATTRIBUTE_TYPE t, const QString &op)
{
    CK_ATTRIBUTE a{t, nullptr, 0};
    if (Status st = KW_P11(*s->module, op, C_GetAttributeValue, h, o, &a, 1); !st) {
        return st.error();
    }
    QByteArray v(qsizetype(a.ulValueLen), '\0');
    a.pValue = v.data();
    if (Status st = KW_P11(*s->module, op, C_GetAttributeValue, h, o, &a, 1); !st) {
        return st.error();
    }
    return v;
}

Status TlsTokenKey::Impl::makePkey(CK_SESSION_HANDLE h, const QString &op)
{
    const auto bad = [&] {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("OpenSSL key from the token's public key"));
    };
    pkey = EVP_PKEY_new();
    if (alg.rsa) {
        auto n = attribute(h, pub, CKA_MODULUS, op);
        auto e = attribute(h, pub, CKA_PUBLIC_EXPONENT, op);
        if (!n || !e) {
            return !n ? n.error() : e.error();
        }
        rsaMethod = RSA_meth_dup(RSA_PKCS1_OpenSSL());
        RSA_meth_set1_name(rsaMethod, "keyward-pkcs11");
        RSA_meth_set_priv_enc(rsaMethod, rsaPrivEnc);
        RSA_meth_set_priv_dec(rsaMethod, rsaPrivDec);
        RSA *rsa = RSA_new();
        BIGNUM *bn = BN_bin2bn(reinterpret_cast<const unsigned char *>(n.value().constData()),
                               int(n.value().size()), nullptr);
        BIGNUM *be = BN_bin2bn(reinterpret_cast<const unsigned char *>(e.value().constData()),
                               int(e.value().size()), nullptr);
        if (!rsa || RSA_set_method(rsa, rsaMethod) != 1 ||
            RSA_set0_key(rsa, bn, be, nullptr) != 1 ||
            RSA_set_ex_data(rsa, exIndex(true), this) != 1 || EVP_PKEY_assign_RSA(pkey, rsa) != 1) {
            RSA_free(rsa);
            return bad();
        }
        return {};
    }
    auto point = attribute(h, pub, CKA_EC_POINT, op);
    if (!point) {
        return point.error();
    }
    const bool p384 = alg.ecParams == QByteArray::fromHex("06052b81040022");
    const qsizetype pointLen = p384 ? 97 : 65;
    QByteArray raw = point.value();
    const auto *p = reinterpret_cast<const unsigned char *>(raw.constData());
    if (ASN1_OCTET_STRING *der = d2i_ASN1_OCTET_STRING(nullptr, &p, long(raw.size()))) {
        if (ASN1_STRING_length(der) == pointLen) { // DER-wrapped, as the standard says
            raw = QByteArray(reinterpret_cast<const char *>(ASN1_STRING_get0_data(der)), pointLen);
        }
        ASN1_OCTET_STRING_free(der);
    }
    ecMethod = EC_KEY_METHOD_new(EC_KEY_OpenSSL());
    int (*sign)(int, const unsigned char *, int, unsigned char *, unsigned int *, const BIGNUM *,
                const BIGNUM *, EC_KEY *) = nullptr;
    int (*setup)(EC_KEY *, BN_CTX *, BIGNUM **, BIGNUM **) = nullptr;
    EC_KEY_METHOD_get_sign(ecMethod, &sign, &setup, nullptr);
    EC_KEY_METHOD_set_sign(ecMethod, sign, setup, ecSignSig);
    EC_KEY *ec = EC_KEY_new_by_curve_name(p384 ? NID_secp384r1 : NID_X9_62_prime256v1);
    if (!ec || EC_KEY_set_method(ec, ecMethod) != 1 ||
        EC_KEY_oct2key(ec, reinterpret_cast<const unsigned char *>(raw.constData()),
                       size_t(raw.size()), nullptr) != 1 ||
        EC_KEY_set_ex_data(ec, exIndex(false), this) != 1 ||
        EVP_PKEY_assign_EC_KEY(pkey, ec) != 1) {
        EC_KEY_free(ec);
        return bad();
    }
    return {};
}

Result<std::unique_ptr<TlsTokenKey>> TlsTokenKey::open(std::shared_ptr<Pkcs11Bench> bench,
                                                       const QString &algorithm,
                                                       const QString &label, bool existing,
                                                       int sessions)
{
    if (Status st = bench->open(); !st) {
        return st.error();
    }
    auto d = std::make_unique<Impl>();
    d->s = &bench->state();
    d->bench = std::move(bench);
    d->fn = d->s->module->functions();
    d->alg = pkcs11Algorithm(algorithm);
    const QString op = Text::tr("prepare the TLS key on the token");
    if (!d->alg.valid) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op, algorithm);
    }
    std::unique_ptr<TlsTokenKey> key(new TlsTokenKey(std::move(d)));
    Impl &k = *key->d;
    for (int i = 0; i < sessions; ++i) {
        CK_SESSION_HANDLE h = 0;
        if (Status st = KW_P11(*k.s->module, op, C_OpenSession, CK_SLOT_ID(k.s->token.slotId),
                               CK_FLAGS(CKF_SERIAL_SESSION | CKF_RW_SESSION), nullptr, nullptr, &h);
            !st) {
            return st.error();
        }
        k.all.push_back(h);
    }
    k.idle = k.all;
    if (Status st = k.login(k.all.front(), op); !st) {
        return st.error();
    }
    Status made = existing ? k.find(k.all.front(), label, op) : k.generate(k.all.front(), label);
    if (!made) {
        return made.error();
    }
    if (Status st = k.makePkey(k.all.front(), op); !st) {
        return st.error();
    }
    return key;
}

TlsTokenKey::TlsTokenKey(std::unique_ptr<Impl> impl)
    : d(std::move(impl))
{}

TlsTokenKey::~TlsTokenKey()
{
    EVP_PKEY_free(d->pkey); // frees the RSA / EC_KEY, which uses the methods
    if (d->rsaMethod) {
        RSA_meth_free(d->rsaMethod);
    }
    if (d->ecMethod) { // EC_KEY_METHOD_free(nullptr) crashes in OpenSSL 3.0
        EC_KEY_METHOD_free(d->ecMethod);
    }
    if (!d->all.empty()) {
        if (d->generated) {
            d->fn->C_DestroyObject(d->all.front(), d->priv);
            d->fn->C_DestroyObject(d->all.front(), d->pub);
        }
        // Never C_Logout: the login is the application's, other sessions
        // may still use it; it ends with the module's last session.
        for (CK_SESSION_HANDLE h : d->all) {
            d->fn->C_CloseSession(h);
        }
    }
}

evp_pkey_st *TlsTokenKey::pkey() const
{
    return d->pkey;
}

qint64 TlsTokenKey::operations() const
{
    return d->ops.load();
}

qint64 TlsTokenKey::tokenNanoseconds() const
{
    return d->ns.load();
}

qint64 TlsTokenKey::failures() const
{
    return d->failed.load();
}

void TlsTokenKey::resetCounters()
{
    d->ops = 0;
    d->ns = 0;
    d->failed = 0;
}

} // namespace keyward::bench
