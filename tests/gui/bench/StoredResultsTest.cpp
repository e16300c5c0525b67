// SPDX-License-Identifier: GPL-3.0-or-later
// Stored results in the benchmark window, in the sandbox (SoftHSM2): a case
// run and a load profile are saved on the store's thread and listed again by
// a new window on the same file; "Show in charts" puts the case run into the
// comparison chart (its bar the stored run's own mean) and the load profile
// into both load charts; a file exported by keyward-cli from another store is
// imported with its origin; "Delete…" asks, and deletes only after Yes; a
// store that cannot be written says so in the status line.
// KEYWARD_SCREENSHOT=dir/name.png saves the window with the stored runs.
#include "../GuiTestSupport.h"
#include "bench/HtmlReport.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/ComparisonChart.h"
#include "gui/bench/LoadProfileChart.h"
#include "gui/bench/StoredRunsModel.h"
#include "gui/bench/StoredRunsPanel.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"

#include <QAbstractButton>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::bench;
namespace kb = keyward::bench;

using namespace keyward::testing;

namespace {

/// The value of the comparison chart's bar in series `series` for `run`'s group.
QString cell(StoredRunsPanel *panel, int row, int column)
{
    return panel->model()->index(row, column).data().toString();
}

/// keyward-cli from the build, with the sandbox's PIN in its environment.
QByteArray cli(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KEYWARD_PIN"), QStringLiteral("123456"));
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("KEYWARD_BUILD_DIR") + QStringLiteral("/src/cli/keyward-cli"),
            args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning("keyward-cli %s: %s", qPrintable(args.join(QLatin1Char(' '))),
                 p.readAllStandardError().constData());
        return {};
    }
    return p.readAllStandardOutput();
}

} // namespace

class StoredResultsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        auto modules = pkcs11::listModules();
        QVERIFY(modules.ok());
        m_model.setDevices(QStringLiteral("pkcs11"),
                           pkcs11::toDeviceInfos(pkcs11::presentTokens(modules.value())));
        QVERIFY(m_dir.isValid());
        m_store = m_dir.filePath(QStringLiteral("results.sqlite"));
    }

    // A case and a load profile measured in one window, seen by the next.
    void savedRunsReopenInANewWindow()
    {
        kb::RunRecord measured;
        {
            BenchmarkWindow w(&m_model, m_store);
            w.show();
            check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
                  {QStringLiteral("keyward-test")});
            check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
                  {QStringLiteral("ECDSA-P256")});
            check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
                  {QStringLiteral("Sign")});
            w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(40);
            w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(2);
            auto *pin = w.findChild<QLineEdit *>(QStringLiteral("tokenPin"));
            pin->setText(QStringLiteral("123456"));
            QSignalSpy stored(&w, &BenchmarkWindow::resultStored);
            QSignalSpy done(&w, &BenchmarkWindow::runFinished);
            QVERIFY(w.start());
            QVERIFY(done.wait(60000));
            QCOMPARE(w.runs().size(), 1);
            measured = w.runs().constFirst();

            w.findChild<QLineEdit *>(QStringLiteral("loadRates"))
                ->setText(QStringLiteral("100, 400"));
            w.findChild<QDoubleSpinBox *>(QStringLiteral("loadStep"))->setValue(0.4);
            pin->setText(QStringLiteral("123456"));
            QSignalSpy loadDone(&w, &BenchmarkWindow::loadProfileFinished);
            QVERIFY(w.startLoadProfile());
            QVERIFY(loadDone.wait(60000));
            QCOMPARE(loadDone.first().first().toBool(), false);
            // The window closes at once: the store finishes what is queued first.
        }

        BenchmarkWindow w(&m_model, m_store);
        w.resize(1280, 800);
        w.show();
        StoredRunsPanel *panel = w.storedRunsPanel();
        QSignalSpy listed(panel, &StoredRunsPanel::listed);
        QVERIFY(listed.wait(10000));
        QCOMPARE(panel->model()->rowCount(), 2);
        // Newest first: the load profile's record, then the case run.
        QVERIFY(
            cell(panel, 0, StoredRunsModel::Operation).contains(QStringLiteral("load profile")));
        QCOMPARE(cell(panel, 1, StoredRunsModel::Algorithm), measured.algorithm);
        QVERIFY(cell(panel, 1, StoredRunsModel::Device).contains(QStringLiteral("(virtual)")));
        QCOMPARE(cell(panel, 1, StoredRunsModel::Median),
                 kb::reportMs(measured.steady().median) + QStringLiteral(" ms"));
        QVERIFY(w.runs().isEmpty());
        QCOMPARE(w.comparisonChart()->barCount(), 0);

        QVERIFY(QTest::qWaitForWindowExposed(&w)); // laid out: the tab widens its pane
        auto *sideTabs = w.findChild<QTabWidget *>(QStringLiteral("sideTabs"));
        sideTabs->setCurrentWidget(panel);
        const qint64 caseId =
            panel->model()->index(1, 0).data(StoredRunsModel::IdRole).toLongLong();
        panel->select({caseId});
        QSignalSpy loaded(&w, &BenchmarkWindow::storedRunsLoaded);
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("showStoredButton")),
                          Qt::LeftButton);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(w.storedRunsShown().size(), 1);
        const kb::RunRecord &stored = w.storedRunsShown().constFirst();
        QCOMPARE(stored.uuid, measured.uuid);
        QCOMPARE(stored.steady().median, measured.steady().median);
        // The chart draws means: the bar is the stored run's own.
        const auto bar = w.comparisonChart()->barFor(stored);
        QVERIFY(bar);
        QCOMPARE(*bar, stored.steady().mean / 1e6);
        QVERIFY(w.comparisonChart()->title().contains(QStringLiteral("virtual")));
        // Exports cover what the charts show.
        const QString json = m_dir.filePath(QStringLiteral("shown.json"));
        QVERIFY(w.saveDataJson(json));
        QFile jf(json);
        QVERIFY(jf.open(QIODevice::ReadOnly));
        QVERIFY(jf.readAll().contains(measured.uuid.toUtf8()));
        screenshot(&w, QStringLiteral("stored"));

        // The load profile reloads into both load charts.
        const qint64 profileId =
            panel->model()->index(0, 0).data(StoredRunsModel::IdRole).toLongLong();
        panel->select({profileId});
        loaded.clear();
        QTest::keyClick(panel->view(), Qt::Key_Return); // the keyboard's "Show in charts"
        QVERIFY(loaded.wait(10000));
        QVERIFY(w.storedProfileShown().has_value());
        const kb::LoadProfileResult &profile = w.storedProfileShown()->result;
        QVERIFY(profile.requests.size() > 0);
        QCOMPARE(w.loadLatencyChart()->pointCount(), profile.requests.size());
        QVERIFY(w.loadQueueChart()->pointCount() > 0);
        QVERIFY(w.loadLatencyChart()->title().contains(QStringLiteral("virtual")));
        auto *charts = w.findChild<QTabWidget *>(QStringLiteral("charts"));
        QCOMPARE(charts->currentWidget(), w.loadLatencyChart());
        QVERIFY(w.storedRunsShown().isEmpty()); // the selection replaced the case run
        screenshot(&w, QStringLiteral("stored-load"));
        const QByteArray html = w.htmlReport();
        QVERIFY(html.contains("load-profile-1"));
    }

    // A file exported by keyward-cli from another store comes in marked with
    // where it came from, and goes again only after the question.
    void importThenDeleteAfterAsking()
    {
        const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
        QVERIFY(!cli({QStringLiteral("bench"), QStringLiteral("--token"),
                      QStringLiteral("keyward-test"), QStringLiteral("--alg"),
                      QStringLiteral("p256,rsa2048"), QStringLiteral("--op"),
                      QStringLiteral("sign"), QStringLiteral("--iterations"), QStringLiteral("5"),
                      QStringLiteral("--store"), other})
                     .isEmpty());
        const QString file = m_dir.filePath(QStringLiteral("from-elsewhere.json"));
        QVERIFY(!cli({QStringLiteral("bench"), QStringLiteral("export"), QStringLiteral("1"),
                      QStringLiteral("2"), QStringLiteral("--json"), QStringLiteral("-o"), file,
                      QStringLiteral("--store"), other})
                     .isEmpty() ||
                QFile::exists(file));
        QVERIFY(QFile::exists(file));

        const QString store = m_dir.filePath(QStringLiteral("import.sqlite"));
        BenchmarkWindow w(&m_model, store);
        w.resize(1280, 800);
        w.show();
        StoredRunsPanel *panel = w.storedRunsPanel();
        QSignalSpy listed(panel, &StoredRunsPanel::listed);
        QVERIFY(listed.wait(10000));
        QCOMPARE(panel->model()->rowCount(), 0);
        QSignalSpy imported(panel, &StoredRunsPanel::imported);
        listed.clear();
        panel->importFile(file);
        QVERIFY(imported.wait(10000));
        QCOMPARE(imported.first().first().value<QList<qint64>>().size(), 2);
        QVERIFY(listed.wait(10000));
        QCOMPARE(panel->model()->rowCount(), 2);
        for (int row = 0; row < 2; ++row) {
            QVERIFY2(cell(panel, row, StoredRunsModel::From)
                         .contains(QStringLiteral("from-elsewhere.json")),
                     qPrintable(cell(panel, row, StoredRunsModel::From)));
            QVERIFY(
                cell(panel, row, StoredRunsModel::Device).contains(QStringLiteral("(virtual)")));
        }
        QCOMPARE(panel->selectedIds().size(), 2); // the imported runs, ready to show

        QSignalSpy loaded(&w, &BenchmarkWindow::storedRunsLoaded);
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("showStoredButton")),
                          Qt::LeftButton);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(w.storedRunsShown().size(), 2);
        bool legendOrigin = false;
        for (int i = 0; i < w.comparisonChart()->plottableCount(); ++i) {
            legendOrigin |= w.comparisonChart()->plottable(i)->name().contains(
                QStringLiteral("from from-elsewhere.json"));
        }
        QVERIFY(legendOrigin);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.findChild<QTabWidget *>(QStringLiteral("sideTabs"))->setCurrentWidget(panel);
        screenshot(&w, QStringLiteral("imported"));

        // Delete one: the question names it; Cancel keeps it, Delete deletes it.
        const qint64 id = panel->selectedIds().constFirst();
        const int row = panel->model()->rowOf(id);
        const QString label = panel->model()->runs().at(row).run.label();
        panel->select({id});
        for (QMessageBox::StandardButton answer : {QMessageBox::Cancel, QMessageBox::Yes}) {
            QSignalSpy removed(panel, &StoredRunsPanel::removed);
            if (answer == QMessageBox::Cancel) {
                QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("deleteStoredButton")),
                                  Qt::LeftButton);
            } else { // from the keyboard
                w.activateWindow();
                QVERIFY(QTest::qWaitForWindowActive(&w));
                panel->view()->setFocus();
                QTRY_VERIFY(panel->view()->hasFocus());
                QTest::keyClick(panel->view(), Qt::Key_Delete);
            }
            QMessageBox *box = nullptr;
            QTRY_VERIFY((box = panel->findChild<QMessageBox *>(QStringLiteral("confirmDelete"))));
            QVERIFY2(box->informativeText().contains(label), qPrintable(box->informativeText()));
            QVERIFY(box->text().contains(QStringLiteral("cannot be undone")));
            if (answer == QMessageBox::Cancel) {
                screenshot(box, QStringLiteral("delete-question")); // a window of its own
            }
            QTest::mouseClick(box->button(answer), Qt::LeftButton);
            if (answer == QMessageBox::Cancel) {
                QTest::qWait(200); // nothing is queued: nothing may come
                QCOMPARE(removed.count(), 0);
                QCOMPARE(panel->model()->rowCount(), 2);
            } else {
                QVERIFY(removed.wait(10000));
                QTRY_COMPARE(panel->model()->rowCount(), 1);
                QCOMPARE(panel->model()->rowOf(id), -1);
            }
        }
        QCOMPARE(w.storedRunsShown().size(), 1); // out of the charts too
    }

    void storeFailureInTheStatusLine()
    {
        QFile blocker(m_dir.filePath(QStringLiteral("not-a-dir")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        BenchmarkWindow w(&m_model, m_dir.filePath(QStringLiteral("not-a-dir/r.sqlite")));
        w.show();
        auto *status = w.findChild<QLabel *>(QStringLiteral("status"));
        QTRY_VERIFY(status->text().contains(QStringLiteral("cannot be stored")));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("CPU baseline")});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(5);
        QSignalSpy stored(&w, &BenchmarkWindow::resultStored);
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QVERIFY(done.wait(30000));
        QTRY_COMPARE(stored.count(), 1);
        QCOMPARE(stored.first().first().toBool(), false);
        QVERIFY2(status->text().contains(QStringLiteral("Not stored")), qPrintable(status->text()));
        QCOMPARE(w.runs().size(), 1); // measured and charted all the same
    }

private:
    DeviceListModel m_model;
    QTemporaryDir m_dir;
    QString m_store;
};

QTEST_MAIN(StoredResultsTest)
#include "StoredResultsTest.moc"
