// SPDX-License-Identifier: GPL-3.0-or-later
// The watcher and the one-shot listing when pcscd is not there: pcsc-lite is
// pointed at a socket that does not exist, so no daemon is needed.
#include "pcsc/ReaderList.h"
#include "pcsc/ReaderWatcher.h"

#include <PCSC/pcsclite.h>

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;
using namespace keyward::pcsc;

class NoServiceTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listReadersReportsNoService()
    {
        const auto readers = listReaders();
        QVERIFY(!readers.ok());
        QCOMPARE(readers.error().domain, ErrorDomain::Pcsc);
        QCOMPARE(readers.error().code, qint64(SCARD_E_NO_SERVICE));
    }

    void watcherBacksOffAndStopsPromptly()
    {
        ReaderWatcher watcher;
        QSignalSpy errors(&watcher, &ReaderWatcher::error);
        QSignalSpy changes(&watcher, &ReaderWatcher::readersChanged);
        watcher.start();
        QVERIFY(errors.wait(2000));
        const auto e = errors.at(0).at(0).value<Error>();
        QCOMPARE(e.code, qint64(SCARD_E_NO_SERVICE));
        QCOMPARE(e.domain, ErrorDomain::Pcsc);
        // Over 1.6 s the back-off (250, 500, 1000 ms ...) allows at most 4
        // attempts; a spinning loop would make thousands.
        QTest::qWait(1600);
        QVERIFY2(watcher.connectAttempts() <= 4,
                 qPrintable(QString::number(watcher.connectAttempts())));
        QVERIFY(watcher.connectAttempts() >= 2);
        // One error per distinct failure, one (empty) snapshot.
        QCOMPARE(errors.size(), 1);
        QCOMPARE(changes.size(), 1);
        QVERIFY(changes.at(0).at(0).value<QList<ReaderState>>().isEmpty());

        // Stopping interrupts the back-off sleep: no attempt after stop().
        // How quickly is printed, not asserted (the machines are shared).
        const int attempts = watcher.connectAttempts();
        QElapsedTimer t;
        t.start();
        watcher.stop();
        qInfo("watcher stopped after %lld ms", t.elapsed());
        QVERIFY(!watcher.isRunning());
        QCOMPARE(watcher.connectAttempts(), attempts);
    }
};

int main(int argc, char **argv)
{
    // pcsc-lite reads this once, at its first call.
    qputenv("PCSCLITE_CSOCK_NAME", "/nonexistent/keyward-test/pcscd.comm");
    QCoreApplication app(argc, argv);
    NoServiceTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "NoServiceTest.moc"
