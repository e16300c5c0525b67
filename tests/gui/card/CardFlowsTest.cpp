// SPDX-License-Identifier: GPL-3.0-or-later
// The card page's longer flows against a virtual YubiKey 5 in the sandbox,
// driven through its widgets with the scripted test pinentry: admin PIN
// change, reset code removal, unblocking with the admin PIN, all three keys
// with a certificate, one slot regenerated with the certificate updated (or,
// for the primary key's slot, a new certificate), and cancelling a
// generation between keys. Every outcome is checked outside Keyward (gpg,
// gpg-connect-agent). KEYWARD_SCREENSHOT=dir/name.png saves the page.
#include "CardPageHarness.h"
#include "gui/card/GenerateKeyDialog.h"
#include "gui/card/Prompt.h"
#include "openpgp/AgentSession.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;
using keyward::gui::card::CardPage;
using keyward::gui::card::GenerateKeyDialog;
using keyward::gui::card::Prompt;

using namespace keyward::testing;

namespace {

const QString kAdmin = QStringLiteral("12345678");
const QString kNewAdmin = QStringLiteral("87654321");
const QString kUser = QStringLiteral("123456");
const QString kNewUser = QStringLiteral("112233");

/// Optional answers: the test pinentry uses "@PROMPT:PIN" only for a GETPIN
/// with that prompt and drops it otherwise (scdaemon does not ask again for
/// a PIN the card still has verified).
QString admin(const QString &pin)
{
    return QStringLiteral("@Admin PIN:") + pin;
}
QString user(const QString &pin)
{
    return QStringLiteral("@PIN:") + pin;
}

/// Answers for `prompts` PIN prompts of either kind in any order: each
/// prompt takes its kind's next line and drops at most one of the other.
QStringList eitherPin(const QString &adminPin, const QString &userPin, int prompts)
{
    QStringList out;
    for (int i = 0; i < prompts; ++i) {
        out << admin(adminPin) << user(userPin);
    }
    return out;
}

/// scdaemon forgets every verified PIN, so the next prompts come in a known order.
void forgetPins()
{
    agent({QStringLiteral("SCD RESTART")});
}

/// The card's three fingerprints as gpg reads them (empty for no key).
QStringList cardFprs()
{
    const QString fpr = colonLine(cardStatus(), QStringLiteral("fpr"));
    return {fpr.section(QLatin1Char(':'), 1, 1), fpr.section(QLatin1Char(':'), 2, 2),
            fpr.section(QLatin1Char(':'), 3, 3)};
}

/// `gpg --list-secret-keys --with-colons` records for one certificate:
/// "pub"/"sec" and "sub"/"ssb" lines with the fpr line after each.
struct KeyRecord
{
    QString type;     ///< sec or ssb
    QString validity; ///< field 2 ("r" revoked)
    QString caps;     ///< field 12
    QString fpr;
};
QList<KeyRecord> secretKeys(const QString &cert = {})
{
    QStringList args{QStringLiteral("--batch"), QStringLiteral("--with-colons"),
                     QStringLiteral("--list-secret-keys")};
    if (!cert.isEmpty()) {
        args << cert;
    }
    QList<KeyRecord> out;
    for (const QString &line : run(QStringLiteral("gpg"), args).split(QLatin1Char('\n'))) {
        const QStringList f = line.split(QLatin1Char(':'));
        if (f.size() > 11 && (f[0] == QLatin1String("sec") || f[0] == QLatin1String("ssb"))) {
            out.append({f[0], f[1], f[11], {}});
        } else if (f.size() > 9 && f[0] == QLatin1String("fpr") && !out.isEmpty() &&
                   out.last().fpr.isEmpty()) {
            out.last().fpr = f[9];
        }
    }
    return out;
}

int certificateCount()
{
    int n = 0;
    for (const KeyRecord &k : secretKeys()) {
        n += k.type == QLatin1String("sec") ? 1 : 0;
    }
    return n;
}

} // namespace

class CardFlowsTest : public CardPageHarness
{
    Q_OBJECT
private:
    QString m_aid;
    QString m_cert; // the certificate made by generateAllThree

    /// Open the generate dialog (after the page looked up the certificate).
    GenerateKeyDialog *openGenerate()
    {
        action("actionGenerateKeys")->trigger();
        GenerateKeyDialog *d = nullptr;
        (void)QTest::qWaitFor(
            [this, &d] {
                const auto all = m_page->findChildren<GenerateKeyDialog *>();
                d = all.isEmpty() || !all.last()->isVisible() ? nullptr : all.last();
                return d != nullptr;
            },
            30000);
        return d;
    }
    /// Accept a dialog and wait for `commands` commands and the read after them.
    bool acceptAndWait(QDialog *d, int commands = 1)
    {
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        d->accept();
        while (done.count() < commands) {
            if (!done.wait(180000)) {
                return false;
            }
        }
        if (!done.last().at(0).toBool()) {
            qWarning("%s", qPrintable(m_page->lastResult()));
            return false;
        }
        return read.count() > 0 || read.wait(30000);
    }
    bool userPinWorks(const QString &pin)
    {
        forgetPins();
        pinentry({pin});
        const QString out = agent({QStringLiteral("SCD CHECKPIN %1").arg(m_aid)});
        return out.trimmed().endsWith(QStringLiteral("OK")) && !out.contains(QStringLiteral("ERR"));
    }
    /// An admin operation outside Keyward: write the login data.
    bool adminPinWorks(const QString &pin, const QString &login)
    {
        forgetPins();
        pinentry({pin});
        const QString out = agent({QStringLiteral("SCD SETATTR LOGIN-DATA %1").arg(login)});
        return out.trimmed().endsWith(QStringLiteral("OK")) && !out.contains(QStringLiteral("ERR"));
    }
    /// Sign and verify, encrypt and decrypt with a certificate, outside Keyward.
    void roundTrip(const QString &cert, const QString &userPin)
    {
        forgetPins();
        pinentry({userPin, userPin});
        const QString dir = qEnvironmentVariable("KEYWARD_SANDBOX");
        const QString signedFile = dir + QStringLiteral("/signed.gpg");
        QFile::remove(signedFile);
        run(QStringLiteral("gpg"),
            {QStringLiteral("--batch"), QStringLiteral("--yes"), QStringLiteral("-u"), cert,
             QStringLiteral("-o"), signedFile, QStringLiteral("--sign")},
            "card flows test\n");
        const QString verified = run(QStringLiteral("gpg"),
                                     {QStringLiteral("--batch"), QStringLiteral("--status-fd"),
                                      QStringLiteral("1"), QStringLiteral("--verify"), signedFile});
        QVERIFY2(verified.contains(QStringLiteral("[GNUPG:] GOODSIG")) &&
                     verified.contains(QStringLiteral("VALIDSIG")),
                 qPrintable(verified));
        QVERIFY2(verified.contains(cert), qPrintable(verified)); // signed by this certificate

        const QString encrypted = dir + QStringLiteral("/encrypted.gpg");
        QFile::remove(encrypted);
        run(QStringLiteral("gpg"),
            {QStringLiteral("--batch"), QStringLiteral("--yes"), QStringLiteral("--trust-model"),
             QStringLiteral("always"), QStringLiteral("-r"), cert, QStringLiteral("-o"), encrypted,
             QStringLiteral("-e")},
            "secret for the card\n");
        forgetPins();
        pinentry({userPin});
        const QString plain = run(QStringLiteral("gpg"),
                                  {QStringLiteral("--batch"), QStringLiteral("-d"), encrypted});
        QVERIFY2(plain.contains(QStringLiteral("secret for the card")), qPrintable(plain));
    }

private Q_SLOTS:
    void initTestCase()
    {
        openPage(1000, 900);
        m_aid = showSandboxCard();
        QVERIFY(!m_aid.isEmpty());
        // Empty slots say so in words, in the page's font.
        QCOMPARE(value("key1Row1"), QStringLiteral("no key"));
        QVERIFY(!value("key1Row1").contains(QStringLiteral("  ")));
        screenshot(m_page.get(), "fresh");
    }

    void changeAdminPin()
    {
        forgetPins();
        pinentry({kAdmin, kNewAdmin, kNewAdmin});
        bool ok = false;
        QVERIFY(runAction("actionChangeAdminPin", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QVERIFY(m_page->lastResult().contains(QStringLiteral("admin PIN was changed")));
        screenshot(m_page.get(), "admin-pin");

        // Outside Keyward: the old admin PIN fails for an admin operation,
        // the new one works (and puts the counter back to 3).
        QVERIFY(!adminPinWorks(kAdmin, QStringLiteral("old")));
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("pinretry")),
                 QStringLiteral("pinretry:3:0:2:"));
        QVERIFY(adminPinWorks(kNewAdmin, QStringLiteral("new")));
        const QString status = cardStatus();
        QCOMPARE(colonLine(status, QStringLiteral("pinretry")), QStringLiteral("pinretry:3:0:3:"));
        QCOMPARE(colonLine(status, QStringLiteral("login")), QStringLiteral("login:new:"));
    }

    void removeResetCode()
    {
        forgetPins();
        pinentry({kNewAdmin, QStringLiteral("24682468"), QStringLiteral("24682468")});
        bool ok = false;
        QVERIFY(runAction("actionSetResetCode", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("pinretry")),
                 QStringLiteral("pinretry:3:3:3:"));
        QVERIFY(action("actionRemoveResetCode")->isEnabled());

        forgetPins();
        Prompt::setNextAnswers({true});
        pinentry({kNewAdmin});
        QVERIFY(runAction("actionRemoveResetCode", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QVERIFY(Prompt::lastQuestion().contains(QStringLiteral("Remove the reset code")));
        // Outside Keyward: the reset code's counter (PW status C4) reads 0.
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("pinretry")),
                 QStringLiteral("pinretry:3:0:3:"));
        QCOMPARE(value("resetCodeValue"), QStringLiteral("not set (or blocked)"));
        QVERIFY(!action("actionRemoveResetCode")->isEnabled());
        QVERIFY(!action("actionUnblockWithResetCode")->isEnabled());
        screenshot(m_page.get(), "reset-code-removed");
    }

    void unblockWithAdminPin()
    {
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!userPinWorks(QStringLiteral("999999")));
        }
        QCOMPARE(colonLine(cardStatus(), QStringLiteral("pinretry")),
                 QStringLiteral("pinretry:0:0:3:"));
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        m_page->refresh();
        QVERIFY(read.wait(30000));
        QVERIFY(value("userPinValue").contains(QStringLiteral("BLOCKED")));
        screenshot(m_page.get(), "user-pin-blocked");

        forgetPins();
        pinentry({kNewAdmin, kNewUser, kNewUser});
        bool ok = false;
        QVERIFY(runAction("actionUnblockWithAdminPin", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QCOMPARE(
            colonLine(cardStatus(), QStringLiteral("pinretry")).section(QLatin1Char(':'), 1, 1),
            QStringLiteral("3"));
        QCOMPARE(value("userPinValue"), QStringLiteral("3 tries left"));
        QVERIFY(!m_page->findChild<QLabel *>(QStringLiteral("pinBanner"))->isVisible());
        screenshot(m_page.get(), "user-pin-unblocked");
        // Outside Keyward: the new user PIN verifies, the old one does not.
        QVERIFY(userPinWorks(kNewUser));
        QVERIFY(!userPinWorks(kUser));
        QVERIFY(userPinWorks(kNewUser)); // back to three tries
    }

    void generateAllThree()
    {
        const int before = certificateCount();
        GenerateKeyDialog *d = openGenerate();
        QVERIFY(d);
        d->findChild<QRadioButton *>(QStringLiteral("allRadio"))->setChecked(true);
        d->findChild<QLineEdit *>(QStringLiteral("nameEdit"))
            ->setText(QStringLiteral("Jane Tester"));
        d->findChild<QLineEdit *>(QStringLiteral("emailEdit"))
            ->setText(QStringLiteral("jane@example.org"));
        auto *algo = d->findChild<QComboBox *>(QStringLiteral("algorithmCombo"));
        // Names people use; the recommended algorithm comes first and is chosen.
        QCOMPARE(algo->currentIndex(), 0);
        QVERIFY2(algo->itemText(0).startsWith(QStringLiteral("Ed25519 (recommended)")),
                 qPrintable(algo->itemText(0)));
        QVERIFY(algo->findText(QStringLiteral("RSA 2048")) > 0);
        QVERIFY(algo->findText(QStringLiteral("NIST P-256")) > 0);
        screenshot(d, "generate-all-dialog");
        // Admin PIN for the key attributes and the keys (scdaemon keeps it
        // for a while), user PIN for the certificate's self-signatures (once,
        // or per signature where the card forces it).
        forgetPins();
        pinentry(eitherPin(kNewAdmin, kNewUser, 12));
        QVERIFY2(acceptAndWait(d), qPrintable(m_page->lastResult()));
        screenshot(m_page.get(), "generated-all");

        // Outside Keyward: one new certificate whose keys are the card's.
        QCOMPARE(certificateCount(), before + 1);
        const QStringList fprs = cardFprs();
        for (const QString &f : fprs) {
            QCOMPARE(f.size(), 40);
        }
        const QList<KeyRecord> keys = secretKeys(fprs[0]);
        QCOMPARE(keys.size(), 3);
        QCOMPARE(keys[0].fpr, fprs[0]);
        QVERIFY2(keys[0].caps.contains(QLatin1Char('s')), qPrintable(keys[0].caps));
        QCOMPARE(keys[1].fpr, fprs[1]);
        QVERIFY(keys[1].caps.contains(QLatin1Char('e')));
        QCOMPARE(keys[2].fpr, fprs[2]);
        QVERIFY(keys[2].caps.contains(QLatin1Char('a')));
        QVERIFY(m_page->lastResult().contains(fprs[0]));
        // The page names the certificate gpg found, holding all three keys.
        QTRY_VERIFY_WITH_TIMEOUT(m_page->certificates().size() == 1, 30000);
        QCOMPARE(QString::fromLatin1(m_page->certificates().first().fingerprint), fprs[0]);
        QVERIFY2(value("certificateValue").startsWith(QStringLiteral("Jane Tester")),
                 qPrintable(value("certificateValue")));
        QVERIFY(value("certificateValue").contains(QStringLiteral("authentication key")));
        QCOMPARE(value("key1Row0"), QStringLiteral("Ed25519"));
        QCOMPARE(value("key2Row0"), QStringLiteral("Curve25519 (encryption)"));
        m_cert = fprs[0];
        roundTrip(m_cert, kNewUser);
    }

    void regenerateEncryptionUpdatesCertificate()
    {
        QVERIFY(!m_cert.isEmpty());
        const QStringList before = cardFprs();
        GenerateKeyDialog *d = openGenerate();
        QVERIFY(d);
        d->findChild<QRadioButton *>(QStringLiteral("oneRadio"))->setChecked(true);
        auto *slot = d->findChild<QComboBox *>(QStringLiteral("slotCombo"));
        slot->setCurrentIndex(slot->findData(static_cast<int>(openpgp::KeySlot::Encryption)));
        auto *update = d->findChild<QCheckBox *>(QStringLiteral("updateCertificateCheck"));
        QVERIFY(update->isVisibleTo(d));
        QVERIFY(update->isChecked());
        QVERIFY(update->text().contains(QStringLiteral("Jane Tester")));
        screenshot(d, "regenerate-encryption-dialog");
        forgetPins();
        pinentry(eitherPin(kNewAdmin, kNewUser, 8));
        QVERIFY2(acceptAndWait(d), qPrintable(m_page->lastResult()));
        QVERIFY2(m_page->lastResult().contains(QStringLiteral("holds it")),
                 qPrintable(m_page->lastResult()));
        // Called revoked only because the keyring shows it so (checked below).
        QVERIFY2(m_page->lastResult().contains(QStringLiteral("is revoked there")),
                 qPrintable(m_page->lastResult()));
        screenshot(m_page.get(), "regenerated-encryption");

        // Outside Keyward: a new encryption key on the card, the same
        // certificate holds it, the old subkey is revoked.
        const QStringList after = cardFprs();
        QCOMPARE(after[0], before[0]);
        QVERIFY(after[1] != before[1]);
        QCOMPARE(after[2], before[2]);
        const QList<KeyRecord> keys = secretKeys(m_cert);
        bool newSub = false;
        bool oldRevoked = false;
        for (const KeyRecord &k : keys) {
            newSub |= k.fpr == after[1] && k.validity != QLatin1String("r");
            oldRevoked |= k.fpr == before[1] && k.validity == QLatin1String("r");
        }
        QVERIFY2(newSub, qPrintable(after[1]));
        QVERIFY2(oldRevoked, qPrintable(before[1]));
        roundTrip(m_cert, kNewUser);
    }

    void regenerateSignatureOffersNewCertificate()
    {
        const QStringList before = cardFprs();
        const int certs = certificateCount();
        GenerateKeyDialog *d = openGenerate();
        QVERIFY(d);
        d->findChild<QRadioButton *>(QStringLiteral("oneRadio"))->setChecked(true);
        auto *slot = d->findChild<QComboBox *>(QStringLiteral("slotCombo"));
        slot->setCurrentIndex(slot->findData(static_cast<int>(openpgp::KeySlot::Signature)));
        // Said before generating: the certificate will no longer match.
        QVERIFY(
            !d->findChild<QCheckBox *>(QStringLiteral("updateCertificateCheck"))->isVisibleTo(d));
        const QString note = d->findChild<QLabel *>(QStringLiteral("generateNote"))->text();
        QVERIFY2(note.contains(QStringLiteral("will no longer match")), qPrintable(note));
        QVERIFY(d->replacesPrimary());
        screenshot(d, "regenerate-signature-dialog");
        // Yes to the offer afterwards: a new certificate for the card's keys.
        const int asked = Prompt::questionCount();
        Prompt::setNextAnswers({true});
        forgetPins();
        pinentry(eitherPin(kNewAdmin, kNewUser, 8));
        QVERIFY2(acceptAndWait(d, 2), qPrintable(m_page->lastResult()));
        QCOMPARE(Prompt::questionCount(), asked + 1);
        QVERIFY(Prompt::lastQuestion().contains(QStringLiteral("no longer matches")));
        screenshot(m_page.get(), "new-certificate");

        const QStringList after = cardFprs();
        QVERIFY(after[0] != before[0]);
        QCOMPARE(after[1], before[1]);
        QCOMPARE(certificateCount(), certs + 1);
        const QList<KeyRecord> keys = secretKeys(after[0]);
        QVERIFY(keys.size() >= 2);
        QCOMPARE(keys[0].fpr, after[0]);
        QCOMPARE(keys[1].fpr, after[1]); // the encryption key joined with its own fingerprint
        QVERIFY2(m_page->lastResult().contains(after[0]), qPrintable(m_page->lastResult()));
        // The page names both: the new certificate (its primary key is the
        // card's signature key) first, the old one that still holds the
        // encryption and authentication keys after it.
        QTRY_VERIFY_WITH_TIMEOUT(m_page->certificates().size() == 2, 30000);
        QCOMPARE(QString::fromLatin1(m_page->certificates().at(0).fingerprint), after[0]);
        QCOMPARE(QString::fromLatin1(m_page->certificates().at(1).fingerprint), m_cert);
        screenshot(m_page.get(), "new-certificate-listed");
        roundTrip(after[0], kNewUser);
    }

    void cancelBetweenKeys()
    {
        const QStringList before = cardFprs();
        const int certs = certificateCount();
        const QString control =
            qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/card0/control");
        // Slow APDUs, so the first key is still being made when Cancel is pressed.
        run(QStringLiteral("keyward-vcard"),
            {QStringLiteral("ctl"), control, QStringLiteral("latency"), QStringLiteral("400")});

        GenerateKeyDialog *d = openGenerate();
        QVERIFY(d);
        d->findChild<QRadioButton *>(QStringLiteral("allRadio"))->setChecked(true);
        d->findChild<QLineEdit *>(QStringLiteral("nameEdit"))
            ->setText(QStringLiteral("Cancelled Tester"));
        forgetPins();
        pinentry({kNewAdmin, kNewUser});
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        d->accept();
        auto *title = m_page->findChild<QLabel *>(QStringLiteral("operationTitle"));
        auto *cancel = m_page->findChild<QPushButton *>(QStringLiteral("operationCancel"));
        QVERIFY(cancel);
        QTRY_VERIFY_WITH_TIMEOUT(title->text().contains(QStringLiteral("signature key")), 30000);
        QVERIFY(cancel->isVisible());
        QVERIFY(cancel->isEnabled());
        cancel->click();
        QVERIFY(!cancel->isEnabled());
        QVERIFY2(title->text().contains(QStringLiteral("Cancelling after the current key")),
                 qPrintable(title->text()));
        screenshot(m_page.get(), "cancelling");
        QVERIFY(done.wait(180000));
        run(QStringLiteral("keyward-vcard"),
            {QStringLiteral("ctl"), control, QStringLiteral("latency"), QStringLiteral("0")});
        QVERIFY(!done.last().at(0).toBool());
        QVERIFY(read.count() > 0 || read.wait(30000));
        const QString result = m_page->lastResult();
        QVERIFY2(result.startsWith(QStringLiteral("Cancelled:")), qPrintable(result));
        QVERIFY2(result.contains(QStringLiteral("new signature key")), qPrintable(result));
        screenshot(m_page.get(), "cancelled");

        // Outside Keyward: one new key on the card, nothing in the keyring.
        const QStringList after = cardFprs();
        QVERIFY(after[0] != before[0]);
        QCOMPARE(after[1], before[1]);
        QCOMPARE(after[2], before[2]);
        QCOMPARE(certificateCount(), certs);
        QVERIFY(
            !run(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--list-keys"),
                                         QStringLiteral("Cancelled Tester")})
                 .contains(QStringLiteral("Cancelled Tester")));
    }

    void cleanupTestCase()
    {
        m_page.reset();
        m_session.reset();
    }
};

QTEST_MAIN(CardFlowsTest)
#include "CardFlowsTest.moc"
