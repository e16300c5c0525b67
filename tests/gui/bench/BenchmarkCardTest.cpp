// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark page with the sandbox's virtual OpenPGP card beside the
// SoftHSM2 token, both offered by the app's DeviceDirectory: keys are put on
// the card first (keyward-cli card generate --slot sig/enc/auth, PINs on stdin);
// then a short sign run on both devices fills the comparison chart with two
// bars that are the runs' own means, the card's labelled virtual and its
// algorithm the card key's; then decrypt and authenticate on the card end to
// end. Cancel while gpg-agent is asked for the card ends the run. Without a
// PIN the page says the card PIN is needed and starts nothing; key generation
// is not run on the card.
// KEYWARD_SCREENSHOT=dir/name.png saves the page after each run.
#include "../GuiTestSupport.h"
#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/ComparisonChart.h"
#include "gui/bench/LiveChart.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

using namespace keyward;
using namespace keyward::gui::bench;

using namespace keyward::testing;

namespace {

/// One key on the card, as a user of the CLI makes it (PINs on stdin).
void generateOnCard(const QString &slot)
{
    QProcess cli;
    cli.start(qEnvironmentVariable("KEYWARD_BUILD_DIR") + QStringLiteral("/src/cli/keyward-cli"),
              {QStringLiteral("card"), QStringLiteral("generate"), QStringLiteral("--slot"), slot,
               QStringLiteral("--loopback")});
    QVERIFY(cli.waitForStarted());
    cli.write("admin=12345678\nuser=123456\n");
    cli.closeWriteChannel();
    QVERIFY(cli.waitForFinished(30000));
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
             qPrintable(QString::fromUtf8(cli.readAllStandardError())));
}

/// The bar the comparison chart shows for `run` (its series, its group).
double barValue(ComparisonChart *chart, const bench::RunRecord &run, bool *found)
{
    const std::optional<double> bar = chart->barFor(run);
    *found = bar.has_value();
    return bar.value_or(0);
}

} // namespace

class BenchmarkCardTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        generateOnCard(QStringLiteral("sig"));
        generateOnCard(QStringLiteral("enc"));
        generateOnCard(QStringLiteral("auth"));

        m_directory = std::make_unique<app::DeviceDirectory>(app::DeviceDirectory::Options{});
        QSignalSpy scanned(m_directory.get(), &app::DeviceDirectory::initialScanComplete);
        m_directory->start();
        QVERIFY(scanned.wait(20000));
        for (const DeviceInfo &d : m_directory->model()->devices()) {
            if (d.kind == DeviceKind::OpenPgpCard && d.present) {
                m_cardId = d.id;
                m_card = d;
            }
            m_tokenFound |=
                d.kind == DeviceKind::Pkcs11Token && d.name == QLatin1String("keyward-test");
        }
        QVERIFY2(!m_cardId.isEmpty(), "the virtual card is not in the device list");
        QVERIFY2(m_tokenFound, "the sandbox's SoftHSM2 token keyward-test is not listed");
    }

    void cardNeedsPinAndIsOffered()
    {
        BenchmarkWindow w(m_directory->model(), QStringLiteral(":memory:"));
        auto *devices = w.findChild<QListWidget *>(QStringLiteral("deviceList"));
        QListWidgetItem *card = nullptr;
        for (int i = 0; i < devices->count(); ++i) {
            if (devices->item(i)->data(Qt::UserRole).toString() == m_cardId) {
                card = devices->item(i);
            }
        }
        QVERIFY(card);
        QVERIFY(card->flags() & Qt::ItemIsEnabled);
        QVERIFY(card->text().contains(QStringLiteral("(virtual)")));
        QVERIFY(card->toolTip().contains(QStringLiteral("gpg-agent")));
        auto *ops = w.findChild<QListWidget *>(QStringLiteral("operationList"));
        const auto keygen = ops->findItems(QStringLiteral("Key generation"), Qt::MatchExactly);
        QCOMPARE(keygen.size(), 1);
        QVERIFY(keygen.first()->toolTip().contains(QStringLiteral("replace the key on the card")));

        check(devices, {}, {m_cardId});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        QVERIFY(!w.start()); // no PIN
        QVERIFY(!w.isRunning());
        QVERIFY(w.findChild<QLabel *>(QStringLiteral("status"))
                    ->text()
                    .contains(QStringLiteral("PIN")));
    }

    void signOnCardAndTokenThenDecryptOnCard()
    {
        QElapsedTimer clock;
        clock.start();
        QTemporaryDir dir;
        BenchmarkWindow w(m_directory->model(), dir.filePath(QStringLiteral("results.sqlite")));
        w.resize(1200, 760);
        w.show();
        auto *devices = w.findChild<QListWidget *>(QStringLiteral("deviceList"));
        auto *ops = w.findChild<QListWidget *>(QStringLiteral("operationList"));
        auto *tokenPin = w.findChild<QLineEdit *>(QStringLiteral("tokenPin"));
        auto *cardPin = w.findChild<QLineEdit *>(QStringLiteral("cardPin"));
        check(devices, {QStringLiteral("keyward-test")}, {m_cardId});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("RSA-2048")});
        check(ops, {QStringLiteral("Sign"), QStringLiteral("Key generation")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(8);
        w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(1);
        tokenPin->setText(QStringLiteral("123456"));
        cardPin->setText(QStringLiteral("123456"));

        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        // Handed to the runners, not kept in the fields.
        QVERIFY(tokenPin->text().isEmpty());
        QVERIFY(cardPin->text().isEmpty());
        QVERIFY(w.isRunning());
        QVERIFY(done.wait(40000));
        QCOMPARE(done.first().first().toBool(), false);
        const QString status = w.findChild<QLabel *>(QStringLiteral("status"))->text();

        // Token: RSA-2048 sign and key generation; card: sign (key generation skipped).
        std::optional<bench::RunRecord> cardRun; // copies: later runs grow the list
        std::optional<bench::RunRecord> tokenRun;
        for (const bench::RunRecord &r : w.runs()) {
            const bool onCard = r.device.id.compare(m_cardId, Qt::CaseInsensitive) == 0;
            QVERIFY2(!(onCard && r.operation == QLatin1String("keygen")),
                     "key generation ran on the card");
            if (onCard) {
                cardRun = r;
            } else if (r.path == QLatin1String("pkcs11") && r.operation == QLatin1String("sign")) {
                tokenRun = r;
            }
        }
        QVERIFY2(cardRun && tokenRun, qPrintable(status));
        QCOMPARE(cardRun->path, QStringLiteral("end-to-end"));
        QCOMPARE(cardRun->operation, QStringLiteral("sign"));
        QCOMPARE(cardRun->algorithm, QStringLiteral("RSA-2048")); // the card key's, not "card key"
        QCOMPARE(cardRun->keyOrigin, QStringLiteral("existing:card"));
        QVERIFY(cardRun->device.isVirtual);
        QVERIFY(cardRun->label().contains(QStringLiteral("(virtual)")));
        QCOMPARE(cardRun->steady().count, qsizetype(8));
        QVERIFY(cardRun->steady().median > 0);
        QVERIFY2(status.contains(QStringLiteral("replace the card's key")), qPrintable(status));

        ComparisonChart *chart = w.comparisonChart();
        QVERIFY(chart->title().contains(QStringLiteral("virtual")));
        bool cardFound = false;
        bool tokenFound = false;
        const double cardBar = barValue(chart, *cardRun, &cardFound);
        const double tokenBar = barValue(chart, *tokenRun, &tokenFound);
        QVERIFY(cardFound);
        QVERIFY(tokenFound);
        // The bars are the runs' own figures (the chart shows the mean and its CI).
        QCOMPARE(cardBar, cardRun->steady().mean / 1e6);
        QCOMPARE(tokenBar, tokenRun->steady().mean / 1e6);
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("charts"));
        QCOMPARE(tabs->currentWidget(), chart);
        screenshot(&w, QStringLiteral("sign"));

        // Decrypt with the card's encryption key (RSA: the runner encrypts a
        // session key to it on the host and checks what comes back), and
        // authenticate with its authentication key.
        check(devices, {}, {m_cardId});
        check(ops, {QStringLiteral("Decrypt"), QStringLiteral("Authenticate")});
        cardPin->setText(QStringLiteral("123456"));
        done.clear();
        const qsizetype before = w.runs().size();
        QVERIFY(w.start());
        QCOMPARE(w.liveChart()->pointCount(), 0); // not the sign run's points
        QTRY_VERIFY_WITH_TIMEOUT(w.liveChart()->pointCount() > 0 || done.count() > 0, 30000);
        screenshot(&w, QStringLiteral("running"));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QCOMPARE(done.first().first().toBool(), false);
        QCOMPARE(w.runs().size(), before + 2);
        const bench::RunRecord decrypt = w.runs().at(before);
        const bench::RunRecord authenticate = w.runs().at(before + 1);
        QCOMPARE(decrypt.operation, QStringLiteral("decrypt"));
        QCOMPARE(authenticate.operation, QStringLiteral("authenticate"));
        for (const bench::RunRecord &r : {decrypt, authenticate}) {
            QCOMPARE(r.path, QStringLiteral("end-to-end"));
            QCOMPARE(r.algorithm, QStringLiteral("RSA-2048"));
            QVERIFY(r.device.isVirtual);
            bool found = false;
            QCOMPARE(barValue(chart, r, &found), r.steady().mean / 1e6);
            QVERIFY2(found, qPrintable(r.operation));
        }
        QVERIFY(w.liveChart()->pointCount() > 0);
        QVERIFY2(w.liveChart()->title().contains(QStringLiteral("virtual")),
                 qPrintable(w.liveChart()->title()));
        screenshot(&w, QStringLiteral("decrypt"));
        tabs->setCurrentWidget(w.liveChart());
        screenshot(&w, QStringLiteral("live"));
        qInfo("medians: card sign %.1f ms, decrypt %.1f ms, authenticate %.1f ms; token sign "
              "%.2f ms; %lld ms in all",
              cardRun->steady().median / 1e6, decrypt.steady().median / 1e6,
              authenticate.steady().median / 1e6, tokenRun->steady().median / 1e6,
              qint64(clock.elapsed()));
    }

    // The card holds RSA-2048 keys: with RSA-2048 and ECDSA-P256 chosen, sign
    // runs once with the card's key and P-256 sign is named as skipped, with
    // why, in the closing line and in the report.
    void otherAlgorithmIsNamedAsSkipped()
    {
        BenchmarkWindow w(m_directory->model(), QStringLiteral(":memory:"));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")), {}, {m_cardId});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(3);
        w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(1);
        w.findChild<QLineEdit *>(QStringLiteral("cardPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QVERIFY(done.wait(40000));
        const QString status = w.findChild<QLabel *>(QStringLiteral("status"))->text();
        QVERIFY2(w.runs().size() == 1, qPrintable(status));
        QCOMPARE(w.runs().constFirst().algorithm, QStringLiteral("RSA-2048"));
        const QString sentence =
            QStringLiteral("ECDSA-P256 sign on %1: the card holds RSA-2048 keys.")
                .arg(w.runs().constFirst().device.label());
        QVERIFY(sentence.contains(QStringLiteral("(virtual)")));
        QCOMPARE(w.skippedCases().size(), 1);
        QCOMPARE(w.skippedCases().constFirst().sentence(), sentence);
        QVERIFY2(status.startsWith(QStringLiteral("Done: 1 case")) &&
                     status.contains(QStringLiteral(" measured; 1 skipped: ") + sentence),
                 qPrintable(status));
        const QString report = QString::fromUtf8(w.htmlReport());
        QVERIFY(report.contains(QStringLiteral("<h2>Skipped cases</h2>")));
        QVERIFY2(report.contains(sentence.toHtmlEscaped()), qPrintable(sentence));
    }

    // Each PIN field reaches its own device: a wrong token PIN beside the
    // right card PIN measures the card and not the token (had the fields been
    // crossed, the token would run and the card refuse).
    void pinsReachTheirOwnDevices()
    {
        BenchmarkWindow w(m_directory->model(), QStringLiteral(":memory:"));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")),
              {QStringLiteral("keyward-test")}, {m_cardId});
        check(w.findChild<QListWidget *>(QStringLiteral("algorithmList")),
              {QStringLiteral("RSA-2048")});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(3);
        w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(1);
        auto *tokenPin = w.findChild<QLineEdit *>(QStringLiteral("tokenPin"));
        auto *cardPin = w.findChild<QLineEdit *>(QStringLiteral("cardPin"));
        tokenPin->setText(QStringLiteral("999999")); // not the token's
        cardPin->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QVERIFY(tokenPin->text().isEmpty());
        QVERIFY(cardPin->text().isEmpty());
        QVERIFY(done.wait(40000));
        const QString status = w.findChild<QLabel *>(QStringLiteral("status"))->text();
        QCOMPARE(w.runs().size(), 1);
        const bench::RunRecord &r = w.runs().constFirst();
        QVERIFY2(r.device.id.compare(m_cardId, Qt::CaseInsensitive) == 0, qPrintable(status));
        QCOMPARE(r.path, QStringLiteral("end-to-end"));
        QVERIFY2(status.contains(QStringLiteral("Not measured")) &&
                     status.contains(QStringLiteral("RSA-2048 sign:")),
                 qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("PIN"), Qt::CaseInsensitive), qPrintable(status));
    }

    void cancelWhileTheCardIsIdentified()
    {
        BenchmarkWindow w(m_directory->model(), QStringLiteral(":memory:"));
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")), {}, {m_cardId});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign")});
        w.findChild<QLineEdit *>(QStringLiteral("cardPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start()); // gpg-agent is asked on a worker; nothing runs yet
        QVERIFY(w.isRunning());
        w.cancel();
        QVERIFY(done.wait(20000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(w.runs().isEmpty());
        QVERIFY(!w.isRunning());
    }

    // Device time: the same card as raw APDUs over PC/SC once scdaemon has let
    // go of it; the runs say so in their path and in the charts' labels.
    // Last: it ends the device directory, so nothing hands the card back to
    // scdaemon meanwhile.
    void deviceTimeOverPcsc()
    {
        m_directory.reset();
        QProcess::execute(QStringLiteral("gpgconf"),
                          {QStringLiteral("--kill"), QStringLiteral("scdaemon")});
        DeviceListModel model;
        model.setDevices(QStringLiteral("openpgp"), {m_card});
        BenchmarkWindow w(&model, QStringLiteral(":memory:"));
        w.resize(1200, 760);
        w.show();
        check(w.findChild<QListWidget *>(QStringLiteral("deviceList")), {}, {m_cardId});
        check(w.findChild<QListWidget *>(QStringLiteral("operationList")),
              {QStringLiteral("Sign"), QStringLiteral("Authenticate")});
        w.findChild<QSpinBox *>(QStringLiteral("iterations"))->setValue(6);
        w.findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(1);
        auto *path = w.findChild<QComboBox *>(QStringLiteral("cardPath"));
        const int deviceTime = path->findData(int(bench::BenchPath::DeviceTime));
        QVERIFY(deviceTime >= 0);
        path->setCurrentIndex(deviceTime);
        w.findChild<QLineEdit *>(QStringLiteral("cardPin"))->setText(QStringLiteral("123456"));
        QSignalSpy done(&w, &BenchmarkWindow::runFinished);
        QVERIFY(w.start());
        QVERIFY(done.wait(40000));
        const QString status = w.findChild<QLabel *>(QStringLiteral("status"))->text();
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY2(w.runs().size() == 2, qPrintable(status));
        for (const bench::RunRecord &r : w.runs()) {
            QCOMPARE(r.path, QStringLiteral("device-time"));
            QCOMPARE(r.algorithm, QStringLiteral("RSA-2048")); // the card key's
            QCOMPARE(r.steady().count, qsizetype(6));
            QVERIFY(r.device.isVirtual);
            QVERIFY(r.device.id.compare(m_cardId, Qt::CaseInsensitive) == 0);
        }
        ComparisonChart *chart = w.comparisonChart();
        bool labelled = false;
        for (int i = 0; i < chart->plottableCount(); ++i) {
            const QString name = chart->plottable(i)->name();
            labelled |= name.contains(QStringLiteral("(virtual)")) &&
                        name.contains(QStringLiteral("device time"));
        }
        QVERIFY(labelled);
        QVERIFY2(w.liveChart()->title().contains(QStringLiteral("PC/SC")),
                 qPrintable(w.liveChart()->title()));
        screenshot(&w, QStringLiteral("device-time"));
    }

    void cleanupTestCase() { m_directory.reset(); }

private:
    std::unique_ptr<app::DeviceDirectory> m_directory;
    QString m_cardId;
    DeviceInfo m_card;
    bool m_tokenFound = false;
};

QTEST_MAIN(BenchmarkCardTest)
#include "BenchmarkCardTest.moc"
