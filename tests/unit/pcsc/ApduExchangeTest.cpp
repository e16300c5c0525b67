// SPDX-License-Identifier: GPL-3.0-or-later
// 61xx / 6Cxx handling against a scripted card.
#include "pcsc/ApduExchange.h"

#include <PCSC/pcsclite.h>

#include <QList>
#include <QTest>

using namespace keyward::pcsc;

namespace {

/// Answers each command with the next scripted response and records what it got.
struct ScriptedCard
{
    QList<QByteArray> responses;
    QList<QByteArray> commands;
    LONG failWith = SCARD_S_SUCCESS;

    static LONG transmit(void *self, const quint8 *apdu, DWORD length, quint8 *out,
                         DWORD *outLength)
    {
        auto *card = static_cast<ScriptedCard *>(self);
        card->commands << QByteArray(reinterpret_cast<const char *>(apdu), qsizetype(length));
        if (card->failWith != SCARD_S_SUCCESS) {
            return card->failWith;
        }
        const QByteArray r = card->responses.takeFirst();
        if (DWORD(r.size()) > *outLength) {
            return SCARD_E_INSUFFICIENT_BUFFER;
        }
        memcpy(out, r.constData(), size_t(r.size()));
        *outLength = DWORD(r.size());
        return SCARD_S_SUCCESS;
    }

    QByteArray exchange(const QByteArray &apdu, qsizetype capacity = 1024, LONG *rvOut = nullptr)
    {
        QByteArray out(capacity, '\0');
        LONG rv = 0;
        const qint64 n = exchangeApdu(
            &ScriptedCard::transmit, this, reinterpret_cast<const quint8 *>(apdu.constData()),
            apdu.size(), reinterpret_cast<quint8 *>(out.data()), out.size(), &rv);
        if (rvOut) {
            *rvOut = rv;
        }
        return n < 0 ? QByteArray() : out.left(n);
    }
};

QByteArray hex(const char *h)
{
    return QByteArray::fromHex(h);
}

} // namespace

class ApduExchangeTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plainAnswer()
    {
        ScriptedCard card{{hex("01029000")}, {}};
        QCOMPARE(card.exchange(hex("00a4040006d27600012401")), hex("01029000"));
        QCOMPARE(card.commands.size(), 1);
    }

    void getResponseChain()
    {
        // 61 03 → GET RESPONSE Le=03 → data + 61 02 → GET RESPONSE Le=02 → data + 9000
        ScriptedCard card{{hex("aa6103"), hex("bbccdd6102"), hex("eeff9000")}, {}};
        QCOMPARE(card.exchange(hex("00ca006e00")), hex("aabbccddeeff9000"));
        QCOMPARE(card.commands.size(), 3);
        QCOMPARE(card.commands[1], hex("00c0000003"));
        QCOMPARE(card.commands[2], hex("00c0000002"));
    }

    void wrongLeIsRepeated_data()
    {
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QByteArray>("repeated");
        QTest::newRow("case 2: Le replaced") << hex("00b0000000") << hex("00b0000010");
        QTest::newRow("case 1: Le appended") << hex("00b00000") << hex("00b0000010");
        QTest::newRow("case 4: Le replaced") << hex("00880000020102ff") << hex("0088000002010210");
        QTest::newRow("case 3: Le appended") << hex("0088000002 0102") << hex("0088000002010210");
    }
    void wrongLeIsRepeated()
    {
        QFETCH(QByteArray, command);
        QFETCH(QByteArray, repeated);
        ScriptedCard card{{hex("6c10"), QByteArray(16, '\x11') + hex("9000")}, {}};
        QCOMPARE(card.exchange(command), QByteArray(16, '\x11') + hex("9000"));
        QCOMPARE(card.commands.size(), 2);
        QCOMPARE(card.commands[1], repeated);
    }

    void statusWordsPassThrough()
    {
        ScriptedCard card{{hex("6982")}, {}};
        QCOMPARE(card.exchange(hex("002000810631323334")), hex("6982"));
    }

    void transportErrorAndSmallBuffer()
    {
        ScriptedCard gone{{}, {}, SCARD_W_REMOVED_CARD};
        LONG rv = 0;
        QVERIFY(gone.exchange(hex("00ca006e00"), 1024, &rv).isEmpty());
        QCOMPARE(rv, SCARD_W_REMOVED_CARD);

        ScriptedCard big{{QByteArray(300, '\x01') + hex("9000")}, {}};
        QVERIFY(big.exchange(hex("00ca006e00"), 100, &rv).isEmpty());
        QCOMPARE(rv, SCARD_E_INSUFFICIENT_BUFFER);

        ScriptedCard tooShort{{}, {}};
        QVERIFY(tooShort.exchange(hex("00ca00"), 100, &rv).isEmpty());
        QCOMPARE(rv, SCARD_E_INVALID_PARAMETER);
    }
};

QTEST_GUILESS_MAIN(ApduExchangeTest)
#include "ApduExchangeTest.moc"
