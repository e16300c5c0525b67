// SPDX-License-Identifier: GPL-3.0-or-later
// The PC/SC back end against the sandbox's real pcscd, vpcd reader and a
// keyward-vcard with the yubikey5 profile in reader 0.
#include "pcsc/ApduChannel.h"
#include "pcsc/Atr.h"
#include "pcsc/ReaderList.h"
#include "pcsc/ReaderWatcher.h"

#include <PCSC/pcsclite.h>
#include <PCSC/winscard.h>

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

// The failure text, evaluated even when the check passes: must not touch a value-less error.
template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

using namespace keyward;
using namespace keyward::pcsc;

namespace {

std::optional<ReaderState> find(const QList<ReaderState> &readers, const QString &name)
{
    for (const ReaderState &r : readers) {
        if (r.name == name) {
            return r;
        }
    }
    return std::nullopt;
}

bool run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(10000)) {
        return false;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning() << program << args << "failed:" << p.readAllStandardError();
        return false;
    }
    return true;
}

} // namespace

class PcscSandboxTest : public QObject
{
    Q_OBJECT
private:
    QString m_reader;
    QString m_control;

    /// Wait until the watcher's latest snapshot shows reader 0 with (or
    /// without) a card; return how long that took, or -1.
    qint64 waitForCard(ReaderWatcher &w, QSignalSpy &spy, bool present, int limitMs)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < limitMs) {
            if (!spy.isEmpty()) {
                const auto readers = spy.last().at(0).value<QList<ReaderState>>();
                const auto r = find(readers, m_reader);
                if (r && r->cardPresent == present) {
                    return t.elapsed();
                }
            }
            spy.wait(50);
        }
        Q_UNUSED(w);
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        m_reader = QString::fromLocal8Bit(qgetenv("KEYWARD_SANDBOX_READERS"))
                       .section(QLatin1Char('\n'), 0, 0);
        QVERIFY(!m_reader.isEmpty());
        m_control =
            QString::fromLocal8Bit(qgetenv("KEYWARD_SANDBOX")) + QStringLiteral("/card0/control");
        // scdaemon would hold the reader exclusively; nothing here needs it.
        run(QStringLiteral("gpgconf"), {QStringLiteral("--kill"), QStringLiteral("scdaemon")});
    }

    void listReadersShowsTheVirtualCard()
    {
        const auto readers = listReaders();
        QVERIFY2(readers.ok(), qPrintable(why(readers)));
        const auto r = find(readers.value(), m_reader);
        QVERIFY(r.has_value());
        QVERIFY(isVirtualReader(r->name));
        QVERIFY(r->cardPresent);
        const auto known = describeAtr(r->atr);
        QVERIFY2(known.has_value(), qPrintable(atrToHex(r->atr)));
        QCOMPARE(known->model, QStringLiteral("YubiKey 5"));
    }

    void watcherSeesRemoveAndInsert()
    {
        ReaderWatcher watcher;
        QSignalSpy spy(&watcher, &ReaderWatcher::readersChanged);
        watcher.start();
        QVERIFY(waitForCard(watcher, spy, true, 5000) >= 0);
        const auto first = find(spy.last().at(0).value<QList<ReaderState>>(), m_reader);
        QCOMPARE(
            atrToHex(first->atr),
            QStringLiteral("3B FD 13 00 00 81 31 FE 15 80 73 C0 21 C0 57 59 75 62 69 4B 65 79 40"));

        for (const bool insert : {false, true}) {
            const QString cmd = insert ? QStringLiteral("insert") : QStringLiteral("remove");
            QVERIFY(run(QStringLiteral("keyward-vcard"), {QStringLiteral("ctl"), m_control, cmd}));
            const qint64 ms = waitForCard(watcher, spy, insert, 3000);
            qInfo("card %s seen after %lld ms", qPrintable(cmd), ms);
            QVERIFY2(ms >= 0, "change not reported within 3 s");
        }
        // How quickly is a figure (printed), not a limit: the machines are shared.
        QElapsedTimer t;
        t.start();
        watcher.stop();
        qInfo("watcher stopped after %lld ms", t.elapsed());
        QVERIFY(!watcher.isRunning());
    }

    void apduSelectsOpenPgpApplet()
    {
        ApduChannel ch;
        const Status s = ch.connect(m_reader);
        QVERIFY2(s.ok(), qPrintable(why(s)));
        const auto select = ch.transmit(QByteArray::fromHex("00a4040006d27600012401"));
        QVERIFY2(select.ok(), qPrintable(why(select)));
        QCOMPARE(select->sw, quint16(0x9000));
        // Application related data: long enough to come back in one piece or
        // through GET RESPONSE; either way it starts with tag 6E.
        const auto ard = ch.transmit(QByteArray::fromHex("00ca006e00"));
        QVERIFY2(ard.ok(), qPrintable(why(ard)));
        QCOMPARE(ard->sw, quint16(0x9000));
        QVERIFY(ard->data.startsWith('\x6e'));
    }

    void exclusiveHolderMakesChannelBusy()
    {
        // Hold the reader the way scdaemon does.
        SCARDCONTEXT ctx = 0;
        QCOMPARE(SCardEstablishContext(SCARD_SCOPE_SYSTEM, nullptr, nullptr, &ctx),
                 SCARD_S_SUCCESS);
        SCARDHANDLE card = 0;
        DWORD proto = 0;
        const QByteArray name = m_reader.toUtf8();
        QCOMPARE(SCardConnect(ctx, name.constData(), SCARD_SHARE_EXCLUSIVE,
                              SCARD_PROTOCOL_T0 | SCARD_PROTOCOL_T1, &card, &proto),
                 SCARD_S_SUCCESS);

        ApduChannel ch;
        const Status s = ch.connect(m_reader);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, ErrorKind::Busy);
        QCOMPARE(s.error().code, qint64(SCARD_E_SHARING_VIOLATION));
        QCOMPARE(s.error().domain, ErrorDomain::Pcsc);

        const auto readers = listReaders();
        QVERIFY(readers.ok());
        QVERIFY(find(readers.value(), m_reader)->inUse);

        SCardDisconnect(card, SCARD_LEAVE_CARD);
        SCardReleaseContext(ctx);
        QVERIFY(ch.connect(m_reader).ok());
    }
};

QTEST_GUILESS_MAIN(PcscSandboxTest)
#include "PcscSandboxTest.moc"
