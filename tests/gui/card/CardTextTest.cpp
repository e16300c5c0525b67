// SPDX-License-Identifier: GPL-3.0-or-later
// The card page's text helpers: PIN warnings in words, fingerprints, the
// algorithms a slot may take.
#include "gui/card/CardText.h"

#include <QTest>

using namespace keyward;
using namespace keyward::gui::card;

class CardTextTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pinLevels()
    {
        openpgp::CardInfo c;
        c.pins.triesLeft = {3, 0, 3};
        QCOMPARE(text::pinLevel(c, 0), text::PinLevel::Ok);
        QCOMPARE(text::pinLevel(c, 1), text::PinLevel::NotSet);
        QVERIFY(text::pinWarning(c).isEmpty());
        QCOMPARE(text::pinCounterText(c, 0), QStringLiteral("3 tries left"));

        c.pins.triesLeft = {1, 0, 0};
        QCOMPARE(text::pinLevel(c, 0), text::PinLevel::Low);
        QCOMPARE(text::pinLevel(c, 2), text::PinLevel::Blocked);
        const QString w = text::pinWarning(c);
        QVERIFY(w.startsWith(QStringLiteral("Warning:")));
        QVERIFY(w.contains(QStringLiteral("user PIN has only 1 try left")));
        QVERIFY(w.contains(QStringLiteral("admin PIN is blocked")));
        QVERIFY(text::pinCounterText(c, 0).contains(QStringLiteral("1 try left")));
        QVERIFY(text::pinCounterText(c, 2).contains(QStringLiteral("BLOCKED")));

        // A blocked user PIN: the banner names only the ways open on this card.
        c.pins.triesLeft = {0, 0, 3};
        QVERIFY(text::pinWarning(c).contains(QStringLiteral("Unblock it with the admin PIN")));
        QVERIFY(!text::pinWarning(c).contains(QStringLiteral("reset code")));
        c.pins.triesLeft = {0, 3, 3};
        QVERIFY(text::pinWarning(c).contains(QStringLiteral("reset code or the admin PIN")));
        c.pins.triesLeft = {0, 0, 0};
        QVERIFY(text::pinWarning(c).contains(QStringLiteral("only a factory reset")));
    }

    void certificateHoldingTheKeys()
    {
        openpgp::CardInfo c;
        QCOMPARE(text::certificates(c, {}), QStringLiteral("—")); // no keys, nothing to say
        c.keys[0].fingerprint = QByteArray(40, 'A');
        c.keys[1].fingerprint = QByteArray(40, 'B');
        QVERIFY(text::certificates(c, {}).contains(QStringLiteral("No certificate")));

        openpgp::CardCertificate cert;
        cert.fingerprint = QByteArray("0123456789ABCDEF0123456789ABCDEF01234567");
        cert.userId = QStringLiteral("Jane Tester <jane@example.org>");
        cert.holds = {true, true, false};
        cert.isPrimary = {true, false, false};
        const QString t = text::certificates(c, {cert});
        QVERIFY2(t.startsWith(cert.userId + QLatin1Char('\n')), qPrintable(t));
        QVERIFY(t.contains(text::fingerprint(cert.fingerprint)));
        QVERIFY2(t.contains(QStringLiteral("signature key (primary key)")), qPrintable(t));
        QVERIFY(t.contains(QStringLiteral("encryption key")));
        QVERIFY(!t.contains(QStringLiteral("authentication")));

        // Two certificates (an older one still holds a key): both, one paragraph each.
        openpgp::CardCertificate old;
        old.fingerprint = QByteArray(40, 'C');
        old.userId = QStringLiteral("Jane (2019)");
        old.holds = {false, false, true};
        const QString both = text::certificates(c, {cert, old});
        QCOMPARE(both.count(QStringLiteral("\n\n")), 1);
        QVERIFY(both.indexOf(cert.userId) < both.indexOf(old.userId));
        QVERIFY2(both.endsWith(QStringLiteral("holds the card's authentication key\n"
                                              "authentication key: does not expire")),
                 qPrintable(both));

        // A key that expires within the warning window: the warning comes first, each held
        // key's expiry under its certificate.
        openpgp::CardCertificate soon = cert;
        soon.expires[0] = QDateTime::currentDateTimeUtc().addDays(10);
        const QString day = soon.expires[0].date().toString(Qt::ISODate);
        const QString warned = text::certificates(c, {soon});
        QVERIFY2(warned.startsWith(
                     QStringLiteral("The card's signature key expires on %1, in ").arg(day)),
                 qPrintable(warned));
        QVERIFY2(warned.contains(QStringLiteral("\nsignature key: expires on %1").arg(day)),
                 qPrintable(warned));
        QVERIFY(warned.contains(QStringLiteral("\nencryption key: does not expire")));
    }

    void fingerprintGroups()
    {
        const QByteArray fpr("0123456789ABCDEF0123456789ABCDEF01234567");
        QCOMPARE(text::fingerprint(fpr),
                 QStringLiteral("0123 4567 89AB CDEF 0123  4567 89AB CDEF 0123 4567"));
        QCOMPARE(text::fingerprint({}), QStringLiteral("no key"));
        QCOMPARE(text::fingerprintLines(fpr),
                 QStringLiteral("0123 4567 89AB CDEF 0123\n4567 89AB CDEF 0123 4567"));
        // No key: the words as they are (the page once showed "no  key").
        QCOMPARE(text::fingerprintLines({}), QStringLiteral("no key"));
    }

    void algorithmNames()
    {
        QCOMPARE(text::algorithm(QStringLiteral("Ed25519")), QStringLiteral("ed25519"));
        QCOMPARE(text::algorithm(QStringLiteral("Curve25519")), QStringLiteral("cv25519"));
        QCOMPARE(text::algorithm(QStringLiteral("rsa2048")), QStringLiteral("rsa2048"));
        QCOMPARE(text::algorithm(QStringLiteral("brainpoolP256r1")),
                 QStringLiteral("brainpoolP256r1"));
    }

    void slotAlgorithms()
    {
        const QStringList all{QStringLiteral("rsa2048"), QStringLiteral("nistp256"),
                              QStringLiteral("ed25519"), QStringLiteral("cv25519")};
        QCOMPARE(text::algorithmsForSlot(all, openpgp::KeySlot::Encryption),
                 (QStringList{QStringLiteral("rsa2048"), QStringLiteral("nistp256"),
                              QStringLiteral("cv25519")}));
        QCOMPARE(text::algorithmsForSlot(all, openpgp::KeySlot::Signature),
                 (QStringList{QStringLiteral("rsa2048"), QStringLiteral("nistp256"),
                              QStringLiteral("ed25519")}));
    }

    void smallTexts()
    {
        QCOMPARE(text::languages(QStringLiteral("deen")), QStringLiteral("de, en"));
        QCOMPARE(openpgp::salutationName(QStringLiteral("f")), QStringLiteral("female"));
        QCOMPARE(openpgp::salutationName(QStringLiteral("2")), QStringLiteral("female"));
        QCOMPARE(openpgp::salutationName(QStringLiteral("9")), QStringLiteral("not announced"));
        QVERIFY(text::orNotSet({}).contains(QStringLiteral("not set")));
        openpgp::CardInfo c;
        c.aid.manufacturerName = QStringLiteral("Yubico");
        c.model = QStringLiteral("YubiKey 5");
        QCOMPARE(text::deviceName(c), QStringLiteral("YubiKey 5"));
        c.model.clear();
        QCOMPARE(text::deviceName(c), QStringLiteral("Yubico"));
    }
};

QTEST_GUILESS_MAIN(CardTextTest)
#include "CardTextTest.moc"
