// SPDX-License-Identifier: GPL-3.0-or-later
// The window, opened while another program holds the card exclusively: its
// status bar names that program ("… in use by another program (pcsc-holder,
// process N) …"). KEYWARD_SCREENSHOT=file.png saves what the window showed.
#include "app/DeviceDirectory.h"
#include "gui/MainWindow.h"

#include "GuiTestSupport.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;

class MainWindowCardHolderTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void statusBarNamesTheHolder()
    {
        const QString reader =
            qEnvironmentVariable("KEYWARD_SANDBOX_READERS").split(QLatin1Char('\n')).value(0);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString readyFile = dir.filePath(QStringLiteral("ready"));
        const QString gate = dir.filePath(QStringLiteral("gate"));
        QProcess holder;
        holder.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        holder.start(qEnvironmentVariable("KEYWARD_PCSC_HOLDER"), {reader, readyFile, gate});
        QVERIFY(holder.waitForStarted());
        // Gate: the holder has the card once it wrote its pid.
        QTRY_VERIFY_WITH_TIMEOUT(
            QFile(readyFile).size() > 0 || holder.state() == QProcess::NotRunning, 30000);
        QFile f(readyFile);
        QVERIFY2(f.open(QIODevice::ReadOnly), "pcsc-holder did not take the card");
        const QString pid = QString::fromLatin1(f.readAll()).trimmed();
        const QString expected = QStringLiteral("in use by another program (pcsc-holder, process "
                                                "%1); close it and try again.")
                                     .arg(pid);

        // The agent is not asked: scdaemon must not take the card in between.
        app::DeviceDirectory devices({{}, false});
        gui::MainWindow window(&devices);
        window.resize(1024, 680);
        window.show();
        devices.start();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.statusBar()->currentMessage().contains(expected), 30000);
        testing::screenshot(&window, QStringLiteral("held"));

        QFile g(gate);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.close();
        QVERIFY(holder.waitForFinished(30000));
        QCOMPARE(holder.exitCode(), 0);
    }
};

QTEST_MAIN(MainWindowCardHolderTest)
#include "MainWindowCardHolderTest.moc"
