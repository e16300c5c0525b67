// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchPlan.h"

#include "bench/AlgorithmRecorder.h"
#include "bench/agent/AgentCardCases.h"
#include "bench/cpu/CpuBaselineRunner.h"
#include "bench/pcsc/OpenPgpApduRunner.h"
#include "bench/runners/CardIdentity.h"
#include "bench/runners/Pkcs11Bench.h"

#include <QCoreApplication>

#include <utility>

namespace keyward::cli {

namespace {

using bench::OperationKind;

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

bench::BenchCase baseCase(const BenchRunOptions &o)
{
    bench::BenchCase c;
    c.warmup = o.warmup;
    c.iterations = o.iterations;
    c.duration = std::chrono::milliseconds(qint64(o.durationSeconds * 1000));
    c.threads = o.threads;
    return c;
}

using bench::AlgorithmRecorder;

Status planToken(const BenchRunOptions &o, QList<PlannedCase> *plan)
{
    // One guard for every case on the token: a PIN it refused is not sent again.
    const auto guard = std::make_shared<bench::PinGuard>(o.allowLastPinTry);
    bool pinPlanned = false;
    for (const QString &alg : o.algorithms) {
        for (OperationKind op : o.operations) {
            // One PIN case per token, whatever the algorithms: C_Login has none.
            if (op == OperationKind::PinVerify && std::exchange(pinPlanned, true)) {
                continue;
            }
            bench::Pkcs11BenchConfig cfg;
            if (o.token.startsWith(QLatin1String("pkcs11:"))) {
                cfg.token.uri = o.token;
            } else {
                cfg.token.label = o.token;
            }
            for (const QString &m : o.modules) {
                if (m.contains(QLatin1Char('/'))) {
                    cfg.extraModules << m;
                }
                cfg.token.module = m;
            }
            cfg.algorithm = alg;
            cfg.operation = op;
            cfg.keyLabel = o.keyLabel;
            cfg.pin = o.pin;
            cfg.pinGuard = guard;
            auto b = std::make_shared<bench::Pkcs11Bench>(cfg);
            PlannedCase p;
            p.benchCase = baseCase(o);
            p.benchCase.algorithm = alg;
            p.benchCase.operation = op;
            p.benchCase.path = bench::BenchPath::Pkcs11;
            if (op == OperationKind::PinVerify) {
                bench::Pkcs11Bench::shapePinVerifyCase(p.benchCase);
            }
            if (!bench::Pkcs11Bench::supports(alg, op)) {
                p.benchCase.device.model = o.token;
                p.skipReason = Text::tr("not supported on the PKCS#11 path");
                *plan << p;
                continue;
            }
            if (Status st = b->open(); !st) {
                return st;
            }
            p.benchCase.device = b->identity();
            p.benchCase.keyOrigin = b->keyOrigin();
            p.software = b->software();
            p.factory = bench::Pkcs11Bench::factory(b);
            *plan << p;
        }
    }
    return {};
}

/// End to end through gpg-agent: the card is identified through the agent
/// (scdaemon holds the reader, so no PC/SC here), one case per operation.
Status planCardEndToEnd(const BenchRunOptions &o, QList<PlannedCase> *plan)
{
    auto probe = bench::probeCardThroughAgent();
    if (!probe) {
        return probe.error();
    }
    if (!o.reader.isEmpty() && !probe->reader.isEmpty() && probe->reader != o.reader) {
        return Error::invalidInput(Text::tr("plan the benchmark"),
                                   Text::tr("gpg-agent uses the card in reader \"%1\", not \"%2\"")
                                       .arg(probe->reader, o.reader));
    }
    // Planned as the benchmark page plans them (bench/agent/AgentCardCases).
    const auto guard = std::make_shared<bench::PinGuard>(o.allowLastPinTry);
    for (bench::AgentCardCase &c :
         bench::planAgentCardCases(*probe, baseCase(o), o.operations, o.pin, {}, guard)) {
        PlannedCase p;
        p.benchCase = c.benchCase;
        p.factory = std::move(c.factory);
        p.software = c.software;
        p.algorithmAfterSetup = c.algorithmAfterSetup;
        p.skipReason = c.skipReason;
        if (!p.skipReason.isEmpty() && c.benchCase.operation != OperationKind::KeyGeneration) {
            p.skipReason = Text::tr("not a gpg-agent operation; use --path device");
        }
        *plan << p;
    }
    return {};
}

Status planCard(const BenchRunOptions &o, QList<PlannedCase> *plan)
{
    if (o.openPgpPath == QLatin1String("end-to-end")) {
        return planCardEndToEnd(o, plan);
    }
    QString reader = o.reader;
    if (reader.isEmpty()) {
        auto first = bench::firstReaderWithCard();
        if (!first) {
            return first.error();
        }
        reader = first.value();
    }
    auto identity = bench::probeOpenPgpCard(reader);
    if (!identity) {
        return identity.error();
    }
    // One guard for every case on the card: a PIN it refused is not sent again.
    const auto guard = std::make_shared<bench::PinGuard>(o.allowLastPinTry);
    for (OperationKind op : o.operations) {
        PlannedCase p;
        p.benchCase = baseCase(o);
        p.benchCase.threads = 1; // one card, one channel
        p.benchCase.device = identity.value();
        p.benchCase.operation = op;
        p.benchCase.keyOrigin = QStringLiteral("existing:card");
        p.benchCase.path = bench::BenchPath::DeviceTime;
        if (op == OperationKind::KeyGeneration) {
            p.skipReason = Text::tr("key generation would replace the card's key");
            *plan << p;
            continue;
        }
        p.algorithmAfterSetup = std::make_shared<QString>();
        p.benchCase.algorithm = Text::tr("card key");
        const bench::OpenPgpApduConfig cfg{reader, op, o.pin.isEmpty() ? QByteArray() : o.pin,
                                           guard};
        auto algorithm = p.algorithmAfterSetup;
        p.factory = [cfg, algorithm](int) -> std::unique_ptr<bench::OperationRunner> {
            return std::make_unique<AlgorithmRecorder<bench::OpenPgpApduRunner>>(
                std::make_unique<bench::OpenPgpApduRunner>(cfg), algorithm);
        };
        *plan << p;
    }
    return {};
}

void planCpu(const BenchRunOptions &o, QList<PlannedCase> *plan)
{
    bench::DeviceIdentity cpu;
    cpu.id = QStringLiteral("cpu");
    cpu.kind = QStringLiteral("cpu");
    cpu.model = Text::tr("CPU baseline (OpenSSL)");
    for (const QString &requested : o.algorithms) {
        for (OperationKind op : o.operations) {
            QString alg = requested;
            if (op == OperationKind::Decrypt && alg == QLatin1String("ECDSA-P256")) {
                alg = QStringLiteral("ECDH-P256"); // EC "decryption" is a key agreement
            }
            PlannedCase p;
            p.benchCase = baseCase(o);
            p.benchCase.device = cpu;
            p.benchCase.algorithm = alg;
            p.benchCase.operation = op;
            p.benchCase.path = bench::BenchPath::CpuBaseline;
            p.benchCase.keyOrigin = QStringLiteral("generated");
            if (!bench::CpuBaselineRunner::supports(alg, op)) {
                p.skipReason = Text::tr("no CPU baseline for this combination");
            } else {
                p.factory = bench::CpuBaselineRunner::factory(alg, op);
            }
            *plan << p;
        }
    }
}

} // namespace

Result<QList<PlannedCase>> planBenchCases(const BenchRunOptions &o)
{
    QList<PlannedCase> plan;
    if (o.token.isEmpty() && !o.card && !o.baselineCpu) {
        return Error::invalidInput(Text::tr("plan the benchmark"),
                                   Text::tr("name a device: --token, --card or --baseline cpu"));
    }
    if (!o.token.isEmpty()) {
        if (Status st = planToken(o, &plan); !st) {
            return st.error();
        }
    }
    if (o.card) {
        if (Status st = planCard(o, &plan); !st) {
            return st.error();
        }
    }
    if (o.baselineCpu) {
        planCpu(o, &plan);
    }
    return plan;
}

} // namespace keyward::cli
