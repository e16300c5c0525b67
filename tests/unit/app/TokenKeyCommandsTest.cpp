// SPDX-License-Identifier: GPL-3.0-or-later
// The token key commands without a token: what they refuse before any PIN is asked, the PIN and
// prompt they name (the admin PIN of an OpenPGP card through OpenSC for a key pair), and their
// result sentences from the objects the token described. The import commands refuse a file that
// is no certificate and a token that takes no private keys or not the key's type before any PIN;
// the PIN commands name the PIN they log in with (none for NSS softokn's first user PIN) and say
// only what the token's flags report afterwards.
#include "app/TokenKeyCommands.h"
#include "app/TokenImportCommands.h"
#include "app/TokenPinCommands.h"
#include "pkcs11/TokenKeyTypes.h"

#include <p11-kit/pkcs11.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::app;

namespace {

TokenTarget target(const QString &label, const QString &model = QStringLiteral("SoftHSM v2"),
                   const QString &manufacturer = QStringLiteral("SoftHSM project"))
{
    TokenTarget t;
    t.info.label = label;
    t.info.model = model;
    t.info.manufacturer = manufacturer;
    t.info.tokenPresent = true;
    t.info.flags = CKF_TOKEN_INITIALIZED | CKF_USER_PIN_INITIALIZED | CKF_LOGIN_REQUIRED;
    return t;
}

TokenTarget nss()
{
    return target(QStringLiteral("NSS Certificate DB"), QStringLiteral("NSS 3"),
                  QStringLiteral("Mozilla Foundation"));
}

TokenTarget openPgpCard()
{
    return target(QStringLiteral("OpenPGP card (User PIN)"), QStringLiteral("PKCS#15 emulated"),
                  QStringLiteral("ZeitControl"));
}

pkcs11::MechanismInfo mechanism(const char *name)
{
    pkcs11::MechanismInfo m;
    m.name = QString::fromLatin1(name);
    return m;
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

    void importCertificateReadsTheFileFirst()
    {
        QTemporaryDir dir;
        const QString junk = dir.filePath(QStringLiteral("junk.pem"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("no certificate\n");
        f.close();
        const auto read =
            ImportCertificateCommand(target(QStringLiteral("alpha")), {junk, {}, {}}).read();
        QVERIFY(!read);
        QVERIFY2(read.error().userMessage().contains(QStringLiteral("alpha")),
                 qPrintable(read.error().userMessage()));
        QVERIFY(!ImportCertificateCommand(target(QStringLiteral("alpha")),
                                          {dir.filePath(QStringLiteral("missing.pem")), {}, {}})
                     .read());
        const ImportCertificateCommand command(target(QStringLiteral("alpha")), {junk, {}, {}});
        QCOMPARE(command.pinRole(), pkcs11::PinRole::User);
        QCOMPARE(command.prompt({{}, QStringLiteral("CN=web")}),
                 QStringLiteral("Enter the user PIN of “alpha” to write the certificate “CN=web” "
                                "onto it."));
        pkcs11::ObjectInfo cert;
        cert.objectClass = pkcs11::ObjectClass::Certificate;
        cert.label = QStringLiteral("web");
        cert.id = QByteArray::fromHex("01");
        cert.certificate.subject = QStringLiteral("CN=web");
        QCOMPARE(ImportCertificateCommand::done(cert),
                 QStringLiteral("Imported: certificate “web” (ID 01), subject CN=web."));
        QCOMPARE(ImportCertificateCommand::json(cert).value(QStringLiteral("message")).toString(),
                 ImportCertificateCommand::done(cert));
    }

    void pkcs12RefusedBeforeAnyPin()
    {
        ImportPkcs12Command::Input in;
        in.path = QStringLiteral("/nonexistent/key.p12");
        // A SmartCard-HSM takes private keys only wrapped under its DKEK: refused before the
        // file's password is asked.
        const ImportPkcs12Command hsm(target(QStringLiteral("SmartCard-HSM (UserPIN)"),
                                             QStringLiteral("PKCS#15 emulated"),
                                             QStringLiteral("www.CardContact.de")),
                                      in);
        const Status st = hsm.validate();
        QVERIFY(!st.ok());
        QCOMPARE(st.error().kind, ErrorKind::NotSupported);
        QVERIFY(ImportPkcs12Command(target(QStringLiteral("alpha")), in).validate().ok());
        QVERIFY(!ImportPkcs12Command(target(QStringLiteral("alpha")), {}).validate().ok());

        // The key's type against the token's mechanisms (none listed: allowed).
        pkcs11::Importer::Pkcs12Contents ec;
        ec.keyType = QStringLiteral("EC");
        ec.hasCertificate = true;
        QVERIFY(ImportPkcs12Command(target(QStringLiteral("alpha")), in).acceptsKey(ec).ok());
        in.mechanisms = {mechanism("CKM_RSA_PKCS_KEY_PAIR_GEN"), mechanism("CKM_RSA_PKCS")};
        const ImportPkcs12Command rsaOnly(target(QStringLiteral("alpha")), in);
        QVERIFY(!rsaOnly.acceptsKey(ec).ok());
        pkcs11::Importer::Pkcs12Contents rsa = ec;
        rsa.keyType = QStringLiteral("RSA");
        QVERIFY(rsaOnly.acceptsKey(rsa).ok());

        QCOMPARE(rsaOnly.prompt(ec),
                 QStringLiteral("Enter the user PIN of “alpha” to write the key and its "
                                "certificate onto it."));
        ec.chainCertificates = 2;
        QCOMPARE(rsaOnly.prompt(ec),
                 QStringLiteral("Enter the user PIN of “alpha” to write the key, its certificate "
                                "and the 2 CA certificate(s) from the file onto it."));
    }

    void pinCommandsNameTheirPins()
    {
        using Kind = TokenPinCommand::Kind;
        const TokenPinCommand set(target(QStringLiteral("alpha")), Kind::SetUserPin);
        QCOMPARE(set.currentRole(), std::optional(pkcs11::PinRole::SecurityOfficer));
        QCOMPARE(set.title(), QStringLiteral("Set user PIN"));
        QCOMPARE(set.prompt(), QStringLiteral("Enter the SO PIN of “alpha” and the new user PIN."));
        QCOMPARE(set.currentPrompt(), QStringLiteral("SO PIN of alpha: "));

        TokenTarget locked = target(QStringLiteral("alpha"));
        locked.info.flags |= CKF_USER_PIN_LOCKED;
        QCOMPARE(TokenPinCommand(locked, Kind::SetUserPin).title(),
                 QStringLiteral("Unblock user PIN"));

        const TokenPinCommand change(target(QStringLiteral("alpha")), Kind::ChangeUserPin);
        QCOMPARE(change.currentRole(), std::optional(pkcs11::PinRole::User));
        QCOMPARE(change.currentPrompt(), QStringLiteral("Current user PIN: "));

        const TokenPinCommand admin(openPgpCard(), Kind::ChangeSoPin);
        QCOMPARE(admin.title(), QStringLiteral("Change admin PIN"));
        QCOMPARE(admin.newPrompt(), QStringLiteral("New admin PIN: "));

        // NSS softokn: no SO PIN, so its first user PIN asks none and its SO PIN cannot change.
        const TokenPinCommand first(nss(), Kind::SetUserPin);
        QCOMPARE(first.currentRole(), std::nullopt);
        QVERIFY(first.currentPrompt().isEmpty());
        QVERIFY(first.validate().ok());
        QVERIFY(!TokenPinCommand(nss(), Kind::ChangeSoPin).validate().ok());

        // A PIN of another role than the command's is refused without touching the token.
        const Status wrongRole =
            change.run(pkcs11::EitherPin(pkcs11::SoPin(pkcs11::SecretBytes())), {}).result();
        QVERIFY(!wrongRole.ok());
        QVERIFY(
            !first.run(pkcs11::EitherPin(pkcs11::SoPin(pkcs11::SecretBytes())), {}).result().ok());
    }

    void pinCommandsSayWhatTheTokenReports()
    {
        using Kind = TokenPinCommand::Kind;
        const TokenPinCommand change(target(QStringLiteral("alpha")), Kind::ChangeUserPin);
        TokenTarget after = target(QStringLiteral("alpha"));
        QCOMPARE(change.done(after.info),
                 QStringLiteral("The user PIN of “alpha” is changed. The token reports no wrong "
                                "tries."));
        after.info.flags |= CKF_USER_PIN_FINAL_TRY;
        QCOMPARE(change.done(after.info),
                 QStringLiteral("The user PIN of “alpha” is changed. The token reports one try "
                                "left."));
        QCOMPARE(change.json(after.info).value(QStringLiteral("warning")).toString(),
                 QStringLiteral("final-try"));
        QCOMPARE(change.json(after.info).value(QStringLiteral("message")).toString(),
                 change.done(after.info));
        const Result<pkcs11::TokenInfo> unread = Error::invalidInput(QStringLiteral("x"), {});
        QCOMPARE(change.done(unread),
                 QStringLiteral("The user PIN of “alpha” is changed. Reading the token "
                                "afterwards failed, so what it reports about the PIN now is "
                                "unknown."));
        const TokenPinCommand so(openPgpCard(), Kind::ChangeSoPin);
        QCOMPARE(so.done(openPgpCard().info),
                 QStringLiteral("The admin PIN of “OpenPGP card (User PIN)” is changed. The "
                                "token reports no wrong tries."));
        QCOMPARE(TokenPinCommand(nss(), Kind::SetUserPin).done(nss().info),
                 QStringLiteral("The user PIN of “NSS Certificate DB” is set. The token "
                                "reports no wrong tries."));
    }
};

QTEST_GUILESS_MAIN(TokenKeyCommandsTest)
#include "TokenKeyCommandsTest.moc"
