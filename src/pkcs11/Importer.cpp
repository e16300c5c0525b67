// SPDX-License-Identifier: GPL-3.0-or-later
#include "Importer.h"

#include "ObjectReader.h"
#include "Quirks.h"
#include "StepPlan.h"
#include "TokenFailures.h"
#include "TokenSigner.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/pkcs12.h>

#include <vector>

namespace keyward::pkcs11::Importer {

namespace {

/// The file's user-visible strings, in the context lupdate files them under.
struct ImporterText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

/// Big-endian bytes of a BIGNUM parameter of a key, wiped by the caller.
QByteArray bnParam(EVP_PKEY *key, const char *name)
{
    BIGNUM *bn = nullptr;
    if (EVP_PKEY_get_bn_param(key, name, &bn) != 1) {
        return {};
    }
    QByteArray out(BN_num_bytes(bn), Qt::Uninitialized);
    BN_bn2bin(bn, reinterpret_cast<unsigned char *>(out.data()));
    BN_clear_free(bn);
    return out;
}

QByteArray pubKeyId(EVP_PKEY *key)
{
    // SHA-1 of the public key, as many tools derive CKA_ID.
    unsigned char *der = nullptr;
    const int n = i2d_PUBKEY(key, &der);
    QByteArray spki(reinterpret_cast<const char *>(der), n > 0 ? n : 0);
    OPENSSL_free(der);
    return QCryptographicHash::hash(spki, QCryptographicHash::Sha1);
}

/// Finds the key on the token whose public key is `certKey`.
std::optional<CK_OBJECT_HANDLE> matchingKey(const Session &s, EVP_PKEY *certKey, const QString &op)
{
    for (ObjectClass c : {ObjectClass::PrivateKey, ObjectClass::PublicKey}) {
        auto handles = ObjectReader::find(s, ObjectRef{c, {}, {}}, op);
        if (!handles) {
            continue;
        }
        for (CK_OBJECT_HANDLE h : handles.value()) {
            auto k = ObjectReader::publicKey(s, h, op);
            if (k && EVP_PKEY_eq(k->get(), certKey) == 1) {
                return h;
            }
        }
    }
    return std::nullopt;
}

} // namespace

static Result<ObjectInfo> importCertificateSteps(TokenContext &ctx, const QByteArray &data,
                                                 const QString &label, const QByteArray &id,
                                                 const SecretBytes &pin)
{
    const QString op = ImporterText::tr("Importing the certificate");
    auto cert = ossl::parseCertificate(data);
    if (!cert) {
        Error e = cert.error();
        e.operation = op;
        return e;
    }
    auto session = ctx.openLoggedIn(pin, true, op);
    if (!session) {
        return session.error();
    }
    const Session &s = *session.value();
    QByteArray useId = id;
    QString useLabel = label;
    if (useId.isEmpty()) {
        if (auto key = matchingKey(s, X509_get0_pubkey(cert->get()), op)) {
            useId = s.bytes(*key, CKA_ID).value_or(QByteArray());
            if (useLabel.isEmpty()) {
                useLabel = QString::fromUtf8(s.bytes(*key, CKA_LABEL).value_or(QByteArray()));
            }
        }
    }
    const QByteArray der = ossl::certificateDer(cert->get());
    auto h = TokenSigner::storeCertificate(s, der, useLabel, useId, op);
    if (!h) {
        return h.error();
    }
    return ObjectReader::describe(s, h.value());
}

Result<ObjectInfo> importCertificate(TokenContext &ctx, const QByteArray &data,
                                     const QString &label, const QByteArray &id,
                                     const SecretBytes &pin)
{
    return failedTo(TokenOperation::ImportCertificate,
                    importCertificateSteps(ctx, data, label, id, pin), ctx.token().label);
}

namespace {

/// What a PKCS#12 file holds, parsed with its password; nothing here touches a token.
struct Parsed
{
    ossl::PKey pkey;
    ossl::Cert cert;
    std::vector<ossl::Cert> chain;
    bool rsa = false;
};

Result<Parsed> parsePkcs12(const QByteArray &p12Data, const SecretBytes &password,
                           const QString &op)
{
    const auto *p = reinterpret_cast<const unsigned char *>(p12Data.constData());
    PKCS12 *p12 = d2i_PKCS12(nullptr, &p, long(p12Data.size()));
    if (!p12) {
        Error e = ossl::error(op, ErrorKind::InvalidInput);
        e.detail = QStringLiteral("not a PKCS#12 file (%1)").arg(e.detail);
        return e;
    }
    // PKCS12_parse wants a NUL-terminated password: a copy that is wiped on return.
    struct Pass
    {
        std::vector<char> bytes;
        ~Pass() { OPENSSL_cleanse(bytes.data(), bytes.size()); }
    } pass{std::vector<char>(password.constData(), password.constData() + password.size())};
    pass.bytes.push_back('\0');
    if (PKCS12_verify_mac(p12, pass.bytes.data(), int(password.size())) != 1) {
        PKCS12_free(p12);
        Error e = ossl::error(op, ErrorKind::InvalidInput);
        e.detail = ImporterText::tr("wrong PKCS#12 password (or damaged file)");
        return e;
    }
    EVP_PKEY *pkeyRaw = nullptr;
    X509 *certRaw = nullptr;
    STACK_OF(X509) *ca = nullptr;
    const int ok = PKCS12_parse(p12, pass.bytes.data(), &pkeyRaw, &certRaw, &ca);
    PKCS12_free(p12);
    Parsed out;
    out.pkey.reset(pkeyRaw);
    out.cert.reset(certRaw);
    for (int i = 0; ca && i < sk_X509_num(ca); ++i) {
        out.chain.emplace_back(sk_X509_value(ca, i));
    }
    sk_X509_free(ca); // the certificates are owned by `chain` now
    if (ok != 1 || !out.pkey) {
        Error e = ossl::error(op, ErrorKind::InvalidInput);
        e.detail = ImporterText::tr("the PKCS#12 file holds no private key");
        return e;
    }
    out.rsa = EVP_PKEY_is_a(out.pkey.get(), "RSA");
    if (!out.rsa && !EVP_PKEY_is_a(out.pkey.get(), "EC")) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("key type %1")
                               .arg(QString::fromLatin1(EVP_PKEY_get0_type_name(out.pkey.get()))));
    }
    if (out.cert && X509_check_private_key(out.cert.get(), out.pkey.get()) != 1) {
        ERR_clear_error();
        return Error::invalidInput(op,
                                   ImporterText::tr("the certificate does not belong to the key"));
    }
    return out;
}

} // namespace

Result<Pkcs12Contents> checkPkcs12(const QByteArray &p12, const SecretBytes &password)
{
    auto parsed = parsePkcs12(p12, password, ImporterText::tr("Reading the PKCS#12 file"));
    if (!parsed) {
        return parsed.error();
    }
    Pkcs12Contents c;
    c.hasCertificate = bool(parsed->cert);
    c.chainCertificates = int(parsed->chain.size());
    c.keyType = parsed->rsa ? QStringLiteral("RSA") : QStringLiteral("EC");
    return c;
}

Result<Pkcs12File> readPkcs12File(const QString &path, const SecretBytes &password)
{
    auto data = SafeFile::readBounded(path, SafeFile::kCertificateFileMax,
                                      ImporterText::tr("the PKCS#12 file"));
    if (!data) {
        return data.error();
    }
    Pkcs12File out;
    out.data = data.value();
    auto contents = checkPkcs12(out.data, password);
    if (!contents) {
        return contents.error();
    }
    out.contents = contents.value();
    return out;
}

static Result<QList<ObjectInfo>> importPkcs12Steps(TokenContext &ctx, const QByteArray &p12Data,
                                                   const SecretBytes &password,
                                                   const QString &label, const QByteArray &id,
                                                   const SecretBytes &pin,
                                                   const CancelToken &cancel)
{
    const QString op = ImporterText::tr("Importing the PKCS#12 file");
    const Quirks quirks = quirksFor(ctx.token().manufacturer, ctx.token().model, ctx.token().label);
    if (!quirks.canImportPrivateKey) {
        return Error::make(ErrorDomain::Keyward, kImportRefused, ErrorKind::NotSupported, op,
                           quirks.importHint);
    }
    // Parse everything first: a bad file must not leave half an import behind.
    auto parsed = parsePkcs12(p12Data, password, op);
    if (!parsed) {
        return parsed.error();
    }
    const ossl::PKey &pkey = parsed->pkey;
    const ossl::Cert &cert = parsed->cert;
    const bool rsa = parsed->rsa;

    const QByteArray useId = id.isEmpty() ? pubKeyId(pkey.get()) : id;
    const QByteArray labelUtf8 = label.toUtf8();
    CK_BBOOL yes = CK_TRUE, no = CK_FALSE;
    CK_OBJECT_CLASS privClass = CKO_PRIVATE_KEY, pubClass = CKO_PUBLIC_KEY;
    CK_KEY_TYPE kt = rsa ? CKK_RSA : CKK_EC;
    std::vector<CK_ATTRIBUTE> priv = {attr(CKA_CLASS, privClass), attr(CKA_KEY_TYPE, kt),
                                      attr(CKA_TOKEN, yes),       attr(CKA_PRIVATE, yes),
                                      attr(CKA_SENSITIVE, yes),   attr(CKA_EXTRACTABLE, no),
                                      attr(CKA_SIGN, yes),        attrBytes(CKA_ID, useId)};
    std::vector<CK_ATTRIBUTE> pub = {attr(CKA_CLASS, pubClass), attr(CKA_KEY_TYPE, kt),
                                     attr(CKA_TOKEN, yes),      attr(CKA_PRIVATE, no),
                                     attr(CKA_VERIFY, yes),     attrBytes(CKA_ID, useId)};
    priv.push_back(attr(CKA_UNWRAP, no)); // usage stated in full, as for generated keys
    pub.push_back(attr(CKA_WRAP, no));
    if (!labelUtf8.isEmpty()) {
        priv.push_back(attrBytes(CKA_LABEL, labelUtf8));
        pub.push_back(attrBytes(CKA_LABEL, labelUtf8));
    }
    // Key material: wiped when this scope ends.
    struct Secrets
    {
        QList<QByteArray> parts;
        ~Secrets()
        {
            for (QByteArray &b : parts) {
                wipe(b);
            }
        }
    } secrets;
    QByteArray ecParams, ecPoint;
    if (rsa) {
        const char *names[] = {OSSL_PKEY_PARAM_RSA_N,         OSSL_PKEY_PARAM_RSA_E,
                               OSSL_PKEY_PARAM_RSA_D,         OSSL_PKEY_PARAM_RSA_FACTOR1,
                               OSSL_PKEY_PARAM_RSA_FACTOR2,   OSSL_PKEY_PARAM_RSA_EXPONENT1,
                               OSSL_PKEY_PARAM_RSA_EXPONENT2, OSSL_PKEY_PARAM_RSA_COEFFICIENT1};
        const CK_ATTRIBUTE_TYPE types[] = {
            CKA_MODULUS, CKA_PUBLIC_EXPONENT, CKA_PRIVATE_EXPONENT, CKA_PRIME_1,
            CKA_PRIME_2, CKA_EXPONENT_1,      CKA_EXPONENT_2,       CKA_COEFFICIENT};
        for (const char *n : names) {
            secrets.parts << bnParam(pkey.get(), n);
        }
        for (int i = 0; i < 8; ++i) {
            priv.push_back(attrBytes(types[i], secrets.parts[i]));
        }
        priv.push_back(attr(CKA_DECRYPT, yes));
        pub.push_back(attrBytes(CKA_MODULUS, secrets.parts[0]));
        pub.push_back(attrBytes(CKA_PUBLIC_EXPONENT, secrets.parts[1]));
        pub.push_back(attr(CKA_ENCRYPT, yes));
    } else {
        char group[80] = {};
        size_t len = 0;
        EVP_PKEY_get_utf8_string_param(pkey.get(), OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group,
                                       &len);
        ecParams = ossl::curveParams(QString::fromLatin1(group));
        secrets.parts << bnParam(pkey.get(), OSSL_PKEY_PARAM_PRIV_KEY);
        // The scalar is as long as the field, leading zeros included.
        const int fieldBytes = (EVP_PKEY_get_bits(pkey.get()) + 7) / 8;
        if (secrets.parts[0].size() < fieldBytes) {
            secrets.parts[0].prepend(QByteArray(fieldBytes - secrets.parts[0].size(), '\0'));
        }
        unsigned char point[160];
        size_t pointLen = 0;
        EVP_PKEY_get_octet_string_param(pkey.get(), OSSL_PKEY_PARAM_PUB_KEY, point, sizeof point,
                                        &pointLen);
        // CKA_EC_POINT is the DER OCTET STRING around the point.
        ecPoint = QByteArray(1, '\x04');
        if (pointLen > 127) {
            ecPoint += '\x81'; // P-521: 133 bytes need the long length form
        }
        ecPoint += char(pointLen);
        ecPoint += QByteArray(reinterpret_cast<const char *>(point), qsizetype(pointLen));
        priv.push_back(attrBytes(CKA_EC_PARAMS, ecParams));
        priv.push_back(attrBytes(CKA_VALUE, secrets.parts[0]));
        priv.push_back(attr(CKA_DERIVE, yes));
        priv.push_back(attr(CKA_DECRYPT, no));
        pub.push_back(attr(CKA_ENCRYPT, no));
        pub.push_back(attrBytes(CKA_EC_PARAMS, ecParams));
        pub.push_back(attrBytes(CKA_EC_POINT, ecPoint));
    }

    auto session = ctx.openLoggedIn(pin, true, op);
    if (!session) {
        return session.error();
    }
    const Session &s = *session.value();
    // Key, public key and certificate are one import: Cancel between them, or
    // a failure, removes what was already written.
    QList<CK_OBJECT_HANDLE> created;
    auto destroy = [&s, &created](qsizetype index) {
        return [&s, &created, index]() -> Status {
            return KW_P11(s.module(), QString(), C_DestroyObject, s.handle(), created.at(index));
        };
    };
    auto create = [&](std::vector<CK_ATTRIBUTE> &attrs, const QString &hint) {
        return [&, hint, a = &attrs]() -> Status {
            CK_OBJECT_HANDLE h = CK_INVALID_HANDLE;
            if (auto st = KW_P11(ctx.module(), op, C_CreateObject, s.handle(), a->data(),
                                 CK_ULONG(a->size()), &h);
                !st) {
                Error e = st.error();
                if (!hint.isEmpty()) {
                    e.detail += QStringLiteral("; ") + hint;
                }
                return e;
            }
            created << h;
            return {};
        };
    };
    StepPlan plan;
    plan.add(ImporterText::tr("the private key"), create(priv, quirks.importHint), destroy(0));
    plan.add(ImporterText::tr("the public key"), create(pub, {}), destroy(1));
    if (cert) {
        plan.add(
            ImporterText::tr("the certificate"),
            [&]() -> Status {
                auto h = TokenSigner::storeCertificate(s, ossl::certificateDer(cert.get()), label,
                                                       useId, op);
                if (!h) {
                    return h.error();
                }
                created << h.value();
                return {};
            },
            destroy(2));
    }
    // The CA certificates that came with it, each under its own key's ID.
    for (size_t i = 0; i < parsed->chain.size(); ++i) {
        X509 *ca = parsed->chain[i].get();
        const QString caLabel =
            labelUtf8.isEmpty() ? QString() : QStringLiteral("%1 CA %2").arg(label).arg(i + 1);
        plan.add(
            ImporterText::tr("CA certificate %1").arg(i + 1),
            [&s, &created, ca, caLabel, op]() -> Status {
                auto h = TokenSigner::storeCertificate(s, ossl::certificateDer(ca), caLabel,
                                                       pubKeyId(X509_get0_pubkey(ca)), op);
                if (!h) {
                    return h.error();
                }
                created << h.value();
                return {};
            },
            destroy(qsizetype(i) + (cert ? 3 : 2)));
    }
    const StepPlan::Outcome outcome = plan.run(cancel);
    if (outcome.cancelled) {
        Error e = Error::cancelled(op);
        e.detail =
            outcome.undoFailed.isEmpty()
                ? ImporterText::tr("Cancelled: nothing was imported. %1").arg(outcome.summary())
                : ImporterText::tr("Cancelled. %1").arg(outcome.summary());
        return e;
    }
    if (!outcome.ok()) {
        return outcome.error;
    }
    QList<ObjectInfo> out;
    for (CK_OBJECT_HANDLE h : created) {
        out << ObjectReader::describe(s, h);
    }
    return out;
}

Result<QList<ObjectInfo>> importPkcs12(TokenContext &ctx, const QByteArray &p12Data,
                                       const SecretBytes &password, const QString &label,
                                       const QByteArray &id, const SecretBytes &pin,
                                       const CancelToken &cancel)
{
    return failedTo(TokenOperation::ImportPkcs12,
                    importPkcs12Steps(ctx, p12Data, password, label, id, pin, cancel),
                    ctx.token().label);
}

} // namespace keyward::pkcs11::Importer
