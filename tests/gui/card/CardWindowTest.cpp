// SPDX-License-Identifier: GPL-3.0-or-later
// The window shows the card page for an OpenPGP card chosen in the sidebar
// (keyboard selection), with the card's serial as gpg prints it.
// KEYWARD_SCREENSHOT=dir/name.png saves the window.
#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "gui/MainWindow.h"
#include "gui/card/CardPage.h"

#include <QLabel>
#include <QProcess>
#include <QTest>
#include <QTreeView>

using namespace keyward;

class CardWindowTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sidebarOpensCardPage()
    {
        app::DeviceDirectory devices({});
        gui::MainWindow window(&devices);
        window.resize(1280, 860);
        window.show();
        devices.start();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto *tree = window.findChild<QTreeView *>(QStringLiteral("deviceView"));
        const QModelIndex group = devices.model()->groupIndex(DeviceKind::OpenPgpCard);
        QTRY_VERIFY_WITH_TIMEOUT(tree->model()->rowCount(group) > 0, 20000);
        tree->setFocus();
        tree->setCurrentIndex(tree->model()->index(0, 0, group));

        auto *page = window.findChild<gui::card::CardPage *>();
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(page->hasCard(), 30000);
        QTRY_VERIFY(!page->isBusy());

        QProcess gpg;
        gpg.start(QStringLiteral("gpg"),
                  {QStringLiteral("--batch"), QStringLiteral("--card-status"),
                   QStringLiteral("--with-colons")});
        QVERIFY(gpg.waitForFinished(60000));
        QString serial;
        for (const QString &line : QString::fromUtf8(gpg.readAll()).split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("serial:"))) {
                serial = line.section(QLatin1Char(':'), 1, 1);
            }
        }
        QVERIFY(!serial.isEmpty());
        QCOMPARE(page->findChild<QLabel *>(QStringLiteral("serialValue"))->text(), serial);

        const QString path = qEnvironmentVariable("KEYWARD_SCREENSHOT");
        if (!path.isEmpty()) {
            QTest::qWait(200);
            QString p = path;
            window.grab().save(p.replace(QStringLiteral(".png"), QStringLiteral("-window.png")));
        }
    }
};

QTEST_MAIN(CardWindowTest)
#include "CardWindowTest.moc"
