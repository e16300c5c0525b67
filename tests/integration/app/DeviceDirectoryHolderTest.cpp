// SPDX-License-Identifier: GPL-3.0-or-later
// While Keyward only watches, another program takes the card exclusively: the
// device directory (the token poller's side) reports who holds it, once, with
// its name and process id; nothing is reported while nobody else holds it.
#include "app/DeviceDirectory.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;

namespace {

QString readerName()
{
    return qEnvironmentVariable("KEYWARD_SANDBOX_READERS").split(QLatin1Char('\n')).value(0);
}

QStringList messages(const QSignalSpy &spy)
{
    QStringList out;
    for (const QList<QVariant> &args : spy) {
        out << args.value(0).value<Error>().userMessage();
    }
    return out;
}

} // namespace

class DeviceDirectoryHolderTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesTheProgramThatHoldsTheCard()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // The other program was first (Keyward's own OpenSC shares the card
        // once it polls, and then no one gets it exclusively).
        const QString readyFile = dir.filePath(QStringLiteral("ready"));
        const QString gate = dir.filePath(QStringLiteral("gate"));
        QProcess holder;
        holder.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        holder.start(qEnvironmentVariable("KEYWARD_PCSC_HOLDER"), {readerName(), readyFile, gate});
        QVERIFY(holder.waitForStarted());
        // Gate: the holder has the card once it wrote its pid.
        QTRY_VERIFY_WITH_TIMEOUT(
            QFile(readyFile).size() > 0 || holder.state() == QProcess::NotRunning, 30000);
        QFile f(readyFile);
        QVERIFY2(f.open(QIODevice::ReadOnly), "pcsc-holder did not take the card");
        const QString pid = QString::fromLatin1(f.readAll()).trimmed();
        const QString expected =
            QStringLiteral("The card in \"%1\" is in use by another program (pcsc-holder, process "
                           "%2); close it and try again.")
                .arg(readerName(), pid);

        // No agent: scdaemon never takes the card here.
        app::DeviceDirectory directory({{}, false});
        QSignalSpy errors(&directory, &app::DeviceDirectory::backendError);
        QSignalSpy ready(&directory, &app::DeviceDirectory::initialScanComplete);
        directory.start();
        QTRY_VERIFY_WITH_TIMEOUT(messages(errors).contains(expected), 30000);
        QVERIFY(ready.count() > 0 || ready.wait(60000));

        QFile g(gate);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.close();
        QVERIFY(holder.waitForFinished(30000));
        QCOMPARE(holder.exitCode(), 0);
        // Reported once per hold, not on every poll.
        QCOMPARE(messages(errors).count(expected), 1);
    }
};

QTEST_GUILESS_MAIN(DeviceDirectoryHolderTest)
#include "DeviceDirectoryHolderTest.moc"
