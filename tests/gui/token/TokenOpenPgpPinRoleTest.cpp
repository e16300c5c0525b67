// SPDX-License-Identifier: GPL-3.0-or-later
// The PIN each front end asks for, against the one table (pkcs11::requiredPinRole), on the
// sandbox's virtual OpenPGP card through OpenSC's module and on its SoftHSM token. OpenSC
// generates a key on the card only after the SO login, which is the card's admin PIN: Generate
// key pair in the window and keyward-cli token keygen both ask for the admin PIN by that name
// (not the user PIN, which the token would have tried as the admin PIN, spending one of its
// tries); on SoftHSM both ask for the user PIN. Setting the user PIN takes the SO login, the
// card's admin PIN, and says so in both as well. Every prompt is cancelled (an empty line for
// keyward-cli), so no try is spent: the card's retry counters, read through gpg before and
// after, are the same. KEYWARD_SCREENSHOT=dir/name.png saves the window's prompts.
#include "TokenPageHarness.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/PinDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "gui/token/TokenPageController.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenPinRoles.h"
#include "pkcs11/TokenService.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;
using pkcs11::TokenOperation;

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

/// The tokens the window's service lists: the OpenPGP card through OpenSC and the SoftHSM one.
struct Tokens
{
    pkcs11::TokenInfo card;
    pkcs11::TokenInfo softHsm;
};

Tokens sandboxTokens(TokenPageController &controller)
{
    Tokens found;
    found.softHsm = sandboxToken(controller);
    auto modules = controller.service()->modules().result();
    if (modules.ok()) {
        for (const auto &m : modules.value()) {
            for (const auto &t : m.slotList) {
                if (t.label.startsWith(QLatin1String("OpenPGP card")) &&
                    found.card.label.isEmpty()) {
                    found.card = t;
                }
            }
        }
    }
    return found;
}

/// What keyward-cli writes on its terminal for `token SUBCOMMAND` on `token` up to its PIN
/// prompt, which gets an empty line (refused before any login). Run under script(1) so the
/// prompt goes to a terminal, as it does for a user.
QString cliPrompt(const pkcs11::TokenInfo &token, const QStringList &subcommand)
{
    QStringList args = subcommand;
    args << QStringLiteral("--with-openpgp-cards") << QStringLiteral("--module") << token.modulePath
         << QStringLiteral("--token") << token.label;
    QString command = QStringLiteral("'%1' token").arg(QStringLiteral(KEYWARD_TOKEN_CLI));
    for (const QString &a : args) {
        command += QStringLiteral(" '%1'").arg(a);
    }
    QProcess script;
    script.setProcessChannelMode(QProcess::MergedChannels);
    script.start(QStringLiteral("script"),
                 {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
    if (!script.waitForStarted(30000)) {
        return QStringLiteral("<script(1) did not start>");
    }
    QString seen;
    bool answered = false;
    // The prompt flushes what was typed before it: the empty line goes after it is shown, and
    // again whenever the program stays quiet, until it has ended.
    while (script.state() != QProcess::NotRunning) {
        const bool more = script.waitForReadyRead(500);
        seen += QString::fromUtf8(script.readAll());
        if (seen.contains(QLatin1String("PIN")) && (!answered || !more)) {
            script.write("\n");
            answered = true;
        }
    }
    seen += QString::fromUtf8(script.readAll());
    return seen.simplified();
}

} // namespace

class TokenOpenPgpPinRoleTest : public QObject
{
    Q_OBJECT

    /// The labels of the window's PIN dialog after `action` on `token` (Generate key pair first
    /// answers its own dialog), the prompt cancelled.
    static QString windowPrompt(const pkcs11::TokenInfo &token, const char *action,
                                const QString &shot)
    {
        ScriptedDialogs dialogs;
        TokenPageWindow shown(1000, 720);
        QWidget &window = shown.window;
        TokenPageController &controller = shown.controller;
        if (!QTest::qWaitForWindowExposed(&window)) {
            return QStringLiteral("<window not shown>");
        }
        TokenOperations *ops = controller.page()->operations();
        controller.showDevice(pkcs11::toDeviceInfo(token));
        if (!QTest::qWaitFor([ops] { return ops->hasToken() && !ops->busy(); }, 30000)) {
            return QStringLiteral("<token not shown>");
        }
        QString prompt;
        if (qstrcmp(action, "actionGenerateKeyPair") == 0) {
            dialogs.push([](QDialog &d) {
                if (!qobject_cast<KeyGenDialog *>(&d)) {
                    return int(QDialog::Rejected);
                }
                type(d, "labelEdit", QStringLiteral("role-test"));
                return accept(d);
            });
        }
        dialogs.push([&prompt, shot](QDialog &d) {
            if (!qobject_cast<PinDialog *>(&d)) {
                prompt = QStringLiteral("<not the PIN dialog: %1>").arg(d.windowTitle());
                return int(QDialog::Rejected);
            }
            for (const QLabel *l : d.findChildren<QLabel *>()) {
                prompt += l->text() + QLatin1Char('\n');
            }
            screenshot(&d, shot);
            return int(QDialog::Rejected); // cancelled
        });
        auto *a = controller.page()->findChild<QAction *>(QLatin1String(action));
        if (!a || !a->isEnabled()) {
            return QStringLiteral("<%1 not enabled>").arg(QLatin1String(action));
        }
        a->trigger();
        if (!QTest::qWaitFor([&] { return !prompt.isEmpty() && !ops->busy(); }, 30000)) {
            return prompt + QStringLiteral("<the operation did not end>");
        }
        return prompt + QStringLiteral("[menu] ") + a->text() + QLatin1Char('\n');
    }

    /// A PIN file in the test's directory.
    QString pinFile(const char *name, const char *pin)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QByteArray(pin) + '\n');
        }
        return path;
    }

    Tokens m_tokens;
    QString m_retriesBefore;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        m_retriesBefore = pinRetries();
        QVERIFY2(m_retriesBefore.startsWith(QLatin1String("pinretry:")),
                 "gpg does not read the card");
        releaseCardFromScdaemon();
        TokenPageWindow shown(400, 300);
        m_tokens = sandboxTokens(shown.controller);
        QVERIFY2(!m_tokens.card.label.isEmpty(), "OpenSC lists no OpenPGP card token");
        QVERIFY2(!m_tokens.softHsm.label.isEmpty(), "SoftHSM token keyward-test not found");
    }

    void theTableSaysAdminPinForKeygenOnTheCard()
    {
        QCOMPARE(pkcs11::requiredPinRole(TokenOperation::GenerateKeyPair, m_tokens.card),
                 std::optional(pkcs11::PinRole::SecurityOfficer));
        QCOMPARE(pkcs11::requiredPinName(TokenOperation::GenerateKeyPair, m_tokens.card),
                 QStringLiteral("admin PIN"));
        QCOMPARE(pkcs11::requiredPinRole(TokenOperation::GenerateKeyPair, m_tokens.softHsm),
                 std::optional(pkcs11::PinRole::User));
        QCOMPARE(pkcs11::requiredPinName(TokenOperation::SetUserPin, m_tokens.card),
                 QStringLiteral("admin PIN"));
    }

    void windowKeygenOnTheCardAsksForTheAdminPin()
    {
        const QString prompt = windowPrompt(m_tokens.card, "actionGenerateKeyPair",
                                            QStringLiteral("keygen-admin-pin"));
        qInfo() << "window, card, keygen:" << prompt;
        const QString name =
            pkcs11::requiredPinName(TokenOperation::GenerateKeyPair, m_tokens.card);
        QVERIFY2(prompt.contains(QStringLiteral("Enter the %1 of").arg(name)), qPrintable(prompt));
        QVERIFY2(prompt.contains(QLatin1String("&Admin PIN:")), qPrintable(prompt)); // the field
        QVERIFY2(!prompt.contains(QLatin1String("user PIN")), qPrintable(prompt));
    }

    void cliKeygenOnTheCardAsksForTheAdminPin()
    {
        // The user PIN's file is there too: the card's key generation does not take it.
        const QString out =
            cliPrompt(m_tokens.card, {QStringLiteral("keygen"), QStringLiteral("--key-type"),
                                      QStringLiteral("rsa2048"), QStringLiteral("--label"),
                                      QStringLiteral("role-test"), QStringLiteral("--pin-file"),
                                      pinFile("user.pin", "123456")});
        qInfo() << "cli, card, keygen:" << out;
        const QString name =
            pkcs11::requiredPinName(TokenOperation::GenerateKeyPair, m_tokens.card);
        QVERIFY2(out.contains(QStringLiteral("%1 of %2:").arg(name, m_tokens.card.label)),
                 qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("no PIN given")), qPrintable(out));
    }

    void windowSetUserPinOnTheCardAsksForTheAdminPin()
    {
        const QString prompt = windowPrompt(m_tokens.card, "actionInitUserPin",
                                            QStringLiteral("set-user-pin-admin-pin"));
        qInfo() << "window, card, set user PIN:" << prompt;
        QVERIFY2(prompt.contains(QLatin1String("Enter the admin PIN of")), qPrintable(prompt));
        QVERIFY2(prompt.contains(QLatin1String("&Admin PIN:")), qPrintable(prompt));
        QVERIFY2(!prompt.contains(QLatin1String("SO PIN")), qPrintable(prompt));
    }

    void windowChangeSoPinOnTheCardSaysAdminPin()
    {
        // OpenSC's SO login on the card is its admin PIN: the menu and the dialog say so.
        const QString prompt = windowPrompt(m_tokens.card, "actionChangeSoPin",
                                            QStringLiteral("change-so-pin-admin-pin"));
        qInfo() << "window, card, change SO PIN:" << prompt;
        QVERIFY2(prompt.contains(QString::fromUtf8("[menu] Change &admin PIN…")),
                 qPrintable(prompt));
        QVERIFY2(prompt.contains(QLatin1String("Current &admin PIN:")), qPrintable(prompt));
        QVERIFY2(prompt.contains(QLatin1String("&New admin PIN:")), qPrintable(prompt));
        QVERIFY2(!prompt.contains(QLatin1String("SO PIN")), qPrintable(prompt));
    }

    void cliSetUserPinOnTheCardAsksForTheAdminPin()
    {
        const QString out = cliPrompt(m_tokens.card, {QStringLiteral("init-pin")});
        qInfo() << "cli, card, init-pin:" << out;
        QVERIFY2(out.contains(QStringLiteral("admin PIN of %1:").arg(m_tokens.card.label)),
                 qPrintable(out));
        QVERIFY2(!out.contains(QLatin1String("SO PIN")), qPrintable(out));
    }

    void windowKeygenOnSoftHsmAsksForTheUserPin()
    {
        const QString prompt = windowPrompt(m_tokens.softHsm, "actionGenerateKeyPair",
                                            QStringLiteral("keygen-user-pin"));
        qInfo() << "window, SoftHSM, keygen:" << prompt;
        const QString name =
            pkcs11::requiredPinName(TokenOperation::GenerateKeyPair, m_tokens.softHsm);
        QCOMPARE(name, QStringLiteral("user PIN"));
        QVERIFY2(prompt.contains(QStringLiteral("Enter the %1 of").arg(name)), qPrintable(prompt));
        QVERIFY2(prompt.contains(QLatin1String("User &PIN:")), qPrintable(prompt));
    }

    void cliKeygenOnSoftHsmAsksForTheUserPin()
    {
        // The SO PIN's file is there too: SoftHSM's key generation does not take it.
        const QString out = cliPrompt(m_tokens.softHsm,
                                      {QStringLiteral("keygen"), QStringLiteral("--key-type"),
                                       QStringLiteral("p256"), QStringLiteral("--label"),
                                       QStringLiteral("role-test"), QStringLiteral("--so-pin-file"),
                                       pinFile("so.pin", "12345678")});
        qInfo() << "cli, SoftHSM, keygen:" << out;
        QVERIFY2(out.contains(QLatin1String("User PIN:")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("no PIN given")), qPrintable(out));
    }

    void cleanupTestCase()
    {
        // No try spent: the counters through gpg (scdaemon takes the card back) are as before.
        QTRY_COMPARE_WITH_TIMEOUT(pinRetries(), m_retriesBefore, 30000);
    }
};

QTEST_MAIN(TokenOpenPgpPinRoleTest)
#include "TokenOpenPgpPinRoleTest.moc"
