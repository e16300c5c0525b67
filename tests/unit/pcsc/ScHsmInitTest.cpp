// SPDX-License-Identifier: GPL-3.0-or-later
// SmartCard-HSM initialisation: the APDUs against the bytes OpenSC sends,
// the status words in words, and no APDU before the parameters are valid.
#include "pcsc/ScHsmInit.h"

#include <QTest>

using namespace keyward;
using namespace keyward::pcsc;

namespace {

/// Records every APDU and answers each with the next scripted status word.
class FakeTransport : public ScHsm::Transport
{
public:
    QList<QByteArray> sent;
    QList<quint16> answers;
    int begun = 0;
    int ended = 0;

    Status begin() override
    {
        ++begun;
        return {};
    }
    Result<ApduResponse> transmit(const QByteArray &apdu) override
    {
        sent << apdu;
        ApduResponse r;
        r.sw = answers.isEmpty() ? 0x9000 : answers.takeFirst();
        return r;
    }
    void end() override { ++ended; }
};

ScHsm::InitParams params(int dkekShares)
{
    ScHsm::InitParams p;
    p.soPinHex = QString::fromLatin1(ScHsm::kFactorySoPin);
    p.userPin = "648219";
    p.dkekShares = dkekShares;
    return p;
}

} // namespace

class ScHsmInitTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void selectIsOpenScs();
    void initializeBytes_data();
    void initializeBytes();
    void longPinAndTenTries();
    void sendsSelectThenInitializeInOneTransaction();
    void validationRefusesBeforeSending_data();
    void validationRefusesBeforeSending();
    void statusWordsInSentences();
    void wrongSoPinStopsAfterInitialize();
};

void ScHsmInitTest::selectIsOpenScs()
{
    // OpenSC 0.23.0 / 0.26.0 card-sc-hsm.c sc_hsm_select_file_ex() with a file to
    // return -> iso7816_select_file(): CLA 00 INS A4 P1 04 (DF name) P2 00 (FCI),
    // Lc 0B, sc_hsm_aid, Le 00 (256).
    QCOMPARE(ScHsm::selectApdu(), QByteArray::fromHex("00A404000BE82B0601040181C31F020100"));
}

void ScHsmInitTest::initializeBytes_data()
{
    QTest::addColumn<int>("shares");
    QTest::addColumn<QByteArray>("expected");
    // OpenSC 0.23.0 and 0.26.0 (identical bytes): sc-hsm-tool.c initialize() sets
    // options 00 01 (RESET RETRY COUNTER), user PIN, init code from the 16 hex
    // digits, retry counter (default 3), dkek_shares (-1 without --dkek-shares);
    // card-sc-hsm.c sc_hsm_initialize() encodes them as TLV 80 02 / 81 len / 82 08 /
    // 91 01 / 92 01 (only when dkek_shares >= 0) in a case-3 APDU CLA 80 INS 50.
    QTest::newRow("no DKEK (sc-hsm-tool --initialize)")
        << -1
        << QByteArray::fromHex("8050000019"
                               "80020001"
                               "8106363438323139"
                               "82083537363231383830"
                               "910103");
    QTest::newRow("1 DKEK share (--dkek-shares 1)") << 1
                                                    << QByteArray::fromHex("805000001C"
                                                                           "80020001"
                                                                           "8106363438323139"
                                                                           "82083537363231383830"
                                                                           "910103"
                                                                           "920101");
    QTest::newRow("3 DKEK shares (--dkek-shares 3)") << 3
                                                     << QByteArray::fromHex("805000001C"
                                                                            "80020001"
                                                                            "8106363438323139"
                                                                            "82083537363231383830"
                                                                            "910103"
                                                                            "920103");
}

void ScHsmInitTest::initializeBytes()
{
    QFETCH(int, shares);
    QFETCH(QByteArray, expected);
    const ScHsm::InitParams p = params(shares);
    QVERIFY(ScHsm::validate(p));
    QCOMPARE(ScHsm::initializeApdu(p).toHex(), expected.toHex());
}

void ScHsmInitTest::longPinAndTenTries()
{
    // sc-hsm-tool --so-pin 0102030405060708 --pin 0123456789abcdef --pin-retry 10
    ScHsm::InitParams p;
    p.soPinHex = QStringLiteral("0102030405060708");
    p.userPin = "0123456789abcdef";
    p.retryCounter = 10;
    QVERIFY(ScHsm::validate(p));
    QCOMPARE(ScHsm::initializeApdu(p).toHex(),
             QByteArray::fromHex("8050000023"
                                 "80020001"
                                 "811030313233343536373839616263646566"
                                 "82080102030405060708"
                                 "91010A")
                 .toHex());
}

void ScHsmInitTest::sendsSelectThenInitializeInOneTransaction()
{
    FakeTransport t;
    QVERIFY(ScHsm::initialize(t, params(2)));
    QCOMPARE(t.begun, 1);
    QCOMPARE(t.ended, 1);
    QCOMPARE(t.sent.size(), 2);
    QCOMPARE(t.sent[0], ScHsm::selectApdu());
    QCOMPARE(t.sent[1], ScHsm::initializeApdu(params(2)));
}

void ScHsmInitTest::validationRefusesBeforeSending_data()
{
    QTest::addColumn<QString>("so");
    QTest::addColumn<QByteArray>("pin");
    QTest::addColumn<int>("tries");
    QTest::addColumn<int>("shares");
    QTest::addColumn<QString>("says");
    const QString factory = QString::fromLatin1(ScHsm::kFactorySoPin);
    QTest::newRow("SO PIN too short") << QStringLiteral("353736323138") << QByteArray("648219") << 3
                                      << -1 << QStringLiteral("16 hexadecimal digits");
    QTest::newRow("SO PIN not hex") << QStringLiteral("35373632313838zz") << QByteArray("648219")
                                    << 3 << -1 << QStringLiteral("16 hexadecimal digits");
    QTest::newRow("SO PIN as decimal digits of the old default")
        << QStringLiteral("57621880") << QByteArray("648219") << 3 << -1
        << QStringLiteral("3537363231383830");
    QTest::newRow("user PIN 5") << factory << QByteArray("12345") << 3 << -1
                                << QStringLiteral("at least 6");
    QTest::newRow("user PIN 17") << factory << QByteArray(17, '1') << 3 << -1
                                 << QStringLiteral("longer than 16");
    QTest::newRow("6 characters, 4 tries")
        << factory << QByteArray("123456") << 4 << -1 << QStringLiteral("at most 3 tries");
    QTest::newRow("7 characters, 6 tries")
        << factory << QByteArray("1234567") << 6 << -1 << QStringLiteral("at most 5 tries");
    QTest::newRow("11 tries") << factory << QByteArray("12345678") << 11 << -1
                              << QStringLiteral("from 1 to 10");
    QTest::newRow("0 shares") << factory << QByteArray("123456") << 3 << 0
                              << QStringLiteral("DKEK shares");
}

void ScHsmInitTest::validationRefusesBeforeSending()
{
    QFETCH(QString, so);
    QFETCH(QByteArray, pin);
    QFETCH(int, tries);
    QFETCH(int, shares);
    QFETCH(QString, says);
    ScHsm::InitParams p;
    p.soPinHex = so;
    p.userPin = pin;
    p.retryCounter = tries;
    p.dkekShares = shares;
    FakeTransport t;
    const Status st = ScHsm::initialize(t, p);
    QVERIFY(!st);
    QCOMPARE(st.error().kind, ErrorKind::InvalidInput);
    QVERIFY2(st.error().detail.contains(says), qPrintable(st.error().detail));
    QVERIFY(!st.error().detail.endsWith(u'.'));
    QVERIFY(t.sent.isEmpty());
    QCOMPARE(t.begun, 0);
}

void ScHsmInitTest::statusWordsInSentences()
{
    QVERIFY(ScHsm::statusSentence(0x50, 0x9000).isEmpty());
    QCOMPARE(ScHsm::statusSentence(0x50, 0x63C2),
             QStringLiteral("The current SO PIN is wrong; 2 tries are left before it is blocked "
                            "for good. Nothing was changed."));
    QCOMPARE(ScHsm::statusSentence(0x50, 0x63C1),
             QStringLiteral("The current SO PIN is wrong; 1 try is left before it is blocked "
                            "for good. Nothing was changed."));
    QCOMPARE(ScHsm::statusSentence(0x50, 0x6983),
             QStringLiteral("The SO PIN is blocked: the device cannot be initialised again."));
    QCOMPARE(ScHsm::statusSentence(0x50, 0x6985),
             QStringLiteral("The device refused the current SO PIN; nothing was changed."));
    QCOMPARE(ScHsm::statusSentence(0xA4, 0x6A82),
             QStringLiteral("The card has no SmartCard-HSM application; nothing was changed."));
    QVERIFY(ScHsm::statusSentence(0x50, 0x6A80).contains(QStringLiteral("initialisation data")));
    QCOMPARE(ScHsm::statusSentence(0x50, 0x6F00),
             QStringLiteral("The device refused the initialisation with status 6F00."));

    const Error wrong = ScHsm::statusError(0x50, 0x63C2);
    QCOMPARE(wrong.kind, ErrorKind::WrongPin);
    QCOMPARE(wrong.triesLeft, 2);
    QCOMPARE(ScHsm::sentence(wrong), ScHsm::statusSentence(0x50, 0x63C2));
    QCOMPARE(ScHsm::statusError(0x50, 0x6983).kind, ErrorKind::PinBlocked);
    QCOMPARE(ScHsm::statusError(0xA4, 0x6A82).kind, ErrorKind::NotSupported);
    // Every sentence is whole: a capital first, a full stop last.
    for (const quint16 sw : {0x63C0, 0x6700, 0x6982, 0x6983, 0x6985, 0x6986, 0x6A80, 0x6A86, 0x6D00,
                             0x6E00, 0x6581, 0x6F00}) {
        const QString s = ScHsm::statusSentence(0x50, sw);
        QVERIFY2(s.front().isUpper() && s.endsWith(u'.'), qPrintable(s));
    }
}

void ScHsmInitTest::wrongSoPinStopsAfterInitialize()
{
    FakeTransport t;
    t.answers = {0x9000, 0x63C1};
    const Status st = ScHsm::initialize(t, params(-1));
    QVERIFY(!st);
    QCOMPARE(st.error().triesLeft, 1);
    QCOMPARE(t.sent.size(), 2);
    QCOMPARE(t.ended, 1);

    FakeTransport noApplet;
    noApplet.answers = {0x6A82};
    const Status st2 = ScHsm::initialize(noApplet, params(-1));
    QVERIFY(!st2);
    QCOMPARE(noApplet.sent.size(), 1); // INITIALIZE DEVICE is not sent to another card
    QCOMPARE(noApplet.ended, 1);
}

QTEST_GUILESS_MAIN(ScHsmInitTest)
#include "ScHsmInitTest.moc"
