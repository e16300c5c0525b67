// SPDX-License-Identifier: GPL-3.0-or-later
// The window shows the card page for an OpenPGP card chosen in the sidebar
// (keyboard selection), with the card's serial as gpg prints it, and again after the card left
// its reader and came back.
// KEYWARD_SCREENSHOT=dir/name.png saves the window.
#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "gui/MainWindow.h"
#include "gui/card/CardPage.h"

#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
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

        // The card leaves its reader and comes back: the page shows it again, read afresh,
        // without a Read card press.
        auto control = [](const QString &command) {
            QProcess ctl;
            ctl.start(QStringLiteral("keyward-vcard"),
                      {QStringLiteral("ctl"),
                       qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/card0/control"),
                       command});
            return ctl.waitForFinished(60000) && ctl.readAll().startsWith(QByteArrayLiteral("OK"));
        };
        const QString id = page->shownId();
        QVERIFY(control(QStringLiteral("remove")));
        QTRY_VERIFY_WITH_TIMEOUT(!devices.model()->indexOf(id).isValid(), 60000);
        QSignalSpy read(page, &gui::card::CardPage::cardRead);
        QVERIFY(control(QStringLiteral("insert")));
        QTRY_VERIFY_WITH_TIMEOUT(read.count() > 0, 60000);
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(page->shownId(), id);
        QCOMPARE(page->findChild<QLabel *>(QStringLiteral("serialValue"))->text(), serial);
    }
};

QTEST_MAIN(CardWindowTest)
#include "CardWindowTest.moc"
