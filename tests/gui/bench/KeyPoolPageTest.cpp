// SPDX-License-Identifier: GPL-3.0-or-later
// The key pool experiment on the benchmark page, in the sandbox: the
// SoftHSM2 token checked, RSA-2048, a short stepped profile with a small
// queue; both charts (on demand, from the pool) fill, the on-demand run
// drops requests at the high step, the verdict, the lift and the overhead are
// printed, and the thesis is cited as a published reference. Cancel stops a
// long run. KEYWARD_SCREENSHOT=dir/name.png saves the page and the charts.
#include "../GuiTestSupport.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkKeyPool.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/KeyPoolBurstChart.h"
#include "gui/bench/KeyPoolCharts.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::bench;
using namespace keyward::testing;

class KeyPoolPageTest : public QObject
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

    void needsAToken()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")), {});
        QVERIFY(!w.keyPoolPanel()->start());
        QCOMPARE(w.keyPoolPanel()->statusText(),
                 QStringLiteral("The key pool experiment needs a checked PKCS#11 token."));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        w.keyPoolPanel()->ratesEdit()->setText(QStringLiteral("5, x"));
        QVERIFY(!w.keyPoolPanel()->start());
        QCOMPARE(w.keyPoolPanel()->statusText(), QStringLiteral("Not a rate: x"));
        QCOMPARE(w.keyPoolCharts()->latencyPoints(false), 0);
    }

    void onDemandAgainstThePool()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.resize(1400, 800);
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        KeyPoolPanel *panel = w.keyPoolPanel();
        auto *side = w.findChild<QTabWidget *>(QStringLiteral("sideTabs"));
        side->setCurrentWidget(panel);
        panel->keyTypeBox()->setCurrentIndex(
            panel->keyTypeBox()->findData(QStringLiteral("rsa2048")));
        // 5/s, then 50/s (far above SoftHSM's RSA-2048 key generation rate), then 5/s.
        panel->ratesEdit()->setText(QStringLiteral("5, 50, 5"));
        panel->stepSecondsBox()->setValue(1);
        panel->queueBox()->setValue(5);
        panel->workersBox()->setValue(1);
        panel->poolSizeBox()->setValue(200);
        screenshot(&w, QStringLiteral("keypool-setup"));

        QSignalSpy done(panel, &KeyPoolPanel::finished);
        QVERIFY(panel->start());
        QVERIFY(panel->isRunning());
        QVERIFY(w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->text().isEmpty());
        QVERIFY(done.wait(240000));
        QVERIFY2(done.first().first().toBool(), qPrintable(panel->statusText()));

        KeyPoolCharts *charts = w.keyPoolCharts();
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("charts"));
        QCOMPARE(tabs->currentWidget(), charts);
        // Both charts hold every served request; 60 arrive in each run.
        QVERIFY(charts->latencyPoints(false) > 0);
        QVERIFY(charts->latencyPoints(true) > 0);
        QVERIFY(charts->latencyPoints(false) + charts->droppedShown(false) == 60);
        QVERIFY(charts->latencyPoints(true) + charts->droppedShown(true) == 60);
        // On demand cannot keep up with 50/s and a queue of 5; the pool drops fewer.
        QVERIFY(charts->droppedShown(false) > 0);
        QVERIFY(charts->droppedShown(true) < charts->droppedShown(false));
        const QString verdict = charts->verdictText();
        QVERIFY2(verdict.startsWith(QStringLiteral("The key pool serves ")), qPrintable(verdict));
        // One pair of runs: no interval between runs, and the overhead against the serial loop.
        QVERIFY2(verdict.contains(QStringLiteral("from this one pair of runs; an interval needs "
                                                 "repeated runs")),
                 qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("Service rate ÷ a serial loop")),
                 qPrintable(verdict));
        QVERIFY(verdict.contains(QStringLiteral("RSA-2048")));
        QVERIFY(charts->referenceText().contains(QStringLiteral("Nima Saboonchi")));
        QVERIFY(charts->referenceText().contains(QStringLiteral("Published reference")));
        QVERIFY(panel->statusText().startsWith(QStringLiteral("Done: keyward-test")));
        screenshot(&w, QStringLiteral("keypool-window"));
        screenshot(charts, QStringLiteral("keypool-charts"));
        const QString png = dir.filePath(QStringLiteral("keypool.png"));
        QVERIFY(charts->savePng(png));
        QVERIFY(QImage(png).width() >= charts->width());
        // The window's report has the experiment as keyward-cli's report has a stored one.
        const QString report = QString::fromUtf8(w.htmlReport());
        for (const char *want : {"Key pool experiment, on demand: Key pool vs on demand, RSA-2048",
                                 "Key pool experiment, from the pool: Key pool vs on demand, "
                                 "RSA-2048",
                                 "Nima Saboonchi"}) {
            QVERIFY2(report.contains(QString::fromUtf8(want)), want);
        }
        QVERIFY(report.contains(verdict.toHtmlEscaped()));
    }

    // A burst after the two runs: P-256, where signing is faster than
    // unwrapping, so the keys unwrapped ahead run out and the chart marks it.
    void burstChart()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.resize(1400, 1000);
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        KeyPoolPanel *panel = w.keyPoolPanel();
        panel->keyTypeBox()->setCurrentIndex(panel->keyTypeBox()->findData(QStringLiteral("p256")));
        panel->ratesEdit()->setText(QStringLiteral("20"));
        panel->stepSecondsBox()->setValue(0.5);
        panel->queueBox()->setValue(5000);
        panel->burstRateBox()->setValue(4000);
        panel->burstSecondsBox()->setValue(0.25);
        panel->readyBox()->setValue(25);
        KeyPoolCharts *charts = w.keyPoolCharts();
        QVERIFY(charts->burstChart()->isHidden());
        QSignalSpy done(panel, &KeyPoolPanel::finished);
        QVERIFY(panel->start());
        QVERIFY(done.wait(240000));
        QVERIFY2(done.first().first().toBool(), qPrintable(panel->statusText()));
        KeyPoolBurstChart *burst = charts->burstChart();
        QVERIFY(!burst->isHidden());
        // 1,000 requests, the first 25 with keys unwrapped before the burst.
        QCOMPARE(burst->readyPoints() + burst->waitedPoints(), 1000);
        QVERIFY(burst->readyPoints() >= 25);
        QCOMPARE(burst->waitedPoints() > 0, burst->ranOutLineSeconds() >= 0);
        screenshot(charts, QStringLiteral("keypool-burst-charts"));
        screenshot(burst, QStringLiteral("keypool-burst"));
    }

    void cancelStopsIt()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        KeyPoolPanel *panel = w.keyPoolPanel();
        panel->keyTypeBox()->setCurrentIndex(panel->keyTypeBox()->findData(QStringLiteral("p256")));
        panel->ratesEdit()->setText(QStringLiteral("5"));
        panel->stepSecondsBox()->setValue(600);
        QSignalSpy done(panel, &KeyPoolPanel::finished);
        QVERIFY(panel->start());
        // Cancel once the run reports progress (the token is open and requests arrive).
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().startsWith(QStringLiteral("On demand:")),
                                 120000);
        panel->cancel();
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().first().toBool(), false);
        QCOMPARE(panel->statusText(), QStringLiteral("The key pool experiment was cancelled."));
        QVERIFY(!panel->isRunning());
        QCOMPARE(w.keyPoolCharts()->latencyPoints(false), 0);
    }

private:
    DeviceListModel m_model;
};

QTEST_MAIN(KeyPoolPageTest)
#include "KeyPoolPageTest.moc"
