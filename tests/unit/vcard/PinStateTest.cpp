// SPDX-License-Identifier: GPL-3.0-or-later
// The PIN state machine: counters, blocking, status checks, CHANGE REFERENCE DATA, RESET RETRY
// COUNTER, signature-PIN validity and the KDF-DO.
#include "VcardTestUtil.h"

#include <QtTest/QTest>

using namespace keyward::vcard;
using namespace keyward::vcard::test;

class PinStateTest : public QObject
{
    Q_OBJECT
    const CardProfile &yk = *findProfile("yubikey5");

    static Bytes pwStatus(ApduSession &s) { return send(s, "00CA00C400").data; }

private slots:
    void wrongPinCountsDownAndBlocks()
    {
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(send(s, "0020008100").sw, 0x63C3); // status check
        QCOMPARE(verify(s, 0x81, "000000").sw, sw::SecurityNotSatisfied);
        QCOMPARE(send(s, "0020008100").sw, 0x63C2);
        QCOMPARE(verify(s, 0x82, "123456").sw, 0x9000);
        QCOMPARE(pwStatus(s)[4], 3); // success resets the counter
        for (int i = 0; i < 3; ++i)
            QCOMPARE(verify(s, 0x82, "654321").sw, sw::SecurityNotSatisfied);
        QCOMPARE(pwStatus(s)[4], 0);
        QCOMPARE(verify(s, 0x82, "123456").sw, sw::AuthBlocked);
        QCOMPARE(send(s, "0020008200").sw, sw::AuthBlocked);
        // Admin PIN is independent.
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(send(s, "0020008300").sw, 0x9000);
        // Unblock with the admin PIN.
        QCOMPARE(command(s, 0x2C, 0x02, 0x81, fromString("111111")).sw, 0x9000);
        QCOMPARE(pwStatus(s)[4], 3);
        QCOMPARE(verify(s, 0x82, "111111").sw, 0x9000);
    }
    void shortPinCountsAsWrong()
    {
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "@@@@@@@@").sw, sw::SecurityNotSatisfied);
        QCOMPARE(pwStatus(s)[6], 2);
        QCOMPARE(command(s, 0x20, 0, 0x84, fromString("x")).sw, sw::WrongP1P2);
    }
    void changeReferenceData()
    {
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(command(s, 0x24, 0, 0x81,
                         fromString("123456"
                                    "abcdefgh"))
                     .sw,
                 0x9000);
        QCOMPARE(verify(s, 0x81, "123456").sw, sw::SecurityNotSatisfied);
        QCOMPARE(verify(s, 0x81, "abcdefgh").sw, 0x9000);
        // New PIN too short: refused, old PIN unchanged, counter restored by the good old PIN.
        QCOMPARE(command(s, 0x24, 0, 0x81,
                         fromString("abcdefgh"
                                    "12"))
                     .sw,
                 sw::WrongData);
        QCOMPARE(verify(s, 0x82, "abcdefgh").sw, 0x9000);
        QCOMPARE(command(s, 0x24, 0, 0x83,
                         fromString("12345678"
                                    "87654321"))
                     .sw,
                 0x9000);
        QCOMPARE(verify(s, 0x83, "87654321").sw, 0x9000);
        QCOMPARE(command(s, 0x24, 0, 0x82, fromString("x")).sw, sw::WrongP1P2);
    }
    void resetCode()
    {
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(pwStatus(s)[5], 0);
        QCOMPARE(command(s, 0x2C, 0x00, 0x81,
                         fromString("12345678"
                                    "222222"))
                     .sw,
                 sw::AuthBlocked);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD3, fromString("12345678")).sw, sw::SecurityNotSatisfied);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD3, fromString("rc-12345")).sw, 0x9000);
        QCOMPARE(pwStatus(s)[5], 3);
        s.powerOn(); // forget PW3
        QCOMPARE(command(s, 0x2C, 0x00, 0x81,
                         fromString("rc-00000"
                                    "222222"))
                     .sw,
                 sw::SecurityNotSatisfied);
        QCOMPARE(pwStatus(s)[5], 2);
        QCOMPARE(command(s, 0x2C, 0x00, 0x81,
                         fromString("rc-12345"
                                    "222222"))
                     .sw,
                 0x9000);
        QCOMPARE(pwStatus(s)[5], 3);
        QCOMPARE(verify(s, 0x82, "222222").sw, 0x9000);
        QCOMPARE(command(s, 0x2C, 0x02, 0x81, fromString("333333")).sw, sw::SecurityNotSatisfied);
    }
    void signaturePinValidity()
    {
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0x47, 0x80, 0, hex("B600"), true, 65536).sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC4, hex("00")).sw, 0x9000); // forced
        const Bytes digestInfo =
            hex("3031300d060960864801650304020105000420"
                "0000000000000000000000000000000000000000000000000000000000000000");
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, digestInfo, true, 65536).sw,
                 sw::SecurityNotSatisfied);
        QCOMPARE(verify(s, 0x81, "123456").sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, digestInfo, true, 65536).sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, digestInfo, true, 65536).sw,
                 sw::SecurityNotSatisfied);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC4, hex("01")).sw, 0x9000); // several
        QCOMPARE(verify(s, 0x81, "123456").sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, digestInfo, true, 65536).sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, digestInfo, true, 65536).sw, 0x9000);
        QCOMPARE(send(s, "00CA009300").data, hex("000003"));
        // VERIFY P1=FF drops the state.
        QCOMPARE(send(s, "0020FF8100").sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, digestInfo, true, 65536).sw,
                 sw::SecurityNotSatisfied);
    }
    void kdfResetsPinsToHashes()
    {
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        const Bytes user(32, 0x11), admin(32, 0x22);
        Bytes kdf = hex("810103 820108 830400000400 84080102030405060708");
        append(kdf, hex("8720"));
        append(kdf, user);
        append(kdf, hex("8820"));
        append(kdf, admin);
        QCOMPARE(command(s, 0xDA, 0x00, 0xF9, kdf).sw, 0x9000);
        QCOMPARE(send(s, "00CA00F900").data, kdf);
        QCOMPARE(verify(s, 0x82, "123456").sw, sw::SecurityNotSatisfied);
        QCOMPARE(command(s, 0x20, 0, 0x82, user).sw, 0x9000);
        QCOMPARE(command(s, 0x20, 0, 0x83, admin).sw, 0x9000);
        // Off again: plain default PINs.
        QCOMPARE(command(s, 0xDA, 0x00, 0xF9, hex("810100")).sw, 0x9000);
        QCOMPARE(verify(s, 0x82, "123456").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xF9, hex("810107")).sw, sw::WrongData);
        // YubiKey 4 has no KDF-DO.
        const CardProfile &yk4 = *findProfile("yubikey4");
        CardState s4 = CardState::factory(yk4, 1);
        ApduSession session4(yk4, s4);
        selectApp(session4);
        QCOMPARE(send(session4, "00CA00F900").sw, sw::DataNotFound);
    }
    void gnukKdfIsDeletedNotSwitchedOff()
    {
        // Gnuk keeps no KDF-DO until one is written, takes only gpg's 90- and 110-byte
        // forms, and turns KDF off by deleting the DO with an empty PUT DATA: "81 01 00"
        // is refused (GnuPG 2.4 sends the empty form to a Gnuk).
        const CardProfile &gnuk = *findProfile("fst01");
        CardState state = CardState::factory(gnuk, 1);
        ApduSession s(gnuk, state);
        selectApp(s);
        QCOMPARE(send(s, "00CA00F900").sw, sw::DataNotFound);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xF9, hex("810100")).sw, sw::WrongData);
        const Bytes user(32, 0x11), admin(32, 0x22);
        Bytes kdf = hex("810103 820108 830400000400 84080102030405060708");
        append(kdf, hex("8720"));
        append(kdf, user);
        append(kdf, hex("8820"));
        append(kdf, admin);
        QCOMPARE(kdf.size(), std::size_t{90});
        QCOMPARE(command(s, 0xDA, 0x00, 0xF9, kdf).sw, 0x9000);
        QCOMPARE(send(s, "00CA00F900").data, kdf);
        QCOMPARE(command(s, 0x20, 0, 0x83, admin).sw, 0x9000);
        QCOMPARE(send(s, "00DA00F900").sw, 0x9000);
        QCOMPARE(send(s, "00CA00F900").sw, sw::DataNotFound);
        QCOMPARE(verify(s, 0x82, "123456").sw, 0x9000);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
    }
};

QTEST_GUILESS_MAIN(PinStateTest)
#include "PinStateTest.moc"
