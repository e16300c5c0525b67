// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences the card page and `card status` give about card keys whose
// expiry is near or past, from the keyring's certificates.
#include "openpgp/CardKeyExpiry.h"

#include <QTest>
#include <QTimeZone>

using namespace keyward::openpgp;

class TestCardKeyExpiry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nearPastAndNever()
    {
        const QDateTime now(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());
        CardCertificate c;
        c.fingerprint = "AB";
        c.holds = {true, true, true};
        c.expires[0] = now.addDays(12); // signature: soon
        c.expires[1] = now.addDays(-3); // encryption: past
        c.expired[1] = true;
        c.expires[2] = QDateTime(); // authentication: never
        const QStringList w = expiryWarnings({c}, now);
        QCOMPARE(w.size(), 2);
        QCOMPARE(w[0], QStringLiteral("The card's signature key expires on 2026-12-10, in 12 days. "
                                      "Renew it before then from the key's secret key file with "
                                      "\"keyward-cli key renew --backup AB-secret.asc\"."));
        QVERIFY2(w[1].startsWith(QLatin1String("The card's encryption key expired on 2026-11-25:")),
                 qPrintable(w[1]));
        QVERIFY2(w[1].endsWith(QLatin1String("\"keyward-cli key renew --backup AB-secret.asc\".")),
                 qPrintable(w[1]));
        QCOMPARE(expiryText(c, KeySlot::Signature), QStringLiteral("expires on 2026-12-10"));
        QCOMPARE(expiryText(c, KeySlot::Encryption), QStringLiteral("expired on 2026-11-25"));
        QCOMPARE(expiryText(c, KeySlot::Authentication), QStringLiteral("does not expire"));
    }

    void keysOfOneDayShareASentence()
    {
        const QDateTime now(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());
        CardCertificate c;
        c.fingerprint = "AB";
        c.holds = {true, true, true};
        // Made together, a second apart: one day, one sentence naming the three keys.
        c.expires[0] = now.addDays(10);
        c.expires[1] = now.addDays(10).addSecs(1);
        c.expires[2] = now.addDays(10).addSecs(2);
        QStringList w = expiryWarnings({c}, now);
        QCOMPARE(w.size(), 1);
        QCOMPARE(w[0], QStringLiteral("The card's signature key, encryption key and "
                                      "authentication key expire on 2026-12-08, in 10 days. "
                                      "Renew them before then from the key's secret key file "
                                      "with \"keyward-cli key renew --backup AB-secret.asc\"."));
        // Another day for one of them: two sentences, the pair named together.
        c.expires[1] = now.addDays(20);
        w = expiryWarnings({c}, now);
        QCOMPARE(w.size(), 2);
        QVERIFY2(w[0].startsWith(QLatin1String("The card's signature key and authentication key "
                                               "expire on 2026-12-08")),
                 qPrintable(w[0]));
        QVERIFY2(w[1].startsWith(QLatin1String("The card's encryption key expires on 2026-12-18")),
                 qPrintable(w[1]));
    }

    void aPrimaryKeyOnTheCardIsExtendedWhereItIs()
    {
        const QDateTime now(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());
        CardCertificate c;
        c.fingerprint = "AB";
        c.holds = {true, false, false};
        c.isPrimary = {true, false, false};
        c.expires[0] = now.addDays(12);
        const QStringList w = expiryWarnings({c}, now);
        QCOMPARE(w.size(), 1);
        QVERIFY2(w[0].contains(QLatin1String("\"keyward-cli doctor\" gives the command")),
                 qPrintable(w[0]));
    }

    void outsideTheWindowOrNotHeldIsQuiet()
    {
        const QDateTime now(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());
        CardCertificate c;
        c.holds = {true, false, false};
        c.expires[0] = now.addDays(kKeyExpiryWarningDays + 1);
        c.expires[1] = now.addDays(1); // a key of the certificate the card does not hold
        QVERIFY(expiryWarnings({c}, now).isEmpty());
        c.expires[0] = now.addDays(kKeyExpiryWarningDays);
        QCOMPARE(expiryWarnings({c}, now).size(), 1); // the last day of the window counts
    }
};

QTEST_GUILESS_MAIN(TestCardKeyExpiry)
#include "TestCardKeyExpiry.moc"
