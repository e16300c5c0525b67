// SPDX-License-Identifier: GPL-3.0-or-later
// Persistence: the state text format round-trips, truncated files are refused, and a card
// rebuilt from its file still has its keys, counters and PINs.
#include "StateFile.h"
#include "VcardTestUtil.h"

#include <QTemporaryDir>
#include <QtTest/QTest>

#include <fstream>

using namespace keyward::vcard;
using namespace keyward::vcard::test;

class StateTest : public QObject
{
    Q_OBJECT
private slots:
    void factoryRoundTrip()
    {
        for (const auto &profile : cardProfiles()) {
            const CardState a = CardState::factory(profile, 0xCAFE0001);
            const auto b = CardState::deserialize(a.serialize());
            QVERIFY(b);
            QCOMPARE(b->serialize(), a.serialize());
            QCOMPARE(b->serial, 0xCAFE0001u);
            QCOMPARE(b->profile, profile.name);
        }
    }
    void refusesDamagedText()
    {
        const std::string text = CardState::factory(*findProfile("fst01"), 7).serialize();
        QVERIFY(!CardState::deserialize(text.substr(0, text.size() / 2)));
        QVERIFY(!CardState::deserialize(""));
        QVERIFY(!CardState::deserialize("keyward-vcard-state 9\nend\n"));
        std::string bad = text;
        bad.replace(bad.find("serial "), 8, "serial x");
        QVERIFY(!CardState::deserialize(bad));
    }
    void cardSurvivesRestart()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("state")).toStdString();
        const CardProfile &profile = *findProfile("yubikey5");
        StateFile file(path);
        QVERIFY(!file.load());
        Bytes publicKey;
        {
            CardState state = CardState::factory(profile, 0x11223344);
            QVERIFY(file.save(state));
            ApduSession s(profile, state);
            s.setStateChangedHandler([&] { QVERIFY(file.save(state)); });
            selectApp(s);
            QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
            QCOMPARE(command(s, 0xDA, 0x00, 0xC1, hex("16 2B06010401DA470F01")).sw, 0x9000);
            Reply gen = command(s, 0x47, 0x80, 0, hex("B600"), true, 65536);
            QCOMPARE(gen.sw, 0x9000);
            publicKey = gen.data;
            QCOMPARE(command(s, 0xDA, 0x00, 0x5B, fromString("Doe<<Jane")).sw, 0x9000);
            QCOMPARE(verify(s, 0x82, "000000").sw, sw::SecurityNotSatisfied);
        }
        std::string error;
        auto loaded = file.load(&error);
        QVERIFY2(loaded, error.c_str());
        ApduSession s(profile, *loaded);
        selectApp(s);
        QCOMPARE(send(s, "00CA005B00").data, fromString("Doe<<Jane"));
        QCOMPARE(send(s, "00CA00C400").data[4], 2); // the wrong PIN was saved
        QCOMPARE(command(s, 0x47, 0x81, 0, hex("B600"), true, 65536).data, publicKey);
        QCOMPARE(verify(s, 0x81, "123456").sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, hex("00112233"), true, 65536).data.size(),
                 std::size_t{64});
        // No temporary file is left behind after a save.
        std::ifstream tmp(path + ".tmp");
        QVERIFY(!tmp.good());
    }
    void truncatedFileIsAnError()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("state")).toStdString();
        const std::string text = CardState::factory(*findProfile("yubikey4"), 3).serialize();
        std::ofstream(path) << text.substr(0, 100);
        std::string error;
        QVERIFY(!StateFile(path).load(&error));
        QVERIFY(!error.empty());
    }
};

QTEST_GUILESS_MAIN(StateTest)
#include "StateTest.moc"
