// SPDX-License-Identifier: GPL-3.0-or-later
// Stored TLS runs in the sandbox: two short real runs on the SoftHSM2 token
// (RSA-2048 and ECDSA P-256) from the benchmark page's TLS tab are saved on
// the store's thread; a new window lists them readably and draws them in the
// TLS handshakes chart when shown; the token page of that token gives the
// advice measured on it (and a CPU-only store gives none).
// KEYWARD_SCREENSHOT=dir/name.png saves the token page and the chart.
#include "../GuiTestSupport.h"
#include "../token/TokenPageHarness.h"
#include "bench/ResultStore.h"
#include "bench/runners/TlsRunRecord.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkTls.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/ComparisonChart.h"
#include "gui/bench/StoredRunsModel.h"
#include "gui/bench/StoredRunsPanel.h"
#include "gui/bench/TlsChart.h"
#include "gui/token/TokenPage.h"
#include "gui/token/TokenPageController.h"
#include "gui/token/TokenTlsAdvice.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenService.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace keyward;
using namespace keyward::gui::bench;
using namespace keyward::testing;
namespace kb = keyward::bench;

class TlsStoredTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = m_dir.filePath(QStringLiteral("results.sqlite"));
        auto modules = pkcs11::listModules();
        QVERIFY2(modules.ok(), qPrintable(modules.ok() ? QString() : modules.error().technical()));
        m_model.setDevices(QStringLiteral("pkcs11"),
                           pkcs11::toDeviceInfos(pkcs11::presentTokens(modules.value())));
    }

    void runsAreStored()
    {
        BenchmarkWindow w(&m_model, m_store);
        w.resize(1280, 800);
        w.show();
        TlsPanel *tls = w.tlsPanel();
        check(tls->findChild<QListWidget *>(QStringLiteral("tlsDevices")),
              {QStringLiteral("keyward-test")});
        check(tls->findChild<QListWidget *>(QStringLiteral("tlsKeyTypes")),
              {QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")});
        tls->findChild<QSpinBox *>(QStringLiteral("tlsClients"))->setValue(1);
        tls->findChild<QDoubleSpinBox *>(QStringLiteral("tlsDuration"))->setValue(0.5);
        tls->findChild<QLineEdit *>(QStringLiteral("tlsPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(tls, &TlsPanel::runFinished);
        QSignalSpy listed(w.storedRunsPanel(), &StoredRunsPanel::listed);
        QVERIFY(tls->start());
        QVERIFY(done.wait(240000));
        QCOMPARE(tls->runs().size(), 2);
        // Each saved run makes the stored results list again: wait for both.
        while (w.storedRunsPanel()->model()->rowCount() < 2) {
            QVERIFY(listed.wait(20000));
        }
        // The stored results list them readably.
        StoredRunsPanel *panel = w.storedRunsPanel();
        for (int row = 0; row < 2; ++row) {
            const QString op =
                panel->model()->index(row, StoredRunsModel::Operation).data().toString();
            QVERIFY2(op.startsWith(QStringLiteral("TLS 1.3 handshakes (ECDHE), ")) &&
                         op.endsWith(QStringLiteral("/s")),
                     qPrintable(op));
            QVERIFY(panel->model()
                        ->index(row, StoredRunsModel::Device)
                        .data()
                        .toString()
                        .contains(QStringLiteral("(virtual)")));
        }
        // This session's runs are in the chart once, not again from the store.
        QCOMPARE(tls->chart()->measuredBarCount(), 2);
    }

    void storedRunsAreDrawn()
    {
        kb::ResultStore store(m_store);
        QVERIFY(store.open().ok());
        auto runs = store.list(false);
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 2);
        const QList<kb::TlsBenchResult> stored = kb::tlsResultsFrom(*runs);
        QCOMPARE(stored.size(), 2);
        for (const kb::TlsBenchResult &r : stored) {
            QVERIFY(r.handshakes > 0 && r.handshakesPerSecond > 0 && r.signPerSecond > 0);
            QCOMPARE(r.failed, qint64(0));
            QCOMPARE(r.protocol, QStringLiteral("TLSv1.3"));
            QVERIFY(r.device.isVirtual);
        }

        BenchmarkWindow w(&m_model, m_store);
        w.resize(1280, 800);
        w.show();
        StoredRunsPanel *panel = w.storedRunsPanel();
        QSignalSpy listed(panel, &StoredRunsPanel::listed);
        QVERIFY(listed.wait(20000));
        QCOMPARE(panel->model()->rowCount(), 2);
        QCOMPARE(w.tlsPanel()->chart()->measuredBarCount(), 0);
        panel->select({runs->at(0).id, runs->at(1).id});
        QSignalSpy loaded(&w, &BenchmarkWindow::storedRunsLoaded);
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("showStoredButton")),
                          Qt::LeftButton);
        QVERIFY(loaded.wait(20000));
        TlsChart *chart = w.tlsPanel()->chart();
        QCOMPARE(w.tlsPanel()->storedRuns().size(), 2);
        QCOMPARE(chart->measuredBarCount(), 2);
        QCOMPARE(chart->advice().size(), 1);
        QVERIFY2(chart->advice().first().contains(QStringLiteral("the handshakes of")),
                 qPrintable(chart->advice().first()));
        // Never as a latency bar among sign runs.
        QCOMPARE(w.comparisonChart()->barCount(), 0);
        auto *charts = w.findChild<QTabWidget *>(QStringLiteral("charts"));
        charts->setCurrentWidget(chart);
        screenshot(&w, QStringLiteral("stored-tls-chart"));
        m_chartAdvice = chart->advice().first();
    }

    void tokenPageGivesTheAdvice()
    {
        QWidget window;
        window.resize(1000, 720);
        auto *layout = new QVBoxLayout(&window);
        gui::token::TokenPageController controller(&window);
        layout->addWidget(controller.page());
        gui::token::TokenTlsAdvice *advice = controller.page()->tlsAdvice();
        QVERIFY(advice);
        advice->setStorePath(m_store);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const pkcs11::TokenInfo token = sandboxToken(controller);
        QVERIFY2(!token.serial.isEmpty(), "SoftHSM token keyward-test not found");
        QSignalSpy looked(advice, &gui::token::TokenTlsAdvice::looked);
        controller.showDevice(pkcs11::toDeviceInfo(token));
        QVERIFY(looked.wait(30000));
        QCOMPARE(advice->advice().size(), 1);
        // The chart's sentence names the device first; the page's is the same sentence.
        QVERIFY2(m_chartAdvice.endsWith(advice->advice().first()),
                 qPrintable(m_chartAdvice + QStringLiteral(" / ") + advice->advice().first()));
        QVERIFY(advice->isVisible());
        QVERIFY(advice->text().contains(advice->advice().first()));
        screenshot(&window, QStringLiteral("token-page-advice"));

        // Another device (the CPU baseline) has none of these figures: nothing said.
        gui::token::TokenTlsAdvice other;
        other.setStorePath(m_store);
        other.show();
        kb::DeviceIdentity cpu;
        cpu.id = cpu.kind = QStringLiteral("cpu");
        cpu.model = QStringLiteral("CPU (OpenSSL)");
        QSignalSpy otherLooked(&other, &gui::token::TokenTlsAdvice::looked);
        other.showDevice(cpu);
        QVERIFY(otherLooked.wait(30000));
        QVERIFY(other.advice().isEmpty());
        QVERIFY(!other.isVisible());
    }

private:
    QTemporaryDir m_dir;
    QString m_store;
    QString m_chartAdvice;
    DeviceListModel m_model;
};

QTEST_MAIN(TlsStoredTest)
#include "TlsStoredTest.moc"
