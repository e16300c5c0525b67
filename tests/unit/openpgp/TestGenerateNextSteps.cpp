// SPDX-License-Identifier: GPL-3.0-or-later
// What Keyward says after a key generation: the card by model and serial (not its AID), the
// next steps, and per slot what the card holds after a generation stopped part-way.
#include "openpgp/GenerateNextSteps.h"
#include "openpgp/StatusParsers.h"

#include <QTest>

using namespace keyward::openpgp;

namespace {

CardInfo yubikey(bool isVirtual)
{
    CardInfo c;
    c.aid = *parseAid("D2760001240103040006886A8E380000");
    c.model = QStringLiteral("YubiKey 5");
    c.isVirtual = isVirtual;
    return c;
}

void setKey(CardInfo &c, KeySlot slot, const char *algorithm, char digit)
{
    c.key(slot).algorithm = QString::fromLatin1(algorithm);
    c.key(slot).fingerprint = QByteArray(40, digit);
}

} // namespace

class TestGenerateNextSteps : public QObject
{
    Q_OBJECT

private slots:
    void cardName()
    {
        QCOMPARE(cardDisplayName(yubikey(false)), QStringLiteral("YubiKey 5, serial 886A8E38"));
        QCOMPARE(cardDisplayName(yubikey(true)),
                 QStringLiteral("virtual YubiKey 5, serial 886A8E38"));
        CardInfo unknown = yubikey(false);
        unknown.model.clear();
        QVERIFY(!cardDisplayName(unknown).contains(QStringLiteral("D276")));
        QVERIFY(cardDisplayName(unknown).endsWith(QStringLiteral(", serial 886A8E38")));
    }

    void nextSteps()
    {
        GenerateOutcome o;
        o.cardName = cardDisplayName(yubikey(false));
        o.fingerprint = QByteArray(40, 'A');
        o.revocation = QStringLiteral("/home/u/.gnupg/openpgp-revocs.d/%1.rev")
                           .arg(QString::fromLatin1(o.fingerprint));
        o.backup = QStringLiteral("/media/stick/enc.asc");
        const QString text = generateNextSteps(o);
        QVERIFY(text.contains(QStringLiteral("The card (YubiKey 5, serial 886A8E38) now holds")));
        QVERIFY(text.contains(o.revocation));
        QVERIFY(text.contains(o.backup));
        QVERIFY(
            text.contains(QStringLiteral("gpg --send-keys ") + QString::fromLatin1(o.fingerprint)));
        // Whole sentences, one per line.
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            QVERIFY2(line.at(0).isUpper() && line.endsWith(QLatin1Char('.')), qPrintable(line));
        }
        o.revocation.clear();
        o.backup.clear();
        const QString plain = generateNextSteps(o);
        QVERIFY(plain.contains(QStringLiteral("gpg --gen-revoke")));
        QVERIFY(!plain.contains(QStringLiteral("backup")));
    }

    void partWay()
    {
        CardInfo before = yubikey(false);
        setKey(before, KeySlot::Signature, "rsa2048", '1');
        setKey(before, KeySlot::Encryption, "rsa2048", '2');
        CardInfo after = before;
        QCOMPARE(partialGenerationText(before, after), QString()); // nothing changed
        setKey(after, KeySlot::Signature, "ed25519", '4');
        QCOMPARE(partialGenerationText(before, after),
                 QStringLiteral("Signature: Ed25519 key, new. Encryption: RSA 2048 key, old. "
                                "Authentication: empty. The new keys stay on the card: an "
                                "OpenPGP card cannot undo a key short of a factory reset."));
    }
};

QTEST_GUILESS_MAIN(TestGenerateNextSteps)
#include "TestGenerateNextSteps.moc"
