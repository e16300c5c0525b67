// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark cases the page and keyward-cli bench plan through
// app/BenchPlanning: what each case carries, and when it is skipped. Nothing
// here opens a device: planning does not, only the runners do.
#include "app/BenchPlanning.h"
#include "bench/runners/Pkcs11Bench.h"

#include <QTest>

using keyward::app::PlannedBenchCase;
using keyward::bench::BenchCase;
using keyward::bench::BenchPath;
using keyward::bench::DeviceIdentity;
using keyward::bench::OperationKind;

namespace {

BenchCase settings()
{
    BenchCase c;
    c.warmup = 2;
    c.iterations = 17;
    c.threads = 4;
    return c;
}

DeviceIdentity card()
{
    DeviceIdentity d;
    d.id = QStringLiteral("D2760001240103040000000000000000");
    d.kind = QStringLiteral("openpgp-card");
    d.model = QStringLiteral("Test card");
    return d;
}

} // namespace

class BenchPlanningTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cpuBaselineRunsWhatOpenSslHas()
    {
        const PlannedBenchCase p = keyward::app::cpuBaselineCase(
            settings(), QStringLiteral("RSA-2048"), OperationKind::Sign);
        QVERIFY(p.skipReason.isEmpty());
        QVERIFY(p.factory);
        QCOMPARE(p.benchCase.device.id, QStringLiteral("cpu"));
        QCOMPARE(p.benchCase.device.kind, QStringLiteral("cpu"));
        QCOMPARE(p.benchCase.device.model, keyward::app::cpuBaselineDevice().model);
        QVERIFY(p.benchCase.path == BenchPath::CpuBaseline);
        QCOMPARE(p.benchCase.algorithm, QStringLiteral("RSA-2048"));
        QVERIFY(p.benchCase.operation == OperationKind::Sign);
        QCOMPARE(p.benchCase.keyOrigin, QStringLiteral("generated"));
        // The settings' figures are kept, threads too (the page sets one itself).
        QCOMPARE(p.benchCase.iterations, 17);
        QCOMPARE(p.benchCase.warmup, 2);
        QCOMPARE(p.benchCase.threads, 4);
        QVERIFY(p.softwareVersions().isEmpty());
    }

    void cpuBaselineSkipsWhatOpenSslLacks()
    {
        const PlannedBenchCase p = keyward::app::cpuBaselineCase(
            settings(), QStringLiteral("RSA-2048"), OperationKind::PinVerify);
        QVERIFY(!p.skipReason.isEmpty());
        QVERIFY(!p.factory);
        QVERIFY(p.benchCase.path == BenchPath::CpuBaseline);
    }

    void pkcs11CaseForASupportedCombination()
    {
        keyward::bench::Pkcs11BenchConfig cfg;
        cfg.token.label = QStringLiteral("bench");
        cfg.algorithm = QStringLiteral("RSA-2048");
        cfg.operation = OperationKind::Decrypt;
        const PlannedBenchCase p = keyward::app::pkcs11Case(settings(), cfg);
        QVERIFY(p.skipReason.isEmpty());
        QVERIFY(p.factory);
        QVERIFY(p.software);
        QVERIFY(p.pkcs11);
        QVERIFY(p.benchCase.path == BenchPath::Pkcs11);
        QCOMPARE(p.benchCase.algorithm, QStringLiteral("RSA-2048"));
        QVERIFY(p.benchCase.operation == OperationKind::Decrypt);
        QCOMPARE(p.benchCase.threads, 4);
    }

    void pkcs11CaseSkipsWhatThePathLacks()
    {
        keyward::bench::Pkcs11BenchConfig cfg;
        cfg.algorithm = QStringLiteral("ECDSA-P256");
        cfg.operation = OperationKind::Decrypt; // ECDH would make an object per operation
        const PlannedBenchCase p = keyward::app::pkcs11Case(settings(), cfg);
        QVERIFY(!p.skipReason.isEmpty());
        QVERIFY(!p.factory);
        QVERIFY(!p.pkcs11);
        QCOMPARE(p.benchCase.algorithm, QStringLiteral("ECDSA-P256"));
    }

    void pkcs11PinVerificationIsOneThreadWithoutKey()
    {
        keyward::bench::Pkcs11BenchConfig cfg;
        cfg.algorithm = QStringLiteral("RSA-2048");
        cfg.operation = OperationKind::PinVerify;
        BenchCase s = settings();
        s.keyOrigin = QStringLiteral("generated");
        const PlannedBenchCase p = keyward::app::pkcs11Case(s, cfg);
        QVERIFY(p.skipReason.isEmpty());
        QCOMPARE(p.benchCase.threads, 1);
        QCOMPARE(p.benchCase.keyOrigin, QStringLiteral("none"));
        QVERIFY(p.benchCase.algorithm != QStringLiteral("RSA-2048"));
    }

    void deviceTimeRunsWithTheCardKey()
    {
        const auto guard = std::make_shared<keyward::bench::PinGuard>();
        const PlannedBenchCase p =
            keyward::app::deviceTimeCase(settings(), card(), QStringLiteral("Reader 0"),
                                         OperationKind::Sign, QByteArrayLiteral("123456"), guard);
        QVERIFY(p.skipReason.isEmpty());
        QVERIFY(p.factory);
        QVERIFY(p.algorithmAfterSetup);
        QCOMPARE(p.benchCase.algorithm, keyward::app::cardKeyAlgorithm());
        QCOMPARE(p.benchCase.device.id, card().id);
        QVERIFY(p.benchCase.path == BenchPath::DeviceTime);
        QCOMPARE(p.benchCase.keyOrigin, QStringLiteral("existing:card"));
        QCOMPARE(p.benchCase.threads, 1); // one card, one channel
        QCOMPARE(p.benchCase.iterations, 17);
    }

    void deviceTimeNeverGeneratesOnTheCard()
    {
        const PlannedBenchCase p = keyward::app::deviceTimeCase(
            settings(), card(), QStringLiteral("Reader 0"), OperationKind::KeyGeneration,
            QByteArrayLiteral("123456"), {});
        QVERIFY(!p.skipReason.isEmpty());
        QVERIFY(!p.factory);
        QVERIFY(p.benchCase.algorithm.isEmpty());
        QVERIFY(p.benchCase.operation == OperationKind::KeyGeneration);
    }

    void deviceTimeSkippedWhenTheCardIsNotThere()
    {
        const QString why = QStringLiteral("no card found over PC/SC");
        const PlannedBenchCase p = keyward::app::deviceTimeCase(
            settings(), card(), {}, OperationKind::Sign, QByteArrayLiteral("123456"), {}, why);
        QCOMPARE(p.skipReason, why);
        QVERIFY(!p.factory);
        QVERIFY(!p.algorithmAfterSetup);
        QVERIFY(p.benchCase.path == BenchPath::DeviceTime);
    }

    void softwareIsAskedWhenWanted()
    {
        PlannedBenchCase p;
        QVERIFY(p.softwareVersions().isEmpty());
        p.software = [] {
            return QMap<QString, QString>{{QStringLiteral("m"), QStringLiteral("1")}};
        };
        QCOMPARE(p.softwareVersions().value(QStringLiteral("m")), QStringLiteral("1"));
    }
};

QTEST_GUILESS_MAIN(BenchPlanningTest)
#include "BenchPlanningTest.moc"
