// SPDX-License-Identifier: GPL-3.0-or-later
// The key pool's commands without a token: their validation, the status
// sentences (supported, refused with the token's reason, read without a
// login), the drain against a real pool store, and the fill record.
#include "app/KeyPoolCommands.h"
#include "pkcs11/TokenService.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::app;

namespace {

pkcs11::MechanismInfo mech(CK_MECHANISM_TYPE type, CK_FLAGS flags)
{
    pkcs11::MechanismInfo m;
    m.type = type;
    m.flags = flags;
    m.minKeySize = 16;
    m.maxKeySize = 32;
    return m;
}

const QList<pkcs11::MechanismInfo> kSoftHsmLike{mech(CKM_AES_KEY_GEN, CKF_GENERATE),
                                                mech(CKM_AES_KEY_WRAP_PAD, CKF_WRAP | CKF_UNWRAP)};

pkcs11::WrappedKey key(const QString &type)
{
    pkcs11::WrappedKey k;
    k.keyType = type;
    k.publicKeyDer = QByteArray(8, 'p');
    k.blob = QByteArray(40, 'b');
    return k;
}

PoolStatusReport supportedReport()
{
    PoolStatusReport r;
    r.serial = QStringLiteral("0123");
    r.support = pkcs11::WrapProbe::fromMechanisms(kSoftHsmLike, QStringLiteral("SoftHSM project"),
                                                  QStringLiteral("SoftHSM v2"));
    r.kekKnown = true;
    r.kekId = QByteArray::fromHex("a1b2");
    r.stored = {{QStringLiteral("p256"), 2}, {QStringLiteral("rsa2048"), 3}};
    r.storedTotal = 5;
    PoolStore::Fill f;
    f.keyType = QStringLiteral("rsa2048");
    f.mechanism = QStringLiteral("CKM_AES_KEY_WRAP_PAD");
    f.keys = 3;
    f.seconds = 0.5;
    f.finishedUtc = QDateTime::fromString(QStringLiteral("2026-11-26T21:00:00Z"), Qt::ISODate);
    r.lastFill = f;
    return r;
}

void wholeSentences(const QStringList &lines)
{
    for (const QString &line : lines) {
        QVERIFY2(!line.isEmpty() && line.at(0).isUpper(), qPrintable(line));
        QVERIFY2(line.endsWith(QLatin1Char('.')), qPrintable(line));
    }
}

} // namespace

class KeyPoolCommandsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validation()
    {
        for (const QString &t : poolKeyTypes()) {
            QVERIFY2(PoolFillCommand::validate(t, 1), qPrintable(t));
        }
        QVERIFY(PoolFillCommand::validate(QStringLiteral("rsa2048"), PoolFillCommand::kMaxCount));
        const auto badType = PoolFillCommand::validate(QStringLiteral("ed25519"), 3);
        QVERIFY(!badType);
        QVERIFY(badType.error().is(ErrorKind::InvalidInput));
        QVERIFY(badType.error().detail.contains(QLatin1String("ed25519")));
        QVERIFY(!badType.error().detail.endsWith(QLatin1Char('.')));
        for (int n : {0, -1, PoolFillCommand::kMaxCount + 1}) {
            const auto bad = PoolFillCommand::validate(QStringLiteral("p256"), n);
            QVERIFY(!bad);
            QVERIFY(bad.error().detail.contains(QString::number(n)));
            QVERIFY(!bad.error().detail.endsWith(QLatin1Char('.')));
        }
        // A refused fill never reaches a token (there is none here).
        auto refused = PoolFillCommand(PoolTarget{}).run(QStringLiteral("dsa"), 1, {}).result();
        QVERIFY(!refused);
        QVERIFY(refused.error().is(ErrorKind::InvalidInput));
    }

    void keyTypeNames()
    {
        QCOMPARE(poolKeyTypeName(QStringLiteral("rsa2048")), QStringLiteral("RSA-2048"));
        QCOMPARE(poolKeyTypeName(QStringLiteral("rsa3072")), QStringLiteral("RSA-3072"));
        QCOMPARE(poolKeyTypeName(QStringLiteral("p256")), QStringLiteral("P-256"));
        QCOMPARE(poolKeyTypeName(QStringLiteral("p384")), QStringLiteral("P-384"));
    }

    void statusSupported()
    {
        const QStringList lines = PoolStatusCommand::lines(supportedReport());
        wholeSentences(lines);
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines.at(0).contains(QLatin1String("CKM_AES_KEY_WRAP_PAD")));
        QVERIFY(lines.at(1).contains(QLatin1String("keyward-pool-kek")));
        QVERIFY(lines.at(1).contains(QLatin1String("a1b2")));
        QCOMPARE(lines.at(2), QStringLiteral("Wrapped keys stored: 5 (P-256: 2, RSA-2048: 3)."));
        QVERIFY(lines.at(3).startsWith(QLatin1String("Unwrapped and ready: 0.")));
        QVERIFY(lines.at(3).contains(QLatin1String("only while")));
        QVERIFY(lines.at(4).contains(QLatin1String("3 RSA-2048 keys in 0.50 s (6.0 keys/s)")));

        const QJsonObject j = PoolStatusCommand::json(supportedReport());
        QCOMPARE(j[QStringLiteral("ready")].toInt(), 0);
        QVERIFY(!j[QStringLiteral("readyNote")].toString().isEmpty());
        QCOMPARE(j[QStringLiteral("storedTotal")].toInteger(), 5);
        QCOMPARE(j[QStringLiteral("stored")].toArray().size(), 2);
        QCOMPARE(j[QStringLiteral("kekId")].toString(), QStringLiteral("a1b2"));
        const QJsonObject fill = j[QStringLiteral("lastFill")].toObject();
        QCOMPARE(fill[QStringLiteral("keysPerSecond")].toDouble(), 6.0);
        QCOMPARE(fill[QStringLiteral("finished")].toString(),
                 QStringLiteral("2026-11-26T21:00:00Z"));
        QVERIFY(j[QStringLiteral("support")][QStringLiteral("supported")].toBool());
    }

    void statusFirstFillAndNoFill()
    {
        PoolStatusReport r = supportedReport();
        r.lastFill.reset();
        QVERIFY(PoolStatusCommand::lines(r).last().contains(QLatin1String("No fill")));
        r.kekId.reset();
        r.stored.clear();
        r.storedTotal = 0;
        const QStringList lines = PoolStatusCommand::lines(r);
        wholeSentences(lines);
        QVERIFY(lines.at(1).contains(QLatin1String("first fill makes one")));
        QCOMPARE(lines.size(), 3); // support, no key-encryption key, ready
        QVERIFY(!PoolStatusCommand::json(r).contains(QStringLiteral("kekId")));
    }

    void statusRefusedUpFront()
    {
        // A SmartCard-HSM through OpenSC lists AES key wrapping, yet its
        // wrapping (DKEK) is not reachable through PKCS#11: the reason leads.
        PoolStatusReport r;
        r.support = pkcs11::WrapProbe::fromMechanisms(
            kSoftHsmLike, QStringLiteral("www.CardContact.de"), QStringLiteral("SmartCard-HSM"));
        QVERIFY(!r.support.supported);
        const QStringList lines = PoolStatusCommand::lines(r);
        wholeSentences(lines);
        QCOMPARE(lines.first(), r.support.reason);
        QVERIFY(lines.first().contains(QLatin1String("DKEK")));
        const QJsonObject j = PoolStatusCommand::json(r);
        QVERIFY(!j[QStringLiteral("support")][QStringLiteral("supported")].toBool());
        QCOMPARE(j[QStringLiteral("support")][QStringLiteral("reason")].toString(),
                 r.support.reason);
    }

    void statusWithoutLogin()
    {
        PoolStatusReport r = supportedReport();
        r.kekKnown = false;
        r.kekId.reset();
        r.stored.clear();
        r.lastFill.reset();
        r.storedTotal = 7;
        const QStringList lines = PoolStatusCommand::lines(r);
        wholeSentences(lines);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.at(1).contains(QLatin1String("7")));
        QVERIFY(lines.at(1).contains(QLatin1String("Log in")));
        QVERIFY(!lines.at(1).contains(QLatin1String("no key-encryption key")));
    }

    void fillSentences()
    {
        PoolFillReport r;
        r.kek.created = true;
        r.kek.id = QByteArray::fromHex("ff00");
        r.requested = 10;
        r.fill.keyType = QStringLiteral("p256");
        r.fill.mechanism = QStringLiteral("CKM_AES_KEY_WRAP_PAD");
        r.fill.keys = 4;
        r.fill.seconds = 2;
        r.stoppedEarly = true;
        const QStringList lines = PoolFillCommand::lines(r);
        wholeSentences(lines);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.at(0).contains(QLatin1String("ff00")));
        QCOMPARE(lines.at(1),
                 QStringLiteral("Wrapped 4 P-256 keys with CKM_AES_KEY_WRAP_PAD in 2.00 s (2.0 "
                                "keys/s)."));
        QVERIFY(lines.at(2).contains(QLatin1String("4 of 10")));
        QCOMPARE(PoolFillCommand::json(r)[QStringLiteral("keysPerSecond")].toDouble(), 2.0);
        QVERIFY(PoolFillCommand::what(QStringLiteral("rsa2048"), 3)
                    .contains(QLatin1String("3 RSA-2048")));
    }

    void fillRecordInTheStore()
    {
        QTemporaryDir dir;
        PoolStore store(dir.filePath(QStringLiteral("keypool.sqlite")));
        QVERIFY(store.open());
        QVERIFY(store.lastFill(QStringLiteral("s"), "k").value() == std::nullopt);
        PoolStore::Fill a;
        a.keyType = QStringLiteral("rsa2048");
        a.mechanism = QStringLiteral("CKM_AES_KEY_WRAP_PAD");
        a.keys = 3;
        a.seconds = 1.5;
        a.finishedUtc = QDateTime::currentDateTimeUtc();
        PoolStore::Fill b = a;
        b.keyType = QStringLiteral("p256");
        b.keys = 8;
        b.seconds = 0.25;
        QVERIFY(store.addFill(QStringLiteral("s"), "k", a));
        QVERIFY(store.addFill(QStringLiteral("s"), "k", b));
        QVERIFY(store.addFill(QStringLiteral("other"), "k", a));
        auto last = store.lastFill(QStringLiteral("s"), "k");
        QVERIFY(last && last.value());
        QCOMPARE(last.value()->keyType, QStringLiteral("p256"));
        QCOMPARE(last.value()->keys, 8);
        QCOMPARE(last.value()->rate(), 32.0);
        QCOMPARE(last.value()->finishedUtc.toSecsSinceEpoch(), b.finishedUtc.toSecsSinceEpoch());
        QVERIFY(store.lastFill(QStringLiteral("s"), "other kek").value() == std::nullopt);
    }

    void drainNamesTheLoss()
    {
        QTemporaryDir dir;
        pkcs11::TokenService service; // its worker keeps the store; no module is loaded
        PoolTarget t;
        t.service = &service;
        t.info.label = QStringLiteral("pool\x1b[2Jtoken");
        t.info.serial = QStringLiteral("s1");
        t.storePath = dir.filePath(QStringLiteral("keypool.sqlite"));
        {
            PoolStore store(t.storePath);
            QVERIFY(store.open());
            QVERIFY(store.add(QStringLiteral("s1"), "k1",
                              {key(QStringLiteral("rsa2048")), key(QStringLiteral("p256"))}));
            QVERIFY(store.add(QStringLiteral("s1"), "k2", {key(QStringLiteral("rsa2048"))}));
            QVERIFY(store.add(QStringLiteral("s2"), "k1", {key(QStringLiteral("rsa2048"))}));
        }
        const PoolDrainCommand drain(t);
        QCOMPARE(drain.count().result().value(), 3); // every key-encryption key of the token
        const QString loss = drain.loss(3);
        QVERIFY2(loss.contains(QLatin1String("3 wrapped keys")), qPrintable(loss));
        QVERIFY(loss.contains(QLatin1String("s1")));
        QVERIFY(loss.contains(QLatin1String("cannot be recovered")));
        QVERIFY2(!loss.contains(QChar(0x1b)), "a control character from the token is shown");
        wholeSentences({loss, PoolDrainCommand::done(3)});
        QCOMPARE(drain.run().result().value(), 3);
        QCOMPARE(drain.count().result().value(), 0);
        PoolStore store(t.storePath);
        QVERIFY(store.open());
        QCOMPARE(store.countAll(QStringLiteral("s2")).value(), 1); // another token's keys stay
    }
};

QTEST_GUILESS_MAIN(KeyPoolCommandsTest)
#include "KeyPoolCommandsTest.moc"
