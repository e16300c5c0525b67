// SPDX-License-Identifier: GPL-3.0-or-later
// Pure parts of keytocard: slot planning, KEYINFO parsing, keygrips, the backup file writer.
#include "openpgp/keytocard/AgentKey.h"
#include "openpgp/keytocard/BackupCommand.h"
#include "openpgp/keytocard/SlotPlanner.h"

#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace keyward;
using namespace keyward::openpgp;
using namespace keyward::openpgp::keytocard;

namespace {

SubkeyInfo sub(const char *fpr, const char *alg, const char *usage, qint64 created = 1000)
{
    SubkeyInfo s;
    s.fingerprint = QByteArray(fpr).leftJustified(40, '0');
    s.keyId = s.fingerprint.right(16);
    s.keygrip = QByteArray(40, 'A');
    s.algorithm = QString::fromLatin1(alg);
    const QByteArray u(usage);
    s.canSign = u.contains('S');
    s.canEncrypt = u.contains('E');
    s.canAuthenticate = u.contains('A');
    s.canCertify = u.contains('C');
    s.hasSecret = true;
    s.created = QDateTime::fromSecsSinceEpoch(created, QTimeZone::utc());
    return s;
}

CardCapabilities yubikey5()
{
    CardCapabilities c;
    c.model = QStringLiteral("YubiKey 5");
    c.algorithms = {QStringLiteral("rsa2048"), QStringLiteral("rsa4096"),
                    QStringLiteral("nistp256"), QStringLiteral("ed25519"),
                    QStringLiteral("cv25519")};
    return c;
}

} // namespace

class TestKeyToCard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usageDecidesSlots()
    {
        QCOMPARE(SlotPlanner::slotsForUsage(sub("1", "ed25519", "S")),
                 (QList<KeySlot>{KeySlot::Signature, KeySlot::Authentication}));
        QCOMPARE(SlotPlanner::slotsForUsage(sub("2", "cv25519", "E")),
                 (QList<KeySlot>{KeySlot::Encryption}));
        QCOMPARE(SlotPlanner::slotsForUsage(sub("3", "ed25519", "A")),
                 (QList<KeySlot>{KeySlot::Authentication}));
    }

    void cardAlgorithmsLimitSlots()
    {
        CardCapabilities neo;
        neo.model = QStringLiteral("YubiKey NEO");
        neo.algorithms = {QStringLiteral("rsa2048")};
        const SubkeyInfo ed = sub("1", "ed25519", "S");
        QVERIFY(SlotPlanner::compatibleSlots(ed, neo).isEmpty());
        const Status s = SlotPlanner::check(ed, KeySlot::Signature, neo);
        QVERIFY(!s);
        QCOMPARE(s.error().kind, ErrorKind::NotSupported);
        QCOMPARE(SlotPlanner::compatibleSlots(sub("2", "rsa2048", "SEA"), neo).size(), 3);
        // cv25519 only decrypts, ed25519 never decrypts
        QVERIFY(!SlotPlanner::check(sub("3", "cv25519", "E"), KeySlot::Signature, yubikey5()));
        CardCapabilities noImport = yubikey5();
        noImport.keyImport = false;
        QVERIFY(!SlotPlanner::check(sub("4", "rsa2048", "S"), KeySlot::Signature, noImport));
    }

    void proposalAndValidation()
    {
        LocalKey key;
        key.fingerprint = QByteArray(40, 'F');
        SubkeyInfo primary = sub("F", "ed25519", "SC");
        primary.fingerprint = key.fingerprint;
        primary.isPrimary = true;
        key.subkeys = {primary, sub("A1", "ed25519", "S"), sub("B2", "cv25519", "E"),
                       sub("C3", "ed25519", "A")};
        const auto plan = SlotPlanner::proposal(key, yubikey5());
        QCOMPARE(plan.size(), 3);
        QCOMPARE(plan[0].slot, KeySlot::Signature);
        QVERIFY(plan[0].subkeyFingerprint.startsWith("A1"));
        QVERIFY(plan[2].subkeyFingerprint.startsWith("C3"));
        QVERIFY(SlotPlanner::validate(key, plan, yubikey5()));
        // the same slot twice
        QList<SlotMapping> twice{plan[0],
                                 SlotMapping{plan[2].subkeyFingerprint, KeySlot::Signature}};
        QVERIFY(!SlotPlanner::validate(key, twice, yubikey5()));
        // a stub is refused unless filled from the backup
        key.subkeys[1].isCardKey = true;
        QVERIFY(!SlotPlanner::validate(key, {plan[0]}, yubikey5()));
        QVERIFY(SlotPlanner::validate(key, {plan[0]}, yubikey5(), true));
        QVERIFY(!SlotPlanner::validate(key, {}, yubikey5()));
    }

    void slowWarnings()
    {
        QVERIFY(SlotPlanner::slowWarning(QStringLiteral("FST-01 (Gnuk)"), QStringLiteral("rsa4096"))
                    .contains(QStringLiteral("8.2")));
        QVERIFY(SlotPlanner::slowWarning(QStringLiteral("FST-01 (Gnuk)"), QStringLiteral("cv25519"))
                    .isEmpty());
        QVERIFY(SlotPlanner::slowWarning(QStringLiteral("YubiKey 5"), QStringLiteral("rsa2048"))
                    .isEmpty());
        QCOMPARE(SlotPlanner::parseSlot(QStringLiteral("enc")), KeySlot::Encryption);
        QVERIFY(!SlotPlanner::parseSlot(QStringLiteral("x")));
        // a stored benchmark figure wins over the published table
        SlotPlanner::setMeasuredSeconds(QStringLiteral("YubiKey 5"), QStringLiteral("rsa4096"),
                                        1.7);
        QVERIFY(SlotPlanner::slowWarning(QStringLiteral("YubiKey 5"), QStringLiteral("rsa4096"))
                    .contains(QStringLiteral("1.7")));
        SlotPlanner::clearMeasuredSeconds();
        QVERIFY(SlotPlanner::slowWarning(QStringLiteral("YubiKey 5"), QStringLiteral("rsa4096"))
                    .isEmpty());
    }

    void keyInfo()
    {
        auto d = AgentKey::parseKeyInfo("0123456789ABCDEF0123456789ABCDEF01234567 D - - 1 P - - -");
        QVERIFY(d);
        QVERIFY(d->onDisk());
        QVERIFY(d->cached);
        auto t = AgentKey::parseKeyInfo(
            "0123456789ABCDEF0123456789ABCDEF01234567 T D2760001240103040006123456780000 "
            "OPENPGP.1 - - - - -");
        QVERIFY(t && t->onCard());
        QCOMPARE(t->serial, QByteArray("D2760001240103040006123456780000"));
        QCOMPARE(t->keyRef, QByteArray("OPENPGP.1"));
        QVERIFY(!AgentKey::parseKeyInfo("short"));
        QCOMPARE(AgentKey::isoTime(QDateTime::fromSecsSinceEpoch(1700000000, QTimeZone::utc())),
                 QByteArray("20231114T221320"));
    }

    void keygripOfEd25519()
    {
        // RFC 8032 test vector 1 public key; keygrip as libgcrypt computes it for EdDSA.
        const QByteArray q = QByteArray::fromHex(
            "40d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
        QByteArray sexp =
            "(10:public-key(3:ecc(5:curve7:Ed25519)(5:flags5:eddsa)(1:q33:" + q + ")))";
        auto grip = AgentKey::keygripOf(sexp);
        QVERIFY2(grip, qPrintable(grip ? QString() : grip.error().technical()));
        QCOMPARE(grip->size(), 40);
        QVERIFY(!AgentKey::keygripOf("(garbage"));
    }

    void durableWrite()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.asc"));
        QVERIFY(BackupCommand::writeFileDurably(path, "hello", QStringLiteral("t")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("hello"));
        const Status missing = BackupCommand::writeFileDurably(
            dir.filePath(QStringLiteral("no/such/b.asc")), "x", QStringLiteral("t"));
        QVERIFY(!missing);
        QVERIFY(missing.error().detail.contains(QStringLiteral("does not exist")));
        QDir(dir.path()).mkdir(QStringLiteral("d.asc"));
        QVERIFY(!BackupCommand::writeFileDurably(dir.filePath(QStringLiteral("d.asc")), "x",
                                                 QStringLiteral("t")));
    }

    void paperForm()
    {
        const QByteArray paper = BackupCommand::paperForm("-----BEGIN PGP-----\nabc\n");
        QVERIFY(paper.contains("   1  -----BEGIN PGP-----"));
        QVERIFY(paper.contains("   2  abc"));
        QVERIFY(!paper.contains("   3  "));
    }
};

QTEST_GUILESS_MAIN(TestKeyToCard)
#include "TestKeyToCard.moc"
