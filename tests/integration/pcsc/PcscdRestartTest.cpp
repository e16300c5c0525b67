// SPDX-License-Identifier: GPL-3.0-or-later
// The reader watcher when pcscd goes away and comes back: it reports an empty
// list and the error once, retries with back-off, and lists the readers again
// soon after a new pcscd is up. Runs in its own sandbox: it stops the
// sandbox's pcscd (by the pid in its private /run/pcscd) and starts another.
#include "pcsc/ReaderWatcher.h"

#include <PCSC/pcsclite.h>

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <csignal>

using namespace keyward;
using namespace keyward::pcsc;

class PcscdRestartTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void watcherSurvivesPcscdRestart()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        ReaderWatcher watcher;
        QSignalSpy changes(&watcher, &ReaderWatcher::readersChanged);
        QSignalSpy errors(&watcher, &ReaderWatcher::error);
        watcher.start();
        QVERIFY(changes.wait(5000));
        const auto before = changes.last().at(0).value<QList<ReaderState>>();
        QVERIFY(!before.isEmpty());

        // Stop the sandbox's pcscd (the private /run/pcscd holds its pid).
        QFile pidFile(QStringLiteral("/run/pcscd/pcscd.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const qint64 pid = pidFile.readAll().trimmed().toLongLong();
        QVERIFY(pid > 1);
        // The new one gets the same arguments (pcsc-lite 2 needs --disable-polkit there).
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        QVERIFY(cmdline.open(QIODevice::ReadOnly));
        QStringList args;
        for (const QByteArray &arg : cmdline.readAll().split('\0')) {
            args << QString::fromLocal8Bit(arg);
        }
        QVERIFY(args.size() > 2);
        args.removeFirst(); // the program
        args.removeLast();  // the empty string after the last NUL
        QCOMPARE(::kill(pid_t(pid), SIGTERM), 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            !changes.isEmpty() && changes.last().at(0).value<QList<ReaderState>>().isEmpty(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!errors.isEmpty(), 5000);
        QCOMPARE(errors.first().at(0).value<Error>().domain, ErrorDomain::Pcsc);

        // Down for a while: errors are not repeated per retry.
        QTest::qWait(1500);
        QVERIFY2(errors.size() <= 2, qPrintable(QString::number(errors.size())));
        const quint64 attempts = watcher.connectAttempts();
        QVERIFY2(attempts <= 8, qPrintable(QString::number(attempts)));

        // A new pcscd with the same readers and options.
        QProcess pcscd;
        pcscd.setProgram(QStringLiteral("pcscd"));
        pcscd.setArguments(args);
        pcscd.start();
        QVERIFY(pcscd.waitForStarted());
        QElapsedTimer t;
        t.start();
        // Back-off is at most 2 s, reader start-up a little more.
        QTRY_VERIFY_WITH_TIMEOUT(
            changes.last().at(0).value<QList<ReaderState>>().size() == before.size(), 8000);
        qInfo("readers back %lld ms after pcscd restarted", t.elapsed());
        watcher.stop();
        pcscd.terminate();
        pcscd.waitForFinished(5000);
    }
};

QTEST_GUILESS_MAIN(PcscdRestartTest)
#include "PcscdRestartTest.moc"
