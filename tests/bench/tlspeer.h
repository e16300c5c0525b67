// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * keyward-tlspeer's two halves: the token (tlspeer_token.c: the module, its
 * sessions and the OpenSSL key methods that send private-key operations to
 * C_Sign) and the TLS run over loopback (tlspeer.c). See tlspeer.c.
 */
#ifndef KEYWARD_TLSPEER_H
#define KEYWARD_TLSPEER_H
#define _GNU_SOURCE
/* RSA_METHOD and EC_KEY_METHOD are deprecated in OpenSSL 3 but present in
 * 3.0 to 3.5; keyward-cli's bridge uses them, so the peer does too. */
#define OPENSSL_SUPPRESS_DEPRECATED
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <openssl/asn1.h>
#include <openssl/dh.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/rsa.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#define CK_PTR *
#define CK_DECLARE_FUNCTION(rv, name) rv name
#define CK_DECLARE_FUNCTION_POINTER(rv, name) rv(*name)
#define CK_CALLBACK_FUNCTION(rv, name) rv(*name)
#ifndef NULL_PTR
#define NULL_PTR NULL
#endif
#include <p11-kit/pkcs11.h>

#define MAX_THREADS 256
/* How long one socket step may wait for the peer before the run counts as
 * disturbed (keyward-cli: 5 s and more for queued clients). */
#define STEP_LIMIT_MS 10000
/* Poll slice: a wait notices the end of the run this often. */
#define SLICE_MS 50

/* Time on the monotonic clock and this thread's CPU time, nanoseconds. */
long long nowNs(void);
long long threadCpuNs(void);

/* C_Sign calls, the time inside them (ns) and the failed ones, over the run. */
extern atomic_llong tokenOps, tokenNs, tokenFailed;
void tokenResetCounts(void);

/* Loads `module`, finds the token labelled `token` (the first when NULL), opens `sessions`
 * sessions, logs in once with `pin` (none when NULL or empty), finds the key pair labelled
 * `label` and gives its public half with the token's private operations (*pkey), a
 * self-signed certificate for it (*cert) and its name (*keyName). 0 (said on stderr) when it
 * cannot. */
int tokenOpen(const char *module, const char *token, const char *label, const char *pin,
              int sessions, EVP_PKEY **pkey, X509 **cert, const char **keyName);
void tokenClose(int sessions);

#endif
