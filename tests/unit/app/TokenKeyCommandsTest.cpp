// SPDX-License-Identifier: GPL-3.0-or-later
// The token key commands without a token: what they refuse before any PIN is asked, the PIN and
// prompt they name (the admin PIN of an OpenPGP card through OpenSC for a key pair), and their
// result sentences from the objects the token described.
#include "app/TokenKeyCommands.h"
#include "pkcs11/TokenKeyTypes.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::app;

namespace {

TokenTarget target(const QString &label, const QString &model = QStringLiteral("SoftHSM v2"))
{
    TokenTarget t;
    t.info.label = label;
    t.info.model = model;
    return t;
}

} // namespace

class TokenKeyCommandsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keygenNamesItsPinAndKey()
    {
        pkcs11::KeyGenSpec spec = pkcs11::TokenKeyTypes::find(QStringLiteral("rsa2048"))->spec();
        spec.label = QStringLiteral("web");
        const KeyGenCommand command(target(QStringLiteral("alpha")), spec);
        QCOMPARE(command.pinRole(), pkcs11::PinRole::User);
        QCOMPARE(command.prompt(),
                 QStringLiteral("Enter the user PIN of “alpha” to generate the RSA 2048 key "
                                "pair “web”."));
        QCOMPARE(command.terminalPrompt(), QStringLiteral("User PIN: "));
        QVERIFY(command.validate({}).ok()); // nothing known about the mechanisms: allowed
    }

    void keygenSentenceFromTheTokensKey()
    {
        pkcs11::ObjectInfo key;
        key.objectClass = pkcs11::ObjectClass::PrivateKey;
        key.label = QStringLiteral("web");
        key.id = QByteArray::fromHex("5a5a");
        key.keyType = QStringLiteral("EC");
        key.curve = QStringLiteral("prime256v1");
        key.sizeBits = 256;
        QCOMPARE(KeyGenCommand::done(key),
                 QStringLiteral("Key pair “web” (NIST P-256) generated, ID 5a5a."));
        QCOMPARE(KeyGenCommand::json(key).value(QStringLiteral("message")).toString(),
                 KeyGenCommand::done(key));
    }

    void certificateRefusedBeforeThePin()
    {
        QTemporaryDir dir;
        const QString kept = dir.filePath(QStringLiteral("kept.csr"));
        QFile f(kept);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        CertificateCommand::Input in;
        in.key.label = QStringLiteral("web");
        in.keyName = QStringLiteral("web");
        in.spec.subject = QStringLiteral("/CN=web");
        in.path = kept;
        const CertificateCommand command(target(QStringLiteral("alpha")), in);
        const Status st = command.validate();
        QVERIFY(!st.ok());
        QVERIFY2(st.error().detail.contains(QStringLiteral("exists and is kept")),
                 qPrintable(st.error().detail));
        in.spec.subject = QStringLiteral("/CN=a/junk");
        in.path.clear();
        QVERIFY(!CertificateCommand(target(QStringLiteral("alpha")), in).validate().ok());
        in.spec.subject = QStringLiteral("/CN=web");
        in.key = {};
        QVERIFY(!CertificateCommand(target(QStringLiteral("alpha")), in).validate().ok());
    }

    void deleteNamesWhatGoes()
    {
        QVERIFY(!DeleteCommand(target(QStringLiteral("alpha")), {}).validate().ok());
        pkcs11::ObjectInfo o;
        o.objectClass = pkcs11::ObjectClass::PrivateKey;
        o.label = QStringLiteral("web");
        o.id = QByteArray::fromHex("01");
        const DeleteCommand command(target(QStringLiteral("alpha")),
                                    {o.objectClass, o.id, o.label});
        QVERIFY(command.validate().ok());
        QCOMPARE(command.matching({o}).size(), 1);
        QCOMPARE(command.prompt(),
                 QStringLiteral("Enter the user PIN to delete the private key “web” (ID 01)."));
        QCOMPARE(DeleteCommand::done({o}), QStringLiteral("Deleted: private key “web” (ID 01)."));
    }
};

QTEST_GUILESS_MAIN(TokenKeyCommandsTest)
#include "TokenKeyCommandsTest.moc"
