// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OpenSsl.h"

#include <QDateTime>
#include <QStringList>

#include <functional>

namespace keyward::pkcs11 {

/// How long a self-signed certificate is valid when nobody says (window, keyward-cli token
/// selfsign, provisioning profiles): one year, the lifetime the README states.
inline constexpr int kDefaultValidityDays = 365;

/// What goes into a CSR or self-signed certificate.
struct CertRequestSpec
{
    QString subject;             ///< "/CN=web/O=Example" or "CN=web, O=Example"
    QStringList subjectAltNames; ///< "DNS:web.example", "IP:192.0.2.1", "email:a@example.org"
    QStringList keyUsage; ///< OpenSSL names: digitalSignature, keyEncipherment, keyCertSign...
    QStringList extendedKeyUsage; ///< serverAuth, clientAuth, codeSigning, emailProtection...
    int validityDays = kDefaultValidityDays; ///< self-signed certificates only
    bool ca = false;                         ///< basicConstraints CA:TRUE (self-signed roots)
};

/// The digest a signature is made over.
enum class Digest
{
    Sha256,
    Sha384,
    Sha512
};

/// Signs the to-be-signed DER on the token: gets the bytes and the digest to
/// use, returns the signature as X.509 wants it (RSA: the raw PKCS#1 v1.5
/// signature; ECDSA: a DER ECDSA-Sig-Value; Ed25519: the 64-byte signature of the
/// to-be-signed bytes themselves, `digest` unused).
using Signer = std::function<Result<QByteArray>(const QByteArray &toBeSigned, Digest digest)>;

/// Builds X.509 requests and certificates with OpenSSL around a key that never
/// leaves the token: OpenSSL encodes the to-be-signed part, the Signer signs
/// it, and the signature is put in place.
namespace CertificateBuilder {

/// The digest that suits a key: SHA-256 for RSA and P-256, SHA-384 for P-384,
/// SHA-512 for P-521 (Ed25519 uses none; its Signer ignores the value).
Digest digestFor(EVP_PKEY *publicKey);

/// Parses "/CN=a/O=b" or "CN=a, O=b" into an X509_NAME; InvalidInput on bad syntax.
Result<X509_NAME *> parseSubject(const QString &subject);
/// `value` as text inside one part of a subject parseSubject() reads: the separators '/' and
/// ',' and the escape '\\' escaped, so the value adds no part.
QString escapeSubjectValue(QString value);

/// The validity a self-signed certificate may be given, in days (1 to 100 years).
inline constexpr int kMinValidityDays = 1;
inline constexpr int kMaxValidityDays = 36500;

/// A --days value ("365"): a whole number in kMinValidityDays..kMaxValidityDays;
/// InvalidInput (naming the value and the range) otherwise.
Result<int> parseValidityDays(const QString &text);

/// Checks everything about a request that can be checked before the token is
/// touched: the subject parses, the extensions (key usage, extended key usage,
/// subject alternative names) are known to OpenSSL, and for a self-signed
/// certificate the validity is in range and ends no later than
/// 9999-12-31 23:59:59 UTC counted from `now`. InvalidInput with the reason.
Status check(const CertRequestSpec &spec, bool selfSigned,
             const QDateTime &now = QDateTime::currentDateTimeUtc());

/// A PKCS#10 request (DER).
Result<QByteArray> csr(EVP_PKEY *publicKey, const CertRequestSpec &spec, const Signer &signer);

/// A self-signed certificate (DER), serial random, valid from now.
Result<QByteArray> selfSigned(EVP_PKEY *publicKey, const CertRequestSpec &spec,
                              const Signer &signer);

/// A PEM block ("CERTIFICATE REQUEST", "CERTIFICATE") around DER.
QByteArray pem(const QByteArray &der, const char *type);

} // namespace CertificateBuilder

} // namespace keyward::pkcs11
