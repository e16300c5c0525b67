// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchPlanner.h"

#include "bench/runners/Pkcs11Bench.h"
#include "pkcs11/SecretBytes.h"

#include <QCoreApplication>

#include <algorithm>

namespace keyward::app {

namespace {

using bench::OperationKind;

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::BenchPlanning)
};

/// A card asked for by its id, and the probe found another one.
bool otherCard(const bench::DeviceIdentity &wanted, const bench::DeviceIdentity &found)
{
    return !wanted.id.isEmpty() && found.id.compare(wanted.id, Qt::CaseInsensitive) != 0;
}

QStringList chosenForCard(const BenchPlanRequest &r)
{
    return r.algorithmsChosen ? r.algorithms : QStringList();
}

QList<PlannedBenchCase> planTokens(const BenchPlanRequest &r)
{
    QList<PlannedBenchCase> cases;
    const QList<int> counts = benchThreadCounts(r.settings.threads, r.threadSweep);
    // One PIN guard per token: a PIN the token refused is not sent by a later case.
    QList<std::shared_ptr<bench::PinGuard>> guards;
    for (qsizetype i = 0; i < r.tokens.size(); ++i) {
        guards << std::make_shared<bench::PinGuard>(r.allowLastPinTry);
    }
    for (int threads : counts) {
        for (qsizetype i = 0; i < r.tokens.size(); ++i) {
            const BenchTokenTarget &t = r.tokens.at(i);
            for (const QString &alg : r.algorithms) {
                for (OperationKind op : r.operations) {
                    // One PIN case per token: C_Login has no algorithm and no
                    // thread count (a login belongs to the application).
                    if (op == OperationKind::PinVerify &&
                        (threads != counts.constFirst() || alg != r.algorithms.constFirst())) {
                        continue;
                    }
                    bench::BenchCase settings = r.settings;
                    settings.threads = threads;
                    settings.device = t.device;
                    settings.keyOrigin = t.keyLabel.isEmpty()
                                             ? QStringLiteral("generated")
                                             : QStringLiteral("existing:") + t.keyLabel;
                    bench::Pkcs11BenchConfig cfg;
                    cfg.token = t.token;
                    cfg.extraModules = t.extraModules;
                    cfg.keyLabel = t.keyLabel;
                    cfg.algorithm = alg;
                    cfg.operation = op;
                    cfg.pin = r.tokenPin;
                    cfg.pinGuard = guards.at(i);
                    PlannedBenchCase p = pkcs11Case(settings, cfg);
                    p.invocation = t.invocation;
                    cases << std::move(p);
                }
            }
        }
    }
    return cases;
}

/// End to end through gpg-agent; skipped when the agent had no card or uses
/// another one (GnuPG 2.2 serves one card at a time).
QList<PlannedBenchCase> planEndToEnd(const bench::DeviceIdentity &wanted, const BenchPlanRequest &r,
                                     std::shared_ptr<bench::PinGuard> guard)
{
    const BenchCardProbe &probe = r.cardProbe;
    QString reason = probe.error;
    if (probe.agentCard && otherCard(wanted, probe.agentCard->device)) {
        reason = Text::tr("gpg-agent uses another card (%1); insert only the card to measure")
                     .arg(probe.agentCard->device.label());
    } else if (!probe.agentCard && reason.isEmpty()) {
        reason = Text::tr("gpg-agent reported no card");
    }
    if (reason.isEmpty()) {
        return forChosenAlgorithms(
            agentCardCases(*probe.agentCard, r.settings, r.operations, r.cardPin, std::move(guard)),
            probe.agentCard->keys, chosenForCard(r));
    }
    QList<PlannedBenchCase> cases;
    for (OperationKind op : r.operations) {
        PlannedBenchCase c;
        c.benchCase = r.settings;
        c.benchCase.threads = 1;
        c.benchCase.device = wanted;
        c.benchCase.algorithm = cardKeyAlgorithm();
        c.benchCase.operation = op;
        c.benchCase.path = bench::BenchPath::EndToEnd;
        c.skipReason = reason;
        cases << c;
    }
    return cases;
}

/// Device time: raw APDUs over PC/SC with the key on the card; skipped when
/// the card was not found over PC/SC (scdaemon holding the reader, another card).
QList<PlannedBenchCase> planDeviceTime(const bench::DeviceIdentity &wanted,
                                       const BenchPlanRequest &r,
                                       const std::shared_ptr<bench::PinGuard> &guard)
{
    const BenchCardProbe &probe = r.cardProbe;
    QString reason = probe.error;
    if (probe.pcscCard && otherCard(wanted, *probe.pcscCard)) {
        reason =
            Text::tr("the first reader holds another card (%1); insert only the card to measure")
                .arg(probe.pcscCard->label());
    } else if (!probe.pcscCard && reason.isEmpty()) {
        reason = Text::tr("no card found over PC/SC");
    }
    const bench::DeviceIdentity card = probe.pcscCard ? *probe.pcscCard : wanted;
    QList<PlannedBenchCase> cases;
    for (OperationKind op : r.operations) {
        PlannedBenchCase c =
            deviceTimeCase(r.settings, card, probe.reader, op, r.cardPin, guard, reason);
        c.benchCase.algorithm = cardKeyAlgorithm();
        cases << c;
    }
    return forChosenAlgorithms(cases, probe.pcscKeys, chosenForCard(r));
}

QList<PlannedBenchCase> planCpu(const BenchPlanRequest &r)
{
    QList<PlannedBenchCase> cases;
    for (const QString &requested : r.algorithms) {
        for (OperationKind op : r.operations) {
            QString alg = requested;
            if (op == OperationKind::Decrypt && alg == QLatin1String("ECDSA-P256")) {
                alg = QStringLiteral("ECDH-P256"); // EC "decryption" is a key agreement
            }
            const bool planned = std::any_of(cases.cbegin(), cases.cend(), [&](const auto &c) {
                return c.benchCase.algorithm == alg && c.benchCase.operation == op;
            });
            if (planned) {
                continue; // ECDSA-P256 and ECDH-P256 both chosen: one key agreement
            }
            PlannedBenchCase c = cpuBaselineCase(r.settings, alg, op);
            c.benchCase.threads = 1; // the thread count is the PKCS#11 sessions'
            cases << c;
        }
    }
    return cases;
}

} // namespace

QList<int> benchThreadCounts(int threads, bool sweep)
{
    QList<int> counts;
    if (sweep) {
        for (int t = 1; t < threads; t *= 2) {
            counts << t;
        }
    }
    counts << threads;
    return counts;
}

QList<PlannedBenchCase> planBenchmark(BenchPlanRequest request)
{
    QList<PlannedBenchCase> cases = planTokens(request);
    // One guard for every case on the card: a PIN it refused is not sent again.
    const auto cardGuard = std::make_shared<bench::PinGuard>(request.allowLastPinTry);
    for (const bench::DeviceIdentity &card : std::as_const(request.cards)) {
        cases << (request.cardPath == bench::BenchPath::DeviceTime
                      ? planDeviceTime(card, request, cardGuard)
                      : planEndToEnd(card, request, cardGuard));
    }
    if (request.cpuBaseline) {
        cases << planCpu(request);
    }
    pkcs11::wipe(request.tokenPin);
    pkcs11::wipe(request.cardPin);
    return cases;
}

Status openPlannedTokens(QList<PlannedBenchCase> *plan)
{
    for (PlannedBenchCase &p : *plan) {
        if (!p.pkcs11 || !p.skipReason.isEmpty()) {
            continue;
        }
        if (Status st = p.pkcs11->open(); !st) {
            return st;
        }
        p.benchCase.device = p.pkcs11->identity();
    }
    return {};
}

} // namespace keyward::app
