// SPDX-License-Identifier: GPL-3.0-or-later
// The SmartCard-HSM applet (profile nitrokey-hsm) driven APDU by APDU, with the commands and
// encodings OpenSC's sc-hsm driver uses: selection and FCP, the device certificate, PIN
// counters, initialisation, files, key generation and signing, the state file, and the DKEK
// (share import, key check value, WRAP/UNWRAP KEY and the key blob).
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

// DKEK shares and what follows from them, computed apart from keyward-vcard (Python hashlib):
// share 1 = 01..20, share 2 = A5 x 32, their XOR, its KCV (SHA-256, first 8 bytes) and the
// blob keys SHA-256(DKEK || 00000001) and SHA-256(DKEK || 00000002).
const char *const kShare1 = "0102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F20";
const char *const kShare2 = "A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5";
const char *const kDkek = "A4A7A6A1A0A3A2ADACAFAEA9A8ABAAB5B4B7B6B1B0B3B2BDBCBFBEB9B8BBBA85";
const char *const kKcvDkek = "7D48C70FA6776D0E";
const char *const kKcvShare1 = "AE216C2EF5247A37";
const char *const kKcvZero = "66687AADF862BD77"; // no share imported yet: 32 zero bytes
const char *const kKenc = "2489A114B4EDF0C692BE457DA62D76D6B3CCD7352EC4054D72A34096AB8546B0";
const char *const kKmac = "82D36217BACA3AEE1998FC2418377FEAF63ED9FC98CBCF98117513FCD2A7F36C";

Bytes initializeWithShares(std::uint8_t shares)
{
    Bytes d = initializeData("648219", kSoPin);
    append(d, encodeTlv(0x92, {shares}));
    return d;
}

Reply importShare(ApduSession &s, const Bytes &share)
{
    return proprietary(s, 0x52, 0, 0, share, 256);
}

Reply wrapKey(ApduSession &s, std::uint8_t id)
{
    return command(s, 0x72, id, 0x92, {}, true, 65536, 0x80);
}

Reply unwrapKey(ApduSession &s, std::uint8_t id, const Bytes &blob)
{
    return command(s, 0x74, id, 0x93, blob, true, 0, 0x80);
}

/** A device initialised for one DKEK share, @p share imported, the user PIN verified. */
void setUpDkek(ApduSession &s, const Bytes &share)
{
    QCOMPARE(proprietary(s, 0x50, 0, 0, initializeWithShares(1)).sw, 0x9000);
    QCOMPARE(importShare(s, share).sw, 0x9000);
    QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
}

Bytes aesCbcDecrypt(const Bytes &key, const Bytes &data)
{
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    const Bytes iv(16, 0x00);
    Bytes out(data.size() + 16);
    int len = 0, tail = 0;
    EVP_DecryptInit_ex(ctx, EVP_aes_256_cbc(), nullptr, key.data(), iv.data());
    EVP_CIPHER_CTX_set_padding(ctx, 0);
    EVP_DecryptUpdate(ctx, out.data(), &len, data.data(), static_cast<int>(data.size()));
    EVP_DecryptFinal_ex(ctx, out.data() + len, &tail);
    EVP_CIPHER_CTX_free(ctx);
    out.resize(static_cast<std::size_t>(len + tail));
    return out;
}

Bytes aesCmac(const Bytes &key, const Bytes &data)
{
    EVP_MAC *mac = EVP_MAC_fetch(nullptr, "CMAC", nullptr);
    EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
    char cipher[] = "AES-256-CBC";
    const OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER, cipher, 0),
                                 OSSL_PARAM_END};
    Bytes out(16);
    std::size_t len = 0;
    EVP_MAC_init(ctx, key.data(), key.size(), params);
    EVP_MAC_update(ctx, data.data(), data.size());
    EVP_MAC_final(ctx, out.data(), &len, out.size());
    EVP_MAC_CTX_free(ctx);
    EVP_MAC_free(mac);
    return out;
}

Bytes slice(const Bytes &b, std::size_t from, std::size_t n)
{
    return Bytes(b.begin() + static_cast<std::ptrdiff_t>(from),
                 b.begin() + static_cast<std::ptrdiff_t>(from + n));
}

Bytes append2(Bytes head, const Bytes &tail)
{
    append(head, tail);
    return head;
}

bool sameKey(const Bytes &a, const Bytes &b)
{
    return EVP_PKEY_eq(ossl::loadPrivateKey(a).get(), ossl::loadPrivateKey(b).get()) == 1;
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
    void dkekSharesCountedWithTheKeyCheckValue()
    {
        CardState state = CardState::factory(hsmProfile(), 3);
        ApduSession s(hsmProfile(), state);
        s.powerOn();
        send(s, kSelect);
        // Without tag 92 there is no DKEK: 6D00, which sc-hsm-tool shows as no DKEK at all.
        proprietary(s, 0x50, 0, 0, initializeData("648219", kSoPin));
        QCOMPARE(proprietary(s, 0x52, 0, 0, {}, 256).sw, 0x6D00);
        QCOMPARE(importShare(s, hex(kShare1)).sw, 0x6D00);
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
        QCOMPARE(wrapKey(s, 1).sw, 0x6D00);

        // Two shares: total, outstanding, KCV (of what is imported so far).
        QCOMPARE(proprietary(s, 0x50, 0, 0, initializeWithShares(2)).sw, 0x9000);
        Reply r = proprietary(s, 0x52, 0, 0, {}, 256);
        QCOMPARE(r.sw, 0x9000);
        QCOMPARE(r.data, hex((std::string("0202") + kKcvZero).c_str()));
        // No keys while shares are outstanding.
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
        QCOMPARE(command(s, 0x46, 0x01, 0x00, p256Request(), true, 65536).sw, 0x6985);
        QCOMPARE(wrapKey(s, 1).sw, 0x6985);
        r = importShare(s, hex(kShare1));
        QCOMPARE(r.data, hex((std::string("0201") + kKcvShare1).c_str()));
        QCOMPARE(importShare(s, Bytes(31, 0x11)).sw, 0x6700);
        QCOMPARE(proprietary(s, 0x52, 0x01, 0, hex(kShare2), 256).sw, 0x6A86);

        // The state file keeps the share imported; the second completes the DKEK (XOR).
        CardState restored = *CardState::deserialize(state.serialize());
        ApduSession t(hsmProfile(), restored);
        t.powerOn();
        send(t, kSelect);
        r = importShare(t, hex(kShare2));
        QCOMPARE(r.sw, 0x9000);
        QCOMPARE(r.data, hex((std::string("0200") + kKcvDkek).c_str()));
        QCOMPARE(restored.hsm.dkek, hex(kDkek));
        QCOMPARE(importShare(t, hex(kShare2)).sw, 0x6985); // none outstanding
        QCOMPARE(proprietary(t, 0x52, 0, 0, {}, 256).data,
                 hex((std::string("0200") + kKcvDkek).c_str()));
        QCOMPARE(verify(t, 0x81, "648219").sw, 0x9000);
        QCOMPARE(command(t, 0x46, 0x01, 0x00, p256Request(), true, 65536).sw, 0x9000);

        // 0 shares: a random DKEK, complete at once.
        QCOMPARE(proprietary(t, 0x50, 0, 0, initializeWithShares(0)).sw, 0x9000);
        r = proprietary(t, 0x52, 0, 0, {}, 256);
        QCOMPARE(slice(r.data, 0, 2), hex("0000"));
        QVERIFY(slice(r.data, 2, 8) != hex(kKcvZero));
    }
    void wrapAndUnwrapKeyBlob()
    {
        CardState state = CardState::factory(hsmProfile(), 4);
        ApduSession s(hsmProfile(), state);
        s.powerOn();
        send(s, kSelect);
        setUpDkek(s, hex(kDkek));
        const Reply gen = command(s, 0x46, 0x01, 0x00, p256Request(), true, 65536);
        QCOMPARE(gen.sw, 0x9000);
        const Bytes point = dig(gen.data, {0x67, 0x7F21, 0x7F4E, 0x7F49, 0x86});
        const Bytes original = state.hsm.keys.at(1);
        QCOMPARE(wrapKey(s, 2).sw, 0x6A88);
        QCOMPARE(command(s, 0x72, 0x01, 0x93, {}, true, 65536, 0x80).sw, 0x6A86);
        const Reply wrapped = wrapKey(s, 1);
        QCOMPARE(wrapped.sw, 0x9000);
        const Bytes &blob = wrapped.data;

        // The blob read apart from keyward-vcard: KCV, type 12 (ECC), id-TA-ECDSA-SHA-256, no
        // allowed algorithms, access conditions or key OID, AES-CBC data, CMAC.
        QCOMPARE(slice(blob, 0, 27),
                 hex((std::string(kKcvDkek) + "0C000A04007F00070202020203000000000000").c_str()));
        QCOMPARE(aesCmac(hex(kKmac), slice(blob, 0, blob.size() - 16)),
                 slice(blob, blob.size() - 16, 16));
        const Bytes plain = aesCbcDecrypt(hex(kKenc), slice(blob, 27, blob.size() - 27 - 16));
        // 8 random bytes, 256 bits, A, B, P, N (32 each), G (65), d (32), Q (65), 80 00..
        QCOMPARE(plain.size(), std::size_t{320});
        QCOMPARE(slice(plain, 8, 4), hex("01000020"));
        QCOMPARE(slice(plain, 12 + 32 + 2 + 32 + 2, 32),
                 hex("FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF"));
        QCOMPARE(slice(plain, 10 + 4 * 34, 2), hex("0041"));
        QCOMPARE(slice(plain, 10 + 4 * 34 + 67, 2), hex("0020"));
        QCOMPARE(slice(plain, 10 + 4 * 34 + 67 + 34, 67), append2(hex("0041"), point));
        QCOMPARE(slice(plain, 314, 6), hex("800000000000"));

        // Not over a key that exists; into a free id with the blob as data (OpenSC 0.23).
        QCOMPARE(unwrapKey(s, 1, blob).sw, 0x6A89);
        QCOMPARE(proprietary(s, 0x50, 0, 0, initializeWithShares(1)).sw, 0x9000);
        QCOMPARE(state.hsm.keys.size(), std::size_t{0});
        QCOMPARE(importShare(s, hex(kDkek)).sw, 0x9000);
        QCOMPARE(unwrapKey(s, 3, blob).sw, 0x6982);
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
        QCOMPARE(unwrapKey(s, 3, blob).sw, 0x9000);
        QVERIFY(sameKey(state.hsm.keys.at(3), original));
        const Bytes hash(32, 0x3C);
        QVERIFY(verifyEcdsa(point, hash, proprietary(s, 0x68, 0x03, 0x70, hash, 512).data));

        // Through EF 2F10 (OpenSC 0.24 on), written in two parts; the EF is used once.
        Bytes first = hex("54020000");
        append(first, encodeTlv(0x53, slice(blob, 0, 100)));
        QCOMPARE(command(s, 0xD7, 0x2F, 0x10, first, true).sw, 0x9000);
        Bytes second = hex("54020064");
        append(second, encodeTlv(0x53, slice(blob, 100, blob.size() - 100)));
        QCOMPARE(command(s, 0xD7, 0x2F, 0x10, second, true).sw, 0x9000);
        QCOMPARE(command(s, 0x74, 0x04, 0x93, {}, false, 0, 0x80).sw, 0x9000);
        QVERIFY(sameKey(state.hsm.keys.at(4), original));
        QCOMPARE(proprietary(s, 0x58, 0, 0, {}, 65536).data, hex("CC00CC03CC04"));
        QCOMPARE(command(s, 0x74, 0x05, 0x93, {}, false, 0, 0x80).sw, 0x6A80);

        // An RSA key: CRT form (type 6).
        Bytes rsaKey = encodeTlv(0x06, hex("04007F00070202020102"));
        append(rsaKey, encodeTlv(0x82, hex("010001")));
        append(rsaKey, encodeTlv(0x02, hex("0400")));
        Bytes rsaRequest = encodeTlv(0x5F29, {0x00});
        append(rsaRequest, encodeTlv(0x7F49, rsaKey));
        QCOMPARE(command(s, 0x46, 0x06, 0x00, rsaRequest, true, 65536).sw, 0x9000);
        const Reply rsaBlob = wrapKey(s, 6);
        QCOMPARE(rsaBlob.sw, 0x9000);
        QCOMPARE(rsaBlob.data[8], 6);
        QCOMPARE(unwrapKey(s, 7, rsaBlob.data).sw, 0x9000);
        QVERIFY(sameKey(state.hsm.keys.at(7), state.hsm.keys.at(6)));
        // Above 2048 bits: d, n, e (type 5); PKCS#1 v1.5 signatures are the same bytes.
        rsaKey = encodeTlv(0x06, hex("04007F00070202020102"));
        append(rsaKey, encodeTlv(0x82, hex("010001")));
        append(rsaKey, encodeTlv(0x02, hex("0C00")));
        rsaRequest = encodeTlv(0x5F29, {0x00});
        append(rsaRequest, encodeTlv(0x7F49, rsaKey));
        QCOMPARE(command(s, 0x46, 0x08, 0x00, rsaRequest, true, 65536).sw, 0x9000);
        const Reply bigBlob = wrapKey(s, 8);
        QCOMPARE(bigBlob.sw, 0x9000);
        QCOMPARE(bigBlob.data[8], 5);
        QCOMPARE(unwrapKey(s, 9, bigBlob.data).sw, 0x9000);
        const Reply sig8 = command(s, 0x68, 0x08, 0x33, fromString("data"), true, 65536, 0x80);
        QCOMPARE(sig8.sw, 0x9000);
        QCOMPARE(command(s, 0x68, 0x09, 0x33, fromString("data"), true, 65536, 0x80).data,
                 sig8.data);
    }
    void unwrapRefusesForeignTamperedAndTruncatedBlobs()
    {
        CardState state = CardState::factory(hsmProfile(), 5);
        ApduSession s(hsmProfile(), state);
        s.powerOn();
        send(s, kSelect);
        setUpDkek(s, hex(kDkek));
        QCOMPARE(command(s, 0x46, 0x01, 0x00, p256Request(), true, 65536).sw, 0x9000);
        const Bytes blob = wrapKey(s, 1).data;
        QVERIFY(blob.size() > 100);

        // Another DKEK: the KCV differs; nothing is added.
        QCOMPARE(proprietary(s, 0x50, 0, 0, initializeWithShares(1)).sw, 0x9000);
        QCOMPARE(importShare(s, hex(kShare1)).sw, 0x9000);
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
        QCOMPARE(unwrapKey(s, 2, blob).sw, 0x6A80);
        // The same KCV on a blob of another DKEK still fails its MAC.
        Bytes foreign = blob;
        const Bytes kcv1 = hex(kKcvShare1);
        std::copy(kcv1.begin(), kcv1.end(), foreign.begin());
        QCOMPARE(unwrapKey(s, 2, foreign).sw, 0x6A80);
        QCOMPARE(proprietary(s, 0x58, 0, 0, {}, 65536).data, hex("CC00"));

        // The right DKEK, but a changed MAC, ciphertext or header, or a truncated blob.
        QCOMPARE(proprietary(s, 0x50, 0, 0, initializeWithShares(1)).sw, 0x9000);
        QCOMPARE(importShare(s, hex(kDkek)).sw, 0x9000);
        QCOMPARE(verify(s, 0x81, "648219").sw, 0x9000);
        for (std::size_t at :
             {blob.size() - 1, blob.size() - 20, std::size_t{8}, std::size_t{30}}) {
            Bytes changed = blob;
            changed[at] ^= 0x01;
            QCOMPARE(unwrapKey(s, 2, changed).sw, 0x6A80);
        }
        for (std::size_t n : {blob.size() - 16, blob.size() - 1, std::size_t{40}, std::size_t{8}}) {
            QCOMPARE(unwrapKey(s, 2, slice(blob, 0, n)).sw, 0x6A80);
        }
        QCOMPARE(proprietary(s, 0x58, 0, 0, {}, 65536).data, hex("CC00"));
        QCOMPARE(unwrapKey(s, 2, blob).sw, 0x9000);
    }
    void openPgpStateFilesUnchanged()
    {
        const std::string text = CardState::factory(*findProfile("yubikey5"), 5).serialize();
        QVERIFY(text.find("hsm.") == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(ScHsmTest)
#include "ScHsmTest.moc"
