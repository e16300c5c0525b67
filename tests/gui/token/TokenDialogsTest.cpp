// SPDX-License-Identifier: GPL-3.0-or-later
// The token page's dialogs without a token: what they build from the widgets,
// what they refuse, and that typed PINs do not stay in the fields.
#include "gui/token/CertRequestDialog.h"
#include "gui/token/InitTokenDialog.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/MechanismTableModel.h"
#include "gui/token/ObjectTableModel.h"
#include "gui/token/PinDialog.h"

#include "pkcs11/Pkcs11Api.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTest>
#include <QTimeZone>

using namespace keyward;
using namespace keyward::gui::token;

namespace {

QPushButton *okButton(QDialog &d)
{
    return d.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
        ->button(QDialogButtonBox::Ok);
}

void type(QDialog &d, const char *name, const QString &text)
{
    auto *edit = d.findChild<QLineEdit *>(QLatin1String(name));
    QVERIFY2(edit, name);
    edit->setText(text);
}

pkcs11::TokenInfo softHsmToken(bool initialised)
{
    pkcs11::TokenInfo t;
    t.moduleName = QStringLiteral("softhsm2");
    t.label = initialised ? QStringLiteral("keyward-test") : QString();
    t.manufacturer = QStringLiteral("SoftHSM project");
    t.model = QStringLiteral("SoftHSM v2");
    t.serial = QStringLiteral("3bd2a1c47f1e9d20");
    t.tokenPresent = true;
    t.flags =
        initialised ? (CKF_TOKEN_INITIALIZED | CKF_LOGIN_REQUIRED | CKF_USER_PIN_INITIALIZED) : 0;
    t.minPinLength = 4;
    t.maxPinLength = 255;
    return t;
}

} // namespace

class TokenDialogsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void subjectIsEscaped()
    {
        QCOMPARE(
            CertRequestDialog::subjectString({{QStringLiteral("CN"), QStringLiteral("a/b")},
                                              {QStringLiteral("O"), QString()},
                                              {QStringLiteral("OU"), QStringLiteral(" x\\y ")}}),
            QStringLiteral("/CN=a\\/b/OU=x\\\\y"));
    }

    void subjectAltNamesGetPrefixes()
    {
        QCOMPARE(
            CertRequestDialog::parseSubjectAltNames(
                QStringLiteral("web.example\n192.0.2.1\n\n  a@example.org \nURI:https://x\n"
                               "2001:db8::1\nDNS:b.example")),
            (QStringList{QStringLiteral("DNS:web.example"), QStringLiteral("IP:192.0.2.1"),
                         QStringLiteral("email:a@example.org"), QStringLiteral("URI:https://x"),
                         QStringLiteral("IP:2001:db8::1"), QStringLiteral("DNS:b.example")}));
    }

    void csrDialogBuildsSpec()
    {
        pkcs11::ObjectInfo key;
        key.objectClass = pkcs11::ObjectClass::PrivateKey;
        key.label = QStringLiteral("web");
        key.keyType = QStringLiteral("RSA");
        key.sizeBits = 2048;
        key.id = QByteArray::fromHex("01ab");
        CertRequestDialog d(CertRequestDialog::Mode::Csr, key);
        QVERIFY(!okButton(d)->isEnabled()); // no path yet
        type(d, "oEdit", QStringLiteral("Example"));
        type(d, "cEdit", QStringLiteral("d"));
        type(d, "pathEdit", QStringLiteral("/tmp/x.csr"));
        QVERIFY(!okButton(d)->isEnabled()); // one-letter country
        type(d, "cEdit", QStringLiteral("de"));
        QVERIFY(okButton(d)->isEnabled());
        d.findChild<QPlainTextEdit *>(QStringLiteral("sanEdit"))
            ->setPlainText(QStringLiteral("web.example"));
        d.findChild<QCheckBox *>(QStringLiteral("serverAuthCheck"))->setChecked(true);
        const pkcs11::CertRequestSpec s = d.spec();
        QCOMPARE(s.subject, QStringLiteral("/CN=web/O=Example/C=DE"));
        QCOMPARE(s.subjectAltNames, QStringList{QStringLiteral("DNS:web.example")});
        QCOMPARE(s.keyUsage, (QStringList{QStringLiteral("digitalSignature"),
                                          QStringLiteral("keyEncipherment")}));
        QCOMPARE(s.extendedKeyUsage, QStringList{QStringLiteral("serverAuth")});
        QVERIFY(!s.ca);
        QVERIFY(!d.storeOnToken());
        QCOMPARE(d.outputPath(), QStringLiteral("/tmp/x.csr"));
    }

    void keyTypesFollowMechanisms()
    {
        const auto namesOf = [](const QList<const pkcs11::TokenKeyType *> &types) {
            QStringList names;
            for (const auto *t : types) {
                names << t->name;
            }
            return names;
        };
        // Nothing known: the common six.
        QCOMPARE(namesOf(KeyGenDialog::offeredTypes({})),
                 (QStringList{QStringLiteral("rsa2048"), QStringLiteral("rsa3072"),
                              QStringLiteral("rsa4096"), QStringLiteral("p256"),
                              QStringLiteral("p384"), QStringLiteral("p521")}));
        pkcs11::MechanismInfo rsa{CKM_RSA_PKCS_KEY_PAIR_GEN,
                                  QStringLiteral("CKM_RSA_PKCS_KEY_PAIR_GEN"), 1024, 2048,
                                  CKF_GENERATE_KEY_PAIR};
        pkcs11::MechanismInfo ec{CKM_EC_KEY_PAIR_GEN, QStringLiteral("CKM_EC_KEY_PAIR_GEN"), 256,
                                 384, CKF_GENERATE_KEY_PAIR};
        pkcs11::MechanismInfo edwards{CKM_EC_EDWARDS_KEY_PAIR_GEN,
                                      QStringLiteral("CKM_EC_EDWARDS_KEY_PAIR_GEN"), 256, 456,
                                      CKF_GENERATE_KEY_PAIR};
        const QStringList names = namesOf(KeyGenDialog::offeredTypes({rsa, ec}));
        QVERIFY(names.contains(QStringLiteral("rsa2048")));
        QVERIFY(!names.contains(QStringLiteral("rsa3072"))); // above the token's maximum
        QVERIFY(names.contains(QStringLiteral("p256")));
        QVERIFY(names.contains(QStringLiteral("p384")));
        QVERIFY(!names.contains(QStringLiteral("p521")));
        QVERIFY(!names.contains(QStringLiteral("ed25519"))); // no CKM_EC_EDWARDS_KEY_PAIR_GEN
        QVERIFY(KeyGenDialog::offeredTypes({rsa}).size() == 1);
        QVERIFY(namesOf(KeyGenDialog::offeredTypes({rsa, ec, edwards}))
                    .contains(QStringLiteral("ed25519")));

        // Every type the dialog shows is one the CLI's --key-type and a profile take.
        QFile schemaFile(
            QStringLiteral(KEYWARD_SOURCE_DIR "/docs/cli/token-provision-profile.schema.json"));
        QVERIFY(schemaFile.open(QIODevice::ReadOnly));
        const QJsonArray schemaTypes =
            QJsonDocument::fromJson(schemaFile.readAll())
                .object()[QStringLiteral("$defs")][QStringLiteral("key")][QStringLiteral(
                    "properties")][QStringLiteral("type")][QStringLiteral("enum")]
                .toArray();
        for (const auto &mechanisms :
             {QList<pkcs11::MechanismInfo>{}, QList<pkcs11::MechanismInfo>{rsa, ec, edwards}}) {
            KeyGenDialog shown(mechanisms, QStringLiteral("alpha"));
            auto *combo = shown.findChild<QComboBox *>(QStringLiteral("typeCombo"));
            QVERIFY(combo->count() >= 6);
            for (int i = 0; i < combo->count(); ++i) {
                const QString name = combo->itemData(i).toString();
                QVERIFY2(pkcs11::KeyGenSpec::parse(name), qPrintable(name));
                QVERIFY2(schemaTypes.contains(name), qPrintable(name));
            }
        }
        // Ed25519 is recommended where the token makes it.
        KeyGenDialog withEd({rsa, ec, edwards});
        auto *edCombo = withEd.findChild<QComboBox *>(QStringLiteral("typeCombo"));
        QCOMPARE(edCombo->itemText(0), QStringLiteral("Ed25519 (recommended)"));
        QCOMPARE(withEd.spec().algorithm, pkcs11::KeyGenSpec::Algorithm::EdDsa);

        KeyGenDialog d({rsa, ec}, QStringLiteral("alpha"));
        // Names people use, the recommended type first and chosen; the data is the CLI's name.
        auto *combo = d.findChild<QComboBox *>(QStringLiteral("typeCombo"));
        QCOMPARE(combo->currentIndex(), 0);
        QCOMPARE(combo->itemText(0), QStringLiteral("RSA 2048 (recommended)"));
        QCOMPARE(combo->itemData(0).toString(), QStringLiteral("rsa2048"));
        const int p256 = combo->findData(QStringLiteral("p256"));
        QVERIFY(p256 > 0);
        QCOMPARE(combo->itemText(p256), QStringLiteral("NIST P-256"));
        QCOMPARE(combo->itemText(combo->findData(QStringLiteral("p384"))),
                 QStringLiteral("NIST P-384"));
        // What the token cannot make is there, greyed out, with the sentence saying why.
        QCOMPARE(combo->count(), int(pkcs11::TokenKeyTypes::all().size()));
        const int ed = combo->findData(QStringLiteral("ed25519"));
        auto *model = qobject_cast<QStandardItemModel *>(combo->model());
        QVERIFY(ed > 0 && model);
        QVERIFY(!model->item(ed)->isEnabled());
        QVERIFY(model->item(p256)->isEnabled());
        QCOMPARE(combo->itemData(ed, Qt::ToolTipRole).toString(),
                 QStringLiteral("Token “alpha” cannot generate Ed25519 keys: "
                                "CKM_EC_EDWARDS_KEY_PAIR_GEN is not in its mechanism list."));
        QVERIFY(!okButton(d)->isEnabled()); // no label
        type(d, "labelEdit", QStringLiteral("k1"));
        type(d, "idEdit", QStringLiteral("0a0"));
        QVERIFY(!okButton(d)->isEnabled()); // odd hex
        type(d, "idEdit", QStringLiteral("0a0b"));
        QVERIFY(okButton(d)->isEnabled());
        const auto spec = d.spec();
        QVERIFY(spec.sensitive);
        QVERIFY(!spec.extractable);
        QCOMPARE(spec.id, QByteArray::fromHex("0a0b"));
        QCOMPARE(spec.label, QStringLiteral("k1"));
    }

    void pinDialogTakesAndClears()
    {
        PinDialog::Setup s;
        s.title = QStringLiteral("Change");
        s.currentLabel = QStringLiteral("&PIN:");
        s.newLabel = QStringLiteral("&New PIN:");
        s.minLength = 6;
        PinDialog d(s);
        type(d, "currentEdit", QStringLiteral("123456"));
        type(d, "newEdit", QStringLiteral("6543"));
        type(d, "repeatEdit", QStringLiteral("6543"));
        QVERIFY(!okButton(d)->isEnabled()); // too short
        type(d, "newEdit", QStringLiteral("654321"));
        QVERIFY(!okButton(d)->isEnabled()); // repeat differs
        type(d, "repeatEdit", QStringLiteral("654321"));
        QVERIFY(okButton(d)->isEnabled());
        const pkcs11::SecretBytes current = d.takeCurrentPin();
        const pkcs11::SecretBytes fresh = d.takeNewPin();
        QCOMPARE(QByteArray(current.constData(), current.size()), QByteArray("123456"));
        QCOMPARE(QByteArray(fresh.constData(), fresh.size()), QByteArray("654321"));
        for (const char *name : {"currentEdit", "newEdit", "repeatEdit"}) {
            QVERIFY(d.findChild<QLineEdit *>(QLatin1String(name))->text().isEmpty());
        }
    }

    void initNeedsTheTypedLabel()
    {
        pkcs11::ObjectInfo key;
        key.objectClass = pkcs11::ObjectClass::PrivateKey;
        key.label = QStringLiteral("web-key");
        InitTokenDialog d(softHsmToken(true), {key});
        QVERIFY(d.findChild<QLabel *>(QStringLiteral("destroyLabel"))
                    ->text()
                    .contains(QStringLiteral("private key “web-key”")));
        type(d, "soPinEdit", QStringLiteral("12345678"));
        type(d, "userPinEdit", QStringLiteral("123456"));
        type(d, "userRepeatEdit", QStringLiteral("123456"));
        QVERIFY(!okButton(d)->isEnabled());
        type(d, "confirmEdit", QStringLiteral("keyward-tes"));
        QVERIFY(!okButton(d)->isEnabled());
        QVERIFY(!d.confirmed());
        type(d, "confirmEdit", QStringLiteral("keyward-test"));
        QVERIFY(okButton(d)->isEnabled());
        QVERIFY(d.confirmed());
        type(d, "newLabelEdit", QStringLiteral("renamed"));
        QVERIFY(d.confirmed()); // the current label confirms, not the new one
        QCOMPARE(d.newLabel(), QStringLiteral("renamed"));
        QVERIFY(d.setUserPin());
        const auto so = d.takeSoPin();
        QCOMPARE(QByteArray(so.constData(), so.size()), QByteArray("12345678"));
        QVERIFY(d.findChild<QLineEdit *>(QStringLiteral("soPinEdit"))->text().isEmpty());
    }

    void blankTokenConfirmsWithNewLabel()
    {
        InitTokenDialog d(softHsmToken(false), {});
        type(d, "newLabelEdit", QStringLiteral("fresh"));
        type(d, "soPinEdit", QStringLiteral("12345678"));
        type(d, "soRepeatEdit", QStringLiteral("12345679"));
        d.findChild<QCheckBox *>(QStringLiteral("setUserPinCheck"))->setChecked(false);
        type(d, "confirmEdit", QStringLiteral("fresh"));
        QVERIFY(!okButton(d)->isEnabled()); // SO PINs differ
        type(d, "soRepeatEdit", QStringLiteral("12345678"));
        QVERIFY(okButton(d)->isEnabled());
    }

    void tokenWithoutSoPinIsInitialisedWithoutOne()
    {
        // NSS softokn: no SO PIN of its own, so the dialog asks for none.
        pkcs11::TokenInfo nss = softHsmToken(true);
        nss.moduleName = QStringLiteral("libsoftokn3");
        nss.label = QStringLiteral("NSS Certificate DB");
        nss.manufacturer = QStringLiteral("Mozilla Foundation");
        nss.model = QStringLiteral("NSS 3");
        InitTokenDialog d(nss, {});
        d.show();
        QVERIFY(!d.findChild<QLineEdit *>(QStringLiteral("soPinEdit"))->isVisible());
        QVERIFY(!d.findChild<QLineEdit *>(QStringLiteral("soRepeatEdit"))->isVisible());
        d.findChild<QCheckBox *>(QStringLiteral("setUserPinCheck"))->setChecked(false);
        QVERIFY(!okButton(d)->isEnabled());
        type(d, "confirmEdit", QStringLiteral("NSS Certificate DB"));
        QVERIFY(okButton(d)->isEnabled());
        QVERIFY(d.takeSoPin().size() == 0);

        // Every other token still needs its SO PIN.
        InitTokenDialog soft(softHsmToken(true), {});
        soft.show();
        QVERIFY(soft.findChild<QLineEdit *>(QStringLiteral("soPinEdit"))->isVisible());
        soft.findChild<QCheckBox *>(QStringLiteral("setUserPinCheck"))->setChecked(false);
        type(soft, "confirmEdit", QStringLiteral("keyward-test"));
        QVERIFY(!okButton(soft)->isEnabled());
    }

    void objectDetailsNameEverything()
    {
        pkcs11::ObjectInfo cert;
        cert.objectClass = pkcs11::ObjectClass::Certificate;
        cert.label = QStringLiteral("web");
        cert.id = QByteArray::fromHex("01");
        cert.hasCertificate = true;
        cert.certificate.subject = QStringLiteral("CN=web");
        cert.certificate.issuer = QStringLiteral("CN=ca");
        cert.certificate.sha256 = QStringLiteral("AB:CD");
        cert.certificate.notAfter = QDateTime(QDate(2030, 1, 2), QTime(3, 4), QTimeZone::utc());
        const QString text = ObjectTableModel::describe(cert);
        for (const char *want : {"CN=web", "CN=ca", "AB:CD", "2030-01-02 03:04 UTC", "ID: 01"}) {
            QVERIFY2(text.contains(QLatin1String(want)), want);
        }
        ObjectTableModel model;
        model.setObjects({cert});
        QCOMPARE(model.index(0, ObjectTableModel::Subject).data().toString(),
                 QStringLiteral("CN=web"));

        MechanismTableModel mechs;
        mechs.setMechanisms(
            {{CKM_ECDSA, QStringLiteral("CKM_ECDSA"), 256, 521, CKF_SIGN | CKF_VERIFY}});
        QCOMPARE(mechs.index(0, MechanismTableModel::MaxKeySize).data().toULongLong(), 521ull);
        QVERIFY(!mechs.index(0, MechanismTableModel::Flags).data().toString().isEmpty());
    }
};

QTEST_MAIN(TokenDialogsTest)
#include "TokenDialogsTest.moc"
