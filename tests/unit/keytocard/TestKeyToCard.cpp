// SPDX-License-Identifier: GPL-3.0-or-later
// Pure parts of keytocard: slot planning, KEYINFO parsing, keygrips, the backup file (never
// overwritten, never through a link, 0600, checked again before a local key is removed).
#include "openpgp/keytocard/AgentKey.h"
#include "openpgp/keytocard/BackupCommand.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyToCardStep.h"
#include "openpgp/keytocard/SlotPlanner.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

#include <sys/stat.h>

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

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void writeRaw(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

int modeOf(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
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
        QVERIFY(d->protectedKey);
        auto clear =
            AgentKey::parseKeyInfo("0123456789ABCDEF0123456789ABCDEF01234567 D - - - C - - -");
        QVERIFY(clear && !clear->protectedKey && !clear->cached);
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

    void keygripRefusesMalformedPoints()
    {
        // A P-256 point of 65 bytes starting with 0x02 made libgcrypt 1.10 abort the process
        // ("mpi_print failed"); such a key from a card is refused with a sentence instead.
        const QByteArray x =
            QByteArray::fromHex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296");
        const QByteArray y =
            QByteArray::fromHex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5");
        auto p256 = [](const QByteArray &q) -> QByteArray {
            return "(10:public-key(3:ecc(5:curve10:NIST P-256)(1:q" + QByteArray::number(q.size()) +
                   ':' + q + ")))";
        };
        auto good = AgentKey::keygripOf(p256('\x04' + x + y));
        QVERIFY2(good, qPrintable(good ? QString() : good.error().technical()));
        QCOMPARE(good->size(), 40);
        for (const QByteArray &q : {QByteArray('\x02' + x + y), QByteArray('\x04' + x),
                                    QByteArray('\x04' + x + y + '\0'), QByteArray("\x04")}) {
            auto bad = AgentKey::keygripOf(p256(q));
            QVERIFY(!bad);
            QVERIFY2(bad.error().technical().contains(QLatin1String("malformed")),
                     qPrintable(bad.error().technical()));
        }
        QVERIFY(!AgentKey::keygripOf(p256(QByteArray()))); // "0:" is no S-expression at all
        // The bad point followed by a well-formed RSA key (found by the fuzz replay): libgcrypt
        // reads the first public-key list, so that is the one checked.
        const QByteArray spliced =
            p256('\x02' + x + y).chopped(1) + "10:public-key(3:rsa(1:n1:\x05)(1:e1:\x03)))";
        QVERIFY(!AgentKey::keygripOf(spliced));
        QVERIFY(!AgentKey::keygripOf("(10:public-key(3:ecc(5:curve5:P-999)(1:q1:\x04)))"));
        QVERIFY(!AgentKey::keygripOf("(10:public-key(3:rsa(1:e1:\x01)))"));
    }

    void inquiriesAnsweredByWhatTheyAskFor()
    {
        // KEYTOCARD of a protected key whose passphrase is cached: gpg-agent still asks for the
        // passphrase first (loopback: "INQUIRE PASSPHRASE", nothing else), then the card's admin
        // PIN, again after a key-attribute change.
        InquiryClassifier cached(true);
        QVERIFY(cached.classify("PASSPHRASE", {}) == SecretKind::KeyPassphrase);
        QVERIFY(cached.classify("PASSPHRASE", {}) == SecretKind::AdminPin);
        QVERIFY(cached.classify("PASSPHRASE", {}) == SecretKind::AdminPin);

        // A key file without protection: only the card asks.
        InquiryClassifier clear(false);
        QVERIFY(clear.classify("PASSPHRASE", {}) == SecretKind::AdminPin);

        // What the inquiry names decides, whatever came before.
        InquiryClassifier described(true);
        QVERIFY(described.classify("NEEDPIN", "|A|Please enter the Admin PIN") ==
                SecretKind::AdminPin);
        QVERIFY(described.classify("PASSPHRASE", "%7CA%7CPlease+enter+the+Admin+PIN") ==
                SecretKind::AdminPin);
        QVERIFY(described.classify("PASSPHRASE", "Please enter the passphrase to unlock") ==
                SecretKind::KeyPassphrase);
        QVERIFY(described.classify("PASSPHRASE", {}) == SecretKind::AdminPin);

        QVERIFY(!InquiryClassifier(true).classify("KEYDATA", {}));
    }

    void durableWrite()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.asc"));
        QVERIFY(BackupFile::write(path, "hello", false, QStringLiteral("t")));
        QCOMPARE(readAll(path), QByteArray("hello"));
        const auto missing = BackupFile::write(dir.filePath(QStringLiteral("no/such/b.asc")), "x",
                                               false, QStringLiteral("t"));
        QVERIFY(!missing);
        QVERIFY(missing.error().detail.contains(QStringLiteral("does not exist")));
        QDir(dir.path()).mkdir(QStringLiteral("d.asc"));
        QVERIFY(!BackupFile::write(dir.filePath(QStringLiteral("d.asc")), "x", true,
                                   QStringLiteral("t")));
        // Nothing but the backup is left in the folder (no temporary file).
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
                 QStringList{QStringLiteral("b.asc")});
    }

    void backupIsOwnerOnlyWhateverTheUmask()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.asc"));
        const mode_t old = ::umask(0);
        const auto written = BackupFile::write(path, "secret", false, QStringLiteral("t"));
        ::umask(old);
        QVERIFY(written);
        QCOMPARE(modeOf(path), 0600);
    }

    void existingBackupIsNeverOverwrittenSilently()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.asc"));
        writeRaw(path, "the only copy of another key");
        const auto refused = BackupFile::write(path, "new", false, QStringLiteral("t"));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, ErrorKind::InvalidInput);
        QVERIFY(refused.error().detail.contains(QStringLiteral("already exists")));
        QCOMPARE(readAll(path), QByteArray("the only copy of another key"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 1);

        // Replacing renames the old file aside; it is never deleted.
        const auto replaced = BackupFile::write(path, "new", true, QStringLiteral("t"));
        QVERIFY(replaced);
        QCOMPARE(replaced->replacedAside, path + QStringLiteral(".replaced-1"));
        QCOMPARE(readAll(path), QByteArray("new"));
        QCOMPARE(readAll(replaced->replacedAside), QByteArray("the only copy of another key"));
        // A second replacement finds the next free name.
        const auto again = BackupFile::write(path, "newer", true, QStringLiteral("t"));
        QVERIFY(again);
        QCOMPARE(again->replacedAside, path + QStringLiteral(".replaced-2"));
        QCOMPARE(readAll(path + QStringLiteral(".replaced-2")), QByteArray("new"));
    }

    void plantedLinkIsNotFollowed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.asc"));
        const QString victim = dir.filePath(QStringLiteral("victim.txt"));
        writeRaw(victim, "someone else's file");
        // A link where older versions put their temporary file, and one at the target.
        QVERIFY(QFile::link(victim, path + QStringLiteral(".kwtmp")));
        const auto written = BackupFile::write(path, "armoured key", false, QStringLiteral("t"));
        QVERIFY(written);
        QCOMPARE(readAll(victim), QByteArray("someone else's file"));
        QCOMPARE(readAll(path), QByteArray("armoured key"));
        QCOMPARE(written->removedLeftovers, QStringList{path + QStringLiteral(".kwtmp")});
        QVERIFY(!BackupFile::exists(path + QStringLiteral(".kwtmp")));

        const QString linked = dir.filePath(QStringLiteral("linked.asc"));
        QVERIFY(QFile::link(victim, linked));
        QVERIFY(!BackupFile::write(linked, "armoured key", false, QStringLiteral("t")));
        QCOMPARE(readAll(victim), QByteArray("someone else's file"));
    }

    void leftoverTemporaryFilesAreRemovedAndNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.asc"));
        const QString killed = path + QStringLiteral(".kwtmp-0123456789ab");
        const QString open = path + QStringLiteral(".kwtmp");
        writeRaw(killed, "half a key");
        writeRaw(open, "a 0666 file planted by someone else");
        QVERIFY(::chmod(QFile::encodeName(open).constData(), 0666) == 0);
        const QString unrelated = path + QStringLiteral(".kwtmp-notmine");
        writeRaw(unrelated, "x");
        const auto written = BackupFile::write(path, "key", false, QStringLiteral("t"));
        QVERIFY(written);
        QStringList removed = written->removedLeftovers;
        removed.sort();
        QCOMPARE(removed, (QStringList{open, killed}));
        QVERIFY(!BackupFile::exists(killed));
        QVERIFY(BackupFile::exists(unrelated));
        QCOMPARE(modeOf(path), 0600);
    }

    void recheckSeesAChangedBackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.asc"));
        writeRaw(path, "verified");
        const QByteArray sha =
            QCryptographicHash::hash("verified", QCryptographicHash::Sha256).toHex();
        QVERIFY(BackupFile::recheck(path, 8, sha, QStringLiteral("t")));
        QVERIFY(!BackupFile::recheck(path, 8, {}, QStringLiteral("t")));
        writeRaw(path, "verifieD");
        const Status changed = BackupFile::recheck(path, 8, sha, QStringLiteral("t"));
        QVERIFY(!changed);
        QVERIFY(changed.error().detail.contains(QStringLiteral("changed since it was verified")));
        QFile::remove(path);
        QVERIFY(!BackupFile::recheck(path, 8, sha, QStringLiteral("t")));
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
