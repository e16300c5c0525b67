// SPDX-License-Identifier: GPL-3.0-or-later
// The provisioning profile's parser and its documented format
// (docs/cli/token-provision-profile.schema.json) accept the same profiles:
// the example is valid for both, and each wrong profile is refused by both,
// the parser naming the field and saying why.
#include "JsonSchemaCheck.h"

#include "pkcs11/ProvisioningProfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace keyward;
using namespace keyward::pkcs11;
using keyward::testing::JsonSchemaCheck;

namespace {

QString schemaPath()
{
    return QStringLiteral(KEYWARD_SOURCE_DIR "/docs/cli/token-provision-profile.schema.json");
}

QJsonObject object(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestProvisionProfileSchema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void schemaIsUsable()
    {
        const JsonSchemaCheck schema(schemaPath());
        QVERIFY2(schema.problems().isEmpty(), qPrintable(schema.problems().join(u'\n')));
    }

    void exampleIsValidForBoth()
    {
        const QJsonObject example = ProvisioningProfile::example();
        const QStringList problems = JsonSchemaCheck(schemaPath()).validate(example);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const auto p = ProvisioningProfile::fromJson(example, QStringLiteral("/base"));
        QVERIFY2(p.ok(), p ? "" : qPrintable(p.error().detail));
        QVERIFY(p->initialize);
        QCOMPARE(p->keys.size(), 2);
        QVERIFY(p->keys.at(0).csr && p->keys.at(0).selfSigned);
        QVERIFY(p->soPin.isSet() && p->userPin.prompt);
    }

    void scHsmExampleIsValidForBoth()
    {
        const QJsonObject example = ProvisioningProfile::scHsmExample();
        const QStringList problems = JsonSchemaCheck(schemaPath()).validate(example);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        const auto p = ProvisioningProfile::fromJson(example, QStringLiteral("/base"));
        QVERIFY2(p.ok(), p ? "" : qPrintable(p.error().detail));
        QVERIFY(p->initialize && p->scHsm);
        QCOMPARE(p->dkekShares.size(), 2);
        QCOMPARE(p->dkekShares.at(0).file, QStringLiteral("/base/dkek-a.pbe"));
        QCOMPARE(p->dkekShares.at(1).passwordFile, QStringLiteral("/base/dkek-b.pwd"));
    }

    /// The rules the schema leaves to its description: the parser alone refuses these.
    void scHsmRulesBeyondTheSchema()
    {
        const QByteArray noUser = R"({"select":{"module":"opensc-pkcs11"},
            "initialize":{"scHsm":{}},"pins":{"so":{"file":"so.pin"}}})";
        auto p = ProvisioningProfile::fromJson(object(noUser), QStringLiteral("/base"));
        QVERIFY(!p.ok());
        QVERIFY2(p.error().detail.contains(QLatin1String("pins.user")),
                 qPrintable(p.error().detail));
        QJsonArray many;
        for (int i = 0; i <= ProvisioningProfile::kMaxDkekShares; ++i) {
            many.append(QJsonObject{{QStringLiteral("file"), QStringLiteral("s.pbe")},
                                    {QStringLiteral("passwordFile"), QStringLiteral("s.pwd")}});
        }
        QJsonObject tooMany = object(noUser);
        tooMany.insert(QStringLiteral("initialize"),
                       QJsonObject{{QStringLiteral("scHsm"),
                                    QJsonObject{{QStringLiteral("dkekShares"), many}}}});
        p = ProvisioningProfile::fromJson(tooMany, QStringLiteral("/base"));
        QVERIFY(!p.ok());
        QVERIFY2(p.error().detail.contains(QLatin1String("at most 127")),
                 qPrintable(p.error().detail));
        // No shares: INITIALIZE DEVICE without a DKEK.
        QJsonObject none = object(noUser);
        none.insert(QStringLiteral("pins"),
                    object(R"({"so":{"file":"so.pin"},"user":{"file":"user.pin"}})"));
        p = ProvisioningProfile::fromJson(none, QStringLiteral("/base"));
        QVERIFY2(p.ok(), p ? "" : qPrintable(p.error().detail));
        QVERIFY(p->scHsm && p->dkekShares.isEmpty());
    }

    /// Every field of the schema appears in one of the examples, so they are complete.
    void exampleUsesEveryField()
    {
        const QStringList used = JsonSchemaCheck::keyPaths(ProvisioningProfile::example()) +
                                 JsonSchemaCheck::keyPaths(ProvisioningProfile::scHsmExample());
        for (const char *path : {"/select/module",
                                 "/select/label",
                                 "/select/serials",
                                 "/select/blank",
                                 "/initialize/label",
                                 "/initialize/scHsm/dkekShares/*/file",
                                 "/initialize/scHsm/dkekShares/*/passwordFile",
                                 "/pins/so/file",
                                 "/pins/so/prompt",
                                 "/pins/user/prompt",
                                 "/keys/*/label",
                                 "/keys/*/id",
                                 "/keys/*/type",
                                 "/keys/*/csr/subject",
                                 "/keys/*/csr/san",
                                 "/keys/*/csr/keyUsage",
                                 "/keys/*/csr/extendedKeyUsage",
                                 "/keys/*/csr/ca",
                                 "/keys/*/csr/out",
                                 "/keys/*/selfSigned/subject",
                                 "/keys/*/selfSigned/san",
                                 "/keys/*/selfSigned/keyUsage",
                                 "/keys/*/selfSigned/extendedKeyUsage",
                                 "/keys/*/selfSigned/ca",
                                 "/keys/*/selfSigned/days",
                                 "/keys/*/selfSigned/store",
                                 "/keys/*/selfSigned/out",
                                 "/report",
                                 "/overwrite"}) {
            QVERIFY2(used.contains(QLatin1String(path)), path);
        }
    }

    void bothAgree_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field"); ///< empty: both accept it
        const QByteArray head = R"({"select":{"module":"softhsm2"},"pins":{"user":{"file":"u"}},)";
        QTest::newRow("every key type")
            << head + R"("keys":[{"type":"rsa2048"},{"type":"rsa3072"},{"type":"rsa4096"},
                {"type":"ec-p256"},{"type":"ec-p384"},{"type":"ec-p521"},{"type":"ec-secp256k1"},
                {"type":"ec-brainpoolp256r1"},{"type":"ec-brainpoolp384r1"},
                {"type":"ec-brainpoolp512r1"}]})"
            << QString();
        QTest::newRow("serials only")
            << QByteArray(R"({"select":{"serials":["a1"]}})") << QString();
        QTest::newRow("OID purpose") << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"CN=a",
                "extendedKeyUsage":["1.3.6.1.5.5.7.3.1"],"san":["IP:192.0.2.1"]}}]})"
                                     << QString();
        QTest::newRow("no select") << QByteArray(R"({"pins":{}})") << QStringLiteral("select");
        QTest::newRow("empty select")
            << QByteArray(R"({"select":{"blank":true}})") << QStringLiteral("select");
        QTest::newRow("empty label")
            << QByteArray(R"({"select":{"label":""}})") << QStringLiteral("select");
        QTest::newRow("no serials")
            << QByteArray(R"({"select":{"serials":[]}})") << QStringLiteral("select");
        QTest::newRow("empty serial")
            << QByteArray(R"({"select":{"serials":["a",""]}})") << QStringLiteral("select.serials");
        QTest::newRow("unknown field") << QByteArray(R"({"select":{"module":"m","modul":"x"}})")
                                       << QStringLiteral("\"modul\" in \"select\"");
        QTest::newRow("key type spelled otherwise")
            << head + R"("keys":[{"type":"RSA:2048"}]})" << QStringLiteral("keys[0].type");
        QTest::newRow("weak RSA") << head + R"("keys":[{"type":"rsa1024"}]})"
                                  << QStringLiteral("keys[0].type");
        QTest::newRow("no key type")
            << head + R"("keys":[{"label":"k"}]})" << QStringLiteral("\"keys[0]\" has no \"type\"");
        QTest::newRow("csr without subject")
            << head + R"("keys":[{"type":"ec-p256","csr":{"out":"a.csr"}}]})"
            << QStringLiteral("keys[0].csr");
        QTest::newRow("unknown usage")
            << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=a",
                "keyUsage":["digitalSignatur"]}}]})"
            << QStringLiteral("keys[0].csr.keyUsage");
        QTest::newRow("unknown purpose")
            << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=a",
                "extendedKeyUsage":["TLS Web Server Authentication"]}}]})"
            << QStringLiteral("keys[0].csr.extendedKeyUsage");
        QTest::newRow("SAN without its kind")
            << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=a",
                "san":["www.example.org"]}}]})"
            << QStringLiteral("keys[0].csr.san");
        QTest::newRow("days too many")
            << head + R"("keys":[{"type":"ec-p256","selfSigned":{"subject":"/CN=a",
                "days":36501}}]})"
            << QStringLiteral("keys[0].selfSigned.days");
        QTest::newRow("days as text")
            << head + R"("keys":[{"type":"ec-p256","selfSigned":{"subject":"/CN=a",
                "days":"30"}}]})"
            << QStringLiteral("keys[0].selfSigned.days");
        QTest::newRow("id not hex")
            << head + R"("keys":[{"type":"ec-p256","id":"0g"}]})" << QStringLiteral("keys[0].id");
        QTest::newRow("output climbs out")
            << head + R"("report":"out/../../r.json"})" << QStringLiteral("report");
        QTest::newRow("output that climbs and returns")
            << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=a",
                "out":"out/../a.csr"}}]})"
            << QStringLiteral("keys[0].csr.out");
        QTest::newRow("absolute output")
            << head + R"("report":"/tmp/r.json"})" << QStringLiteral("report");
        QTest::newRow("PIN in the profile")
            << QByteArray(R"({"select":{"module":"m"},"pins":{"user":{"pin":"123456"}}})")
            << QStringLiteral("PINs are not kept");
        const QByteArray hsm = R"({"select":{"module":"opensc-pkcs11"},
            "pins":{"so":{"file":"so"},"user":{"file":"u"}},)";
        QTest::newRow("SmartCard-HSM with shares") << hsm + R"("initialize":{"scHsm":{"dkekShares":[
                {"file":"a.pbe","passwordFile":"a.pwd"},{"file":"b.pbe","passwordFile":"b.pwd"}]}}})"
                                                   << QString();
        QTest::newRow("SmartCard-HSM with a label")
            << hsm + R"("initialize":{"label":"hsm","scHsm":{}}})"
            << QStringLiteral("\"initialize.label\" cannot go with \"initialize.scHsm\"");
        QTest::newRow("share without its password file")
            << hsm + R"("initialize":{"scHsm":{"dkekShares":[{"file":"a.pbe"}]}}})"
            << QStringLiteral("initialize.scHsm.dkekShares[0]");
        QTest::newRow("share with an empty file name")
            << hsm + R"("initialize":{"scHsm":{"dkekShares":[{"file":"","passwordFile":"p"}]}}})"
            << QStringLiteral("initialize.scHsm.dkekShares[0]");
        QTest::newRow("password in the share")
            << hsm + R"("initialize":{"scHsm":{"dkekShares":[{"file":"a.pbe","password":"x"}]}}})"
            << QStringLiteral("\"password\" in \"initialize.scHsm.dkekShares[0]\"");
        QTest::newRow("shares as an object")
            << hsm + R"("initialize":{"scHsm":{"dkekShares":{"file":"a.pbe"}}}})"
            << QStringLiteral("initialize.scHsm.dkekShares");
        QTest::newRow("scHsm as true")
            << hsm + R"("initialize":{"scHsm":true}})" << QStringLiteral("initialize.scHsm");
        QTest::newRow("prompt as text")
            << QByteArray(R"({"select":{"module":"m"},"pins":{"so":{"prompt":"yes"}}})")
            << QStringLiteral("pins.so.prompt");
    }
    void bothAgree()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const QJsonObject doc = object(json);
        QVERIFY(!doc.isEmpty());
        const QStringList problems = JsonSchemaCheck(schemaPath()).validate(doc);
        const auto p = ProvisioningProfile::fromJson(doc, QStringLiteral("/base"));
        if (field.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
            QVERIFY2(p.ok(), p ? "" : qPrintable(p.error().detail));
            return;
        }
        QVERIFY2(!problems.isEmpty(), "the schema accepts it");
        QVERIFY(!p.ok());
        QCOMPARE(p.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(p.error().detail.contains(field),
                 qPrintable(p.error().detail + QStringLiteral(" lacks ") + field));
        QVERIFY2(!p.error().detail.endsWith(QLatin1Char('.')), qPrintable(p.error().detail));
    }
};

QTEST_GUILESS_MAIN(TestProvisionProfileSchema)
#include "tst_provision_profile_schema.moc"
