// SPDX-License-Identifier: GPL-3.0-or-later
#include "pcsc/Atr.h"
#include "pcsc/ReaderDeviceInfo.h"

#include <QTest>

using namespace keyward;
using namespace keyward::pcsc;

class AtrTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hexFormatting()
    {
        const QByteArray atr = QByteArray::fromHex("3bf81300008131fe15597562696b657934d4");
        QCOMPARE(atrToHex(atr),
                 QStringLiteral("3B F8 13 00 00 81 31 FE 15 59 75 62 69 6B 65 79 34 D4"));
        QCOMPARE(atrToHex({}), QString());
    }

    void hexParsing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("spaced") << QStringLiteral("3B F8 13") << true
                                << QByteArray("\x3b\xf8\x13", 3);
        QTest::newRow("colons") << QStringLiteral("3b:f8:13") << true
                                << QByteArray("\x3b\xf8\x13", 3);
        QTest::newRow("plain") << QStringLiteral("3bf813") << true << QByteArray("\x3b\xf8\x13", 3);
        QTest::newRow("odd") << QStringLiteral("3bf81") << false << QByteArray();
        QTest::newRow("not hex") << QStringLiteral("3g") << false << QByteArray();
        QTest::newRow("non-ascii") << QStringLiteral("3\u00e9") << false << QByteArray();
    }
    void hexParsing()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QByteArray, bytes);
        const auto parsed = atrFromHex(text);
        QCOMPARE(parsed.has_value(), valid);
        if (valid) {
            QCOMPARE(*parsed, bytes);
        }
    }

    void knownAtrs_data()
    {
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QString>("vendor");
        QTest::addColumn<QString>("model");
        QTest::newRow("yubikey5")
            << QStringLiteral(
                   "3B FD 13 00 00 81 31 FE 15 80 73 C0 21 C0 57 59 75 62 69 4B 65 79 40")
            << QStringLiteral("Yubico") << QStringLiteral("YubiKey 5");
        QTest::newRow("yubikey4") << QStringLiteral(
                                         "3B F8 13 00 00 81 31 FE 15 59 75 62 69 6B 65 79 34 D4")
                                  << QStringLiteral("Yubico") << QStringLiteral("YubiKey 4");
        QTest::newRow("neo")
            << QStringLiteral("3B FC 13 00 00 81 31 FE 15 59 75 62 69 6B 65 79 4E 45 4F 72 33 E1")
            << QStringLiteral("Yubico") << QStringLiteral("YubiKey NEO");
        QTest::newRow("nitrokey-pro")
            << QStringLiteral("3B DA 18 FF 81 B1 FE 75 1F 03 00 31 C5 73 C0 01 40 00 90 00 0C")
            << QStringLiteral("Nitrokey") << QStringLiteral("Nitrokey Pro");
        QTest::newRow("gnuk")
            << QStringLiteral("3B DA 11 FF 81 B1 FE 55 1F 03 00 31 84 73 80 01 80 00 90 00 E4")
            << QStringLiteral("Free Software Initiative of Japan") << QStringLiteral("Gnuk");
        // Not in the table, but the historical bytes say "YubiKey".
        QTest::newRow("yubikey-other")
            << QStringLiteral(
                   "3B FD 13 00 00 81 31 FE 15 80 73 C0 21 C0 57 59 75 62 69 4B 65 79 41")
            << QStringLiteral("Yubico") << QStringLiteral("YubiKey");
    }
    void knownAtrs()
    {
        QFETCH(QString, hex);
        QFETCH(QString, vendor);
        QFETCH(QString, model);
        const auto known = describeAtr(*atrFromHex(hex));
        QVERIFY(known.has_value());
        QCOMPARE(known->vendor, vendor);
        QCOMPARE(known->model, model);
        QVERIFY(!known->description.isEmpty());
    }

    void unknownAtr()
    {
        QVERIFY(!describeAtr(QByteArray::fromHex("3b8f8001804f0ca000000306030001000000006a")));
        QVERIFY(!describeAtr({}));
    }

    void historicalBytesFollowTheInterfaceBytes()
    {
        // Nitrokey Pro 2 as the virtual card sends it: TA1 TC1 TD1, TD2, TA3 TB3 TD3, TA4.
        const QByteArray nitrokey =
            *atrFromHex(QStringLiteral("3BDA18FF81B1FE751F030031F573C00160059000 19"));
        QCOMPARE(historicalBytes(nitrokey), QByteArray::fromHex("0031f573c00160059000"));
        const QByteArray yubikey =
            *atrFromHex(QStringLiteral("3BFD1300008131FE158073C021C057597562694B657940"));
        QCOMPARE(historicalBytes(yubikey), QByteArray::fromHex("8073c021c057597562694b6579"));
        QCOMPARE(historicalBytes(QByteArray::fromHex("3bff")), QByteArray());
        QCOMPARE(historicalBytes(QByteArray::fromHex("3b8f8001")), QByteArray());
        QCOMPARE(historicalBytes({}), QByteArray());
    }

    void openPgpCardsAreToldApart_data()
    {
        QTest::addColumn<QString>("hex");
        QTest::addColumn<bool>("openPgp");
        QTest::newRow("YubiKey 5") << "3BFD1300008131FE158073C021C057597562694B657940" << true;
        QTest::newRow("Nitrokey Pro (virtual)")
            << "3BDA18FF81B1FE751F030031F573C0016005900019" << true;
        QTest::newRow("Gnuk (virtual)") << "3BDA11FF81B1FE551F0300318473800180059000E1" << true;
        QTest::newRow("SmartCard-HSM")
            << "3BFE1800008131FE458031815448534D31738021408107FA" << false;
        QTest::newRow("PIV card") << "3B8F8001804F0CA000000306030001000000006A" << false;
        QTest::newRow("truncated") << "3BDA18FF81" << false;
    }

    void openPgpCardsAreToldApart()
    {
        QFETCH(QString, hex);
        QFETCH(bool, openPgp);
        QCOMPARE(isOpenPgpCardAtr(*atrFromHex(hex)), openPgp);
    }

    void deviceInfoForVirtualReader()
    {
        ReaderState r;
        r.name = QStringLiteral("Virtual PCD 00 00");
        r.cardPresent = true;
        r.atr = *atrFromHex(QStringLiteral("3BFD1300008131FE158073C021C057597562694B657940"));
        r.stateFlags = 0x20 | 0x100; // present, in use
        const DeviceInfo d = toDeviceInfo(r);
        QCOMPARE(d.id, QStringLiteral("pcsc:Virtual PCD 00 00"));
        QCOMPARE(d.kind, DeviceKind::Reader);
        QCOMPARE(d.source, QStringLiteral("pcsc"));
        QVERIFY(d.present);
        QVERIFY(d.isVirtual);
        QStringList values;
        for (const DeviceField &f : d.fields) {
            values << f.value;
        }
        QVERIFY(values.contains(QStringLiteral(
            "3B FD 13 00 00 81 31 FE 15 80 73 C0 21 C0 57 59 75 62 69 4B 65 79 40")));
        QVERIFY(values.contains(QStringLiteral("present in-use")));
        QVERIFY(values.join(QLatin1Char('|')).contains(QStringLiteral("YubiKey 5")));
    }

    void deviceInfoForEmptyHardwareReader()
    {
        ReaderState r;
        r.name = QStringLiteral("Alcor Micro AU9560 00 00");
        r.stateFlags = 0x10;
        const DeviceInfo d = toDeviceInfo(r);
        QVERIFY(!d.present);
        QVERIFY(!d.isVirtual);
        for (const DeviceField &f : d.fields) {
            QVERIFY(f.label != QStringLiteral("ATR"));
        }
    }
};

QTEST_GUILESS_MAIN(AtrTest)
#include "AtrTest.moc"
