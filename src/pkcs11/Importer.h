// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "TokenContext.h"
#include "core/Operation.h"

namespace keyward::pkcs11 {

/// Putting existing certificates and keys onto a token. Input is checked in
/// full before the token is touched, and a half-done import is rolled back,
/// so a bad file leaves the token as it was.
namespace Importer {

/// A certificate (PEM or DER) next to its key: with id empty, the key whose
/// public key matches the certificate gives the CKA_ID (and label, when
/// label is empty).
Result<ObjectInfo> importCertificate(TokenContext &ctx, const QByteArray &pemOrDer,
                                     const QString &label, const QByteArray &id,
                                     const SecretBytes &pin);

/// What a PKCS#12 file holds, known once its password is right.
struct Pkcs12Contents
{
    bool hasCertificate = false;
    int chainCertificates = 0; ///< CA certificates that came with it
    QString keyType;           ///< the private key's type: "RSA" or "EC"
};

/// Reads the file with its password, touching no token: a wrong password or
/// an unusable file is told before anybody is asked for a PIN.
Result<Pkcs12Contents> checkPkcs12(const QByteArray &p12, const SecretBytes &password);

/// A PKCS#12 file read from disk and checked with its password.
struct Pkcs12File
{
    QByteArray data;
    Pkcs12Contents contents;
};

/// Reads the file at `path` (at most SafeFile::kCertificateFileMax bytes) and checks it with
/// checkPkcs12(): an unreadable file (ErrorKind::Io),
/// a file that is no PKCS#12 or a wrong password (ErrorKind::InvalidInput), told before any token
/// is touched. Touches no token either.
Result<Pkcs12File> readPkcs12File(const QString &path, const SecretBytes &password);

/// A PKCS#12 file: private key, public key and certificate with one ID, and
/// the CA certificates in the file, each under the ID of its own key.
/// Refused before any write when the token's quirks say it takes no private
/// keys (SmartCard-HSM without DKEK), with the hint why. `cancel` is read
/// between the three writes; a cancelled import removes what it wrote and
/// fails with ErrorKind::Cancelled, the detail saying what was done.
Result<QList<ObjectInfo>> importPkcs12(TokenContext &ctx, const QByteArray &p12,
                                       const SecretBytes &password, const QString &label,
                                       const QByteArray &id, const SecretBytes &pin,
                                       const CancelToken &cancel = {});

} // namespace Importer

} // namespace keyward::pkcs11
