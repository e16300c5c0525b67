// SPDX-License-Identifier: GPL-3.0-or-later
// The SmartCard-HSM's status as Keyward reads it back after an initialisation:
// the APDUs sc-hsm-tool sends for it, the answers parsed, and the sentences made
// only from those answers.
#include "pcsc/ScHsmStatus.h"

#include <QTest>

using namespace keyward;
using namespace keyward::pcsc;

namespace {

/// Records every APDU and answers each with the next scripted response.
class FakeTransport : public ScHsm::Transport
{
public:
    QList<QByteArray> sent;
    QList<ApduResponse> answers;
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
        return answers.isEmpty() ? ApduResponse{{}, 0x9000} : answers.takeFirst();
    }
    void end() override { ++ended; }
};

ApduResponse sw(quint16 status, const QByteArray &data = {})
{
    return ApduResponse{data, status};
}

/// The FCP keyward-vcard (and a SmartCard-HSM 3.5) answers SELECT with.
QByteArray fcp(quint8 options)
{
    const QByteArray f = QByteArray::fromHex("820138") +
                         QByteArray::fromHex("840BE82B0601040181C31F0201") +
                         QByteArray::fromHex("8505") + QByteArray(1, '\0') +
                         QByteArray(1, char(options)) + QByteArray::fromHex("FF0305");
    return QByteArray(1, char(0x62)) + QByteArray(1, char(f.size())) + f;
}

ScHsm::InitParams params(int dkekShares)
{
    ScHsm::InitParams p;
    p.soPinHex = QString::fromLatin1(ScHsm::kFactorySoPin);
    p.userPin = "648219";
    p.dkekShares = dkekShares;
    return p;
}

} // namespace

class ScHsmStatusTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void queriesAreScHsmToolsBytes();
    void selectAnswerParsed();
    void statusAfterInitialisation();
    void pendingAndCompleteDkek();
    void notInitialised();
    void refusedSoPinGetsItsCounter();
};

void ScHsmStatusTest::queriesAreScHsmToolsBytes()
{
    // OpenSC card-sc-hsm.c: SC_PIN_CMD_GET_INFO is VERIFY (case 1) on 81/88;
    // sc_hsm_import_dkek_share() without a share is case 2 CLA 80 INS 52, Le 00.
    QCOMPARE(ScHsm::verifyStatusApdu(0x88), QByteArray::fromHex("00200088"));
    QCOMPARE(ScHsm::verifyStatusApdu(0x81), QByteArray::fromHex("00200081"));
    QCOMPARE(ScHsm::dkekStatusApdu(), QByteArray::fromHex("8052000000"));
}

void ScHsmStatusTest::selectAnswerParsed()
{
    ScHsm::DeviceStatus s;
    QVERIFY(ScHsm::parseSelectAnswer(fcp(0x01), &s));
    QCOMPARE(s.versionMajor, 3);
    QCOMPARE(s.versionMinor, 5);
    QCOMPARE(int(s.options), 0x01);
    ScHsm::DeviceStatus none;
    QVERIFY(!ScHsm::parseSelectAnswer(QByteArray::fromHex("6203820138"), &none));
    QVERIFY(!ScHsm::parseSelectAnswer(QByteArray::fromHex("62FF85"), &none));
    QVERIFY(!ScHsm::parseSelectAnswer({}, &none));
}

void ScHsmStatusTest::statusAfterInitialisation()
{
    FakeTransport t;
    t.answers = {sw(0x9000), sw(0x9000), sw(0x9000, fcp(0x01)), sw(0x63CF), sw(0x63C3), sw(0x6D00)};
    auto status = ScHsm::initializeAndRead(t, params(-1));
    QVERIFY(status);
    QCOMPARE(t.begun, 1);
    QCOMPARE(t.ended, 1);
    QCOMPARE(t.sent.size(), 6);
    QCOMPARE(t.sent.at(2), ScHsm::selectApdu());
    QCOMPARE(t.sent.at(3), QByteArray::fromHex("00200088"));
    QCOMPARE(t.sent.at(4), QByteArray::fromHex("00200081"));
    QCOMPARE(t.sent.at(5), QByteArray::fromHex("8052000000"));
    QVERIFY(status->initialised);
    QCOMPARE(status->soTriesLeft, 15);
    QCOMPARE(status->userTriesLeft, 3);
    QCOMPARE(status->dkekShares, -1);
    const QStringList lines = ScHsm::reportSentences(QStringLiteral("R 00 00"), *status);
    QCOMPARE(lines,
             QStringList({QStringLiteral("The SmartCard-HSM in \"R 00 00\" (version 3.5) reports "
                                         "that it is initialised."),
                          QStringLiteral("Its user PIN has 3 tries left."),
                          QStringLiteral("Its SO PIN has 15 tries left."),
                          QStringLiteral("The SO PIN can set a new user PIN."),
                          QStringLiteral("It has no DKEK shares: its keys cannot be exported "
                                         "wrapped.")}));
}

void ScHsmStatusTest::pendingAndCompleteDkek()
{
    FakeTransport t;
    t.answers = {sw(0x9000, fcp(0x00)), sw(0x63C1), sw(0x6983),
                 sw(0x9000, QByteArray::fromHex("03020102030405060708"))};
    t.begin();
    auto status = ScHsm::readStatusInTransaction(t);
    QVERIFY(status);
    QCOMPARE(status->soTriesLeft, 1);
    QCOMPARE(status->userTriesLeft, 0);
    QCOMPARE(status->dkekShares, 3);
    QCOMPARE(status->dkekOutstanding, 2);
    QStringList lines = ScHsm::reportSentences(QStringLiteral("R"), *status);
    QVERIFY(lines.contains(QStringLiteral("Its user PIN is blocked.")));
    QVERIFY(lines.contains(QStringLiteral("Its SO PIN has 1 try left.")));
    QVERIFY(!lines.contains(QStringLiteral("The SO PIN can set a new user PIN.")));
    QCOMPARE(lines.last(), QStringLiteral("It waits for 2 of 3 DKEK shares to be imported before "
                                          "keys can be made."));
    ScHsm::DeviceStatus complete = status.value();
    complete.dkekOutstanding = 0;
    complete.dkekCheckValue = QByteArray::fromHex("0102030405060708");
    lines = ScHsm::reportSentences(QStringLiteral("R"), complete);
    QCOMPARE(lines.last(), QStringLiteral("Its DKEK of 3 shares is complete (key check value "
                                          "0102030405060708)."));
}

void ScHsmStatusTest::notInitialised()
{
    FakeTransport t;
    t.answers = {sw(0x9000, fcp(0x00)), sw(0x6A88)};
    auto status = ScHsm::readStatusInTransaction(t);
    QVERIFY(status);
    QVERIFY(!status->initialised);
    QCOMPARE(t.sent.size(), 2); // nothing more is asked of a device that has no PINs
    QCOMPARE(ScHsm::reportSentences(QStringLiteral("R"), *status),
             QStringList(
                 QStringLiteral("The SmartCard-HSM in \"R\" reports that it is not initialised.")));
}

void ScHsmStatusTest::refusedSoPinGetsItsCounter()
{
    // The device refuses INITIALIZE DEVICE with 6982 (no count); the SO PIN's counter says 14.
    FakeTransport t;
    t.answers = {sw(0x9000), sw(0x6982), sw(0x63CE)};
    auto status = ScHsm::initializeAndRead(t, params(2));
    QVERIFY(!status);
    QCOMPARE(t.sent.size(), 3);
    QCOMPARE(t.sent.at(2), QByteArray::fromHex("00200088"));
    QCOMPARE(status.error().kind, ErrorKind::WrongPin);
    QCOMPARE(status.error().triesLeft, 14);
    QVERIFY(status.error().detail.contains(QStringLiteral("14 tries are left")));
    QCOMPARE(t.ended, 1);
    // A count in the refusal itself is kept as it is.
    FakeTransport counted;
    counted.answers = {sw(0x9000), sw(0x63C5)};
    auto again = ScHsm::initializeAndRead(counted, params(-1));
    QVERIFY(!again);
    QCOMPARE(counted.sent.size(), 2);
    QCOMPARE(again.error().triesLeft, 5);
}

QTEST_GUILESS_MAIN(ScHsmStatusTest)
#include "ScHsmStatusTest.moc"
