// SPDX-License-Identifier: GPL-3.0-or-later
// The window and keyward-cli say the same sentence for the same token operation: key pair
// generation, a certificate request, a self-signed certificate stored on the token, and deleting
// the private key, on the sandbox's SoftHSM token. The window's operations run first (their
// dialogs answered by the script), then the same operations through keyward-cli after the
// window's objects and files are gone, and each pair of sentences is compared as strings. Both
// come from the one command object in app/TokenKeyCommands.h; before it the window said
// "Key pair “k” (EC prime256v1) generated, ID 5a." where keyward-cli printed the object.
// The same for a PKCS#12 import, a certificate import and a user PIN change (app/
// TokenImportCommands.h, app/TokenPinCommands.h): before them the window said "Certificate “CN=x”
// imported." where keyward-cli printed the object, and neither said what the token reports
// about a PIN it changed.
#include "TokenPageHarness.h"
#include "gui/token/CertRequestDialog.h"
#include "gui/token/ImportDialog.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/PinDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "pkcs11/TokenDevice.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

constexpr int kOpTimeoutMs = 60000;
const QString kLabel = QStringLiteral("same-key");
const QString kId = QStringLiteral("5a5a");

/// keyward-cli token `args` on the sandbox token with the user PIN from `pinFile`: its exit
/// code and standard output (standard error goes to the test's log).
int cli(const QStringList &args, const QString &pinFile, QString *out)
{
    QStringList all{QStringLiteral("token")};
    all << args << QStringLiteral("--token") << QStringLiteral("keyward-test")
        << QStringLiteral("--pin-file") << pinFile;
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QStringLiteral(KEYWARD_TOKEN_CLI), all);
    p.closeWriteChannel();
    if (!p.waitForFinished(kOpTimeoutMs)) {
        return -1;
    }
    *out = QString::fromUtf8(p.readAllStandardOutput());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

/// The first line keyward-cli printed: its sentence.
QString firstLine(const QString &out)
{
    return out.section(QLatin1Char('\n'), 0, 0);
}

int pin(QDialog &d)
{
    if (!qobject_cast<PinDialog *>(&d)) {
        qWarning() << "expected the PIN dialog, got" << d.windowTitle();
        return QDialog::Rejected;
    }
    type(d, "currentEdit", QStringLiteral("123456"));
    return accept(d);
}

/// A file of `content` in `dir`, readable by its owner only.
QString secretFile(const QTemporaryDir &dir, const char *name, const QByteArray &content)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(content);
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    return path;
}

int openssl(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("openssl"), args);
    return p.waitForFinished(kOpTimeoutMs) && p.exitStatus() == QProcess::NormalExit ? p.exitCode()
                                                                                     : -1;
}

int pressAccept(QDialog &d)
{
    auto *box = qobject_cast<QMessageBox *>(&d);
    if (!box) {
        return QDialog::Rejected;
    }
    for (QAbstractButton *b : box->buttons()) {
        if (box->buttonRole(b) == QMessageBox::AcceptRole) {
            b->click();
        }
    }
    return box->result();
}

} // namespace

class TokenSameSentencesTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void windowAndCliSayTheSame()
    {
        if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
            QFAIL("runs inside scripts/sandbox (its SoftHSM2 token keyward-test)");
        }
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QString pinFile = work.filePath(QStringLiteral("user.pin"));
        {
            QFile f(pinFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("123456\n");
            f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        }
        const QString csrPath = work.filePath(QStringLiteral("same.csr"));
        const QString crtPath = work.filePath(QStringLiteral("same.crt"));

        QString windowKeygen;
        QString windowCsr;
        QString windowSelfSigned;
        QString windowDelete;
        {
            ScriptedDialogs dialogs;
            TokenPageWindow shown(1000, 720);
            QVERIFY(QTest::qWaitForWindowExposed(&shown.window));
            TokenOperations *ops = shown.controller.page()->operations();
            const pkcs11::TokenInfo token = sandboxToken(shown.controller);
            QVERIFY2(!token.serial.isEmpty(), "SoftHSM token keyward-test not found");
            shown.controller.showDevice(pkcs11::toDeviceInfo(token));
            QTRY_VERIFY_WITH_TIMEOUT(ops->hasToken() && !ops->busy(), 30000);
            QSignalSpy done(ops, &TokenOperations::succeeded);
            QSignalSpy failed(ops, &TokenOperations::failed);
            const auto sentence = [&]() -> QString {
                if (!QTest::qWaitFor([&] { return !ops->busy(); }, kOpTimeoutMs) ||
                    !failed.isEmpty() || done.isEmpty()) {
                    return failed.isEmpty() ? QStringLiteral("<nothing said>")
                                            : failed.constLast().at(1).toString();
                }
                const QString s = done.constLast().at(0).toString();
                done.clear();
                return s;
            };

            dialogs.push([](QDialog &d) {
                if (!qobject_cast<KeyGenDialog *>(&d)) {
                    return int(QDialog::Rejected);
                }
                auto *combo = d.findChild<QComboBox *>(QStringLiteral("typeCombo"));
                combo->setCurrentIndex(combo->findData(QStringLiteral("p256")));
                type(d, "labelEdit", kLabel);
                type(d, "idEdit", kId);
                return accept(d);
            });
            dialogs.push(pin);
            ops->generateKeyPair();
            windowKeygen = sentence();

            pkcs11::ObjectInfo key;
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    for (const pkcs11::ObjectInfo &o : ops->objects()) {
                        if (o.label == kLabel && o.objectClass == pkcs11::ObjectClass::PrivateKey) {
                            key = o;
                            return true;
                        }
                    }
                    return false;
                }(),
                kOpTimeoutMs);

            dialogs.push([csrPath](QDialog &d) {
                type(d, "cnEdit", QStringLiteral("same.example.org"));
                type(d, "pathEdit", csrPath);
                return accept(d);
            });
            ops->createCsr(key); // logged in since the key pair: no PIN asked
            windowCsr = sentence();

            dialogs.push([crtPath](QDialog &d) {
                type(d, "cnEdit", QStringLiteral("same.example.org"));
                type(d, "pathEdit", crtPath);
                d.findChild<QCheckBox *>(QStringLiteral("storeCheck"))->setChecked(true);
                return accept(d);
            });
            ops->createSelfSigned(key);
            windowSelfSigned = sentence();

            dialogs.push(pressAccept);
            ops->deleteObject(key);
            windowDelete = sentence();
            QVERIFY(dialogs.done());
        }
        qInfo() << "window:" << windowKeygen << windowCsr << windowSelfSigned << windowDelete;

        // The window's public key, certificate and files go; the same operations again.
        QString out;
        QCOMPARE(
            cli({QStringLiteral("delete"), QStringLiteral("--id"), kId, QStringLiteral("--yes")},
                pinFile, &out),
            0);
        QVERIFY(QFile::remove(csrPath));
        QVERIFY(QFile::remove(crtPath));

        QCOMPARE(
            cli({QStringLiteral("keygen"), QStringLiteral("--key-type"), QStringLiteral("p256"),
                 QStringLiteral("--label"), kLabel, QStringLiteral("--id"), kId},
                pinFile, &out),
            0);
        QCOMPARE(firstLine(out), windowKeygen);
        QCOMPARE(cli({QStringLiteral("csr"), QStringLiteral("--label"), kLabel,
                      QStringLiteral("--subject"), QStringLiteral("/CN=same.example.org"),
                      QStringLiteral("--out"), csrPath},
                     pinFile, &out),
                 0);
        QCOMPARE(firstLine(out), windowCsr);
        QCOMPARE(cli({QStringLiteral("selfsign"), QStringLiteral("--label"), kLabel,
                      QStringLiteral("--subject"), QStringLiteral("/CN=same.example.org"),
                      QStringLiteral("--out"), crtPath, QStringLiteral("--store")},
                     pinFile, &out),
                 0);
        QCOMPARE(firstLine(out), windowSelfSigned);
        QCOMPARE(cli({QStringLiteral("delete"), QStringLiteral("--label"), kLabel,
                      QStringLiteral("--id"), kId, QStringLiteral("--type"),
                      QStringLiteral("private-key"), QStringLiteral("--yes")},
                     pinFile, &out),
                 0);
        QCOMPARE(firstLine(out), windowDelete);
        QVERIFY2(windowKeygen.contains(kLabel) && windowKeygen.contains(QStringLiteral("ID 5a5a")),
                 qPrintable(windowKeygen));
    }

    void importAndPinChangeSayTheSame()
    {
        if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
            QFAIL("runs inside scripts/sandbox (its SoftHSM2 token keyward-test)");
        }
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QString pinFile = secretFile(work, "user.pin", "123456\n");
        const QString pin2File = secretFile(work, "user2.pin", "654321\n");
        const QString p12PasswordFile = secretFile(work, "p12.pw", "p12secret\n");
        const QString keyPem = work.filePath(QStringLiteral("k.pem"));
        const QString crt = work.filePath(QStringLiteral("c.pem"));
        const QString p12 = work.filePath(QStringLiteral("k.p12"));
        QCOMPARE(openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                          QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                          QStringLiteral("ec_paramgen_curve:P-256"), QStringLiteral("-nodes"),
                          QStringLiteral("-keyout"), keyPem, QStringLiteral("-out"), crt,
                          QStringLiteral("-subj"), QStringLiteral("/CN=same-p12.example.org"),
                          QStringLiteral("-days"), QStringLiteral("30")}),
                 0);
        QCOMPARE(
            openssl({QStringLiteral("pkcs12"), QStringLiteral("-export"), QStringLiteral("-inkey"),
                     keyPem, QStringLiteral("-in"), crt, QStringLiteral("-out"), p12,
                     QStringLiteral("-passout"), QStringLiteral("pass:p12secret")}),
            0);
        const QString p12Label = QStringLiteral("same-p12");
        const QString p12Id = QStringLiteral("7b7b");
        const QString certLabel = QStringLiteral("same-cert");
        const QString certId = QStringLiteral("7c7c");

        QString windowP12;
        QString windowCert;
        QString windowChange;
        {
            ScriptedDialogs dialogs;
            TokenPageWindow shown(1000, 720);
            QVERIFY(QTest::qWaitForWindowExposed(&shown.window));
            TokenOperations *ops = shown.controller.page()->operations();
            const pkcs11::TokenInfo token = sandboxToken(shown.controller);
            QVERIFY2(!token.serial.isEmpty(), "SoftHSM token keyward-test not found");
            shown.controller.showDevice(pkcs11::toDeviceInfo(token));
            QTRY_VERIFY_WITH_TIMEOUT(ops->hasToken() && !ops->busy(), 30000);
            QSignalSpy done(ops, &TokenOperations::succeeded);
            QSignalSpy failed(ops, &TokenOperations::failed);
            const auto sentence = [&]() -> QString {
                if (!QTest::qWaitFor([&] { return !ops->busy(); }, kOpTimeoutMs) ||
                    !failed.isEmpty() || done.isEmpty()) {
                    return failed.isEmpty() ? QStringLiteral("<nothing said>")
                                            : failed.constLast().at(1).toString();
                }
                const QString s = done.constLast().at(0).toString();
                done.clear();
                return s;
            };

            dialogs.push([&](QDialog &d) {
                if (!qobject_cast<ImportDialog *>(&d)) {
                    return int(QDialog::Rejected);
                }
                type(d, "pathEdit", p12);
                type(d, "passwordEdit", QStringLiteral("p12secret"));
                type(d, "labelEdit", p12Label);
                type(d, "idEdit", p12Id);
                return acceptAndWait(d);
            });
            dialogs.push(pin);
            ops->importPkcs12();
            windowP12 = sentence();

            dialogs.push([&](QDialog &d) {
                if (!qobject_cast<ImportDialog *>(&d)) {
                    return int(QDialog::Rejected);
                }
                type(d, "pathEdit", crt);
                type(d, "labelEdit", certLabel);
                type(d, "idEdit", certId);
                return accept(d);
            });
            ops->importCertificate(pkcs11::ObjectInfo{}); // logged in since the import
            windowCert = sentence();

            dialogs.push([](QDialog &d) {
                if (!qobject_cast<PinDialog *>(&d)) {
                    return int(QDialog::Rejected);
                }
                type(d, "currentEdit", QStringLiteral("123456"));
                type(d, "newEdit", QStringLiteral("654321"));
                type(d, "repeatEdit", QStringLiteral("654321"));
                return accept(d);
            });
            ops->changeUserPin();
            windowChange = sentence();
            QVERIFY(dialogs.done());
        }
        qInfo() << "window:" << windowP12 << windowCert << windowChange;

        // The PIN back through keyward-cli: the same sentence.
        QString out;
        QCOMPARE(cli({QStringLiteral("change-pin"), QStringLiteral("--new-pin-file"), pinFile},
                     pin2File, &out),
                 0);
        QCOMPARE(firstLine(out), windowChange);
        QVERIFY2(windowChange.contains(QStringLiteral("keyward-test")) &&
                     windowChange.contains(QStringLiteral("The token reports")),
                 qPrintable(windowChange));

        // The window's objects go; keyward-cli imports the same files with the same names.
        for (const QString &id : {p12Id, certId}) {
            QCOMPARE(
                cli({QStringLiteral("delete"), QStringLiteral("--id"), id, QStringLiteral("--yes")},
                    pinFile, &out),
                0);
        }
        QCOMPARE(cli({QStringLiteral("import-p12"), QStringLiteral("--file"), p12,
                      QStringLiteral("--p12-password-file"), p12PasswordFile,
                      QStringLiteral("--label"), p12Label, QStringLiteral("--id"), p12Id},
                     pinFile, &out),
                 0);
        QCOMPARE(firstLine(out), windowP12);
        QCOMPARE(cli({QStringLiteral("import-cert"), QStringLiteral("--file"), crt,
                      QStringLiteral("--label"), certLabel, QStringLiteral("--id"), certId},
                     pinFile, &out),
                 0);
        QCOMPARE(firstLine(out), windowCert);
        QVERIFY2(windowP12.contains(QStringLiteral("private key “same-p12” (ID 7b7b)")),
                 qPrintable(windowP12));
        QVERIFY2(windowCert.contains(QStringLiteral("CN=same-p12.example.org")),
                 qPrintable(windowCert));
        for (const QString &id : {p12Id, certId}) {
            QCOMPARE(
                cli({QStringLiteral("delete"), QStringLiteral("--id"), id, QStringLiteral("--yes")},
                    pinFile, &out),
                0);
        }
    }
};

QTEST_MAIN(TokenSameSentencesTest)
#include "TokenSameSentencesTest.moc"
