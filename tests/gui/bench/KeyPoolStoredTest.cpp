// SPDX-License-Identifier: GPL-3.0-or-later
// Stored key pool experiments in the window, in the sandbox: a short RSA-2048
// run on the SoftHSM2 token is stored as a pair through the store's thread;
// a new window lists it under "Stored experiments" for the checked token,
// draws both charts from the store with the same verdict, and the stored-runs
// table names the two runs as key pool requests and opens them in the Key
// pool tab. KEYWARD_SCREENSHOT=dir/name.png saves the window showing the pair.
#include "../GuiTestSupport.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkKeyPool.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/KeyPoolCharts.h"
#include "gui/bench/StoredRunsModel.h"
#include "gui/bench/StoredRunsPanel.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::bench;
using namespace keyward::testing;

class KeyPoolStoredTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        auto modules = pkcs11::listModules();
        QVERIFY2(modules.ok(), qPrintable(modules.ok() ? QString() : modules.error().technical()));
        m_model.setDevices(QStringLiteral("pkcs11"),
                           pkcs11::toDeviceInfos(pkcs11::presentTokens(modules.value())));
    }

    void aStoredPairIsDrawnAgain()
    {
        QTemporaryDir dir;
        const QString store = dir.filePath(QStringLiteral("results.sqlite"));
        QString verdict;
        int served[2] = {0, 0};
        int dropped[2] = {0, 0};
        {
            BenchmarkWindow w(&m_model, store);
            check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
                  {QStringLiteral("keyward-test")});
            w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
            KeyPoolPanel *panel = w.keyPoolPanel();
            QCOMPARE(panel->storedBox()->count(), 0); // a new store holds none
            panel->keyTypeBox()->setCurrentIndex(
                panel->keyTypeBox()->findData(QStringLiteral("rsa2048")));
            panel->ratesEdit()->setText(QStringLiteral("5, 50, 5"));
            panel->stepSecondsBox()->setValue(1);
            panel->queueBox()->setValue(5);
            panel->poolSizeBox()->setValue(200);
            QSignalSpy done(panel, &KeyPoolPanel::finished);
            QSignalSpy stored(panel, &KeyPoolPanel::stored);
            QVERIFY(panel->start());
            QVERIFY(done.wait(240000));
            QVERIFY2(done.first().first().toBool(), qPrintable(panel->statusText()));
            QVERIFY(stored.count() > 0 || stored.wait(60000));
            QVERIFY2(stored.first().first().toBool(), qPrintable(panel->statusText()));
            QVERIFY2(panel->statusText().contains(QStringLiteral("Stored as runs ")),
                     qPrintable(panel->statusText()));
            QCOMPARE(panel->storedBox()->count(), 1);
            KeyPoolCharts *charts = w.keyPoolCharts();
            verdict = charts->verdictText();
            for (bool pool : {false, true}) {
                served[pool] = charts->latencyPoints(pool);
                dropped[pool] = charts->droppedShown(pool);
            }
            QVERIFY(served[0] > 0 && served[1] > 0);
            QCOMPARE(served[0] + dropped[0], 60);
        } // the window's store finishes its saves before it closes

        BenchmarkWindow w(&m_model, store);
        w.resize(1500, 850);
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        KeyPoolPanel *panel = w.keyPoolPanel();
        w.findChild<QTabWidget *>(QStringLiteral("sideTabs"))->setCurrentWidget(panel);
        QTRY_COMPARE_WITH_TIMEOUT(panel->storedBox()->count(), 1, 60000);
        const QString label = panel->storedBox()->itemText(0);
        QVERIFY2(label.startsWith(QStringLiteral("Key pool vs on demand, RSA-2048, ")),
                 qPrintable(label));
        QVERIFY2(label.contains(QStringLiteral("(virtual)")), qPrintable(label));
        KeyPoolCharts *charts = w.keyPoolCharts();
        QCOMPARE(charts->latencyPoints(false), 0);

        // Drawn from the store: the same requests, drops and verdict as when it ran.
        QSignalSpy shown(panel, &KeyPoolPanel::storedShown);
        auto *show = panel->findChild<QPushButton *>(QStringLiteral("keyPoolShowStored"));
        QVERIFY(show && show->isEnabled());
        QTest::mouseClick(show, Qt::LeftButton);
        QVERIFY(shown.wait(60000));
        QCOMPARE(w.findChild<QTabWidget *>(QStringLiteral("charts"))->currentWidget(), charts);
        for (bool pool : {false, true}) {
            QCOMPARE(charts->latencyPoints(pool), served[pool]);
            QCOMPARE(charts->droppedShown(pool), dropped[pool]);
        }
        QCOMPARE(charts->verdictText(), verdict);
        // One stored pair: no interval between runs is claimed.
        QVERIFY(!charts->verdictText().contains(QStringLiteral("95 % confidence interval")));
        QVERIFY(charts->verdictText().contains(QStringLiteral("an interval needs repeated runs")));
        QVERIFY(charts->referenceText().contains(QStringLiteral("Nima Saboonchi")));
        QVERIFY2(panel->statusText().startsWith(
                     QStringLiteral("Showing the stored experiment: Key pool vs on demand")),
                 qPrintable(panel->statusText()));
        screenshot(&w, QStringLiteral("keypool-stored"));
        screenshot(charts, QStringLiteral("keypool-stored-charts"));

        // The stored-runs table names both runs readably and opens them in the Key pool tab.
        StoredRunsPanel *storedPanel = w.storedRunsPanel();
        QTRY_COMPARE_WITH_TIMEOUT(storedPanel->model()->rowCount(), 2, 60000);
        QStringList ops;
        for (int row = 0; row < 2; ++row) {
            ops << storedPanel->model()->index(row, StoredRunsModel::Operation).data().toString();
        }
        ops.sort();
        QCOMPARE(ops, (QStringList{QStringLiteral("key pool request, from the pool"),
                                   QStringLiteral("key pool request, on demand")}));
        charts->clear();
        const qint64 first =
            storedPanel->model()->index(0, 0).data(StoredRunsModel::IdRole).toLongLong();
        storedPanel->select({first});
        auto *showRuns = storedPanel->findChild<QPushButton *>(QStringLiteral("showStoredButton"));
        QVERIFY(showRuns && showRuns->isEnabled());
        QTest::mouseClick(showRuns, Qt::LeftButton);
        QVERIFY(shown.wait(60000));
        QCOMPARE(charts->latencyPoints(true), served[1]);
        QCOMPARE(charts->verdictText(), verdict);
    }

private:
    DeviceListModel m_model;
};

QTEST_MAIN(KeyPoolStoredTest)
#include "KeyPoolStoredTest.moc"
