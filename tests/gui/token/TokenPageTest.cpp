// SPDX-License-Identifier: GPL-3.0-or-later
// Takes the sandbox's SoftHSM token from "initialise" to "key pair on the
// token, CSR saved" through the token page's widgets, as a person would; the
// dialogs are the real ones, filled by a dialog runner instead of a modal
// exec(). The outcome is judged by tools that are not Keyward: pkcs11-tool
// lists the key, openssl verifies the CSR. KEYWARD_SCREENSHOT=dir/name.png
// saves what the page and its dialogs looked like.
#include "gui/token/TokenPage.h"
#include "TokenPageHarness.h"
#include "gui/token/DialogRunner.h"
#include "gui/token/InitTokenDialog.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/ObjectTableModel.h"
#include "gui/token/PinDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPageController.h"

#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenService.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include <deque>

using namespace keyward;
using namespace keyward::gui::token;

using namespace keyward::testing;

namespace {

constexpr int kOpTimeoutMs = 60000;

int pinPrompts = 0; ///< PIN dialogs the script answered

QDialog::DialogCode pin(QDialog &d, const QString &value)
{
    ++pinPrompts;
    if (!qobject_cast<PinDialog *>(&d)) {
        qWarning() << "expected the PIN dialog, got" << d.windowTitle();
        return QDialog::Rejected;
    }
    type(d, "currentEdit", value);
    return QDialog::DialogCode(accept(d, QStringLiteral("pin")));
}

QString run(const QString &program, const QStringList &args, int *exitCode)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(60000)) {
        *exitCode = -1;
        return QStringLiteral("%1 did not finish").arg(program);
    }
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromLocal8Bit(p.readAll());
}

int rowOf(QTableView *view, const QString &label, const QString &cls)
{
    QAbstractItemModel *m = view->model();
    for (int r = 0; r < m->rowCount(); ++r) {
        if (m->index(r, ObjectTableModel::Label).data().toString() == label &&
            m->index(r, ObjectTableModel::Class).data().toString() == cls) {
            return r;
        }
    }
    return -1;
}

} // namespace

class TokenPageTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initKeygenCsr()
    {
        if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
            QFAIL("runs inside scripts/sandbox (its SoftHSM2 token keyward-test); SOFTHSM2_CONF is "
                  "not set");
        }
        QTemporaryDir work;
        QVERIFY(work.isValid());
        ScriptedDialogs dialogs;
        QElapsedTimer clock;
        clock.start();
        auto phase = [&clock](const char *what) { qInfo("%6lld ms: %s", clock.elapsed(), what); };

        TokenPageWindow shown(1000, 720);
        QWidget &window = shown.window;
        TokenPageController &controller = shown.controller;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        TokenPage *page = controller.page();
        TokenOperations *ops = page->operations();

        // The sandbox token, as the sidebar would hand it over.
        const pkcs11::TokenInfo token = sandboxToken(controller);
        QVERIFY2(!token.serial.isEmpty(), "SoftHSM token keyward-test not found");
        const QString module = token.modulePath;
        controller.showDevice(pkcs11::toDeviceInfo(token));

        auto *overview = page->findChild<QTableWidget *>(QStringLiteral("fieldTable"));
        auto *mechanisms = page->findChild<QTableView *>(QStringLiteral("mechanismView"));
        auto *objects = page->findChild<QTableView *>(QStringLiteral("objectView"));
        auto *status = page->findChild<QLabel *>(QStringLiteral("statusLabel"));
        auto *tabs = page->findChild<QTabWidget *>(QStringLiteral("tabs"));
        auto *banner = page->findChild<QLabel *>(QStringLiteral("pinBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(overview->rowCount() > 5 && !ops->busy(), 20000);
        QVERIFY(mechanisms->model()->rowCount() > 10);
        screenshot(&window, QStringLiteral("1-overview"));
        tabs->setCurrentIndex(1);
        screenshot(&window, QStringLiteral("2-mechanisms"));

        auto action = [page](const char *name) {
            auto *a = page->findChild<QAction *>(QLatin1String(name));
            Q_ASSERT(a);
            return a;
        };

        phase("token shown");
        // 1. Initialise: refused until the current label is typed; the user PIN is set after.
        QVERIFY(action("actionInitToken")->isEnabled());
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<InitTokenDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            type(d, "newLabelEdit", QStringLiteral("keyward-gui"));
            type(d, "soPinEdit", QStringLiteral("12345678"));
            type(d, "userPinEdit", QStringLiteral("123456"));
            type(d, "userRepeatEdit", QStringLiteral("123456"));
            type(d, "confirmEdit", QStringLiteral("keyward-gui")); // the new label does not confirm
            auto *ok = d.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                           ->button(QDialogButtonBox::Ok);
            if (ok->isEnabled()) {
                qWarning() << "initialise enabled without the current label";
                return int(QDialog::Rejected);
            }
            type(d, "confirmEdit", QStringLiteral("keyward-test"));
            return accept(d, QStringLiteral("3-init-dialog"));
        });
        action("actionInitToken")->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() &&
                                      status->text().contains(QStringLiteral("user PIN set")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        QTRY_COMPARE(ops->token().label, QStringLiteral("keyward-gui"));
        QVERIFY(ops->token().isInitialized());

        phase("initialised");
        // 2. A wrong PIN shows in the status line, and the banner warns before the next try.
        dialogs.push([](QDialog &d) { return int(pin(d, QStringLiteral("000000"))); });
        action("actionShowPrivateObjects")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            !ops->busy() && status->text().contains(QStringLiteral("wrong PIN")), kOpTimeoutMs);
        QTRY_VERIFY(banner->isVisible());
        tabs->setCurrentIndex(0);
        screenshot(&window, QStringLiteral("4-wrong-pin"));

        phase("wrong PIN shown");
        QCOMPARE(pinPrompts, 1);
        auto *loginState = page->findChild<QLabel *>(QStringLiteral("loginStateLabel"));
        QVERIFY(loginState && !loginState->isVisible()); // a wrong PIN does not log in
        // 3. Key pair: EC P-256, sensitive and not extractable by default.
        dialogs.push([](QDialog &d) {
            auto *k = qobject_cast<KeyGenDialog *>(&d);
            if (!k) {
                return int(QDialog::Rejected);
            }
            auto *combo = d.findChild<QComboBox *>(QStringLiteral("typeCombo"));
            const int ec = combo->findData(QStringLiteral("p256"));
            if (ec < 0 || combo->count() < 6) {
                qWarning() << "key types offered:" << combo->count();
                return int(QDialog::Rejected);
            }
            combo->setCurrentIndex(ec);
            type(d, "labelEdit", QStringLiteral("gui-key"));
            type(d, "idEdit", QStringLiteral("a1b2c3"));
            if (!k->spec().sensitive || k->spec().extractable) {
                return int(QDialog::Rejected);
            }
            return accept(d, QStringLiteral("5-keygen-dialog"));
        });
        dialogs.push([](QDialog &d) { return int(pin(d, QStringLiteral("123456"))); });
        action("actionGenerateKeyPair")->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() &&
                                      status->text().contains(QStringLiteral("generated")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        QVERIFY(!banner->isVisible()); // the right PIN cleared "count low"
        // One login for the token session: it shows, and the PIN is not asked again.
        QCOMPARE(pinPrompts, 2);
        QVERIFY(ops->loggedIn());
        QTRY_VERIFY(loginState->isVisible());
        QCOMPARE(loginState->text(), QStringLiteral("Logged in"));
        QVERIFY(action("actionLogOut")->isEnabled());
        QVERIFY(!action("actionShowPrivateObjects")->isEnabled());
        tabs->setCurrentIndex(2);
        QTRY_VERIFY(rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("private key")) >= 0);
        // The curve is named in words people use, not OpenSSL's "prime256v1".
        QCOMPARE(
            objects->model()
                ->index(rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("private key")),
                        ObjectTableModel::Size)
                .data()
                .toString(),
            QStringLiteral("NIST P-256"));

        phase("key generated");
        // 4. CSR from the private key, saved as PEM.
        const QString csrPath = work.filePath(QStringLiteral("gui.csr"));
        objects->selectRow(
            rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("private key")));
        QVERIFY(action("actionCreateCsr")->isEnabled());
        dialogs.push([csrPath](QDialog &d) {
            type(d, "cnEdit", QStringLiteral("gui.example.org"));
            type(d, "oEdit", QStringLiteral("Keyward Test"));
            type(d, "cEdit", QStringLiteral("DE"));
            type(d, "pathEdit", csrPath);
            d.findChild<QPlainTextEdit *>(QStringLiteral("sanEdit"))
                ->setPlainText(QStringLiteral("gui.example.org\n192.0.2.7"));
            d.findChild<QCheckBox *>(QStringLiteral("serverAuthCheck"))->setChecked(true);
            return accept(d, QStringLiteral("6-csr-dialog"));
        });
        action("actionCreateCsr")->trigger(); // logged in: no PIN asked
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() && status->text().contains(QStringLiteral("saved")),
                                  qPrintable(status->text()), kOpTimeoutMs);

        phase("CSR saved");
        // 5. Self-signed certificate written onto the token next to the key.
        objects->selectRow(
            rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("private key")));
        dialogs.push([](QDialog &d) {
            type(d, "cnEdit", QStringLiteral("gui.example.org"));
            return accept(d, QStringLiteral("7-selfsigned-dialog"));
        });
        action("actionSelfSigned")->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(
            !ops->busy() && status->text().contains(QStringLiteral("written onto the token")),
            qPrintable(status->text()), kOpTimeoutMs);
        QTRY_VERIFY(rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("certificate")) >= 0);
        objects->selectRow(
            rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("certificate")));
        auto *details = page->findChild<QPlainTextEdit *>(QStringLiteral("detailsView"));
        QVERIFY(details->toPlainText().contains(QStringLiteral("SHA-256 fingerprint")));
        QVERIFY(details->toPlainText().contains(QStringLiteral("CN=gui.example.org")));
        {
            const int row =
                rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("certificate"));
            auto cell = [&](int column) {
                return objects->model()->index(row, column).data().toString();
            };
            QCOMPARE(cell(ObjectTableModel::Size), QStringLiteral("NIST P-256"));
            QCOMPARE(cell(ObjectTableModel::Issuer), QStringLiteral("CN=gui.example.org"));
        }
        screenshot(&window, QStringLiteral("8-objects-logged-in"));
        QVERIFY(dialogs.done());
        QCOMPARE(pinPrompts, 2); // generate, CSR and certificate: one PIN

        phase("certificate written");

        // 6. Export the public key (PEM), copy the private key's URI, delete the certificate.
        const QString pubPath = work.filePath(QStringLiteral("gui-pub.pem"));
        objects->selectRow(rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("public key")));
        dialogs.push([pubPath](QDialog &d) {
            auto *files = qobject_cast<QFileDialog *>(&d);
            if (!files) {
                return int(QDialog::Rejected);
            }
            files->selectFile(pubPath);
            static_cast<QDialog *>(files)->accept(); // as the Save button does
            return files->result();
        });
        action("actionExport")->trigger();
        // What the file holds, read from it again.
        QTRY_VERIFY2_WITH_TIMEOUT(
            !ops->busy() &&
                status->text().startsWith(
                    QStringLiteral("Wrote the public key of “gui-key” to %1: ").arg(pubPath)) &&
                status->text().endsWith(QStringLiteral("bytes of PEM, read back from the file.")),
            qPrintable(status->text()), kOpTimeoutMs);

        objects->selectRow(
            rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("private key")));
        action("actionCopyUri")->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() && status->text().contains(QStringLiteral("Copied")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        const QString uri = QGuiApplication::clipboard()->text();
        QVERIFY2(uri.startsWith(QStringLiteral("pkcs11:")) &&
                     uri.contains(QStringLiteral("object=gui-key")),
                 qPrintable(uri));

        // "Use this key in…" from the certificate: the key's snippets, copied.
        objects->selectRow(
            rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("certificate")));
        QVERIFY(action("actionUseKey")->isEnabled());
        action("actionUseKey")->trigger();
        auto *useKey = page->findChild<QDialog *>(QStringLiteral("useKeyDialog"));
        QVERIFY(useKey && useKey->isVisible());
        QCOMPARE(useKey->findChild<QTabWidget *>(QStringLiteral("snippetTabs"))->count(), 6);
        auto *sshTab = useKey->findChild<QWidget *>(QStringLiteral("snippet-openssh"));
        QVERIFY(sshTab);
        sshTab->findChild<QPushButton *>(QStringLiteral("copyButton"))->click();
        QVERIFY2(
            QGuiApplication::clipboard()->text().startsWith(QStringLiteral("# ")) &&
                QGuiApplication::clipboard()->text().contains(QStringLiteral("ssh-keygen -D ")),
            qPrintable(QGuiApplication::clipboard()->text()));
        const QString opensslText = useKey->findChild<QWidget *>(QStringLiteral("snippet-openssl"))
                                        ->findChild<QPlainTextEdit *>(QStringLiteral("snippetText"))
                                        ->toPlainText();
        QVERIFY2(opensslText.contains(QStringLiteral("object=gui-key;type=private")) &&
                     !opensslText.contains(QStringLiteral("123456")),
                 qPrintable(opensslText));
        useKey->close();

        objects->selectRow(
            rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("certificate")));
        dialogs.push([](QDialog &d) {
            auto *box = qobject_cast<QMessageBox *>(&d);
            if (!box || !box->text().contains(QStringLiteral("certificate “gui-key”"))) {
                return int(QDialog::Rejected);
            }
            for (QAbstractButton *b : box->buttons()) {
                if (box->buttonRole(b) == QMessageBox::AcceptRole) {
                    b->click();
                }
            }
            return box->result();
        });
        action("actionDelete")->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() &&
                                      status->text().contains(QStringLiteral("Deleted")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        QTRY_VERIFY(rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("certificate")) < 0);
        QVERIFY(dialogs.done());
        QCOMPARE(pinPrompts, 2);
        phase("exported, URI copied, certificate deleted");

        // Log out (keyboard: Ctrl+Shift+L): the state goes, the next operation asks again.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        objects->setFocus();
        QTest::keyClick(objects, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() &&
                                      status->text().contains(QStringLiteral("Logged out")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        QVERIFY(!ops->loggedIn());
        QVERIFY(!loginState->isVisible());
        QVERIFY(!action("actionLogOut")->isEnabled());
        const QString csr2Path = work.filePath(QStringLiteral("gui2.csr"));
        objects->selectRow(rowOf(objects, QStringLiteral("gui-key"), QStringLiteral("public key")));
        QVERIFY(action("actionCreateCsr")->isEnabled());
        dialogs.push([csr2Path](QDialog &d) {
            type(d, "cnEdit", QStringLiteral("again.example.org"));
            type(d, "pathEdit", csr2Path);
            return accept(d);
        });
        dialogs.push([](QDialog &d) { return int(pin(d, QStringLiteral("123456"))); });
        action("actionCreateCsr")->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() && status->text().contains(QStringLiteral("saved")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        QVERIFY(dialogs.done());
        QCOMPARE(pinPrompts, 3);
        QTRY_VERIFY(loginState->isVisible());
        QVERIFY(QFile::exists(csr2Path));
        // Judges that are not Keyward.
        int rc = 0;
        const QString listed =
            run(QStringLiteral("pkcs11-tool"),
                {QStringLiteral("--module"), module, QStringLiteral("--token-label"),
                 QStringLiteral("keyward-gui"), QStringLiteral("--list-objects"),
                 QStringLiteral("--login"), QStringLiteral("--pin"), QStringLiteral("123456")},
                &rc);
        QVERIFY2(rc == 0, qPrintable(listed));
        QVERIFY2(listed.contains(QStringLiteral("Private Key Object; EC")), qPrintable(listed));
        QVERIFY2(listed.contains(QStringLiteral("label:      gui-key")), qPrintable(listed));
        QVERIFY2(listed.contains(QStringLiteral("ID:         a1b2c3")), qPrintable(listed));
        QVERIFY2(!listed.contains(QStringLiteral("Certificate Object")), qPrintable(listed));
        const QString verified =
            run(QStringLiteral("openssl"),
                {QStringLiteral("req"), QStringLiteral("-verify"), QStringLiteral("-noout"),
                 QStringLiteral("-text"), QStringLiteral("-in"), csrPath},
                &rc);
        QVERIFY2(rc == 0, qPrintable(verified));
        QVERIFY2(
            verified.contains(QStringLiteral("verify OK")) ||
                verified.contains(QStringLiteral("Certificate request self-signature verify OK")),
            qPrintable(verified));
        // OpenSSL 3.0 prints "CN = x", 3.5 (Debian 13) "CN=x".
        QVERIFY2(verified.contains(QStringLiteral("CN = gui.example.org")) ||
                     verified.contains(QStringLiteral("CN=gui.example.org")),
                 qPrintable(verified));
        QVERIFY2(verified.contains(QStringLiteral("DNS:gui.example.org")), qPrintable(verified));
        QVERIFY2(verified.contains(QStringLiteral("IP Address:192.0.2.7")), qPrintable(verified));
        QVERIFY2(verified.contains(QStringLiteral("TLS Web Server Authentication")),
                 qPrintable(verified));
        // The exported public key is the one in the request.
        const QString csrKey = run(QStringLiteral("openssl"),
                                   {QStringLiteral("req"), QStringLiteral("-in"), csrPath,
                                    QStringLiteral("-pubkey"), QStringLiteral("-noout")},
                                   &rc);
        QVERIFY2(rc == 0, qPrintable(csrKey));
        QFile exported(pubPath);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromLatin1(exported.readAll()).trimmed(), csrKey.trimmed());
    }
};

QTEST_MAIN(TokenPageTest)
#include "TokenPageTest.moc"
