// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <optional>

namespace keyward::testing {

/// Checks JSON documents against the subset of JSON Schema (draft 2020-12)
/// that docs/cli/*.schema.json use: type (a name or a list of names, "null"
/// among them for a value that may be null), properties, required,
/// additionalProperties (true, false or a schema), items, enum, const, pattern,
/// minimum, maximum, minItems, anyOf and
/// $ref ("#/$defs/name", "file.schema.json" or "file.schema.json#/$defs/name",
/// files beside the first one). Any other keyword is a problem of the schema,
/// so a schema cannot rely on a check that is silently skipped.
class JsonSchemaCheck
{
public:
    /// The schema in `path`; problems() names what could not be read.
    explicit JsonSchemaCheck(const QString &path);
    /// A schema given as a value; $ref to files is resolved in `directory`.
    explicit JsonSchemaCheck(const QJsonObject &schema, const QString &directory = {});

    /// What is wrong with the schema itself (unreadable file, unknown keyword,
    /// $ref that leads nowhere); empty when it can be used.
    QStringList problems() const { return m_problems; }

    /// What is wrong with `document`, one line each with its JSON pointer;
    /// empty when it is valid.
    QStringList validate(const QJsonValue &document) const;

    /// Every object key in `document` as a path, arrays as "*"
    /// ("/devices/*/fields/*/key"), sorted: the shape without the values.
    static QStringList keyPaths(const QJsonValue &document);

private:
    struct Location
    {
        QString file;     ///< file name in m_directory; empty for the root schema
        QJsonObject node; ///< the schema object
    };

    void load(const QString &file);
    void checkSchema(const QJsonObject &schema, const QString &file, const QString &where);
    std::optional<Location> resolve(const QString &ref, const QString &file) const;
    void check(const QJsonValue &value, const Location &schema, const QString &pointer,
               QStringList &out, int depth) const;

    QString m_directory;
    QString m_rootFile;
    QHash<QString, QJsonObject> m_documents; ///< file name -> schema document
    QStringList m_problems;
};

} // namespace keyward::testing
