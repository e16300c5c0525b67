// SPDX-License-Identifier: GPL-3.0-or-later
// The pure parts of the card service: CardInfo helpers, DO FA, KDF-DO, key
// attribute values, SSH key encoding, CardReader::applyStatus, input checks.
#include "openpgp/AgentSession.h"
#include "openpgp/CardInfo.h"
#include "openpgp/CardReader.h"
#include "openpgp/ExportPublicKeyCommand.h"
#include "openpgp/KdfSetupCommand.h"
#include "openpgp/SetCardholderCommand.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QCryptographicHash>
#include <QTest>

using namespace keyward;
using namespace keyward::openpgp;

class TestCardModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void names()
    {
        QCOMPARE(displayName(QStringLiteral("Doe<<John<Q")), QStringLiteral("John Q Doe"));
        QCOMPARE(displayName(QStringLiteral("Doe")), QStringLiteral("Doe"));
        QCOMPARE(isoName(QStringLiteral("van Doe"), QStringLiteral("John  Q")),
                 QStringLiteral("van<Doe<<John<Q"));
        QCOMPARE(isoName(QStringLiteral("Doe"), QString()), QStringLiteral("Doe"));
        QCOMPARE(displayName(isoName(QStringLiteral("Doe"), QStringLiteral("John"))),
                 QStringLiteral("John Doe"));
    }

    void uif()
    {
        QCOMPARE(parseUif(QByteArray::fromHex("0020")), TouchPolicy::Off);
        QCOMPARE(parseUif(QByteArray::fromHex("0120")), TouchPolicy::On);
        QCOMPARE(parseUif(QByteArray::fromHex("0220")), TouchPolicy::Fixed);
        QCOMPARE(parseUif(QByteArray::fromHex("0420")), TouchPolicy::CachedFixed);
        QCOMPARE(parseUif(QByteArray::fromHex("0920")), TouchPolicy::Unknown);
        QCOMPARE(parseUif({}), TouchPolicy::Unknown);
    }

    void algorithms()
    {
        QCOMPARE(algorithmName(QByteArray::fromHex("010800002000")), QStringLiteral("rsa2048"));
        QCOMPARE(algorithmName(QByteArray::fromHex("011000002003")), QStringLiteral("rsa4096"));
        QCOMPARE(algorithmName(QByteArray::fromHex("162B06010401DA470F01")),
                 QStringLiteral("ed25519"));
        QCOMPARE(algorithmName(QByteArray::fromHex("122B060104019755010501")),
                 QStringLiteral("cv25519"));
        QCOMPARE(algorithmName(QByteArray::fromHex("132A8648CE3D030107FF")),
                 QStringLiteral("nistp256"));
        // FA: C1 rsa2048, C1 ed25519, C2 rsa2048 (duplicate), C2 cv25519; DA skipped? no: kept
        const QByteArray fa = QByteArray::fromHex("FA2A"
                                                  "C106010800002000"
                                                  "C10A162B06010401DA470F01"
                                                  "C206010800002000"
                                                  "C20B122B060104019755010501");
        QCOMPARE(algorithmsFromFa(fa),
                 (QStringList{QStringLiteral("rsa2048"), QStringLiteral("ed25519"),
                              QStringLiteral("cv25519")}));
    }

    void keyAttrInfo()
    {
        // GnuPG 2.4's "S KEY-ATTR-INFO" arguments for the same card as above, with the
        // attestation key (DA, OPENPGP.129) and a curve GnuPG does not know.
        const QList<QByteArray> lines{"OPENPGP.1 rsa2048",  "OPENPGP.1 ed25519",
                                      "OPENPGP.2 rsa2048",  "OPENPGP.2 cv25519",
                                      "OPENPGP.3 unknown",  "OPENPGP.129  nistp256 ",
                                      "KEY-ATTR 1 rsa2048", "OPENPGP.3"};
        QCOMPARE(algorithmsFromKeyAttrInfo(lines),
                 (QStringList{QStringLiteral("rsa2048"), QStringLiteral("ed25519"),
                              QStringLiteral("cv25519"), QStringLiteral("nistp256")}));
        QVERIFY(algorithmsFromKeyAttrInfo({}).isEmpty());
        QCOMPARE(algorithmSourceName(CardInfo::AlgorithmSource::KeyAttrInfo),
                 QStringLiteral("key-attr-info"));
        QCOMPARE(algorithmSourceName(CardInfo::AlgorithmSource::DoFa), QStringLiteral("do-fa"));
        QCOMPARE(algorithmSourceName(CardInfo::AlgorithmSource::Profile),
                 QStringLiteral("profile"));
        QVERIFY(algorithmSourceName(CardInfo::AlgorithmSource::None).isEmpty());
    }

    void kdfDataObject()
    {
        const QByteArray s1 = QByteArray::fromHex("0102030405060708");
        const QByteArray s2 = QByteArray::fromHex("1112131415161718");
        const QByteArray s3 = QByteArray::fromHex("2122232425262728");
        const QByteArray three = KdfSetupCommand::dataObject(true, s1, s2, s3, 1024);
        QCOMPARE(three.size(), 110);
        QVERIFY(three.startsWith(QByteArray::fromHex("8101038201088304")));
        QCOMPARE(parseKdfDo(three).enabled, true);
        QCOMPARE(parseKdfDo(three).iterations, 1024u);
        QCOMPARE(KdfSetupCommand::dataObject(true, s1, {}, {}, 1024).size(), 90);
        QCOMPARE(KdfSetupCommand::dataObject(false, s1, s2, s3), QByteArray::fromHex("810100"));
        // S2K: a count below salt+secret hashes it once
        QCOMPARE(KdfSetupCommand::s2k(s1, "123456", 0),
                 QCryptographicHash::hash(QByteArray(s1 + "123456"), QCryptographicHash::Sha256));
        // ... and otherwise repeats salt||secret up to count bytes
        const QByteArray unit = QByteArray(s1 + "123456"); // 14 bytes
        QByteArray repeated;
        while (repeated.size() < 100) {
            repeated += unit;
        }
        QCOMPARE(KdfSetupCommand::s2k(s1, "123456", 100),
                 QCryptographicHash::hash(repeated.left(100), QCryptographicHash::Sha256));
        // The user PIN hash inside the DO is that of the default PIN.
        const QByteArray hashUser = three.mid(110 - 66, 32);
        QCOMPARE(hashUser, KdfSetupCommand::s2k(s1, "123456", 1024));
    }

    void keyAttrValues()
    {
        using K = KeySlot;
        QCOMPARE(SetKeyAttrCommand::attributeValue(K::Signature, QStringLiteral("rsa3072")),
                 QByteArray("--force 1 1 rsa3072"));
        QCOMPARE(SetKeyAttrCommand::attributeValue(K::Authentication, QStringLiteral("ed25519")),
                 QByteArray("--force 3 22 ed25519"));
        QCOMPARE(SetKeyAttrCommand::attributeValue(K::Encryption, QStringLiteral("cv25519")),
                 QByteArray("--force 2 18 cv25519"));
        QCOMPARE(SetKeyAttrCommand::attributeValue(K::Encryption, QStringLiteral("nistp384")),
                 QByteArray("--force 2 18 nistp384"));
        QCOMPARE(SetKeyAttrCommand::attributeValue(K::Signature, QStringLiteral("brainpoolp256")),
                 QByteArray("--force 1 19 brainpoolP256r1"));
        QVERIFY(
            SetKeyAttrCommand::attributeValue(K::Encryption, QStringLiteral("ed25519")).isEmpty());
        QVERIFY(
            SetKeyAttrCommand::attributeValue(K::Signature, QStringLiteral("cv25519")).isEmpty());
        QVERIFY(
            SetKeyAttrCommand::attributeValue(K::Signature, QStringLiteral("rsa512")).isEmpty());
        QVERIFY(SetKeyAttrCommand::attributeValue(K::Signature, QStringLiteral("dsa")).isEmpty());
    }

    void sshKeys()
    {
        QByteArray q(32, '\x11');
        const QByteArray ed =
            QByteArray("(10:public-key(3:ecc(5:curve7:Ed25519)(5:flags5:eddsa)(1:q33:@") + q +
            ")))";
        const QString line = ExportPublicKeyCommand::sshFromSexp(ed, QStringLiteral("cardno:1"));
        QVERIFY(line.startsWith(QLatin1String("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI")));
        QVERIFY(line.endsWith(QLatin1String(" cardno:1")));
        const QByteArray blob = QByteArray::fromBase64(line.split(QLatin1Char(' '))[1].toLatin1());
        QCOMPARE(blob.size(), 4 + 11 + 4 + 32);
        QVERIFY(blob.endsWith(q));

        QByteArray n(256, '\x80'); // high bit set: SSH mpint gets a leading zero
        const QByteArray rsa = QByteArray("(10:public-key(3:rsa(1:n256:") + n +
                               QByteArray(")(1:e3:\x01\x00\x01)))", 13);
        const QString r = ExportPublicKeyCommand::sshFromSexp(rsa, {});
        QVERIFY(r.startsWith(QLatin1String("ssh-rsa AAAAB3NzaC1yc2E")));
        const QByteArray rb = QByteArray::fromBase64(r.split(QLatin1Char(' '))[1].toLatin1());
        QCOMPARE(rb.size(), 4 + 7 + 4 + 3 + 4 + 257);
        QVERIFY(ExportPublicKeyCommand::sshFromSexp("(10:public-key(3:dsa))", {}).isEmpty());
    }

    void applyStatus()
    {
        AssuanReply r;
        r.status = {{"DISP-NAME", "Doe%3C%3CJohn"},
                    {"DISP-LANG", "deen"},
                    {"DISP-SEX", "2"},
                    {"PUBKEY-URL", "https%3A//example.org/k"},
                    {"LOGIN-DATA", "jdoe"},
                    {"KEY-FPR", "3 0123456789ABCDEF0123456789ABCDEF01234567"},
                    {"KEY-TIME", "3 1600000000"},
                    {"KEY-ATTR", "1 22 ed25519"},
                    {"CHV-STATUS", "+0+64+64+64+3+0+1"},
                    {"SIG-COUNTER", "9"},
                    {"EXTCAP", "gc=1+kdf=1+bt=1"},
                    {"KDF", "%81%01%03"},
                    {"KEY-STATUS", "OPENPGP.3 2"}};
        CardInfo c;
        CardReader::applyStatus(c, r);
        QCOMPARE(c.cardholderName, QStringLiteral("John Doe"));
        QCOMPARE(c.language, QStringLiteral("deen"));
        QCOMPARE(c.sex, QStringLiteral("f"));
        QCOMPARE(c.url, QStringLiteral("https://example.org/k"));
        QCOMPARE(c.login, QStringLiteral("jdoe"));
        QCOMPARE(c.key(KeySlot::Authentication).fingerprint,
                 QByteArray("0123456789ABCDEF0123456789ABCDEF01234567"));
        QCOMPARE(c.key(KeySlot::Authentication).created.toSecsSinceEpoch(), 1600000000);
        QCOMPARE(c.key(KeySlot::Authentication).origin, KeyOrigin::Imported);
        QCOMPARE(c.key(KeySlot::Signature).algorithm, QStringLiteral("ed25519"));
        QVERIFY(!c.pins.validForSeveral);
        QCOMPARE(c.pins.triesLeft[2], 1);
        QVERIFY(c.pinWarning());
        QCOMPARE(c.signatureCounter, 9);
        QVERIFY(c.kdfSupported);
        QVERIFY(c.kdf.enabled);
        QVERIFY(c.hasButton);
    }

    void validation()
    {
        using F = SetCardholderCommand::Field;
        QVERIFY(SetCardholderCommand::validate(F::Language, QStringLiteral("deen")).isEmpty());
        QVERIFY(!SetCardholderCommand::validate(F::Language, QStringLiteral("xyz")).isEmpty());
        QVERIFY(!SetCardholderCommand::validate(F::Language, QStringLiteral("DE")).isEmpty());
        QVERIFY(SetCardholderCommand::validate(F::Sex, QStringLiteral("f")).isEmpty());
        QVERIFY(!SetCardholderCommand::validate(F::Sex, QStringLiteral("x")).isEmpty());
        QVERIFY(!SetCardholderCommand::validate(F::Name, QString(40, QLatin1Char('a'))).isEmpty());
        QCOMPARE(AgentSession::parseVersion(QStringLiteral("2.2.40")),
                 (std::array<int, 3>{2, 2, 40}));
        QCOMPARE(AgentSession::parseVersion(QStringLiteral("2.4.3-beta")),
                 (std::array<int, 3>{2, 4, 3}));
    }
};

QTEST_GUILESS_MAIN(TestCardModel)
#include "TestCardModel.moc"
