// SPDX-License-Identifier: GPL-3.0-or-later
// SmartCard-HSM DKEK commands: the APDUs OpenSC sends, sc-hsm-tool's wrapped-key
// file, and the refusals that send nothing that changes the device.
#include "pcsc/ScHsmDkek.h"

#include <QTest>

using namespace keyward;
using namespace keyward::pcsc;

namespace {

/// Records every APDU; answers IMPORT DKEK SHARE with `status`, READ BINARY
/// with 6A82 (no such file), everything else with 9000.
class FakeTransport : public ScHsm::Transport
{
public:
    QList<QByteArray> sent;
    QByteArray status = QByteArray::fromHex("0100") + QByteArray::fromHex("1122334455667788");

    Status begin() override { return {}; }
    Result<ApduResponse> transmit(const QByteArray &apdu) override
    {
        sent << apdu;
        ApduResponse r;
        r.sw = 0x9000;
        if (apdu.startsWith(QByteArray::fromHex("8052"))) {
            r.data = status;
        } else if (apdu.mid(1, 1) == QByteArray::fromHex("B1")) {
            r.sw = 0x6A82;
        }
        return r;
    }
    void end() override {}
    /// The instruction bytes sent, as "A4 52 20 ...".
    QString instructions() const
    {
        QStringList out;
        for (const QByteArray &a : sent) {
            out << QString::fromLatin1(a.mid(1, 1).toHex().toUpper());
        }
        return out.join(QLatin1Char(' '));
    }
};

ScHsm::WrappedKey key(const QByteArray &kcv)
{
    ScHsm::WrappedKey k;
    k.blob = kcv + QByteArray(40, '\x5A');
    k.prkd = QByteArray::fromHex("A0 06 30 04 0C 02 41 42");
    return k;
}

} // namespace

class ScHsmDkekTest : public QObject
{
    Q_OBJECT

private slots:
    void apdusAsOpenScSendsThem()
    {
        QCOMPARE(ScHsm::dkekStatusApdu(), QByteArray::fromHex("8052000000"));
        QCOMPARE(ScHsm::importShareApdu(QByteArray(32, '\x01')),
                 QByteArray::fromHex("8052000020") + QByteArray(32, '\x01') + QByteArray(1, 0));
        QCOMPARE(ScHsm::wrapApdu(3), QByteArray::fromHex("80720392000000"));
        QCOMPARE(ScHsm::unwrapApdu(3), QByteArray::fromHex("80740393"));
        QCOMPARE(ScHsm::readEfApdu(0xC403, 256), QByteArray::fromHex("00B1C403045402010000"));
        const auto writes = ScHsm::writeEfApdus(0x2F10, QByteArray(300, '\x07'));
        QCOMPARE(writes.size(), 2);
        QVERIFY(writes[0].startsWith(QByteArray::fromHex("00D72F10CF54020000"
                                                         "5381C8")));
        QVERIFY(writes[1].startsWith(QByteArray::fromHex("00D72F106A540200C8"
                                                         "5364")));
    }

    void statusParsed()
    {
        const auto s = ScHsm::parseDkekStatus(QByteArray::fromHex("0201A1A2A3A4A5A6A7A8"));
        QVERIFY(s);
        QCOMPARE(s->shares, 2);
        QCOMPARE(s->outstanding, 1);
        QCOMPARE(s->kcv, QByteArray::fromHex("A1A2A3A4A5A6A7A8"));
        QVERIFY(!ScHsm::parseDkekStatus(QByteArray::fromHex("0201A1")));
    }

    void wrappedKeyFileRoundTrip()
    {
        ScHsm::WrappedKey k = key(QByteArray(8, '\x11'));
        k.certificate = QByteArray::fromHex("30 03 02 01 05");
        const QByteArray file = ScHsm::encodeWrappedKey(k);
        auto back = ScHsm::decodeWrappedKey(file);
        QVERIFY(back);
        QCOMPARE(back->blob, k.blob);
        QCOMPARE(back->prkd, k.prkd);
        QCOMPARE(back->certificate, k.certificate);
        for (int cut : {1, 5, 20, int(file.size()) - 1}) {
            QVERIFY2(!ScHsm::decodeWrappedKey(file.left(cut)), qPrintable(QString::number(cut)));
        }
        QVERIFY(!ScHsm::decodeWrappedKey(file + '\0'));
        QVERIFY(!ScHsm::decodeWrappedKey(QByteArray("Salted__") + QByteArray(56, 'x')));
    }

    void keyDescriptionsGiveTheKeyReferenceOfAnId()
    {
        // An EC key's description ([0]) and an RSA key's (SEQUENCE): CommonObjectAttributes,
        // then CommonKeyAttributes with the ID first.
        const QByteArray ec =
            QByteArray::fromHex("A0 0E 30 04 0C 02 41 42 30 06 04 02 AB CD 03 00");
        const QByteArray rsa = QByteArray::fromHex("30 0B 30 00 30 07 04 03 01 02 03 03 00");
        QCOMPARE(ScHsm::prkdKeyId(ec), QByteArray::fromHex("ABCD"));
        QCOMPARE(ScHsm::prkdKeyId(rsa), QByteArray::fromHex("010203"));
        QVERIFY(ScHsm::prkdKeyId(QByteArray::fromHex("A0 04 30 02 04 00")).isEmpty());
        QVERIFY(ScHsm::prkdKeyId(QByteArray::fromHex("04 02 AB")).isEmpty());

        ScHsm::KeyDirectory dir;
        dir.keys = {{1, QByteArray::fromHex("ABCD")}, {3, QByteArray()}};
        dir.described = {1, 2};
        QCOMPARE(dir.keyRefFor(QByteArray::fromHex("ABCD")), 1);
        QCOMPARE(dir.keyRefFor(QByteArray::fromHex("0102")), 0);
        QCOMPARE(dir.keyRefFor(QByteArray()), 0);
        QCOMPARE(dir.freeKeyRef(), 4); // 1 and 3 hold keys, 2 a description
        dir.certified = {4};
        QCOMPARE(dir.freeKeyRef(), 5); // a certificate a deleted key left behind
        QCOMPARE(ScHsm::enumerateApdu(), QByteArray::fromHex("80580000000000"));
    }

    void unwrapUnderAnotherDkekSendsNothingThatChanges()
    {
        FakeTransport t;
        const Status st = ScHsm::unwrapKey(t, "648219", 1, key(QByteArray(8, '\x22')));
        QVERIFY(!st);
        QVERIFY(st.error().detail.contains(QStringLiteral("another DKEK")));
        QCOMPARE(t.instructions(), QStringLiteral("A4 52"));
    }

    void unwrapWithIncompleteDkekRefused()
    {
        FakeTransport t;
        t.status = QByteArray::fromHex("0201") + QByteArray::fromHex("1122334455667788");
        QVERIFY(!ScHsm::unwrapKey(t, "648219", 1, key(QByteArray::fromHex("1122334455667788"))));
        QCOMPARE(t.instructions(), QStringLiteral("A4 52"));
    }

    void unwrapSendsBlobThenDescription()
    {
        FakeTransport t;
        const auto k = key(QByteArray::fromHex("1122334455667788"));
        QVERIFY(ScHsm::unwrapKey(t, "648219", 7, k));
        QCOMPARE(t.instructions(), QStringLiteral("A4 52 B1 20 D7 74 D7"));
        QCOMPARE(t.sent[2].mid(2, 2), QByteArray::fromHex("C407"));
        QCOMPARE(t.sent[4].mid(2, 2), QByteArray::fromHex("2F10"));
        QCOMPARE(t.sent[5], QByteArray::fromHex("80740793"));
        QCOMPARE(t.sent[6].mid(2, 2), QByteArray::fromHex("C407"));
    }

    void importRefusedWhenComplete()
    {
        FakeTransport t;
        t.status = QByteArray::fromHex("0100") + QByteArray(8, '\x01');
        auto r = ScHsm::importShare(t, QByteArray(32, '\x03'), {});
        QVERIFY(!r);
        QCOMPARE(t.instructions(), QStringLiteral("A4 52"));
        QCOMPARE(t.sent[1], ScHsm::dkekStatusApdu());
    }

    void importCheckCanRefuse()
    {
        FakeTransport t;
        t.status = QByteArray::fromHex("0101") + QByteArray(8, '\x00');
        auto r = ScHsm::importShare(t, QByteArray(32, '\x03'), [](const ScHsm::DkekStatus &) {
            return Status(Error::invalidInput(QStringLiteral("x"), QStringLiteral("no")));
        });
        QVERIFY(!r);
        QCOMPARE(t.instructions(), QStringLiteral("A4 52"));
        auto ok = ScHsm::importShare(t, QByteArray(32, '\x03'), {});
        QVERIFY(ok);
        QCOMPARE(t.sent.last().size(), 5 + 32 + 1);
    }
};

QTEST_GUILESS_MAIN(ScHsmDkekTest)
#include "ScHsmDkekTest.moc"
