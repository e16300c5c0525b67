// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "OpenSsl.h"
#include "Session.h"

namespace keyward::pkcs11 {

/// Reading objects in an open session: listing, describing, finding by
/// ObjectRef, the public key that belongs to a private key.
namespace ObjectReader {

CK_OBJECT_CLASS toCko(ObjectClass c);
ObjectClass fromCko(CK_OBJECT_CLASS c);

/// Everything the session sees (public objects, and private ones after login).
Result<QList<ObjectInfo>> list(const Session &session, const QString &operation);

/// Label, ID, type, size/curve, usage and, for certificates, what OpenSSL reads.
ObjectInfo describe(const Session &session, CK_OBJECT_HANDLE object);

/// Every object that matches ref.
Result<QList<CK_OBJECT_HANDLE>> find(const Session &session, const ObjectRef &ref,
                                     const QString &operation);

/// Exactly one object of ref (NotFound / InvalidInput when none / several).
Result<CK_OBJECT_HANDLE> findOne(const Session &session, const ObjectRef &ref,
                                 const QString &operation);

/// The public key of a key object (public key, private key or certificate):
/// from the object itself, else from the public key or certificate with the
/// same CKA_ID.
Result<ossl::PKey> publicKey(const Session &session, CK_OBJECT_HANDLE object,
                             const QString &operation);

/// RFC 7512 URI of an object on the token, built with p11-kit.
QString uri(const Session &session, CK_OBJECT_HANDLE object);

} // namespace ObjectReader

} // namespace keyward::pkcs11
