// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * keyward-agentloop: the minimal gpg-agent client Keyward's end-to-end
 * OpenPGP benchmark is compared against (issue 7, performance goal 2). Plain
 * C and libassuan, no Keyward code: one connection to gpg-agent, loopback PIN
 * entry, the card key found before the loop, then the same commands the
 * engine sends, N times:
 *   sign, auth:  SIGKEY <grip> + SETHASH --hash=sha256 <hex> + PKSIGN
 *   decrypt:     SETKEY <grip> + PKDECRYPT (INQUIRE CIPHERTEXT answered with
 *                a 32-byte session key encrypted to the card's RSA key, or
 *                for Curve25519 and NIST P-256 an ephemeral point)
 *
 *   keyward-agentloop --op sign|decrypt|auth [--keygrip GRIP] [-n N]
 *                     [--warmup W] [--socket PATH] [--pin-file FILE] [--samples]
 *
 * The PIN comes from --pin-file (first line) or $KEYWARD_PIN, never from the
 * command line. Each operation is timed on its own (CLOCK_MONOTONIC); its
 * result is checked after the clock stopped. Prints one JSON line:
 * {"tool":"keyward-agentloop","op":…,"keygrip":…,"n":N,"warmup":W,
 *  "median_ms":…,"mean_ms":…,"min_ms":…,"max_ms":…,"p95_ms":…,"seconds":…}
 * (median and p95 interpolated as Keyward's Statistics does), with
 * "samples_ms":[…] added by --samples.
 */
#define _DEFAULT_SOURCE /* explicit_bzero */
#define _POSIX_C_SOURCE 200809L
#include <assuan.h>
#include <gpg-error.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* What one assuan_transact collects: data into a fixed buffer, a few status
 * lines (setup only), inquiries answered from prepared buffers. */
struct call
{
    assuan_context_t ctx;
    unsigned char data[16384];
    size_t dataLen;
    const char *wantSlot; /* KEYPAIRINFO for this slot → grip */
    char grip[41];
    const unsigned char *ciphertext;
    size_t ciphertextLen;
    const char *pin;
    int pinAsked;
};

static gpg_error_t onData(void *opaque, const void *buf, size_t len)
{
    struct call *c = opaque;
    if (c->dataLen + len > sizeof c->data)
        return gpg_error(GPG_ERR_TOO_LARGE);
    memcpy(c->data + c->dataLen, buf, len);
    c->dataLen += len;
    return 0;
}

static gpg_error_t onInquire(void *opaque, const char *line)
{
    struct call *c = opaque;
    if (!strncmp(line, "CIPHERTEXT", 10) && c->ciphertext)
        return assuan_send_data(c->ctx, c->ciphertext, c->ciphertextLen);
    if (!strncmp(line, "PASSPHRASE", 10)) {
        /* Once per command: a second request means the PIN was wrong. */
        if (!c->pin || c->pinAsked++)
            return gpg_error(GPG_ERR_CANCELED);
        return assuan_send_data(c->ctx, c->pin, strlen(c->pin));
    }
    return gpg_error(GPG_ERR_ASS_NO_INQUIRE_CB);
}

static gpg_error_t onStatus(void *opaque, const char *line)
{
    struct call *c = opaque;
    /* "KEYPAIRINFO <grip> OPENPGP.n ..." */
    if (c->wantSlot && !strncmp(line, "KEYPAIRINFO ", 12) && strlen(line) > 12 + 41 &&
        !strncmp(line + 12 + 41, c->wantSlot, strlen(c->wantSlot))) {
        memcpy(c->grip, line + 12, 40);
        c->grip[40] = '\0';
    }
    return 0;
}

static gpg_error_t transact(struct call *c, const char *line)
{
    c->dataLen = 0;
    c->pinAsked = 0;
    return assuan_transact(c->ctx, line, onData, c, onInquire, c, onStatus, c);
}

/* The atom after the atom `name` in a canonical S-expression. */
static const unsigned char *sexpValue(const unsigned char *s, size_t len, const char *name,
                                      size_t *outLen)
{
    size_t i = 0, nameLen = strlen(name);
    int found = 0;
    while (i < len) {
        if (s[i] == '(' || s[i] == ')') {
            found = 0;
            ++i;
            continue;
        }
        size_t n = 0;
        while (i < len && s[i] >= '0' && s[i] <= '9')
            n = n * 10 + (size_t)(s[i++] - '0');
        if (i >= len || s[i] != ':' || i + 1 + n > len)
            return NULL;
        if (found) {
            *outLen = n;
            return s + i + 1;
        }
        found = n == nameLen && !memcmp(s + i + 1, name, n);
        i += 1 + n;
    }
    return NULL;
}

/* PKCS#1 v1.5 encryption of msg to (n, e); returns the length written to out. */
static size_t rsaEncrypt(const unsigned char *n, size_t nLen, const unsigned char *e, size_t eLen,
                         const unsigned char *msg, size_t msgLen, unsigned char *out, size_t outCap)
{
    size_t len = 0;
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    BIGNUM *bn = BN_bin2bn(n, (int)nLen, NULL), *be = BN_bin2bn(e, (int)eLen, NULL);
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *fromData = EVP_PKEY_CTX_new_from_name(NULL, "RSA", NULL), *enc = NULL;
    EVP_PKEY *key = NULL;
    if (bld && bn && be && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_N, bn) &&
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_E, be) &&
        (params = OSSL_PARAM_BLD_to_param(bld)) && fromData &&
        EVP_PKEY_fromdata_init(fromData) > 0 &&
        EVP_PKEY_fromdata(fromData, &key, EVP_PKEY_PUBLIC_KEY, params) > 0 &&
        (enc = EVP_PKEY_CTX_new(key, NULL)) && EVP_PKEY_encrypt_init(enc) > 0 &&
        EVP_PKEY_CTX_set_rsa_padding(enc, RSA_PKCS1_PADDING) > 0) {
        len = outCap;
        if (EVP_PKEY_encrypt(enc, out, &len, msg, msgLen) <= 0)
            len = 0;
    }
    EVP_PKEY_CTX_free(enc);
    EVP_PKEY_free(key);
    EVP_PKEY_CTX_free(fromData);
    OSSL_PARAM_free(params);
    BN_free(bn);
    BN_free(be);
    OSSL_PARAM_BLD_free(bld);
    return len;
}

/* ECDH as an OpenPGP sender: an ephemeral key on the card key's curve (group
 * NULL: Curve25519, else an OpenSSL group such as "P-256"); its public point
 * as scdaemon takes it (0x40 || 32 bytes, or 04 || X || Y) and the shared
 * secret (X, 32 bytes) the card must arrive at. Returns the point's length,
 * 0 on failure. */
static size_t ecdhSender(const char *group, const unsigned char *q, size_t qLen,
                         unsigned char *point, size_t pointCap, unsigned char secret[32])
{
    EVP_PKEY *eph = NULL, *peer = NULL;
    size_t pointLen = 0, secretLen = 32;
    if (!group) {
        if (qLen == 33 && q[0] == 0x40)
            ++q, --qLen;
        eph = EVP_PKEY_Q_keygen(NULL, NULL, "X25519");
        peer = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, q, qLen);
        size_t len = 32;
        point[0] = 0x40;
        if (eph && pointCap >= 33 && EVP_PKEY_get_raw_public_key(eph, point + 1, &len) > 0)
            pointLen = 1 + len;
    } else {
        eph = EVP_PKEY_Q_keygen(NULL, NULL, "EC", group);
        OSSL_PARAM params[] = {
            OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, (char *)group, 0),
            OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, (void *)q, qLen),
            OSSL_PARAM_construct_end()};
        EVP_PKEY_CTX *fromData = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
        if (fromData && EVP_PKEY_fromdata_init(fromData) > 0)
            EVP_PKEY_fromdata(fromData, &peer, EVP_PKEY_PUBLIC_KEY, params);
        EVP_PKEY_CTX_free(fromData);
        unsigned char *enc = NULL;
        size_t len = eph ? EVP_PKEY_get1_encoded_public_key(eph, &enc) : 0;
        if (len && len <= pointCap) {
            memcpy(point, enc, len);
            pointLen = len;
        }
        OPENSSL_free(enc);
    }
    EVP_PKEY_CTX *derive = eph && peer && pointLen ? EVP_PKEY_CTX_new(eph, NULL) : NULL;
    int ok = derive && EVP_PKEY_derive_init(derive) > 0 &&
             EVP_PKEY_derive_set_peer(derive, peer) > 0 &&
             EVP_PKEY_derive(derive, secret, &secretLen) > 0 && secretLen == 32;
    EVP_PKEY_CTX_free(derive);
    EVP_PKEY_free(peer);
    EVP_PKEY_free(eph);
    return ok ? pointLen : 0;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmpDouble(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(const double *sorted, int n, double p)
{
    double h = (double)(n - 1) * p;
    int lo = (int)h, hi = lo + 1 < n ? lo + 1 : n - 1;
    return sorted[lo] + (h - (double)lo) * (sorted[hi] - sorted[lo]);
}

static int fail(const char *what, gpg_error_t err)
{
    fprintf(stderr, "keyward-agentloop: %s: %s\n", what, gpg_strerror(err));
    return 1;
}

int main(int argc, char **argv)
{
    const char *op = NULL, *grip = NULL, *socketPath = NULL, *pinFile = NULL;
    int n = 100, warmup = 3, printSamples = 0;
    for (int i = 1; i < argc; ++i) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--samples"))
            printSamples = 1;
        else if (!next)
            op = NULL, i = argc; /* an option without its value: usage */
        else if (!strcmp(argv[i], "--op"))
            op = argv[++i];
        else if (!strcmp(argv[i], "--keygrip"))
            grip = argv[++i];
        else if (!strcmp(argv[i], "-n"))
            n = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--warmup"))
            warmup = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--socket"))
            socketPath = argv[++i];
        else if (!strcmp(argv[i], "--pin-file"))
            pinFile = argv[++i];
        else
            op = NULL, i = argc;
    }
    const int decrypt = op && !strcmp(op, "decrypt");
    const char *slot = !op                   ? NULL
                       : !strcmp(op, "sign") ? "OPENPGP.1"
                       : decrypt             ? "OPENPGP.2"
                       : !strcmp(op, "auth") ? "OPENPGP.3"
                                             : NULL;
    if (!slot || n < 1 || warmup < 0 || (grip && strlen(grip) != 40)) {
        fprintf(stderr,
                "usage: %s --op sign|decrypt|auth [--keygrip GRIP] [-n N] [--warmup W]\n"
                "       [--socket PATH] [--pin-file FILE] [--samples]   (PIN: file or "
                "$KEYWARD_PIN)\n",
                argv[0]);
        return 2;
    }

    char pin[128] = "";
    if (pinFile) {
        FILE *f = fopen(pinFile, "r");
        if (!f || !fgets(pin, sizeof pin, f)) {
            fprintf(stderr, "keyward-agentloop: cannot read the PIN file\n");
            return 1;
        }
        fclose(f);
        pin[strcspn(pin, "\r\n")] = '\0';
    } else if (getenv("KEYWARD_PIN")) {
        snprintf(pin, sizeof pin, "%s", getenv("KEYWARD_PIN"));
    }

    char socketBuf[4096];
    if (!socketPath) {
        FILE *p = popen("gpgconf --list-dirs agent-socket", "r");
        if (!p || !fgets(socketBuf, sizeof socketBuf, p)) {
            fprintf(stderr, "keyward-agentloop: gpgconf --list-dirs agent-socket failed\n");
            return 1;
        }
        pclose(p);
        socketBuf[strcspn(socketBuf, "\n")] = '\0';
        socketPath = socketBuf;
    }

    static struct call c;
    c.pin = pin[0] ? pin : NULL;
    gpg_error_t err = assuan_new(&c.ctx);
    if (!err)
        err = assuan_socket_connect(c.ctx, socketPath, ASSUAN_INVALID_PID, 0);
    if (err)
        return fail("connect to gpg-agent", err);
    if ((err = transact(&c, "OPTION pinentry-mode=loopback")))
        return fail("OPTION pinentry-mode=loopback", err);

    /* The card key: its keygrip from scdaemon, unless given. */
    if (!grip) {
        c.wantSlot = slot;
        if ((err = transact(&c, "SCD LEARN --force")))
            return fail("SCD LEARN --force", err);
        c.wantSlot = NULL;
        if (!c.grip[0]) {
            fprintf(stderr, "keyward-agentloop: no key in %s on the card\n", slot);
            return 1;
        }
        grip = c.grip;
    }

    char keyLine[64], hashLine[128], readLine[64];
    snprintf(keyLine, sizeof keyLine, "%s %s", decrypt ? "SETKEY" : "SIGKEY", grip);
    strcpy(hashLine, "SETHASH --hash=sha256 ");
    for (int i = 0; i < 32; ++i)
        strcat(hashLine, "5A");

    /* Decrypt: a session key encrypted to the card's RSA key, or for a
     * Curve25519 or P-256 key an ephemeral point whose shared secret is expected. */
    unsigned char session[32], cipherSexp[1100];
    if (decrypt) {
        snprintf(readLine, sizeof readLine, "SCD READKEY %s", slot);
        if ((err = transact(&c, readLine)))
            return fail(readLine, err);
        size_t nLen = 0, eLen = 0, curveLen = 0, qLen = 0;
        const unsigned char *nv = sexpValue(c.data, c.dataLen, "n", &nLen);
        const unsigned char *ev = sexpValue(c.data, c.dataLen, "e", &eLen);
        const unsigned char *curve = sexpValue(c.data, c.dataLen, "curve", &curveLen);
        const unsigned char *qv = sexpValue(c.data, c.dataLen, "q", &qLen);
        unsigned char nBuf[1024], eBuf[16], enc[1024];
        const char *group = NULL;
        int ecdh = curve && qv && qLen <= 133;
        if (ecdh && curveLen == 10 && !memcmp(curve, "Curve25519", 10))
            group = NULL;
        else if (ecdh && curveLen == 10 && !memcmp(curve, "NIST P-256", 10))
            group = "P-256";
        else
            ecdh = 0;
        if (ecdh) {
            unsigned char q[133], point[133];
            memcpy(q, qv, qLen);
            size_t pointLen = ecdhSender(group, q, qLen, point, sizeof point, session);
            if (!pointLen) {
                fprintf(stderr, "keyward-agentloop: ECDH failed\n");
                return 1;
            }
            int head = snprintf((char *)cipherSexp, sizeof cipherSexp,
                                "(7:enc-val(4:ecdh(1:e%zu:", pointLen);
            memcpy(cipherSexp + head, point, pointLen);
            memcpy(cipherSexp + head + pointLen, ")))", 3);
            c.ciphertext = cipherSexp;
            c.ciphertextLen = (size_t)head + pointLen + 3;
        } else if (!nv || !ev || nLen > sizeof nBuf || eLen > sizeof eBuf) {
            fprintf(stderr,
                    "keyward-agentloop: decrypt: RSA, Curve25519 and NIST P-256 keys only\n");
            return 1;
        } else {
            memcpy(nBuf, nv, nLen);
            memcpy(eBuf, ev, eLen);
            RAND_bytes(session, sizeof session);
            size_t encLen =
                rsaEncrypt(nBuf, nLen, eBuf, eLen, session, sizeof session, enc, sizeof enc);
            if (!encLen) {
                fprintf(stderr, "keyward-agentloop: RSA encryption failed\n");
                return 1;
            }
            int head =
                snprintf((char *)cipherSexp, sizeof cipherSexp, "(7:enc-val(3:rsa(1:a%zu:", encLen);
            memcpy(cipherSexp + head, enc, encLen);
            memcpy(cipherSexp + head + encLen, ")))", 3);
            c.ciphertext = cipherSexp;
            c.ciphertextLen = (size_t)head + encLen + 3;
        }
    }

    double *samples = malloc(sizeof(double) * (size_t)n);
    if (!samples)
        return 1;
    double wallStart = 0;
    for (int i = -warmup; i < n; ++i) {
        if (i == 0)
            wallStart = now();
        const double t0 = now();
        err = transact(&c, keyLine);
        if (!err && !decrypt)
            err = transact(&c, hashLine);
        if (!err)
            err = transact(&c, decrypt ? "PKDECRYPT" : "PKSIGN");
        const double t1 = now();
        if (err)
            return fail(decrypt ? "PKDECRYPT" : "PKSIGN", err);
        /* Check the result, off the clock. */
        size_t vLen = 0;
        const unsigned char *v = sexpValue(c.data, c.dataLen, decrypt ? "value" : "s", &vLen);
        /* decrypt: the session key or X, alone, 0x40-prefixed or as 04||X||Y */
        int ok = decrypt ? v && vLen >= sizeof session &&
                               (!memcmp(v + vLen - sizeof session, session, sizeof session) ||
                                (vLen == 65 && !memcmp(v + 1, session, sizeof session)))
                         : v && vLen > 0 && c.dataLen > 10 && !memcmp(c.data, "(7:sig-val", 10);
        if (!ok) {
            fprintf(stderr, "keyward-agentloop: operation %d returned a wrong result\n", i);
            return 1;
        }
        if (i >= 0)
            samples[i] = (t1 - t0) * 1e3;
    }
    const double wall = now() - wallStart;
    explicit_bzero(pin, sizeof pin);
    assuan_release(c.ctx);

    double sum = 0;
    for (int i = 0; i < n; ++i)
        sum += samples[i];
    double *sorted = malloc(sizeof(double) * (size_t)n);
    if (!sorted)
        return 1;
    memcpy(sorted, samples, sizeof(double) * (size_t)n);
    qsort(sorted, (size_t)n, sizeof *sorted, cmpDouble);
    printf(
        "{\"tool\":\"keyward-agentloop\",\"op\":\"%s\",\"keygrip\":\"%s\",\"n\":%d,\"warmup\":%d,"
        "\"median_ms\":%.4f,\"mean_ms\":%.4f,\"min_ms\":%.4f,\"max_ms\":%.4f,\"p95_ms\":%.4f,"
        "\"seconds\":%.3f",
        op, grip, n, warmup, percentile(sorted, n, 0.5), sum / n, sorted[0], sorted[n - 1],
        percentile(sorted, n, 0.95), wall);
    if (printSamples) {
        printf(",\"samples_ms\":[");
        for (int i = 0; i < n; ++i)
            printf("%s%.4f", i ? "," : "", samples[i]);
        printf("]");
    }
    printf("}\n");
    free(sorted);
    free(samples);
    return 0;
}
