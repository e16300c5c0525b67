// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPool.h"

#include "ObjectReader.h"
#include "OpenSsl.h"
#include "TokenAdmin.h"
#include "TokenSigner.h"
#include "core/LockFile.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/x509.h>

namespace keyward::pkcs11::KeyPool {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

Error notSupported(const QString &op, const QString &reason)
{
    Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op);
    e.detail = reason;
    return e;
}

Error noKek(const QString &op)
{
    Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op);
    e.detail = Text::tr("The token has no key-encryption key \"%1\" that the stored keys were "
                        "wrapped under, so they cannot be used on it.")
                   .arg(QLatin1String(kKekLabel));
    return e;
}

/// "RSA-2048", "P-256": a key type as people name it.
QString typeName(const KeyGenSpec &spec)
{
    if (spec.algorithm == KeyGenSpec::Algorithm::Rsa) {
        return QStringLiteral("RSA-%1").arg(spec.rsaBits);
    }
    return QStringLiteral("P-%1").arg(ossl::curveBits(ossl::curveParams(spec.curve)));
}

/// What the unwrapped private key `h` is, read from the token ("RSA-2048",
/// "P-256"); empty when the token does not say.
QString unwrappedType(const Session &s, CK_OBJECT_HANDLE h)
{
    const auto type = s.ulong(h, CKA_KEY_TYPE);
    if (type == CKK_RSA) {
        const QByteArray modulus = s.bytes(h, CKA_MODULUS).value_or(QByteArray());
        qsizetype lead = 0;
        while (lead < modulus.size() && modulus.at(lead) == 0) {
            ++lead;
        }
        return modulus.isEmpty() ? QString()
                                 : QStringLiteral("RSA-%1").arg((modulus.size() - lead) * 8);
    }
    if (type == CKK_EC) {
        const int bits = ossl::curveBits(s.bytes(h, CKA_EC_PARAMS).value_or(QByteArray()));
        return bits > 0 ? QStringLiteral("P-%1").arg(bits) : QString();
    }
    return QString();
}

/// What the stored public key (SubjectPublicKeyInfo) is ("RSA-2048",
/// "P-256"); empty when it is neither.
QString publicType(EVP_PKEY *pub)
{
    if (!pub) {
        return QString();
    }
    if (EVP_PKEY_get_base_id(pub) == EVP_PKEY_RSA) {
        return QStringLiteral("RSA-%1").arg(EVP_PKEY_get_bits(pub));
    }
    if (EVP_PKEY_get_base_id(pub) == EVP_PKEY_EC) {
        return QStringLiteral("P-%1").arg(EVP_PKEY_get_bits(pub));
    }
    return QString();
}

/// A SHA-256 signature by `pub` over `data` (PKCS#1 v1.5 or DER ECDSA).
bool verifies(EVP_PKEY *pub, const QByteArray &data, const QByteArray &signature)
{
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    const bool ok =
        ctx && EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, pub) == 1 &&
        EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char *>(signature.constData()),
                         size_t(signature.size()),
                         reinterpret_cast<const unsigned char *>(data.constData()),
                         size_t(data.size())) == 1;
    ERR_clear_error();
    return ok;
}

Error altered(const QString &op, const QString &what)
{
    return Error::invalidInput(
        op, Text::tr("%1, so the pool store's record of this key was altered and the key is not "
                     "used; empty the pool with \"keyward-cli token pool drain\" and fill it again")
                .arg(what));
}

/// Refuses an unwrapped key whose type is not the record's, or whose
/// signature does not verify against the stored public key.
Status checkTaken(const Session &s, CK_OBJECT_HANDLE h, const WrappedKey &key,
                  const QByteArray &data, const QByteArray &signature, const QString &op)
{
    const auto spec = keySpec(key.keyType);
    if (!spec) {
        return altered(
            op, Text::tr("the stored key's type \"%1\" is not one a pool holds").arg(key.keyType));
    }
    const QString expected = typeName(*spec);
    const QString onToken = unwrappedType(s, h);
    if (onToken != expected) {
        return altered(
            op, Text::tr("the unwrapped key is %1 where its record says %2")
                    .arg(onToken.isEmpty() ? Text::tr("of an unknown type") : onToken, expected));
    }
    const auto *der = reinterpret_cast<const unsigned char *>(key.publicKeyDer.constData());
    ossl::PKey pub(d2i_PUBKEY(nullptr, &der, long(key.publicKeyDer.size())));
    ERR_clear_error();
    const QString stored = publicType(pub.get());
    if (stored != expected) {
        return altered(op, Text::tr("the stored public key is %1 where its record says %2")
                               .arg(stored.isEmpty() ? Text::tr("unreadable") : stored, expected));
    }
    if (!verifies(pub.get(), data, signature)) {
        return altered(op, Text::tr("the signature of the unwrapped key does not verify against "
                                    "the public key stored with it"));
    }
    return {};
}

} // namespace

QString lockName(const QString &tokenSerial)
{
    return QStringLiteral("pool-") + tokenSerial;
}

std::optional<KeyGenSpec> keySpec(const QString &type)
{
    static const QStringList kTypes{QStringLiteral("rsa2048"), QStringLiteral("rsa3072"),
                                    QStringLiteral("p256"), QStringLiteral("p384")};
    if (!kTypes.contains(type)) {
        return std::nullopt;
    }
    auto spec = KeyGenSpec::parse(type);
    if (spec) {
        spec->onToken = false;
        spec->extractable = true;
        spec->sensitive = true;
    }
    return spec;
}

Result<WrapSupport> support(TokenContext &ctx)
{
    auto list = TokenAdmin::mechanisms(ctx);
    if (!list) {
        return list.error();
    }
    return WrapProbe::fromMechanisms(list.value(), ctx.token().manufacturer, ctx.token().model);
}

Result<std::optional<PoolKek>> findKek(const Session &s, const QString &op)
{
    CK_OBJECT_CLASS cls = CKO_SECRET_KEY;
    const QByteArray label(kKekLabel);
    auto found = s.find({attr(CKA_CLASS, cls), attrBytes(CKA_LABEL, label)}, op);
    if (!found) {
        return found.error();
    }
    if (found->isEmpty()) {
        return std::optional<PoolKek>();
    }
    if (found->size() > 1) {
        QStringList ids;
        for (const CK_OBJECT_HANDLE h : found.value()) {
            ids << QString::fromLatin1(s.bytes(h, CKA_ID).value_or(QByteArray()).toHex());
        }
        return Error::invalidInput(
            op,
            Text::tr("the token holds %1 key-encryption keys labelled \"%2\" (IDs %3) where "
                     "the key pool keeps one, so it cannot tell which one to use; delete one of "
                     "them, for example with \"pkcs11-tool --login --delete-object --type "
                     "secrkey --id ID\", and try again (\"keyward-cli token pool status\" "
                     "then counts the keys stored under the deleted one as orphaned)")
                .arg(found->size())
                .arg(QLatin1String(kKekLabel), ids.join(QStringLiteral(", "))));
    }
    PoolKek k;
    k.handle = found->first();
    k.id = s.bytes(k.handle, CKA_ID).value_or(QByteArray());
    return std::optional<PoolKek>(k);
}

Result<PoolKek> ensureKek(const Session &s, const QString &tokenSerial, const QString &op)
{
    // Held until the new key is on the token: a second filler waits here and then finds it.
    auto lock = LockFile::acquire(lockName(tokenSerial), LockFile::Wait::Yes, op);
    if (!lock) {
        return lock.error();
    }
    auto existing = findKek(s, op);
    if (!existing) {
        return existing.error();
    }
    if (existing.value()) {
        return *existing.value();
    }
    PoolKek k;
    k.id.resize(16);
    RAND_bytes(reinterpret_cast<unsigned char *>(k.id.data()), int(k.id.size()));
    const QByteArray label(kKekLabel);
    CK_OBJECT_CLASS cls = CKO_SECRET_KEY;
    CK_KEY_TYPE type = CKK_AES;
    CK_ULONG len = 32;
    CK_BBOOL yes = CK_TRUE, no = CK_FALSE;
    std::vector<CK_ATTRIBUTE> templ = {
        attr(CKA_CLASS, cls),      attr(CKA_KEY_TYPE, type), attr(CKA_VALUE_LEN, len),
        attr(CKA_TOKEN, yes),      attr(CKA_PRIVATE, yes),   attr(CKA_SENSITIVE, yes),
        attr(CKA_EXTRACTABLE, no), attr(CKA_WRAP, yes),      attr(CKA_UNWRAP, yes),
        attr(CKA_ENCRYPT, no),     attr(CKA_DECRYPT, no),    attrBytes(CKA_LABEL, label),
        attrBytes(CKA_ID, k.id),
    };
    CK_MECHANISM mech{CKM_AES_KEY_GEN, nullptr, 0};
    if (auto st = KW_P11(s.module(), op, C_GenerateKey, s.handle(), &mech, templ.data(),
                         CK_ULONG(templ.size()), &k.handle);
        !st) {
        return st.error();
    }
    k.created = true;
    return k;
}

Result<KeyPairHandles> generatePair(const Session &s, const KeyGenSpec &spec, const QString &op)
{
    QByteArray id(8, Qt::Uninitialized);
    RAND_bytes(reinterpret_cast<unsigned char *>(id.data()), int(id.size()));
    return KeyGenerator::generateIn(s, spec, id, op);
}

Result<WrappedKey> makeWrapped(const Session &s, CK_OBJECT_HANDLE kek, CK_MECHANISM_TYPE mechanism,
                               const QString &keyType, const QString &op)
{
    const auto spec = keySpec(keyType);
    if (!spec) {
        return Error::invalidInput(op, QStringLiteral("key type %1").arg(keyType));
    }
    auto pair = generatePair(s, *spec, op);
    if (!pair) {
        return pair.error();
    }
    const auto cleanup = [&] {
        (void)destroy(s, pair->privateKey, op);
        (void)destroy(s, pair->publicKey, op);
    };
    WrappedKey w;
    w.keyType = keyType;
    w.ckKeyType = spec->algorithm == KeyGenSpec::Algorithm::Rsa ? CKK_RSA : CKK_EC;
    w.bits = spec->algorithm == KeyGenSpec::Algorithm::Rsa
                 ? spec->rsaBits
                 : ossl::curveBits(ossl::curveParams(spec->curve));
    w.mechanism = mechanism;
    auto pub = ObjectReader::publicKey(s, pair->publicKey, op);
    if (!pub) {
        cleanup();
        return pub.error();
    }
    w.publicKeyDer = ossl::exportPublicKey(pub->get(), ossl::Encoding::Der);
    CK_MECHANISM mech{mechanism, nullptr, 0};
    CK_ULONG len = 0;
    Status st =
        KW_P11(s.module(), op, C_WrapKey, s.handle(), &mech, kek, pair->privateKey, nullptr, &len);
    if (st) {
        w.blob.resize(qsizetype(len));
        st = KW_P11(s.module(), op, C_WrapKey, s.handle(), &mech, kek, pair->privateKey,
                    reinterpret_cast<CK_BYTE *>(w.blob.data()), &len);
        w.blob.truncate(qsizetype(len));
    }
    cleanup();
    if (!st) {
        return st.error();
    }
    return w;
}

Result<CK_OBJECT_HANDLE> unwrap(const Session &s, CK_OBJECT_HANDLE kek, const WrappedKey &key,
                                const QString &op)
{
    CK_OBJECT_CLASS cls = CKO_PRIVATE_KEY;
    CK_KEY_TYPE type = key.ckKeyType;
    CK_BBOOL yes = CK_TRUE, no = CK_FALSE;
    std::vector<CK_ATTRIBUTE> templ = {
        attr(CKA_CLASS, cls),   attr(CKA_KEY_TYPE, type), attr(CKA_TOKEN, no),
        attr(CKA_PRIVATE, yes), attr(CKA_SENSITIVE, yes), attr(CKA_EXTRACTABLE, no),
        attr(CKA_SIGN, yes),    attr(CKA_DECRYPT, no),    attr(CKA_UNWRAP, no),
    };
    CK_MECHANISM mech{key.mechanism, nullptr, 0};
    CK_OBJECT_HANDLE h = CK_INVALID_HANDLE;
    auto *blob = reinterpret_cast<CK_BYTE *>(const_cast<char *>(key.blob.constData()));
    if (auto st = KW_P11(s.module(), op, C_UnwrapKey, s.handle(), &mech, kek, blob,
                         CK_ULONG(key.blob.size()), templ.data(), CK_ULONG(templ.size()), &h);
        !st) {
        return st.error();
    }
    return h;
}

Result<QByteArray> sign(const Session &s, CK_OBJECT_HANDLE key, const QByteArray &data)
{
    return TokenSigner::signerFor(s, key)(data, Digest::Sha256);
}

Status destroy(const Session &s, CK_OBJECT_HANDLE object, const QString &op)
{
    return KW_P11(s.module(), op, C_DestroyObject, s.handle(), object);
}

Result<PoolTokenStatus> status(TokenContext &ctx, const SecretBytes &pin)
{
    const QString op = Text::tr("Reading the key pool on the token");
    PoolTokenStatus st;
    auto sup = support(ctx);
    if (!sup) {
        return sup.error();
    }
    st.support = sup.value();
    auto session = ctx.openLoggedIn(pin, false, op);
    if (!session) {
        return session.error();
    }
    auto kek = findKek(*session.value(), op);
    if (!kek) {
        return kek.error();
    }
    if (kek.value()) {
        st.kekId = kek.value()->id;
    }
    return st;
}

Result<PoolFill> fill(TokenContext &ctx, const SecretBytes &pin, const QString &keyType, int count,
                      const CancelToken &cancel, const std::function<void(int)> &progress)
{
    const QString op = Text::tr("Filling the key pool");
    if (!keySpec(keyType)) {
        return Error::invalidInput(op, QStringLiteral("key type %1").arg(keyType));
    }
    PoolFill out;
    auto sup = support(ctx);
    if (!sup) {
        return sup.error();
    }
    out.support = sup.value();
    if (!out.support.supported) {
        return notSupported(op, out.support.reason);
    }
    auto session = ctx.openLoggedIn(pin, true, op);
    if (!session) {
        return session.error();
    }
    const Session &s = *session.value();
    auto kek = ensureKek(s, ctx.token().serial, op);
    if (!kek && kek.error().domain != ErrorDomain::Pkcs11) {
        return kek.error(); // two keys, or the lock: said in Keyward's own words
    }
    if (!kek) {
        return notSupported(op, WrapProbe::refused(Text::tr("to make the key-encryption key"),
                                                   kek.error().technical())
                                    .reason);
    }
    out.kek = kek.value();
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count && !cancel.isCancelled(); ++i) {
        auto w = makeWrapped(s, out.kek.handle, out.support.mechanism, keyType, op);
        if (!w) {
            if (i > 0) {
                return w.error();
            }
            return notSupported(
                op, WrapProbe::refused(Text::tr("to generate an extractable private key and wrap "
                                                "it with %1")
                                           .arg(out.support.mechanismName),
                                       w.error().technical())
                        .reason);
        }
        if (i == 0) {
            // The trial: the token must also take the blob back.
            auto h = unwrap(s, out.kek.handle, w.value(), op);
            if (!h) {
                return notSupported(
                    op, WrapProbe::refused(Text::tr("to unwrap a private key it wrapped with %1")
                                               .arg(out.support.mechanismName),
                                           h.error().technical())
                            .reason);
            }
            (void)destroy(s, h.value(), op);
        }
        out.keys << w.value();
        if (progress) {
            progress(int(out.keys.size()));
        }
    }
    out.secondsTotal = double(timer.nsecsElapsed()) / 1e9;
    return out;
}

Result<QByteArray> takeAndSign(TokenContext &ctx, const SecretBytes &pin, const QByteArray &kekId,
                               const WrappedKey &key, const QByteArray &data)
{
    const QString op = Text::tr("Signing with a key from the pool");
    auto session = ctx.openLoggedIn(pin, false, op);
    if (!session) {
        return session.error();
    }
    const Session &s = *session.value();
    auto kek = findKek(s, op);
    if (!kek) {
        return kek.error();
    }
    if (!kek.value() || kek.value()->id != kekId) {
        return noKek(op);
    }
    auto h = unwrap(s, kek.value()->handle, key, op);
    if (!h) {
        Error e = h.error();
        e.detail = Text::tr("The token could not unwrap the stored key (%1): it was not wrapped "
                            "under this token's key-encryption key, or it was altered.")
                       .arg(h.error().technical());
        return e;
    }
    auto sig = sign(s, h.value(), data);
    const Status checked = sig ? checkTaken(s, h.value(), key, data, sig.value(), op) : Status();
    const Status gone = destroy(s, h.value(), op);
    if (!sig) {
        return sig.error();
    }
    if (!checked) {
        return checked.error();
    }
    if (!gone) {
        return gone.error();
    }
    return sig.value();
}

} // namespace keyward::pkcs11::KeyPool
