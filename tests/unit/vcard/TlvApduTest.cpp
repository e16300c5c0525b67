// SPDX-License-Identifier: GPL-3.0-or-later
// TLV and APDU parsing, and the transport behaviour of ApduSession (chaining, GET RESPONSE).
#include "Apdu.h"
#include "ApduSession.h"
#include "Tlv.h"
#include "VcardTestUtil.h"

#include <QtTest/QTest>

using namespace keyward::vcard;
using namespace keyward::vcard::test;

class TlvApduTest : public QObject
{
    Q_OBJECT
private slots:
    void parsesNestedTemplates()
    {
        const auto tlvs = parseTlvs(hex("6E 08 4F 02 D276 5F52 01 00"));
        QVERIFY(tlvs);
        QCOMPARE(tlvs->size(), std::size_t{1});
        QCOMPARE(tlvs->front().tag, 0x6Eu);
        QVERIFY(tlvs->front().constructed());
        const auto inner = parseTlvs(tlvs->front().value);
        QVERIFY(inner);
        QCOMPARE(inner->size(), std::size_t{2});
        QCOMPARE(findTlv(*inner, 0x5F52)->value, hex("00"));
    }
    void longLengths()
    {
        Bytes value(300, 0xAB);
        const Bytes encoded = encodeTlv(0x7F49, value);
        QCOMPARE(Bytes(encoded.begin(), encoded.begin() + 5), hex("7F49 82 012C"));
        const auto tlvs = parseTlvs(encoded);
        QVERIFY(tlvs);
        QCOMPARE(tlvs->front().value, value);
        QCOMPARE(encodeLength(0x7f), hex("7f"));
        QCOMPARE(encodeLength(0x80), hex("8180"));
    }
    void rejectsMalformed()
    {
        QVERIFY(!parseTlvs(hex("5B 05 414243")));      // overrun
        QVERIFY(!parseTlvs(hex("5F")));                // truncated tag
        QVERIFY(!parseTlvs(hex("5F 9F 01 01 00")));    // three-byte tag
        QVERIFY(!parseTlvs(hex("5B 84 00000001 00"))); // four length bytes
        QVERIFY(!parseTlvs(hex("5B 81")));             // truncated length
        QVERIFY(parseTlvs(hex("")));
    }
    void apduCases()
    {
        auto c1 = parseCommandApdu(hex("00E60000"));
        QVERIFY(c1 && c1->data.empty() && !c1->hasLe);
        auto c2 = parseCommandApdu(hex("00CA006E00"));
        QVERIFY(c2 && c2->hasLe && c2->le == 256);
        auto c3 = parseCommandApdu(hex("0020008106313233343536"));
        QVERIFY(c3 && c3->data.size() == 6 && !c3->hasLe);
        auto c4 = parseCommandApdu(hex("002A9E9A03AABBCC00"));
        QVERIFY(c4 && c4->data.size() == 3 && c4->le == 256);
        auto e2 = parseCommandApdu(hex("00CA006E000000"));
        QVERIFY(e2 && e2->extended && e2->le == 65536);
        auto e4 = parseCommandApdu(hex("002A8086000003AABBCC0200"));
        QVERIFY(e4 && e4->extended && e4->data.size() == 3 && e4->le == 512);
        QVERIFY(!parseCommandApdu(hex("00CA00")));
        QVERIFY(!parseCommandApdu(hex("0020008106313233"))); // Lc longer than data
        QVERIFY(!parseCommandApdu(hex("002000810000")));     // 6 bytes with 00 Lc
        QVERIFY(!parseCommandApdu(hex("00200081000000AA"))); // extended Lc 0 with data
        CommandApdu round;
        round.ins = 0xDA;
        round.data = Bytes(300, 1);
        auto reparsed = parseCommandApdu(encodeCommandApdu(round));
        QVERIFY(reparsed && reparsed->extended && reparsed->data.size() == 300);
    }
    void sessionStatusWords()
    {
        CardState state = CardState::factory(*findProfile("yubikey5"), 0x01020304);
        ApduSession s(*findProfile("yubikey5"), state);
        selectApp(s);
        QCOMPARE(send(s, "00").sw, sw::WrongLength);
        QCOMPARE(send(s, "80CA006E00").sw, sw::ClaNotSupported);
        QCOMPARE(send(s, "0CCA006E00").sw, sw::SecureMessagingNotSupported);
        QCOMPARE(send(s, "00FF000000").sw, sw::InsNotSupported);
        QCOMPARE(send(s, "00CA123400").sw, sw::DataNotFound);
        QCOMPARE(send(s, "00A4040006A00000000000").sw, sw::FileNotFound);
        QCOMPARE(send(s, "00C0000000").sw, sw::ConditionsNotSatisfied);
    }
    void getResponseForShortLe()
    {
        // NEO: no extended APDUs, so a long answer comes in 61xx pieces.
        const CardProfile &neo = *findProfile("yubikey-neo");
        CardState state = CardState::factory(neo, 1);
        ApduSession s(neo, state);
        selectApp(s);
        QCOMPARE(send(s, "00CA006E000000").sw, sw::WrongLength); // extended refused
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        Reply gen = command(s, 0x47, 0x80, 0x00, hex("B600"), false, 256);
        QCOMPARE(gen.sw & 0xFF00, 0x6100);
        QCOMPARE(gen.data.size(), std::size_t{256});
        Bytes all = gen.data;
        while ((gen.sw & 0xFF00) == 0x6100) {
            const std::size_t le = (gen.sw & 0xFF) ? (gen.sw & 0xFF) : 256;
            gen = command(s, 0xC0, 0, 0, {}, false, le);
            append(all, gen.data);
        }
        QCOMPARE(gen.sw, 0x9000);
        const auto tlvs = parseTlvs(all);
        QVERIFY(tlvs);
        QCOMPARE(tlvs->front().tag, 0x7F49u);
    }
    void commandChaining()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        // PUT DATA URL in two chained parts.
        QCOMPARE(send(s, "10DA5F5003414243").sw, 0x9000);
        QCOMPARE(send(s, "00DA5F50024445").sw, 0x9000);
        QCOMPARE(send(s, "00CA5F5000").data, fromString("ABCDE"));
        // A chain broken by another command is refused.
        QCOMPARE(send(s, "10DA5F5003414243").sw, 0x9000);
        QCOMPARE(send(s, "00CA5F5000").sw, sw::LastChainExpected);
        QCOMPARE(send(s, "00CA5F5000").sw, 0x9000);
    }
    void injectedFailures()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        s.failNext(2, 0x6581);
        QCOMPARE(send(s, "00CA006E00").sw, 0x6581);
        QCOMPARE(send(s, "00CA006E00").sw, 0x6581);
        QCOMPARE(send(s, "00CA006E00").sw, 0x9000);
    }
};

QTEST_GUILESS_MAIN(TlvApduTest)
#include "TlvApduTest.moc"
