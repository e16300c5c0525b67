// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * keyward-p11loop: the minimal raw PKCS#11 signing loop Keyward's engine is
 * compared against (issue 7, performance goal 1). Plain C, no Keyward code:
 * dlopen the module, one session per thread, the key handle looked up before
 * the loop, then C_SignInit + C_Sign as fast as possible for a fixed time.
 *
 *   keyward-p11loop --module SO --pin PIN --label KEYLABEL --mech rsa|ecdsa
 *                   [--token TOKENLABEL] [--threads N] [--seconds S] [--latency 1]
 *
 * Prints one JSON line: {"mech":…,"threads":N,"ops":…,"seconds":…,"opsPerSecond":…}.
 * With --latency 1 every operation is also timed alone (two clock reads around
 * C_SignInit + C_Sign, as Keyward's engine does) and the line adds the median,
 * p95 and p99 in microseconds, interpolated as Keyward's statistics are:
 * …,"p50_us":…,"p95_us":…,"p99_us":…}.
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK_PTR *
#define CK_DECLARE_FUNCTION(rv, name) rv name
#define CK_DECLARE_FUNCTION_POINTER(rv, name) rv(*name)
#define CK_CALLBACK_FUNCTION(rv, name) rv(*name)
#ifndef NULL_PTR
#define NULL_PTR NULL
#endif
#include <p11-kit/pkcs11.h>

static CK_FUNCTION_LIST_PTR p11;
static CK_SLOT_ID slot;
static CK_MECHANISM_TYPE mechType;
static const char *keyLabel;
static double seconds = 5.0;
static atomic_int stop;
static int latency;

struct worker
{
    pthread_t thread;
    long long ops;
    CK_RV rv;
    long long *ns; /* per-operation latencies with --latency, ops of them */
    long long cap;
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static long long nowNs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Room for one more sample; 0 when memory runs out. */
static int reserve(struct worker *w)
{
    if (w->ops < w->cap)
        return 1;
    long long cap = w->cap ? 2 * w->cap : 65536;
    long long *ns = realloc(w->ns, (size_t)cap * sizeof *ns);
    if (!ns)
        return 0;
    w->ns = ns;
    w->cap = cap;
    return 1;
}

static int byValue(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* Keyward's percentileSorted(): linear between the two nearest ranks. */
static double percentile(const long long *sorted, long long n, double p)
{
    double h = (double)(n - 1) * p;
    long long lo = (long long)h, hi = lo + 1 < n ? lo + 1 : n - 1;
    return (double)sorted[lo] + (h - (double)lo) * (double)(sorted[hi] - sorted[lo]);
}

static void *run(void *arg)
{
    struct worker *w = arg;
    CK_SESSION_HANDLE s;
    w->rv = p11->C_OpenSession(slot, CKF_SERIAL_SESSION, NULL, NULL, &s);
    if (w->rv != CKR_OK)
        return NULL;
    /* Look the key up once, outside the loop. */
    CK_OBJECT_CLASS cls = CKO_PRIVATE_KEY;
    CK_ATTRIBUTE tmpl[] = {{CKA_CLASS, &cls, sizeof cls},
                           {CKA_LABEL, (void *)keyLabel, (CK_ULONG)strlen(keyLabel)}};
    CK_OBJECT_HANDLE key;
    CK_ULONG found = 0;
    p11->C_FindObjectsInit(s, tmpl, 2);
    p11->C_FindObjects(s, &key, 1, &found);
    p11->C_FindObjectsFinal(s);
    if (found != 1) {
        w->rv = CKR_KEY_HANDLE_INVALID;
        return NULL;
    }
    CK_MECHANISM mech = {mechType, NULL, 0};
    unsigned char data[32];
    memset(data, 0x5a, sizeof data);
    unsigned char sig[1024];
    while (!atomic_load_explicit(&stop, memory_order_relaxed)) {
        CK_ULONG len = sizeof sig;
        if (latency && !reserve(w)) {
            w->rv = CKR_HOST_MEMORY;
            break;
        }
        long long a = latency ? nowNs() : 0;
        w->rv = p11->C_SignInit(s, &mech, key);
        if (w->rv == CKR_OK)
            w->rv = p11->C_Sign(s, data, sizeof data, sig, &len);
        if (w->rv != CKR_OK)
            break;
        if (latency)
            w->ns[w->ops] = nowNs() - a;
        ++w->ops;
    }
    p11->C_CloseSession(s);
    return NULL;
}

int main(int argc, char **argv)
{
    const char *module = NULL, *pin = NULL, *token = NULL, *mechName = "rsa";
    int threads = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--module"))
            module = argv[i + 1];
        else if (!strcmp(argv[i], "--pin"))
            pin = argv[i + 1];
        else if (!strcmp(argv[i], "--label"))
            keyLabel = argv[i + 1];
        else if (!strcmp(argv[i], "--token"))
            token = argv[i + 1];
        else if (!strcmp(argv[i], "--mech"))
            mechName = argv[i + 1];
        else if (!strcmp(argv[i], "--threads"))
            threads = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--seconds"))
            seconds = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--latency"))
            latency = atoi(argv[i + 1]);
    }
    if (!module || !pin || !keyLabel || threads < 1 || threads > 256) {
        fprintf(stderr,
                "usage: %s --module SO --pin PIN --label KEY --mech rsa|ecdsa "
                "[--token LABEL] [--threads N] [--seconds S] [--latency 1]\n",
                argv[0]);
        return 2;
    }
    /* Hash-less mechanisms: the loop signs a 32-byte "hash", as the engine does. */
    mechType = !strcmp(mechName, "ecdsa") ? CKM_ECDSA : CKM_RSA_PKCS;

    void *lib = dlopen(module, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "dlopen: %s\n", dlerror());
        return 1;
    }
    CK_C_GetFunctionList getList;
    /* POSIX: dlsym returns functions through a void *. */
    *(void **)(&getList) = dlsym(lib, "C_GetFunctionList");
    if (!getList || getList(&p11) != CKR_OK) {
        fprintf(stderr, "C_GetFunctionList failed\n");
        return 1;
    }
    CK_C_INITIALIZE_ARGS init = {NULL, NULL, NULL, NULL, CKF_OS_LOCKING_OK, NULL};
    CK_RV rv = p11->C_Initialize(&init);
    if (rv != CKR_OK) {
        fprintf(stderr, "C_Initialize: 0x%lx\n", rv);
        return 1;
    }
    CK_SLOT_ID slots[64];
    CK_ULONG n = 64;
    p11->C_GetSlotList(CK_TRUE, slots, &n);
    int found = 0;
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
    if (!found) {
        fprintf(stderr, "token not found\n");
        return 1;
    }
    /* Log in once: login state is per application, shared by all sessions. */
    CK_SESSION_HANDLE login;
    p11->C_OpenSession(slot, CKF_SERIAL_SESSION, NULL, NULL, &login);
    rv = p11->C_Login(login, CKU_USER, (CK_UTF8CHAR_PTR)pin, (CK_ULONG)strlen(pin));
    if (rv != CKR_OK && rv != CKR_USER_ALREADY_LOGGED_IN) {
        fprintf(stderr, "C_Login: 0x%lx\n", rv);
        return 1;
    }
    struct worker *w = calloc((size_t)threads, sizeof *w);
    double t0 = now();
    for (int i = 0; i < threads; ++i)
        pthread_create(&w[i].thread, NULL, run, &w[i]);
    struct timespec d = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
    nanosleep(&d, NULL);
    atomic_store(&stop, 1);
    long long ops = 0;
    for (int i = 0; i < threads; ++i) {
        pthread_join(w[i].thread, NULL);
        if (w[i].rv != CKR_OK) {
            fprintf(stderr, "thread %d: CK_RV 0x%lx\n", i, w[i].rv);
            return 1;
        }
        ops += w[i].ops;
    }
    double elapsed = now() - t0;
    printf("{\"mech\":\"%s\",\"threads\":%d,\"ops\":%lld,\"seconds\":%.3f,\"opsPerSecond\":%.1f",
           mechName, threads, ops, elapsed, (double)ops / elapsed);
    if (latency && ops > 0) {
        long long *all = malloc((size_t)ops * sizeof *all), k = 0;
        if (!all) {
            fprintf(stderr, "out of memory\n");
            return 1;
        }
        for (int i = 0; i < threads; ++i) {
            memcpy(all + k, w[i].ns, (size_t)w[i].ops * sizeof *all);
            k += w[i].ops;
            free(w[i].ns);
        }
        qsort(all, (size_t)ops, sizeof *all, byValue);
        printf(",\"p50_us\":%.3f,\"p95_us\":%.3f,\"p99_us\":%.3f", percentile(all, ops, 0.5) / 1e3,
               percentile(all, ops, 0.95) / 1e3, percentile(all, ops, 0.99) / 1e3);
        free(all);
    }
    printf("}\n");
    p11->C_Logout(login);
    p11->C_CloseSession(login);
    p11->C_Finalize(NULL);
    free(w);
    return 0;
}
