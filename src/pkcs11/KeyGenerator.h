// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "TokenContext.h"
#include "TokenPin.h"
#include "core/Operation.h"

#include <functional>

#include <optional>

namespace keyward::pkcs11 {

/// A key pair to generate on a token.
struct KeyGenSpec
{
    enum class Algorithm
    {
        Rsa,
        Ec,
        EdDsa ///< Ed25519 (CKM_EC_EDWARDS_KEY_PAIR_GEN)
    };
    Algorithm algorithm = Algorithm::Rsa;
    int rsaBits = 2048;
    QString curve = QStringLiteral("prime256v1"); ///< OpenSSL short name ("ED25519" for EdDsa)
    QString keyType; ///< the TokenKeyTypes name ("p256") when made from the table
    QString label;
    QByteArray id;            ///< empty: 20 random bytes
    bool sensitive = true;    ///< the private key never leaves in clear
    bool extractable = false; ///< nor wrapped
    bool onToken = true;      ///< false: session objects, gone when the session closes

    /// A name or alias of TokenKeyTypes ("rsa2048", "RSA-4096", "ec-p256", "p521",
    /// "ed25519"); nullopt otherwise ("rsa1024").
    static std::optional<KeyGenSpec> parse(const QString &type);
    /// "RSA 2048", "EC prime256v1", "Ed25519".
    QString describe() const;
};

/// The two objects C_GenerateKeyPair returned.
struct KeyPairHandles
{
    CK_OBJECT_HANDLE publicKey = CK_INVALID_HANDLE;
    CK_OBJECT_HANDLE privateKey = CK_INVALID_HANDLE;
};

namespace KeyGenerator {

/// C_GenerateKeyPair in an open (logged-in, read-write for token objects)
/// session with the templates generate() uses; `id` becomes CKA_ID of both. With
/// `ecKeysDecrypt` (a quirk: tpm2-pkcs11 refuses EC templates that say CKA_ENCRYPT or
/// CKA_DECRYPT false) an EC pair's template leaves both out.
Result<KeyPairHandles> generateIn(const Session &session, const KeyGenSpec &spec,
                                  const QByteArray &id, const QString &operation,
                                  bool ecKeysDecrypt = false);

/// C_GenerateKeyPair after a login; returns the private key's description
/// (with label, ID, size and URI). `pin` must have the role the token needs
/// (keygenPinRole(): the SO PIN on OpenPGP cards through OpenSC, else the user
/// PIN); a PIN of the other role is refused before the token sees it
/// (ErrorKind::InvalidInput), so no try is spent.
///
/// Cancel: C_GenerateKeyPair cannot be interrupted (RSA-4096 on a Nitrokey
/// HSM takes minutes). `cancel` is read before the call (nothing is made)
/// and after it: a pair the token returns after Cancel is destroyed by the
/// two handles it returned (never looked up by label), and the result is
/// ErrorKind::Cancelled with code kCancelledPairDeleted and a detail that
/// says so — or kCancelledPairKept when destroying failed, naming the pair.
Result<ObjectInfo> generate(TokenContext &ctx, const KeyGenSpec &spec, const EitherPin &pin,
                            const CancelToken &cancel = {});

/// Test hook: called on the worker right after C_GenerateKeyPair returned,
/// before the cancel check (a test cancels here to stand for a Cancel that
/// arrived during the call). Empty by default; not for production use.
void setAfterGenerateHook(std::function<void()> hook);

} // namespace KeyGenerator

} // namespace keyward::pkcs11
