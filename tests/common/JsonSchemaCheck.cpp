// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonSchemaCheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace keyward::testing {

namespace {

const QSet<QString> &annotations()
{
    static const QSet<QString> words{QStringLiteral("$schema"),  QStringLiteral("$id"),
                                     QStringLiteral("title"),    QStringLiteral("description"),
                                     QStringLiteral("$comment"), QStringLiteral("examples"),
                                     QStringLiteral("default")};
    return words;
}

const QStringList &typeNames()
{
    static const QStringList names{QStringLiteral("null"),   QStringLiteral("boolean"),
                                   QStringLiteral("object"), QStringLiteral("array"),
                                   QStringLiteral("string"), QStringLiteral("number"),
                                   QStringLiteral("integer")};
    return names;
}

QString typeOf(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("boolean");
    case QJsonValue::Double:
        return QStringLiteral("number");
    case QJsonValue::String:
        return QStringLiteral("string");
    case QJsonValue::Array:
        return QStringLiteral("array");
    case QJsonValue::Object:
        return QStringLiteral("object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("undefined");
}

bool hasType(const QJsonValue &v, const QString &type)
{
    if (type == QLatin1String("integer")) {
        return v.isDouble() && std::trunc(v.toDouble()) == v.toDouble();
    }
    return typeOf(v) == type;
}

QStringList typesOf(const QJsonValue &type)
{
    if (type.isString()) {
        return {type.toString()};
    }
    QStringList out;
    for (const QJsonValue &t : type.toArray()) {
        out << t.toString();
    }
    return out;
}

QString where(const QString &pointer)
{
    return pointer.isEmpty() ? QStringLiteral("/") : pointer;
}

QString shown(const QJsonValue &v)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
}

} // namespace

JsonSchemaCheck::JsonSchemaCheck(const QString &path)
{
    const QFileInfo info(path);
    m_directory = info.absolutePath();
    m_rootFile = info.fileName();
    load(m_rootFile);
}

JsonSchemaCheck::JsonSchemaCheck(const QJsonObject &schema, const QString &directory)
    : m_directory(directory)
{
    m_documents.insert(QString(), schema);
    checkSchema(schema, QString(), QStringLiteral("#"));
}

void JsonSchemaCheck::load(const QString &file)
{
    QFile f(QDir(m_directory).filePath(file));
    if (!f.open(QIODevice::ReadOnly)) {
        m_problems << QStringLiteral("%1: cannot be read").arg(f.fileName());
        m_documents.insert(file, QJsonObject{});
        return;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        m_problems << QStringLiteral("%1: not a JSON object (%2)").arg(file, error.errorString());
        m_documents.insert(file, QJsonObject{});
        return;
    }
    m_documents.insert(file, doc.object());
    checkSchema(doc.object(), file, file + QLatin1Char('#'));
}

void JsonSchemaCheck::checkSchema(const QJsonObject &schema, const QString &file, const QString &at)
{
    auto problem = [&](const QString &text) { m_problems << at + QStringLiteral(": ") + text; };
    auto subschemas = [&](const QString &key) {
        const QJsonValue v = schema.value(key);
        if (!v.isObject()) {
            problem(key + QStringLiteral(" is not an object"));
            return;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!it.value().isObject()) {
                problem(QStringLiteral("%1/%2 is not a schema").arg(key, it.key()));
                continue;
            }
            checkSchema(it.value().toObject(), file,
                        QStringLiteral("%1/%2/%3").arg(at, key, it.key()));
        }
    };
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        const QString &key = it.key();
        const QJsonValue &v = it.value();
        if (annotations().contains(key) || key == QLatin1String("const")) {
            continue;
        }
        if (key == QLatin1String("$defs") || key == QLatin1String("properties")) {
            subschemas(key);
        } else if (key == QLatin1String("type")) {
            const QStringList types = typesOf(v);
            if (types.isEmpty() || (!v.isString() && !v.isArray())) {
                problem(QStringLiteral("type names no type"));
            }
            for (const QString &t : types) {
                if (!typeNames().contains(t)) {
                    problem(QStringLiteral("unknown type '%1'").arg(t));
                }
            }
        } else if (key == QLatin1String("required")) {
            const QJsonArray names = v.toArray();
            if (!v.isArray() || std::any_of(names.begin(), names.end(),
                                            [](const QJsonValue &n) { return !n.isString(); })) {
                problem(QStringLiteral("required is not a list of names"));
            }
        } else if (key == QLatin1String("additionalProperties") || key == QLatin1String("items")) {
            if (v.isObject()) {
                checkSchema(v.toObject(), file, at + QLatin1Char('/') + key);
            } else if (!v.isBool() || key == QLatin1String("items")) {
                problem(key + QStringLiteral(" is not a schema"));
            }
        } else if (key == QLatin1String("enum")) {
            if (v.toArray().isEmpty()) {
                problem(QStringLiteral("enum is not a non-empty list"));
            }
        } else if (key == QLatin1String("pattern")) {
            if (!v.isString() || !QRegularExpression(v.toString()).isValid()) {
                problem(QStringLiteral("pattern is not a regular expression"));
            }
        } else if (key == QLatin1String("minimum") || key == QLatin1String("maximum") ||
                   key == QLatin1String("minItems")) {
            if (!v.isDouble()) {
                problem(key + QStringLiteral(" is not a number"));
            }
        } else if (key == QLatin1String("anyOf")) {
            const QJsonArray options = v.toArray();
            if (options.isEmpty()) {
                problem(QStringLiteral("anyOf is not a non-empty list"));
            }
            for (qsizetype i = 0; i < options.size(); ++i) {
                if (!options.at(i).isObject()) {
                    problem(QStringLiteral("anyOf/%1 is not a schema").arg(i));
                    continue;
                }
                checkSchema(options.at(i).toObject(), file,
                            QStringLiteral("%1/anyOf/%2").arg(at).arg(i));
            }
        } else if (key == QLatin1String("$ref")) {
            const QString ref = v.toString();
            const QString target = ref.section(QLatin1Char('#'), 0, 0);
            if (!target.isEmpty() && !m_documents.contains(target)) {
                load(target);
            }
            if (!resolve(ref, file)) {
                problem(QStringLiteral("$ref '%1' leads nowhere").arg(ref));
            }
        } else {
            problem(QStringLiteral("unsupported keyword '%1'").arg(key));
        }
    }
}

std::optional<JsonSchemaCheck::Location> JsonSchemaCheck::resolve(const QString &ref,
                                                                  const QString &file) const
{
    const qsizetype hash = ref.indexOf(QLatin1Char('#'));
    const QString target = hash < 0 ? ref : ref.left(hash);
    const QString fragment = hash < 0 ? QString() : ref.mid(hash + 1);
    const QString doc = target.isEmpty() ? file : target;
    if (!m_documents.contains(doc)) {
        return std::nullopt;
    }
    QJsonValue node = m_documents.value(doc);
    for (const QString &part : fragment.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (!node.isObject() || !node.toObject().contains(part)) {
            return std::nullopt;
        }
        node = node.toObject().value(part);
    }
    if (!node.isObject()) {
        return std::nullopt;
    }
    return Location{doc, node.toObject()};
}

QStringList JsonSchemaCheck::validate(const QJsonValue &document) const
{
    QStringList out;
    if (!m_problems.isEmpty()) {
        return QStringList{QStringLiteral("the schema cannot be used")} + m_problems;
    }
    check(document, Location{m_rootFile, m_documents.value(m_rootFile)}, QString(), out, 0);
    return out;
}

void JsonSchemaCheck::check(const QJsonValue &value, const Location &schema, const QString &pointer,
                            QStringList &out, int depth) const
{
    if (depth > 64) {
        out << where(pointer) + QStringLiteral(": the schema's $refs nest too deep");
        return;
    }
    const QJsonObject &s = schema.node;
    if (s.contains(QLatin1String("$ref"))) {
        const auto target = resolve(s.value(QLatin1String("$ref")).toString(), schema.file);
        if (target) { // checkSchema() reported one that does not resolve
            check(value, *target, pointer, out, depth + 1);
        }
    }
    if (s.contains(QLatin1String("type"))) {
        const QStringList types = typesOf(s.value(QLatin1String("type")));
        if (std::none_of(types.begin(), types.end(),
                         [&](const QString &t) { return hasType(value, t); })) {
            out << QStringLiteral("%1: is %2, not %3")
                       .arg(where(pointer), typeOf(value), types.join(QLatin1Char('|')));
            return;
        }
    }
    if (s.contains(QLatin1String("enum")) &&
        !s.value(QLatin1String("enum")).toArray().contains(value)) {
        out << QStringLiteral("%1: %2 is not one of %3")
                   .arg(where(pointer), shown(value), shown(s.value(QLatin1String("enum"))));
    }
    if (s.contains(QLatin1String("const")) && s.value(QLatin1String("const")) != value) {
        out << QStringLiteral("%1: %2 is not %3")
                   .arg(where(pointer), shown(value), shown(s.value(QLatin1String("const"))));
    }
    if (s.contains(QLatin1String("pattern")) && value.isString() &&
        !QRegularExpression(s.value(QLatin1String("pattern")).toString())
             .match(value.toString())
             .hasMatch()) {
        out << QStringLiteral("%1: %2 does not match %3")
                   .arg(where(pointer), shown(value), s.value(QLatin1String("pattern")).toString());
    }
    if (value.isDouble() && s.contains(QLatin1String("minimum")) &&
        value.toDouble() < s.value(QLatin1String("minimum")).toDouble()) {
        out << QStringLiteral("%1: %2 is below the minimum %3")
                   .arg(where(pointer), shown(value), shown(s.value(QLatin1String("minimum"))));
    }
    if (value.isDouble() && s.contains(QLatin1String("maximum")) &&
        value.toDouble() > s.value(QLatin1String("maximum")).toDouble()) {
        out << QStringLiteral("%1: %2 is above the maximum %3")
                   .arg(where(pointer), shown(value), shown(s.value(QLatin1String("maximum"))));
    }
    if (value.isArray() && s.contains(QLatin1String("minItems")) &&
        value.toArray().size() < s.value(QLatin1String("minItems")).toInteger()) {
        out << QStringLiteral("%1: has fewer than %2 items")
                   .arg(where(pointer), shown(s.value(QLatin1String("minItems"))));
    }
    if (s.contains(QLatin1String("anyOf"))) {
        const QJsonArray options = s.value(QLatin1String("anyOf")).toArray();
        const bool any = std::any_of(options.begin(), options.end(), [&](const QJsonValue &o) {
            QStringList problems;
            check(value, Location{schema.file, o.toObject()}, pointer, problems, depth + 1);
            return problems.isEmpty();
        });
        if (!any) {
            out << QStringLiteral("%1: matches none of the anyOf choices").arg(where(pointer));
        }
    }
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (const QJsonValue &name : s.value(QLatin1String("required")).toArray()) {
            if (!o.contains(name.toString())) {
                out << QStringLiteral("%1: the required key \"%2\" is missing")
                           .arg(where(pointer), name.toString());
            }
        }
        const QJsonObject properties = s.value(QLatin1String("properties")).toObject();
        const QJsonValue additional = s.value(QLatin1String("additionalProperties"));
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString at = pointer + QLatin1Char('/') + it.key();
            if (properties.contains(it.key())) {
                check(it.value(), Location{schema.file, properties.value(it.key()).toObject()}, at,
                      out, depth + 1);
            } else if (additional.isBool() && !additional.toBool()) {
                out << QStringLiteral("%1: the key \"%2\" is not in the schema")
                           .arg(where(pointer), it.key());
            } else if (additional.isObject()) {
                check(it.value(), Location{schema.file, additional.toObject()}, at, out, depth + 1);
            }
        }
    }
    if (value.isArray() && s.value(QLatin1String("items")).isObject()) {
        const QJsonArray a = value.toArray();
        const Location items{schema.file, s.value(QLatin1String("items")).toObject()};
        for (qsizetype i = 0; i < a.size(); ++i) {
            check(a.at(i), items, pointer + QLatin1Char('/') + QString::number(i), out, depth + 1);
        }
    }
}

QStringList JsonSchemaCheck::keyPaths(const QJsonValue &document)
{
    QSet<QString> paths;
    const auto walk = [&paths](const auto &self, const QJsonValue &v, const QString &at) -> void {
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                const QString path = at + QLatin1Char('/') + it.key();
                paths.insert(path);
                self(self, it.value(), path);
            }
        } else if (v.isArray()) {
            for (const QJsonValue &item : v.toArray()) {
                self(self, item, at + QStringLiteral("/*"));
            }
        }
    };
    walk(walk, document, QString());
    QStringList out(paths.begin(), paths.end());
    out.sort();
    return out;
}

} // namespace keyward::testing
