// SPDX-License-Identifier: GPL-3.0-or-later
// GnuPG 2.2's reader switch: scdaemon.conf comes back byte for byte, also from the marker a
// process left when it ended without putting the file back.
#include "openpgp/ScdaemonReaderSwitch.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::openpgp;

namespace {

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// The id of a process that has ended.
qint64 endedPid()
{
    QProcess p;
    p.start(QStringLiteral("true"), {});
    p.waitForFinished();
    return p.processId() > 0 ? p.processId() : 999999;
}

} // namespace

class TestScdaemonReaderSwitch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readerPortLine()
    {
        QCOMPARE(
            ScdaemonReaderSwitch::withReaderPort("disable-ccid\nreader-port Old 00\n"
                                                 "log-file /x\n",
                                                 QStringLiteral("Keyward Virtual Reader 00 01")),
            QByteArray("disable-ccid\nlog-file /x\nreader-port Keyward Virtual Reader 00 01\n"));
        // No newline at the end, an indented and a tab-separated reader-port.
        QCOMPARE(ScdaemonReaderSwitch::withReaderPort(
                     "  reader-port A\nreader-port\tB\npcsc-shared", QStringLiteral("R")),
                 QByteArray("pcsc-shared\nreader-port R\n"));
        // A comment is not the option.
        QCOMPARE(ScdaemonReaderSwitch::withReaderPort("# reader-port A\n", QStringLiteral("R")),
                 QByteArray("# reader-port A\nreader-port R\n"));
        QCOMPARE(ScdaemonReaderSwitch::withReaderPort({}, QStringLiteral("R")),
                 QByteArray("reader-port R\n"));
    }

    void marker()
    {
        ScdaemonReaderSwitch::Saved s{4242, true, QByteArray("a\nb\n\0c", 7)};
        const auto back = ScdaemonReaderSwitch::parseMarker(ScdaemonReaderSwitch::markerBytes(s));
        QVERIFY(back);
        QCOMPARE(back->pid, 4242);
        QVERIFY(back->existed);
        QCOMPARE(back->original, s.original);
        const auto none =
            ScdaemonReaderSwitch::parseMarker(ScdaemonReaderSwitch::markerBytes({7, false, {}}));
        QVERIFY(none && !none->existed && none->original.isEmpty());
        QVERIFY(!ScdaemonReaderSwitch::parseMarker("reader-port X\n"));
        QVERIFY(!ScdaemonReaderSwitch::parseMarker("keyward-scdaemon-conf 1\n12\n"));
        QVERIFY(!ScdaemonReaderSwitch::parseMarker("keyward-scdaemon-conf 1\nx\npresent\n"));
        QVERIFY(!ScdaemonReaderSwitch::parseMarker("keyward-scdaemon-conf 1\n1\nabsent\nbytes"));
    }

    void applyAndRestore()
    {
        QTemporaryDir home;
        const QString conf = ScdaemonReaderSwitch::confPath(home.path());
        const QByteArray original("disable-ccid\r\nreader-port First\n\n# mine\n");
        write(conf, original);
        ScdaemonReaderSwitch sw(home.path());
        QVERIFY(sw.apply(QStringLiteral("Second")));
        QVERIFY(sw.active());
        QCOMPARE(read(conf), QByteArray("disable-ccid\r\n\n# mine\nreader-port Second\n"));
        QVERIFY(QFile::exists(ScdaemonReaderSwitch::markerPath(home.path())));
        // A second switch in the same job keeps the user's file, not the switched one.
        QVERIFY(sw.apply(QStringLiteral("Third")));
        QCOMPARE(read(conf), QByteArray("disable-ccid\r\n\n# mine\nreader-port Third\n"));
        QVERIFY(sw.restore());
        QVERIFY(!sw.active());
        QCOMPARE(read(conf), original);
        QVERIFY(!QFile::exists(ScdaemonReaderSwitch::markerPath(home.path())));
        QVERIFY(sw.restore()); // nothing to do
        QCOMPARE(read(conf), original);
    }

    void noFileBefore()
    {
        QTemporaryDir home;
        const QString conf = ScdaemonReaderSwitch::confPath(home.path());
        ScdaemonReaderSwitch sw(home.path());
        QVERIFY(sw.apply(QStringLiteral("R")));
        QCOMPARE(read(conf), QByteArray("reader-port R\n"));
        QVERIFY(sw.restore());
        QVERIFY(!QFile::exists(conf));
    }

    void leftoverOfAnEndedProcess()
    {
        QTemporaryDir home;
        const QString conf = ScdaemonReaderSwitch::confPath(home.path());
        const QString marker = ScdaemonReaderSwitch::markerPath(home.path());
        const QByteArray original("log-file /tmp/x\n");
        write(conf, "log-file /tmp/x\nreader-port R\n");
        write(marker, ScdaemonReaderSwitch::markerBytes({endedPid(), true, original}));
        // While the marker is there nobody switches: the file is not the user's.
        ScdaemonReaderSwitch sw(home.path());
        QVERIFY(!sw.apply(QStringLiteral("S")));
        QCOMPARE(read(conf), QByteArray("log-file /tmp/x\nreader-port R\n"));
        QVERIFY(ScdaemonReaderSwitch::recoverLeftover(home.path()));
        QCOMPARE(read(conf), original);
        QVERIFY(!QFile::exists(marker));
        QVERIFY(!ScdaemonReaderSwitch::recoverLeftover(home.path())); // nothing left
    }

    void leftoverOfARunningProcess()
    {
        QTemporaryDir home;
        const QString conf = ScdaemonReaderSwitch::confPath(home.path());
        const QString marker = ScdaemonReaderSwitch::markerPath(home.path());
        write(conf, "reader-port R\n");
        // Process 1 runs: its switch is its own to put back.
        write(marker, ScdaemonReaderSwitch::markerBytes({1, false, {}}));
        QVERIFY(!ScdaemonReaderSwitch::recoverLeftover(home.path()));
        QCOMPARE(read(conf), QByteArray("reader-port R\n"));
        // An unreadable marker is left alone too.
        write(marker, "something else");
        QVERIFY(!ScdaemonReaderSwitch::recoverLeftover(home.path()));
        QVERIFY(QFile::exists(marker));
    }
};

QTEST_GUILESS_MAIN(TestScdaemonReaderSwitch)
#include "TestScdaemonReaderSwitch.moc"
