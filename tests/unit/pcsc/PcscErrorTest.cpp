// SPDX-License-Identifier: GPL-3.0-or-later
#include "pcsc/PcscError.h"

#include <PCSC/pcsclite.h>

#include <QTest>

using namespace keyward;
using namespace keyward::pcsc;

class PcscErrorTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kinds_data()
    {
        QTest::addColumn<qint64>("rv");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("name");
        auto row = [](const char *tag, LONG rv, ErrorKind k, const char *name) {
            QTest::newRow(tag) << qint64(rv) << int(k) << QString::fromLatin1(name);
        };
        row("sharing", SCARD_E_SHARING_VIOLATION, ErrorKind::Busy, "SCARD_E_SHARING_VIOLATION");
        row("no service", SCARD_E_NO_SERVICE, ErrorKind::Io, "SCARD_E_NO_SERVICE");
        row("no card", SCARD_E_NO_SMARTCARD, ErrorKind::NoCard, "SCARD_E_NO_SMARTCARD");
        row("removed", SCARD_W_REMOVED_CARD, ErrorKind::CardRemoved, "SCARD_W_REMOVED_CARD");
        row("unknown reader", SCARD_E_UNKNOWN_READER, ErrorKind::NotFound,
            "SCARD_E_UNKNOWN_READER");
        row("no readers", SCARD_E_NO_READERS_AVAILABLE, ErrorKind::NotFound,
            "SCARD_E_NO_READERS_AVAILABLE");
        row("timeout", SCARD_E_TIMEOUT, ErrorKind::Timeout, "SCARD_E_TIMEOUT");
        row("cancelled", SCARD_E_CANCELLED, ErrorKind::Cancelled, "SCARD_E_CANCELLED");
        row("wrong chv", SCARD_W_WRONG_CHV, ErrorKind::WrongPin, "SCARD_W_WRONG_CHV");
        row("blocked", SCARD_W_CHV_BLOCKED, ErrorKind::PinBlocked, "SCARD_W_CHV_BLOCKED");
        row("security", SCARD_W_SECURITY_VIOLATION, ErrorKind::AccessDenied,
            "SCARD_W_SECURITY_VIOLATION");
        row("unsupported", SCARD_E_UNSUPPORTED_FEATURE, ErrorKind::NotSupported,
            "SCARD_E_UNSUPPORTED_FEATURE");
        row("success", SCARD_S_SUCCESS, ErrorKind::None, "SCARD_S_SUCCESS");
    }
    void kinds()
    {
        QFETCH(qint64, rv);
        QFETCH(int, kind);
        QFETCH(QString, name);
        QCOMPARE(int(errorKindFor(rv)), kind);
        QCOMPARE(codeName(rv), name);
    }

    void unknownCode()
    {
        QCOMPARE(errorKindFor(0x80109999), ErrorKind::Io);
        QCOMPARE(codeName(0x80109999), QStringLiteral("0x80109999"));
    }

    void errorKeepsRawCode()
    {
        const Error e = makeError(SCARD_E_SHARING_VIOLATION, QStringLiteral("SCardConnect"),
                                  QStringLiteral("scdaemon"));
        QCOMPARE(e.domain, ErrorDomain::Pcsc);
        QCOMPARE(e.code, qint64(SCARD_E_SHARING_VIOLATION));
        QCOMPARE(e.kind, ErrorKind::Busy);
        QCOMPARE(e.operation, QStringLiteral("SCardConnect"));
        QVERIFY(e.detail.startsWith(QStringLiteral("SCARD_E_SHARING_VIOLATION: ")));
        QVERIFY(e.detail.endsWith(QStringLiteral("scdaemon")));
    }
};

QTEST_GUILESS_MAIN(PcscErrorTest)
#include "PcscErrorTest.moc"
