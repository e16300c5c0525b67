// SPDX-License-Identifier: GPL-3.0-or-later
// The SmartCard-HSM initialisation path without a device: which tokens take
// it, which reader is theirs, and the dialog offscreen (nothing prefilled,
// Initialise only with valid values and the loss acknowledged, the DKEK
// choice reaching the APDU).
#include "gui/token/ScHsmInitDialog.h"
#include "../GuiTestSupport.h"
#include "app/ScHsmSetup.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::token;

namespace {

const QString kReader =
    QStringLiteral("Nitrokey Nitrokey HSM (010000000000000000000000) 00 00 with a long tail");

/// A token as OpenSC's module lists a SmartCard-HSM (pkcs15-sc-hsm.c's
/// manufacturer, framework-pkcs15.c's model, the slot named after the reader
/// and cut to 64 characters).
pkcs11::TokenInfo scHsmToken()
{
    pkcs11::TokenInfo t;
    t.moduleName = QStringLiteral("opensc-pkcs11");
    t.modulePath = QStringLiteral("/usr/lib/x86_64-linux-gnu/opensc-pkcs11.so");
    t.slotDescription = kReader.left(64);
    t.tokenPresent = true;
    t.label = QStringLiteral("SmartCard-HSM (UserPIN)");
    t.manufacturer = QStringLiteral("www.CardContact.de");
    t.model = QStringLiteral("PKCS#15 emulated");
    t.serial = QStringLiteral("DENK0100000");
    return t;
}

template<class W> W *child(QWidget *parent, const char *name)
{
    auto *w = parent->findChild<W *>(QString::fromLatin1(name));
    if (!w) {
        qFatal("no child %s", name);
    }
    return w;
}

} // namespace

class ScHsmInitDialogTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tellsScHsmFromOtherTokens();
    void findsTheReaderBehindACutSlotName();
    void refusesReadersItMustNotUse();
    void dialogAsksAndChecks();
};

void ScHsmInitDialogTest::tellsScHsmFromOtherTokens()
{
    QVERIFY(app::ScHsmSetup::isScHsm(scHsmToken()));
    pkcs11::TokenInfo softhsm = scHsmToken();
    softhsm.moduleName = QStringLiteral("softhsm2");
    softhsm.modulePath = QStringLiteral("/usr/lib/softhsm/libsofthsm2.so");
    softhsm.manufacturer = QStringLiteral("SoftHSM project");
    QVERIFY(!app::ScHsmSetup::isScHsm(softhsm));
    pkcs11::TokenInfo openpgp = scHsmToken();
    openpgp.manufacturer = QStringLiteral("ZeitControl");
    openpgp.model = QStringLiteral("PKCS#15 emulated");
    QVERIFY(!app::ScHsmSetup::isScHsm(openpgp));
    // The same manufacturer text from another module is not OpenSC's emulation.
    pkcs11::TokenInfo other = scHsmToken();
    other.moduleName = QStringLiteral("libsc-hsm-pkcs11");
    other.modulePath = QStringLiteral("/usr/local/lib/libsc-hsm-pkcs11.so");
    QVERIFY(!app::ScHsmSetup::isScHsm(other));
}

void ScHsmInitDialogTest::findsTheReaderBehindACutSlotName()
{
    pcsc::ReaderState a;
    a.name = QStringLiteral("Keyward Virtual Reader 00 00");
    pcsc::ReaderState b;
    b.name = kReader;
    QCOMPARE(app::ScHsmSetup::readerFor(scHsmToken(), {a, b}), kReader);
    pkcs11::TokenInfo t = scHsmToken();
    t.slotDescription = QStringLiteral("Keyward Virtual Reader 00 00                    ");
    QCOMPARE(app::ScHsmSetup::readerFor(t, {a, b}), a.name);
    t.slotDescription = QStringLiteral("Keyward Virtual");
    QCOMPARE(app::ScHsmSetup::readerFor(t, {a, b}), QString());
}

void ScHsmInitDialogTest::refusesReadersItMustNotUse()
{
    pcsc::ReaderState empty;
    empty.name = QStringLiteral("Empty Reader 00 00");
    pcsc::ReaderState hsm;
    hsm.name = kReader;
    hsm.cardPresent = true;
    hsm.atr = QByteArray::fromHex("3BFE1800008131FE458031815448534D31738021408107FA");
    QCOMPARE(app::ScHsmSetup::refusal(QStringLiteral("Gone 00 00"), {empty, hsm}, false),
             QStringLiteral("There is no reader named \"Gone 00 00\"."));
    QCOMPARE(app::ScHsmSetup::refusal(empty.name, {empty, hsm}, false),
             QStringLiteral("There is no card in \"Empty Reader 00 00\"."));
    QCOMPARE(app::ScHsmSetup::refusal(kReader, {empty, hsm}, false), QString());
    // An OpenPGP card (its ATR names it) stays GnuPG's.
    pcsc::ReaderState yubikey;
    yubikey.name = QStringLiteral("Yubico YubiKey OTP+FIDO+CCID 00 00");
    yubikey.cardPresent = true;
    yubikey.atr = QByteArray::fromHex("3BFD1300008131FE158073C021C057597562694B657940");
    QVERIFY(app::ScHsmSetup::refusal(yubikey.name, {yubikey}, true)
                .contains(QStringLiteral("OpenPGP card")));
}

void ScHsmInitDialogTest::dialogAsksAndChecks()
{
    ScHsmInitDialog dialog(scHsmToken());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *so = child<QLineEdit>(&dialog, "soPinEdit");
    auto *pin = child<QLineEdit>(&dialog, "userPinEdit");
    auto *repeat = child<QLineEdit>(&dialog, "userPinRepeatEdit");
    auto *ok = child<QPushButton>(&dialog, "initialiseButton");
    auto *understood = child<QCheckBox>(&dialog, "understoodCheck");
    auto *problem = child<QLabel>(&dialog, "problemLabel");

    // The factory SO PIN is named in the help text, never filled in.
    QVERIFY(so->text().isEmpty());
    QCOMPARE(so->echoMode(), QLineEdit::Password);
    bool named = false;
    for (const QLabel *l : dialog.findChildren<QLabel *>()) {
        named |= l->text().contains(QStringLiteral("3537363231383830"));
    }
    QVERIFY(named);
    QVERIFY(!ok->isEnabled());
    QCOMPARE(child<QSpinBox>(&dialog, "retriesSpin")->value(), 3);
    QVERIFY(child<QRadioButton>(&dialog, "noDkekRadio")->isChecked());

    QTest::keyClicks(so, QStringLiteral("57621880"));
    QTest::keyClicks(pin, QStringLiteral("648219"));
    QTest::keyClicks(repeat, QStringLiteral("648219"));
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("16 hexadecimal digits")),
             qPrintable(problem->text()));
    QVERIFY(!ok->isEnabled());

    so->clear();
    QTest::keyClicks(so, QStringLiteral("3537363231383830"));
    repeat->clear();
    QTest::keyClicks(repeat, QStringLiteral("648210"));
    QCOMPARE(problem->text(), QStringLiteral("The two user PINs differ."));
    QVERIFY(!ok->isEnabled());
    repeat->clear();
    QTest::keyClicks(repeat, QStringLiteral("648219"));
    QVERIFY(!problem->isVisible());
    QVERIFY(!ok->isEnabled()); // the loss is not acknowledged yet
    child<QSpinBox>(&dialog, "retriesSpin")->setValue(5);
    QVERIFY(problem->text().contains(QStringLiteral("at most 3 tries")));
    child<QSpinBox>(&dialog, "retriesSpin")->setValue(3);
    child<QRadioButton>(&dialog, "dkekSharesRadio")->setChecked(true);
    child<QSpinBox>(&dialog, "dkekShareCount")->setValue(2);
    understood->setChecked(true);
    QVERIFY(ok->isEnabled());
    keyward::testing::screenshot(&dialog, QStringLiteral("sc-hsm-init"));

    const pcsc::ScHsm::InitParams p = dialog.takeParams();
    QVERIFY(so->text().isEmpty() && pin->text().isEmpty() && repeat->text().isEmpty());
    QCOMPARE(p.dkekShares, 2);
    QCOMPARE(p.retryCounter, 3);
    QCOMPARE(pcsc::ScHsm::initializeApdu(p).toHex(),
             QByteArray("805000001c800200018106363438323139820835373632313838309101039201"
                        "02"));
}

QTEST_MAIN(ScHsmInitDialogTest)
#include "ScHsmInitDialogTest.moc"
