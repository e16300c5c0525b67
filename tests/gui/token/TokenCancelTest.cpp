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
#include "gui/token/ObjectTableModel.h"
#include "gui/token/PinDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "gui/token/TokenPageController.h"

#include "pkcs11/KeyGenerator.h"
#include "pkcs11/StepPlan.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenService.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSemaphore>
#include <QTabWidget>
#include <QTableView>
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

/// The row whose label is `label` and class `objectClass`, or -1.
int rowOf(const QAbstractItemModel *model, const QString &label, const QString &objectClass)
{
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, ObjectTableModel::Label).data().toString() == label &&
            model->index(r, ObjectTableModel::Class).data().toString() == objectClass) {
            return r;
        }
    }
    return -1;
}

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
                     QStringLiteral("-subj"),
                     QStringLiteral("/CN=cancel-p12.example.org/O=Keyward test/C=DE"),
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
            return acceptAndWait(d);
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

        // A wrong file password is told in the dialog, before anything else: it stays open with
        // every field as typed but the password, which is empty and has the focus. No PIN is
        // asked, nothing is written.
        struct Seen
        {
            bool open = false;
            QString message, path, label, id, password;
            bool passwordFocused = false;
        } seen;
        dialogs.push([p12, &seen](QDialog &d) {
            type(d, "pathEdit", p12);
            type(d, "passwordEdit", QStringLiteral("not-the-password"));
            type(d, "labelEdit", QStringLiteral("kept-label"));
            type(d, "idEdit", QStringLiteral("0badc0de"));
            auto *message = d.findChild<QLabel *>(QStringLiteral("messageLabel"));
            const auto told = [message] {
                return message && message->isVisible() &&
                       message->text().contains(QStringLiteral("wrong PKCS#12 password"));
            };
            const int result = acceptAndWait(d, told);
            seen.open = d.isVisible();
            if (!seen.open) {
                return result;
            }
            const auto text = [&d](const char *name) {
                return d.findChild<QLineEdit *>(QLatin1String(name))->text();
            };
            seen.message = message ? message->text() : QString();
            seen.path = text("pathEdit");
            seen.label = text("labelEdit");
            seen.id = text("idEdit");
            seen.password = text("passwordEdit");
            seen.passwordFocused =
                d.focusWidget() == d.findChild<QLineEdit *>(QStringLiteral("passwordEdit"));
            screenshot(&d, QStringLiteral("5-wrong-password"));
            d.reject(); // as Cancel does
            return d.result();
        });
        page->findChild<QAction *>(QStringLiteral("actionImportPkcs12"))->trigger();
        QVERIFY(dialogs.done()); // the import dialog only: no PIN was asked
        QVERIFY2(seen.open, "the dialog closed after a wrong password");
        QVERIFY2(seen.message.contains(QStringLiteral("wrong PKCS#12 password")),
                 qPrintable(seen.message));
        QCOMPARE(seen.path, p12);
        QCOMPARE(seen.label, QStringLiteral("kept-label"));
        QCOMPARE(seen.id, QStringLiteral("0badc0de"));
        QVERIFY(seen.password.isEmpty());
        QVERIFY(seen.passwordFocused);
        QTRY_VERIFY_WITH_TIMEOUT(!ops->busy(), kTimeoutMs);
        QCOMPARE(objectsOnToken(), before);

        // 3. Without Cancel the same import goes through: the hooks changed nothing else.
        dialogs.push([p12](QDialog &d) {
            type(d, "pathEdit", p12);
            type(d, "passwordEdit", QStringLiteral("secret"));
            type(d, "labelEdit", QStringLiteral("cancel-p12"));
            return acceptAndWait(d);
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

        // 4. The objects table with the import's 40-digit IDs: the ID shortened (whole in its
        // tooltip, its edit role and Copy ID), subject and expiry in view without scrolling, with
        // the page as wide as the main window's default (1024 px) leaves it beside the device
        // list, and at 1366 px.
        page->findChild<QTabWidget *>(QStringLiteral("tabs"))->setCurrentIndex(2);
        auto *table = page->findChild<QTableView *>(QStringLiteral("objectView"));
        QVERIFY(table);
        QAbstractItemModel *model = table->model();
        int certRow = -1;
        QTRY_VERIFY_WITH_TIMEOUT((certRow = rowOf(model, QStringLiteral("cancel-p12"),
                                                  QStringLiteral("certificate"))) >= 0,
                                 kTimeoutMs);
        const QModelIndex id = model->index(certRow, ObjectTableModel::Id);
        const QString wholeId = id.data(Qt::EditRole).toString();
        QCOMPARE(wholeId.size(), 40);
        QCOMPARE(id.data(Qt::DisplayRole).toString(),
                 wholeId.left(8) + QChar(0x2026) + wholeId.right(8));
        QCOMPARE(id.data(Qt::ToolTipRole).toString(), wholeId);
        QHeaderView *header = table->horizontalHeader();
        const auto inView = [table, header](int column) {
            const int x = header->sectionViewportPosition(column);
            return header->sectionSize(column) > 0 && x >= 0 &&
                   x + header->sectionSize(column) <= table->viewport()->width();
        };
        const int subjectWidth =
            table->fontMetrics().horizontalAdvance(QStringLiteral("CN=cancel"));
        for (const QSize size : {QSize(1024 - 240 - 24, 680), QSize(1366 - 240 - 24, 768)}) {
            window.resize(size);
            QTRY_COMPARE(window.size(), size);
            QTRY_VERIFY2(
                inView(ObjectTableModel::Subject) && inView(ObjectTableModel::ValidUntil),
                qPrintable(QStringLiteral("at %1 px: subject at %2 (%3 wide), expiry at "
                                          "%4 (%5 wide), viewport %6 wide")
                               .arg(size.width())
                               .arg(header->sectionViewportPosition(ObjectTableModel::Subject))
                               .arg(header->sectionSize(ObjectTableModel::Subject))
                               .arg(header->sectionViewportPosition(ObjectTableModel::ValidUntil))
                               .arg(header->sectionSize(ObjectTableModel::ValidUntil))
                               .arg(table->viewport()->width())));
            QVERIFY(header->sectionSize(ObjectTableModel::Subject) >= subjectWidth);
            QVERIFY(header->sectionSize(ObjectTableModel::ValidUntil) >=
                    static_cast<QAbstractItemView *>(table)->sizeHintForColumn(
                        ObjectTableModel::ValidUntil));
            screenshot(&window, QStringLiteral("6-objects-%1").arg(size.width()));
        }
        table->selectRow(certRow);
        auto *copyId = page->findChild<QAction *>(QStringLiteral("actionCopyId"));
        QVERIFY(copyId && copyId->isEnabled());
        QVERIFY(table->actions().contains(copyId)); // in the table's context menu
        copyId->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), wholeId);
    }
};

QTEST_MAIN(TokenCancelTest)
#include "TokenCancelTest.moc"
