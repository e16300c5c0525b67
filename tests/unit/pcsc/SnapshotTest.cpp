// SPDX-License-Identifier: GPL-3.0-or-later
#include "pcsc/PcscContext.h"
#include "pcsc/ReaderState.h"

#include <PCSC/pcsclite.h>

#include <QTest>

using namespace keyward::pcsc;

namespace {
ReaderState reader(const char *name, bool present, const QByteArray &atr = {})
{
    ReaderState r;
    r.name = QString::fromLatin1(name);
    r.cardPresent = present;
    r.atr = atr;
    r.stateFlags = present ? SCARD_STATE_PRESENT : SCARD_STATE_EMPTY;
    return r;
}
} // namespace

class SnapshotTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void identical()
    {
        const QList<ReaderState> a{reader("A", true, "\x3b\x01"), reader("B", false)};
        QVERIFY(diffSnapshots(a, a).isEmpty());
        // Order alone is no change.
        const QList<ReaderState> b{a[1], a[0]};
        QVERIFY(diffSnapshots(a, b).isEmpty());
    }

    void addedRemovedChanged()
    {
        const QList<ReaderState> before{reader("A", true, "\x3b\x01"), reader("B", false),
                                        reader("C", false)};
        const QList<ReaderState> after{reader("A", false), reader("B", false), reader("D", true)};
        const SnapshotDiff d = diffSnapshots(before, after);
        QCOMPARE(d.added, QStringList{QStringLiteral("D")});
        QCOMPARE(d.removed, QStringList{QStringLiteral("C")});
        QCOMPARE(d.changed, QStringList{QStringLiteral("A")});
    }

    void atrOrExclusiveIsAChange()
    {
        ReaderState a = reader("A", true, "\x3b\x01");
        ReaderState b = a;
        b.atr = "\x3b\x02";
        QCOMPARE(diffSnapshots({a}, {b}).changed.size(), 1);
        ReaderState c = a;
        c.inUse = true;
        c.stateFlags |= SCARD_STATE_EXCLUSIVE;
        QCOMPARE(diffSnapshots({a}, {c}).changed.size(), 1);
    }

    void fromScardState()
    {
        SCARD_READERSTATE s{};
        s.szReader = "Virtual PCD 00 00";
        // Event counter in the high word and CHANGED must not leak into the state.
        s.dwEventState =
            (3u << 16) | SCARD_STATE_CHANGED | SCARD_STATE_PRESENT | SCARD_STATE_EXCLUSIVE;
        const unsigned char atr[] = {0x3b, 0xf8, 0x13};
        s.cbAtr = sizeof atr;
        memcpy(s.rgbAtr, atr, sizeof atr);
        const ReaderState r = readerStateFrom(s);
        QCOMPARE(r.name, QStringLiteral("Virtual PCD 00 00"));
        QVERIFY(r.cardPresent);
        QVERIFY(r.inUse);
        QVERIFY(!r.mute);
        QCOMPARE(r.atr, QByteArray("\x3b\xf8\x13", 3));
        QCOMPARE(r.stateFlags, quint32(SCARD_STATE_PRESENT | SCARD_STATE_EXCLUSIVE));
        QCOMPARE(stateWords(r.stateFlags),
                 (QStringList{QStringLiteral("present"), QStringLiteral("exclusive")}));

        // The same reader after the card left: no ATR even if the buffer has bytes.
        s.dwEventState = SCARD_STATE_CHANGED | SCARD_STATE_EMPTY;
        const ReaderState gone = readerStateFrom(s);
        QVERIFY(!gone.cardPresent);
        QVERIFY(gone.atr.isEmpty());
        QCOMPARE(diffSnapshots({r}, {gone}).changed, QStringList{r.name});
    }

    void virtualReaderName()
    {
        QVERIFY(isVirtualReader(QStringLiteral("Virtual PCD 00 00")));
        QVERIFY(isVirtualReader(QStringLiteral("Virtual PCD 00 01")));
        QVERIFY(isVirtualReader(QStringLiteral("Keyward Virtual Reader 1 00 00")));
        QVERIFY(!isVirtualReader(QStringLiteral("Yubico YubiKey OTP+FIDO+CCID 00 00")));
    }
};

QTEST_GUILESS_MAIN(SnapshotTest)
#include "SnapshotTest.moc"
