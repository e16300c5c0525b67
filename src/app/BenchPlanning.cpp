// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchPlanning.h"

#include "bench/AlgorithmRecorder.h"
#include "bench/agent/AgentCardCases.h"
#include "bench/cpu/CpuBaselineRunner.h"
#include "bench/pcsc/OpenPgpApduRunner.h"
#include "bench/runners/Pkcs11Bench.h"

#include <QCoreApplication>

namespace keyward::app {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::BenchPlanning)
};

QString cpuBaselineName()
{
    return Text::tr("CPU baseline (OpenSSL)");
}

} // namespace

QMap<QString, QString> PlannedBenchCase::softwareVersions() const
{
    return software ? software() : QMap<QString, QString>{};
}

QString cardKeyAlgorithm()
{
    return Text::tr("card key");
}

bench::DeviceIdentity cpuBaselineDevice()
{
    bench::DeviceIdentity cpu;
    cpu.id = QStringLiteral("cpu");
    cpu.kind = QStringLiteral("cpu");
    cpu.model = cpuBaselineName();
    return cpu;
}

PlannedBenchCase cpuBaselineCase(const bench::BenchCase &settings, const QString &algorithm,
                                 bench::OperationKind operation)
{
    PlannedBenchCase p;
    p.benchCase = settings;
    p.benchCase.device = cpuBaselineDevice();
    p.benchCase.algorithm = algorithm;
    p.benchCase.operation = operation;
    p.benchCase.path = bench::BenchPath::CpuBaseline;
    p.benchCase.keyOrigin = QStringLiteral("generated");
    if (bench::CpuBaselineRunner::supports(algorithm, operation)) {
        p.factory = bench::CpuBaselineRunner::factory(algorithm, operation);
    } else {
        p.skipReason = Text::tr("no CPU baseline for this combination");
    }
    return p;
}

PlannedBenchCase pkcs11Case(const bench::BenchCase &settings,
                            const bench::Pkcs11BenchConfig &config)
{
    PlannedBenchCase p;
    p.benchCase = settings;
    p.benchCase.algorithm = config.algorithm;
    p.benchCase.operation = config.operation;
    p.benchCase.path = bench::BenchPath::Pkcs11;
    if (config.operation == bench::OperationKind::PinVerify) {
        // One thread and no algorithm: C_Login belongs to the application.
        bench::Pkcs11Bench::shapePinVerifyCase(p.benchCase);
    }
    if (!bench::Pkcs11Bench::supports(config.algorithm, config.operation)) {
        p.skipReason = Text::tr("not supported on the PKCS#11 path");
        return p;
    }
    auto b = std::make_shared<bench::Pkcs11Bench>(config);
    p.factory = bench::Pkcs11Bench::factory(b);
    p.software = [b] { return b->software(); };
    p.pkcs11 = std::move(b);
    return p;
}

PlannedBenchCase deviceTimeCase(const bench::BenchCase &settings, const bench::DeviceIdentity &card,
                                const QString &reader, bench::OperationKind operation,
                                const QByteArray &pin, std::shared_ptr<bench::PinGuard> pinGuard,
                                const QString &unavailable)
{
    PlannedBenchCase p;
    p.benchCase = settings;
    p.benchCase.threads = 1; // one card, one channel
    p.benchCase.device = card;
    p.benchCase.operation = operation;
    p.benchCase.path = bench::BenchPath::DeviceTime;
    p.benchCase.keyOrigin = QStringLiteral("existing:card");
    if (!unavailable.isEmpty()) {
        p.skipReason = unavailable;
        return p;
    }
    if (operation == bench::OperationKind::KeyGeneration) {
        p.skipReason = Text::tr("key generation would replace the card's key");
        return p;
    }
    p.benchCase.algorithm = cardKeyAlgorithm();
    p.algorithmAfterSetup = std::make_shared<QString>();
    const bench::OpenPgpApduConfig cfg{reader, operation, pin, std::move(pinGuard)};
    auto algorithm = p.algorithmAfterSetup;
    p.factory = [cfg, algorithm](int) -> std::unique_ptr<bench::OperationRunner> {
        return std::make_unique<bench::AlgorithmRecorder<bench::OpenPgpApduRunner>>(
            std::make_unique<bench::OpenPgpApduRunner>(cfg), algorithm);
    };
    return p;
}

QList<PlannedBenchCase> agentCardCases(const bench::AgentCardIdentity &card,
                                       const bench::BenchCase &settings,
                                       const QList<bench::OperationKind> &operations,
                                       const QByteArray &pin,
                                       std::shared_ptr<bench::PinGuard> pinGuard)
{
    QList<PlannedBenchCase> cases;
    for (bench::AgentCardCase &a :
         bench::planAgentCardCases(card, settings, operations, pin, {}, std::move(pinGuard))) {
        PlannedBenchCase p;
        p.benchCase = a.benchCase;
        p.factory = std::move(a.factory);
        p.software = [software = a.software] { return software; };
        p.algorithmAfterSetup = a.algorithmAfterSetup;
        p.skipReason = a.skipReason;
        cases << p;
    }
    return cases;
}

QList<PlannedBenchCase> forChosenAlgorithms(const QList<PlannedBenchCase> &cardCases,
                                            const bench::CardKeyAlgorithms &keys,
                                            const QStringList &chosen)
{
    QList<PlannedBenchCase> out;
    for (const PlannedBenchCase &c : cardCases) {
        const bench::OperationKind op = c.benchCase.operation;
        if (!c.skipReason.isEmpty() || chosen.isEmpty() || keys.forOperation(op).isEmpty()) {
            out << c;
            continue;
        }
        bool runs = false;
        QList<PlannedBenchCase> skipped;
        for (const QString &algorithm : chosen) {
            const QString why = bench::cardKeyMismatch(keys, op, algorithm);
            if (why.isEmpty()) {
                runs = true; // once, whichever of the chosen names the card's key has
                continue;
            }
            PlannedBenchCase s;
            s.benchCase = c.benchCase;
            s.benchCase.algorithm = algorithm;
            s.skipReason = why;
            skipped << s;
        }
        if (runs) {
            out << c;
        }
        out << skipped;
    }
    return out;
}

QList<bench::SkippedCase> skippedCases(const QList<PlannedBenchCase> &plan)
{
    QList<bench::SkippedCase> out;
    for (const PlannedBenchCase &p : plan) {
        if (p.skipReason.isEmpty()) {
            continue;
        }
        bench::SkippedCase s;
        s.device = p.benchCase.device;
        s.algorithm =
            p.benchCase.algorithm == cardKeyAlgorithm() ? QString() : p.benchCase.algorithm;
        s.operation = p.benchCase.operation;
        s.reason = p.skipReason;
        if (!out.contains(s)) {
            out << s;
        }
    }
    return out;
}

} // namespace keyward::app
