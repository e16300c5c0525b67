// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pkcs11Json.h"

#include "core/ErrorJson.h"

#include "TokenFlags.h"

#include <QJsonArray>

namespace keyward::pkcs11::Pkcs11Json {

namespace {

/// A count the token may leave unsaid (CK_UNAVAILABLE_INFORMATION, kept as -1).
QJsonValue countOrNull(qint64 value)
{
    return value >= 0 ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

} // namespace

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
    o.insert(QStringLiteral("minPinLength"), countOrNull(t.minPinLength));
    o.insert(QStringLiteral("maxPinLength"), countOrNull(t.maxPinLength));
    o.insert(QStringLiteral("totalPublicMemory"), countOrNull(t.totalPublicMemory));
    o.insert(QStringLiteral("freePublicMemory"), countOrNull(t.freePublicMemory));
    o.insert(QStringLiteral("totalPrivateMemory"), countOrNull(t.totalPrivateMemory));
    o.insert(QStringLiteral("freePrivateMemory"), countOrNull(t.freePrivateMemory));
    o.insert(QStringLiteral("virtual"), t.isVirtual());
    o.insert(QStringLiteral("userPinWarning"), pinWarningKey(t.userPinWarning()));
    o.insert(QStringLiteral("soPinWarning"), pinWarningKey(t.soPinWarning()));
    return o;
}

namespace {

QJsonValue returnValue(const ModuleProblem &problem)
{
    const QString rv = problem.returnValueName();
    return rv.isEmpty() ? QJsonValue() : QJsonValue(rv);
}

} // namespace

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
        {QStringLiteral("error"),
         m.problem ? QJsonValue(errorJson(m.problem->error, m.problem->sentence())) : QJsonValue()},
        {QStringLiteral("returnValue"), m.problem ? returnValue(*m.problem) : QJsonValue()},
        {QStringLiteral("slots"), slotArray},
    };
}

QJsonObject moduleProblem(const ModuleProblem &problem)
{
    return QJsonObject{{QStringLiteral("module"), problem.name},
                       {QStringLiteral("path"), problem.path},
                       {QStringLiteral("returnValue"), returnValue(problem)},
                       {QStringLiteral("error"), errorJson(problem.error, problem.sentence())}};
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
        o.insert(QStringLiteral("bits"), ob.sizeBits > 0 ? QJsonValue(ob.sizeBits) : QJsonValue());
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

} // namespace keyward::pkcs11::Pkcs11Json
