// SPDX-License-Identifier: GPL-3.0-or-later
// Key generation through the card page's window against a fresh virtual YubiKey 5 in the
// sandbox, with the scripted test pinentry answering the PIN prompts:
// - all three keys with the off-card backup of the encryption key: the backup file is 0600,
//   restores the encryption key into an EMPTY GNUPGHOME, and a message encrypted to the new
//   key there decrypts there, without the card;
// - the next steps after it name the card, the fingerprint, the revocation certificate and
//   the backup, and their buttons export the public key and copy the fingerprint;
// - a generation that stops part-way (the user PIN for the certificate refused) says per slot
//   what the card holds, and "Finish the missing keys" completes it without touching the new
//   keys.
// Every outcome is judged outside Keyward (gpg, gpg-connect-agent).
// KEYWARD_SCREENSHOT=dir/name.png saves the dialogs.
#include "CardPageHarness.h"
#include "gui/card/ExportDialog.h"
#include "gui/card/GenerateKeyDialog.h"
#include "gui/card/GenerateResultDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;
using namespace keyward::testing;
using keyward::gui::card::CardPage;
using keyward::gui::card::ExportDialog;
using keyward::gui::card::GenerateKeyDialog;
using keyward::gui::card::GenerateResultDialog;

namespace {

const QString kAdmin = QStringLiteral("12345678");
const QString kUser = QStringLiteral("123456");

/// Answers for `prompts` PIN prompts of either kind in any order (the test pinentry uses
/// "@PROMPT:PIN" only for a GETPIN with that prompt and drops it otherwise).
QStringList eitherPin(int prompts)
{
    QStringList out;
    for (int i = 0; i < prompts; ++i) {
        out << QStringLiteral("@Admin PIN:") + kAdmin << QStringLiteral("@PIN:") + kUser;
    }
    return out;
}

/// The card's three fingerprints as gpg reads them (empty for no key).
QStringList cardFprs()
{
    const QString fpr = colonLine(cardStatus(), QStringLiteral("fpr"));
    return {fpr.section(QLatin1Char(':'), 1, 1), fpr.section(QLatin1Char(':'), 2, 2),
            fpr.section(QLatin1Char(':'), 3, 3)};
}

/// The first field 10 of a colon line of `type` after the fpr line of `fingerprint`'s key
/// (the keygrip of that key with type "grp").
QString fieldAfter(const QString &listing, const QString &fingerprint, const QString &type)
{
    bool take = false;
    for (const QString &line : listing.split(QLatin1Char('\n'))) {
        const QStringList f = line.split(QLatin1Char(':'));
        if (f.size() > 9 && f[0] == QLatin1String("fpr")) {
            take = f[9] == fingerprint;
        } else if (take && f.size() > 9 && f[0] == type) {
            return f[9];
        }
    }
    return {};
}

/// A command to the sandbox's virtual card ("remove", "insert").
QString cardControl(const QString &command)
{
    return run(QStringLiteral("keyward-vcard"),
               {QStringLiteral("ctl"),
                qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/card0/control"),
                command});
}

template<typename T> T *visibleDialog(QWidget *parent)
{
    T *d = nullptr;
    (void)QTest::qWaitFor(
        [parent, &d] {
            const auto all = parent->findChildren<T *>();
            d = all.isEmpty() || !all.last()->isVisible() ? nullptr : all.last();
            return d != nullptr;
        },
        240000);
    return d;
}

} // namespace

class CardGenerateTest : public CardPageHarness
{
    Q_OBJECT
private:
    QString m_aid;
    QString m_work;

private Q_SLOTS:
    void initTestCase()
    {
        openPage(1000, 900);
        m_aid = showSandboxCard();
        QVERIFY(!m_aid.isEmpty());
        m_work = qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/gui-generate");
        QVERIFY(QDir().mkpath(m_work));
    }

    void generateWithBackup()
    {
        const QString backup = m_work + QStringLiteral("/enc-backup.asc");
        QVERIFY(!QFile::exists(backup));
        action("actionGenerateKeys")->trigger();
        auto *d = visibleDialog<GenerateKeyDialog>(m_page.get());
        QVERIFY(d);
        d->findChild<QRadioButton *>(QStringLiteral("allRadio"))->setChecked(true);
        d->findChild<QLineEdit *>(QStringLiteral("nameEdit"))
            ->setText(QStringLiteral("Window Backup"));
        d->findChild<QLineEdit *>(QStringLiteral("emailEdit"))
            ->setText(QStringLiteral("window-backup@keyward.test"));
        auto *box = d->findChild<QCheckBox *>(QStringLiteral("backupCheck"));
        QVERIFY(box && box->isVisibleTo(d));
        box->setChecked(true);
        d->findChild<QLineEdit *>(QStringLiteral("backupPathEdit"))->setText(backup);
        QCOMPARE(d->backupPath(), backup);
        screenshot(d, "dialog-backup");

        agent({QStringLiteral("SCD RESTART")});
        pinentry(eitherPin(12));
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        d->accept();
        QVERIFY(done.wait(240000));
        QVERIFY2(done.first().at(0).toBool(), qPrintable(m_page->lastResult()));
        // The backup, the move to the card and the local copy's removal follow; then the
        // next steps.
        auto *result = visibleDialog<GenerateResultDialog>(m_page.get());
        QVERIFY2(result, qPrintable(m_page->lastResult()));

        // Outside Keyward: three keys on the card; the certificate's primary key is the
        // signature key and its encryption subkey the card's encryption key.
        const QStringList fprs = cardFprs();
        for (const QString &f : fprs) {
            QCOMPARE(f.size(), 40);
        }
        const QString listing =
            run(QStringLiteral("gpg"),
                {QStringLiteral("--batch"), QStringLiteral("--with-colons"),
                 QStringLiteral("--with-keygrip"), QStringLiteral("--list-secret-keys"), fprs[0]});
        QVERIFY2(listing.contains(QStringLiteral("fpr:::::::::%1:").arg(fprs[1])),
                 qPrintable(listing));
        const QString grip = fieldAfter(listing, fprs[1], QStringLiteral("grp"));
        QCOMPARE(grip.size(), 40);
        // The local copy of the encryption key is a card stub now.
        QVERIFY2(agent({QStringLiteral("KEYINFO ") + grip}).contains(QStringLiteral(" T ")),
                 qPrintable(grip));

        // The next steps: the card by model and serial, the fingerprint, where the revocation
        // certificate and the backup are.
        const QString text =
            result->findChild<QLabel *>(QStringLiteral("generateResultText"))->text();
        const openpgp::CardInfo &card = m_page->card();
        QVERIFY2(text.contains(QStringLiteral("serial %1").arg(card.aid.serialText())),
                 qPrintable(text));
        if (!card.model.isEmpty()) {
            QVERIFY2(text.contains(card.model), qPrintable(text));
        }
        QCOMPARE(text.contains(QStringLiteral("virtual ")), card.isVirtual);
        QVERIFY2(text.contains(fprs[0]), qPrintable(text));
        QVERIFY2(text.contains(backup), qPrintable(text));
        const QString rev = qEnvironmentVariable("GNUPGHOME") +
                            QStringLiteral("/openpgp-revocs.d/%1.rev").arg(fprs[0]);
        QVERIFY2(QFile::exists(rev), qPrintable(rev));
        QVERIFY2(text.contains(rev), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("gpg --send-keys %1").arg(fprs[0])),
                 qPrintable(text));
        screenshot(result, "next-steps");
        result->findChild<QPushButton *>(QStringLiteral("copyFingerprintButton"))->click();
        QCOMPARE(QApplication::clipboard()->text(), fprs[0]);
        result->findChild<QPushButton *>(QStringLiteral("copyPublishButton"))->click();
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("gpg --send-keys %1").arg(fprs[0]));
        // Export public key…: the card page's export, its dialog shows the armoured key.
        result->findChild<QPushButton *>(QStringLiteral("exportPublicKeyButton"))->click();
        auto *exported = visibleDialog<ExportDialog>(m_page.get());
        QVERIFY2(exported, qPrintable(m_page->lastResult()));
        QVERIFY2(exported->text().contains(QStringLiteral("BEGIN PGP PUBLIC KEY BLOCK")),
                 qPrintable(exported->text()));
        exported->close();

        // The backup: 0600, and it restores the encryption key into an empty GNUPGHOME,
        // where a message encrypted to the new key decrypts without the card.
        QCOMPARE(run(QStringLiteral("stat"), {QStringLiteral("-c"), QStringLiteral("%a"), backup})
                     .trimmed(),
                 QStringLiteral("600"));
        const QString empty = m_work + QStringLiteral("/empty-home");
        QVERIFY(QDir().mkpath(empty));
        QVERIFY(QFile::setPermissions(empty, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                 QFileDevice::ExeOwner));
        const QStringList home{QStringLiteral("--homedir"), empty, QStringLiteral("--batch")};
        run(QStringLiteral("gpg"), home + QStringList{QStringLiteral("--import"), backup});
        const QString message = m_work + QStringLiteral("/message.gpg");
        run(QStringLiteral("gpg"),
            home + QStringList{QStringLiteral("--trust-model"), QStringLiteral("always"),
                               QStringLiteral("-r"), fprs[1] + QLatin1Char('!'),
                               QStringLiteral("-o"), message, QStringLiteral("-e")},
            "restored in the window test\n");
        QVERIFY(QFile::exists(message));
        const QString plain =
            run(QStringLiteral("gpg"),
                home + QStringList{QStringLiteral("--pinentry-mode"), QStringLiteral("loopback"),
                                   QStringLiteral("--passphrase"), QString(), QStringLiteral("-d"),
                                   message});
        QVERIFY2(plain.contains(QStringLiteral("restored in the window test")), qPrintable(plain));
        // A local key there, not a card stub.
        const QString keyinfo = run(QStringLiteral("gpg-connect-agent"),
                                    {QStringLiteral("--homedir"), empty,
                                     QStringLiteral("KEYINFO ") + grip, QStringLiteral("/bye")});
        QVERIFY2(keyinfo.contains(QStringLiteral("KEYINFO %1 D ").arg(grip)), qPrintable(keyinfo));
        run(QStringLiteral("gpgconf"), {QStringLiteral("--homedir"), empty,
                                        QStringLiteral("--kill"), QStringLiteral("gpg-agent")});
    }

    void partWayFailureAndFinish()
    {
        // All three keys again, but the user PIN prompt for the certificate's self-signature
        // is cancelled (the queue holds only the admin PIN): the card then has new signature
        // and encryption keys, the old authentication key, and no certificate for them.
        const QStringList before = cardFprs();
        QCOMPARE(before[2].size(), 40);
        // The card out and in again: it forgets the user PIN verified for the earlier
        // signatures, so the next signature asks for it.
        QVERIFY(cardControl(QStringLiteral("remove")).startsWith(QStringLiteral("OK")));
        QTRY_VERIFY_WITH_TIMEOUT(!cardStatus().contains(m_aid), 30000);
        QVERIFY(cardControl(QStringLiteral("insert")).startsWith(QStringLiteral("OK")));
        QTRY_VERIFY_WITH_TIMEOUT(cardStatus().contains(m_aid), 30000);
        QSignalSpy reread(m_page.get(), &CardPage::cardRead);
        m_page->refresh();
        QVERIFY(reread.wait(30000));
        // The page reads the card again after the export: the actions come back after it.
        QTRY_VERIFY_WITH_TIMEOUT(action("actionGenerateKeys")->isEnabled(), 60000);
        action("actionGenerateKeys")->trigger();
        auto *d = visibleDialog<GenerateKeyDialog>(m_page.get());
        QVERIFY(d);
        d->findChild<QRadioButton *>(QStringLiteral("allRadio"))->setChecked(true);
        d->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("Part Way"));
        d->findChild<QLineEdit *>(QStringLiteral("emailEdit"))
            ->setText(QStringLiteral("part-way@keyward.test"));
        d->findChild<QCheckBox *>(QStringLiteral("backupCheck"))->setChecked(false);
        // The signature slot is Ed25519 already; the choice still goes to the command, which
        // sets every slot that differs (a part-way failure can leave the others unchanged).
        QCOMPARE(
            d->findChild<QComboBox *>(QStringLiteral("algorithmCombo"))->currentData().toString(),
            QStringLiteral("ed25519"));
        agent({QStringLiteral("SCD RESTART")});
        pinentry({QStringLiteral("@Admin PIN:") + kAdmin});
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        d->accept();
        QVERIFY(done.wait(240000));
        QVERIFY(!done.first().at(0).toBool());
        auto *box = visibleDialog<QMessageBox>(m_page.get());
        QVERIFY(box);
        QCOMPARE(box->objectName(), QStringLiteral("generatePartialBox"));

        // The sentence per slot says what gpg reads from the card.
        const QStringList after = cardFprs();
        QVERIFY(after[0] != before[0]);
        QVERIFY(after[1] != before[1]);
        QCOMPARE(after[2], before[2]);
        const QString text = box->text();
        QVERIFY2(text.contains(QStringLiteral("Signature: Ed25519 key, new.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Encryption: Curve25519 (encryption) key, new.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Authentication: Ed25519 key, old.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("factory reset")), qPrintable(text));
        QVERIFY(!run(QStringLiteral("gpg"),
                     {QStringLiteral("--batch"), QStringLiteral("--list-keys"), after[0]})
                     .contains(QStringLiteral("Part Way")));
        auto *finish = box->findChild<QPushButton *>(QStringLiteral("finishMissingButton"));
        QVERIFY(finish);
        screenshot(box, "part-way");

        // Finish: a certificate for the new keys and a new authentication key in it; the
        // new signature and encryption keys are kept.
        agent({QStringLiteral("SCD RESTART")});
        pinentry(eitherPin(12));
        QSignalSpy finished(m_page.get(), &CardPage::commandFinished);
        finish->click();
        QVERIFY(finished.wait(240000));
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(m_page->lastResult()));
        const QStringList now = cardFprs();
        QCOMPARE(now[0], after[0]);
        QCOMPARE(now[1], after[1]);
        QVERIFY(now[2] != before[2]);
        QCOMPARE(now[2].size(), 40);
        const QString listing =
            run(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--with-colons"),
                                        QStringLiteral("--list-secret-keys"), now[0]});
        QVERIFY2(listing.contains(QStringLiteral("part-way@keyward.test")), qPrintable(listing));
        for (const QString &f : now) {
            QVERIFY2(listing.contains(QStringLiteral("fpr:::::::::%1:").arg(f)),
                     qPrintable(listing));
        }
    }

    void cleanupTestCase()
    {
        m_page.reset();
        m_session.reset();
    }
};

QTEST_MAIN(CardGenerateTest)
#include "CardGenerateTest.moc"
