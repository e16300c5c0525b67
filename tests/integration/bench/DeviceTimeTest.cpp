// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark engine on a real stack: device-time runs (raw APDUs over
// PC/SC) against keyward-vcard in the sandbox, stored and exported.
#include "bench/BenchEngine.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"
#include "bench/pcsc/OpenPgpApduRunner.h"
#include "pcsc/ApduChannel.h"
#include "pcsc/ReaderList.h"

#include <PCSC/winscard.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace keyward;
using namespace keyward::bench;

template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

class DeviceTimeTest : public QObject
{
    Q_OBJECT
private:
    QString m_reader;

    RunResult runCase(OperationKind op, int iterations)
    {
        BenchCase c;
        c.device.id = QStringLiteral("pcsc:") + m_reader;
        c.device.kind = QStringLiteral("openpgp-card");
        c.device.vendor = QStringLiteral("Yubico");
        c.device.model = QStringLiteral("YubiKey 5");
        c.device.isVirtual = true;
        c.operation = op;
        c.path = BenchPath::DeviceTime;
        c.warmup = 1;
        c.iterations = iterations;
        c.keyOrigin = QStringLiteral("existing:card");
        OpenPgpApduConfig cfg{m_reader, op, QByteArrayLiteral("123456")};
        auto r = BenchEngine::run(c, OpenPgpApduRunner::factory(cfg), CancelToken());
        if (!r.ok()) {
            qWarning() << r.error().technical();
            return {};
        }
        return r.value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        m_reader = QString::fromLocal8Bit(qgetenv("KEYWARD_SANDBOX_READERS"))
                       .section(QLatin1Char('\n'), 0, 0);
        QProcess::execute(QStringLiteral("gpgconf"),
                          {QStringLiteral("--kill"), QStringLiteral("scdaemon")});

        // Throw-away signature, decryption and authentication keys on the sandbox card
        // (factory admin PIN), generated on the card.
        pcsc::ApduChannel ch;
        QVERIFY(ch.connect(m_reader).ok());
        QCOMPARE(ch.transmit(QByteArray::fromHex("00a4040006d27600012401"))->sw, quint16(0x9000));
        QCOMPARE(ch.transmit(QByteArray::fromHex("0020008308") + QByteArrayLiteral("12345678"))->sw,
                 quint16(0x9000));
        for (const char *crt : {"b600", "b800", "a400"}) {
            auto r = ch.transmit(QByteArray::fromHex("0047800002") + QByteArray::fromHex(crt) +
                                 QByteArray(1, '\0'));
            QVERIFY2(r.ok(), qPrintable(why(r)));
            if (r->sw == 0x6700) { // no short form: extended Lc/Le
                r = ch.transmit(QByteArray::fromHex("00478000000002") + QByteArray::fromHex(crt) +
                                QByteArray::fromHex("0000"));
            }
            QVERIFY2(r.ok() && r->sw == 0x9000, qPrintable(QString::number(r->sw, 16)));
        }
    }

    void pinVerify()
    {
        const RunResult r = runCase(OperationKind::PinVerify, 5);
        QCOMPARE(r.steady().count, 5);
        QCOMPARE(r.cold().count, 1);
        QVERIFY(r.steady().min > 0);
    }

    void signDecryptAuthenticate()
    {
        for (OperationKind op :
             {OperationKind::Sign, OperationKind::Decrypt, OperationKind::Authenticate}) {
            const RunResult r = runCase(op, 3);
            QCOMPARE(r.steady().count, 3);
            qInfo("%s: median %.2f ms", qPrintable(toString(op)), r.steady().median / 1e6);
        }
    }

    void ecdhDecrypt_data()
    {
        QTest::addColumn<QByteArray>("attributes");
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("cv25519") << QByteArray::fromHex("122b060104019755010501")
                                 << QStringLiteral("ECDH-Curve25519");
        QTest::newRow("nistp256") << QByteArray::fromHex("122a8648ce3d030107")
                                  << QStringLiteral("ECDH-P256");
    }
    void ecdhDecrypt()
    {
        QFETCH(QByteArray, attributes);
        QFETCH(QString, algorithm);
        {
            // Switch the decryption slot to the curve and make a key there.
            pcsc::ApduChannel ch;
            QVERIFY(ch.connect(m_reader).ok());
            QCOMPARE(ch.transmit(QByteArray::fromHex("00a4040006d27600012401"))->sw,
                     quint16(0x9000));
            QCOMPARE(
                ch.transmit(QByteArray::fromHex("0020008308") + QByteArrayLiteral("12345678"))->sw,
                quint16(0x9000));
            QCOMPARE(ch.transmit(QByteArray::fromHex("00da00c2") +
                                 QByteArray(1, char(attributes.size())) + attributes)
                         ->sw,
                     quint16(0x9000));
            QCOMPARE(ch.transmit(QByteArray::fromHex("0047800002b80000"))->sw, quint16(0x9000));
        }
        OpenPgpApduConfig cfg{m_reader, OperationKind::Decrypt, QByteArrayLiteral("123456")};
        OpenPgpApduRunner probe(cfg);
        const Status ready = probe.setup();
        QVERIFY2(ready.ok(), qPrintable(ready.error().technical()));
        QCOMPARE(probe.algorithm(), algorithm);
        probe.teardown();
        const RunResult r = runCase(OperationKind::Decrypt, 3);
        QCOMPARE(r.steady().count, 3);
        qInfo("%s decrypt: median %.2f ms", qPrintable(algorithm), r.steady().median / 1e6);
    }
    void wrongPinFailsOnceInSetup()
    {
        BenchCase c;
        c.operation = OperationKind::PinVerify;
        c.path = BenchPath::DeviceTime;
        c.iterations = 100;
        OpenPgpApduConfig cfg{m_reader, OperationKind::PinVerify, QByteArrayLiteral("654321")};
        auto r = BenchEngine::run(c, OpenPgpApduRunner::factory(cfg), CancelToken());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::WrongPin);
        QCOMPARE(r.error().triesLeft, 2); // one try used, not a hundred
        // Reset the counter with the right PIN.
        QVERIFY(runCase(OperationKind::PinVerify, 1).steady().count == 1);
    }

    /// PW1's retry counter as the card reports it (GET DATA C4, byte 4).
    int pw1Tries()
    {
        pcsc::ApduChannel ch;
        if (!ch.connect(m_reader).ok()) {
            return -1;
        }
        ch.transmit(QByteArray::fromHex("00a4040006d27600012401"));
        auto r = ch.transmit(QByteArray::fromHex("00ca00c400"));
        return r && r->sw == 0x9000 && r->data.size() >= 7 ? quint8(r->data.at(4)) : -1;
    }

    static Result<RunResult> runWith(OperationKind op, const QByteArray &pin,
                                     std::shared_ptr<PinGuard> guard, const QString &reader)
    {
        BenchCase c;
        c.operation = op;
        c.path = BenchPath::DeviceTime;
        c.iterations = 2;
        const OpenPgpApduConfig cfg{reader, op, pin, std::move(guard)};
        return BenchEngine::run(c, OpenPgpApduRunner::factory(cfg), CancelToken());
    }

    void aRefusedPinIsNotSentByTheNextCase()
    {
        QCOMPARE(pw1Tries(), 3);
        const auto guard = std::make_shared<PinGuard>();
        const QByteArray wrong = QByteArrayLiteral("654321");
        auto first = runWith(OperationKind::PinVerify, wrong, guard, m_reader);
        QVERIFY(!first.ok());
        QCOMPARE(first.error().kind, ErrorKind::WrongPin);
        for (OperationKind op : {OperationKind::Sign, OperationKind::Decrypt,
                                 OperationKind::Authenticate, OperationKind::PinVerify}) {
            auto next = runWith(op, wrong, guard, m_reader);
            QVERIFY(!next.ok());
            QCOMPARE(next.error().code, kPinRefusedEarlier);
        }
        QCOMPARE(pw1Tries(), 2); // five cases, one try
        QVERIFY(runCase(OperationKind::PinVerify, 1).steady().count == 1);
        QCOMPARE(pw1Tries(), 3);
    }

    void theLastTryIsSentOnlyWhenAgreed()
    {
        const QByteArray wrong = QByteArrayLiteral("654321");
        QVERIFY(!runWith(OperationKind::PinVerify, wrong, {}, m_reader).ok());
        QVERIFY(!runWith(OperationKind::PinVerify, wrong, {}, m_reader).ok());
        QCOMPARE(pw1Tries(), 1);
        // Not even the right PIN goes out without agreement: a typo would block the card.
        for (OperationKind op : {OperationKind::PinVerify, OperationKind::Sign}) {
            auto refused = runWith(op, QByteArrayLiteral("123456"), {}, m_reader);
            QVERIFY(!refused.ok());
            QCOMPARE(refused.error().code, kPinLastTryRefused);
            QCOMPARE(pw1Tries(), 1);
        }
        auto agreed = runWith(OperationKind::PinVerify, QByteArrayLiteral("123456"),
                              std::make_shared<PinGuard>(true), m_reader);
        QVERIFY2(agreed.ok(), qPrintable(why(agreed)));
        QCOMPARE(pw1Tries(), 3);
    }

    void busyWhileHeldExclusively()
    {
        // Hold the reader exclusively, as scdaemon does.
        SCARDCONTEXT ctx = 0;
        SCardEstablishContext(SCARD_SCOPE_SYSTEM, nullptr, nullptr, &ctx);
        SCARDHANDLE card = 0;
        DWORD proto = 0;
        const QByteArray name = m_reader.toUtf8();
        QCOMPARE(SCardConnect(ctx, name.constData(), SCARD_SHARE_EXCLUSIVE,
                              SCARD_PROTOCOL_T0 | SCARD_PROTOCOL_T1, &card, &proto),
                 SCARD_S_SUCCESS);
        BenchCase c;
        c.operation = OperationKind::Sign;
        c.path = BenchPath::DeviceTime;
        OpenPgpApduConfig cfg{m_reader, OperationKind::Sign, QByteArrayLiteral("123456")};
        auto r = BenchEngine::run(c, OpenPgpApduRunner::factory(cfg), CancelToken());
        SCardDisconnect(card, SCARD_LEAVE_CARD);
        SCardReleaseContext(ctx);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Busy);
    }

    void storedAndExportedAsVirtual()
    {
        const RunResult result = runCase(OperationKind::PinVerify, 3);
        RunRecord rec = RunRecord::fromResult(result, Environment::current());
        ResultStore store(QStringLiteral(":memory:"));
        QVERIFY(store.open().ok());
        QVERIFY(store.save(rec).ok());
        auto back = store.load(rec.id);
        QVERIFY(back.ok());
        QVERIFY(back->device.isVirtual);
        QCOMPARE(back->path, QStringLiteral("device-time"));
        QVERIFY(back->label().contains(QStringLiteral("virtual")));
        const QJsonObject o = QJsonDocument::fromJson(toJson({back.value()})).object();
        QVERIFY(o[QStringLiteral("runs")]
                    .toArray()[0]
                    .toObject()[QStringLiteral("device")]
                    .toObject()[QStringLiteral("virtual")]
                    .toBool());
    }
};

QTEST_GUILESS_MAIN(DeviceTimeTest)
#include "DeviceTimeTest.moc"
