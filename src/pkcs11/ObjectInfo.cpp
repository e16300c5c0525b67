// SPDX-License-Identifier: GPL-3.0-or-later
#include "ObjectInfo.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

QString objectClassName(ObjectClass c)
{
    switch (c) {
    case ObjectClass::Any:
        return QCoreApplication::translate("keyward::pkcs11", "any object");
    case ObjectClass::PrivateKey:
        return QCoreApplication::translate("keyward::pkcs11", "private key");
    case ObjectClass::PublicKey:
        return QCoreApplication::translate("keyward::pkcs11", "public key");
    case ObjectClass::SecretKey:
        return QCoreApplication::translate("keyward::pkcs11", "secret key");
    case ObjectClass::Certificate:
        return QCoreApplication::translate("keyward::pkcs11", "certificate");
    case ObjectClass::Data:
        return QCoreApplication::translate("keyward::pkcs11", "data object");
    case ObjectClass::Other:
        return QCoreApplication::translate("keyward::pkcs11", "other object");
    }
    return {};
}

QString objectClassKey(ObjectClass c)
{
    switch (c) {
    case ObjectClass::Any:
        return QStringLiteral("any");
    case ObjectClass::PrivateKey:
        return QStringLiteral("private-key");
    case ObjectClass::PublicKey:
        return QStringLiteral("public-key");
    case ObjectClass::SecretKey:
        return QStringLiteral("secret-key");
    case ObjectClass::Certificate:
        return QStringLiteral("certificate");
    case ObjectClass::Data:
        return QStringLiteral("data");
    case ObjectClass::Other:
        return QStringLiteral("other");
    }
    return {};
}

ObjectClass objectClassFromKey(const QString &key)
{
    for (ObjectClass c : {ObjectClass::PrivateKey, ObjectClass::PublicKey, ObjectClass::SecretKey,
                          ObjectClass::Certificate, ObjectClass::Data, ObjectClass::Other}) {
        if (objectClassKey(c) == key) {
            return c;
        }
    }
    if (key == QLatin1String("privkey") || key == QLatin1String("private")) {
        return ObjectClass::PrivateKey;
    }
    if (key == QLatin1String("pubkey") || key == QLatin1String("public")) {
        return ObjectClass::PublicKey;
    }
    if (key == QLatin1String("cert")) {
        return ObjectClass::Certificate;
    }
    return ObjectClass::Any;
}

} // namespace keyward::pkcs11
