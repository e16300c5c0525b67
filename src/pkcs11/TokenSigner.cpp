// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenSigner.h"

#include "ObjectReader.h"
#include "TokenFailures.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <openssl/err.h>
#include <openssl/x509.h>

#include <vector>

namespace keyward::pkcs11::TokenSigner {

namespace {

/// The file's user-visible strings, in the context lupdate files them under.
struct SignerText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

QCryptographicHash::Algorithm hashOf(Digest d)
{
    switch (d) {
    case Digest::Sha256:
        return QCryptographicHash::Sha256;
    case Digest::Sha384:
        return QCryptographicHash::Sha384;
    case Digest::Sha512:
        return QCryptographicHash::Sha512;
    }
    return QCryptographicHash::Sha256;
}

// DER DigestInfo prefixes (RFC 8017, 9.2 note 1) for CKM_RSA_PKCS.
QByteArray digestInfoPrefix(Digest d)
{
    switch (d) {
    case Digest::Sha256:
        return QByteArray::fromHex("3031300d060960864801650304020105000420");
    case Digest::Sha384:
        return QByteArray::fromHex("3041300d060960864801650304020205000430");
    case Digest::Sha512:
        return QByteArray::fromHex("3051300d060960864801650304020305000440");
    }
    return {};
}

bool hasMechanism(const Session &s, CK_MECHANISM_TYPE m)
{
    CK_MECHANISM_INFO info{};
    return bool(
        KW_P11(s.module(), QString(), C_GetMechanismInfo, CK_SLOT_ID(s.slotId()), m, &info));
}

Result<QByteArray> signRaw(const Session &s, CK_OBJECT_HANDLE key, CK_MECHANISM_TYPE mechanism,
                           const QByteArray &data)
{
    const QString op = SignerText::tr("Signing on the token");
    CK_MECHANISM mech{mechanism, nullptr, 0};
    if (auto st = KW_P11(s.module(), op, C_SignInit, s.handle(), &mech, key); !st) {
        return st.error();
    }
    auto *in = reinterpret_cast<CK_BYTE *>(const_cast<char *>(data.constData()));
    CK_ULONG len = 0;
    if (auto st =
            KW_P11(s.module(), op, C_Sign, s.handle(), in, CK_ULONG(data.size()), nullptr, &len);
        !st) {
        return st.error();
    }
    QByteArray sig(qsizetype(len), Qt::Uninitialized);
    if (auto st = KW_P11(s.module(), op, C_Sign, s.handle(), in, CK_ULONG(data.size()),
                         reinterpret_cast<CK_BYTE *>(sig.data()), &len);
        !st) {
        return st.error();
    }
    sig.truncate(qsizetype(len));
    return sig;
}

Result<std::pair<std::unique_ptr<Session>, CK_OBJECT_HANDLE>>
openWithKey(TokenContext &ctx, const ObjectRef &ref, const SecretBytes &pin, bool rw,
            const QString &op)
{
    auto session = ctx.openLoggedIn(pin, rw, op);
    if (!session) {
        return session.error();
    }
    ObjectRef keyRef = ref;
    keyRef.objectClass = ObjectClass::PrivateKey;
    auto key = ObjectReader::findOne(*session.value(), keyRef, op);
    if (!key) {
        return key.error();
    }
    return std::make_pair(std::move(session.value()), key.value());
}

} // namespace

Signer signerFor(const Session &s, CK_OBJECT_HANDLE key)
{
    return [&s, key](const QByteArray &tbs, Digest d) -> Result<QByteArray> {
        const CK_KEY_TYPE kt = s.ulong(key, CKA_KEY_TYPE).value_or(CKK_VENDOR_DEFINED);
        if (kt == CKK_EC_EDWARDS) {
            return signRaw(s, key, CKM_EDDSA, tbs); // Ed25519 hashes the message itself
        }
        const QByteArray hash = QCryptographicHash::hash(tbs, hashOf(d));
        if (kt == CKK_EC) {
            auto raw = signRaw(s, key, CKM_ECDSA, hash);
            if (!raw) {
                return raw.error();
            }
            return ossl::ecdsaRawToDer(raw.value());
        }
        if (kt != CKK_RSA) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported,
                               SignerText::tr("Signing on the token"),
                               QStringLiteral("key type 0x%1").arg(kt, 0, 16));
        }
        const CK_MECHANISM_TYPE hashed = d == Digest::Sha256   ? CKM_SHA256_RSA_PKCS
                                         : d == Digest::Sha384 ? CKM_SHA384_RSA_PKCS
                                                               : CKM_SHA512_RSA_PKCS;
        if (hasMechanism(s, hashed)) {
            return signRaw(s, key, hashed, tbs);
        }
        // The token pads and exponentiates; the hash and DigestInfo are made here.
        return signRaw(s, key, CKM_RSA_PKCS, digestInfoPrefix(d) + hash);
    };
}

static Result<QByteArray> csrSteps(TokenContext &ctx, const ObjectRef &ref,
                                   const CertRequestSpec &spec, const SecretBytes &pin)
{
    const QString op = SignerText::tr("Creating a certificate request");
    auto opened = openWithKey(ctx, ref, pin, false, op);
    if (!opened) {
        return opened.error();
    }
    const Session &s = *opened->first;
    auto pub = ObjectReader::publicKey(s, opened->second, op);
    if (!pub) {
        return pub.error();
    }
    return CertificateBuilder::csr(pub->get(), spec, signerFor(s, opened->second));
}

Result<QByteArray> csr(TokenContext &ctx, const ObjectRef &ref, const CertRequestSpec &spec,
                       const SecretBytes &pin)
{
    return failedTo(TokenOperation::CreateCsr, csrSteps(ctx, ref, spec, pin), ctx.token().label);
}

static Result<QByteArray> selfSignedSteps(TokenContext &ctx, const ObjectRef &ref,
                                          const CertRequestSpec &spec, const SecretBytes &pin,
                                          bool store, const CancelToken &cancel)
{
    const QString op = SignerText::tr("Creating a self-signed certificate");
    auto opened = openWithKey(ctx, ref, pin, store, op);
    if (!opened) {
        return opened.error();
    }
    const Session &s = *opened->first;
    const CK_OBJECT_HANDLE key = opened->second;
    auto pub = ObjectReader::publicKey(s, key, op);
    if (!pub) {
        return pub.error();
    }
    auto der = CertificateBuilder::selfSigned(pub->get(), spec, signerFor(s, key));
    if (!der || !store) {
        return der;
    }
    if (cancel.isCancelled()) {
        Error e = Error::cancelled(op);
        e.detail =
            SignerText::tr("Cancelled: the certificate was signed but not written onto the token; "
                           "nothing was added.");
        return e;
    }
    const QString label = QString::fromUtf8(s.bytes(key, CKA_LABEL).value_or(QByteArray()));
    const QByteArray id = s.bytes(key, CKA_ID).value_or(QByteArray());
    if (auto h = storeCertificate(s, der.value(), label, id, op); !h) {
        return h.error();
    }
    return der;
}

Result<QByteArray> selfSigned(TokenContext &ctx, const ObjectRef &ref, const CertRequestSpec &spec,
                              const SecretBytes &pin, bool store, const CancelToken &cancel)
{
    return failedTo(TokenOperation::CreateSelfSigned,
                    selfSignedSteps(ctx, ref, spec, pin, store, cancel), ctx.token().label);
}

Result<CK_OBJECT_HANDLE> storeCertificate(const Session &s, const QByteArray &der,
                                          const QString &label, const QByteArray &id,
                                          const QString &op)
{
    auto cert = ossl::parseCertificate(der);
    if (!cert) {
        return cert.error();
    }
    auto i2d = [](const auto *obj, int (*fn)(decltype(obj), unsigned char **)) {
        unsigned char *buf = nullptr;
        const int n = fn(obj, &buf);
        QByteArray out = n > 0 ? QByteArray(reinterpret_cast<const char *>(buf), n) : QByteArray();
        OPENSSL_free(buf);
        return out;
    };
    const QByteArray subject = i2d(X509_get_subject_name(cert->get()), &i2d_X509_NAME);
    const QByteArray issuer = i2d(X509_get_issuer_name(cert->get()), &i2d_X509_NAME);
    const QByteArray serial = i2d(X509_get0_serialNumber(cert->get()), &i2d_ASN1_INTEGER);
    const QByteArray labelUtf8 = label.toUtf8();
    CK_OBJECT_CLASS cls = CKO_CERTIFICATE;
    CK_CERTIFICATE_TYPE type = CKC_X_509;
    CK_BBOOL yes = CK_TRUE, no = CK_FALSE;
    std::vector<CK_ATTRIBUTE> templ = {
        attr(CKA_CLASS, cls),
        attr(CKA_CERTIFICATE_TYPE, type),
        attr(CKA_TOKEN, yes),
        attr(CKA_PRIVATE, no),
        attrBytes(CKA_SUBJECT, subject),
        attrBytes(CKA_ISSUER, issuer),
        attrBytes(CKA_SERIAL_NUMBER, serial),
        attrBytes(CKA_VALUE, der),
    };
    if (!id.isEmpty()) {
        templ.push_back(attrBytes(CKA_ID, id));
    }
    if (!labelUtf8.isEmpty()) {
        templ.push_back(attrBytes(CKA_LABEL, labelUtf8));
    }
    CK_OBJECT_HANDLE h = CK_INVALID_HANDLE;
    if (auto st = KW_P11(s.module(), op, C_CreateObject, s.handle(), templ.data(),
                         CK_ULONG(templ.size()), &h);
        !st) {
        return st.error();
    }
    return h;
}

} // namespace keyward::pkcs11::TokenSigner
