// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchPlan.h"

#include "app/CardHolder.h"
#include "bench/agent/AgentCardCases.h"
#include "bench/runners/CardIdentity.h"
#include "bench/runners/Pkcs11Bench.h"
#include "pkcs11/ModuleArgument.h"

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
            const auto modules = pkcs11::ModuleArgument::choose(o.modules);
            cfg.extraModules = modules.load;
            cfg.token.module = modules.select;
            cfg.algorithm = alg;
            cfg.operation = op;
            cfg.keyLabel = o.keyLabel;
            cfg.pin = o.pin;
            cfg.pinGuard = guard;
            std::shared_ptr<bench::Pkcs11Bench> b;
            PlannedCase p = app::pkcs11Case(baseCase(o), cfg, &b);
            if (!b) {
                p.benchCase.device.model = o.token;
                *plan << p;
                continue;
            }
            if (Status st = b->open(); !st) {
                return st;
            }
            p.benchCase.device = b->identity();
            p.benchCase.keyOrigin = b->keyOrigin();
            p.software = [software = b->software()] { return software; };
            *plan << p;
        }
    }
    return {};
}

/// The algorithms a card case must have: those named with --alg; none
/// named, whatever the card holds.
QStringList chosenForCard(const BenchRunOptions &o)
{
    return o.algorithmsGiven ? o.algorithms : QStringList();
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
    QList<PlannedCase> cases = app::agentCardCases(*probe, baseCase(o), o.operations, o.pin, guard);
    for (PlannedCase &p : cases) {
        if (!p.skipReason.isEmpty() && p.benchCase.operation != OperationKind::KeyGeneration) {
            p.skipReason = Text::tr("not a gpg-agent operation; use --path device");
        }
    }
    *plan << app::forChosenAlgorithms(cases, probe->keys, chosenForCard(o));
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
    bench::CardKeyAlgorithms keys;
    auto identity = bench::probeOpenPgpCard(reader, &keys);
    if (!identity) {
        // Another PC/SC client holds the reader: say who, as the window does.
        return app::CardHolder::explainBusy(identity.error(), reader);
    }
    // One guard for every case on the card: a PIN it refused is not sent again.
    const auto guard = std::make_shared<bench::PinGuard>(o.allowLastPinTry);
    QList<PlannedCase> cases;
    for (OperationKind op : o.operations) {
        cases << app::deviceTimeCase(baseCase(o), identity.value(), reader, op,
                                     o.pin.isEmpty() ? QByteArray() : o.pin, guard);
    }
    *plan << app::forChosenAlgorithms(cases, keys, chosenForCard(o));
    return {};
}

void planCpu(const BenchRunOptions &o, QList<PlannedCase> *plan)
{
    for (const QString &requested : o.algorithms) {
        for (OperationKind op : o.operations) {
            QString alg = requested;
            if (op == OperationKind::Decrypt && alg == QLatin1String("ECDSA-P256")) {
                alg = QStringLiteral("ECDH-P256"); // EC "decryption" is a key agreement
            }
            *plan << app::cpuBaselineCase(baseCase(o), alg, op);
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
