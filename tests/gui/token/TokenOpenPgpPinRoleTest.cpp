// SPDX-License-Identifier: GPL-3.0-or-later
// The token page on the sandbox's virtual OpenPGP card through OpenSC's module: OpenSC generates
// a key on the card only after the SO login, which is the card's admin PIN. Generate key pair
// asks for the admin PIN by that name (not the user PIN, which the token would have tried as the
// admin PIN, spending one of its tries), and a cancelled prompt spends no try: the card's retry
// counters, read through gpg before and after, are the same. KEYWARD_SCREENSHOT=dir/name.png
// saves the prompt.
#include "TokenPageHarness.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/PinDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "gui/token/TokenPageController.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenService.h"

#include <QAction>
#include <QLabel>
#include <QProcess>
#include <QTest>
#include <QVBoxLayout>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

/// gpg's "pinretry" line of the card ("pinretry:3:0:3:"); empty when gpg failed.
QString pinRetries()
{
    QProcess gpg;
    gpg.start(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--card-status"),
                                      QStringLiteral("--with-colons")});
    if (!gpg.waitForFinished(60000) || gpg.exitCode() != 0) {
        return {};
    }
    for (const QString &line :
         QString::fromUtf8(gpg.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("pinretry:"))) {
            return line;
        }
    }
    return {};
}

/// scdaemon lets go of the card, so OpenSC may have it.
void releaseCardFromScdaemon()
{
    QProcess::execute(QStringLiteral("gpgconf"),
                      {QStringLiteral("--kill"), QStringLiteral("scdaemon")});
}

} // namespace

class TokenOpenPgpPinRoleTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keygenAsksForTheAdminPin()
    {
        const QString before = pinRetries();
        QVERIFY2(before.startsWith(QLatin1String("pinretry:")), "gpg does not read the card");
        releaseCardFromScdaemon();
        QString prompt;
        {
            ScriptedDialogs dialogs;
            TokenPageWindow shown(1000, 720);
            QWidget &window = shown.window;
            TokenPageController &controller = shown.controller;
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            TokenOperations *ops = controller.page()->operations();

            pkcs11::TokenInfo card;
            auto modules = controller.service()->modules().result();
            QVERIFY2(modules.ok(), "modules");
            for (const auto &m : modules.value()) {
                for (const auto &t : m.slotList) {
                    if (t.label.startsWith(QLatin1String("OpenPGP card")) && card.label.isEmpty()) {
                        card = t;
                    }
                }
            }
            QVERIFY2(!card.label.isEmpty(), "OpenSC lists no OpenPGP card token");
            QCOMPARE(pkcs11::keygenPinRole(card), pkcs11::PinRole::SecurityOfficer);
            controller.showDevice(pkcs11::toDeviceInfo(card));
            QTRY_VERIFY_WITH_TIMEOUT(ops->hasToken() && !ops->busy(), 30000);

            dialogs.push([](QDialog &d) {
                if (!qobject_cast<KeyGenDialog *>(&d)) {
                    return int(QDialog::Rejected);
                }
                type(d, "labelEdit", QStringLiteral("role-test"));
                return accept(d);
            });
            dialogs.push([&prompt](QDialog &d) {
                if (!qobject_cast<PinDialog *>(&d)) {
                    prompt = QStringLiteral("<not the PIN dialog: %1>").arg(d.windowTitle());
                    return int(QDialog::Rejected);
                }
                for (const QLabel *l : d.findChildren<QLabel *>()) {
                    prompt += l->text() + QLatin1Char('\n');
                }
                screenshot(&d, QStringLiteral("admin-pin"));
                return int(QDialog::Rejected); // cancelled
            });
            auto *generate =
                controller.page()->findChild<QAction *>(QStringLiteral("actionGenerateKeyPair"));
            QVERIFY(generate && generate->isEnabled());
            generate->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(!prompt.isEmpty() && !ops->busy(), 30000);
        }
        qInfo() << "prompt:" << prompt;
        QVERIFY2(prompt.contains(QLatin1String("admin PIN")), qPrintable(prompt));
        QVERIFY2(prompt.contains(QLatin1String("Admin PIN")), qPrintable(prompt)); // the field
        QVERIFY2(!prompt.contains(QLatin1String("user PIN")), qPrintable(prompt));
        // No try spent: the counters through gpg (scdaemon takes the card back) are as before.
        QTRY_COMPARE_WITH_TIMEOUT(pinRetries(), before, 30000);
    }
};

QTEST_MAIN(TokenOpenPgpPinRoleTest)
#include "TokenOpenPgpPinRoleTest.moc"
