// SPDX-License-Identifier: GPL-3.0-or-later
// The OpenPGP card page against a virtual YubiKey 5 in
// the sandbox, driven through its widgets with the scripted test pinentry.
// Every outcome is checked independently of Keyward (gpg --card-status,
// gpg-connect-agent). KEYWARD_SCREENSHOT=dir/name.png saves what it looked like.
#include "CardPageHarness.h"
#include "gui/card/CardholderDialog.h"
#include "gui/card/ExportDialog.h"
#include "gui/card/FactoryResetDialog.h"
#include "gui/card/GenerateKeyDialog.h"
#include "gui/card/KeyAttrDialog.h"
#include "gui/card/Prompt.h"
#include "gui/card/TouchPolicyDialog.h"
#include "openpgp/AgentSession.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;
using keyward::gui::card::CardPage;
using keyward::gui::card::Prompt;

using namespace keyward::testing;

class CardPageTest : public CardPageHarness
{
    Q_OBJECT
    /// The state column of a step of the "Set up this card" checklist.
    QString setupState(const char *step)
    {
        return value(QByteArray("setupState_").append(step).constData());
    }

private Q_SLOTS:
    void initTestCase() { openPage(1000, 860); }

    void showsCardSerialAndCounters()
    {
        // The card as the sidebar would name it, found independently with gpg.
        QVERIFY(!showSandboxCard().isEmpty());
        const QString status = cardStatus();

        const QString serial =
            colonLine(status, QStringLiteral("serial")).section(QLatin1Char(':'), 1, 1);
        QVERIFY2(!serial.isEmpty(), "gpg --card-status shows no serial");
        QCOMPARE(value("serialValue"), serial);
        QCOMPARE(value("userPinValue"), QStringLiteral("3 tries left"));
        QCOMPARE(value("adminPinValue"), QStringLiteral("3 tries left"));
        QVERIFY(value("deviceValue").contains(QStringLiteral("YubiKey")));
        QVERIFY(!value("algorithmsValue").isEmpty());
        QVERIFY(action("actionChangeUserPin")->isEnabled());
        screenshot(m_page.get(), "card");
    }

    void freshCardShowsChecklist()
    {
        // Fresh as gpg sees it: full retry counters, no reset code, no
        // signatures, KDF off, no keys.
        const QString status = cardStatus();
        QCOMPARE(colonLine(status, QStringLiteral("pinretry")), QStringLiteral("pinretry:3:0:3:"));
        QCOMPARE(colonLine(status, QStringLiteral("sigcount")).section(QLatin1Char(':'), 1, 1),
                 QStringLiteral("0"));
        QCOMPARE(colonLine(status, QStringLiteral("kdf")), QStringLiteral("kdf:off:"));
        const QString fpr = colonLine(status, QStringLiteral("fpr"));
        QVERIFY2(fpr.section(QLatin1Char(':'), 1).remove(QLatin1Char(':')).isEmpty(),
                 qPrintable(fpr));

        QVERIFY(m_page->findChild<QWidget *>(QStringLiteral("defaultPinBanner"))->isVisible());
        auto *checklist = m_page->findChild<QWidget *>(QStringLiteral("setupChecklist"));
        QVERIFY(checklist && checklist->isVisible());
        const QString todo = QStringLiteral("To do");
        QCOMPARE(setupState("kdf"), todo); // a YubiKey 5 has KDF
        QCOMPARE(setupState("userPin"), todo);
        QCOMPARE(setupState("adminPin"), todo);
        QCOMPARE(setupState("resetCode"), QStringLiteral("Optional"));
        QCOMPARE(setupState("keys"), todo);
        QCOMPARE(setupState("touch"), todo);
        QCOMPARE(setupState("export"), QStringLiteral("Optional"));
        screenshot(m_page.get(), "checklist");
    }

    void changeUserPin()
    {
        // Old PIN, new PIN, new PIN again: gpg-agent's own pinentry asks,
        // started from the checklist's button.
        pinentry({QStringLiteral("123456"), QStringLiteral("654321"), QStringLiteral("654321")});
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        auto *button = m_page->findChild<QPushButton *>(
            QStringLiteral("setupButton_userPin_actionChangeUserPin"));
        QVERIFY(button && button->isVisible() && button->isEnabled());
        button->click();
        QVERIFY(done.wait(120000));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QVERIFY2(done.first().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(m_page->lastResult().contains(QStringLiteral("user PIN was changed")));
        QCOMPARE(setupState("userPin"), QStringLiteral("Done"));
        QCOMPARE(setupState("adminPin"), QStringLiteral("To do"));

        // Independently: scdaemon forgets verified PINs, then the new PIN verifies.
        const QString aid = QString::fromLatin1(m_page->card().aid.hex);
        run(QStringLiteral("gpg-connect-agent"),
            {QStringLiteral("SCD RESTART"), QStringLiteral("/bye")});
        pinentry({QStringLiteral("654321")});
        const QString out =
            run(QStringLiteral("gpg-connect-agent"),
                {QStringLiteral("SCD CHECKPIN %1").arg(aid), QStringLiteral("/bye")});
        QVERIFY2(out.trimmed().endsWith(QStringLiteral("OK")) &&
                     !out.contains(QStringLiteral("ERR")),
                 qPrintable(out));
        const QString chv = colonLine(cardStatus(), QStringLiteral("pinretry"));
        QCOMPARE(chv.section(QLatin1Char(':'), 1, 1), QStringLiteral("3"));
    }

    void wrongPinShowsTriesLeft()
    {
        pinentry({QStringLiteral("000000"), QStringLiteral("111111"), QStringLiteral("111111")});
        bool ok = true;
        QVERIFY(runAction("actionChangeUserPin", &ok));
        QVERIFY(!ok);
        QVERIFY2(m_page->lastResult().contains(QStringLiteral("2 tries left")),
                 qPrintable(m_page->lastResult()));
        QCOMPARE(value("userPinValue"), QStringLiteral("2 tries left"));
        screenshot(m_page.get(), "wrong-pin");
        QCOMPARE(
            colonLine(cardStatus(), QStringLiteral("pinretry")).section(QLatin1Char(':'), 1, 1),
            QStringLiteral("2"));
    }

    void oneTryLeftAsksFirst()
    {
        // One more wrong PIN leaves one try; the page warns in words.
        pinentry({QStringLiteral("000000"), QStringLiteral("111111"), QStringLiteral("111111")});
        QVERIFY(runAction("actionChangeUserPin"));
        QVERIFY(value("userPinValue").contains(QStringLiteral("1 try left")));
        auto *banner = m_page->findChild<QLabel *>(QStringLiteral("pinBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(QStringLiteral("1 try left")));
        screenshot(m_page.get(), "one-try-left");

        // The next attempt asks first; "no" leaves the card alone.
        const int asked = Prompt::questionCount();
        Prompt::setNextAnswers({false});
        bool ok = true;
        QVERIFY(runAction("actionChangeUserPin", &ok));
        QVERIFY(!ok);
        QCOMPARE(Prompt::questionCount(), asked + 1);
        QVERIFY2(Prompt::lastQuestion().contains(QStringLiteral("user PIN")),
                 qPrintable(Prompt::lastQuestion()));
        QVERIFY(Prompt::lastQuestion().contains(QStringLiteral("one try left")));
        QCOMPARE(
            colonLine(cardStatus(), QStringLiteral("pinretry")).section(QLatin1Char(':'), 1, 1),
            QStringLiteral("1"));

        // Yes, with the right PIN: back to three tries.
        Prompt::setNextAnswers({true});
        pinentry({QStringLiteral("654321"), QStringLiteral("123456"), QStringLiteral("123456")});
        QVERIFY(runAction("actionChangeUserPin", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QCOMPARE(value("userPinValue"), QStringLiteral("3 tries left"));
        QVERIFY(!banner->isVisible());
    }

    void resetCodeUnblocksUserPin()
    {
        // Set a reset code (admin PIN, then the new code twice).
        run(QStringLiteral("gpg-connect-agent"),
            {QStringLiteral("SCD RESTART"), QStringLiteral("/bye")});
        pinentry(
            {QStringLiteral("12345678"), QStringLiteral("87654321"), QStringLiteral("87654321")});
        bool ok = false;
        QVERIFY(runAction("actionSetResetCode", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QCOMPARE(value("resetCodeValue"), QStringLiteral("3 tries left"));
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("pinretry")),
                 QStringLiteral("pinretry:3:3:3:"));
        QCOMPARE(setupState("resetCode"), QStringLiteral("Done"));

        // Block the user PIN outside Keyward, then the page says so in words.
        const QString aid = QString::fromLatin1(m_page->card().aid.hex);
        for (int i = 0; i < 3; ++i) {
            run(QStringLiteral("gpg-connect-agent"),
                {QStringLiteral("SCD RESTART"), QStringLiteral("/bye")});
            pinentry({QStringLiteral("999999")});
            run(QStringLiteral("gpg-connect-agent"),
                {QStringLiteral("SCD CHECKPIN %1").arg(aid), QStringLiteral("/bye")});
        }
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("pinretry")),
                 QStringLiteral("pinretry:0:3:3:"));
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        m_page->refresh();
        QVERIFY(read.wait(30000));
        QVERIFY(value("userPinValue").contains(QStringLiteral("BLOCKED")));
        auto *banner = m_page->findChild<QLabel *>(QStringLiteral("pinBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(QStringLiteral("user PIN is blocked")));
        screenshot(m_page.get(), "blocked");

        // Unblock with the reset code: the code, then the new user PIN twice.
        pinentry({QStringLiteral("87654321"), QStringLiteral("123456"), QStringLiteral("123456")});
        QVERIFY(runAction("actionUnblockWithResetCode", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QCOMPARE(
            colonLine(cardStatus(), QStringLiteral("pinretry")).section(QLatin1Char(':'), 1, 1),
            QStringLiteral("3"));
        QVERIFY(!banner->isVisible());

        // Forcesig: the check mark is what the card gets.
        QCOMPARE(
            colonLine(cardStatus(), QStringLiteral("forcepin")).section(QLatin1Char(':'), 1, 1),
            QStringLiteral("0"));
        pinentry({QStringLiteral("12345678")});
        QVERIFY(runAction("actionForceSig", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QCOMPARE(
            colonLine(cardStatus(), QStringLiteral("forcepin")).section(QLatin1Char(':'), 1, 1),
            QStringLiteral("1"));
        QVERIFY(action("actionForceSig")->isChecked());
        QVERIFY(value("forceSigValue").contains(QStringLiteral("every signature")));
    }

    void setCardholderName()
    {
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        action("actionCardholder")->trigger();
        auto *dialog = m_page->findChild<gui::card::CardholderDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->findChild<QLineEdit *>(QStringLiteral("givenEdit"))
            ->setText(QStringLiteral("Jane Q"));
        dialog->findChild<QLineEdit *>(QStringLiteral("surnameEdit"))
            ->setText(QStringLiteral("Doe"));
        dialog->findChild<QLineEdit *>(QStringLiteral("urlEdit"))
            ->setText(QStringLiteral("https://example.org/jane.asc"));
        QCOMPARE(dialog->storedName(), QStringLiteral("Doe<<Jane<Q"));
        screenshot(dialog, "cardholder-dialog");
        pinentry({QStringLiteral("12345678")}); // admin PIN, asked once for both writes
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(done.wait(60000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(value("nameValue"), QStringLiteral("Jane Q Doe"));

        const QString status = cardStatus();
        const QString name = colonLine(status, QStringLiteral("name"));
        QVERIFY2(name.contains(QStringLiteral("Jane Q")) && name.contains(QStringLiteral("Doe")),
                 qPrintable(name));
        QVERIFY2(colonLine(status, QStringLiteral("url")).contains(QStringLiteral("example.org")),
                 qPrintable(status));
        screenshot(m_page.get(), "cardholder");
    }

    void factoryResetNeedsSerial()
    {
        action("actionFactoryReset")->trigger();
        auto *dialog = m_page->findChild<gui::card::FactoryResetDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QPushButton *reset = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!reset->isEnabled());
        auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("serialEdit"));
        edit->setText(QStringLiteral("00000000"));
        QVERIFY(!reset->isEnabled());
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("destroyedLabel"))
                    ->text()
                    .contains(QStringLiteral("Jane Q Doe")));
        screenshot(dialog, "factory-reset-dialog");

        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        edit->setText(m_page->card().aid.serialText());
        QVERIFY(reset->isEnabled());
        reset->click();
        QVERIFY(done.wait(120000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        // The name is gone, and the page leads to replacing the default PINs.
        QVERIFY(colonLine(cardStatus(), QStringLiteral("name"))
                    .section(QLatin1Char(':'), 1)
                    .remove(QLatin1Char(':'))
                    .isEmpty());
        QVERIFY(m_page->findChild<QWidget *>(QStringLiteral("defaultPinBanner"))->isVisible());
        screenshot(m_page.get(), "after-reset");
    }

    void generateAuthKeyAndExportSsh()
    {
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        // Key algorithm: only what the card supports for the slot is offered.
        action("actionKeyAttributes")->trigger();
        auto *attr = m_page->findChild<gui::card::KeyAttrDialog *>();
        QVERIFY(attr);
        attr->select(openpgp::KeySlot::Authentication, QStringLiteral("ed25519"));
        QCOMPARE(attr->algorithm(), QStringLiteral("ed25519"));
        pinentry({QStringLiteral("12345678"), QStringLiteral("12345678")});
        attr->accept();
        QVERIFY(done.wait(60000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(value("key3Row0").toLower(), QStringLiteral("ed25519"));
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("keyattr")).isEmpty(), false);

        // Generate the authentication key alone (keyring unchanged).
        action("actionGenerateKeys")->trigger();
        // The dialog opens once the page has looked for the card's certificate.
        gui::card::GenerateKeyDialog *gen = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (gen = m_page->findChild<gui::card::GenerateKeyDialog *>()) != nullptr, 30000);
        // All three keys with the encryption key's backup: the PIN prompts to come are named.
        gen->findChild<QRadioButton *>(QStringLiteral("allRadio"))->setChecked(true);
        auto *backup = gen->findChild<QCheckBox *>(QStringLiteral("backupCheck"));
        QVERIFY(backup);
        backup->setChecked(true);
        QTRY_VERIFY(backup->isVisible());
        const QString note = gen->findChild<QLabel *>(QStringLiteral("generateNote"))->text();
        // Which PINs, in which order; no count GnuPG and the card decide (GnuPG 2.2 asks the
        // admin PIN again per key).
        QVERIFY2(note.contains(QStringLiteral("admin PIN, then the user PIN")), qPrintable(note));
        QVERIFY2(!note.contains(QStringLiteral("PIN once")), qPrintable(note));
        screenshot(gen, "generate-dialog-backup");
        backup->setChecked(false);
        gen->findChild<QRadioButton *>(QStringLiteral("oneRadio"))->setChecked(true);
        auto *slot = gen->findChild<QComboBox *>(QStringLiteral("slotCombo"));
        slot->setCurrentIndex(slot->findData(static_cast<int>(openpgp::KeySlot::Authentication)));
        screenshot(gen, "generate-dialog");
        pinentry({QStringLiteral("12345678"), QStringLiteral("12345678")});
        read.clear();
        gen->accept();
        QVERIFY(done.wait(180000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QVERIFY(m_page->card().key(openpgp::KeySlot::Authentication).hasKey());
        QCOMPARE(value("key3Row3"), QStringLiteral("generated on the card"));
        // Independently: gpg sees a fingerprint in slot 3.
        const QString fpr = colonLine(cardStatus(), QStringLiteral("fpr"));
        QVERIFY2(fpr.section(QLatin1Char(':'), 3, 3).size() == 40, qPrintable(fpr));
        screenshot(m_page.get(), "generated");

        // Export the SSH public key of the authentication key.
        QVERIFY(runAction("actionExportSsh"));
        auto *exp = m_page->findChild<gui::card::ExportDialog *>();
        QVERIFY2(exp, qPrintable(m_page->lastResult()));
        QVERIFY2(exp->text().startsWith(QStringLiteral("ssh-ed25519 ")), qPrintable(exp->text()));
        const QString path = qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/card.pub");
        QVERIFY(exp->saveTo(path));
        // ssh-keygen reads what was saved.
        const QString keygen =
            run(QStringLiteral("ssh-keygen"), {QStringLiteral("-l"), QStringLiteral("-f"), path});
        QVERIFY2(keygen.contains(QStringLiteral("ED25519")), qPrintable(keygen));
        screenshot(exp, "export-ssh");
        exp->close();
    }

    void newPageDoesNotInferPinsFromKeys()
    {
        // The card holds a key now. A new window has not seen its PINs: both PIN steps say so
        // ("Unknown"), neither is "Done" because of the keys, and no default-PIN banner claims
        // the defaults either.
        QVERIFY(!colonLine(cardStatus(), QStringLiteral("fpr"))
                     .remove(QLatin1Char(':'))
                     .remove(QStringLiteral("fpr"))
                     .isEmpty());
        m_page.reset();
        openPage(1000, 860);
        QVERIFY(!showSandboxCard().isEmpty());
        QCOMPARE(setupState("userPin"), QStringLiteral("Unknown"));
        QCOMPARE(setupState("adminPin"), QStringLiteral("Unknown"));
        QVERIFY(!m_page->findChild<QWidget *>(QStringLiteral("defaultPinBanner"))->isVisible());
        QVERIFY(m_page->findChild<QWidget *>(QStringLiteral("setupChecklist"))->isVisible());
        screenshot(m_page.get(), "checklist-unknown-pins");
    }

    void followsAResetByAnotherProgram()
    {
        // The page shows a card with a key; keyward-cli (another program, as gpg --card-edit
        // would be) resets it. When the window becomes active again the page looks at the card
        // (followOutsideChanges, at most every 2 s): no key is left on the page and the page
        // says the card changed outside this window.
        QVERIFY(m_page->card().keys[2].hasKey());
        const QString serial = m_page->card().aid.serialText();
        QProcess cli;
        cli.start(qEnvironmentVariable("KEYWARD_BUILD_DIR") +
                      QStringLiteral("/src/cli/keyward-cli"),
                  {QStringLiteral("card"), QStringLiteral("factory-reset"),
                   QStringLiteral("--serial"), serial, QStringLiteral("--yes")});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(!colonLine(cardStatus(), QStringLiteral("fpr"))
                     .remove(QLatin1Char(':'))
                     .remove(QStringLiteral("fpr"))
                     .contains(QRegularExpression(QStringLiteral("[1-9A-F]"))));

        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        QTRY_VERIFY_WITH_TIMEOUT((m_page->followOutsideChanges(), read.count() > 0), 30000);
        for (const openpgp::CardKeySlot &k : m_page->card().keys) {
            QVERIFY(!k.hasKey());
        }
        QCOMPARE(value("key3Row1"), QStringLiteral("no key"));
        QVERIFY2(m_page->lastResult().contains(QStringLiteral("changed outside")),
                 qPrintable(m_page->lastResult()));
        screenshot(m_page.get(), "reset-elsewhere");
    }

    void touchPolicyFixedAsksFirst()
    {
        auto openDialog = [this] {
            action("actionTouchPolicy")->trigger();
            const auto all = m_page->findChildren<gui::card::TouchPolicyDialog *>();
            return all.isEmpty() ? nullptr : all.last(); // the one just opened
        };
        QVERIFY(action("actionTouchPolicy")->isEnabled()); // the YubiKey 5 has a button
        auto *dialog = openDialog();
        QVERIFY(dialog);
        dialog->select(openpgp::KeySlot::Signature, openpgp::TouchPolicy::Fixed);
        screenshot(dialog, "touch-dialog");
        // "Fixed" is asked once more; "no" leaves the card alone.
        Prompt::setNextAnswers({false});
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        dialog->accept();
        QVERIFY(done.wait(60000));
        QVERIFY(!done.last().at(0).toBool());
        QVERIFY(Prompt::lastQuestion().contains(QStringLiteral("factory reset")));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(value("key1Row4"), openpgp::touchPolicyName(openpgp::TouchPolicy::Off));

        dialog = openDialog();
        QVERIFY(dialog);
        dialog->select(openpgp::KeySlot::Signature, openpgp::TouchPolicy::On);
        pinentry({QStringLiteral("12345678")});
        read.clear();
        dialog->accept();
        QVERIFY(done.wait(60000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(value("key1Row4"), openpgp::touchPolicyName(openpgp::TouchPolicy::On));

        // All three slots in one step: one admin PIN at most (the answers file holds one).
        dialog = openDialog();
        QVERIFY(dialog);
        dialog->selectAllSlots(openpgp::TouchPolicy::Cached);
        QCOMPARE(dialog->chosenSlots().size(), 3);
        auto *note = dialog->findChild<QLabel *>(QStringLiteral("touchNote"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QStringLiteral("15 seconds")), qPrintable(note->text()));
        screenshot(dialog, "touch-dialog-all");
        pinentry({QStringLiteral("12345678")});
        read.clear();
        dialog->accept();
        QVERIFY(done.wait(60000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        for (const char *row : {"key1Row4", "key2Row4", "key3Row4"}) {
            QCOMPARE(value(row), openpgp::touchPolicyName(openpgp::TouchPolicy::Cached));
        }
    }

    void kdfOnLeadsToNewPins()
    {
        QVERIFY(action("actionKdf")->isEnabled());
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("kdf")), QStringLiteral("kdf:off:"));
        // The explanation is the question; then the admin PIN for the write
        // (scdaemon asks only if the card has not kept it verified since the
        // touch-policy test: an optional answer) and both default PINs for
        // the check afterwards.
        Prompt::setNextAnswers({true});
        pinentry({QStringLiteral("@Admin PIN:12345678"), QStringLiteral("123456"),
                  QStringLiteral("12345678")});
        auto *banner = m_page->findChild<QWidget *>(QStringLiteral("defaultPinBanner"));
        m_page->setPinKnowledge(gui::card::PinKnowledge::Changed,
                                gui::card::PinKnowledge::Changed); // left from the factory reset
        bool ok = false;
        QVERIFY(runAction("actionKdf", &ok));
        // The explanation was the question, the card has KDF on (read
        // independently) and both default PINs passed the check: no try used.
        QVERIFY(Prompt::lastQuestion().contains(QStringLiteral("KDF")));
        QVERIFY(value("kdfValue").startsWith(QStringLiteral("on")));
        QVERIFY(
            colonLine(cardStatus(), QStringLiteral("kdf")).startsWith(QStringLiteral("kdf:on")));
        screenshot(m_page.get(), "kdf-on");
        QVERIFY(banner->isVisible()); // KDF on means default PINs: lead to changing them
        QCOMPARE(setupState("kdf"), QStringLiteral("Done"));
        QCOMPARE(setupState("userPin"), QStringLiteral("To do"));
        QCOMPARE(setupState("adminPin"), QStringLiteral("To do"));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("pinretry")),
                 QStringLiteral("pinretry:3:0:3:"));
        QVERIFY2(value("kdfValue").contains(QStringLiteral("iterations")),
                 qPrintable(value("kdfValue")));

        // The banner's own button changes the user PIN (hashed by scdaemon
        // now). With KDF on, Keyward's own dialog asks (no pinentry answer is
        // queued): a PIN GnuPG would never send again cannot be confirmed,
        // the rule is said, and the two entries must agree.
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        pinentry({});
        m_page->findChild<QPushButton *>(QStringLiteral("bannerUserPinButton"))->click();
        QPointer<QDialog> current = pinDialog(nullptr);
        QVERIFY(current);
        QVERIFY(!current->findChild<QLineEdit *>(QStringLiteral("repeatEdit")));
        QVERIFY(current->findChild<QLabel *>(QStringLiteral("pinRuleLabel"))
                    ->text()
                    .startsWith(QStringLiteral("The user PIN needs")));
        current->findChild<QLineEdit *>(QStringLiteral("pinEdit"))
            ->setText(QStringLiteral("123456"));
        QVERIFY(okButton(current)->isEnabled());
        okButton(current)->click();
        QPointer<QDialog> fresh = pinDialog(current);
        QVERIFY(fresh);
        auto *pin = fresh->findChild<QLineEdit *>(QStringLiteral("pinEdit"));
        auto *repeat = fresh->findChild<QLineEdit *>(QStringLiteral("repeatEdit"));
        auto *problem = fresh->findChild<QLabel *>(QStringLiteral("pinProblemLabel"));
        QVERIFY(pin && repeat && problem);
        pin->setText(QStringLiteral("12"));
        repeat->setText(QStringLiteral("12"));
        QVERIFY(!okButton(fresh)->isEnabled());
        QCOMPARE(problem->text(), QStringLiteral("This PIN is too short."));
        QVERIFY(fresh->findChild<QLabel *>(QStringLiteral("pinRuleLabel"))
                    ->text()
                    .startsWith(QStringLiteral("The new user PIN needs 6 ")));
        screenshot(fresh, "kdf-pin-too-short");
        pin->setText(QStringLiteral("246810"));
        repeat->setText(QStringLiteral("246811"));
        QVERIFY(!okButton(fresh)->isEnabled());
        QCOMPARE(problem->text(), QStringLiteral("The two entries differ."));
        repeat->setText(QStringLiteral("246810"));
        QVERIFY(okButton(fresh)->isEnabled());
        okButton(fresh)->click();
        QVERIFY(done.wait(60000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        // Independently: the new PIN verifies through gpg-agent's pinentry.
        run(QStringLiteral("gpg-connect-agent"),
            {QStringLiteral("SCD RESTART"), QStringLiteral("/bye")});
        pinentry({QStringLiteral("246810")});
        const QString out =
            run(QStringLiteral("gpg-connect-agent"),
                {QStringLiteral("SCD CHECKPIN %1").arg(QString::fromLatin1(m_page->card().aid.hex)),
                 QStringLiteral("/bye")});
        QVERIFY2(out.trimmed().endsWith(QStringLiteral("OK")) &&
                     !out.contains(QStringLiteral("ERR")),
                 qPrintable(out));
        QVERIFY(
            !m_page->findChild<QPushButton *>(QStringLiteral("bannerUserPinButton"))->isVisible());
        QVERIFY(banner->isVisible()); // the admin PIN is still the default
    }

    void cleanupTestCase()
    {
        m_page.reset();
        m_session.reset();
    }

private:
    /// The PIN dialog the page opened, once it is shown and is not `old`.
    QPointer<QDialog> pinDialog(const QPointer<QDialog> &old)
    {
        QPointer<QDialog> found;
        const bool seen = QTest::qWaitFor(
            [&] {
                for (auto *d : m_page->findChildren<QDialog *>(QStringLiteral("pinDialog"))) {
                    if (d != old && d->isVisible()) {
                        found = d;
                        return true;
                    }
                }
                return false;
            },
            60000);
        return seen ? found : QPointer<QDialog>();
    }
    static QPushButton *okButton(QDialog *dialog)
    {
        return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
};

QTEST_MAIN(CardPageTest)
#include "CardPageTest.moc"
