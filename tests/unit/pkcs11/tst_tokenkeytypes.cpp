// SPDX-License-Identifier: GPL-3.0-or-later
// The one key-type table for token key generation: every name and alias finds its entry,
// the CLI's keygen help and the provisioning profile schema list the same names, the
// default certificate lifetime is the schema's, and a token's mechanism list decides which
// types it is offered (fake mechanism lists).
#include "cli/TokenOptions.h"
#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/ProvisioningProfile.h"
#include "pkcs11/TokenAdmin.h"
#include "pkcs11/TokenKeyTypes.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace keyward::pkcs11;

namespace {

QJsonObject schema()
{
    QFile f(QStringLiteral(KEYWARD_SOURCE_DIR "/docs/cli/token-provision-profile.schema.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot read the profile schema");
    }
    return QJsonDocument::fromJson(f.readAll()).object();
}

QJsonObject keySchema()
{
    return schema()[QStringLiteral("$defs")][QStringLiteral("key")][QStringLiteral("properties")]
        .toObject();
}

QStringList schemaKeyTypes()
{
    QStringList out;
    for (const QJsonValue &v :
         keySchema()[QStringLiteral("type")][QStringLiteral("enum")].toArray()) {
        out << v.toString();
    }
    return out;
}

MechanismInfo mechanism(CK_MECHANISM_TYPE type, quint64 min, quint64 max)
{
    return MechanismInfo{type, TokenAdmin::mechanismName(type), min, max, CKF_GENERATE_KEY_PAIR};
}

} // namespace

class TestTokenKeyTypes : public QObject
{
    Q_OBJECT
private slots:
    void namesAndAliasesRoundTrip()
    {
        QSet<QString> seen;
        for (const TokenKeyType &t : TokenKeyTypes::all()) {
            for (const QString &spelling : QStringList{t.name} + t.aliases) {
                QVERIFY2(!seen.contains(spelling.toLower()), qPrintable(spelling));
                seen.insert(spelling.toLower());
                for (const QString &given :
                     {spelling, spelling.toUpper(), QStringLiteral("  %1 ").arg(spelling)}) {
                    const TokenKeyType *found = TokenKeyTypes::find(given);
                    QVERIFY2(found, qPrintable(given));
                    QCOMPARE(found->name, t.name);
                    const auto spec = KeyGenSpec::parse(given);
                    QVERIFY2(spec, qPrintable(given));
                    QCOMPARE(spec->keyType, t.name);
                    QVERIFY(spec->sensitive);
                    QVERIFY(!spec->extractable);
                    QCOMPARE(TokenKeyTypes::forSpec(*spec), &t);
                }
            }
            QVERIFY(!t.displayName().isEmpty());
            QVERIFY2(t.displayName() != t.name || t.name == QLatin1String("secp256k1"),
                     qPrintable(t.name)); // a name people use
            if (t.family != TokenKeyType::Family::Rsa) {
                QVERIFY2(!ossl::curveParams(t.curve).isEmpty(), qPrintable(t.curve));
            }
        }
        // The spellings of other tools and earlier versions, and a CKA_EC_PARAMS of Ed25519
        // that is the OID 1.3.101.112.
        QCOMPARE(TokenKeyTypes::find(QStringLiteral("RSA-2048"))->name, QStringLiteral("rsa2048"));
        QCOMPARE(TokenKeyTypes::find(QStringLiteral("ec-p256"))->name, QStringLiteral("p256"));
        QCOMPARE(TokenKeyTypes::find(QStringLiteral("EC P-384"))->name, QStringLiteral("p384"));
        QCOMPARE(TokenKeyTypes::find(QStringLiteral("Ed25519"))->keyGenMechanism,
                 CK_MECHANISM_TYPE(CKM_EC_EDWARDS_KEY_PAIR_GEN));
        QCOMPARE(ossl::curveParams(TokenKeyTypes::find(QStringLiteral("ed25519"))->curve),
                 QByteArray::fromHex("06032b6570"));
    }

    void refusedTypes_data()
    {
        QTest::addColumn<QString>("given");
        for (const char *t : {"rsa1024", "rsa2049", "rsa16384", "rsa512", "rsa", "dsa1024", "ed448",
                              "x25519", "p255", ""}) {
            QTest::newRow(t) << QString::fromLatin1(t);
        }
    }
    void refusedTypes()
    {
        QFETCH(QString, given);
        QVERIFY(!TokenKeyTypes::find(given));
        QVERIFY(!KeyGenSpec::parse(given));
        const QString sentence = TokenKeyTypes::unknownTypeSentence(given);
        QVERIFY(sentence.contains(QStringLiteral("“%1”").arg(given)));
        QVERIFY(sentence.contains(TokenKeyTypes::names().join(QStringLiteral(", "))));
    }

    // The CLI's help, the profile parser and the profile schema take the table's names.
    void cliProfileAndSchemaAgree()
    {
        const auto *keygen = keyward::cli::token::findSubcommand(QStringLiteral("keygen"));
        QVERIFY(keygen);
        const QString usage = keyward::cli::token::subcommandUsage(*keygen);
        for (const QString &name : TokenKeyTypes::names()) {
            QVERIFY2(usage.contains(QRegularExpression(
                         QStringLiteral("[ :]%1(\\s|$)").arg(QRegularExpression::escape(name)))),
                     qPrintable(name + QLatin1Char('\n') + usage));
        }
        QCOMPARE(schemaKeyTypes(), TokenKeyTypes::spellings());
        QCOMPARE(ProvisioningProfile::keyTypes(), TokenKeyTypes::spellings());
        for (const QString &spelling : TokenKeyTypes::spellings()) {
            const QJsonObject json{{QStringLiteral("select"),
                                    QJsonObject{{QStringLiteral("module"), QStringLiteral("m")}}},
                                   {QStringLiteral("pins"),
                                    QJsonObject{{QStringLiteral("user"),
                                                 QJsonObject{{QStringLiteral("prompt"), true}}}}},
                                   {QStringLiteral("keys"),
                                    QJsonArray{QJsonObject{{QStringLiteral("type"), spelling}}}}};
            auto p = ProvisioningProfile::fromJson(json, QStringLiteral("/base"));
            QVERIFY2(p.ok(), qPrintable(spelling));
            QCOMPARE(p->keys.value(0).spec.keyType, TokenKeyTypes::find(spelling)->name);
        }
    }

    // One default lifetime for self-signed certificates: the window's, the CLI's and the
    // profile schema's.
    void oneDefaultLifetime()
    {
        QCOMPARE(CertRequestSpec().validityDays, kDefaultValidityDays);
        const QJsonObject selfSigned =
            keySchema()[QStringLiteral("selfSigned")][QStringLiteral("properties")].toObject();
        QCOMPARE(selfSigned[QStringLiteral("days")][QStringLiteral("default")].toInt(),
                 kDefaultValidityDays);
        const auto *selfsign = keyward::cli::token::findSubcommand(QStringLiteral("selfsign"));
        QVERIFY(keyward::cli::token::subcommandUsage(*selfsign).contains(
            QStringLiteral("the default is %1").arg(kDefaultValidityDays)));
    }

    // A token's mechanism list decides; the refusal is a sentence naming token and type.
    void mechanismListDecides()
    {
        const QList<MechanismInfo> rsaAndEc{mechanism(CKM_RSA_PKCS_KEY_PAIR_GEN, 1024, 2048),
                                            mechanism(CKM_EC_KEY_PAIR_GEN, 256, 384)};
        const auto reason = [&](const char *type, const QList<MechanismInfo> &list) {
            return TokenKeyTypes::unsupportedReason(*TokenKeyTypes::find(QLatin1String(type)), list,
                                                    QStringLiteral("alpha"));
        };
        QCOMPARE(reason("rsa2048", rsaAndEc), QString());
        QCOMPARE(reason("p384", rsaAndEc), QString());
        QCOMPARE(reason("ed25519", rsaAndEc),
                 QStringLiteral("Token “alpha” cannot generate Ed25519 keys: "
                                "CKM_EC_EDWARDS_KEY_PAIR_GEN is not in its mechanism list."));
        QCOMPARE(reason("rsa4096", rsaAndEc),
                 QStringLiteral("Token “alpha” cannot generate RSA 4096 keys: it states "
                                "CKM_RSA_PKCS_KEY_PAIR_GEN for keys of 1024 to 2048 bits."));
        QVERIFY(reason("p521", rsaAndEc).contains(QStringLiteral("NIST P-521")));
        // SoftHSM 2.6 states 256 to 456 bits for Edwards curves; a token may state 255.
        QCOMPARE(reason("ed25519", {mechanism(CKM_EC_EDWARDS_KEY_PAIR_GEN, 256, 456)}), QString());
        QCOMPARE(reason("ed25519", {mechanism(CKM_EC_EDWARDS_KEY_PAIR_GEN, 255, 255)}), QString());
        // Nothing listed: nothing known, nothing refused (the token will say).
        QCOMPARE(reason("ed25519", {}), QString());
        auto st =
            TokenKeyTypes::checkSupported(*TokenKeyTypes::find(QStringLiteral("ed25519")), rsaAndEc,
                                          QStringLiteral("alpha"), QStringLiteral("op"));
        QVERIFY(!st);
        QVERIFY(st.error().is(keyward::ErrorKind::NotSupported));
        QVERIFY(st.error().detail.contains(QStringLiteral("alpha")));
    }
};

QTEST_GUILESS_MAIN(TestTokenKeyTypes)
#include "tst_tokenkeytypes.moc"
