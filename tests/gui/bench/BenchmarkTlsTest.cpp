// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark page's TLS case in the sandbox: the SoftHSM2 token and the
// CPU baseline, RSA-2048 and ECDSA P-256, a short run from the TLS tab, and
// the "TLS handshakes" chart populated with a bar per key type and device,
// the raw sign rate beside each, the published figures hatched and cited,
// and the advice of each device under it. A long run is cancelled once it
// has started. Advice is never made from two devices' figures.
// KEYWARD_SCREENSHOT=dir/name.png saves the page and the exported chart.
#include "gui/bench/BenchmarkTls.h"
#include "../GuiTestSupport.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/ChartLayout.h"
#include "gui/bench/TlsChart.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::bench;
using namespace keyward::testing;

namespace {

keyward::bench::TlsBenchResult made(const QString &device, const QString &algorithm,
                                    double perSecond)
{
    keyward::bench::TlsBenchResult r;
    r.device.id = device;
    r.device.kind = QStringLiteral("pkcs11");
    r.device.model = device;
    r.algorithm = algorithm;
    r.protocol = QStringLiteral("TLSv1.3");
    r.keyExchange = QStringLiteral("ECDHE");
    r.handshakes = qint64(perSecond * 2);
    r.handshakesPerSecond = perSecond;
    r.signPerSecond = perSecond * 2;
    r.ratio = 0.5;
    return r;
}

} // namespace

class BenchmarkTlsTest : public QObject
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

    void adviceOnlyFromOneDevice()
    {
        TlsChart chart;
        chart.resize(1100, 620);
        // P-256 on one token, RSA-2048 on another: nothing to compare.
        chart.setRuns({made(QStringLiteral("Token A"), QStringLiteral("ECDSA-P256"), 900),
                       made(QStringLiteral("Token B"), QStringLiteral("RSA-2048"), 300)});
        QCOMPARE(chart.advice(), QStringList());
        QCOMPARE(chart.measuredBarCount(), 2);
        QVERIFY(!chartNote(&chart).contains(QStringLiteral("Measured here")));
        // Both on token A: one sentence, naming it, with the measured factor.
        chart.setRuns({made(QStringLiteral("Token A"), QStringLiteral("ECDSA-P256"), 900),
                       made(QStringLiteral("Token A"), QStringLiteral("RSA-2048"), 300),
                       made(QStringLiteral("Token B"), QStringLiteral("RSA-2048"), 100)});
        QCOMPARE(chart.advice().size(), 1);
        QVERIFY2(chart.advice().first().startsWith(QStringLiteral("Token A: P-256 serves 3.0×")),
                 qPrintable(chart.advice().first()));
        QVERIFY(chartNote(&chart).contains(chart.advice().first()));
        // Without published figures, no hatched bar and no citation.
        chart.setRuns(chart.runs(), false);
        QCOMPARE(chart.publishedBarCount(), 0);
        QVERIFY(!chartNote(&chart).contains(QStringLiteral("raymii.org")));
        chart.setRuns({});
        QVERIFY(!emptyStateText(&chart).isEmpty());
    }

    void tlsCaseFillsTheChart()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.resize(1280, 800);
        w.show();
        TlsPanel *tls = w.tlsPanel();
        QVERIFY(tls);
        auto *sideTabs = w.findChild<QTabWidget *>(QStringLiteral("sideTabs"));
        sideTabs->setCurrentWidget(tls);
        QVERIFY(!tls->start()); // nothing checked
        check(tls->findChild<QListWidget *>(QStringLiteral("tlsDevices")),
              {QStringLiteral("keyward-test"), QStringLiteral("CPU baseline")});
        check(tls->findChild<QListWidget *>(QStringLiteral("tlsKeyTypes")),
              {QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")});
        tls->findChild<QSpinBox *>(QStringLiteral("tlsClients"))->setValue(1);
        tls->findChild<QDoubleSpinBox *>(QStringLiteral("tlsDuration"))->setValue(0.5);
        QVERIFY(!tls->start()); // the token's PIN is missing
        QVERIFY(tls->findChild<QLabel *>(QStringLiteral("tlsStatus"))
                    ->text()
                    .contains(QStringLiteral("PIN")));
        auto *pin = tls->findChild<QLineEdit *>(QStringLiteral("tlsPin"));
        pin->setText(QStringLiteral("123456"));

        QSignalSpy done(tls, &TlsPanel::runFinished);
        QTest::mouseClick(tls->findChild<QPushButton *>(QStringLiteral("tlsStart")),
                          Qt::LeftButton);
        QVERIFY(tls->isRunning());
        QVERIFY(pin->text().isEmpty()); // not kept beyond the run
        QVERIFY(done.wait(240000));
        QCOMPARE(done.first().first().toBool(), false);
        const QString status = tls->findChild<QLabel *>(QStringLiteral("tlsStatus"))->text();
        QVERIFY2(status.startsWith(QStringLiteral("Done: 4 case")), qPrintable(status));

        // Token and CPU, each RSA-2048 and P-256: every handshake verified.
        QCOMPARE(tls->runs().size(), 4);
        int onToken = 0;
        for (const auto &r : tls->runs()) {
            QVERIFY2(r.handshakes > 0 && r.failed == 0 && r.serverFailed == 0,
                     qPrintable(r.algorithm + QLatin1Char(' ') + r.firstFailure));
            QVERIFY(r.signPerSecond > 0);
            if (r.device.kind != QLatin1String("cpu")) {
                ++onToken;
                QVERIFY(r.device.isVirtual);
                QVERIFY(r.privateKeyOperations >= r.handshakes);
            }
        }
        QCOMPARE(onToken, 2);

        TlsChart *chart = tls->chart();
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("charts"));
        QCOMPARE(tabs->currentWidget(), chart);
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("TLS handshakes"));
        QCOMPARE(chart->measuredBarCount(), 4); // a bar per key type and device
        QCOMPARE(chart->keyTypes(),
                 (QStringList{QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")}));
        QCOMPARE(chart->publishedBarCount(), 4); // Nitrokey HSM ×3, UltraSPARC T1
        QVERIFY(chart->title().contains(QStringLiteral("virtual")));
        QVERIFY(emptyStateText(chart).isEmpty());
        QStringList legend;
        for (int i = 0; i < chart->plottableCount(); ++i) {
            legend << chart->plottable(i)->name();
        }
        QVERIFY2(legend.contains(QStringLiteral("RSA-2048 · virtual")),
                 qPrintable(legend.join(QLatin1Char(','))));
        QVERIFY(legend.contains(QStringLiteral("ECDSA P-256 · virtual")));
        QVERIFY(legend.contains(QStringLiteral("RSA-2048 · published")));
        QVERIFY(legend.contains(QStringLiteral("raw signatures/s, same key, same run")));
        const QString note = chartNote(chart);
        QVERIFY(note.contains(QStringLiteral("raymii.org")));
        QVERIFY(!note.contains(QStringLiteral("source not recorded"))); // not on the chart
        // Advice from each device's own two key types, as it measured them.
        QCOMPARE(chart->advice().size(), 2);
        for (const QString &line : chart->advice()) {
            QVERIFY2(line.contains(QStringLiteral("P-256 serves")) ||
                         line.contains(QStringLiteral("RSA-2048 serves")),
                     qPrintable(line));
            QVERIFY(note.contains(line));
        }

        // The HTML report has the TLS chart and the same advice.
        const QString html = QString::fromUtf8(w.htmlReport());
        QVERIFY(html.contains(QStringLiteral("TLS handshakes")));
        QVERIFY(html.contains(QStringLiteral("Advice from the figures measured")));
        for (const QString &line : chart->advice()) {
            QVERIFY(html.contains(line.toHtmlEscaped()));
        }
        // The chart's short note points to the full citations, which the report carries:
        // every published figure, drawn or not, and why not.
        QVERIFY(html.contains(QStringLiteral("Published TLS figures and their sources")));
        QVERIFY(!chart->references().isEmpty());
        for (const QString &line : chart->references()) {
            QVERIFY2(html.contains(line.toHtmlEscaped()), qPrintable(line));
        }
        screenshot(&w, QStringLiteral("page"));
        const QString png = dir.filePath(QStringLiteral("tls.png"));
        QVERIFY(w.saveChartPng(png));
        QVERIFY(QFileInfo(png).size() > 2000);
        if (const QString shot = qEnvironmentVariable("KEYWARD_SCREENSHOT"); !shot.isEmpty()) {
            QString p = shot;
            p.replace(QStringLiteral(".png"), QStringLiteral("-chart.png"));
            QFile::remove(p);
            QVERIFY(QFile::copy(png, p));
        }
    }

    void cancelStopsARun()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.show();
        TlsPanel *tls = w.tlsPanel();
        check(tls->findChild<QListWidget *>(QStringLiteral("tlsDevices")),
              {QStringLiteral("keyward-test")});
        check(tls->findChild<QListWidget *>(QStringLiteral("tlsKeyTypes")),
              {QStringLiteral("ECDSA-P256")});
        tls->findChild<QDoubleSpinBox *>(QStringLiteral("tlsDuration"))->setValue(3600);
        tls->findChild<QLineEdit *>(QStringLiteral("tlsPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(tls, &TlsPanel::runFinished);
        QVERIFY(tls->start());
        // Gate: the progress bar moves once the case is under way.
        auto *progress = tls->findChild<QProgressBar *>(QStringLiteral("tlsProgress"));
        QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0, 60000);
        tls->cancel();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(tls->runs().isEmpty());
        QCOMPARE(tls->findChild<QLabel *>(QStringLiteral("tlsStatus"))->text(),
                 QStringLiteral("Cancelled."));
        QVERIFY(tls->findChild<QPushButton *>(QStringLiteral("tlsStart"))->isEnabled());
    }

private:
    DeviceListModel m_model;
};

QTEST_MAIN(BenchmarkTlsTest)
#include "BenchmarkTlsTest.moc"
