// SPDX-License-Identifier: GPL-3.0-or-later
/* keyward-tlspeer's token half: the module, its sessions and the OpenSSL key methods that
 * send the server's private-key operations to C_SignInit + C_Sign. See tlspeer.c. */
#include "tlspeer.h"

static CK_FUNCTION_LIST_PTR p11;
static CK_OBJECT_HANDLE privKey, pubKey;
static int rsaKey;

/* ---------------------------------------------------------- token sessions */

static CK_SESSION_HANDLE pool[MAX_THREADS];
static int poolIdle;
static pthread_mutex_t poolMutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t poolCond = PTHREAD_COND_INITIALIZER;
atomic_llong tokenOps, tokenNs, tokenFailed;

long long nowNs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

long long threadCpuNs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static CK_SESSION_HANDLE takeSession(void)
{
    pthread_mutex_lock(&poolMutex);
    while (poolIdle == 0)
        pthread_cond_wait(&poolCond, &poolMutex);
    CK_SESSION_HANDLE h = pool[--poolIdle];
    pthread_mutex_unlock(&poolMutex);
    return h;
}

static void giveSession(CK_SESSION_HANDLE h)
{
    pthread_mutex_lock(&poolMutex);
    pool[poolIdle++] = h;
    pthread_mutex_unlock(&poolMutex);
    pthread_cond_signal(&poolCond);
}

/* One signature on the token; the output length, or -1. */
static long tokenSign(CK_MECHANISM_TYPE type, const unsigned char *in, size_t inLen,
                      unsigned char *out, size_t outCap)
{
    CK_MECHANISM mech = {type, NULL, 0};
    CK_ULONG len = (CK_ULONG)outCap;
    CK_SESSION_HANDLE h = takeSession();
    long long a = nowNs();
    CK_RV rv = p11->C_SignInit(h, &mech, privKey);
    if (rv == CKR_OK)
        rv = p11->C_Sign(h, (CK_BYTE_PTR)in, (CK_ULONG)inLen, out, &len);
    long long b = nowNs();
    giveSession(h);
    atomic_fetch_add(&tokenNs, b - a);
    atomic_fetch_add(&tokenOps, 1);
    if (rv != CKR_OK) {
        atomic_fetch_add(&tokenFailed, 1);
        ERR_raise_data(rsaKey ? ERR_LIB_RSA : ERR_LIB_EC, ERR_R_OPERATION_FAIL, "C_Sign 0x%lx", rv);
        return -1;
    }
    return (long)len;
}

/* ------------------------------------------------------- OpenSSL key methods */

static int rsaPrivEnc(int flen, const unsigned char *from, unsigned char *to, RSA *rsa, int padding)
{
    if (padding != RSA_PKCS1_PADDING && padding != RSA_NO_PADDING)
        return -1;
    return (int)tokenSign(padding == RSA_PKCS1_PADDING ? CKM_RSA_PKCS : CKM_RSA_X_509, from,
                          (size_t)flen, to, (size_t)RSA_size(rsa));
}

static ECDSA_SIG *ecSignSig(const unsigned char *dgst, int dlen, const BIGNUM *kinv,
                            const BIGNUM *r, EC_KEY *ec)
{
    (void)kinv;
    (void)r;
    (void)ec;
    unsigned char rs[144]; /* r || s, P-521 at most */
    long len = tokenSign(CKM_ECDSA, dgst, (size_t)dlen, rs, sizeof rs);
    if (len <= 0 || len % 2)
        return NULL;
    ECDSA_SIG *sig = ECDSA_SIG_new();
    BIGNUM *br = BN_bin2bn(rs, (int)(len / 2), NULL);
    BIGNUM *bs = BN_bin2bn(rs + len / 2, (int)(len / 2), NULL);
    if (!sig || !br || !bs || ECDSA_SIG_set0(sig, br, bs) != 1) {
        BN_free(br);
        BN_free(bs);
        ECDSA_SIG_free(sig);
        return NULL;
    }
    return sig;
}

/* An attribute of `o`, malloc()ed; NULL on failure. */
static unsigned char *attribute(CK_SESSION_HANDLE s, CK_OBJECT_HANDLE o, CK_ATTRIBUTE_TYPE t,
                                CK_ULONG *len)
{
    CK_ATTRIBUTE a = {t, NULL, 0};
    if (p11->C_GetAttributeValue(s, o, &a, 1) != CKR_OK)
        return NULL;
    a.pValue = malloc(a.ulValueLen ? a.ulValueLen : 1);
    if (!a.pValue || p11->C_GetAttributeValue(s, o, &a, 1) != CKR_OK) {
        free(a.pValue);
        return NULL;
    }
    *len = a.ulValueLen;
    return a.pValue;
}

/* The token key as an EVP_PKEY whose private operations go to C_Sign. */
static EVP_PKEY *tokenPkey(CK_SESSION_HANDLE s, const char **name)
{
    CK_KEY_TYPE kt = 0;
    CK_ATTRIBUTE a = {CKA_KEY_TYPE, &kt, sizeof kt};
    if (p11->C_GetAttributeValue(s, privKey, &a, 1) != CKR_OK)
        return NULL;
    EVP_PKEY *pkey = EVP_PKEY_new();
    if (kt == CKK_RSA) {
        rsaKey = 1;
        CK_ULONG nl = 0, el = 0;
        unsigned char *n = attribute(s, pubKey, CKA_MODULUS, &nl);
        unsigned char *e = attribute(s, pubKey, CKA_PUBLIC_EXPONENT, &el);
        RSA_METHOD *m = RSA_meth_dup(RSA_PKCS1_OpenSSL());
        RSA *rsa = RSA_new();
        int ok = n && e && m && rsa && RSA_meth_set1_name(m, "keyward-tlspeer") == 1 &&
                 RSA_meth_set_priv_enc(m, rsaPrivEnc) == 1 && RSA_set_method(rsa, m) == 1 &&
                 RSA_set0_key(rsa, BN_bin2bn(n, (int)nl, NULL), BN_bin2bn(e, (int)el, NULL),
                              NULL) == 1 &&
                 EVP_PKEY_assign_RSA(pkey, rsa) == 1;
        free(n);
        free(e);
        if (!ok) {
            RSA_free(rsa);
            EVP_PKEY_free(pkey);
            return NULL;
        }
        static char rsaName[32];
        snprintf(rsaName, sizeof rsaName, "RSA-%d", RSA_bits(rsa));
        *name = rsaName;
        return pkey; /* the method lives as long as the process */
    }
    if (kt != CKK_EC) {
        EVP_PKEY_free(pkey);
        return NULL;
    }
    CK_ULONG pl = 0, ql = 0;
    unsigned char *params = attribute(s, pubKey, CKA_EC_PARAMS, &pl);
    unsigned char *point = attribute(s, pubKey, CKA_EC_POINT, &ql);
    const unsigned char *p = params;
    ASN1_OBJECT *oid = params ? d2i_ASN1_OBJECT(NULL, &p, (long)pl) : NULL;
    int nid = oid ? OBJ_obj2nid(oid) : NID_undef;
    ASN1_OBJECT_free(oid);
    /* CKA_EC_POINT is a DER OCTET STRING around the point, as the standard says. */
    const unsigned char *raw = point;
    size_t rawLen = ql;
    p = point;
    ASN1_OCTET_STRING *der = point ? d2i_ASN1_OCTET_STRING(NULL, &p, (long)ql) : NULL;
    if (der && p == point + ql) {
        raw = ASN1_STRING_get0_data(der);
        rawLen = (size_t)ASN1_STRING_length(der);
    }
    EC_KEY_METHOD *m = EC_KEY_METHOD_new(EC_KEY_OpenSSL());
    int (*sign)(int, const unsigned char *, int, unsigned char *, unsigned int *, const BIGNUM *,
                const BIGNUM *, EC_KEY *) = NULL;
    int (*setup)(EC_KEY *, BN_CTX *, BIGNUM **, BIGNUM **) = NULL;
    EC_KEY *ec = nid != NID_undef ? EC_KEY_new_by_curve_name(nid) : NULL;
    int ok = 0;
    if (m && ec && raw) {
        EC_KEY_METHOD_get_sign(m, &sign, &setup, NULL);
        EC_KEY_METHOD_set_sign(m, sign, setup, ecSignSig);
        ok = EC_KEY_set_method(ec, m) == 1 && EC_KEY_oct2key(ec, raw, rawLen, NULL) == 1 &&
             EVP_PKEY_assign_EC_KEY(pkey, ec) == 1;
    }
    ASN1_OCTET_STRING_free(der);
    free(params);
    free(point);
    if (!ok) {
        EC_KEY_free(ec);
        EVP_PKEY_free(pkey);
        return NULL;
    }
    *name = nid == NID_X9_62_prime256v1 ? "ECDSA-P256"
            : nid == NID_secp384r1      ? "ECDSA-P384"
                                        : OBJ_nid2sn(nid);
    return pkey;
}

/* A self-signed certificate for the key, signed on the token (once, before
 * the measurement), as keyward-cli makes its own. */
static X509 *selfSigned(EVP_PKEY *key)
{
    X509 *x = X509_new();
    X509_NAME *name = X509_NAME_new();
    int ok = x && name && X509_set_version(x, X509_VERSION_3) == 1 &&
             ASN1_INTEGER_set(X509_get_serialNumber(x), (long)(nowNs() & 0x3fffffff) + 1) == 1 &&
             X509_gmtime_adj(X509_getm_notBefore(x), -3600) &&
             X509_gmtime_adj(X509_getm_notAfter(x), 86400) &&
             X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC,
                                        (const unsigned char *)"keyward-tlspeer", -1, -1, 0) == 1 &&
             X509_set_subject_name(x, name) == 1 && X509_set_issuer_name(x, name) == 1 &&
             X509_set_pubkey(x, key) == 1 && X509_sign(x, key, EVP_sha256()) > 0;
    X509_NAME_free(name);
    if (!ok) {
        X509_free(x);
        return NULL;
    }
    return x;
}

static int findObject(CK_SESSION_HANDLE s, CK_OBJECT_CLASS cls, const char *label,
                      CK_OBJECT_HANDLE *out)
{
    CK_ATTRIBUTE tmpl[] = {{CKA_CLASS, &cls, sizeof cls},
                           {CKA_LABEL, (void *)label, (CK_ULONG)strlen(label)}};
    CK_ULONG found = 0;
    if (p11->C_FindObjectsInit(s, tmpl, 2) != CKR_OK)
        return 0;
    CK_RV rv = p11->C_FindObjects(s, out, 1, &found);
    p11->C_FindObjectsFinal(s);
    return rv == CKR_OK && found == 1;
}

static int tokenFail(const char *what)
{
    fprintf(stderr, "keyward-tlspeer: %s\n", what);
    ERR_print_errors_fp(stderr);
    return 0;
}

int tokenOpen(const char *module, const char *token, const char *label, const char *pin,
              int sessions, EVP_PKEY **pkey, X509 **cert, const char **keyName)
{
    void *lib = dlopen(module, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "keyward-tlspeer: dlopen: %s\n", dlerror());
        return 0;
    }
    CK_C_GetFunctionList getList;
    *(void **)(&getList) = dlsym(lib, "C_GetFunctionList");
    if (!getList || getList(&p11) != CKR_OK)
        return tokenFail("C_GetFunctionList failed");
    CK_C_INITIALIZE_ARGS init = {NULL, NULL, NULL, NULL, CKF_OS_LOCKING_OK, NULL};
    CK_RV rv = p11->C_Initialize(&init);
    if (rv != CKR_OK) {
        fprintf(stderr, "keyward-tlspeer: C_Initialize: 0x%lx\n", rv);
        return 0;
    }
    CK_SLOT_ID slots[64], slot = 0;
    CK_ULONG n = 64;
    int found = 0;
    p11->C_GetSlotList(CK_TRUE, slots, &n);
    for (CK_ULONG i = 0; i < n && !found; ++i) {
        CK_TOKEN_INFO ti;
        if (p11->C_GetTokenInfo(slots[i], &ti) != CKR_OK)
            continue;
        size_t l = token ? strlen(token) : 0;
        if (!token || (l <= 32 && !memcmp(ti.label, token, l) && (l == 32 || ti.label[l] == ' '))) {
            slot = slots[i];
            found = 1;
        }
    }
    if (!found)
        return tokenFail("token not found");
    for (int i = 0; i < sessions; ++i) {
        rv = p11->C_OpenSession(slot, CKF_SERIAL_SESSION | CKF_RW_SESSION, NULL, NULL, &pool[i]);
        if (rv != CKR_OK) {
            fprintf(stderr, "keyward-tlspeer: C_OpenSession: 0x%lx\n", rv);
            return 0;
        }
    }
    poolIdle = sessions;
    /* Log in once: the login is the application's, shared by all sessions. */
    if (pin && *pin) {
        rv = p11->C_Login(pool[0], CKU_USER, (CK_UTF8CHAR_PTR)pin, (CK_ULONG)strlen(pin));
        if (rv != CKR_OK && rv != CKR_USER_ALREADY_LOGGED_IN) {
            fprintf(stderr, "keyward-tlspeer: C_Login: 0x%lx\n", rv);
            return 0;
        }
    }
    if (!findObject(pool[0], CKO_PRIVATE_KEY, label, &privKey) ||
        !findObject(pool[0], CKO_PUBLIC_KEY, label, &pubKey))
        return tokenFail("no private and public key with that label on the token");
    *pkey = tokenPkey(pool[0], keyName);
    if (!*pkey)
        return tokenFail("the token key is neither RSA nor a known EC curve, or unreadable");
    *cert = selfSigned(*pkey);
    if (!*cert)
        return tokenFail("self-signed certificate");
    return 1;
}

void tokenClose(int sessions)
{
    for (int i = 0; i < sessions; ++i)
        p11->C_CloseSession(pool[i]);
    p11->C_Finalize(NULL);
}

void tokenResetCounts(void)
{
    tokenOps = tokenNs = tokenFailed = 0;
}
