// SPDX-License-Identifier: GPL-3.0-or-later
// The schema checker the CLI's JSON tests rely on: it must reject what the
// schemas forbid, or those tests could not fail. And the schemas in docs/cli
// must be usable by it, with the error kinds Keyward writes.
#include "JsonSchemaCheck.h"

#include "core/ErrorJson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace keyward;
using keyward::testing::JsonSchemaCheck;

namespace {

/// JSON with ' for " (moc of Qt 6.4 loses its way in raw string literals).
QByteArray quoted(const char *json)
{
    return QByteArray(json).replace('\'', '"');
}

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(quoted(json)).object();
}

const char *const kDeviceSchema =
    "{\n"
    "  '$schema': 'https://json-schema.org/draft/2020-12/schema',\n"
    "  'type': 'object',\n"
    "  'required': ['devices'],\n"
    "  'additionalProperties': false,\n"
    "  'properties': {\n"
    "    'devices': {'type': 'array', 'items': {'$ref': '#/$defs/device'}}\n"
    "  },\n"
    "  '$defs': {\n"
    "    'device': {\n"
    "      'type': 'object',\n"
    "      'required': ['kind', 'serial'],\n"
    "      'additionalProperties': false,\n"
    "      'properties': {\n"
    "        'kind': {'enum': ['reader', 'openpgp-card']},\n"
    "        'serial': {'type': ['string', 'null'], 'pattern': '^[0-9A-F]+$'},\n"
    "        'tries': {'type': 'integer', 'minimum': 0, 'maximum': 15}\n"
    "      }\n"
    "    }\n"
    "  }\n"
    "}";

QString docsDir()
{
    return QStringLiteral(KEYWARD_SOURCE_DIR "/docs/cli");
}

QJsonObject readObject(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                       : QJsonObject{};
}

} // namespace

class JsonSchemaCheckTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validDocumentPasses()
    {
        const JsonSchemaCheck schema(parse(kDeviceSchema));
        QVERIFY2(schema.problems().isEmpty(), qPrintable(schema.problems().join(u'\n')));
        const QStringList problems =
            schema.validate(parse("{'devices': [{'kind': 'reader', 'serial': '0001', 'tries': 3},"
                                  "             {'kind': 'openpgp-card', 'serial': null}]}"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void invalidDocumentsFail_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("wrong type") << "{'devices': {}}"
                                    << "/devices: is object, not array";
        QTest::newRow("missing key") << "{'devices': [{'kind': 'reader'}]}"
                                     << "/devices/0: the required key \"serial\" is missing";
        QTest::newRow("extra key") << "{'devices': [], 'slot': 1}"
                                   << "/: the key \"slot\" is not in the schema";
        QTest::newRow("not in enum")
            << "{'devices': [{'kind': 'Leser', 'serial': '1'}]}"
            << "/devices/0/kind: \"Leser\" is not one of [\"reader\",\"openpgp-card\"]";
        QTest::newRow("-1 is not null") << "{'devices': [{'kind': 'reader', 'serial': -1}]}"
                                        << "/devices/0/serial: is number, not string|null";
        QTest::newRow("not an integer")
            << "{'devices': [{'kind': 'reader', 'serial': '1', 'tries': 1.5}]}"
            << "/devices/0/tries: is number, not integer";
        QTest::newRow("pattern") << "{'devices': [{'kind': 'reader', 'serial': 'x1'}]}"
                                 << "/devices/0/serial: \"x1\" does not match ^[0-9A-F]+$";
        QTest::newRow("minimum") << "{'devices': [{'kind': 'reader', 'serial': '1', 'tries': -1}]}"
                                 << "/devices/0/tries: -1 is below the minimum 0";
        QTest::newRow("maximum") << "{'devices': [{'kind': 'reader', 'serial': '1', 'tries': 16}]}"
                                 << "/devices/0/tries: 16 is above the maximum 15";
        QTest::newRow("root") << "[]"
                              << "/: is array, not object";
    }
    void invalidDocumentsFail()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const QJsonDocument doc = QJsonDocument::fromJson(quoted(json.toUtf8().constData()));
        const QJsonValue value = doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
        const QStringList problems = JsonSchemaCheck(parse(kDeviceSchema)).validate(value);
        QCOMPARE(problems, QStringList{expected});
    }

    void anyOfNeedsOneChoice()
    {
        const JsonSchemaCheck schema(parse("{'type': 'object', 'anyOf': [{'required': ['a']},"
                                           "                             {'required': ['b']}]}"));
        QVERIFY2(schema.problems().isEmpty(), qPrintable(schema.problems().join(u'\n')));
        QVERIFY(schema.validate(parse("{'a': 1}")).isEmpty());
        QVERIFY(schema.validate(parse("{'b': 1}")).isEmpty());
        QCOMPARE(schema.validate(parse("{'c': 1}")),
                 QStringList{QStringLiteral("/: matches none of the anyOf choices")});
    }

    void unsupportedKeywordIsASchemaProblem()
    {
        const JsonSchemaCheck schema(
            parse("{'type': 'object', 'minProperties': 1, 'items': {'$ref': '#/$defs/none'}}"));
        QCOMPARE(schema.problems().size(), 2);
        QVERIFY(schema.problems().join(u'\n').contains(QLatin1String("'minProperties'")));
        QVERIFY(schema.problems().join(u'\n').contains(QLatin1String("leads nowhere")));
        // An unusable schema fails every document, also one it would accept.
        QVERIFY(!schema.validate(QJsonObject{}).isEmpty());
    }

    void keyPathsIgnoreValuesAndArrayPositions()
    {
        const QJsonObject en =
            parse("{'devices': [{'label': 'Card', 'fields': []}, {'label': 'ATR', 'value': 1}]}");
        const QJsonObject de = parse("{'devices': [{'label': 'Karte', 'value': 2}]}");
        const QStringList expected{QStringLiteral("/devices"), QStringLiteral("/devices/*/fields"),
                                   QStringLiteral("/devices/*/label"),
                                   QStringLiteral("/devices/*/value")};
        QCOMPARE(JsonSchemaCheck::keyPaths(en), expected);
        QVERIFY(JsonSchemaCheck::keyPaths(de) != expected);
    }

    void docsSchemasAreUsable()
    {
        const QStringList files =
            QDir(docsDir()).entryList({QStringLiteral("*.schema.json")}, QDir::Files);
        QVERIFY(files.size() >= 7);
        for (const QString &f : files) {
            const JsonSchemaCheck schema(docsDir() + u'/' + f);
            QVERIFY2(schema.problems().isEmpty(), qPrintable(schema.problems().join(u'\n')));
        }
    }

    void errorSchemaNamesEveryKind()
    {
        const JsonSchemaCheck schema(docsDir() + QStringLiteral("/error.schema.json"));
        QStringList documented; // the kinds error.schema.json lists, in its order
        const QJsonArray kinds = readObject(docsDir() + QStringLiteral("/error.schema.json"))
                                     .value(QLatin1String("$defs"))
                                     .toObject()
                                     .value(QLatin1String("kind"))
                                     .toObject()
                                     .value(QLatin1String("enum"))
                                     .toArray();
        for (const QJsonValue &k : kinds) {
            documented << k.toString();
        }
        QCOMPARE(documented, errorKindNames());

        Error wrong = Error::make(ErrorDomain::Pkcs11, 0xA0, ErrorKind::WrongPin,
                                  QStringLiteral("Logging in"));
        wrong.triesLeft = 2;
        QJsonObject written = errorDocument(wrong);
        QVERIFY2(schema.validate(written).isEmpty(),
                 qPrintable(schema.validate(written).join(u'\n')));
        QCOMPARE(written.value(QLatin1String("error")).toObject().value(QLatin1String("kind")),
                 QJsonValue(QStringLiteral("wrong-pin")));
        QCOMPARE(written.value(QLatin1String("error")).toObject().value(QLatin1String("triesLeft")),
                 QJsonValue(2));
        wrong.triesLeft = -1;
        written = errorDocument(wrong);
        QVERIFY(schema.validate(written).isEmpty());
        QVERIFY(written.value(QLatin1String("error"))
                    .toObject()
                    .value(QLatin1String("triesLeft"))
                    .isNull());

        // The words of Error::describe() are no kind.
        QJsonObject error = written.value(QLatin1String("error")).toObject();
        error.insert(QStringLiteral("kind"), Error::describe(ErrorKind::WrongPin));
        written.insert(QStringLiteral("error"), error);
        QCOMPARE(schema.validate(written).size(), 1);
    }
};

QTEST_GUILESS_MAIN(JsonSchemaCheckTest)
#include "JsonSchemaCheckTest.moc"
