// SPDX-License-Identifier: GPL-3.0-or-later
// The SmartCard-HSM applet (profile nitrokey-hsm) driven APDU by APDU, with the commands and
// encodings OpenSC's sc-hsm driver uses: selection and FCP, the device certificate, PIN
// counters, initialisation, files, key generation and signing, and the state file.
#include "Tlv.h"
#include "VcardTestUtil.h"

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#include <QtTest/QTest>

using namespace keyward::vcard;
using namespace keyward::vcard::test;

namespace {
const char *const kSelect = "00A404000BE82B0601040181C31F020100";
const char *const kSoPin = "3537363231383830";

const CardProfile &hsmProfile()
{
    return *findProfile("nitrokey-hsm");
}

Reply proprietary(ApduSession &s, std::uint8_t ins, std::uint8_t p1, std::uint8_t p2,
                  const Bytes &data, std::size_t le = 0)
{
    return command(s, ins, p1, p2, data, true, le, 0x80);
}

Bytes initializeData(const char *pin, const char *soPin)
{
    Bytes d = encodeTlv(0x80, {0x00, 0x01});
    append(d, encodeTlv(0x81, fromString(pin)));
    append(d, encodeTlv(0x82, hex(soPin)));
    append(d, encodeTlv(0x91, {0x03}));
    return d;
}

/** A key generation request as pkcs15init/pkcs15-sc-hsm.c builds it for P-256. */
Bytes p256Request()
{
    Bytes key = encodeTlv(0x06, hex("04007F00070202020203"));
    append(key, encodeTlv(0x81, hex("FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFF"
                                    "FFFFFFFF")));
    append(key, encodeTlv(0x82, hex("FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFF"
                                    "FFFFFFFC")));
    Bytes body = encodeTlv(0x5F29, {0x00});
    append(body, encodeTlv(0x42, fromString("UTCA00001")));
    append(body, encodeTlv(0x7F49, key));
    append(body, encodeTlv(0x5F20, fromString("DEKW000000100001")));
    return body;
}

/** Value of the first @p tag inside the TLV list @p data, descending through @p path. */
Bytes dig(const Bytes &data, std::initializer_list<std::uint32_t> path)
{
    Bytes current = data;
    for (std::uint32_t tag : path) {
        const auto list = parseTlvs(current);
        const Tlv *t = list ? findTlv(*list, tag) : nullptr;
        if (!t)
            return {};
        current = t->value;
    }
    return current;
}

bool verifyEcdsa(const Bytes &point, const Bytes &hash, const Bytes &derSignature)
{
    const ossl::Pkey key = ecPublicKey("prime256v1", point);
    const ossl::PkeyCtx vctx(EVP_PKEY_CTX_new(key.get(), nullptr));
    return vctx && EVP_PKEY_verify_init(vctx.get()) > 0 &&
           EVP_PKEY_verify(vctx.get(), derSignature.data(), derSignature.size(), hash.data(),
                           hash.size()) == 1;
}

Reply readFile(ApduSession &s, const char *fid)
{
    return command(s, 0xB1, hex(fid)[0], hex(fid)[1], hex("54020000"), true, 65536);
}
} // namespace

class ScHsmTest : public QObject
{
    Q_OBJECT
private slots:
    void selectAnswersTheFcpOpenScReads()
    {
        CardState state = CardState::factory(hsmProfile(), 0x01020304);
        ApduSession s(hsmProfile(), state);
        s.powerOn();
        QCOMPARE(send(s, "00A4040006D27600012401").sw, 0x6A82); // no OpenPGP application
        const Reply r = send(s, kSelect);
        QCOMPARE(r.sw, 0x9000);
        QCOMPARE(dig(r.data, {0x62, 0x84}), hex("E82B0601040181C31F0201"));
        // Options 0000 before initialisation, FF, version 3.5.
        QCOMPARE(dig(r.data, {0x62, 0x85}), hex("0000FF0305"));
        QCOMPARE(s.atr().back(), 0x1C); // the Nitrokey HSM's TCK
    }
    void uninitialisedDevice()
    {
        CardState state = CardState::factory(hsmProfile(), 16909060);
        ApduSession s(hsmProfile(), state);
        s.powerOn();
        QCOMPARE(send(s, kSelect).sw, 0x9000);
        QCOMPARE(send(s, "00200081").sw, 0x6A88);
        QCOMPARE(send(s, "00200088").sw, 0x6A88);
        QCOMPARE(send(s, "00200085").sw, 0x6A88);
        QCOMPARE(proprietary(s, 0x58, 0, 0, {}, 65536).data, hex("CC00"));
        // EF.C_DevAut: a CV certificate whose holder reference ends in a 5-digit sequence.
        QCOMPARE(send(s, "00A40000022F0200").sw, 0x9000);
        const Reply cert = readFile(s, "0000");
        QCOMPARE(cert.sw, 0x9000);
        QCOMPARE(dig(cert.data, {0x7F21, 0x7F4E, 0x5F20}), fromString("DEKW690906000001"));
        QCOMPARE(readFile(s, "2F02").data, cert.data); // the same bytes on every read
        QCOMPARE(command(s, 0xB1, 0x2F, 0x02, hex("540200C0"), true, 65536).data.size(),
                 cert.data.size() > 0xC0 ? cert.data.size() - 0xC0 : 0);
        QCOMPARE(send(s, "00A4000C02C401").sw, 0x6A82);
    }
    void pinCountersBlockingAndReset()
    {
        CardState state = CardState::factory(hsmProfile(), 1);
        ApduSession s(hsmProfile(), state);
        s.powerOn();
        send(s, kSelect);
        QCOMPARE(proprietary(s, 0x50, 0, 0, initializeData("648219", kSoPin)).sw, 0x9000);
        QCOMPARE(send(s, "00200081").sw, 0x63C3);
        QCOMPARE(send(s, "00200088").sw, 0x63CF);
        QCOMPARE(verify(s, 0x81, "000000").sw, 0x63C2);
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
        QCOMPARE(send(s, "00200081").sw, 0x9000);
        // CHANGE REFERENCE DATA: old || new.
        QCOMPARE(command(s, 0x24, 0x00, 0x81, fromString("648219319648")).sw, 0x9000);
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x63C2);
        QCOMPARE(verify(s, 0x81, "000000").sw, 0x63C1);
        QCOMPARE(verify(s, 0x81, "000000").sw, 0x6983);
        QCOMPARE(verify(s, 0x81, "319648").sw, 0x6983);
        // RESET RETRY COUNTER: a wrong SO PIN counts down, the right one sets the new PIN.
        Bytes reset = hex("0000000000000000");
        append(reset, fromString("111111"));
        QCOMPARE(command(s, 0x2C, 0x00, 0x81, reset).sw, 0x63CE);
        reset = hex(kSoPin);
        append(reset, fromString("111111"));
        QCOMPARE(command(s, 0x2C, 0x00, 0x81, reset).sw, 0x9000);
        QCOMPARE(send(s, "00200088").sw, 0x63CF);
        QCOMPARE(verify(s, 0x81, "111111").sw, 0x9000);
        // A new SELECT ends the verified state (OpenSC's logout).
        send(s, kSelect);
        QCOMPARE(send(s, "00200081").sw, 0x63C3);
        // Re-initialisation needs the SO PIN.
        QCOMPARE(proprietary(s, 0x50, 0, 0, initializeData("222222", "0102030405060708")).sw,
                 0x6982);
        QCOMPARE(verify(s, 0x81, "111111").sw, 0x9000);
    }
    void generateSignAndKeepInTheStateFile()
    {
        CardState state = CardState::factory(hsmProfile(), 2);
        ApduSession s(hsmProfile(), state);
        s.powerOn();
        send(s, kSelect);
        proprietary(s, 0x50, 0, 0, initializeData("648219", kSoPin));
        QCOMPARE(command(s, 0x46, 0x01, 0x00, p256Request(), true, 65536).sw, 0x6982);
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
        const Reply gen = command(s, 0x46, 0x01, 0x00, p256Request(), true, 65536);
        QCOMPARE(gen.sw, 0x9000);
        // Authenticated request: 67 { 7F21 { 7F4E { ..., 7F49 { 06, 81, 82, 86 } } }, 42, 5F37 }
        const Bytes point = dig(gen.data, {0x67, 0x7F21, 0x7F4E, 0x7F49, 0x86});
        QCOMPARE(point.size(), std::size_t{65});
        QCOMPARE(dig(gen.data, {0x67, 0x7F21, 0x7F4E, 0x5F20}), fromString("DEKW000000100001"));
        QCOMPARE(dig(gen.data, {0x67, 0x42}), fromString("DEKW000000200001"));
        QCOMPARE(proprietary(s, 0x58, 0, 0, {}, 65536).data, hex("CC00CC01"));

        // The PKCS#15 description OpenSC writes: create (empty 53), then write the current EF.
        QCOMPARE(command(s, 0xD7, 0xC4, 0x01, hex("540200005300")).sw, 0x9000);
        QCOMPARE(command(s, 0xD7, 0x00, 0x00, hex("54020000530330010A")).sw, 0x9000);
        QCOMPARE(readFile(s, "C401").data, hex("30010A"));
        QCOMPARE(proprietary(s, 0x58, 0, 0, {}, 65536).data, hex("CC00CC01C401"));

        const Bytes hash(32, 0x5A);
        const Reply sig = proprietary(s, 0x68, 0x01, 0x70, hash, 512);
        QCOMPARE(sig.sw, 0x9000);
        QVERIFY(verifyEcdsa(point, hash, sig.data));
        QCOMPARE(proprietary(s, 0x68, 0x02, 0x70, hash, 512).sw, 0x6A88);

        // The state file holds key and file; a card made from it signs with the same key.
        const auto copy = CardState::deserialize(state.serialize());
        QVERIFY(copy);
        QCOMPARE(copy->serialize(), state.serialize());
        CardState restored = *copy;
        ApduSession t(hsmProfile(), restored);
        t.powerOn();
        send(t, kSelect);
        QCOMPARE(proprietary(t, 0x68, 0x01, 0x70, hash, 512).sw, 0x6982);
        QCOMPARE(verify(t, 0x81, "648219").sw, 0x9000);
        QVERIFY(verifyEcdsa(point, hash, proprietary(t, 0x68, 0x01, 0x70, hash, 512).data));
        QCOMPARE(readFile(t, "C401").data, hex("30010A"));

        // DELETE FILE removes key and file.
        QCOMPARE(command(t, 0xE4, 0x02, 0x00, hex("CC01")).sw, 0x9000);
        QCOMPARE(command(t, 0xE4, 0x02, 0x00, hex("C401")).sw, 0x9000);
        QCOMPARE(command(t, 0xE4, 0x02, 0x00, hex("C401")).sw, 0x6A82);
        QCOMPARE(proprietary(t, 0x58, 0, 0, {}, 65536).data, hex("CC00"));
    }
    void openPgpStateFilesUnchanged()
    {
        const std::string text = CardState::factory(*findProfile("yubikey5"), 5).serialize();
        QVERIFY(text.find("hsm.") == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(ScHsmTest)
#include "ScHsmTest.moc"
