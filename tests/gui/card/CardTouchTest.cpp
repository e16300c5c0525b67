// SPDX-License-Identifier: GPL-3.0-or-later
// The card page against a virtual YubiKey 5 in the sandbox: after every operation that changes
// the card (key generation, touch policy, KDF on, factory reset) it shows what
// `gpg --card-status` shows without a Read card press; and while an operation with a card key
// waits for the card's button (the virtual card holds the touch until "touch press"), it shows
// "Touch your key (serial X) to confirm." until the card answers. Gated on the page's state, no
// sleeps. KEYWARD_SCREENSHOT=dir/name.png saves the page.
#include "CardPageHarness.h"
#include "core/TouchWatch.h"
#include "gui/card/FactoryResetDialog.h"
#include "gui/card/GenerateKeyDialog.h"
#include "gui/card/Prompt.h"
#include "gui/card/TouchPolicyDialog.h"
#include "openpgp/AgentSession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

using namespace keyward;
using keyward::gui::card::CardPage;
using keyward::gui::card::Prompt;
using keyward::openpgp::KeySlot;

using namespace keyward::testing;

namespace {

const QString kAdmin = QStringLiteral("12345678");
const QString kUser = QStringLiteral("123456");

/// Drive the sandbox's card through its control socket.
QString cardControl(const QStringList &command)
{
    return run(QStringLiteral("keyward-vcard"),
               QStringList{QStringLiteral("ctl"), qEnvironmentVariable("KEYWARD_SANDBOX") +
                                                      QStringLiteral("/card0/control")} +
                   command);
}

/// Field `index` (1-based) of gpg's colon line `key`.
QString gpgField(const QString &key, int index)
{
    return colonLine(cardStatus(), key).section(QLatin1Char(':'), index, index);
}

} // namespace

class CardTouchTest : public CardPageHarness
{
    Q_OBJECT
    QString m_serial;

    /// What the page shows agrees with gpg: fingerprints, retry counters, KDF.
    void sameAsGpg()
    {
        const QString status = cardStatus();
        const QString fpr = colonLine(status, QStringLiteral("fpr"));
        for (int slot = 1; slot <= 3; ++slot) {
            QCOMPARE(QString::fromLatin1(m_page->card().key(static_cast<KeySlot>(slot)).fingerprint)
                         .toUpper(),
                     fpr.section(QLatin1Char(':'), slot, slot).toUpper());
        }
        const QString retries = colonLine(status, QStringLiteral("pinretry"));
        const auto &tries = m_page->card().pins.triesLeft;
        QCOMPARE(QStringLiteral("pinretry:%1:%2:%3:").arg(tries[0]).arg(tries[1]).arg(tries[2]),
                 retries);
        const bool kdfOn =
            colonLine(status, QStringLiteral("kdf")).startsWith(QStringLiteral("kdf:on"));
        QCOMPARE(m_page->card().kdf.enabled, kdfOn);
        QCOMPARE(value("kdfValue").startsWith(QStringLiteral("on")), kdfOn);
    }

    /// A signature with the card's key on the session's worker, as the keytocard wizard's test
    /// or gpg would make it: a digest of 32 bytes `fill`.
    QFuture<Result<openpgp::AssuanReply>> signWithCardKey(char fill)
    {
        openpgp::AgentSession *session = m_session.get();
        return session->worker().run([session, fill]() -> Result<openpgp::AssuanReply> {
            const QByteArray digest(32, fill);
            if (auto r = session->transactNow("SCD SETDATA " + digest.toHex().toUpper()); !r) {
                return r.error();
            }
            return session->transactNow("SCD PKSIGN --hash=sha256 OPENPGP.1");
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        openPage(1000, 860);
        QVERIFY(!showSandboxCard().isEmpty());
        m_serial = m_page->card().aid.serialText();
        QCOMPARE(m_serial, gpgField(QStringLiteral("serial"), 1));
    }

    void generationShownWithoutReadCard()
    {
        action("actionGenerateKeys")->trigger();
        gui::card::GenerateKeyDialog *gen = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (gen = m_page->findChild<gui::card::GenerateKeyDialog *>()) != nullptr, 30000);
        gen->findChild<QRadioButton *>(QStringLiteral("oneRadio"))->setChecked(true);
        auto *slot = gen->findChild<QComboBox *>(QStringLiteral("slotCombo"));
        slot->setCurrentIndex(slot->findData(static_cast<int>(KeySlot::Signature)));
        pinentry({kAdmin, kAdmin});
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        gen->accept();
        QVERIFY(done.wait(180000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QVERIFY(m_page->card().key(KeySlot::Signature).hasKey());
        sameAsGpg();
    }

    void noTouchPromptWhileTouchIsOff()
    {
        // Touch is off for the new key; the card answers slowly (as a card that computes for a
        // second does). A slow answer is no reason to ask for a touch.
        QCOMPARE(value("key1Row4"), openpgp::touchPolicyName(openpgp::TouchPolicy::Off));
        QVERIFY(cardControl({QStringLiteral("latency"), QStringLiteral("700")})
                    .startsWith(QStringLiteral("OK")));
        QSignalSpy wanted(m_session->touchWatch(), &TouchWatch::touchWanted);
        pinentry({kUser});
        QFuture<Result<openpgp::AssuanReply>> sign = signWithCardKey('\x5b');
        QTRY_VERIFY_WITH_TIMEOUT(sign.isFinished(), 60000);
        QVERIFY(cardControl({QStringLiteral("latency"), QStringLiteral("0")})
                    .startsWith(QStringLiteral("OK")));
        const Result<openpgp::AssuanReply> signature = sign.result();
        QVERIFY2(signature, qPrintable(signature ? QString() : signature.error().technical()));
        QCOMPARE(wanted.count(), 0);
        QVERIFY(m_page->touchPrompt().isEmpty());
    }

    void touchPolicyShownWithoutReadCard()
    {
        action("actionTouchPolicy")->trigger();
        const auto all = m_page->findChildren<gui::card::TouchPolicyDialog *>();
        QVERIFY(!all.isEmpty());
        all.last()->select(KeySlot::Signature, openpgp::TouchPolicy::On);
        pinentry({QStringLiteral("@Admin PIN:") + kAdmin});
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        all.last()->accept();
        QVERIFY(done.wait(60000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QCOMPARE(value("key1Row4"), openpgp::touchPolicyName(openpgp::TouchPolicy::On));
        // Independently: the card's UIF DO for the signature key says on (01, button 20), by
        // GET DATA D6, or inside Application Related Data on a card that keeps it only there.
        const auto apdu = [](const char *hex) {
            return run(QStringLiteral("gpg-connect-agent"),
                       {QStringLiteral("--hex"),
                        QStringLiteral("SCD APDU %1").arg(QLatin1String(hex)),
                        QStringLiteral("/bye")});
        };
        const QString uif = apdu("00CA00D600");
        if (uif.contains(QStringLiteral("6a 88"), Qt::CaseInsensitive)) {
            // The bytes of gpg-connect-agent's --hex dump ("D[0010] 45 CE … ascii"), joined, so
            // a DO that runs over a line's end is found too.
            const QString dump = apdu("00CA006E00");
            QStringList bytes;
            for (const QString &line : dump.split(QLatin1Char('\n'))) {
                if (!line.startsWith(QLatin1String("D["))) {
                    continue;
                }
                const QStringList words = line.mid(line.indexOf(QLatin1Char(']')) + 1)
                                              .split(QLatin1Char(' '), Qt::SkipEmptyParts);
                for (qsizetype i = 0; i < words.size() && i < 16; ++i) {
                    if (words.at(i).size() != 2) {
                        break;
                    }
                    bytes << words.at(i).toUpper();
                }
            }
            const QString ard = bytes.join(QLatin1Char(' '));
            QVERIFY2(ard.contains(QStringLiteral("D6 02 01 20")), qPrintable(dump));
        } else {
            QVERIFY2(uif.contains(QStringLiteral("01 20 90 00")), qPrintable(uif));
        }
        screenshot(m_page.get(), "touch-on");
    }

    void touchBannerWhileTheCardWaits()
    {
        QVERIFY(cardControl({QStringLiteral("touch"), QStringLiteral("hold")})
                    .startsWith(QStringLiteral("OK")));
        auto *banner = m_page->findChild<QLabel *>(QStringLiteral("touchBanner"));
        QVERIFY(banner);
        QVERIFY(!banner->isVisible());
        pinentry({kUser});
        QFuture<Result<openpgp::AssuanReply>> sign = signWithCardKey('\x5a');
        // Gates: the card waits for its button, and the page says so.
        QTRY_VERIFY_WITH_TIMEOUT(
            cardControl({QStringLiteral("status")}).contains(QStringLiteral("waiting=1")), 60000);
        const QString prompt = openpgp::touchPromptText(m_serial);
        QTRY_COMPARE_WITH_TIMEOUT(m_page->touchPrompt(), prompt, 30000);
        QVERIFY(!sign.isFinished());
        // Nothing clipped: the whole sentence fits the banner as laid out, inside the page.
        QTRY_VERIFY(banner->height() >= banner->heightForWidth(banner->width()));
        QVERIFY(m_page->rect().contains(
            QRect(banner->mapTo(m_page.get(), QPoint(0, 0)), banner->size())));
        screenshot(m_page.get(), "touch-banner");

        QVERIFY(cardControl({QStringLiteral("touch"), QStringLiteral("press")})
                    .startsWith(QStringLiteral("OK")));
        QTRY_VERIFY_WITH_TIMEOUT(sign.isFinished(), 60000);
        const Result<openpgp::AssuanReply> signature = sign.result();
        QVERIFY2(signature, qPrintable(signature ? QString() : signature.error().technical()));
        QCOMPARE(signature->data.size(), 256); // RSA-2048
        QTRY_VERIFY_WITH_TIMEOUT(m_page->touchPrompt().isEmpty(), 30000);
        QVERIFY(!banner->isVisible());
        screenshot(m_page.get(), "touch-done");
        QVERIFY(cardControl({QStringLiteral("touch"), QStringLiteral("approve")})
                    .startsWith(QStringLiteral("OK")));
    }

    void rereadWaitsForTheCardToComeBack()
    {
        // The card is gone for a moment (as while scdaemon resets it): the re-read after a change
        // keeps trying instead of reporting "no card", and shows the card once it answers.
        QVERIFY(cardControl({QStringLiteral("remove")}).startsWith(QStringLiteral("OK")));
        auto *subtitle = m_page->findChild<QLabel *>(QStringLiteral("cardSubtitleLabel"));
        QVERIFY(subtitle);
        const QString waiting = QStringLiteral("Waiting for the card to answer again…");
        QSignalSpy failed(m_page.get(), &CardPage::readFailed);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                if (subtitle->text() != waiting && !m_page->isBusy()) {
                    m_page->rereadAfterChange(); // until scdaemon has noticed the card left
                }
                return subtitle->text() == waiting;
            }(),
            30000);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        QVERIFY(cardControl({QStringLiteral("insert")}).startsWith(QStringLiteral("OK")));
        QVERIFY(read.wait(30000));
        QVERIFY2(failed.isEmpty(),
                 qPrintable(failed.isEmpty() ? QString()
                                             : failed.first().at(0).value<Error>().technical()));
        QVERIFY(subtitle->text() != waiting);
        sameAsGpg();
    }

    void kdfOnShownWithoutReadCard()
    {
        if (!m_page->card().kdfSupported) {
            // A card without the KDF-DO (gpg agrees): the action is not offered.
            QVERIFY(!action("actionKdf")->isEnabled());
            QVERIFY(!colonLine(cardStatus(), QStringLiteral("kdf"))
                         .startsWith(QStringLiteral("kdf:on")));
            return;
        }
        Prompt::setNextAnswers({true});
        pinentry({QStringLiteral("@Admin PIN:") + kAdmin, kUser, kAdmin});
        bool ok = false;
        QVERIFY(runAction("actionKdf", &ok));
        QVERIFY2(ok, qPrintable(m_page->lastResult()));
        QVERIFY(value("kdfValue").startsWith(QStringLiteral("on")));
        sameAsGpg();
    }

    void factoryResetShownWithoutReadCard()
    {
        action("actionFactoryReset")->trigger();
        auto *dialog = m_page->findChild<gui::card::FactoryResetDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->findChild<QLineEdit *>(QStringLiteral("serialEdit"))->setText(m_serial);
        QSignalSpy done(m_page.get(), &CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &CardPage::cardRead);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(done.wait(120000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(30000));
        QVERIFY(!m_page->card().key(KeySlot::Signature).hasKey());
        QVERIFY(!m_page->card().kdf.enabled);
        sameAsGpg();
    }

    void cleanupTestCase()
    {
        m_page.reset();
        m_session.reset();
    }
};

QTEST_MAIN(CardTouchTest)
#include "CardTouchTest.moc"
