// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark window closed while it measures, in the sandbox on the
// SoftHSM2 token: a timed run (engine threads) and a load profile (its
// generator threads) each have the window deleted under them. Nothing may
// call the deleted window back (under the asan preset, a use after free
// fails the test), and the token is usable afterwards: a new window on the
// same store measures it and stores the run.
#include "../GuiTestSupport.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/LiveChart.h"
#include "gui/bench/LoadProfileChart.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace keyward;
using namespace keyward::gui::bench;
using namespace keyward::testing;

class BenchmarkCloseTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        auto modules = pkcs11::listModules();
        QVERIFY2(modules.ok(), qPrintable(modules.ok() ? QString() : modules.error().technical()));
        m_model.setDevices(QStringLiteral("pkcs11"),
                           pkcs11::toDeviceInfos(pkcs11::presentTokens(modules.value())));
        QVERIFY(m_dir.isValid());
    }

    void closedDuringATimedRun()
    {
        auto w = window();
        w->findChild<QRadioButton *>(QStringLiteral("byDuration"))->setChecked(true);
        w->findChild<QDoubleSpinBox *>(QStringLiteral("duration"))->setValue(60);
        w->findChild<QSpinBox *>(QStringLiteral("threads"))->setValue(2);
        QPointer<BenchmarkWindow> watched(w.get());
        QSignalSpy done(w.get(), &BenchmarkWindow::runFinished);
        QVERIFY(w->start());
        QTRY_VERIFY_WITH_TIMEOUT(w->liveChart()->pointCount() > 0, 60000);
        w.reset(); // closed while two threads sign on the token
        QVERIFY(watched.isNull());
        QTest::qWait(300); // what the threads queued for the window arrives now
        QCOMPARE(done.count(), 0);
        measuresAfterwards();
    }

    void closedDuringALoadProfile()
    {
        auto w = window();
        w->findChild<QLineEdit *>(QStringLiteral("loadRates"))->setText(QStringLiteral("20"));
        w->findChild<QDoubleSpinBox *>(QStringLiteral("loadStep"))->setValue(120);
        QVERIFY(w->startLoadProfile());
        auto *status = w->findChild<QLabel *>(QStringLiteral("status"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("served")), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(w->loadQueueChart()->pointCount() > 0, 30000);
        w.reset(); // closed while the generator sends requests
        QTest::qWait(300);
        measuresAfterwards();
    }

private:
    /// A window on the sandbox token, ECDSA-P256 sign checked, the PIN typed.
    std::unique_ptr<BenchmarkWindow> window()
    {
        auto w = std::make_unique<BenchmarkWindow>(&m_model, storePath());
        w->show();
        check(w->findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        check(w->findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("ECDSA-P256")});
        check(w->findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w->findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        return w;
    }

    QString storePath() const { return m_dir.filePath(QStringLiteral("results.sqlite")); }

    /// A new window measures the token and stores the run: the closed one
    /// left neither the token nor the store in use.
    void measuresAfterwards()
    {
        auto w = window();
        w->findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(5);
        QSignalSpy done(w.get(), &BenchmarkWindow::runFinished);
        QVERIFY(w->start());
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().first().toBool(), false);
        QCOMPARE(w->runs().size(), 1);
        QCOMPARE(w->runs().constFirst().steadySamples().size(), 5);
    }

    DeviceListModel m_model;
    QTemporaryDir m_dir;
};

QTEST_MAIN(BenchmarkCloseTest)
#include "BenchmarkCloseTest.moc"
