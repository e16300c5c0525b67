// SPDX-License-Identifier: GPL-3.0-or-later
// The OpenPGP application: data objects per profile, access rules, key generation and import,
// and the private-key operations checked against OpenSSL on the host side.
#include "TimingModel.h"
#include "Tlv.h"
#include "VcardTestUtil.h"

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>

#include <QtTest/QTest>

using namespace keyward::vcard;
using namespace keyward::vcard::test;

namespace {

EVP_PKEY *publicFrom7f49(const Bytes &response, const char *kind, const char *group = nullptr)
{
    const auto outer = parseTlvs(response);
    if (!outer || outer->empty())
        return nullptr;
    const auto inner = parseTlvs(outer->front().value);
    if (!inner)
        return nullptr;
    if (std::string(kind) == "RSA") {
        const Bytes &n = findTlv(*inner, 0x81)->value;
        const Bytes &e = findTlv(*inner, 0x82)->value;
        OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
        BIGNUM *bn = BN_bin2bn(n.data(), static_cast<int>(n.size()), nullptr);
        BIGNUM *be = BN_bin2bn(e.data(), static_cast<int>(e.size()), nullptr);
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_N, bn);
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_E, be);
        OSSL_PARAM *params = OSSL_PARAM_BLD_to_param(bld);
        EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr);
        EVP_PKEY *key = nullptr;
        EVP_PKEY_fromdata_init(ctx);
        EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_PUBLIC_KEY, params);
        EVP_PKEY_CTX_free(ctx);
        OSSL_PARAM_free(params);
        OSSL_PARAM_BLD_free(bld);
        BN_free(bn);
        BN_free(be);
        return key;
    }
    const Bytes &point = findTlv(*inner, 0x86)->value;
    if (std::string(kind) == "ED25519")
        return EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, point.data(), point.size());
    if (std::string(kind) == "X25519")
        return EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nullptr, point.data(), point.size());
    return ecPublicKey(group, point).release();
}

Bytes derive(EVP_PKEY *mine, EVP_PKEY *peer)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(mine, nullptr);
    std::size_t len = 0;
    EVP_PKEY_derive_init(ctx);
    EVP_PKEY_derive_set_peer(ctx, peer);
    EVP_PKEY_derive(ctx, nullptr, &len);
    Bytes out(len);
    EVP_PKEY_derive(ctx, out.data(), &len);
    EVP_PKEY_CTX_free(ctx);
    return out;
}

Bytes ecdhTemplate(const Bytes &point)
{
    return encodeTlv(0xA6, encodeTlv(0x7F49, encodeTlv(0x86, point)));
}

} // namespace

class AppletTest : public QObject
{
    Q_OBJECT
private slots:
    void dataObjectsPerProfile()
    {
        for (const auto &profile : cardProfiles()) {
            if (profile.applet != AppletKind::OpenPgp)
                continue;
            CardState state = CardState::factory(profile, 0x0A0B0C0D);
            ApduSession s(profile, state);
            selectApp(s);
            const Reply aid = send(s, "00CA004F00");
            QCOMPARE(aid.data.size(), std::size_t{16});
            QCOMPARE(aid.data[8] << 8 | aid.data[9], int(profile.manufacturer));
            const Reply ard = send(s, profile.extendedLength ? "00CA006E000000" : "00CA006E00");
            QCOMPARE(ard.sw, 0x9000);
            const auto top = parseTlvs(ard.data);
            QVERIFY(top && top->front().tag == 0x6E);
            const auto inside = parseTlvs(top->front().value);
            QVERIFY(inside && findTlv(*inside, 0x4F) && findTlv(*inside, 0x73));
            QCOMPARE(findTlv(*inside, 0x4F)->value, aid.data);
            QCOMPARE(bool(findTlv(*inside, 0x7F66)), profile.extendedLength);
            QCOMPARE(send(s, "00CA7F7400").sw == 0x9000, profile.hasButton);
            const auto fa = send(s, "00CA00FA00").sw;
            QCOMPARE(fa == 0x9000 || (fa & 0xFF00) == 0x6100, profile.hasAlgorithmInfo);
            QCOMPARE(send(s, "00CA00D600").sw == 0x9000, profile.hasUif && !profile.uifOnlyInArd);
            // Every card with UIF carries it inside 6E too; some there only.
            const auto discretionary = findTlv(*inside, 0x73);
            const auto inner = parseTlvs(discretionary->value);
            QCOMPARE(bool(inner && findTlv(*inner, 0xD6)), profile.hasUif);
            // A Gnuk has no KDF-DO until one is written; the others start with "81 01 00".
            QCOMPARE(send(s, "00CA00F900").sw == 0x9000, profile.hasKdf && !profile.kdfDeletable);
            QCOMPARE(send(s, "00CA010100").sw == 0x9000, profile.privateDos);
            QCOMPARE(send(s, "00CA00C400").data.size(), std::size_t{7});
            QCOMPARE(send(s, "00CA007A00").data, hex("7A 05 93 03 000000"));
            const Bytes atr = profile.fullAtr();
            std::uint8_t x = 0;
            for (std::size_t i = 1; i < atr.size(); ++i)
                x ^= atr[i];
            QCOMPARE(x, 0); // TCK makes the XOR vanish
        }
    }
    void accessRules()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(command(s, 0xDA, 0x5F, 0x50, fromString("https://x")).sw,
                 sw::SecurityNotSatisfied);
        QCOMPARE(command(s, 0xDA, 0x01, 0x01, fromString("private")).sw, sw::SecurityNotSatisfied);
        QCOMPARE(verify(s, 0x82, "123456").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x01, 0x01, fromString("private")).sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x01, 0x02, fromString("private")).sw, sw::SecurityNotSatisfied);
        QCOMPARE(send(s, "00CA010300").sw, 0x9000);
        QCOMPARE(send(s, "00CA010400").sw, sw::SecurityNotSatisfied);
        QCOMPARE(command(s, 0x47, 0x80, 0, hex("B600")).sw, sw::SecurityNotSatisfied);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0x5B, Bytes(40, 'a')).sw, sw::WrongLength);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC7, Bytes(19, 1)).sw, sw::WrongLength);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC1, hex("01 0400 0020 00")).sw, sw::WrongData);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC2, hex("16 2B06010401DA470F01")).sw, sw::WrongData);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0220")).sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0020")).sw, sw::ConditionsNotSatisfied);
        QCOMPARE(command(s, 0x47, 0x81, 0, hex("B800")).sw, sw::DataNotFound);
        QCOMPARE(command(s, 0x47, 0x80, 0, hex("B700")).sw, sw::WrongData);
        // NEO: RSA-2048 only.
        const CardProfile &neo = *findProfile("yubikey-neo");
        CardState ns = CardState::factory(neo, 1);
        ApduSession n(neo, ns);
        selectApp(n);
        QCOMPARE(verify(n, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(n, 0xDA, 0x00, 0xC1, hex("01 1000 0020 00")).sw, sw::WrongData);
    }
    void rsaSignAndDecrypt()
    {
        const CardProfile &yk = *findProfile("yubikey4");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        const Reply sigKey = command(s, 0x47, 0x80, 0, hex("B600"), true, 65536);
        const Reply encKey = command(s, 0x47, 0x80, 0, hex("B800"), true, 65536);
        QCOMPARE(send(s, "00CA00DE00").sw, sw::DataNotFound); // v2 card: no DE
        EVP_PKEY *sigPub = publicFrom7f49(sigKey.data, "RSA");
        EVP_PKEY *encPub = publicFrom7f49(encKey.data, "RSA");
        QVERIFY(sigPub && encPub);
        QCOMPARE(verify(s, 0x81, "123456").sw, 0x9000);
        const Bytes input = fromString("digest-info-stand-in");
        const Reply sig = command(s, 0x2A, 0x9E, 0x9A, input, true, 65536);
        QCOMPARE(sig.sw, 0x9000);
        EVP_PKEY_CTX *vctx = EVP_PKEY_CTX_new(sigPub, nullptr);
        Bytes recovered(256);
        std::size_t len = recovered.size();
        EVP_PKEY_verify_recover_init(vctx);
        EVP_PKEY_CTX_set_rsa_padding(vctx, RSA_PKCS1_PADDING);
        QCOMPARE(
            EVP_PKEY_verify_recover(vctx, recovered.data(), &len, sig.data.data(), sig.data.size()),
            1);
        recovered.resize(len);
        QCOMPARE(recovered, input);
        EVP_PKEY_CTX_free(vctx);

        EVP_PKEY_CTX *ectx = EVP_PKEY_CTX_new(encPub, nullptr);
        const Bytes secret = fromString("session key material");
        Bytes cipher(256);
        len = cipher.size();
        EVP_PKEY_encrypt_init(ectx);
        EVP_PKEY_CTX_set_rsa_padding(ectx, RSA_PKCS1_PADDING);
        QCOMPARE(EVP_PKEY_encrypt(ectx, cipher.data(), &len, secret.data(), secret.size()), 1);
        EVP_PKEY_CTX_free(ectx);
        Bytes pso = {0x00};
        append(pso, cipher);
        QCOMPARE(command(s, 0x2A, 0x80, 0x86, pso, true, 65536).sw, sw::SecurityNotSatisfied);
        QCOMPARE(verify(s, 0x82, "123456").sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x80, 0x86, pso, true, 65536).data, secret);
        pso[0] = 0x01;
        QCOMPARE(command(s, 0x2A, 0x80, 0x86, pso, true, 65536).sw, sw::WrongData);
        EVP_PKEY_free(sigPub);
        EVP_PKEY_free(encPub);
    }
    void eccOperations()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC2, hex("12 2B060104019755010501")).sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC3, hex("13 2A8648CE3D030107")).sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC1, hex("16 2B06010401DA470F01")).sw, 0x9000);
        EVP_PKEY *x = publicFrom7f49(command(s, 0x47, 0x80, 0, hex("B800")).data, "X25519");
        EVP_PKEY *p =
            publicFrom7f49(command(s, 0x47, 0x80, 0, hex("A400")).data, "EC", "prime256v1");
        EVP_PKEY *ed = publicFrom7f49(command(s, 0x47, 0x80, 0, hex("B600")).data, "ED25519");
        QVERIFY(x && p && ed);
        QCOMPARE(send(s, "00CA00DE00").data, hex("010102010301"));
        QCOMPARE(verify(s, 0x82, "123456").sw, 0x9000);
        QCOMPARE(verify(s, 0x81, "123456").sw, 0x9000);

        EVP_PKEY *eph = EVP_PKEY_Q_keygen(nullptr, nullptr, "X25519");
        Bytes ephPub(32);
        std::size_t len = 32;
        EVP_PKEY_get_raw_public_key(eph, ephPub.data(), &len);
        const Reply shared = command(s, 0x2A, 0x80, 0x86, ecdhTemplate(ephPub));
        QCOMPARE(shared.sw, 0x9000);
        QCOMPARE(shared.data, derive(eph, x));
        QCOMPARE(command(s, 0x2A, 0x80, 0x86, hex("A6 03 7F49 00")).sw, sw::WrongData);
        EVP_PKEY_free(eph);

        const Bytes message = fromString("ssh challenge");
        const Reply edSig = command(s, 0x2A, 0x9E, 0x9A, message);
        QCOMPARE(edSig.data.size(), std::size_t{64});
        EVP_MD_CTX *md = EVP_MD_CTX_new();
        EVP_DigestVerifyInit(md, nullptr, nullptr, nullptr, ed);
        QCOMPARE(EVP_DigestVerify(md, edSig.data.data(), edSig.data.size(), message.data(),
                                  message.size()),
                 1);
        EVP_MD_CTX_free(md);
        const Reply ecSig = command(s, 0x88, 0, 0, Bytes(32, 0x5A));
        QCOMPARE(ecSig.sw, 0x9000);
        QCOMPARE(ecSig.data.size(), std::size_t{64});
        EVP_PKEY_free(x);
        EVP_PKEY_free(p);
        EVP_PKEY_free(ed);
    }
    void ecdhOnEveryWeierstrassCurve()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        const struct
        {
            const char *attrs;
            const char *group;
        } curves[] = {{"12 2A8648CE3D030107", "prime256v1"},
                      {"12 2B81040022", "secp384r1"},
                      {"12 2B81040023", "secp521r1"},
                      {"12 2B2403030208010107", "brainpoolP256r1"},
                      {"12 2B240303020801010B", "brainpoolP384r1"},
                      {"12 2B240303020801010D", "brainpoolP512r1"},
                      {"12 2B8104000A", "secp256k1"}};
        for (const auto &c : curves) {
            CardState state = CardState::factory(yk, 1);
            ApduSession s(yk, state);
            selectApp(s);
            QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
            QCOMPARE(command(s, 0xDA, 0x00, 0xC2, hex(c.attrs)).sw, 0x9000);
            EVP_PKEY *card = publicFrom7f49(
                command(s, 0x47, 0x80, 0, hex("B800"), true, 65536).data, "EC", c.group);
            QVERIFY2(card, c.group);
            EVP_PKEY *eph = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", c.group);
            Bytes point(200);
            std::size_t len = point.size();
            EVP_PKEY_get_octet_string_param(eph, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, point.data(),
                                            point.size(), &len);
            point.resize(len);
            QCOMPARE(verify(s, 0x82, "123456").sw, 0x9000);
            const Reply shared = command(s, 0x2A, 0x80, 0x86, ecdhTemplate(point), true, 65536);
            QVERIFY2(shared.sw == 0x9000, c.group);
            QCOMPARE(shared.data, derive(eph, card));
            EVP_PKEY_free(eph);
            EVP_PKEY_free(card);
        }
    }
    void importKeys()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        // RSA-2048 from e, p, q.
        EVP_PKEY *rsa = EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", std::size_t{2048});
        BIGNUM *e = nullptr, *p = nullptr, *q = nullptr, *n = nullptr;
        EVP_PKEY_get_bn_param(rsa, OSSL_PKEY_PARAM_RSA_E, &e);
        EVP_PKEY_get_bn_param(rsa, OSSL_PKEY_PARAM_RSA_FACTOR1, &p);
        EVP_PKEY_get_bn_param(rsa, OSSL_PKEY_PARAM_RSA_FACTOR2, &q);
        EVP_PKEY_get_bn_param(rsa, OSSL_PKEY_PARAM_RSA_N, &n);
        auto bytes = [](const BIGNUM *b) {
            Bytes out(static_cast<std::size_t>(BN_num_bytes(b)));
            BN_bn2bin(b, out.data());
            return out;
        };
        const Bytes eb = bytes(e), pb = bytes(p), qb = bytes(q), nb = bytes(n);
        Bytes list = {0x91, static_cast<std::uint8_t>(eb.size()), 0x92,
                      0x81, static_cast<std::uint8_t>(pb.size()), 0x93,
                      0x81, static_cast<std::uint8_t>(qb.size())};
        Bytes values = eb;
        append(values, pb);
        append(values, qb);
        Bytes body = hex("B800");
        append(body, encodeTlv(0x7F48, list));
        append(body, encodeTlv(0x5F48, values));
        QCOMPARE(command(s, 0xDB, 0x3F, 0xFF, encodeTlv(0x4D, body)).sw, 0x9000);
        const auto pub = parseTlvs(
            parseTlvs(command(s, 0x47, 0x81, 0, hex("B800"), true, 65536).data)->front().value);
        QCOMPARE(findTlv(*pub, 0x81)->value, nb);
        QCOMPARE(send(s, "00CA00DE00").data, hex("010002020300"));
        // Malformed headers are refused without touching the slot.
        QCOMPARE(command(s, 0xDB, 0x3F, 0xFF, hex("4D 04 B800 7F48")).sw, sw::WrongData);
        QCOMPARE(command(s, 0xDB, 0x3F, 0xFF, hex("4D 0A B800 7F48 02 9101 5F48 00")).sw,
                 sw::WrongData);
        BN_free(e);
        BN_free(p);
        BN_free(q);
        BN_free(n);
        EVP_PKEY_free(rsa);
        // Ed25519 seed with its public key.
        QCOMPARE(command(s, 0xDA, 0x00, 0xC1, hex("16 2B06010401DA470F01")).sw, 0x9000);
        EVP_PKEY *ed = EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519");
        Bytes seed(32), edPub(32);
        std::size_t len = 32;
        EVP_PKEY_get_raw_private_key(ed, seed.data(), &len);
        EVP_PKEY_get_raw_public_key(ed, edPub.data(), &len);
        Bytes edBody = hex("B600 7F48 04 9220 9920");
        Bytes edValues = seed;
        append(edValues, edPub);
        append(edBody, encodeTlv(0x5F48, edValues));
        QCOMPARE(command(s, 0xDB, 0x3F, 0xFF, encodeTlv(0x4D, edBody)).sw, 0x9000);
        QCOMPARE(command(s, 0x47, 0x81, 0, hex("B600")).data,
                 encodeTlv(0x7F49, encodeTlv(0x86, edPub)));
        EVP_PKEY_free(ed);
    }
    void certificatesAndChallenge()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x7F, 0x21, Bytes(600, 0x30), true).sw, 0x9000);
        QCOMPARE(command(s, 0xA5, 0x02, 0x04, hex("60045C027F21")).sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x7F, 0x21, fromString("sig-cert")).sw, 0x9000);
        QCOMPARE(send(s, "00CA7F2100").data, fromString("sig-cert"));
        QCOMPARE(command(s, 0xA5, 0x00, 0x04, hex("60045C027F21")).sw, 0x9000);
        QCOMPARE(command(s, 0xCA, 0x7F, 0x21, {}, true, 65536).data.size(), std::size_t{600});
        QCOMPARE(command(s, 0xA5, 0x03, 0x04, hex("60045C027F21")).sw, sw::WrongP1P2);
        QCOMPARE(command(s, 0x84, 0, 0, {}, false, 16).data.size(), std::size_t{16});
        QCOMPARE(send(s, "0084000000").data.size(), std::size_t{256});
        QCOMPARE(send(s, "00840000").sw, sw::WrongLength);
        // Gnuk allows 32 bytes at most.
        const CardProfile &gnuk = *findProfile("fst01");
        CardState gs = CardState::factory(gnuk, 1);
        ApduSession g(gnuk, gs);
        selectApp(g);
        QCOMPARE(send(g, "0084000000").data.size(), std::size_t{32});
        QCOMPARE(send(g, "0084000040").sw, sw::WrongLength);
    }
    void touchPolicy()
    {
        const CardProfile &yk = *findProfile("yubikey5");
        CardState state = CardState::factory(yk, 1);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC1, hex("16 2B06010401DA470F01")).sw, 0x9000);
        QCOMPARE(command(s, 0x47, 0x80, 0, hex("B600")).sw, 0x9000);
        QCOMPARE(verify(s, 0x81, "123456").sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, fromString("m")).sw, 0x9000);
        QVERIFY(!s.lastOperation().touched);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0120")).sw, 0x9000);
        s.applet().setTouchPolicy(TouchPolicy::Deny);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, fromString("m")).sw, sw::SecurityNotSatisfied);
        s.applet().setTouchPolicy(TouchPolicy::Approve);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, fromString("m")).sw, 0x9000);
        QVERIFY(s.lastOperation().touched);
        QCOMPARE(send(s, "00CA00D600").data, hex("0120"));
        // Cached: the touch just given covers the next signature.
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0320")).sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, fromString("m")).sw, 0x9000);
        QVERIFY(!s.lastOperation().touched);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, fromString("m")).sw, 0x9000);
        QVERIFY(!s.lastOperation().touched);
        // Fixed cannot be undone without a reset.
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0220")).sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0020")).sw, sw::ConditionsNotSatisfied);
    }
    void specificationUifAndWarmReset()
    {
        // The canokey profile: UIF values 0-2 only, GET DATA D6 not answered (6E has it), and
        // PINs kept over a warm reset but not over a power cycle.
        const CardProfile &ck = *findProfile("canokey");
        CardState state = CardState::factory(ck, 1);
        ApduSession s(ck, state);
        selectApp(s);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0320")).sw, sw::WrongData);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0420")).sw, sw::WrongData);
        QCOMPARE(command(s, 0xDA, 0x00, 0xD6, hex("0120")).sw, 0x9000);
        QCOMPARE(send(s, "00CA00D600").sw, sw::DataNotFound);
        QCOMPARE(command(s, 0xDA, 0x00, 0xC1, hex("16 2B06010401DA470F01")).sw, 0x9000);
        QCOMPARE(command(s, 0x47, 0x80, 0, hex("B600")).sw, 0x9000);
        s.applet().setTouchPolicy(TouchPolicy::Approve);
        QCOMPARE(verify(s, 0x81, "123456").sw, 0x9000);
        s.powerOn(true); // a warm reset and a new SELECT, as scdaemon does: still verified
        QCOMPARE(send(s, "00A4040006D27600012401").sw, 0x9000);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, fromString("m")).sw, 0x9000);
        s.powerOff();
        s.powerOn();
        selectApp(s);
        QCOMPARE(command(s, 0x2A, 0x9E, 0x9A, fromString("m")).sw, sw::SecurityNotSatisfied);
        // A YubiKey forgets them on a warm reset.
        const CardProfile &yk = *findProfile("yubikey5");
        CardState ykState = CardState::factory(yk, 2);
        ApduSession y(yk, ykState);
        selectApp(y);
        QCOMPARE(verify(y, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(y, 0xDA, 0x00, 0xC1, hex("16 2B06010401DA470F01")).sw, 0x9000);
        QCOMPARE(command(y, 0x47, 0x80, 0, hex("B600")).sw, 0x9000);
        QCOMPARE(verify(y, 0x81, "123456").sw, 0x9000);
        QCOMPARE(command(y, 0x2A, 0x9E, 0x9A, fromString("m")).sw, 0x9000);
        QCOMPARE(verify(y, 0x81, "123456").sw, 0x9000);
        y.powerOn(true);
        QCOMPARE(send(y, "00A4040006D27600012401").sw, 0x9000);
        QCOMPARE(command(y, 0x2A, 0x9E, 0x9A, fromString("m")).sw, sw::SecurityNotSatisfied);
    }
    void timingModel()
    {
        const CardProfile &nk = *findProfile("nitrokey-pro");
        const TimingModel off(nk, false, 1.0);
        const TimingModel on(nk, true, 0.5);
        OperationCost decrypt{OperationCost::Kind::PrivateKey,
                              *Algorithm::fromName("rsa2048", KeySlot::Decrypt)};
        QCOMPARE(off.delayFor(decrypt).count(), 0);
        QCOMPARE(on.delayFor(decrypt).count(), 305);
        decrypt.algorithm.rsaBits = 4096;
        QCOMPARE(on.delayFor(decrypt).count(), 1575);
        QCOMPARE(on.delayFor(OperationCost{}).count(), 0);
        const TimingModel fst(*findProfile("fst01"), true, 1.0);
        const OperationCost gen{OperationCost::Kind::Generate,
                                *Algorithm::fromName("rsa4096", KeySlot::Sign)};
        QVERIFY(fst.delayFor(gen).count() >= 120000); // minutes on a Gnuk
    }
    void factoryReset()
    {
        const CardProfile &yk = *findProfile("nitrokey-pro");
        CardState state = CardState::factory(yk, 0x42);
        ApduSession s(yk, state);
        selectApp(s);
        QCOMPARE(send(s, "00E60000").sw, sw::SecurityNotSatisfied);
        QCOMPARE(verify(s, 0x83, "12345678").sw, 0x9000);
        QCOMPARE(command(s, 0xDA, 0x00, 0x5B, fromString("Someone")).sw, 0x9000);
        // Block PW3 the way GnuPG does, then terminate and activate.
        s.powerOn();
        for (int i = 0; i < 3; ++i)
            QCOMPARE(verify(s, 0x83, "@@@@@@@@").sw, sw::SecurityNotSatisfied);
        QCOMPARE(send(s, "00E60000").sw, 0x9000);
        QCOMPARE(send(s, "00CA006E00").sw, sw::Terminated);
        QCOMPARE(send(s, "00A4040006D27600012401").sw, sw::Terminated);
        QCOMPARE(send(s, "00440000").sw, 0x9000);
        QCOMPARE(send(s, "00A4040006D27600012401").sw, 0x9000);
        QCOMPARE(send(s, "00CA005B00").data, Bytes{});
        QCOMPARE(send(s, "00CA00C400").data[6], 3);
        QCOMPARE(send(s, "00CA004F00").data[13], 0x42);
    }
};

QTEST_GUILESS_MAIN(AppletTest)
#include "AppletTest.moc"
