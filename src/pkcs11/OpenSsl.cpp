// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenSsl.h"

#include <QTimeZone>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/err.h>
#include <openssl/objects.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>

namespace keyward::pkcs11::ossl {

namespace {

struct BioFree
{
    void operator()(BIO *b) const { BIO_free(b); }
};
using Bio = std::unique_ptr<BIO, BioFree>;

QByteArray bioBytes(BIO *bio)
{
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio, &data);
    return QByteArray(data, n);
}

QString nameString(const X509_NAME *name)
{
    Bio bio(BIO_new(BIO_s_mem()));
    X509_NAME_print_ex(bio.get(), name, 0, XN_FLAG_RFC2253 & ~ASN1_STRFLGS_ESC_MSB);
    return QString::fromUtf8(bioBytes(bio.get()));
}

QDateTime asn1Time(const ASN1_TIME *t)
{
    struct tm tm
    {
    };
    if (!t || ASN1_TIME_to_tm(t, &tm) != 1) {
        return {};
    }
    return QDateTime(QDate(tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday),
                     QTime(tm.tm_hour, tm.tm_min, tm.tm_sec), QTimeZone::utc());
}

QString digest(X509 *cert, const EVP_MD *md)
{
    unsigned char buf[EVP_MAX_MD_SIZE];
    unsigned int n = 0;
    if (X509_digest(cert, md, buf, &n) != 1) {
        return {};
    }
    return colonHex(QByteArray(reinterpret_cast<const char *>(buf), int(n)));
}

struct BnFree
{
    void operator()(BIGNUM *b) const { BN_free(b); }
};
using Bn = std::unique_ptr<BIGNUM, BnFree>;

Bn bn(const QByteArray &bigEndian)
{
    return Bn(BN_bin2bn(reinterpret_cast<const unsigned char *>(bigEndian.constData()),
                        int(bigEndian.size()), nullptr));
}

} // namespace

Error error(const QString &operation, ErrorKind kind)
{
    const unsigned long first = ERR_peek_error();
    QStringList parts;
    while (unsigned long e = ERR_get_error()) {
        char buf[256];
        ERR_error_string_n(e, buf, sizeof buf);
        parts << QString::fromLatin1(buf);
    }
    return Error::make(ErrorDomain::OpenSsl, qint64(first), kind, operation,
                       parts.join(QStringLiteral("; ")));
}

Result<Cert> parseCertificate(const QByteArray &data)
{
    const QString op = QStringLiteral("Reading the certificate");
    Bio bio(BIO_new_mem_buf(data.constData(), int(data.size())));
    Cert cert(PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr));
    if (!cert) {
        ERR_clear_error();
        const auto *p = reinterpret_cast<const unsigned char *>(data.constData());
        cert.reset(d2i_X509(nullptr, &p, long(data.size())));
    }
    if (!cert) {
        Error e = error(op, ErrorKind::InvalidInput);
        e.detail = QStringLiteral("not a PEM or DER X.509 certificate (%1)").arg(e.detail);
        return e;
    }
    // What Keyward stores or exports is the DER OpenSSL writes back, so that must read back
    // as the same certificate. Some OpenSSL versions accept malformed encodings (odd tags in
    // an algorithm's parameters, say) that they then write differently: refuse those here,
    // before anything reaches a token.
    const QByteArray der = certificateDer(cert.get());
    const auto *p = reinterpret_cast<const unsigned char *>(der.constData());
    Cert again(der.isEmpty() ? nullptr : d2i_X509(nullptr, &p, long(der.size())));
    if (!again || certificateDer(again.get()) != der ||
        !(describeCertificate(again.get()) == describeCertificate(cert.get()))) {
        ERR_clear_error();
        return Error::invalidInput(op, QStringLiteral("the certificate's encoding is not valid "
                                                      "DER (it does not read back unchanged)"));
    }
    return cert;
}

QByteArray certificateDer(X509 *cert)
{
    unsigned char *der = nullptr;
    const int n = i2d_X509(cert, &der);
    if (n <= 0) {
        return {};
    }
    QByteArray out(reinterpret_cast<const char *>(der), n);
    OPENSSL_free(der);
    return out;
}

QString describeKey(EVP_PKEY *key)
{
    if (!key) {
        return {};
    }
    if (EVP_PKEY_is_a(key, "RSA")) {
        return QStringLiteral("RSA %1").arg(EVP_PKEY_get_bits(key));
    }
    if (EVP_PKEY_is_a(key, "ED25519")) {
        return QStringLiteral("Ed25519");
    }
    if (EVP_PKEY_is_a(key, "EC")) {
        char group[80] = {};
        size_t len = 0;
        EVP_PKEY_get_utf8_string_param(key, OSSL_PKEY_PARAM_GROUP_NAME, group, sizeof group, &len);
        return QStringLiteral("EC %1").arg(QString::fromLatin1(group));
    }
    return QString::fromLatin1(EVP_PKEY_get0_type_name(key));
}

CertificateInfo describeCertificate(X509 *cert)
{
    CertificateInfo c;
    c.subject = nameString(X509_get_subject_name(cert));
    c.issuer = nameString(X509_get_issuer_name(cert));
    if (Bn serial{ASN1_INTEGER_to_BN(X509_get0_serialNumber(cert), nullptr)}) {
        char *hex = BN_bn2hex(serial.get());
        c.serialNumber = QString::fromLatin1(hex);
        OPENSSL_free(hex);
    }
    c.notBefore = asn1Time(X509_get0_notBefore(cert));
    c.notAfter = asn1Time(X509_get0_notAfter(cert));
    c.sha1 = digest(cert, EVP_sha1());
    c.sha256 = digest(cert, EVP_sha256());
    c.keyDescription = describeKey(X509_get0_pubkey(cert));
    // Same name and its own key verifies it (X509_check_issued would also ask
    // for keyCertSign, which a self-signed end-entity certificate lacks).
    EVP_PKEY *own = X509_get0_pubkey(cert);
    c.selfSigned = X509_NAME_cmp(X509_get_subject_name(cert), X509_get_issuer_name(cert)) == 0 &&
                   own && X509_verify(cert, own) == 1;
    ERR_clear_error();
    return c;
}

Result<PKey> rsaPublicKey(const QByteArray &modulus, const QByteArray &exponent)
{
    const QString op = QStringLiteral("Building the RSA public key");
    Bn n = bn(modulus), e = bn(exponent);
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_N, n.get());
    OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_E, e.get());
    OSSL_PARAM *params = OSSL_PARAM_BLD_to_param(bld);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr);
    EVP_PKEY *key = nullptr;
    const bool ok = ctx && EVP_PKEY_fromdata_init(ctx) == 1 &&
                    EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_PUBLIC_KEY, params) == 1;
    EVP_PKEY_CTX_free(ctx);
    OSSL_PARAM_free(params);
    if (!ok) {
        return error(op);
    }
    return PKey(key);
}

QString curveName(const QByteArray &ecParams)
{
    // PKCS#11 3.0 also allows the curve's name as a PrintableString (pkcs11-tool writes it).
    if (ecParams == QByteArray("\x13\x0c"
                               "edwards25519")) {
        return QStringLiteral("ED25519");
    }
    const auto *p = reinterpret_cast<const unsigned char *>(ecParams.constData());
    ASN1_OBJECT *obj = d2i_ASN1_OBJECT(nullptr, &p, long(ecParams.size()));
    if (!obj) {
        ERR_clear_error();
        return {};
    }
    const int nid = OBJ_obj2nid(obj);
    ASN1_OBJECT_free(obj);
    const char *name = nid == NID_undef ? nullptr : OBJ_nid2sn(nid);
    return name ? QString::fromLatin1(name) : QString();
}

QByteArray curveParams(const QString &name)
{
    int nid = OBJ_sn2nid(name.toLatin1().constData());
    if (nid == NID_undef) {
        nid = EC_curve_nist2nid(name.toLatin1().constData()); // "P-256"
    }
    if (nid == NID_undef) {
        return {};
    }
    unsigned char *der = nullptr;
    const int n = i2d_ASN1_OBJECT(OBJ_nid2obj(nid), &der);
    if (n <= 0) {
        return {};
    }
    QByteArray out(reinterpret_cast<const char *>(der), n);
    OPENSSL_free(der);
    return out;
}

int curveBits(const QByteArray &ecParams)
{
    const QString name = curveName(ecParams);
    if (name.isEmpty()) {
        return 0;
    }
    if (name == QLatin1String("ED25519")) {
        return 255;
    }
    EC_GROUP *g = EC_GROUP_new_by_curve_name(OBJ_sn2nid(name.toLatin1().constData()));
    const int bits = g ? EC_GROUP_get_degree(g) : 0;
    EC_GROUP_free(g);
    return bits;
}

Result<PKey> ecPublicKey(const QByteArray &ecParams, const QByteArray &ecPoint)
{
    const QString op = QStringLiteral("Building the EC public key");
    const QString curve = curveName(ecParams);
    if (curve.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("unknown curve parameters"));
    }
    QByteArray point = ecPoint;
    const auto *p = reinterpret_cast<const unsigned char *>(ecPoint.constData());
    const bool edwards = curve == QLatin1String("ED25519");
    if (edwards && ecPoint.size() == 32) {
        p = nullptr; // the raw 32-byte key, not wrapped (32 bytes are never a whole DER string)
    }
    if (ASN1_OCTET_STRING *os =
            p ? d2i_ASN1_OCTET_STRING(nullptr, &p, long(ecPoint.size())) : nullptr) {
        point = QByteArray(reinterpret_cast<const char *>(ASN1_STRING_get0_data(os)),
                           ASN1_STRING_length(os));
        ASN1_OCTET_STRING_free(os);
    } else {
        ERR_clear_error(); // a raw point: used as is
    }
    if (edwards) {
        EVP_PKEY *key = EVP_PKEY_new_raw_public_key(
            EVP_PKEY_ED25519, nullptr, reinterpret_cast<const unsigned char *>(point.constData()),
            size_t(point.size()));
        return key ? Result<PKey>(PKey(key)) : Result<PKey>(error(op));
    }
    const QByteArray group = curve.toLatin1();
    OSSL_PARAM params[] = {
        OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME,
                                         const_cast<char *>(group.constData()), 0),
        OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, point.data(),
                                          size_t(point.size())),
        OSSL_PARAM_construct_end(),
    };
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr);
    EVP_PKEY *key = nullptr;
    const bool ok = ctx && EVP_PKEY_fromdata_init(ctx) == 1 &&
                    EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_PUBLIC_KEY, params) == 1;
    EVP_PKEY_CTX_free(ctx);
    if (!ok) {
        return error(op);
    }
    return PKey(key);
}

Result<QByteArray> ecdsaRawToDer(const QByteArray &raw)
{
    if (raw.isEmpty() || raw.size() % 2 != 0) {
        return Error::internal(QStringLiteral("Encoding the ECDSA signature"),
                               QStringLiteral("odd raw signature length %1").arg(raw.size()));
    }
    const qsizetype half = raw.size() / 2;
    ECDSA_SIG *sig = ECDSA_SIG_new();
    ECDSA_SIG_set0(sig, bn(raw.left(half)).release(), bn(raw.mid(half)).release());
    unsigned char *der = nullptr;
    const int n = i2d_ECDSA_SIG(sig, &der);
    ECDSA_SIG_free(sig);
    if (n <= 0) {
        return error(QStringLiteral("Encoding the ECDSA signature"));
    }
    QByteArray out(reinterpret_cast<const char *>(der), n);
    OPENSSL_free(der);
    return out;
}

QByteArray exportPublicKey(EVP_PKEY *key, Encoding encoding)
{
    Bio bio(BIO_new(BIO_s_mem()));
    const int ok = encoding == Encoding::Pem ? PEM_write_bio_PUBKEY(bio.get(), key)
                                             : i2d_PUBKEY_bio(bio.get(), key);
    return ok == 1 ? bioBytes(bio.get()) : QByteArray();
}

QByteArray exportCertificate(X509 *cert, Encoding encoding)
{
    if (encoding == Encoding::Der) {
        return certificateDer(cert);
    }
    Bio bio(BIO_new(BIO_s_mem()));
    return PEM_write_bio_X509(bio.get(), cert) == 1 ? bioBytes(bio.get()) : QByteArray();
}

QString colonHex(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex(':').toUpper());
}

} // namespace keyward::pkcs11::ossl
