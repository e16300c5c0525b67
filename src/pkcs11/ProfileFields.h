// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The field checks a provisioning profile's parser shares between its files
// (ProvisioningProfile.cpp, ProvisioningScHsm.cpp): every key of an object is
// known and has its type, or the profile is refused naming the key's place.

#include "core/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <initializer_list>

namespace keyward::pkcs11 {

/// The profile parser's user-visible strings, in the context lupdate files them under.
struct ProfileText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

namespace ProfileFields {

enum class Type
{
    String,
    Bool,
    Integer,
    Object,
    Array,
    Strings ///< an array of strings
};

struct Field
{
    const char *name;
    Type type;
};

/// How a JSON value's type is said in a refusal ("a string", "a list").
QString typeName(const QJsonValue &v);
/// How a Type is said in a refusal.
QString expected(Type t);
bool hasType(const QJsonValue &v, Type t);
/// Every key of o is one of fields and has its type; `where` names o's place
/// ("select", "keys[0].csr"; empty for the top level).
Status checkObject(const QJsonObject &o, const QString &where, std::initializer_list<Field> fields);
/// The strings of a list (hasType(v, Type::Strings) checked before).
QStringList strings(const QJsonValue &v);

} // namespace ProfileFields

} // namespace keyward::pkcs11
