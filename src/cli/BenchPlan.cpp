// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchPlan.h"

#include "app/CardHolder.h"
#include "bench/agent/AgentCardCases.h"
#include "bench/runners/CardIdentity.h"

#include <QCoreApplication>

namespace keyward::cli {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

/// The card named with --card, found through gpg-agent (end to end:
/// scdaemon holds the reader, so no PC/SC here) or over PC/SC (device time).
Result<app::BenchCardProbe> probeCard(const BenchRunOptions &o)
{
    app::BenchCardProbe probe;
    if (o.openPgpPath == QLatin1String("end-to-end")) {
        auto card = bench::probeCardThroughAgent();
        if (!card) {
            return card.error();
        }
        if (!o.reader.isEmpty() && !card->reader.isEmpty() && card->reader != o.reader) {
            return Error::invalidInput(
                Text::tr("plan the benchmark"),
                Text::tr("gpg-agent uses the card in reader \"%1\", not \"%2\"")
                    .arg(card->reader, o.reader));
        }
        probe.agentCard = std::move(card.value());
        return probe;
    }
    probe.reader = o.reader;
    if (probe.reader.isEmpty()) {
        auto first = bench::firstReaderWithCard();
        if (!first) {
            return first.error();
        }
        probe.reader = first.value();
    }
    auto identity = bench::probeOpenPgpCard(probe.reader, &probe.pcscKeys);
    if (!identity) {
        // Another PC/SC client holds the reader: say who, as the window does.
        return app::CardHolder::explainBusy(identity.error(), probe.reader);
    }
    probe.pcscCard = identity.value();
    return probe;
}

} // namespace

app::BenchPlanRequest benchPlanRequest(const BenchRunOptions &o)
{
    app::BenchPlanRequest r;
    if (!o.token.isEmpty()) {
        app::BenchTokenTarget t;
        t.token = benchToken(o, &t.extraModules);
        t.keyLabel = o.keyLabel;
        t.device.kind = QStringLiteral("pkcs11-token");
        t.device.model = o.token; // until the token is opened
        r.tokens << t;
    }
    if (o.card) {
        r.cards << bench::DeviceIdentity(); // whichever card is there
    }
    r.cardPath = o.openPgpPath == QLatin1String("device") ? bench::BenchPath::DeviceTime
                                                          : bench::BenchPath::EndToEnd;
    r.cpuBaseline = o.baselineCpu;
    r.algorithms = o.algorithms;
    r.algorithmsChosen = o.algorithmsGiven;
    r.operations = o.operations;
    r.settings.warmup = o.warmup;
    r.settings.iterations = o.iterations;
    r.settings.duration = std::chrono::milliseconds(qint64(o.durationSeconds * 1000));
    r.settings.threads = o.threads;
    r.threadSweep = o.threadSweep;
    r.tokenPin = o.pin;
    r.cardPin = o.pin;
    r.allowLastPinTry = o.allowLastPinTry;
    return r;
}

Result<QList<PlannedCase>> planBenchCases(const BenchRunOptions &o)
{
    if (o.token.isEmpty() && !o.card && !o.baselineCpu) {
        return Error::invalidInput(Text::tr("plan the benchmark"),
                                   Text::tr("name a device: --token, --card or --baseline cpu"));
    }
    app::BenchPlanRequest request = benchPlanRequest(o);
    if (o.card) {
        auto probe = probeCard(o);
        if (!probe) {
            return probe.error();
        }
        request.cardProbe = std::move(probe.value());
    }
    QList<PlannedCase> plan = app::planBenchmark(std::move(request));
    if (Status st = app::openPlannedTokens(&plan); !st) {
        return st.error();
    }
    return plan;
}

} // namespace keyward::cli
