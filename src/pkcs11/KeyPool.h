// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyGenerator.h"
#include "Session.h"
#include "TokenContext.h"
#include "WrapSupport.h"
#include "core/Operation.h"

#include <QByteArray>
#include <QList>

#include <functional>
#include <optional>

namespace keyward::pkcs11 {

/// One pooled key pair outside the token: its public key and its private key
/// wrapped under the pool's key-encryption key (ciphertext; nothing in clear).
struct WrappedKey
{
    QString keyType; ///< "rsa2048", "rsa3072", "p256", "p384"
    CK_KEY_TYPE ckKeyType = CKK_RSA;
    int bits = 0;
    CK_MECHANISM_TYPE mechanism = CKM_AES_KEY_WRAP_PAD;
    QByteArray publicKeyDer; ///< SubjectPublicKeyInfo
    QByteArray blob;         ///< C_WrapKey output
};

/// The pool's key-encryption key on the token.
struct PoolKek
{
    CK_OBJECT_HANDLE handle = CK_INVALID_HANDLE;
    QByteArray id; ///< CKA_ID: stored blobs belong to this key
    bool created = false;
};

/// What `token pool status` reports from the token side.
struct PoolTokenStatus
{
    WrapSupport support;
    std::optional<QByteArray> kekId; ///< nullopt: no key-encryption key yet
};

/// What a fill made.
struct PoolFill
{
    WrapSupport support;
    PoolKek kek;
    QList<WrappedKey> keys;
    double secondsTotal = 0;
};

/// A key pool on a PKCS#11 token: key pairs generated with extractable
/// private keys as session objects, wrapped under an AES-256 key that never
/// leaves the token, destroyed; later unwrapped into a session object,
/// used for one signature and destroyed.
namespace KeyPool {

/// CKA_LABEL of the key-encryption key.
inline constexpr char kKekLabel[] = "keyward-pool-kek";

/// The key types a pool holds: "rsa2048", "rsa3072", "p256", "p384"
/// (session objects, extractable, sensitive); nullopt for others.
std::optional<KeyGenSpec> keySpec(const QString &type);

/// Support from the mechanism list and the token's identity (no login).
Result<WrapSupport> support(TokenContext &ctx);

/// The key-encryption key (found by its label); nullopt when there is none.
/// More than one fails (InvalidInput) with a sentence that names their IDs
/// and what to do: the pool cannot tell which one its stored keys are under.
Result<std::optional<PoolKek>> findKek(const Session &session, const QString &operation);
/// The key-encryption key, generated when there is none (AES-256,
/// CKA_WRAP/CKA_UNWRAP, sensitive, never extractable). Looking and making
/// happen under the token's pool lock (LockFile "pool-" + `tokenSerial`,
/// waited for), so two processes filling at once make one key.
Result<PoolKek> ensureKek(const Session &session, const QString &tokenSerial,
                          const QString &operation);
/// The name of the token's pool lock (LockFile) for its serial.
QString lockName(const QString &tokenSerial);

/// A fresh pair as session objects (extractable private key where `spec`
/// says so); for the pool, and for generating on demand.
Result<KeyPairHandles> generatePair(const Session &session, const KeyGenSpec &spec,
                                    const QString &operation);
/// Generates a pair, wraps the private key under `kek`, keeps the public
/// key, destroys both objects.
Result<WrappedKey> makeWrapped(const Session &session, CK_OBJECT_HANDLE kek,
                               CK_MECHANISM_TYPE mechanism, const QString &keyType,
                               const QString &operation);
/// C_UnwrapKey into a session object (CKA_TOKEN false, sensitive, not
/// extractable, for signing).
Result<CK_OBJECT_HANDLE> unwrap(const Session &session, CK_OBJECT_HANDLE kek, const WrappedKey &key,
                                const QString &operation);
/// A SHA-256 signature (PKCS#1 v1.5 for RSA, DER ECDSA for EC) by `key`.
Result<QByteArray> sign(const Session &session, CK_OBJECT_HANDLE key, const QByteArray &data);
Status destroy(const Session &session, CK_OBJECT_HANDLE object, const QString &operation);

/// Token side of `pool status`: support and the key-encryption key's ID.
Result<PoolTokenStatus> status(TokenContext &ctx, const SecretBytes &pin);
/// Makes `count` wrapped keys (the key-encryption key first when missing).
/// The first key is the trial: a token that refuses an extractable private
/// key, wrapping it or unwrapping it again fails with NotSupported and the
/// reason in a whole sentence, before more keys are made. Cancel stops
/// between keys (the keys made so far are returned). `progress`, when
/// given, gets the number of keys made after each key (on this thread).
Result<PoolFill> fill(TokenContext &ctx, const SecretBytes &pin, const QString &keyType, int count,
                      const CancelToken &cancel = {},
                      const std::function<void(int)> &progress = {});
/// Unwraps `key` into a session object, signs `data`, destroys the object.
/// `kekId` is the key-encryption key the blob was made under: a token
/// without it fails with NotFound and a sentence. The unwrapped key must be
/// of `key.keyType` (type, size or curve read from the token) and the
/// signature must verify against `key.publicKeyDer`; otherwise the stored
/// record was altered, and it fails (InvalidInput) with a sentence.
Result<QByteArray> takeAndSign(TokenContext &ctx, const SecretBytes &pin, const QByteArray &kekId,
                               const WrappedKey &key, const QByteArray &data);

} // namespace KeyPool

} // namespace keyward::pkcs11
