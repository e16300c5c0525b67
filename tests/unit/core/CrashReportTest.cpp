// SPDX-License-Identifier: GPL-3.0-or-later
// CrashReport: a child process installs the handler and crashes; its stderr
// carries the sentence and a stack, and it still ends by the same signal.
#include "core/CrashReport.h"

#include <QTest>

#include <csignal>

#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Crash
{
    QByteArray stderrText;
    int status = 0;
};

[[noreturn]] void crashingChild(int writeEnd, int sig)
{
    ::dup2(writeEnd, STDERR_FILENO);
    keyward::CrashReport::install("/usr/bin/keyward-test-crash");
    if (sig == SIGSEGV) {
        int *volatile nowhere = nullptr; // volatile: the compiler cannot see it is null
        *nowhere = 1;                    // the crash under test
    }
    ::raise(sig);
    ::_exit(0); // not reached
}

Crash crashChild(int sig)
{
    int fds[2];
    if (::pipe(fds) != 0) {
        return {};
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        crashingChild(fds[1], sig);
    }
    ::close(fds[1]);
    Crash c;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;) {
        c.stderrText.append(buffer, n);
    }
    ::close(fds[0]);
    ::waitpid(pid, &c.status, 0);
    return c;
}

} // namespace

class CrashReportTest : public QObject
{
    Q_OBJECT
private slots:
    void crashSaysSoAndShowsTheStack_data()
    {
        QTest::addColumn<int>("sig");
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("segv") << int(SIGSEGV) << QByteArray("SIGSEGV, an invalid memory access");
        QTest::newRow("abort") << int(SIGABRT) << QByteArray("SIGABRT, an abort");
        QTest::newRow("bus") << int(SIGBUS) << QByteArray("SIGBUS, a bus error");
    }

    void crashSaysSoAndShowsTheStack()
    {
        QFETCH(int, sig);
        QFETCH(QByteArray, name);
        const Crash c = crashChild(sig);
        QVERIFY2(WIFSIGNALED(c.status), c.stderrText.constData());
        QCOMPARE(WTERMSIG(c.status), sig);
        const QByteArray sentence = QByteArray("keyward-test-crash: crashed with signal ") +
                                    QByteArray::number(sig) + " (" + name + ", in process ";
        QVERIFY2(c.stderrText.startsWith(sentence), c.stderrText.constData());
        QVERIFY(c.stderrText.contains("look at the device before trying again"));
        // At least two frames after the sentence, each naming the file it is in.
        const QList<QByteArray> lines = c.stderrText.trimmed().split('\n');
        QVERIFY2(lines.size() >= 3, c.stderrText.constData());
        QVERIFY2(lines.at(1).contains("(") && lines.at(1).contains("[0x"), lines.at(1).constData());
    }
};

QTEST_GUILESS_MAIN(CrashReportTest)
#include "CrashReportTest.moc"
