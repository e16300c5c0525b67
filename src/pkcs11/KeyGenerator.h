// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "TokenContext.h"

#include <optional>

namespace keyward::pkcs11 {

/// A key pair to generate on a token.
struct KeyGenSpec
{
    enum class Algorithm
    {
        Rsa,
        Ec
    };
    Algorithm algorithm = Algorithm::Rsa;
    int rsaBits = 2048;
    QString curve = QStringLiteral("prime256v1"); ///< OpenSSL short name
    QString label;
    QByteArray id;            ///< empty: 20 random bytes
    bool sensitive = true;    ///< the private key never leaves in clear
    bool extractable = false; ///< nor wrapped

    /// "rsa2048", "rsa:4096", "ec-p256", "ec:secp384r1", "p521"; nullopt otherwise.
    static std::optional<KeyGenSpec> parse(const QString &type);
    /// "RSA 2048", "EC prime256v1".
    QString describe() const;
};

namespace KeyGenerator {

/// C_GenerateKeyPair after a login; returns the private key's description
/// (with label, ID, size and URI). pin is the user PIN, or the SO PIN where
/// the quirks table says so (keygenAsSo: OpenPGP cards through OpenSC).
Result<ObjectInfo> generate(TokenContext &ctx, const KeyGenSpec &spec, const SecretBytes &pin);

} // namespace KeyGenerator

} // namespace keyward::pkcs11
