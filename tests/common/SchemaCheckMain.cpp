// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-schema-check SCHEMA FILE: is FILE (- for stdin) valid against the
// JSON Schema in SCHEMA? Each problem on a line of stderr, exit 1 if any.
// keyward-schema-check --keys FILE: FILE's key paths, one a line, sorted.
#include "JsonSchemaCheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

using keyward::testing::JsonSchemaCheck;

namespace {

std::optional<QJsonDocument> readJson(const QString &path, QTextStream &err)
{
    QFile f(path);
    const bool opened = path == QLatin1String("-") ? f.open(stdin, QIODevice::ReadOnly)
                                                   : f.open(QIODevice::ReadOnly);
    if (!opened) {
        err << path << ": cannot be read\n";
        return std::nullopt;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (error.error != QJsonParseError::NoError) {
        err << path << ": not JSON: " << error.errorString() << " at offset " << error.offset
            << '\n';
        return std::nullopt;
    }
    return doc;
}

QJsonValue root(const QJsonDocument &doc)
{
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = app.arguments().mid(1);
    if (args.size() != 2) {
        err << "usage: keyward-schema-check SCHEMA FILE | --keys FILE\n";
        return 2;
    }
    const auto doc = readJson(args.at(1), err);
    if (!doc) {
        return 1;
    }
    if (args.at(0) == QLatin1String("--keys")) {
        for (const QString &path : JsonSchemaCheck::keyPaths(root(*doc))) {
            out << path << '\n';
        }
        return 0;
    }
    const JsonSchemaCheck schema(args.at(0));
    const QStringList problems = schema.validate(root(*doc));
    for (const QString &p : problems) {
        err << args.at(0) << ": " << p << '\n';
    }
    return problems.isEmpty() ? 0 : 1;
}
