// SPDX-License-Identifier: GPL-3.0-or-later
// The pure parts of the PKCS#11 back end: no module is loaded.
#include "pkcs11/Pkcs11Api.h"
#include "pkcs11/Pkcs11Error.h"
#include "pkcs11/Pkcs11Uri.h"
#include "pkcs11/Quirks.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenFlags.h"
#include "pkcs11/TokenInfo.h"

#include <QTest>

using namespace keyward;
using namespace keyward::pkcs11;

class TestPkcs11Pure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void paddedStrings_data();
    void paddedStrings();
    void tokenFlags();
    void mechanismFlags();
    void rvMapping_data();
    void rvMapping();
    void errorKeepsRvAndFunction();
    void quirks();
    void pinWarnings();
    void deviceInfo();
    void unknownNumbers();
    void objectUris();
};

void TestPkcs11Pure::paddedStrings_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("expected");
    QTest::newRow("blank padded") << QByteArray("keyward-test" + QByteArray(20, ' '))
                                  << QStringLiteral("keyward-test");
    QTest::newRow("all blanks") << QByteArray(32, ' ') << QString();
    QTest::newRow("nul inside") << QByteArray("abc\0def   ", 10) << QStringLiteral("abc");
    QTest::newRow("full, no pad") << QByteArray("0123456789abcdef")
                                  << QStringLiteral("0123456789abcdef");
    QTest::newRow("utf-8") << QByteArray("Schl\xc3\xbcssel   ") << QStringLiteral("Schlüssel");
    QTest::newRow("inner blanks kept") << QByteArray("My Token  ") << QStringLiteral("My Token");
}

void TestPkcs11Pure::paddedStrings()
{
    QFETCH(QByteArray, raw);
    QFETCH(QString, expected);
    QCOMPARE(paddedString(reinterpret_cast<const unsigned char *>(raw.constData()), raw.size()),
             expected);
}

void TestPkcs11Pure::tokenFlags()
{
    const unsigned long f = CKF_RNG | CKF_LOGIN_REQUIRED | CKF_USER_PIN_INITIALIZED |
                            CKF_TOKEN_INITIALIZED | CKF_USER_PIN_COUNT_LOW;
    QCOMPARE(
        tokenFlagNames(f),
        (QStringList{QStringLiteral("rng"), QStringLiteral("login-required"),
                     QStringLiteral("user-pin-initialized"), QStringLiteral("token-initialized"),
                     QStringLiteral("user-pin-count-low")}));
    QCOMPARE(tokenFlagWords(f).size(), 5);
    QVERIFY(tokenFlagWords(f).contains(QStringLiteral("user PIN count low")));
    QVERIFY(tokenFlagWords(0).isEmpty());
    QCOMPARE(tokenFlagWords(CKF_SO_PIN_LOCKED), QStringList{QStringLiteral("SO PIN locked")});
}

void TestPkcs11Pure::mechanismFlags()
{
    QCOMPARE(mechanismFlagWords(CKF_SIGN | CKF_VERIFY | CKF_GENERATE_KEY_PAIR),
             (QStringList{QStringLiteral("sign"), QStringLiteral("verify"),
                          QStringLiteral("generate key pair")}));
    QVERIFY(mechanismFlagWords(CKF_EC_NAMEDCURVE).contains(QStringLiteral("EC: named curve")));
}

void TestPkcs11Pure::rvMapping_data()
{
    QTest::addColumn<qulonglong>("rv");
    QTest::addColumn<int>("kind");
    QTest::newRow("ok") << qulonglong(CKR_OK) << int(ErrorKind::None);
    QTest::newRow("pin incorrect") << qulonglong(CKR_PIN_INCORRECT) << int(ErrorKind::WrongPin);
    QTest::newRow("pin locked") << qulonglong(CKR_PIN_LOCKED) << int(ErrorKind::PinBlocked);
    QTest::newRow("removed") << qulonglong(CKR_DEVICE_REMOVED) << int(ErrorKind::CardRemoved);
    QTest::newRow("not present") << qulonglong(CKR_TOKEN_NOT_PRESENT) << int(ErrorKind::NoCard);
    QTest::newRow("mechanism") << qulonglong(CKR_MECHANISM_INVALID) << int(ErrorKind::NotSupported);
    QTest::newRow("pin length") << qulonglong(CKR_PIN_LEN_RANGE) << int(ErrorKind::InvalidInput);
    QTest::newRow("write protected")
        << qulonglong(CKR_TOKEN_WRITE_PROTECTED) << int(ErrorKind::AccessDenied);
    QTest::newRow("not logged in")
        << qulonglong(CKR_USER_NOT_LOGGED_IN) << int(ErrorKind::AccessDenied);
    QTest::newRow("session exists") << qulonglong(CKR_SESSION_EXISTS) << int(ErrorKind::Busy);
    QTest::newRow("device error") << qulonglong(CKR_DEVICE_ERROR) << int(ErrorKind::Io);
    QTest::newRow("object") << qulonglong(CKR_OBJECT_HANDLE_INVALID) << int(ErrorKind::NotFound);
    QTest::newRow("cancelled") << qulonglong(CKR_FUNCTION_CANCELED) << int(ErrorKind::Cancelled);
    QTest::newRow("general") << qulonglong(CKR_GENERAL_ERROR) << int(ErrorKind::Internal);
    QTest::newRow("vendor") << qulonglong(CKR_VENDOR_DEFINED | 5) << int(ErrorKind::Internal);
}

void TestPkcs11Pure::rvMapping()
{
    QFETCH(qulonglong, rv);
    QFETCH(int, kind);
    QCOMPARE(int(errorKindForRv(rv)), kind);
}

void TestPkcs11Pure::errorKeepsRvAndFunction()
{
    const Error e = pkcs11Error(CKR_PIN_INCORRECT, "C_Login", QStringLiteral("Logging in"));
    QCOMPARE(e.domain, ErrorDomain::Pkcs11);
    QCOMPARE(e.code, qint64(CKR_PIN_INCORRECT));
    QCOMPARE(e.kind, ErrorKind::WrongPin);
    QCOMPARE(e.operation, QStringLiteral("Logging in"));
    QVERIFY(e.detail.contains(QStringLiteral("C_Login")));
    QVERIFY(e.detail.contains(QStringLiteral("CKR_PIN_INCORRECT")));
    QCOMPARE(rvName(CKR_VENDOR_DEFINED | 5), QStringLiteral("CKR_0x80000005"));
}

void TestPkcs11Pure::quirks()
{
    const Quirks soft = quirksFor(QStringLiteral("SoftHSM project"), QStringLiteral("SoftHSM v2"));
    QCOMPARE(soft.name, QStringLiteral("SoftHSM"));
    QVERIFY(soft.isVirtual);
    QVERIFY(soft.canImportPrivateKey);
    const Quirks hsm =
        quirksFor(QStringLiteral("www.CardContact.de"), QStringLiteral("PKCS#15 emulated"));
    QCOMPARE(hsm.name, QStringLiteral("SmartCard-HSM"));
    QVERIFY(hsm.importNeedsDkek);
    QVERIFY(!hsm.canImportPrivateKey);
    QVERIFY(!hsm.importHint.isEmpty());
    QVERIFY(!hsm.isVirtual);
    QCOMPARE(quirksFor(QStringLiteral("Other"), QStringLiteral("SmartCard-HSM")).name,
             QStringLiteral("SmartCard-HSM"));
    const Quirks nss = quirksFor(QStringLiteral("Mozilla Foundation"), QStringLiteral("NSS 3"),
                                 QStringLiteral("NSS Certificate DB"));
    QCOMPARE(nss.name, QStringLiteral("NSS softokn"));
    QVERIFY(nss.isVirtual);
    QVERIFY(nss.noSoPin);
    QVERIFY(!soft.noSoPin);
    // tpm2-pkcs11: known by its module, virtual only over a software TPM.
    const QString tpm2 =
        QStringLiteral("tpm2_pkcs11 /usr/lib/x86_64-linux-gnu/pkcs11/libtpm2_pkcs11.so");
    const Quirks swtpm = quirksFor(QStringLiteral("IBM"), QStringLiteral("SW   TPM"),
                                   QStringLiteral("tpm-test"), tpm2);
    QCOMPARE(swtpm.name, QStringLiteral("tpm2-pkcs11"));
    QVERIFY(swtpm.isVirtual);
    QVERIFY(swtpm.ecKeysDecrypt);
    QVERIFY(swtpm.noSessionKeys);
    QVERIFY(swtpm.initTokenReassignsSlot);
    const Quirks chip =
        quirksFor(QStringLiteral("INTC"), QStringLiteral("Intel"), QStringLiteral("t"), tpm2);
    QCOMPARE(chip.name, QStringLiteral("tpm2-pkcs11"));
    QVERIFY(!chip.isVirtual);
    QVERIFY(!soft.ecKeysDecrypt);
    QVERIFY(quirksFor(QStringLiteral("IBM"), QStringLiteral("SW   TPM")).name.isEmpty());
    TokenInfo t;
    t.manufacturer = QStringLiteral("IBM");
    t.model = QStringLiteral("SW   TPM");
    t.moduleName = QStringLiteral("tpm2_pkcs11");
    QVERIFY(t.isVirtual());
    const Quirks unknown = quirksFor(QStringLiteral("ACME"), QStringLiteral("Box"));
    QVERIFY(unknown.name.isEmpty());
    QVERIFY(unknown.canImportPrivateKey);
    QVERIFY(!unknown.noSoPin);
}

void TestPkcs11Pure::pinWarnings()
{
    TokenInfo t;
    t.flags = CKF_TOKEN_INITIALIZED | CKF_LOGIN_REQUIRED | CKF_USER_PIN_INITIALIZED;
    QCOMPARE(t.userPinWarning(), PinWarning::None);
    t.flags |= CKF_USER_PIN_COUNT_LOW;
    QCOMPARE(t.userPinWarning(), PinWarning::CountLow);
    t.flags |= CKF_USER_PIN_FINAL_TRY;
    QCOMPARE(t.userPinWarning(), PinWarning::FinalTry);
    t.flags |= CKF_USER_PIN_LOCKED;
    QCOMPARE(t.userPinWarning(), PinWarning::Locked);
    QVERIFY(!pinWarningText(PinWarning::Locked, false).isEmpty());
    t.flags = CKF_TOKEN_INITIALIZED | CKF_LOGIN_REQUIRED;
    QCOMPARE(t.userPinWarning(), PinWarning::NotInitialized);
    t.flags = CKF_SO_PIN_LOCKED; // a blank SoftHSM token says this: not a warning
    QCOMPARE(t.soPinWarning(), PinWarning::None);
    t.flags = CKF_TOKEN_INITIALIZED | CKF_SO_PIN_FINAL_TRY;
    QCOMPARE(t.soPinWarning(), PinWarning::FinalTry);
}

void TestPkcs11Pure::deviceInfo()
{
    TokenInfo t;
    t.moduleName = QStringLiteral("softhsm2");
    t.modulePath = QStringLiteral("/usr/lib/softhsm/libsofthsm2.so");
    t.slotId = 7;
    t.tokenPresent = true;
    t.label = QStringLiteral("keyward-test");
    t.manufacturer = QStringLiteral("SoftHSM project");
    t.model = QStringLiteral("SoftHSM v2");
    t.serial = QStringLiteral("3bd2d2ec9c33cc01");
    t.flags = CKF_RNG | CKF_LOGIN_REQUIRED | CKF_TOKEN_INITIALIZED | CKF_USER_PIN_INITIALIZED;
    t.hardwareVersion = QStringLiteral("2.6");
    t.minPinLength = 4;
    t.maxPinLength = 255;
    const DeviceInfo d = toDeviceInfo(t);
    QCOMPARE(d.id, QStringLiteral("pkcs11:softhsm2:3bd2d2ec9c33cc01"));
    QCOMPARE(d.kind, DeviceKind::Pkcs11Token);
    QCOMPARE(d.source, QStringLiteral("pkcs11"));
    QCOMPARE(d.name, QStringLiteral("keyward-test"));
    QCOMPARE(d.vendor, QStringLiteral("SoftHSM project"));
    QVERIFY(d.isVirtual);
    QVERIFY(d.present);
    bool flagsSeen = false;
    for (const DeviceField &f : d.fields) {
        flagsSeen = flagsSeen || f.value.contains(QStringLiteral("login required"));
    }
    QVERIFY(flagsSeen);
    // One card, two PIN tokens, one serial (OpenSC): ids stay unique.
    TokenInfo sig = t;
    sig.label = QStringLiteral("keyward-test (sig)");
    const QList<DeviceInfo> both = toDeviceInfos({t, sig});
    QCOMPARE(both.size(), 2);
    QVERIFY(both[0].id != both[1].id);
    QCOMPARE(toDeviceInfos({t}).first().id, d.id);
    t.serial.clear();
    QCOMPARE(toDeviceInfo(t).id, QStringLiteral("pkcs11:softhsm2:slot-7"));
}

void TestPkcs11Pure::unknownNumbers()
{
    QCOMPARE(ulongOrUnknown(CK_UNAVAILABLE_INFORMATION), qint64(-1));
    QCOMPARE(ulongOrUnknown(4096), qint64(4096));
    QCOMPARE(versionString(2, 40), QStringLiteral("2.40"));
}

void TestPkcs11Pure::objectUris()
{
    auto u = parseObjectUri(
        QStringLiteral("pkcs11:token=keyward-test;id=%01%02;object=my%20key;type=cert"));
    QVERIFY(u.ok());
    QCOMPARE(u->object.id, QByteArray("\x01\x02", 2));
    QCOMPARE(u->object.label, QStringLiteral("my key"));
    QCOMPARE(u->object.objectClass, ObjectClass::Certificate);
    QVERIFY(u->token.uri.startsWith(QLatin1String("pkcs11:token=keyward-test")));
    QVERIFY(!parseObjectUri(QStringLiteral("https://example.org")).ok());
    QVERIFY(!parseObjectUri(QStringLiteral("pkcs11:token=only-a-token")).ok());
}

QTEST_GUILESS_MAIN(TestPkcs11Pure)
#include "tst_pkcs11pure.moc"
