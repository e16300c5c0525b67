// SPDX-License-Identifier: GPL-3.0-or-later
#include "ObjectReader.h"

#include <QCoreApplication>

#include <cstdlib>

namespace keyward::pkcs11::ObjectReader {

CK_OBJECT_CLASS toCko(ObjectClass c)
{
    switch (c) {
    case ObjectClass::PrivateKey:
        return CKO_PRIVATE_KEY;
    case ObjectClass::PublicKey:
        return CKO_PUBLIC_KEY;
    case ObjectClass::SecretKey:
        return CKO_SECRET_KEY;
    case ObjectClass::Certificate:
        return CKO_CERTIFICATE;
    case ObjectClass::Data:
        return CKO_DATA;
    case ObjectClass::Any:
    case ObjectClass::Other:
        break;
    }
    return CKO_VENDOR_DEFINED;
}

ObjectClass fromCko(CK_OBJECT_CLASS c)
{
    switch (c) {
    case CKO_PRIVATE_KEY:
        return ObjectClass::PrivateKey;
    case CKO_PUBLIC_KEY:
        return ObjectClass::PublicKey;
    case CKO_SECRET_KEY:
        return ObjectClass::SecretKey;
    case CKO_CERTIFICATE:
        return ObjectClass::Certificate;
    case CKO_DATA:
        return ObjectClass::Data;
    default:
        return ObjectClass::Other;
    }
}

namespace {

QString keyTypeName(CK_KEY_TYPE t)
{
    switch (t) {
    case CKK_RSA:
        return QStringLiteral("RSA");
    case CKK_EC:
        return QStringLiteral("EC");
    case CKK_EC_EDWARDS:
        return QStringLiteral("EC_EDWARDS");
    case CKK_DSA:
        return QStringLiteral("DSA");
    case CKK_DH:
        return QStringLiteral("DH");
    case CKK_AES:
        return QStringLiteral("AES");
    case CKK_DES3:
        return QStringLiteral("DES3");
    case CKK_GENERIC_SECRET:
        return QStringLiteral("generic secret");
    default:
        return QStringLiteral("0x%1").arg(t, 0, 16);
    }
}

} // namespace

ObjectInfo describe(const Session &s, CK_OBJECT_HANDLE h)
{
    ObjectInfo o;
    o.objectClass = fromCko(s.ulong(h, CKA_CLASS).value_or(CKO_VENDOR_DEFINED));
    o.label = QString::fromUtf8(s.bytes(h, CKA_LABEL).value_or(QByteArray()));
    o.id = s.bytes(h, CKA_ID).value_or(QByteArray());
    o.isPrivate = s.boolean(h, CKA_PRIVATE).value_or(false);
    if (o.objectClass == ObjectClass::Certificate) {
        if (auto der = s.bytes(h, CKA_VALUE)) {
            if (auto cert = ossl::parseCertificate(der.value())) {
                o.certificate = ossl::describeCertificate(cert->get());
                o.hasCertificate = true;
            }
        }
    } else if (o.objectClass != ObjectClass::Other && o.objectClass != ObjectClass::Data) {
        const CK_KEY_TYPE kt = s.ulong(h, CKA_KEY_TYPE).value_or(CKK_VENDOR_DEFINED);
        o.keyType = keyTypeName(kt);
        if (kt == CKK_RSA) {
            if (auto bits = s.ulong(h, CKA_MODULUS_BITS)) {
                o.sizeBits = int(bits.value());
            } else if (auto mod = s.bytes(h, CKA_MODULUS)) {
                o.sizeBits = int(mod->size() * 8);
            }
        } else if (kt == CKK_EC || kt == CKK_EC_EDWARDS) {
            if (auto params = s.bytes(h, CKA_EC_PARAMS)) {
                o.curve = ossl::curveName(params.value());
                o.sizeBits = ossl::curveBits(params.value());
            }
        } else if (auto len = s.ulong(h, CKA_VALUE_LEN)) {
            o.sizeBits = int(len.value() * 8);
        }
        static const struct
        {
            CK_ATTRIBUTE_TYPE type;
            const char *name;
        } usages[] = {{CKA_SIGN, "sign"},       {CKA_VERIFY, "verify"}, {CKA_ENCRYPT, "encrypt"},
                      {CKA_DECRYPT, "decrypt"}, {CKA_WRAP, "wrap"},     {CKA_UNWRAP, "unwrap"},
                      {CKA_DERIVE, "derive"}};
        for (const auto &u : usages) {
            if (s.boolean(h, u.type).value_or(false)) {
                o.usage << QString::fromLatin1(u.name);
            }
        }
        o.sensitive = s.boolean(h, CKA_SENSITIVE).value_or(false);
        o.extractable = s.boolean(h, CKA_EXTRACTABLE).value_or(false);
        o.local = s.boolean(h, CKA_LOCAL).value_or(false);
    }
    o.uri = uri(s, h);
    return o;
}

Result<QList<ObjectInfo>> list(const Session &s, const QString &operation)
{
    auto handles = s.find({}, operation);
    if (!handles) {
        return handles.error();
    }
    QList<ObjectInfo> out;
    for (CK_OBJECT_HANDLE h : handles.value()) {
        out << describe(s, h);
    }
    return out;
}

Result<QList<CK_OBJECT_HANDLE>> find(const Session &s, const ObjectRef &ref,
                                     const QString &operation)
{
    CK_OBJECT_CLASS cls = toCko(ref.objectClass);
    const QByteArray label = ref.label.toUtf8();
    std::vector<CK_ATTRIBUTE> templ;
    if (ref.objectClass != ObjectClass::Any) {
        templ.push_back(attr(CKA_CLASS, cls));
    }
    if (!ref.id.isEmpty()) {
        templ.push_back(attrBytes(CKA_ID, ref.id));
    }
    if (!ref.label.isEmpty()) {
        templ.push_back(attrBytes(CKA_LABEL, label));
    }
    return s.find(templ, operation);
}

Result<CK_OBJECT_HANDLE> findOne(const Session &s, const ObjectRef &ref, const QString &operation)
{
    auto found = find(s, ref, operation);
    if (!found) {
        return found.error();
    }
    const QString what = QStringLiteral("%1 %2%3").arg(
        objectClassName(ref.objectClass),
        ref.label.isEmpty() ? QString() : QStringLiteral("\"%1\" ").arg(ref.label),
        ref.id.isEmpty() ? QString()
                         : QStringLiteral("ID %1").arg(QString::fromLatin1(ref.id.toHex())));
    if (found->isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                           QCoreApplication::translate("keyward::pkcs11", "no %1 on the token")
                               .arg(what.trimmed()));
    }
    if (found->size() > 1) {
        return Error::invalidInput(
            operation, QCoreApplication::translate("keyward::pkcs11",
                                                   "%1 objects match %2; give a label or ID")
                           .arg(found->size())
                           .arg(what.trimmed()));
    }
    return found->first();
}

namespace {

Result<ossl::PKey> keyFromObject(const Session &s, CK_OBJECT_HANDLE h, const QString &operation)
{
    const auto cls = s.ulong(h, CKA_CLASS).value_or(CKO_VENDOR_DEFINED);
    if (cls == CKO_CERTIFICATE) {
        auto der = s.bytes(h, CKA_VALUE);
        if (!der) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                               QStringLiteral("certificate without value"));
        }
        auto cert = ossl::parseCertificate(der.value());
        if (!cert) {
            return cert.error();
        }
        EVP_PKEY *k = X509_get_pubkey(cert->get());
        return k ? Result<ossl::PKey>(ossl::PKey(k)) : Result<ossl::PKey>(ossl::error(operation));
    }
    const auto kt = s.ulong(h, CKA_KEY_TYPE).value_or(CKK_VENDOR_DEFINED);
    if (kt == CKK_RSA) {
        auto n = s.bytes(h, CKA_MODULUS);
        auto e = s.bytes(h, CKA_PUBLIC_EXPONENT);
        if (n && e && !n->isEmpty() && !e->isEmpty()) {
            return ossl::rsaPublicKey(n.value(), e.value());
        }
    } else if (kt == CKK_EC || kt == CKK_EC_EDWARDS) {
        auto params = s.bytes(h, CKA_EC_PARAMS);
        auto point = s.bytes(h, CKA_EC_POINT);
        if (params && point && !point->isEmpty()) {
            return ossl::ecPublicKey(params.value(), point.value());
        }
    }
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                       QStringLiteral("the object does not carry its public key"));
}

} // namespace

Result<ossl::PKey> publicKey(const Session &s, CK_OBJECT_HANDLE h, const QString &operation)
{
    auto direct = keyFromObject(s, h, operation);
    if (direct) {
        return direct;
    }
    // A private EC key has no CKA_EC_POINT: take the public key or certificate
    // with the same ID.
    const QByteArray id = s.bytes(h, CKA_ID).value_or(QByteArray());
    if (id.isEmpty()) {
        return direct.error();
    }
    for (ObjectClass c : {ObjectClass::PublicKey, ObjectClass::Certificate}) {
        auto others = find(s, ObjectRef{c, id, {}}, operation);
        if (!others) {
            continue;
        }
        for (CK_OBJECT_HANDLE o : others.value()) {
            if (o == h) {
                continue;
            }
            if (auto k = keyFromObject(s, o, operation)) {
                return k;
            }
        }
    }
    return direct.error();
}

QString uri(const Session &s, CK_OBJECT_HANDLE h)
{
    P11KitUri *u = p11_kit_uri_new();
    CK_TOKEN_INFO ti{};
    if (!KW_P11(s.module(), QString(), C_GetTokenInfo, CK_SLOT_ID(s.slotId()), &ti)) {
        p11_kit_uri_free(u);
        return {};
    }
    *p11_kit_uri_get_token_info(u) = ti;
    CK_OBJECT_CLASS cls = s.ulong(h, CKA_CLASS).value_or(CKO_VENDOR_DEFINED);
    CK_ATTRIBUTE a = attr(CKA_CLASS, cls);
    p11_kit_uri_set_attribute(u, &a);
    const QByteArray id = s.bytes(h, CKA_ID).value_or(QByteArray());
    if (!id.isEmpty()) {
        CK_ATTRIBUTE ida = attrBytes(CKA_ID, id);
        p11_kit_uri_set_attribute(u, &ida);
    }
    const QByteArray label = s.bytes(h, CKA_LABEL).value_or(QByteArray());
    if (!label.isEmpty()) {
        CK_ATTRIBUTE la = attrBytes(CKA_LABEL, label);
        p11_kit_uri_set_attribute(u, &la);
    }
    char *text = nullptr;
    QString out;
    if (p11_kit_uri_format(u, P11_KIT_URI_FOR_OBJECT_ON_TOKEN, &text) == P11_KIT_URI_OK) {
        out = QString::fromUtf8(text);
        std::free(text);
    }
    p11_kit_uri_free(u);
    return out;
}

} // namespace keyward::pkcs11::ObjectReader
