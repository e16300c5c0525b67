// SPDX-License-Identifier: GPL-3.0-or-later
// The window and keyward-cli say the same sentence for the same token operation: key pair
// generation, a certificate request, a self-signed certificate stored on the token, and deleting
// the private key, on the sandbox's SoftHSM token. The window's operations run first (their
// dialogs answered by the script), then the same operations through keyward-cli after the
// window's objects and files are gone, and each pair of sentences is compared as strings. Both
// come from the one command object in app/TokenKeyCommands.h; before it the window said
// "Key pair “k” (EC prime256v1) generated, ID 5a." where keyward-cli printed the object.
#include "TokenPageHarness.h"
#include "gui/token/CertRequestDialog.h"
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
};

QTEST_MAIN(TokenSameSentencesTest)
#include "TokenSameSentencesTest.moc"
