// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark page in the sandbox: pick the SoftHSM2 token and the CPU
// baseline, RSA-2048 and ECDSA P-256, sign and decrypt, start, and find the
// charts populated with the virtual token marked; cancel a long run. Then
// thread counts, key generation and a load profile started from the page
// fill the throughput, key generation and load-profile charts, which export
// as PNG, PDF, SVG and an HTML report.
// KEYWARD_SCREENSHOT=dir/name.png saves the page per tab (and the report).
#include "../GuiTestSupport.h"
#include "app/BenchReproduce.h"
#include "bench/HtmlReport.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/ComparisonChart.h"
#include "gui/bench/DistributionChart.h"
#include "gui/bench/KeygenChart.h"
#include "gui/bench/LiveChart.h"
#include "gui/bench/LoadProfileChart.h"
#include "gui/bench/ThroughputChart.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"

#include <QCheckBox>
#include <QDir>
#include <QDirIterator>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <vector>

using namespace keyward;
using namespace keyward::gui::bench;

using namespace keyward::testing;

namespace {

/// Goal 3: how long the GUI event loop goes without running a 1 ms timer.
class StallProbe
{
public:
    StallProbe()
    {
        m_clock.start();
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_gaps.push_back(double(now - m_last) / 1e6);
            m_last = now;
        });
        m_timer.start();
    }
    void report(const char *what)
    {
        m_timer.stop();
        std::sort(m_gaps.begin(), m_gaps.end());
        if (m_gaps.empty()) {
            return;
        }
        const double p99 = m_gaps[size_t(double(m_gaps.size() - 1) * 0.99)];
        qInfo("%s: event-loop gap max %.2f ms, p99 %.2f ms over %zu ticks", what, m_gaps.back(),
              p99, m_gaps.size());
    }

private:
    QElapsedTimer m_clock;
    QTimer m_timer;
    qint64 m_last = 0;
    std::vector<double> m_gaps;
};

} // namespace

class BenchmarkPageTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        auto modules = pkcs11::listModules();
        QVERIFY2(modules.ok(), qPrintable(modules.ok() ? QString() : modules.error().technical()));
        m_model.setDevices(QStringLiteral("pkcs11"),
                           pkcs11::toDeviceInfos(pkcs11::presentTokens(modules.value())));
        bool found = false;
        for (const DeviceInfo &d : m_model.devices()) {
            found |= d.name == QLatin1String("keyward-test");
        }
        QVERIFY2(found, "the sandbox's SoftHSM2 token keyward-test is not listed");
    }

    void runsAndChartsSoftHsm()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.resize(1200, 760);
        w.show();
        // Start waits for a device, an algorithm and an operation.
        auto *start = w.findChild<QPushButton *>(QStringLiteral("startButton"));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")), {});
        QVERIFY(!start->isEnabled());
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test"), QStringLiteral("CPU baseline")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")), {});
        QVERIFY(!start->isEnabled());
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign"), QStringLiteral("Decrypt")});
        QVERIFY(start->isEnabled());
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(30);
        w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(2);
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        screenshot(&w, QStringLiteral("setup"));

        StallProbe probe;
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        QVERIFY(w.isRunning());
        QVERIFY(done.wait(240000));
        probe.report("page run");
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY(w.findChild<QLabel *>(QStringLiteral("status"))
                    ->text()
                    .startsWith(QStringLiteral("Done: %1 case").arg(w.runs().size())));

        // Token: RSA sign, RSA decrypt, P-256 sign (P-256 decrypt is skipped);
        // CPU: RSA sign, RSA decrypt, P-256 sign, P-256 decrypt as ECDH-P256 (as the CLI).
        QVERIFY2(w.runs().size() >= 7, qPrintable(QString::number(w.runs().size())));
        bool tokenVirtual = false;
        for (const auto &r : w.runs()) {
            if (r.path == QLatin1String("pkcs11")) {
                tokenVirtual = r.device.isVirtual;
                QVERIFY(r.label().contains(QStringLiteral("(virtual)")));
                // The token as keyward-cli names it, so a bundle's reproduce.sh measures it again.
                const QStringList lines = keyward::app::reproduceLines(r, nullptr);
                QVERIFY2(lines.join(QLatin1Char('\n'))
                             .contains(QStringLiteral("keyward-cli bench --token keyward-test")),
                         qPrintable(lines.join(QLatin1Char('\n'))));
            }
        }
        QVERIFY(tokenVirtual);
        ComparisonChart *c = w.comparisonChart();
        QVERIFY(c->barCount() >= 5 + 5); // measured + published RSA-2048 decrypt figures
        QVERIFY(c->title().contains(QStringLiteral("virtual")));
        bool legendVirtual = false;
        bool legendPublished = false;
        for (int i = 0; i < c->plottableCount(); ++i) {
            legendVirtual |= c->plottable(i)->name().contains(QStringLiteral("(virtual)"));
            legendPublished |= c->plottable(i)->name().contains(QStringLiteral("published"));
        }
        QVERIFY(legendVirtual);
        QVERIFY(legendPublished);
        QVERIFY(w.distributionChart()->boxCount() >= 5);
        QVERIFY(w.liveChart()->pointCount() > 0);

        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("charts"));
        tabs->setCurrentWidget(c);
        screenshot(&w, QStringLiteral("comparison"));
        QVERIFY(w.saveChartPng(dir.filePath(QStringLiteral("c.png"))));
        QVERIFY(w.saveChartPdf(dir.filePath(QStringLiteral("c.pdf"))));
        tabs->setCurrentWidget(w.distributionChart());
        screenshot(&w, QStringLiteral("distribution"));
        tabs->setCurrentWidget(w.liveChart());
        screenshot(&w, QStringLiteral("live"));
        QVERIFY(w.saveDataCsv(dir.filePath(QStringLiteral("d.csv"))));
        QVERIFY(w.saveDataJson(dir.filePath(QStringLiteral("d.json"))));
        for (const char *f : {"c.png", "c.pdf", "d.csv", "d.json"}) {
            QVERIFY2(QFileInfo(dir.filePath(QString::fromLatin1(f))).size() > 200, f);
        }
    }

    // The closing line names each skipped case with why; "Show published
    // figures" says when it draws none; every save says where the file went.
    void skippedPublishedAndSavedSaySo()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, QStringLiteral(":memory:"));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("CPU baseline")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("ECDSA-P256"), QStringLiteral("Ed25519")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign"), QStringLiteral("Decrypt")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(5);
        w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(1);
        auto *published = w.findChild<QCheckBox *>(QStringLiteral("showPublished"));
        QVERIFY(published->isChecked());
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QVERIFY(done.wait(60000));
        auto *status = w.findChild<QLabel *>(QStringLiteral("status"));
        // P-256 sign, P-256 decrypt as the ECDH key agreement (as keyward-cli plans it),
        // Ed25519 sign; there is no Ed25519 decrypt.
        QCOMPARE(w.runs().size(), 3);
        QCOMPARE(w.runs().at(1).algorithm, QStringLiteral("ECDH-P256"));
        const QString skipped = QStringLiteral(
            "Ed25519 decrypt on CPU baseline (OpenSSL): no CPU baseline for this combination.");
        const QString note =
            QStringLiteral("Published figures exist for decrypt with ECDH-Curve25519, RSA-2048, "
                           "RSA-4096 only; none are drawn for ECDH-P256 decrypt.");
        // ("case(s)" where no English plural forms are loaded)
        QVERIFY2(status->text().startsWith(QStringLiteral("Done: 3 case")) &&
                     status->text().endsWith(QStringLiteral(" measured; 1 skipped: ") + skipped +
                                             QLatin1Char('\n') + note),
                 qPrintable(status->text()));
        QCOMPARE(w.skippedCases().size(), 1);
        QCOMPARE(w.skippedCases().constFirst().sentence(), skipped);
        published->setChecked(false);
        published->setChecked(true);
        QCOMPARE(status->text(), note);

        const QString report = dir.filePath(QStringLiteral("report.html"));
        QVERIFY(w.saveHtmlReport(report));
        QCOMPARE(status->text(),
                 QStringLiteral("Saved the report to %1.").arg(QDir::toNativeSeparators(report)));
        QFile html(report);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(html.readAll());
        QVERIFY(text.contains(QStringLiteral("<h2>Skipped cases</h2>")));
        QVERIFY2(text.contains(skipped.toHtmlEscaped()), qPrintable(text.right(2000)));
        const QString csv = dir.filePath(QStringLiteral("d.csv"));
        QVERIFY(w.saveDataCsv(csv));
        QCOMPARE(status->text(),
                 QStringLiteral("Saved the data to %1.").arg(QDir::toNativeSeparators(csv)));
        w.findChild<QTabWidget *>(QStringLiteral("charts"))->setCurrentWidget(w.comparisonChart());
        const QString svg = dir.filePath(QStringLiteral("c.svg"));
        QVERIFY(w.saveChartSvg(svg));
        QCOMPARE(status->text(),
                 QStringLiteral("Saved the chart to %1.").arg(QDir::toNativeSeparators(svg)));
        const QString nowhere = dir.filePath(QStringLiteral("missing/d.json"));
        QVERIFY(!w.saveDataJson(nowhere));
        QCOMPARE(status->text(),
                 QStringLiteral("Could not write %1.").arg(QDir::toNativeSeparators(nowhere)));

        // "Export bundle…": every file there and named in the status line; a used folder
        // is refused with a sentence and left as it was.
        QVERIFY(w.findChild<QPushButton *>(QStringLiteral("saveBundle")));
        const QString bundle = dir.filePath(QStringLiteral("bundle"));
        QVERIFY(w.saveBundle(bundle));
        QStringList files;
        for (QDirIterator it(bundle, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
            files << QDir(bundle).relativeFilePath(it.next());
            QVERIFY2(QFileInfo(it.filePath()).size() > 0, qPrintable(it.filePath()));
        }
        files.sort();
        QCOMPARE(files.join(QLatin1Char(' ')),
                 QStringLiteral("README.txt charts/comparison.png charts/comparison.svg "
                                "charts/distribution.png charts/distribution.svg "
                                "environment.json report.html reproduce.sh runs.csv runs.json "
                                "skipped.json"));
        QCOMPARE(status->text(), QStringLiteral("Saved the bundle to %1 (11 files).")
                                     .arg(QDir::toNativeSeparators(bundle)));
        QFile reproduce(QDir(bundle).filePath(QStringLiteral("reproduce.sh")));
        QVERIFY(reproduce.open(QIODevice::ReadOnly));
        const QByteArray lines = reproduce.readAll();
        QVERIFY(lines.contains(
            "keyward-cli bench --baseline cpu --alg p256 --op sign --iterations 5 --warmup 1"));
        QVERIFY(lines.contains(
            "keyward-cli bench --baseline cpu --alg ecdhp256 --op decrypt --iterations 5"));
        QFile skippedFile(QDir(bundle).filePath(QStringLiteral("skipped.json")));
        QVERIFY(skippedFile.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(skippedFile.readAll()).contains(skipped));
        const QStringList before =
            QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        QVERIFY(!w.saveBundle(dir.path()));
        QCOMPARE(status->text(),
                 QStringLiteral("The folder %1 is not empty; a bundle goes into a new or empty "
                                "folder, so nothing was written.")
                     .arg(QDir::toNativeSeparators(dir.path())));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
    }

    void pinVerificationOncePerToken()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.resize(1200, 760);
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("PIN verification")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(10);
        w.findChild<QSpinBox *>(QStringLiteral("threads"))->setValue(2);
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().first().toBool(), false);
        // Two algorithms and two threads asked, one C_Login case made.
        QCOMPARE(w.runs().size(), 1);
        const auto &r = w.runs().constFirst();
        QCOMPARE(r.operation, QStringLiteral("pin-verify"));
        QCOMPARE(r.algorithm, QStringLiteral("user PIN"));
        QCOMPARE(r.threads, 1);
        QCOMPARE(r.steadySamples().size(), 10);
    }

    void cancelStopsALongRun()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w.findChild<QRadioButton *>(QStringLiteral("byDuration"))->setChecked(true);
        w.findChild<QDoubleSpinBox *>(QStringLiteral("duration"))->setValue(60);
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QTRY_VERIFY_WITH_TIMEOUT(w.liveChart()->pointCount() > 0, 60000);
        screenshot(&w, QStringLiteral("running"));
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("cancelButton")),
                          Qt::LeftButton);
        QVERIFY(done.wait(20000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(w.runs().isEmpty());
        // Nothing was measured and the PIN was not refused: it is back in its field.
        QCOMPARE(w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->text(),
                 QStringLiteral("123456"));
    }

    void refusedPinIsNotGivenBack()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(10);
        auto *pin = w.findChild<QLineEdit *>(QStringLiteral("tokenPin"));
        pin->setText(QStringLiteral("999999"));
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QVERIFY(done.wait(60000));
        QVERIFY(w.runs().isEmpty());
        QVERIFY(pin->text().isEmpty()); // a wrong PIN is not offered to the token again
        const QString status = w.findChild<QLabel *>(QStringLiteral("status"))->text();
        QVERIFY2(status.contains(QStringLiteral("Nothing was measured")), qPrintable(status));
    }

    // Thread counts, key generation, a load profile and the exports: every
    // new chart filled from a real run on the sandbox's SoftHSM2 token.
    void threadsKeygenLoadProfileAndReport()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.resize(1280, 800);
        w.show();
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("charts"));
        auto *devices = w.findChild<QListWidget *>(QStringLiteral("deviceList"));
        auto *algorithms = w.findChild<QListWidget *>(QStringLiteral("algorithmList"));
        auto *operations = w.findChild<QListWidget *>(QStringLiteral("operationList"));
        auto *threads = w.findChild<QSpinBox *>(QStringLiteral("threads"));
        auto *pin = w.findChild<QLineEdit *>(QStringLiteral("tokenPin"));
        check(devices, {QStringLiteral("keyward-test")});
        check(algorithms, {QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")});
        check(operations, {QStringLiteral("Sign"), QStringLiteral("Key generation")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(12);
        w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(1);

        // Threads 1 with key generation, then sign again swept over 1, 2, 4 threads.
        for (int t : {1, 4}) {
            threads->setValue(t);
            if (t == 4) {
                check(operations, {QStringLiteral("Sign")});
                w.findChild<QCheckBox *>(QStringLiteral("threadSweep"))->setChecked(true);
            }
            pin->setText(QStringLiteral("123456"));
            QSignalSpy done(&w, &BenchmarkWindow::runFinished);
            QVERIFY(w.start());
            QVERIFY(done.wait(240000));
            QCOMPARE(done.first().first().toBool(), false);
        }
        // RSA, P-256 × sign, keygen; then RSA, P-256 sign on 1, 2 and 4 threads.
        QCOMPARE(w.runs().size(), 4 + 6);

        ThroughputChart *tp = w.throughputChart();
        // RSA-2048 and ECDSA-P256 sign on 1, 2 and 4 threads; key generation,
        // on one thread count only, says nothing about scaling and is left out.
        QCOMPARE(tp->seriesCount(), 2);
        QCOMPARE(tp->graphCount(), 4);
        QVERIFY(tp->title().contains(QStringLiteral("virtual")));
        int threePointSeries = 0;
        for (int g = 0; g < tp->graphCount(); ++g) {
            QVERIFY(tp->graph(g)->name().contains(QStringLiteral("(virtual)")));
            threePointSeries += tp->graph(g)->data()->size() == 3 ? 1 : 0;
        }
        QCOMPARE(threePointSeries, 4); // both sign series, wall clock and latency-derived
        tabs->setCurrentWidget(tp);
        screenshot(&w, QStringLiteral("threads"));

        KeygenChart *kg = w.keygenChart();
        QCOMPARE(kg->runCount(), 2);
        qsizetype keygenSamples = 0;
        for (const auto &r : w.runs()) {
            if (r.operation == QLatin1String("keygen")) {
                keygenSamples += r.steadySamples().size();
            }
        }
        QCOMPARE(kg->sampleCount(), keygenSamples);
        QVERIFY(kg->title().contains(QStringLiteral("virtual")));
        tabs->setCurrentWidget(kg);
        screenshot(&w, QStringLiteral("keygen"));

        // A load profile from the page: RSA-2048 sign, stepped up and down.
        check(algorithms, {QStringLiteral("RSA-2048")});
        check(operations, {QStringLiteral("Sign")});
        w.findChild<QLineEdit *>(QStringLiteral("loadRates"))
            ->setText(QStringLiteral("200, 1000, 4000"));
        w.findChild<QDoubleSpinBox *>(QStringLiteral("loadStep"))->setValue(0.5);
        w.findChild<QSpinBox *>(QStringLiteral("loadWorkers"))->setValue(1);
        pin->setText(QStringLiteral("123456"));
        QSignalSpy loadDone(&w, &BenchmarkWindow::loadProfileFinished);
        StallProbe probe;
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("startLoadButton")),
                          Qt::LeftButton);
        QVERIFY(w.isRunning());
        QVERIFY(loadDone.wait(120000));
        probe.report("load profile");
        QCOMPARE(loadDone.first().first().toBool(), false);
        QCOMPARE(w.loadProfiles().size(), 1);
        const auto &profile = w.loadProfiles().constFirst();
        QVERIFY(profile.device.isVirtual);
        QCOMPARE(profile.result.requests.size(), profile.result.config.scheduledRequests());
        QVERIFY(profile.result.serviceRatePerSecond > 0);
        // One point per served request: on a slow machine (asan) some are
        // still queued when the profile ends, and those have no latency.
        const auto served =
            std::count_if(profile.result.requests.cbegin(), profile.result.requests.cend(),
                          [](const auto &r) { return r.served(); });
        QVERIFY(served > 0);
        QCOMPARE(w.loadLatencyChart()->pointCount(), int(served));
        QCOMPARE(w.loadQueueChart()->pointCount(), profile.result.queue.size());
        for (LoadProfileChart *c : {w.loadLatencyChart(), w.loadQueueChart()}) {
            QVERIFY(c->title().contains(QStringLiteral("virtual")));
            QVERIFY(c->graph(0)->name().contains(QStringLiteral("(virtual)")));
            QCOMPARE(c->hasSaturationMarker(), profile.result.saturationStep >= 0);
        }
        qInfo("load profile: service rate %.1f/s, queue grows from %.0f/s (step %d)",
              profile.result.serviceRatePerSecond, profile.result.saturationRate,
              profile.result.saturationStep);
        w.findChild<QTabWidget *>(QStringLiteral("charts"))->setCurrentWidget(w.loadLatencyChart());
        screenshot(&w, QStringLiteral("load-latency"));
        tabs->setCurrentWidget(w.loadQueueChart());
        screenshot(&w, QStringLiteral("load-queue"));
        // The load profile's service times are stored, not mixed into the case runs.
        QCOMPARE(w.runs().size(), 10);

        // Every chart exports as PNG, PDF and SVG.
        for (QCustomPlot *c : QList<QCustomPlot *>{w.comparisonChart(), w.distributionChart(), tp,
                                                   kg, w.loadLatencyChart(), w.loadQueueChart()}) {
            tabs->setCurrentWidget(c);
            const QString base = dir.filePath(c->objectName());
            QVERIFY(w.saveChartPng(base + QStringLiteral(".png")));
            QVERIFY(w.saveChartPdf(base + QStringLiteral(".pdf")));
            QVERIFY(w.saveChartSvg(base + QStringLiteral(".svg")));
            const QImage image(base + QStringLiteral(".png"));
            QVERIFY2(!image.isNull() && image.width() > 100 && image.height() > 100,
                     qPrintable(c->objectName()));
            QFile pdf(base + QStringLiteral(".pdf"));
            QVERIFY(pdf.open(QIODevice::ReadOnly) && pdf.read(5) == "%PDF-");
            QFile svg(base + QStringLiteral(".svg"));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            QVERIFY2(svg.readAll().contains("<svg"), qPrintable(c->objectName()));
            if (const QString shot = qEnvironmentVariable("KEYWARD_SCREENSHOT"); !shot.isEmpty()) {
                const QString copy = QString(shot).replace(
                    QStringLiteral(".png"), QStringLiteral("-export-%1.png").arg(c->objectName()));
                QFile::remove(copy);
                QVERIFY(QFile::copy(base + QStringLiteral(".png"), copy));
            }
        }

        // The HTML report: images, tables computed from the runs, no serial.
        const QString reportFile = dir.filePath(QStringLiteral("report.html"));
        QVERIFY(w.saveHtmlReport(reportFile));
        QFile f(reportFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        QCOMPARE(html.count(QStringLiteral("data:image/png;base64,")), 6);
        for (const char *id :
             {"statistics", "scaling", "devices", "settings", "software", "load-profile-1"}) {
            QVERIFY2(html.contains(QStringLiteral("<table id=\"%1\"").arg(QLatin1String(id))), id);
        }
        for (const auto &r : w.runs()) {
            QVERIFY(html.contains(keyward::bench::reportMs(r.steady().median)));
        }
        QVERIFY(html.contains(QStringLiteral("(virtual)")));
        for (const DeviceInfo &d : m_model.devices()) {
            if (d.name == QLatin1String("keyward-test") && !d.serial.isEmpty()) {
                QVERIFY2(!html.contains(d.serial), "the token serial is in the report");
            }
        }
        if (const QString path = qEnvironmentVariable("KEYWARD_SCREENSHOT"); !path.isEmpty()) {
            QFile::remove(QString(path).replace(QStringLiteral(".png"), QStringLiteral(".html")));
            QVERIFY(QFile::copy(reportFile, QString(path).replace(QStringLiteral(".png"),
                                                                  QStringLiteral(".html"))));
        }
    }

    void loadProfileRatesFromACalibration()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        auto *rates = w.findChild<QLineEdit *>(QStringLiteral("loadRates"));
        QVERIFY(rates->text().isEmpty()); // by default: from the device itself
        w.findChild<QDoubleSpinBox *>(QStringLiteral("loadStep"))->setValue(0.2);
        w.findChild<QCheckBox *>(QStringLiteral("loadBackDown"))->setChecked(false);
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::loadProfileFinished);
        QVERIFY(w.startLoadProfile());
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().first().toBool(), false);
        QCOMPARE(w.loadProfiles().size(), 1);
        // Six steps around the measured rate, written into the field.
        const auto &steps = w.loadProfiles().constFirst().result.config.steps;
        QCOMPARE(steps.size(), 6);
        QStringList shown;
        for (qsizetype i = 0; i < steps.size(); ++i) {
            shown << QString::number(steps.at(i).ratePerSecond);
            QVERIFY(i == 0 || steps.at(i).ratePerSecond > steps.at(i - 1).ratePerSecond);
        }
        QCOMPARE(rates->text(), shown.join(QStringLiteral(", ")));
    }

    void cancelStopsALoadProfile()
    {
        QTemporaryDir dir;
        BenchmarkWindow w(&m_model, dir.filePath(QStringLiteral("results.sqlite")));
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w.findChild<QLineEdit *>(QStringLiteral("loadRates"))->setText(QStringLiteral("20"));
        w.findChild<QDoubleSpinBox *>(QStringLiteral("loadStep"))->setValue(120);
        w.findChild<QLineEdit *>(QStringLiteral("tokenPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::loadProfileFinished);
        QVERIFY(w.startLoadProfile());
        auto *status = w.findChild<QLabel *>(QStringLiteral("status"));
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("served")), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(w.loadQueueChart()->pointCount() > 0, 30000); // live queue
        QVERIFY(w.loadQueueChart()->title().contains(QStringLiteral("virtual")));
        screenshot(&w, QStringLiteral("load-running"));
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("cancelButton")),
                          Qt::LeftButton);
        QVERIFY(done.wait(20000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(!w.isRunning());
        QVERIFY(w.loadProfiles().isEmpty());
        QVERIFY(w.findChild<QPushButton *>(QStringLiteral("startLoadButton"))->isEnabled());
    }

private:
    DeviceListModel m_model;
};

QTEST_MAIN(BenchmarkPageTest)
#include "BenchmarkPageTest.moc"
