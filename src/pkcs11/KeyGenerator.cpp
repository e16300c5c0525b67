// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyGenerator.h"

#include "ObjectReader.h"
#include "OpenSsl.h"
#include "Quirks.h"
#include "TokenAdmin.h"
#include "TokenFailures.h"
#include "TokenKeyTypes.h"

#include <QCoreApplication>

#include <openssl/rand.h>

namespace keyward::pkcs11 {

std::optional<KeyGenSpec> KeyGenSpec::parse(const QString &type)
{
    if (const TokenKeyType *t = TokenKeyTypes::find(type)) {
        return t->spec();
    }
    return std::nullopt;
}

QString KeyGenSpec::describe() const
{
    switch (algorithm) {
    case Algorithm::Rsa:
        return QStringLiteral("RSA %1").arg(rsaBits);
    case Algorithm::Ec:
        return QStringLiteral("EC %1").arg(curve);
    case Algorithm::EdDsa:
        break;
    }
    return QStringLiteral("Ed25519");
}

namespace KeyGenerator {

namespace {

/// The token finished a pair after Cancel: destroy exactly the two objects it
/// returned, and say what happened to them.
Error discardCancelledPair(const Session &s, CK_OBJECT_HANDLE pubKey, CK_OBJECT_HANDLE privKey,
                           const KeyGenSpec &spec, const QByteArray &id, const QString &op)
{
    QStringList failures;
    for (CK_OBJECT_HANDLE h : {privKey, pubKey}) {
        if (h == CK_INVALID_HANDLE) {
            continue;
        }
        if (auto st = KW_P11(s.module(), op, C_DestroyObject, s.handle(), h); !st) {
            failures << st.error().technical();
        }
    }
    if (failures.isEmpty()) {
        Error e =
            Error::make(ErrorDomain::Keyward, kCancelledPairDeleted, ErrorKind::Cancelled, op);
        e.detail =
            QCoreApplication::translate(
                "keyward::pkcs11", "Cancelled. The token had already generated the %1 key pair; "
                                   "Keyward deleted it again, so nothing was added to the token.")
                .arg(spec.describe());
        return e;
    }
    Error e = Error::make(ErrorDomain::Keyward, kCancelledPairKept, ErrorKind::Cancelled, op);
    e.detail =
        QCoreApplication::translate(
            "keyward::pkcs11",
            "Cancelled, but the %1 key pair the token made meanwhile could not be deleted "
            "(%2): it is still on the token with ID %3%4. Delete it if you do not want it.")
            .arg(spec.describe(), failures.join(QStringLiteral("; ")),
                 QString::fromLatin1(id.toHex()),
                 spec.label.isEmpty() ? QString() : QStringLiteral(" (“%1”)").arg(spec.label));
    return e;
}

std::function<void()> &afterGenerateHook()
{
    static std::function<void()> hook;
    return hook;
}

} // namespace

void setAfterGenerateHook(std::function<void()> hook)
{
    afterGenerateHook() = std::move(hook);
}

Result<KeyPairHandles> generateIn(const Session &s, const KeyGenSpec &spec, const QByteArray &id,
                                  const QString &op, bool ecKeysDecrypt)
{
    const QByteArray label = spec.label.toUtf8();
    const bool rsa = spec.algorithm == KeyGenSpec::Algorithm::Rsa;
    const bool edwards = spec.algorithm == KeyGenSpec::Algorithm::EdDsa;
    const QByteArray ecParams = rsa ? QByteArray() : ossl::curveParams(spec.curve);
    if (!rsa && ecParams.isEmpty()) {
        return Error::invalidInput(op, QStringLiteral("unknown curve %1").arg(spec.curve));
    }

    CK_BBOOL yes = CK_TRUE, no = CK_FALSE;
    CK_BBOOL onToken = spec.onToken ? CK_TRUE : CK_FALSE;
    CK_BBOOL sensitive = spec.sensitive ? CK_TRUE : CK_FALSE;
    CK_BBOOL extractable = spec.extractable ? CK_TRUE : CK_FALSE;
    CK_ULONG bits = CK_ULONG(spec.rsaBits);
    const QByteArray exponent("\x01\x00\x01", 3);

    std::vector<CK_ATTRIBUTE> pub = {attr(CKA_TOKEN, onToken), attr(CKA_PRIVATE, no),
                                     attr(CKA_VERIFY, yes), attrBytes(CKA_ID, id)};
    std::vector<CK_ATTRIBUTE> priv = {attr(CKA_TOKEN, onToken),
                                      attr(CKA_PRIVATE, yes),
                                      attr(CKA_SIGN, yes),
                                      attr(CKA_SENSITIVE, sensitive),
                                      attr(CKA_EXTRACTABLE, extractable),
                                      attrBytes(CKA_ID, id)};
    if (!label.isEmpty()) {
        pub.push_back(attrBytes(CKA_LABEL, label));
        priv.push_back(attrBytes(CKA_LABEL, label));
    }
    CK_MECHANISM mech{rsa       ? CKM_RSA_PKCS_KEY_PAIR_GEN
                      : edwards ? CKM_EC_EDWARDS_KEY_PAIR_GEN
                                : CKM_EC_KEY_PAIR_GEN,
                      nullptr, 0};
    // Usage stated in full: modules differ in their defaults (SoftHSM allows
    // decrypt and unwrap unless told otherwise).
    pub.push_back(attr(CKA_WRAP, no));
    priv.push_back(attr(CKA_UNWRAP, no));
    if (rsa) {
        pub.push_back(attr(CKA_MODULUS_BITS, bits));
        pub.push_back(attrBytes(CKA_PUBLIC_EXPONENT, exponent));
        pub.push_back(attr(CKA_ENCRYPT, yes));
        priv.push_back(attr(CKA_DECRYPT, yes));
    } else {
        pub.push_back(attrBytes(CKA_EC_PARAMS, ecParams));
        if (!ecKeysDecrypt) {
            pub.push_back(attr(CKA_ENCRYPT, no));
            priv.push_back(attr(CKA_DECRYPT, no));
        }
        // An Ed25519 key signs only; X25519 is a key type of its own.
        priv.push_back(attr(CKA_DERIVE, edwards ? no : yes));
    }
    CK_OBJECT_HANDLE pubKey = CK_INVALID_HANDLE, privKey = CK_INVALID_HANDLE;
    if (auto st =
            KW_P11(s.module(), op, C_GenerateKeyPair, s.handle(), &mech, pub.data(),
                   CK_ULONG(pub.size()), priv.data(), CK_ULONG(priv.size()), &pubKey, &privKey);
        !st) {
        return st.error();
    }
    return KeyPairHandles{pubKey, privKey};
}

static Result<ObjectInfo> generateSteps(TokenContext &ctx, const KeyGenSpec &spec,
                                        const EitherPin &pin, const CancelToken &cancel)
{
    const QString op =
        QCoreApplication::translate("keyward::pkcs11", "Generating the key pair (%1)")
            .arg(spec.describe());
    const TokenInfo &t = ctx.token();
    const Quirks quirks =
        quirksFor(t.manufacturer, t.model, t.label, t.moduleName + QLatin1Char(' ') + t.modulePath);
    QByteArray id = spec.id.isEmpty() ? quirks.defaultKeyId : spec.id;
    if (id.isEmpty()) {
        id.resize(20);
        RAND_bytes(reinterpret_cast<unsigned char *>(id.data()), int(id.size()));
    }
    if (spec.algorithm != KeyGenSpec::Algorithm::Rsa && ossl::curveParams(spec.curve).isEmpty()) {
        return Error::invalidInput(op, QStringLiteral("unknown curve %1").arg(spec.curve));
    }
    // A type the token's mechanism list rules out is refused before the PIN is tried.
    if (const TokenKeyType *type = TokenKeyTypes::forSpec(spec)) {
        if (auto mechanisms = TokenAdmin::mechanisms(ctx)) {
            if (auto st = TokenKeyTypes::checkSupported(*type, mechanisms.value(), t.label, op);
                !st) {
                return st.error();
            }
        }
    }
    const PinRole needed = keygenPinRole(t);
    if (roleOf(pin) != needed) {
        Error e = Error::invalidInput(
            op, QCoreApplication::translate("keyward::pkcs11",
                                            "This token generates keys after its %1, but the "
                                            "%2 was given; it was not tried, so no try was "
                                            "spent.")
                    .arg(pinRoleName(needed, t), pinRoleName(roleOf(pin), t)));
        return e;
    }
    auto session = ctx.openLoggedIn(valueOf(pin), true, op, needed == PinRole::SecurityOfficer);
    if (!session) {
        return session.error();
    }
    const Session &s = *session.value();
    if (cancel.isCancelled()) {
        Error e = Error::cancelled(op);
        e.detail = QCoreApplication::translate("keyward::pkcs11",
                                               "Cancelled before the token started: no key pair "
                                               "was generated.");
        return e;
    }
    // A second key with the same label or ID makes every later "--label"/"--id" choice
    // ambiguous. Refused before the token makes anything; a card whose slots have fixed IDs
    // (defaultKeyId) replaces the slot's key instead, which its own question covers.
    QByteArray label = spec.label.toUtf8();
    const auto clash = [&](CK_ATTRIBUTE_TYPE type, QByteArray &value) -> bool {
        if (value.isEmpty()) {
            return false;
        }
        auto same = s.find({CK_ATTRIBUTE{type, value.data(), CK_ULONG(value.size())}}, op);
        return same && !same->isEmpty();
    };
    if (clash(CKA_LABEL, label)) {
        return Error::invalidInput(
            op, QCoreApplication::translate("keyward::pkcs11",
                                            "The token already holds an object labelled “%1”; "
                                            "choose another label, so that each key can be "
                                            "named.")
                    .arg(spec.label));
    }
    if (quirks.defaultKeyId.isEmpty() && clash(CKA_ID, id)) {
        return Error::invalidInput(
            op, QCoreApplication::translate("keyward::pkcs11",
                                            "The token already holds an object with ID %1; "
                                            "choose another ID, or none for a random one.")
                    .arg(QString::fromLatin1(id.toHex())));
    }
    auto pair = generateIn(s, spec, id, op, quirks.ecKeysDecrypt);
    if (!pair) {
        return pair.error();
    }
    const CK_OBJECT_HANDLE pubKey = pair->publicKey, privKey = pair->privateKey;
    if (const auto &hook = afterGenerateHook()) {
        hook();
    }
    if (cancel.isCancelled()) {
        return discardCancelledPair(s, pubKey, privKey, spec, id, op);
    }
    ObjectInfo info = ObjectReader::describe(s, privKey);
    if (info.sizeBits == 0) {
        // Some modules do not report the private key's size: the public key does.
        const ObjectInfo p = ObjectReader::describe(s, pubKey);
        info.sizeBits = p.sizeBits;
        info.curve = p.curve;
    }
    return info;
}

Result<ObjectInfo> generate(TokenContext &ctx, const KeyGenSpec &spec, const EitherPin &pin,
                            const CancelToken &cancel)
{
    return failedTo(TokenOperation::GenerateKeyPair, generateSteps(ctx, spec, pin, cancel),
                    ctx.token().label);
}

} // namespace KeyGenerator

} // namespace keyward::pkcs11
