// SPDX-License-Identifier: GPL-3.0-or-later
// The token page's DKEK actions on the sandbox's virtual SmartCard-HSM (profile nitrokey-hsm,
// reader 0), through OpenSC's module as a user has it. The window initialises the device for two
// DKEK shares; a share with a wrong password is refused with a whole sentence and nothing
// changes; both shares (made once by sc-hsm-tool, tests/data/sc-hsm-tool) are imported through
// the window's file, password and confirmation dialogs, and the page shows the DKEK complete with
// the key check value sc-hsm-tool reads, the one it printed when it imported the same shares. A key
// pair made in the window is backed up into a new file (mode 0600, never over an existing file),
// deleted, and restored from the file: pkcs11-tool reads the same public key again and the key
// signs what openssl verifies with it. KEYWARD_SCREENSHOT=dir/name.png saves the page's DKEK status
// on the fresh device and after the shares are imported.
#include "DkekVectors.h"
#include "ScHsmTestSupport.h"
#include "TokenPageHarness.h"
#include "app/ScHsmSetup.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/ObjectTableModel.h"
#include "gui/token/PinDialog.h"
#include "gui/token/ScHsmInitDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "pkcs11/TokenDevice.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

const char *kSoPin = kScHsmSoPin;
const char *kUserPin = kScHsmUserPin;

/// sc-hsm-tool's key check value, 16 upper-case hex digits (empty when it shows none).
QString toolKcv(const QString &out)
{
    QString kcv = QRegularExpression(QStringLiteral("DKEK key check value *: *([0-9A-Fa-f ]+)"))
                      .match(out)
                      .captured(1);
    kcv.remove(QLatin1Char(' '));
    return kcv.trimmed().toUpper();
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

ScriptedDialogs::Answer chooseFile(const QString &path)
{
    return [path](QDialog &d) {
        auto *files = qobject_cast<QFileDialog *>(&d);
        if (!files) {
            qWarning() << "expected a file dialog, got" << d.windowTitle();
            return int(QDialog::Rejected);
        }
        files->selectFile(path);
        static_cast<QDialog *>(files)->accept(); // as the Open or Save button does
        return files->result();
    };
}

ScriptedDialogs::Answer secret(const QString &value)
{
    return [value](QDialog &d) {
        if (!qobject_cast<PinDialog *>(&d)) {
            qWarning() << "expected the password or PIN dialog, got" << d.windowTitle();
            return int(QDialog::Rejected);
        }
        type(d, "currentEdit", value);
        return accept(d);
    };
}

/// Presses the message box's accepting button (Import share, Delete).
int confirmBox(QDialog &d)
{
    auto *box = qobject_cast<QMessageBox *>(&d);
    if (!box) {
        qWarning() << "expected a question, got" << d.windowTitle();
        return int(QDialog::Rejected);
    }
    for (QAbstractButton *b : box->buttons()) {
        if (box->buttonRole(b) == QMessageBox::AcceptRole) {
            b->click();
        }
    }
    return box->result();
}

} // namespace

class ScHsmDkekWindowTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        int rc = 0;
        const QString out = initialiseScHsm(QStringLiteral(KEYWARD_TOKEN_CLI), m_dir, &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        qputenv("KW_PIN", kUserPin);
        // Two shares made by OpenSC's tool.
        QVERIFY(copyDkekVector(QStringLiteral("a"), m_dir.filePath(QStringLiteral("share1.pbe"))));
        QVERIFY(copyDkekVector(QStringLiteral("b"), m_dir.filePath(QStringLiteral("share2.pbe"))));
    }

    void importWrapRestoreThroughTheWindow()
    {
        ScriptedDialogs dialogs;
        TokenPageWindow shown(1000, 720);
        QVERIFY(QTest::qWaitForWindowExposed(&shown.window));
        TokenPageController &controller = shown.controller;
        const pkcs11::TokenInfo token = scHsmToken(controller);
        QVERIFY2(!token.label.isEmpty(), "OpenSC lists no SmartCard-HSM");
        TokenPage *page = controller.page();
        QVERIFY(page);
        TokenOperations *ops = page->operations();
        QVERIFY(ops);
        controller.showDevice(pkcs11::toDeviceInfo(token));
        QVERIFY(QTest::qWaitFor([ops] { return ops->hasToken() && !ops->busy(); }, 30000));
        auto action = [page](const char *name) {
            auto *a = page->findChild<QAction *>(QLatin1String(name));
            if (!a) {
                qWarning() << "no action" << name;
            }
            return a;
        };
        auto *status = page->findChild<QLabel *>(QStringLiteral("scHsmStatusLabel"));
        QVERIFY(status);
        QSignalSpy succeeded(ops, &TokenOperations::succeeded);
        QSignalSpy failed(ops, &TokenOperations::failed);
        auto finished = [&] {
            return QTest::qWaitFor(
                [&] { return (!succeeded.isEmpty() || !failed.isEmpty()) && !ops->busy(); },
                180000);
        };

        // 1. The window initialises the device for two DKEK shares.
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<ScHsmInitDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            type(d, "soPinEdit", QString::fromLatin1(kSoPin));
            type(d, "userPinEdit", QString::fromLatin1(kUserPin));
            type(d, "userPinRepeatEdit", QString::fromLatin1(kUserPin));
            d.findChild<QRadioButton *>(QStringLiteral("dkekSharesRadio"))->setChecked(true);
            d.findChild<QSpinBox *>(QStringLiteral("dkekShareCount"))->setValue(2);
            d.findChild<QCheckBox *>(QStringLiteral("understoodCheck"))->setChecked(true);
            QTest::mouseClick(d.findChild<QPushButton *>(QStringLiteral("initialiseButton")),
                              Qt::LeftButton);
            return d.result();
        });
        action("actionInitToken")->trigger();
        QVERIFY(finished());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        QVERIFY(QTest::qWaitFor(
            [&] { return status->isVisible() && status->text().contains(u"waits for 2"); }, 30000));
        QVERIFY(QTest::qWaitFor([ops] { return !ops->busy(); }, 30000));
        // Not applicable yet: wrap and restore need the whole DKEK, and say so.
        for (const char *name : {"actionImportDkekShare", "actionWrapKey", "actionUnwrapKey"}) {
            QVERIFY2(action(name), name);
        }
        QTRY_VERIFY(action("actionImportDkekShare")->isEnabled());
        QVERIFY(action("actionImportDkekShare")->isVisible());
        QVERIFY(!action("actionWrapKey")->isEnabled());
        QVERIFY(!action("actionUnwrapKey")->isEnabled());
        QVERIFY2(action("actionUnwrapKey")->toolTip().contains(u"no complete DKEK"),
                 qPrintable(action("actionUnwrapKey")->toolTip()));
        screenshot(&shown.window, QStringLiteral("dkek-fresh"));

        // 2. A wrong password: refused with a whole sentence, the device unchanged.
        const QString share1 = m_dir.filePath(QStringLiteral("share1.pbe"));
        const QString share2 = m_dir.filePath(QStringLiteral("share2.pbe"));
        succeeded.clear();
        failed.clear();
        dialogs.push(chooseFile(share1));
        dialogs.push(secret(QStringLiteral("not the password")));
        dialogs.push(confirmBox);
        action("actionImportDkekShare")->trigger();
        QVERIFY(finished());
        QVERIFY(dialogs.done());
        QVERIFY2(succeeded.isEmpty(), qPrintable(succeeded.value(0).value(0).toString()));
        const QString refused = failed.value(0).value(1).toString();
        QVERIFY2(refused.contains(u"password") && refused.endsWith(u'.') && refused.at(0).isUpper(),
                 qPrintable(refused));
        QVERIFY2(run(QStringLiteral("sc-hsm-tool"), {})
                     .contains(u"DKEK import pending, 2 share(s) still missing"),
                 "the wrong password changed the device");

        // 3. Both shares through the window; the page shows what the device reports.
        const std::pair<QString, QString> shares[] = {
            {share1, dkekVectorLine(QStringLiteral("a.password"))},
            {share2, dkekVectorLine(QStringLiteral("b.password"))}};
        for (const auto &[share, password] : shares) {
            QVERIFY(!password.isEmpty());
            succeeded.clear();
            failed.clear();
            dialogs.push(chooseFile(share));
            dialogs.push(secret(password));
            dialogs.push(confirmBox);
            action("actionImportDkekShare")->trigger();
            QVERIFY(finished());
            QVERIFY(dialogs.done());
            QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
            QVERIFY2(succeeded.at(0).at(0).toString().startsWith(u"The share is imported."),
                     qPrintable(succeeded.at(0).at(0).toString()));
        }
        const QString kcv = toolKcv(run(QStringLiteral("sc-hsm-tool"), {}));
        QCOMPARE(kcv.size(), 16);
        QCOMPARE(kcv, dkekVectorLine(QStringLiteral("ab.kcv")));
        QVERIFY2(succeeded.at(0).at(0).toString().contains(
                     QStringLiteral("has a complete DKEK of 2 shares; its key check value is %1.")
                         .arg(kcv)),
                 qPrintable(succeeded.at(0).at(0).toString()));
        QVERIFY(QTest::qWaitFor([&] { return !ops->busy(); }, 30000));
        QVERIFY2(
            status->text().contains(
                QStringLiteral("Its DKEK of 2 shares is complete (key check value %1).").arg(kcv)),
            qPrintable(status->text()));
        QVERIFY(!action("actionImportDkekShare")->isEnabled());
        QVERIFY(action("actionUnwrapKey")->isEnabled());
        screenshot(&shown.window, QStringLiteral("dkek-imported"));

        // 4. A key pair made in the window, backed up into a new file.
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<KeyGenDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            auto *combo = d.findChild<QComboBox *>(QStringLiteral("typeCombo"));
            combo->setCurrentIndex(combo->findData(QStringLiteral("p256")));
            type(d, "labelEdit", QStringLiteral("dkek-key"));
            return accept(d);
        });
        dialogs.push(secret(QString::fromLatin1(kUserPin)));
        succeeded.clear();
        failed.clear();
        action("actionGenerateKeyPair")->trigger();
        QVERIFY(finished());
        QVERIFY(dialogs.done());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        auto *objects = page->findChild<QTableView *>(QStringLiteral("objectView"));
        QVERIFY(objects);
        QTRY_VERIFY(rowOf(objects, QStringLiteral("dkek-key"), QStringLiteral("private key")) >= 0);
        QVERIFY(QTest::qWaitFor([&] { return !ops->busy(); }, 30000));
        objects->selectRow(
            rowOf(objects, QStringLiteral("dkek-key"), QStringLiteral("private key")));
        QByteArray id;
        for (const auto &o : ops->objects()) {
            if (o.label == QLatin1String("dkek-key") &&
                o.objectClass == pkcs11::ObjectClass::PrivateKey) {
                id = o.id;
            }
        }
        QVERIFY(!id.isEmpty());
        const QString idHex = QString::fromLatin1(id.toHex());
        const QString module = token.modulePath;
        const QString before = m_dir.filePath(QStringLiteral("before.der"));
        int rc = 0;
        QString out = run(QStringLiteral("pkcs11-tool"),
                          {QStringLiteral("--module"), module, QStringLiteral("--read-object"),
                           QStringLiteral("--type"), QStringLiteral("pubkey"),
                           QStringLiteral("--id"), idHex, QStringLiteral("-o"), before},
                          &rc);
        QVERIFY2(rc == 0, qPrintable(out));

        // An existing file is refused before the PIN is asked.
        const QString taken = m_dir.filePath(QStringLiteral("taken.wky"));
        QVERIFY(QFile(taken).open(QIODevice::WriteOnly));
        QTRY_VERIFY(action("actionWrapKey")->isEnabled());
        succeeded.clear();
        failed.clear();
        dialogs.push(chooseFile(taken));
        action("actionWrapKey")->trigger();
        QVERIFY(finished());
        QVERIFY(dialogs.done());
        QVERIFY2(failed.value(0).value(1).toString().contains(u"never written over a file"),
                 qPrintable(failed.value(0).value(1).toString()));
        QCOMPARE(QFileInfo(taken).size(), 0);

        const QString wrapped = m_dir.filePath(QStringLiteral("dkek-key.wky"));
        succeeded.clear();
        failed.clear();
        dialogs.push(chooseFile(wrapped));
        dialogs.push(secret(QString::fromLatin1(kUserPin)));
        action("actionWrapKey")->trigger();
        QVERIFY(finished());
        QVERIFY(dialogs.done());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        QVERIFY2(succeeded.at(0).at(0).toString().contains(
                     QStringLiteral(" is wrapped into %1 (key check value %2, with its "
                                    "description")
                         .arg(wrapped, kcv)),
                 qPrintable(succeeded.at(0).at(0).toString()));
        QCOMPARE(QFileInfo(wrapped).permissions() & QFileDevice::Permissions(0x7777),
                 QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser |
                     QFileDevice::WriteUser);

        // 5. The key deleted in the window, then restored from the file.
        QVERIFY(QTest::qWaitFor([&] { return !ops->busy(); }, 30000));
        objects->selectRow(
            rowOf(objects, QStringLiteral("dkek-key"), QStringLiteral("private key")));
        succeeded.clear();
        failed.clear();
        dialogs.push(confirmBox);
        dialogs.push(secret(QString::fromLatin1(kUserPin)));
        action("actionDelete")->trigger();
        QVERIFY(finished());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        QVERIFY(dialogs.done());
        QVERIFY(QTest::qWaitFor([&] { return !ops->busy(); }, 30000));
        out =
            run(QStringLiteral("pkcs11-tool"),
                {QStringLiteral("--module"), module, QStringLiteral("--list-objects"),
                 QStringLiteral("--login"), QStringLiteral("--pin"), QStringLiteral("env:KW_PIN")});
        QVERIFY2(!out.contains(QStringLiteral("Private Key Object")), qPrintable(out));

        succeeded.clear();
        failed.clear();
        dialogs.push(chooseFile(wrapped));
        dialogs.push(secret(QString::fromLatin1(kUserPin)));
        action("actionUnwrapKey")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !succeeded.isEmpty() || !failed.isEmpty(); }, 180000));
        QVERIFY(QTest::qWaitFor([&] { return !ops->busy(); }, 60000));
        QVERIFY(dialogs.done());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        const QString restored = succeeded.at(0).at(0).toString();
        // OpenSC's module in this process keeps the objects it read when it bound the card, so
        // the window names the key by its ID until the module reads the device again.
        QVERIFY2(
            restored.contains(u"The key is stored under key reference") &&
                (restored.contains(
                     QStringLiteral("The token lists it as the private key “dkek-key” (ID %1).")
                         .arg(idHex)) ||
                 restored.contains(
                     QStringLiteral("does not list a private key with ID %1 yet").arg(idHex))),
            qPrintable(restored));

        // The same public key, and the restored key signs.
        const QString after = m_dir.filePath(QStringLiteral("after.der"));
        out = run(QStringLiteral("pkcs11-tool"),
                  {QStringLiteral("--module"), module, QStringLiteral("--read-object"),
                   QStringLiteral("--type"), QStringLiteral("pubkey"), QStringLiteral("--id"),
                   idHex, QStringLiteral("-o"), after},
                  &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        QFile a(after);
        QFile b(before);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
        const QString data = m_dir.filePath(QStringLiteral("data"));
        const QString sig = m_dir.filePath(QStringLiteral("sig"));
        {
            QFile f(data);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("restored through the window\n");
        }
        out = run(QStringLiteral("pkcs11-tool"),
                  {QStringLiteral("--module"), module, QStringLiteral("--sign"),
                   QStringLiteral("-m"), QStringLiteral("ECDSA-SHA256"), QStringLiteral("--id"),
                   idHex, QStringLiteral("--login"), QStringLiteral("--pin"),
                   QStringLiteral("env:KW_PIN"), QStringLiteral("-i"), data, QStringLiteral("-o"),
                   sig, QStringLiteral("--signature-format"), QStringLiteral("openssl")},
                  &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        out = run(QStringLiteral("openssl"),
                  {QStringLiteral("dgst"), QStringLiteral("-sha256"), QStringLiteral("-verify"),
                   before, QStringLiteral("-keyform"), QStringLiteral("DER"),
                   QStringLiteral("-signature"), sig, data},
                  &rc);
        QVERIFY2(rc == 0 && out.contains(u"Verified OK"), qPrintable(out));
    }
};

QTEST_MAIN(ScHsmDkekWindowTest)
#include "ScHsmDkekWindowTest.moc"
