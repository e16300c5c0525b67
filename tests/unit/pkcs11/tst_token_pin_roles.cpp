// SPDX-License-Identifier: GPL-3.0-or-later
// The table of which PIN each token operation logs in with (requiredPinRole), walked whole for
// each kind of token as the quirks recognise it from its CK_TOKEN_INFO and module: a plain
// PKCS#11 token (SoftHSM2), an OpenPGP card and a SmartCard-HSM through OpenSC, NSS's softokn,
// tpm2-pkcs11, an unknown token, and a write-protected token with a protected authentication
// path. Only key generation differs between them: the OpenPGP card takes its admin PIN (the SO
// login OpenSC maps it to), and the prompt names it so.
#include "pkcs11/Quirks.h"
#include "pkcs11/TokenInfo.h"
#include "pkcs11/TokenPinRoles.h"

#include <p11-kit/pkcs11.h>

#include <QMap>
#include <QTest>

using namespace keyward::pkcs11;

namespace {

struct Kind
{
    const char *name;
    TokenInfo token;
    PinRole keygen;
    QString soName;       ///< how the SO PIN is named on it
    bool noSoPin = false; ///< no SO PIN of its own: setting the user PIN asks none
};

TokenInfo token(const char *module, const char *label, const char *manufacturer, const char *model)
{
    TokenInfo t;
    t.moduleName = QString::fromLatin1(module);
    t.modulePath = QStringLiteral("/usr/lib/x86_64-linux-gnu/pkcs11/%1.so").arg(t.moduleName);
    t.tokenPresent = true;
    t.label = QString::fromLatin1(label);
    t.manufacturer = QString::fromLatin1(manufacturer);
    t.model = QString::fromLatin1(model);
    t.serial = QStringLiteral("0123456789abcdef");
    t.flags = CKF_TOKEN_INITIALIZED | CKF_USER_PIN_INITIALIZED | CKF_LOGIN_REQUIRED;
    return t;
}

QList<Kind> kinds()
{
    TokenInfo readOnly = token("softhsm2", "sealed", "SoftHSM project", "SoftHSM v2");
    readOnly.flags |= CKF_WRITE_PROTECTED | CKF_PROTECTED_AUTHENTICATION_PATH;
    TokenInfo tpm = token("libtpm2_pkcs11", "tpm", "IBM", "SW   TPM");
    return {
        {"SoftHSM2", token("softhsm2", "web", "SoftHSM project", "SoftHSM v2"), PinRole::User,
         QStringLiteral("SO PIN")},
        // OpenSC takes the manufacturer from the card's AID: the label identifies the card.
        {"OpenPGP card through OpenSC",
         token("opensc-pkcs11", "OpenPGP card (User PIN)", "ZeitControl", "PKCS#15 emulated"),
         PinRole::SecurityOfficer, QStringLiteral("admin PIN")},
        {"OpenPGP card (signature PIN) through OpenSC",
         token("opensc-pkcs11", "OpenPGP card (User PIN (sig))", "Yubico", "PKCS#15 emulated"),
         PinRole::SecurityOfficer, QStringLiteral("admin PIN")},
        {"SmartCard-HSM through OpenSC",
         token("opensc-pkcs11", "SmartCard-HSM (UserPIN)", "www.CardContact.de",
               "PKCS#15 emulated"),
         PinRole::User, QStringLiteral("SO PIN")},
        {"NSS softokn", token("libsoftokn3", "NSS Certificate DB", "Mozilla Foundation", "NSS 3"),
         PinRole::User, QStringLiteral("SO PIN"), true},
        {"tpm2-pkcs11", tpm, PinRole::User, QStringLiteral("SO PIN")},
        {"unknown token", token("vendor-pkcs11", "token", "Vendor", "Model 1"), PinRole::User,
         QStringLiteral("SO PIN")},
        {"write-protected, protected authentication path", readOnly, PinRole::User,
         QStringLiteral("SO PIN")},
    };
}

/// Every operation's role apart from key generation, the same on every token.
const QMap<TokenOperation, std::optional<PinRole>> &commonRoles()
{
    static const QMap<TokenOperation, std::optional<PinRole>> roles{
        {TokenOperation::ReadToken, std::nullopt},
        {TokenOperation::ListObjects, PinRole::User},
        {TokenOperation::InitToken, PinRole::SecurityOfficer},
        {TokenOperation::SetUserPin, PinRole::SecurityOfficer},
        {TokenOperation::UnblockUserPin, PinRole::SecurityOfficer},
        {TokenOperation::ChangeUserPin, PinRole::User},
        {TokenOperation::ChangeSoPin, PinRole::SecurityOfficer},
        {TokenOperation::CreateCsr, PinRole::User},
        {TokenOperation::CreateSelfSigned, PinRole::User},
        {TokenOperation::ImportCertificate, PinRole::User},
        {TokenOperation::ImportPkcs12, PinRole::User},
        {TokenOperation::DeleteObject, PinRole::User},
        {TokenOperation::ExportObject, PinRole::User},
        {TokenOperation::CopyObjectUri, std::nullopt},
        {TokenOperation::InitScHsm, PinRole::SecurityOfficer},
        {TokenOperation::ReadKeyPool, PinRole::User},
        {TokenOperation::FillKeyPool, PinRole::User},
        {TokenOperation::TakeFromKeyPool, PinRole::User},
        {TokenOperation::EmptyKeyPool, std::nullopt},
        {TokenOperation::Provision, std::nullopt},
    };
    return roles;
}

QString roleText(std::optional<PinRole> role)
{
    if (!role) {
        return QStringLiteral("none");
    }
    return *role == PinRole::User ? QStringLiteral("user") : QStringLiteral("SO");
}

} // namespace

class TokenPinRolesTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theQuirksRecogniseEachKind()
    {
        QCOMPARE(quirksFor(QStringLiteral("ZeitControl"), QStringLiteral("PKCS#15 emulated"),
                           QStringLiteral("OpenPGP card (User PIN)"))
                     .name,
                 QStringLiteral("OpenPGP card"));
        const Kind hsm = kinds().at(3);
        QCOMPARE(quirksFor(hsm.token.manufacturer, hsm.token.model, hsm.token.label).name,
                 QStringLiteral("SmartCard-HSM"));
    }

    void everyOperationOnEveryKind()
    {
        const QList<TokenOperation> all = allTokenOperations();
        for (const Kind &kind : kinds()) {
            for (TokenOperation op : all) {
                std::optional<PinRole> expected = op == TokenOperation::GenerateKeyPair
                                                      ? std::optional(kind.keygen)
                                                      : commonRoles().value(op);
                // NSS softokn has no SO PIN: it is initialised, and its first user PIN set,
                // with none asked.
                if (kind.noSoPin &&
                    (op == TokenOperation::InitToken || op == TokenOperation::SetUserPin ||
                     op == TokenOperation::UnblockUserPin)) {
                    expected = std::nullopt;
                }
                QVERIFY2(
                    op == TokenOperation::GenerateKeyPair || commonRoles().contains(op),
                    qPrintable(
                        QStringLiteral("operation %1 is not in the expected table").arg(int(op))));
                const std::optional<PinRole> got = requiredPinRole(op, kind.token);
                QVERIFY2(got == expected,
                         qPrintable(QStringLiteral("%1, operation %2: %3, expected %4")
                                        .arg(QLatin1String(kind.name))
                                        .arg(int(op))
                                        .arg(roleText(got), roleText(expected))));
                const QString name = requiredPinName(op, kind.token);
                const QString expectedName = !expected ? QString()
                                             : *expected == PinRole::User
                                                 ? QStringLiteral("user PIN")
                                                 : kind.soName;
                QVERIFY2(name == expectedName,
                         qPrintable(QStringLiteral("%1, operation %2: “%3”, expected “%4”")
                                        .arg(QLatin1String(kind.name))
                                        .arg(int(op))
                                        .arg(name, expectedName)));
            }
        }
    }

    void settingTheUserPinWithoutAnSoPin()
    {
        const Kind nss = kinds().at(4);
        QVERIFY(tokenHasNoSoPin(nss.token));
        QVERIFY(!tokenHasNoSoPin(kinds().at(0).token));
        QCOMPARE(requiredPinRole(TokenOperation::SetUserPin, nss.token), std::nullopt);
        QCOMPARE(requiredPinName(TokenOperation::SetUserPin, nss.token), QString());
        // Changing its user PIN still takes the user PIN.
        QCOMPARE(requiredPinRole(TokenOperation::ChangeUserPin, nss.token),
                 std::optional(PinRole::User));
    }

    void keyGenerationFollowsTheQuirk()
    {
        for (const Kind &kind : kinds()) {
            QCOMPARE(requiredPinRole(TokenOperation::GenerateKeyPair, kind.token),
                     std::optional(keygenPinRole(kind.token)));
        }
        const Kind card = kinds().at(1);
        QCOMPARE(requiredPinName(TokenOperation::GenerateKeyPair, card.token),
                 QStringLiteral("admin PIN"));
        QCOMPARE(requiredPinName(TokenOperation::GenerateKeyPair, kinds().at(0).token),
                 QStringLiteral("user PIN"));
    }
};

QTEST_GUILESS_MAIN(TokenPinRolesTest)
#include "tst_token_pin_roles.moc"
