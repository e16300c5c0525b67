// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "core/Result.h"

#include <QByteArray>

#include <openssl/evp.h>
#include <openssl/x509.h>

#include <memory>

namespace keyward::pkcs11::ossl {

struct Free
{
    void operator()(EVP_PKEY *p) const { EVP_PKEY_free(p); }
    void operator()(X509 *p) const { X509_free(p); }
    void operator()(X509_REQ *p) const { X509_REQ_free(p); }
};
using PKey = std::unique_ptr<EVP_PKEY, Free>;
using Cert = std::unique_ptr<X509, Free>;
using Req = std::unique_ptr<X509_REQ, Free>;

/// An Error in the OpenSsl domain with the first queued ERR code (the queue is
/// drained into detail).
Error error(const QString &operation, ErrorKind kind = ErrorKind::Internal);

/// A certificate from PEM or DER; InvalidInput when it is neither.
Result<Cert> parseCertificate(const QByteArray &pemOrDer);
QByteArray certificateDer(X509 *cert);
CertificateInfo describeCertificate(X509 *cert);
/// "RSA 2048", "EC prime256v1", "Ed25519".
QString describeKey(EVP_PKEY *key);

/// RSA public key from modulus and exponent (big-endian).
Result<PKey> rsaPublicKey(const QByteArray &modulus, const QByteArray &exponent);
/// EC public key from CKA_EC_PARAMS (DER OID) and CKA_EC_POINT (DER OCTET
/// STRING, or the raw point some modules return); an Ed25519 key (CKK_EC_EDWARDS) for the
/// curve ED25519.
Result<PKey> ecPublicKey(const QByteArray &ecParams, const QByteArray &ecPoint);
/// The curve's short name from CKA_EC_PARAMS ("prime256v1"); empty if unknown.
QString curveName(const QByteArray &ecParams);
/// DER OID for a curve name (for CKA_EC_PARAMS); empty if unknown.
QByteArray curveParams(const QString &curveName);
/// The curve's field size in bits (256, 384, 521); 0 if unknown.
int curveBits(const QByteArray &ecParams);

/// Raw r||s (as CKM_ECDSA returns it) to a DER ECDSA-Sig-Value.
Result<QByteArray> ecdsaRawToDer(const QByteArray &raw);

enum class Encoding
{
    Pem,
    Der
};
QByteArray exportPublicKey(EVP_PKEY *key, Encoding encoding);
QByteArray exportCertificate(X509 *cert, Encoding encoding);

/// Upper-case hex with colons ("AB:CD:...").
QString colonHex(const QByteArray &bytes);

} // namespace keyward::pkcs11::ossl
