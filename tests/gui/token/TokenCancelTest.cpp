// SPDX-License-Identifier: GPL-3.0-or-later
// Cancel on the token page, on the sandbox's SoftHSM token: a key pair
// generation cancelled with Esc while the token works (the pair the token
// returns afterwards is deleted), and a PKCS#12 import cancelled after its
// first write (what it wrote is removed again). The test hooks hold the
// worker right after the Cryptoki call, so the Cancel lands "during" the
// call every time, without sleeps. pkcs11-tool, not Keyward, says what is on
// the token. KEYWARD_SCREENSHOT=dir/name.png saves the page.
#include "TokenPageHarness.h"
#include "gui/token/DialogRunner.h"
#include "gui/token/ImportDialog.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/PinDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "gui/token/TokenPageController.h"

#include "pkcs11/KeyGenerator.h"
#include "pkcs11/StepPlan.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenService.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSemaphore>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include <atomic>
#include <deque>

using namespace keyward;
using namespace keyward::gui::token;

using namespace keyward::testing;

namespace {

constexpr int kTimeoutMs = 60000;

/// Holds the worker inside a test hook until the test lets it go.
class Gate
{
public:
    void hold()
    {
        m_reached = true;
        m_release.tryAcquire(1, kTimeoutMs); // never hangs the suite
    }
    bool reached() const { return m_reached; }
    void release() { m_release.release(); }

private:
    std::atomic_bool m_reached{false};
    QSemaphore m_release;
};

int userPin(QDialog &d)
{
    if (!qobject_cast<PinDialog *>(&d)) {
        return QDialog::Rejected;
    }
    type(d, "currentEdit", QStringLiteral("123456"));
    return accept(d);
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(kTimeoutMs) || p.exitCode() != 0) {
        qWarning() << program << args << "failed:" << p.readAll();
        return QStringLiteral("FAILED");
    }
    return QString::fromLocal8Bit(p.readAll());
}

} // namespace

class TokenCancelTest : public QObject
{
    Q_OBJECT
private:
    QString m_module;

    /// Every object on the token, private ones included, as pkcs11-tool lists them.
    QString objectsOnToken()
    {
        return run(QStringLiteral("pkcs11-tool"),
                   {QStringLiteral("--module"), m_module, QStringLiteral("--token-label"),
                    QStringLiteral("keyward-test"), QStringLiteral("--login"),
                    QStringLiteral("--pin"), QStringLiteral("123456"),
                    QStringLiteral("--list-objects")});
    }

private Q_SLOTS:
    void cancelKeygenAndImport()
    {
        if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
            QFAIL("runs inside scripts/sandbox (its SoftHSM2 token keyward-test); SOFTHSM2_CONF is "
                  "not set");
        }
        QTemporaryDir work;
        QVERIFY(work.isValid());
        ScriptedDialogs dialogs;
        TokenPageWindow shown(1000, 640);
        QWidget &window = shown.window;
        TokenPageController &controller = shown.controller;
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        TokenPage *page = controller.page();
        TokenOperations *ops = page->operations();

        const pkcs11::TokenInfo token = sandboxToken(controller);
        QVERIFY2(!token.serial.isEmpty(), "SoftHSM token keyward-test not found");
        m_module = token.modulePath;
        controller.showDevice(pkcs11::toDeviceInfo(token));
        QTRY_VERIFY_WITH_TIMEOUT(ops->hasToken() && !ops->busy(), 20000);
        const QString before = objectsOnToken();
        QVERIFY(!before.contains(QStringLiteral("cancel-")));

        auto *status = page->findChild<QLabel *>(QStringLiteral("statusLabel"));
        auto *busyLabel = page->findChild<QLabel *>(QStringLiteral("busyLabel"));
        auto *cancelButton = page->findChild<QPushButton *>(QStringLiteral("cancelButton"));
        auto *cancelAction = page->findChild<QAction *>(QStringLiteral("actionCancel"));
        QVERIFY(status && busyLabel && cancelButton && cancelAction);
        QVERIFY(!cancelButton->isVisible());
        QVERIFY(!cancelAction->isEnabled());

        // 1. RSA key pair; Esc while the token generates it.
        Gate keygen;
        pkcs11::KeyGenerator::setAfterGenerateHook([&keygen] { keygen.hold(); });
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<KeyGenDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            auto *combo = d.findChild<QComboBox *>(QStringLiteral("typeCombo"));
            combo->setCurrentIndex(combo->findData(QStringLiteral("rsa2048")));
            type(d, "labelEdit", QStringLiteral("cancel-rsa"));
            type(d, "idEdit", QStringLiteral("c0ffee"));
            return accept(d);
        });
        dialogs.push(userPin);
        page->findChild<QAction *>(QStringLiteral("actionGenerateKeyPair"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(keygen.reached(), kTimeoutMs);
        // The token has made the pair; Keyward has not reported it yet.
        QVERIFY(objectsOnToken().contains(QStringLiteral("cancel-rsa")));
        QVERIFY(cancelButton->isVisible() && cancelButton->isEnabled());
        QVERIFY(ops->canCancel());
        QTest::qWait(250); // past the busy strip's 200 ms delay, for the picture only
        screenshot(&window, QStringLiteral("1-generating"));
        // Esc where the user is: in the page (here the objects table has the focus).
        page->findChild<QTabWidget *>(QStringLiteral("tabs"))->setCurrentIndex(2);
        window.activateWindow(); // back from the PIN dialog
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *objects = page->findChild<QWidget *>(QStringLiteral("objectView"));
        objects->setFocus();
        QTRY_VERIFY(objects->hasFocus());
        QTest::keyClick(objects, Qt::Key_Escape);
        QTRY_VERIFY(busyLabel->text().contains(QStringLiteral("Cancelling")));
        QVERIFY(!cancelButton->isEnabled()); // asked once; the strip says what happens
        QVERIFY(!ops->canCancel());
        QTest::qWait(50); // the strip's layout follows its new text; then the picture
        screenshot(&window, QStringLiteral("2-cancelling"));
        keygen.release();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() && status->isVisible() &&
                                      status->text().contains(QStringLiteral("deleted")),
                                  qPrintable(status->text()), kTimeoutMs);
        pkcs11::KeyGenerator::setAfterGenerateHook({});
        QVERIFY2(status->text().contains(QStringLiteral("nothing was added")),
                 qPrintable(status->text()));
        QVERIFY(!cancelButton->isVisible());
        screenshot(&window, QStringLiteral("3-cancelled"));
        const QString afterKeygen = objectsOnToken();
        QVERIFY2(!afterKeygen.contains(QStringLiteral("cancel-rsa")), qPrintable(afterKeygen));
        QCOMPARE(afterKeygen, before); // only that pair went; the rest is as it was

        // 2. PKCS#12 import: Cancel (the button) after the private key was written.
        const QString key = work.filePath(QStringLiteral("k.pem"));
        const QString cert = work.filePath(QStringLiteral("c.pem"));
        const QString p12 = work.filePath(QStringLiteral("t.p12"));
        QVERIFY(run(QStringLiteral("openssl"),
                    {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                     QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                     QStringLiteral("ec_paramgen_curve:P-256"), QStringLiteral("-nodes"),
                     QStringLiteral("-keyout"), key, QStringLiteral("-out"), cert,
                     QStringLiteral("-subj"), QStringLiteral("/CN=cancel-p12"),
                     QStringLiteral("-days"), QStringLiteral("1")}) != QLatin1String("FAILED"));
        QVERIFY(run(QStringLiteral("openssl"),
                    {QStringLiteral("pkcs12"), QStringLiteral("-export"), QStringLiteral("-inkey"),
                     key, QStringLiteral("-in"), cert, QStringLiteral("-out"), p12,
                     QStringLiteral("-passout"), QStringLiteral("pass:secret")}) !=
                QLatin1String("FAILED"));
        Gate import;
        const QString firstStep = QStringLiteral("the private key");
        pkcs11::StepPlan::setAfterStepHook([&import, firstStep](const QString &step) {
            if (step == firstStep) {
                import.hold();
            }
        });
        dialogs.push([p12](QDialog &d) {
            if (!qobject_cast<ImportDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            type(d, "pathEdit", p12);
            type(d, "passwordEdit", QStringLiteral("secret"));
            type(d, "labelEdit", QStringLiteral("cancel-p12"));
            return accept(d);
        });
        // The user PIN given for the key pair still holds: the token stays logged in.
        QVERIFY(ops->loggedIn());
        page->findChild<QAction *>(QStringLiteral("actionImportPkcs12"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(import.reached(), kTimeoutMs);
        QVERIFY(objectsOnToken().contains(QStringLiteral("cancel-p12"))); // the key is written
        QVERIFY(cancelButton->isVisible() && cancelButton->isEnabled());
        QTest::mouseClick(cancelButton, Qt::LeftButton);
        QTRY_VERIFY(busyLabel->text().contains(QStringLiteral("Cancelling")));
        import.release();
        QTRY_VERIFY2_WITH_TIMEOUT(
            !ops->busy() && status->text().contains(QStringLiteral("nothing was imported")),
            qPrintable(status->text()), kTimeoutMs);
        pkcs11::StepPlan::setAfterStepHook({});
        QVERIFY2(status->text().contains(QStringLiteral("removed again: the private key")),
                 qPrintable(status->text()));
        QVERIFY2(
            status->text().contains(QStringLiteral("Not done: the public key, the certificate")),
            qPrintable(status->text()));
        screenshot(&window, QStringLiteral("4-import-cancelled"));
        QCOMPARE(objectsOnToken(), before);

        // A wrong file password is told before anything else, and nothing is written.
        dialogs.push([p12](QDialog &d) {
            type(d, "pathEdit", p12);
            type(d, "passwordEdit", QStringLiteral("not-the-password"));
            type(d, "labelEdit", QStringLiteral("cancel-p12"));
            return accept(d);
        });
        page->findChild<QAction *>(QStringLiteral("actionImportPkcs12"))->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(
            !ops->busy() && status->text().contains(QStringLiteral("wrong PKCS#12 password")),
            qPrintable(status->text()), kTimeoutMs);
        QVERIFY(dialogs.done());
        QCOMPARE(objectsOnToken(), before);

        // 3. Without Cancel the same import goes through: the hooks changed nothing else.
        dialogs.push([p12](QDialog &d) {
            type(d, "pathEdit", p12);
            type(d, "passwordEdit", QStringLiteral("secret"));
            type(d, "labelEdit", QStringLiteral("cancel-p12"));
            return accept(d);
        });
        page->findChild<QAction *>(QStringLiteral("actionImportPkcs12"))->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() &&
                                      status->text().startsWith(QStringLiteral("Imported")),
                                  qPrintable(status->text()), kTimeoutMs);
        QVERIFY(dialogs.done()); // one PIN dialog for the three operations
        // Key, public key and certificate, each labelled (the subject names it too).
        QCOMPARE(
            objectsOnToken().count(QRegularExpression(QStringLiteral("label:\\s+cancel-p12\\n"))),
            3);
    }
};

QTEST_MAIN(TokenCancelTest)
#include "TokenCancelTest.moc"
