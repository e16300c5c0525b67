// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenKeyTypes.h"

#include "TokenAdmin.h"
#include "core/AlgorithmNames.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

namespace {

/// The file's user-visible strings, in the context lupdate files them under.
struct KeyTypeText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

/// Lower case without the separators people put in names: "EC P-256" → "ecp256".
QString folded(const QString &name)
{
    QString out;
    for (QChar c : name.trimmed()) {
        if (c != QLatin1Char(' ') && c != QLatin1Char('-') && c != QLatin1Char('_') &&
            c != QLatin1Char(':')) {
            out += c.toLower();
        }
    }
    return out;
}

QList<TokenKeyType> makeTable()
{
    using F = TokenKeyType::Family;
    const auto s = [](const char *text) { return QString::fromLatin1(text); };
    const auto rsa = [&](int bits) {
        return TokenKeyType{QStringLiteral("rsa%1").arg(bits), {},  F::Rsa, bits, {},
                            CKM_RSA_PKCS_KEY_PAIR_GEN,         true};
    };
    const auto ec = [&](const char *name, QStringList aliases, int bits, const char *curve,
                        bool common) {
        return TokenKeyType{s(name),  std::move(aliases),  F::Ec, bits,
                            s(curve), CKM_EC_KEY_PAIR_GEN, common};
    };
    // RSA below 2048 bits is too weak to make now; sizes in between are rounded by some
    // tokens (SoftHSM makes 2048 bits for 2049), so only these three.
    return {
        rsa(2048),
        rsa(3072),
        rsa(4096),
        ec("p256", {s("ec-p256"), s("nistp256"), s("prime256v1"), s("secp256r1")}, 256,
           "prime256v1", true),
        ec("p384", {s("ec-p384"), s("nistp384"), s("secp384r1")}, 384, "secp384r1", true),
        ec("p521", {s("ec-p521"), s("nistp521"), s("secp521r1")}, 521, "secp521r1", true),
        ec("brainpoolP256r1", {s("ec-brainpoolp256r1")}, 256, "brainpoolP256r1", false),
        ec("brainpoolP384r1", {s("ec-brainpoolp384r1")}, 384, "brainpoolP384r1", false),
        ec("brainpoolP512r1", {s("ec-brainpoolp512r1")}, 512, "brainpoolP512r1", false),
        ec("secp256k1", {s("ec-secp256k1")}, 256, "secp256k1", false),
        // CKA_EC_PARAMS: the OID 1.3.101.112 (RFC 8410), which SoftHSM 2.6 takes.
        TokenKeyType{s("ed25519"),
                     {s("edwards25519")},
                     F::EdDsa,
                     256,
                     s("ED25519"),
                     CKM_EC_EDWARDS_KEY_PAIR_GEN,
                     false},
    };
}

/// The size range a mechanism states; 0 means the token did not say.
bool inRange(const MechanismInfo &m, int bits)
{
    return (m.minKeySize == 0 || quint64(bits) >= m.minKeySize) &&
           (m.maxKeySize == 0 || quint64(bits) <= m.maxKeySize);
}

} // namespace

QString TokenKeyType::displayName() const
{
    return algorithmDisplayName(name);
}

KeyGenSpec TokenKeyType::spec() const
{
    KeyGenSpec s;
    s.keyType = name;
    switch (family) {
    case Family::Rsa:
        s.algorithm = KeyGenSpec::Algorithm::Rsa;
        s.rsaBits = bits;
        break;
    case Family::Ec:
        s.algorithm = KeyGenSpec::Algorithm::Ec;
        s.curve = curve;
        break;
    case Family::EdDsa:
        s.algorithm = KeyGenSpec::Algorithm::EdDsa;
        s.curve = curve;
        break;
    }
    return s;
}

namespace TokenKeyTypes {

const QList<TokenKeyType> &all()
{
    static const QList<TokenKeyType> table = makeTable();
    return table;
}

const TokenKeyType *find(const QString &nameOrAlias)
{
    const QString wanted = folded(nameOrAlias);
    if (wanted.isEmpty()) {
        return nullptr;
    }
    for (const TokenKeyType &t : all()) {
        if (folded(t.name) == wanted) {
            return &t;
        }
        for (const QString &alias : t.aliases) {
            if (folded(alias) == wanted) {
                return &t;
            }
        }
    }
    return nullptr;
}

const TokenKeyType *forSpec(const KeyGenSpec &spec)
{
    for (const TokenKeyType &t : all()) {
        const KeyGenSpec s = t.spec();
        if (s.algorithm == spec.algorithm &&
            (spec.algorithm == KeyGenSpec::Algorithm::Rsa
                 ? s.rsaBits == spec.rsaBits
                 : s.curve.compare(spec.curve, Qt::CaseInsensitive) == 0)) {
            return &t;
        }
    }
    return nullptr;
}

QStringList names()
{
    QStringList out;
    for (const TokenKeyType &t : all()) {
        out << t.name;
    }
    return out;
}

QStringList spellings()
{
    QStringList out = names();
    for (const TokenKeyType &t : all()) {
        out << t.aliases;
    }
    return out;
}

QString unknownTypeSentence(const QString &given)
{
    //: %1 is what was given after --key-type, %2 the list of key types.
    return KeyTypeText::tr("“%1” is not a key type Keyward generates on tokens; the types are "
                           "%2.")
        .arg(given, names().join(QStringLiteral(", ")));
}

QString unsupportedReason(const TokenKeyType &type, const QList<MechanismInfo> &mechanisms,
                          const QString &tokenLabel)
{
    if (mechanisms.isEmpty()) {
        return {};
    }
    const MechanismInfo *gen = nullptr;
    for (const MechanismInfo &m : mechanisms) {
        if (m.type == type.keyGenMechanism) {
            gen = &m;
        }
    }
    if (!gen) {
        //: %1 the token's label, %2 a key type ("Ed25519"), %3 a mechanism name.
        return KeyTypeText::tr("Token “%1” cannot generate %2 keys: %3 is not in its "
                               "mechanism list.")
            .arg(tokenLabel, type.displayName(), TokenAdmin::mechanismName(type.keyGenMechanism));
    }
    // Ed25519 is a 255-bit curve in 256-bit keys; tokens state either.
    const bool sizeOk = inRange(*gen, type.bits) ||
                        (type.family == TokenKeyType::Family::EdDsa && inRange(*gen, 255));
    if (!sizeOk) {
        //: %1 the token's label, %2 a key type ("RSA 4096"), %3 a mechanism name, %4 and %5
        //: the smallest and largest key size in bits.
        return KeyTypeText::tr("Token “%1” cannot generate %2 keys: it states %3 for keys of "
                               "%4 to %5 bits.")
            .arg(tokenLabel, type.displayName(), TokenAdmin::mechanismName(type.keyGenMechanism))
            .arg(gen->minKeySize)
            .arg(gen->maxKeySize);
    }
    return {};
}

Status checkSupported(const TokenKeyType &type, const QList<MechanismInfo> &mechanisms,
                      const QString &tokenLabel, const QString &operation)
{
    const QString reason = unsupportedReason(type, mechanisms, tokenLabel);
    if (reason.isEmpty()) {
        return {};
    }
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, operation, reason);
}

} // namespace TokenKeyTypes

} // namespace keyward::pkcs11
