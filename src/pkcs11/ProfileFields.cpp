// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProfileFields.h"

#include <QJsonArray>

namespace keyward::pkcs11::ProfileFields {

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("true/false");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString expected(Type t)
{
    switch (t) {
    case Type::String:
        return QStringLiteral("a string");
    case Type::Bool:
        return QStringLiteral("true or false");
    case Type::Integer:
        return QStringLiteral("a whole number");
    case Type::Object:
        return QStringLiteral("an object");
    case Type::Array:
        return QStringLiteral("a list");
    case Type::Strings:
        return QStringLiteral("a list of strings");
    }
    return {};
}

bool hasType(const QJsonValue &v, Type t)
{
    switch (t) {
    case Type::String:
        return v.isString();
    case Type::Bool:
        return v.isBool();
    case Type::Integer:
        return v.isDouble() && v.toDouble() == double(qint64(v.toDouble()));
    case Type::Object:
        return v.isObject();
    case Type::Array:
        return v.isArray();
    case Type::Strings:
        if (!v.isArray()) {
            return false;
        }
        for (const QJsonValue &x : v.toArray()) {
            if (!x.isString()) {
                return false;
            }
        }
        return true;
    }
    return false;
}

Status checkObject(const QJsonObject &o, const QString &where, std::initializer_list<Field> fields)
{
    const QString op = ProfileText::tr("Reading the provisioning profile");
    const QString place = where.isEmpty() ? ProfileText::tr("at the top level")
                                          : ProfileText::tr("in \"%1\"").arg(where);
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const Field *f = nullptr;
        for (const Field &candidate : fields) {
            if (it.key() == QLatin1String(candidate.name)) {
                f = &candidate;
            }
        }
        if (!f) {
            QStringList known;
            for (const Field &candidate : fields) {
                known << QLatin1String(candidate.name);
            }
            return Error::invalidInput(
                op, ProfileText::tr("\"%1\" %2 is not a profile field; the fields there are %3")
                        .arg(it.key(), place, known.join(QStringLiteral(", "))));
        }
        if (!hasType(it.value(), f->type)) {
            const QString full = where.isEmpty() ? it.key() : where + QLatin1Char('.') + it.key();
            return Error::invalidInput(op, ProfileText::tr("\"%1\" must be %2, not %3")
                                               .arg(full, expected(f->type), typeName(it.value())));
        }
    }
    return {};
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray()) {
        out << x.toString();
    }
    return out;
}

} // namespace keyward::pkcs11::ProfileFields
