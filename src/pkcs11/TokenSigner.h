// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Operation.h"

#include "CertificateBuilder.h"
#include "ObjectInfo.h"
#include "TokenContext.h"

namespace keyward::pkcs11 {

/// Signing with a token key: raw signatures, PKCS#10 requests and
/// self-signed certificates, and writing certificates next to their key.
namespace TokenSigner {

/// A Signer for CertificateBuilder that signs with `key` in `session`:
/// RSA with CKM_SHAxxx_RSA_PKCS (or CKM_RSA_PKCS over a DigestInfo where the
/// token only has that), EC with CKM_ECDSA over the digest, r||s turned into DER, Ed25519
/// with CKM_EDDSA over the whole to-be-signed bytes (no digest).
Signer signerFor(const Session &session, CK_OBJECT_HANDLE key);

/// A CSR (DER) for the private key ref names.
Result<QByteArray> csr(TokenContext &ctx, const ObjectRef &key, const CertRequestSpec &spec,
                       const SecretBytes &pin);

/// A self-signed certificate (DER); with store, also written onto the token
/// with the key's CKA_ID and label — unless `cancel` was set while it was
/// signed (then nothing is written and the result is ErrorKind::Cancelled).
Result<QByteArray> selfSigned(TokenContext &ctx, const ObjectRef &key, const CertRequestSpec &spec,
                              const SecretBytes &pin, bool store, const CancelToken &cancel = {});

/// C_CreateObject of an X.509 certificate (DER) with the given label and ID.
Result<CK_OBJECT_HANDLE> storeCertificate(const Session &session, const QByteArray &der,
                                          const QString &label, const QByteArray &id,
                                          const QString &operation);

} // namespace TokenSigner

} // namespace keyward::pkcs11
