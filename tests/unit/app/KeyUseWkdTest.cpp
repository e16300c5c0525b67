// SPDX-License-Identifier: GPL-3.0-or-later
// The Web Key Directory's names: z-base-32, the hashed local part (the draft's own example) and
// the file layout below a web root.
#include "app/KeyUseWkd.h"

#include <QTest>

using namespace keyward::app;

class KeyUseWkdTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void zBase32_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("encoded");
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("zero byte") << QByteArray(1, '\0') << QStringLiteral("yy");
        QTest::newRow("all ones") << QByteArray(1, '\xff') << QStringLiteral("9h");
        QTest::newRow("five zero bytes") << QByteArray(5, '\0') << QStringLiteral("yyyyyyyy");
        // 0x00 0x44 0x32 0x14 0xc7: 00000 00001 00010 00011 00100 00101 00110 00111
        QTest::newRow("counting") << QByteArray::fromHex("00443214c7")
                                  << QStringLiteral("ybndrfg8");
        QTest::newRow("every letter")
            << QByteArray::fromHex("00443214c74254b635cf84653a56d7c675be77df")
            << QStringLiteral("ybndrfg8ejkmcpqxot1uwisza345h769");
    }
    void zBase32()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, encoded);
        QCOMPARE(wkd::zBase32(bytes), encoded);
    }

    void localPartHash()
    {
        // draft-koch-openpgp-webkey-service: "Joe.Doe" hashes as "iy9q119e...".
        QCOMPARE(wkd::localPartHash(QStringLiteral("Joe.Doe")),
                 QStringLiteral("iy9q119eutrkn8s1mk4r39qejnbu3n5q"));
        QCOMPARE(wkd::localPartHash(QStringLiteral("joe.doe")),
                 wkd::localPartHash(QStringLiteral("JOE.DOE")));
        QCOMPARE(wkd::localPartHash(QStringLiteral("x")).size(), 32);
    }

    void addresses()
    {
        const wkd::Address a = wkd::splitAddress(QStringLiteral(" Joe.Doe@Example.ORG "));
        QCOMPARE(a.localPart, QStringLiteral("joe.doe"));
        QCOMPARE(a.domain, QStringLiteral("example.org"));
        QVERIFY(!wkd::splitAddress(QStringLiteral("no-at-sign")).valid());
        QVERIFY(!wkd::splitAddress(QStringLiteral("@example.org")).valid());
        QVERIFY(!wkd::splitAddress(QStringLiteral("joe@")).valid());
        QCOMPARE(wkd::keyPath(QStringLiteral("/srv/www"), a),
                 QStringLiteral("/srv/www/.well-known/openpgpkey/example.org/hu/"
                                "iy9q119eutrkn8s1mk4r39qejnbu3n5q"));
        QCOMPARE(wkd::policyPath(QStringLiteral("/srv/www"), a),
                 QStringLiteral("/srv/www/.well-known/openpgpkey/example.org/policy"));
        QCOMPARE(wkd::addressOf(QStringLiteral("Joe Doe <joe@example.org>")),
                 QStringLiteral("joe@example.org"));
        QCOMPARE(wkd::addressOf(QStringLiteral("joe@example.org")),
                 QStringLiteral("joe@example.org"));
        QCOMPARE(wkd::addressOf(QStringLiteral("Joe Doe")), QString());
    }
};

QTEST_GUILESS_MAIN(KeyUseWkdTest)
#include "KeyUseWkdTest.moc"
