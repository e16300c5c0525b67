// SPDX-License-Identifier: GPL-3.0-or-later
// Status-line parsers, TLV and gpg error mapping: pure functions, no agent.
#include "openpgp/AssuanReply.h"
#include "openpgp/CardWatcher.h"
#include "openpgp/GpgError.h"
#include "openpgp/StatusParsers.h"
#include "openpgp/Tlv.h"

#include <QTest>

using namespace keyward;
using namespace keyward::openpgp;

class TestStatusParsers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aid()
    {
        const auto aid = parseAid("D2760001240103040006123456780000 0");
        QVERIFY(aid);
        QCOMPARE(aid->versionMajor, 3);
        QCOMPARE(aid->versionMinor, 4);
        QCOMPARE(aid->version(), QStringLiteral("3.4"));
        QCOMPARE(aid->manufacturerId, quint16(0x0006));
        QCOMPARE(aid->manufacturerName, QStringLiteral("Yubico"));
        QCOMPARE(aid->serial, 0x12345678u);
        QCOMPARE(aid->serialText(), QStringLiteral("12345678"));
        QCOMPARE(aid->hex, QByteArray("D2760001240103040006123456780000"));

        const auto gnuk = parseAid("d276000124010200fffe00000abc0000");
        QVERIFY(gnuk);
        QCOMPARE(gnuk->manufacturerId, quint16(0xFFFE));
        QVERIFY(gnuk->manufacturerName.startsWith(QStringLiteral("unmanaged")));
        QCOMPARE(gnuk->serialText(), QStringLiteral("00000ABC"));
        QCOMPARE(parseAid("D27600012401020000050000000A0000")->manufacturerName,
                 QStringLiteral("ZeitControl"));
        QCOMPARE(parseAid("D276000124010200F517000000010000")->manufacturerName,
                 QStringLiteral("FSIJ"));
    }

    void aidRejects()
    {
        QVERIFY(!parseAid(""));
        QVERIFY(!parseAid("D27600012401"));
        QVERIFY(!parseAid("D2760001240203040006123456780000")); // not the OpenPGP app
        QVERIFY(!parseAid("D27600012401030400061234567800ZZ"));
        QVERIFY(!parseAid("D276000124010304000612345678000000"));
    }

    void unescape()
    {
        QCOMPARE(unescapeAssuan("Doe%3C%3CJohn+Q"), QByteArray("Doe<<John Q"));
        QCOMPARE(unescapeAssuan("a+b", false), QByteArray("a+b"));
        QCOMPARE(unescapeAssuan("%2B%25%0A"), QByteArray("+%\n"));
        QCOMPARE(unescapeAssuan("50%"), QByteArray("50%")); // truncated escape stays
        QCOMPARE(unescapeAssuan("%zz"), QByteArray("%zz"));
        QCOMPARE(escapeAssuan("a b+c%\n"), QByteArray("a%20b%2Bc%25%0A"));
        QCOMPARE(unescapeAssuan(escapeAssuan("Müller<<Hans x"), false),
                 QByteArray("Müller<<Hans x"));
        QCOMPARE(statusWords("1 127+x %41"), (QList<QByteArray>{"1", "127 x", "A"}));
    }

    void keyFpr()
    {
        const auto f = parseKeyFpr("2 0123456789abcdef0123456789ABCDEF01234567");
        QVERIFY(f);
        QCOMPARE(f->slot, 2);
        QCOMPARE(f->fingerprint, QByteArray("0123456789ABCDEF0123456789ABCDEF01234567"));
        QVERIFY(!parseKeyFpr("1 0123"));
        QVERIFY(!parseKeyFpr("9 0123456789abcdef0123456789ABCDEF01234567"));
        QVERIFY(!parseKeyFpr("x"));
        const auto t = parseKeyTime("3 1600000000");
        QVERIFY(t);
        QCOMPARE(t->created, 1600000000);
    }

    void chvStatus()
    {
        const auto s = parseChvStatus("1+127+127+127+3+0+3");
        QVERIFY(s);
        QVERIFY(s->validForSeveral);
        QCOMPARE(s->maxLength, (std::array<int, 3>{127, 127, 127}));
        QCOMPARE(s->triesLeft, (std::array<int, 3>{3, 0, 3}));
        const auto forced = parseChvStatus("0 64 64 64 1 3 0");
        QVERIFY(forced);
        QVERIFY(!forced->validForSeveral);
        QCOMPARE(forced->triesLeft[2], 0);
        QVERIFY(!parseChvStatus("1+127"));
        QVERIFY(!parseChvStatus("a+b+c+d+e+f+g"));
    }

    void keyAttr()
    {
        const auto rsa = parseKeyAttr("1 1 rsa2048 17 1");
        QVERIFY(rsa);
        QCOMPARE(rsa->slot, 1);
        QCOMPARE(rsa->pubkeyAlgo, 1);
        QCOMPARE(rsa->rsaBits, 2048);
        QCOMPARE(rsa->name(), QStringLiteral("rsa2048"));
        const auto ed = parseKeyAttr("3 22 ed25519");
        QVERIFY(ed);
        QCOMPARE(ed->pubkeyAlgo, 22);
        QCOMPARE(ed->name(), QStringLiteral("ed25519"));
        // Canonical curve names as some scdaemon versions report them: the alias gpg-agent
        // takes (a "curve25519" encryption key made the backup generation fail).
        QCOMPARE(parseKeyAttr("2 18 Curve25519")->name(), QStringLiteral("cv25519"));
        QCOMPARE(parseKeyAttr("2 18 cv25519")->name(), QStringLiteral("cv25519"));
        QCOMPARE(parseKeyAttr("1 22 Ed25519")->name(), QStringLiteral("ed25519"));
        QCOMPARE(parseKeyAttr("1 19 NIST%20P-256")->name(), QStringLiteral("nistp256"));
        // GnuPG 2.2.40 sends the space unescaped.
        QCOMPARE(parseKeyAttr("1 19 NIST P-256")->name(), QStringLiteral("nistp256"));
        QCOMPARE(parseKeyAttr("2 18 NIST P-384")->name(), QStringLiteral("nistp384"));
        QCOMPARE(parseKeyAttr("1 19 nistp384")->name(), QStringLiteral("nistp384"));
        QCOMPARE(parseKeyAttr("2 18 brainpoolP256r1")->name(), QStringLiteral("brainpoolP256r1"));
        QCOMPARE(parseKeyAttr("1 19 secp256k1")->name(), QStringLiteral("secp256k1"));
        QVERIFY(!parseKeyAttr("1 1 rsaXL"));
        QVERIFY(!parseKeyAttr("1"));
    }

    void extCap()
    {
        const ExtCap c =
            parseExtCap("gc=1+ki=1+fc=1+pd=0+mcl3=2048+aac=1+sm=0+si=5+dec=0+bt=1+kdf=1");
        QVERIFY(c.getChallenge);
        QVERIFY(c.keyImport);
        QVERIFY(c.pinStatusChangeable);
        QVERIFY(!c.privateDos);
        QCOMPARE(c.maxCertLength, 2048);
        QVERIFY(c.algoAttrChangeable);
        QCOMPARE(c.statusIndicator, 5);
        QVERIFY(c.button);
        QVERIFY(c.kdf);
        QCOMPARE(parseExtCap(""), ExtCap{});
    }

    void kdf()
    {
        // F9 with 81 01 03, 82 01 08, 83 04 00 01 00 00 (escaped like scdaemon does)
        const KdfInfo on = parseKdfStatus("%81%01%03%82%01%08%83%04%00%01%00%00");
        QVERIFY(on.enabled);
        QCOMPARE(on.hashAlgo, 8);
        QCOMPARE(on.iterations, 0x10000u);
        QVERIFY(!parseKdfStatus("%81%01%00").enabled);
        QVERIFY(!parseKdfStatus("").enabled);
        const QByteArray wrapped = QByteArray::fromHex("F903810103");
        QVERIFY(parseKdfDo(wrapped).enabled);
        QCOMPARE(parseSigCounter("17"), 17);
    }

    void tlv()
    {
        // 6E { 4F 02 AA BB, 73 { C4 07 ..., 7F74 03 81 01 20 } }
        const QByteArray data = QByteArray::fromHex("6E1A4F02AABB7314C407017F7F7F030003"
                                                    "7F7403810120"
                                                    "5F2D02656E");
        QCOMPARE(findTlv(data, 0x4F).value(), QByteArray::fromHex("AABB"));
        QCOMPARE(findTlv(data, 0xC4).value(), QByteArray::fromHex("017F7F7F030003"));
        QCOMPARE(findTlv(data, 0x7F74).value(), QByteArray::fromHex("810120"));
        QCOMPARE(findTlv(data, 0x5F2D).value(), QByteArray("en"));
        QVERIFY(!findTlv(data, 0xC5));
        // Length past the end (YubiKey FA quirk): take what is there.
        const QList<Tlv> cut = parseTlvs(QByteArray::fromHex("FA10C10401080000"));
        QCOMPARE(cut.size(), 1);
        QCOMPARE(cut[0].value, QByteArray::fromHex("C10401080000"));
        const QByteArray longForm = QByteArray::fromHex("C08102ABCD");
        QCOMPARE(parseTlvs(longForm).value(0).value, QByteArray::fromHex("ABCD"));
    }

    void errorMapping_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("kind");
        QTest::newRow("bad pin") << int(GPG_ERR_BAD_PIN) << int(ErrorKind::WrongPin);
        QTest::newRow("blocked") << int(GPG_ERR_PIN_BLOCKED) << int(ErrorKind::PinBlocked);
        QTest::newRow("removed") << int(GPG_ERR_CARD_REMOVED) << int(ErrorKind::CardRemoved);
        QTest::newRow("no card") << int(GPG_ERR_CARD_NOT_PRESENT) << int(ErrorKind::NoCard);
        QTest::newRow("enodev") << int(GPG_ERR_ENODEV) << int(ErrorKind::NoCard);
        // "Missing item in object": an empty key slot or a missing DO, not a missing card.
        QTest::newRow("missing item") << int(GPG_ERR_NO_OBJ) << int(ErrorKind::NotFound);
        QTest::newRow("unsupported") << int(GPG_ERR_NOT_SUPPORTED) << int(ErrorKind::NotSupported);
        QTest::newRow("canceled") << int(GPG_ERR_CANCELED) << int(ErrorKind::Cancelled);
        QTest::newRow("connect") << int(GPG_ERR_ASS_CONNECT_FAILED)
                                 << int(ErrorKind::AgentUnavailable);
        QTest::newRow("no agent") << int(GPG_ERR_NO_AGENT) << int(ErrorKind::AgentUnavailable);
        QTest::newRow("timeout") << int(GPG_ERR_TIMEOUT) << int(ErrorKind::Timeout);
        QTest::newRow("other") << int(GPG_ERR_BAD_SIGNATURE) << int(ErrorKind::Internal);
    }

    void errorMapping()
    {
        QFETCH(int, code);
        QFETCH(int, kind);
        const auto c = static_cast<gpg_err_code_t>(code);
        QCOMPARE(int(kindForGpgError(c)), kind);
        const Error e = gpgError(c, QStringLiteral("Changing the PIN"));
        QCOMPARE(e.domain, ErrorDomain::Gpg);
        QCOMPARE(e.code, qint64(code));
        QVERIFY(!e.detail.isEmpty());
        QVERIFY(isConnectionError(GPG_ERR_ASS_CONNECT_FAILED));
        QVERIFY(!isConnectionError(GPG_ERR_BAD_PIN));
    }

    void deviceInfo()
    {
        AssuanReply learn;
        learn.status = {{"DISP-NAME", "Doe%3C%3CJohn"},
                        {"CHV-STATUS", "1+127+127+127+2+0+3"},
                        {"KEY-ATTR", "1 1 rsa2048 17 1"},
                        {"KEY-ATTR", "3 22 ed25519"},
                        {"KEY-FPR", "1 0123456789ABCDEF0123456789ABCDEF01234567"},
                        {"SIG-COUNTER", "4"},
                        {"EXTCAP", "gc=1+kdf=1"}};
        const auto aid = parseAid("D2760001240103040006123456780000");
        const DeviceInfo d = CardWatcher::deviceInfo(*aid, learn, true);
        QCOMPARE(d.id, QStringLiteral("openpgp:D2760001240103040006123456780000"));
        QCOMPARE(d.kind, DeviceKind::OpenPgpCard);
        QCOMPARE(d.source, QStringLiteral("openpgp"));
        QCOMPARE(d.vendor, QStringLiteral("Yubico"));
        QCOMPARE(d.model, QStringLiteral("YubiKey 5"));
        QCOMPARE(d.serial, QStringLiteral("12345678"));
        QVERIFY(d.isVirtual);
        auto field = [&](const QString &label) {
            for (const auto &f : d.fields) {
                if (f.label == label) {
                    return f.value;
                }
            }
            return QString();
        };
        QCOMPARE(field(QStringLiteral("Cardholder")), QStringLiteral("John Doe"));
        QVERIFY(field(QStringLiteral("PIN retry counter")).contains(QStringLiteral("user PIN 2")));
        QVERIFY(
            field(QStringLiteral("Signature key")).contains(QStringLiteral("0123456789ABCDEF")));
        QVERIFY(field(QStringLiteral("Authentication key")).contains(QStringLiteral("ed25519")));
        QCOMPARE(field(QStringLiteral("Signature counter")), QStringLiteral("4"));
        QCOMPARE(field(QStringLiteral("KDF")), QStringLiteral("off"));
    }
};

QTEST_GUILESS_MAIN(TestStatusParsers)
#include "TestStatusParsers.moc"
