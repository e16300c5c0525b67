// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyGenerator.h"
#include "ObjectInfo.h"
#include "Pkcs11Api.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace keyward::pkcs11 {

/// One key type Keyward generates on a PKCS#11 token. The window's key-generation dialog,
/// `keyward-cli token keygen --key-type`, provisioning profiles (and their schema,
/// docs/cli/token-provision-profile.schema.json) and the README all take their names from
/// TokenKeyTypes::all().
struct TokenKeyType
{
    enum class Family
    {
        Rsa,
        Ec,   ///< ECDSA on a Weierstrass curve (CKK_EC)
        EdDsa ///< EdDSA on an Edwards curve (CKK_EC_EDWARDS)
    };
    QString name;        ///< canonical: "rsa2048", "p256", "ed25519"
    QStringList aliases; ///< other spellings accepted: "ec-p256", "prime256v1"
    Family family = Family::Rsa;
    int bits = 0;  ///< the key size as C_GetMechanismInfo counts it (modulus or curve bits)
    QString curve; ///< OpenSSL's short name ("prime256v1", "ED25519"); empty for RSA
    CK_MECHANISM_TYPE keyGenMechanism = CKM_RSA_PKCS_KEY_PAIR_GEN;
    /// Offered when a token's mechanisms are not known (the ones every token with the
    /// mechanism makes).
    bool common = false;

    /// What people call it: "RSA 2048", "NIST P-256", "Ed25519" (algorithmDisplayName()).
    QString displayName() const;
    /// What to generate, sensitive and not extractable.
    KeyGenSpec spec() const;
};

namespace TokenKeyTypes {

/// Every type, in the order lists show them.
const QList<TokenKeyType> &all();

/// The type with this name or alias; case, spaces, '-', '_' and ':' do not count
/// ("RSA-2048", "EC P-256"). nullptr for anything else ("rsa1024").
const TokenKeyType *find(const QString &nameOrAlias);

/// The type a spec generates; nullptr when no entry matches it.
const TokenKeyType *forSpec(const KeyGenSpec &spec);

/// The canonical names, in table order.
QStringList names();

/// The names and then every alias, exactly as the table spells them: what a provisioning
/// profile's "keys[].type" accepts (the schema's enum).
QStringList spellings();

/// A whole sentence for a --key-type that names no type: “rsa1024” is not …; the types are ….
QString unknownTypeSentence(const QString &given);

/// Whether a token whose C_GetMechanismList/C_GetMechanismInfo gave `mechanisms` can
/// generate `type`: empty when it can, or when the list is empty (nothing known); else a
/// whole sentence naming the token and the type ("The token “alpha” cannot generate Ed25519
/// key pairs: it does not offer CKM_EC_EDWARDS_KEY_PAIR_GEN.").
QString unsupportedReason(const TokenKeyType &type, const QList<MechanismInfo> &mechanisms,
                          const QString &tokenLabel);

/// unsupportedReason() as an error (ErrorKind::NotSupported, the sentence as detail).
Status checkSupported(const TokenKeyType &type, const QList<MechanismInfo> &mechanisms,
                      const QString &tokenLabel, const QString &operation);

} // namespace TokenKeyTypes

} // namespace keyward::pkcs11
