// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pkcs11Json.h"

#include "TokenFlags.h"

#include <QJsonArray>

namespace keyward::pkcs11::Pkcs11Json {

QJsonObject token(const TokenInfo &t)
{
    QJsonObject o{
        {QStringLiteral("module"), t.moduleName},
        {QStringLiteral("modulePath"), t.modulePath},
        {QStringLiteral("slotId"), qint64(t.slotId)},
        {QStringLiteral("slotDescription"), t.slotDescription},
        {QStringLiteral("tokenPresent"), t.tokenPresent},
    };
    if (!t.tokenPresent) {
        return o;
    }
    o.insert(QStringLiteral("id"), t.deviceId());
    o.insert(QStringLiteral("label"), t.label);
    o.insert(QStringLiteral("manufacturer"), t.manufacturer);
    o.insert(QStringLiteral("model"), t.model);
    o.insert(QStringLiteral("serial"), t.serial);
    o.insert(QStringLiteral("initialized"), t.isInitialized());
    o.insert(QStringLiteral("flags"), QJsonArray::fromStringList(tokenFlagNames(t.flags)));
    o.insert(QStringLiteral("flagWords"), QJsonArray::fromStringList(tokenFlagWords(t.flags)));
    o.insert(QStringLiteral("hardwareVersion"), t.hardwareVersion);
    o.insert(QStringLiteral("firmwareVersion"), t.firmwareVersion);
    o.insert(QStringLiteral("minPinLength"), t.minPinLength);
    o.insert(QStringLiteral("maxPinLength"), t.maxPinLength);
    o.insert(QStringLiteral("totalPublicMemory"), t.totalPublicMemory);
    o.insert(QStringLiteral("freePublicMemory"), t.freePublicMemory);
    o.insert(QStringLiteral("totalPrivateMemory"), t.totalPrivateMemory);
    o.insert(QStringLiteral("freePrivateMemory"), t.freePrivateMemory);
    o.insert(QStringLiteral("virtual"), t.isVirtual());
    o.insert(QStringLiteral("userPinWarning"), pinWarningText(t.userPinWarning(), false));
    o.insert(QStringLiteral("soPinWarning"), pinWarningText(t.soPinWarning(), true));
    return o;
}

QJsonObject module(const ModuleInfo &m)
{
    QJsonArray slotArray;
    for (const TokenInfo &t : m.slotList) {
        slotArray.append(token(t));
    }
    return QJsonObject{
        {QStringLiteral("name"), m.name},
        {QStringLiteral("path"), m.path},
        {QStringLiteral("fromRegistry"), m.fromRegistry},
        {QStringLiteral("trust"), m.trustModule},
        {QStringLiteral("description"), m.description},
        {QStringLiteral("manufacturer"), m.manufacturer},
        {QStringLiteral("libraryVersion"), m.libraryVersion},
        {QStringLiteral("cryptokiVersion"), m.cryptokiVersion},
        {QStringLiteral("error"), m.error},
        {QStringLiteral("slots"), slotArray},
    };
}

QJsonObject object(const ObjectInfo &ob)
{
    QJsonObject o{
        {QStringLiteral("class"), objectClassKey(ob.objectClass)},
        {QStringLiteral("label"), ob.label},
        {QStringLiteral("id"), ob.idHex()},
        {QStringLiteral("private"), ob.isPrivate},
        {QStringLiteral("uri"), ob.uri},
    };
    if (!ob.keyType.isEmpty()) {
        o.insert(QStringLiteral("keyType"), ob.keyType);
        o.insert(QStringLiteral("bits"), ob.sizeBits);
        if (!ob.curve.isEmpty()) {
            o.insert(QStringLiteral("curve"), ob.curve);
        }
        o.insert(QStringLiteral("usage"), QJsonArray::fromStringList(ob.usage));
        o.insert(QStringLiteral("sensitive"), ob.sensitive);
        o.insert(QStringLiteral("extractable"), ob.extractable);
        o.insert(QStringLiteral("local"), ob.local);
    }
    if (ob.hasCertificate) {
        const CertificateInfo &c = ob.certificate;
        o.insert(QStringLiteral("subject"), c.subject);
        o.insert(QStringLiteral("issuer"), c.issuer);
        o.insert(QStringLiteral("serialNumber"), c.serialNumber);
        o.insert(QStringLiteral("notBefore"), c.notBefore.toString(Qt::ISODate));
        o.insert(QStringLiteral("notAfter"), c.notAfter.toString(Qt::ISODate));
        o.insert(QStringLiteral("sha1"), c.sha1);
        o.insert(QStringLiteral("sha256"), c.sha256);
        o.insert(QStringLiteral("key"), c.keyDescription);
        o.insert(QStringLiteral("selfSigned"), c.selfSigned);
    }
    return o;
}

QJsonObject mechanism(const MechanismInfo &m)
{
    return QJsonObject{
        {QStringLiteral("name"), m.name},
        {QStringLiteral("type"), qint64(m.type)},
        {QStringLiteral("minKeySize"), qint64(m.minKeySize)},
        {QStringLiteral("maxKeySize"), qint64(m.maxKeySize)},
        {QStringLiteral("flags"), QJsonArray::fromStringList(mechanismFlagWords(m.flags))},
    };
}

QJsonObject error(const Error &e)
{
    QJsonObject o{
        {QStringLiteral("message"), e.userMessage()},
        {QStringLiteral("domain"), Error::domainName(e.domain)},
        {QStringLiteral("code"), e.code},
        {QStringLiteral("kind"), Error::describe(e.kind)},
        {QStringLiteral("operation"), e.operation},
        {QStringLiteral("detail"), e.detail},
    };
    if (e.triesLeft >= 0) {
        o.insert(QStringLiteral("triesLeft"), e.triesLeft);
    }
    return o;
}

} // namespace keyward::pkcs11::Pkcs11Json
