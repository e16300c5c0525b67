// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * keyward-tlspeer: the like-for-like peer of `keyward-cli bench tls` (issue
 * 17, goal 1). Plain C and OpenSSL 3, no Keyward code: the same stack in the
 * same topology, written independently.
 *
 * - One process: N client threads (default 1) and M server threads (default
 *   1) over TCP on 127.0.0.1 (ephemeral port), TCP_NODELAY on both ends,
 *   non-blocking sockets driven with poll().
 * - Full handshakes back to back: a new socket and SSL per handshake, no
 *   tickets (SSL_OP_NO_TICKET, num_tickets 0), session caches off on both
 *   sides; TLS 1.3 by default, or TLS 1.2 with ECDHE+AESGCM or DHE+AESGCM
 *   (ffdhe2048). The client trusts only the server's certificate (added to
 *   its store, no system folder) and checks the verification result; the
 *   server sends one byte after the handshake, the client reads it and
 *   resets the connection (SO_LINGER 0), the server reads until the reset.
 * - The server's private key stays on the token: its public half is read
 *   from the token and an RSA_METHOD / EC_KEY_METHOD sends the private
 *   operations to C_SignInit + C_Sign (CKM_RSA_PKCS or CKM_RSA_X_509,
 *   CKM_ECDSA) on a pool of sessions, one per server thread, logged in once.
 *   That is the bridge keyward-cli uses, not libp11's engine or
 *   pkcs11-provider, which add their own layer between OpenSSL and C_Sign.
 *   The module is dlopen()ed directly, as keyward-p11loop does.
 * - Clients bind their socket to a port of their own before connecting and
 *   the server serves only those ports, as Keyward's server does.
 *
 *   KEYWARD_PIN=… keyward-tlspeer --module SO --token LABEL --label KEY
 *       [--tls 1.2|1.3] [--kex ecdhe|dhe] [--clients N] [--server-threads N]
 *       [--seconds S]
 *
 * The user PIN comes from $KEYWARD_PIN, never from the command line. Prints
 * one JSON line: {"tool":"keyward-tlspeer","key":…,"protocol":…,"cipher":…,
 * "handshakes":…,"seconds":…,"handshakesPerSecond":…,"tokenUsPerHandshake":…,
 * "serverCpuUsPerHandshake":…,…}. handshakesPerSecond is the verified
 * handshakes over the wall time from the clients' start to the last one's
 * end, as keyward-cli counts them; tokenUsPerHandshake the time inside
 * C_SignInit + C_Sign per handshake (two clock reads around them).
 */
#include "tlspeer.h"

/* ------------------------------------------------------------------ sockets */

static atomic_int stopping;  /* the run is over */
static atomic_int disturbed; /* a step stalled or a socket could not be made */
static atomic_llong handshakes, failed, serverFailed, strangers, serverCpu, clientCpu;
static int listenFd = -1;
static struct sockaddr_in serverAddr;
static SSL_CTX *serverCtx, *clientCtx;
static long long deadline;

/* Ports of clients connecting, until the server accepts them. */
static unsigned short ports[MAX_THREADS];
static int portCount;
static pthread_mutex_t portMutex = PTHREAD_MUTEX_INITIALIZER;

static void notePort(unsigned short port, int add)
{
    pthread_mutex_lock(&portMutex);
    for (int i = 0; i < portCount; ++i) {
        if (ports[i] == port) {
            ports[i] = ports[--portCount];
            break;
        }
    }
    if (add && portCount < MAX_THREADS)
        ports[portCount++] = port;
    pthread_mutex_unlock(&portMutex);
}

static int takeClient(const struct sockaddr_in *peer)
{
    if (peer->sin_family != AF_INET || peer->sin_addr.s_addr != htonl(INADDR_LOOPBACK))
        return 0;
    int found = 0;
    unsigned short port = ntohs(peer->sin_port);
    pthread_mutex_lock(&portMutex);
    for (int i = 0; i < portCount && !found; ++i) {
        if (ports[i] == port) {
            ports[i] = ports[--portCount];
            found = 1;
        }
    }
    pthread_mutex_unlock(&portMutex);
    return found;
}

static void noDelay(int fd)
{
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

static void resetAndClose(int fd)
{
    struct linger reset = {1, 0};
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
    close(fd);
}

enum step
{
    DONE,
    FAILED,
    ENDED
};

/* Waits until `fd` is ready for `events`; a wait past STEP_LIMIT_MS
 * disturbs the run. */
static enum step waitFor(int fd, short events)
{
    long long limit = nowNs() + (long long)STEP_LIMIT_MS * 1000000LL;
    for (;;) {
        if (atomic_load(&stopping) || atomic_load(&disturbed))
            return ENDED;
        if (nowNs() > limit) {
            fprintf(stderr, "keyward-tlspeer: a socket step stalled for %d ms\n", STEP_LIMIT_MS);
            atomic_store(&disturbed, 1);
            return ENDED;
        }
        struct pollfd p = {fd, events, 0};
        int n = poll(&p, 1, SLICE_MS);
        if (n > 0 || (n < 0 && errno != EINTR))
            return DONE;
    }
}

/* SSL_accept, SSL_connect, SSL_read or SSL_write on a non-blocking socket. */
enum call
{
    ACCEPT,
    CONNECT,
    READ,
    WRITE
};
static enum step drive(SSL *ssl, int fd, enum call c, char *byte)
{
    for (;;) {
        int rc = c == ACCEPT    ? SSL_accept(ssl)
                 : c == CONNECT ? SSL_connect(ssl)
                 : c == READ    ? SSL_read(ssl, byte, 1)
                                : SSL_write(ssl, byte, 1);
        if (rc > 0)
            return DONE;
        int e = SSL_get_error(ssl, rc);
        short events = e == SSL_ERROR_WANT_READ ? POLLIN : e == SSL_ERROR_WANT_WRITE ? POLLOUT : 0;
        if (!events)
            return FAILED;
        enum step s = waitFor(fd, events);
        if (s != DONE)
            return s;
    }
}

static void blockSigpipe(void)
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

static void serveOne(int fd)
{
    SSL *ssl = SSL_new(serverCtx);
    char byte = 'k';
    enum step s = ssl && SSL_set_fd(ssl, fd) == 1 ? DONE : FAILED;
    if (s == DONE)
        s = drive(ssl, fd, ACCEPT, NULL);
    if (s == DONE)
        s = drive(ssl, fd, WRITE, &byte);
    if (s == DONE) {
        /* Until the client has read the byte and reset the connection. */
        s = drive(ssl, fd, READ, &byte);
        s = s == FAILED ? DONE : s;
    }
    if (s == FAILED) {
        if (atomic_fetch_add(&serverFailed, 1) == 0)
            ERR_print_errors_fp(stderr);
    }
    ERR_clear_error();
    SSL_free(ssl);
}

static void *serve(void *arg)
{
    (void)arg;
    blockSigpipe();
    long long cpu0 = threadCpuNs();
    for (;;) {
        struct sockaddr_in peer;
        socklen_t len = sizeof peer;
        int fd = accept4(listenFd, (struct sockaddr *)&peer, &len, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (atomic_load(&stopping) || atomic_load(&disturbed)) {
            if (fd >= 0)
                close(fd);
            break;
        }
        if (fd < 0) {
            if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
                perror("keyward-tlspeer: accept");
                atomic_store(&disturbed, 1);
                break;
            }
            continue;
        }
        if (!takeClient(&peer)) {
            atomic_fetch_add(&strangers, 1);
            resetAndClose(fd);
            continue;
        }
        noDelay(fd);
        serveOne(fd);
        close(fd);
    }
    atomic_fetch_add(&serverCpu, threadCpuNs() - cpu0);
    return NULL;
}

/* Binds `fd` to a port of its own, notes it for the server and connects. */
static enum step connectClient(int fd, unsigned short *port)
{
    struct sockaddr_in local;
    memset(&local, 0, sizeof local);
    local.sin_family = AF_INET;
    local.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof local;
    noDelay(fd);
    if (bind(fd, (struct sockaddr *)&local, sizeof local) != 0 ||
        getsockname(fd, (struct sockaddr *)&local, &len) != 0) {
        perror("keyward-tlspeer: bind");
        atomic_store(&disturbed, 1);
        return ENDED;
    }
    *port = ntohs(local.sin_port);
    notePort(*port, 1);
    if (connect(fd, (const struct sockaddr *)&serverAddr, sizeof serverAddr) == 0)
        return DONE;
    if (errno != EINPROGRESS) {
        perror("keyward-tlspeer: connect");
        atomic_store(&disturbed, 1);
        return ENDED;
    }
    enum step s = waitFor(fd, POLLOUT);
    if (s != DONE)
        return s;
    int e = 0;
    socklen_t elen = sizeof e;
    if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &e, &elen) != 0 || e != 0) {
        fprintf(stderr, "keyward-tlspeer: connect: %s\n", strerror(e ? e : errno));
        atomic_store(&disturbed, 1);
        return ENDED;
    }
    return DONE;
}

struct client
{
    pthread_t thread;
    long long end;
    char protocol[32];
    char cipher[64];
};

static pthread_barrier_t ready;

/* One full handshake, the certificate verified and the server's byte read. */
static int handshake(struct client *c)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        perror("keyward-tlspeer: socket");
        atomic_store(&disturbed, 1);
        return 0;
    }
    unsigned short port = 0;
    enum step s = connectClient(fd, &port);
    SSL *ssl = NULL;
    if (s == DONE) {
        ssl = SSL_new(clientCtx);
        s = ssl && SSL_set_fd(ssl, fd) == 1 ? DONE : FAILED;
    }
    char byte = 0;
    if (s == DONE) {
        s = drive(ssl, fd, CONNECT, NULL);
        if (s == DONE && SSL_get_verify_result(ssl) != X509_V_OK)
            s = FAILED;
    }
    if (s == DONE) {
        s = drive(ssl, fd, READ, &byte);
        s = s == DONE && byte != 'k' ? FAILED : s;
    }
    if (s == DONE && !c->protocol[0]) {
        snprintf(c->protocol, sizeof c->protocol, "%s", SSL_get_version(ssl));
        snprintf(c->cipher, sizeof c->cipher, "%s", SSL_get_cipher_name(ssl));
    }
    if (s == FAILED && atomic_fetch_add(&failed, 1) == 0)
        ERR_print_errors_fp(stderr);
    ERR_clear_error();
    SSL_free(ssl);
    if (port)
        notePort(port, 0); /* before the port is free for others */
    resetAndClose(fd);
    return s == DONE;
}

static void *connectLoop(void *arg)
{
    struct client *c = arg;
    blockSigpipe();
    pthread_barrier_wait(&ready);
    long long cpu0 = threadCpuNs();
    while (nowNs() < deadline && !atomic_load(&disturbed)) {
        if (handshake(c))
            atomic_fetch_add(&handshakes, 1);
    }
    c->end = nowNs();
    atomic_fetch_add(&clientCpu, threadCpuNs() - cpu0);
    return NULL;
}

/* Full handshakes only, the version asked for; for TLS 1.2 the key exchange
 * asked for (AES-GCM suites). */
static int configure(SSL_CTX *ctx, int version, int dhe, int server)
{
    int v = version == 12 ? TLS1_2_VERSION : TLS1_3_VERSION;
    SSL_CTX_set_options(ctx, SSL_OP_NO_TICKET);
    SSL_CTX_set_session_cache_mode(ctx, SSL_SESS_CACHE_OFF);
    if (SSL_CTX_set_min_proto_version(ctx, v) != 1 || SSL_CTX_set_max_proto_version(ctx, v) != 1)
        return 0;
    if (version != 12)
        return 1;
    if (SSL_CTX_set_cipher_list(ctx, dhe ? "DHE+AESGCM" : "ECDHE+AESGCM") != 1)
        return 0;
    if (server && dhe) {
        EVP_PKEY_CTX *pctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
        EVP_PKEY *params = NULL;
        if (!pctx || EVP_PKEY_paramgen_init(pctx) != 1 ||
            EVP_PKEY_CTX_set_dh_nid(pctx, NID_ffdhe2048) != 1 ||
            EVP_PKEY_paramgen(pctx, &params) != 1 || SSL_CTX_set0_tmp_dh_pkey(ctx, params) != 1) {
            EVP_PKEY_free(params);
            EVP_PKEY_CTX_free(pctx);
            return 0;
        }
        EVP_PKEY_CTX_free(pctx);
    }
    return 1;
}

/* -------------------------------------------------------------------- main */

static int fail(const char *what)
{
    fprintf(stderr, "keyward-tlspeer: %s\n", what);
    ERR_print_errors_fp(stderr);
    return 1;
}

int main(int argc, char **argv)
{
    const char *module = NULL, *token = NULL, *label = NULL, *kex = "ecdhe", *tls = "1.3";
    int clients = 1, serverThreads = 1;
    double seconds = 5.0;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--module"))
            module = argv[i + 1];
        else if (!strcmp(argv[i], "--token"))
            token = argv[i + 1];
        else if (!strcmp(argv[i], "--label"))
            label = argv[i + 1];
        else if (!strcmp(argv[i], "--tls"))
            tls = argv[i + 1];
        else if (!strcmp(argv[i], "--kex"))
            kex = argv[i + 1];
        else if (!strcmp(argv[i], "--clients"))
            clients = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--server-threads"))
            serverThreads = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--seconds"))
            seconds = atof(argv[i + 1]);
        else
            module = NULL, i = argc; /* unknown option: usage */
    }
    int version = !strcmp(tls, "1.2") ? 12 : !strcmp(tls, "1.3") ? 13 : 0;
    int dhe = !strcmp(kex, "dhe");
    if (!module || !label || !version || (!dhe && strcmp(kex, "ecdhe")) || (dhe && version != 12) ||
        clients < 1 || clients > MAX_THREADS || serverThreads < 1 || serverThreads > MAX_THREADS ||
        !(seconds > 0)) {
        fprintf(stderr,
                "usage: %s --module SO --label KEY [--token LABEL] [--tls 1.2|1.3]\n"
                "       [--kex ecdhe|dhe (dhe: TLS 1.2)] [--clients N] [--server-threads N]\n"
                "       [--seconds S]   (user PIN: $KEYWARD_PIN)\n",
                argv[0]);
        return 2;
    }
    const char *pin = getenv("KEYWARD_PIN");

    const char *keyName = NULL;
    EVP_PKEY *pkey = NULL;
    X509 *cert = NULL;
    if (!tokenOpen(module, token, label, pin, serverThreads, &pkey, &cert, &keyName))
        return 1;

    serverCtx = SSL_CTX_new(TLS_server_method());
    clientCtx = SSL_CTX_new(TLS_client_method());
    if (!serverCtx || !clientCtx || !configure(serverCtx, version, dhe, 1) ||
        !configure(clientCtx, version, dhe, 0) || SSL_CTX_set_num_tickets(serverCtx, 0) != 1 ||
        SSL_CTX_use_certificate(serverCtx, cert) != 1 ||
        SSL_CTX_use_PrivateKey(serverCtx, pkey) != 1 ||
        X509_STORE_add_cert(SSL_CTX_get_cert_store(clientCtx), cert) != 1)
        return fail("TLS contexts");
    /* Every handshake is verified against the key's certificate only. */
    SSL_CTX_set_verify(clientCtx, SSL_VERIFY_PEER, NULL);

    listenFd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    serverAddr.sin_family = AF_INET;
    serverAddr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t alen = sizeof serverAddr;
    if (listenFd < 0 || bind(listenFd, (struct sockaddr *)&serverAddr, sizeof serverAddr) != 0 ||
        listen(listenFd, 1024) != 0 ||
        getsockname(listenFd, (struct sockaddr *)&serverAddr, &alen) != 0) {
        perror("keyward-tlspeer: listen");
        return 1;
    }

    tokenResetCounts(); /* the certificate's signature is not counted */
    pthread_t servers[MAX_THREADS];
    for (int i = 0; i < serverThreads; ++i)
        pthread_create(&servers[i], NULL, serve, NULL);
    struct client *cs = calloc((size_t)clients, sizeof *cs);
    if (!cs)
        return fail("out of memory");
    pthread_barrier_init(&ready, NULL, (unsigned)clients + 1);
    for (int i = 0; i < clients; ++i)
        pthread_create(&cs[i].thread, NULL, connectLoop, &cs[i]);
    long long t0 = nowNs();
    deadline = t0 + (long long)(seconds * 1e9);
    pthread_barrier_wait(&ready);
    long long last = t0;
    for (int i = 0; i < clients; ++i) {
        pthread_join(cs[i].thread, NULL);
        last = cs[i].end > last ? cs[i].end : last;
    }
    atomic_store(&stopping, 1);
    shutdown(listenFd, SHUT_RDWR); /* wakes the accepting threads */
    for (int i = 0; i < serverThreads; ++i)
        pthread_join(servers[i], NULL);
    if (atomic_load(&disturbed))
        return fail("the run was disturbed (a stalled step or a socket that could not be made); "
                    "no figures");

    long long hs = atomic_load(&handshakes);
    double wall = (double)(last - t0) / 1e9;
    double per = hs > 0 ? (double)hs : 1;
    printf("{\"tool\":\"keyward-tlspeer\",\"key\":\"%s\",\"protocol\":\"%s\",\"cipher\":\"%s\","
           "\"clients\":%d,\"serverThreads\":%d,\"handshakes\":%lld,\"failed\":%lld,"
           "\"serverFailed\":%lld,\"strangers\":%lld,\"seconds\":%.3f,"
           "\"handshakesPerSecond\":%.1f,\"tokenOps\":%lld,\"tokenFailed\":%lld,"
           "\"tokenUsPerHandshake\":%.1f,\"serverCpuUsPerHandshake\":%.1f,"
           "\"clientCpuUsPerHandshake\":%.1f,\"openssl\":\"%s\"}\n",
           keyName, cs[0].protocol, cs[0].cipher, clients, serverThreads, hs, atomic_load(&failed),
           atomic_load(&serverFailed), atomic_load(&strangers), wall,
           wall > 0 ? (double)hs / wall : 0.0, atomic_load(&tokenOps), atomic_load(&tokenFailed),
           (double)atomic_load(&tokenNs) / per / 1e3, (double)atomic_load(&serverCpu) / per / 1e3,
           (double)atomic_load(&clientCpu) / per / 1e3, OpenSSL_version(OPENSSL_VERSION));
    free(cs);
    close(listenFd);
    SSL_CTX_free(serverCtx);
    SSL_CTX_free(clientCtx);
    X509_free(cert);
    EVP_PKEY_free(pkey);
    tokenClose(serverThreads);
    return hs > 0 ? 0 : 1;
}
