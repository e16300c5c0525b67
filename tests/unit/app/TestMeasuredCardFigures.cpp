// SPDX-License-Identifier: GPL-3.0-or-later
// Stored card benchmark runs become the keytocard planner's figures.
#include "app/MeasuredCardFigures.h"
#include "bench/ResultStore.h"
#include "openpgp/keytocard/SlotPlanner.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using keyward::app::MeasuredCardFigures;
using keyward::bench::RunRecord;
using keyward::openpgp::keytocard::SlotPlanner;

namespace {

/// A card run whose steady samples are `seconds` (one thread).
RunRecord cardRun(const QString &model, bool isVirtual, const QString &algorithm,
                  const QString &operation, const QList<double> &seconds, int daysAgo = 0)
{
    RunRecord r;
    r.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.startedUtc = QDateTime::currentDateTimeUtc().addDays(-daysAgo);
    r.device.id = QStringLiteral("card-") + model;
    r.device.kind = QStringLiteral("openpgp-card");
    r.device.model = model;
    r.device.isVirtual = isVirtual;
    r.algorithm = algorithm;
    r.operation = operation;
    r.path = QStringLiteral("device-time");
    keyward::bench::ThreadSamples t;
    for (double s : seconds) {
        t.steady << qint64(s * 1e9);
    }
    r.samples << t;
    r.iterations = int(seconds.size());
    return r;
}

} // namespace

class TestMeasuredCardFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { SlotPlanner::clearMeasuredSeconds(); }

    void algorithmNames()
    {
        QCOMPARE(MeasuredCardFigures::gnupgAlgorithm(QStringLiteral("RSA-4096")),
                 QStringLiteral("rsa4096"));
        QCOMPARE(MeasuredCardFigures::gnupgAlgorithm(QStringLiteral("Ed25519")),
                 QStringLiteral("ed25519"));
        QCOMPARE(MeasuredCardFigures::gnupgAlgorithm(QStringLiteral("ECDH-Curve25519")),
                 QStringLiteral("cv25519"));
        QCOMPARE(MeasuredCardFigures::gnupgAlgorithm(QStringLiteral("ECDSA-P384")),
                 QStringLiteral("nistp384"));
        QVERIFY(MeasuredCardFigures::gnupgAlgorithm(QStringLiteral("PW1")).isEmpty());
        QVERIFY(MeasuredCardFigures::gnupgAlgorithm(QStringLiteral("card key")).isEmpty());
    }

    void medianOfTheNewestRunWins()
    {
        const QString op = keyward::bench::toString(keyward::bench::OperationKind::Decrypt);
        QList<RunRecord> runs{
            cardRun(QStringLiteral("Nitrokey Pro 2"), false, QStringLiteral("RSA-4096"), op,
                    {9.0, 9.0, 9.0}, 30),
            cardRun(QStringLiteral("Nitrokey Pro 2"), false, QStringLiteral("RSA-4096"), op,
                    {2.0, 3.0, 2.5, 2.6, 100.0}),
        };
        QCOMPARE(MeasuredCardFigures::apply(runs), 1);
        const auto s = SlotPlanner::typicalSeconds(QStringLiteral("Nitrokey Pro 2"),
                                                   QStringLiteral("rsa4096"));
        QVERIFY(s);
        QCOMPARE(*s, runs[1].steady().median / 1e9); // the newer run, its median
        QVERIFY(*s < 9.0);
        const QString warning =
            SlotPlanner::slowWarning(QStringLiteral("Nitrokey Pro 2"), QStringLiteral("rsa4096"));
        QVERIFY2(warning.contains(QStringLiteral("Keyward benchmark of")), qPrintable(warning));
        QVERIFY(warning.contains(QString::number(*s, 'f', 1)));
    }

    void virtualRunsStandOnlyForTheVirtualCard()
    {
        const QString op = keyward::bench::toString(keyward::bench::OperationKind::Sign);
        MeasuredCardFigures::apply(
            {cardRun(QStringLiteral("YubiKey 5"), true, QStringLiteral("RSA-4096"), op, {4.0})});
        QVERIFY(
            !SlotPlanner::typicalSeconds(QStringLiteral("YubiKey 5"), QStringLiteral("rsa4096")));
        QVERIFY(SlotPlanner::typicalSeconds(QStringLiteral("YubiKey 5 (virtual)"),
                                            QStringLiteral("rsa4096")));
    }

    void otherRunsAreIgnored()
    {
        RunRecord token = cardRun(QStringLiteral("SoftHSM"), true, QStringLiteral("RSA-4096"),
                                  QStringLiteral("sign"), {5.0});
        token.device.kind = QStringLiteral("pkcs11-token");
        RunRecord keygen =
            cardRun(QStringLiteral("FST-01"), false, QStringLiteral("RSA-4096"),
                    keyward::bench::toString(keyward::bench::OperationKind::KeyGeneration), {60.0});
        QCOMPARE(MeasuredCardFigures::apply({token, keygen}), 0);
        // The published figure is still the one for the FST-01.
        QVERIFY(
            SlotPlanner::figureSource(QStringLiteral("FST-01 (Gnuk)"), QStringLiteral("rsa4096"))
                .contains(QStringLiteral("published")));
    }

    void loadsFromAResultStore()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.sqlite"));
        QCOMPARE(MeasuredCardFigures::load(path), 0); // no store: nothing, and none created
        QVERIFY(!QFile::exists(path));
        {
            keyward::bench::ResultStore store(path);
            QVERIFY(store.open());
            RunRecord r = cardRun(
                QStringLiteral("FST-01 (Gnuk)"), false, QStringLiteral("RSA-2048"),
                keyward::bench::toString(keyward::bench::OperationKind::Sign), {0.9, 1.1, 1.0});
            QVERIFY(store.save(r));
        }
        QCOMPARE(MeasuredCardFigures::load(path), 1);
        const auto s =
            SlotPlanner::typicalSeconds(QStringLiteral("FST-01 (Gnuk)"), QStringLiteral("rsa2048"));
        QVERIFY(s);
        QVERIFY(qAbs(*s - 1.0) < 1e-6); // median of the stored samples, not the published 1.265
    }
};

QTEST_GUILESS_MAIN(TestMeasuredCardFigures)
#include "TestMeasuredCardFigures.moc"
