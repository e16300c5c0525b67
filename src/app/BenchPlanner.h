// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/BenchPlanning.h"
#include "core/Result.h"
#include "pkcs11/TokenRef.h"

#include <optional>

namespace keyward::app {

/// A PKCS#11 token to plan cases on: how the runner finds it, and how the
/// plan names it until the token has been opened.
struct BenchTokenTarget
{
    pkcs11::TokenRef token;
    QStringList extraModules; ///< module paths besides p11-kit's registry
    QString keyLabel;         ///< an existing key; empty: a generated session key per thread
    bench::DeviceIdentity device;
    /// How a command line names the token (invocationDetails()); empty: not known.
    QJsonObject invocation;
};

/// What was found out about the OpenPGP card before planning (on a worker in
/// the window, before planning in the CLI).
struct BenchCardProbe
{
    /// End to end: the card gpg-agent uses (probeCardThroughAgent()).
    std::optional<bench::AgentCardIdentity> agentCard;
    /// Device time: the card found over PC/SC (probeOpenPgpCard()), its
    /// keys' algorithms and its reader.
    std::optional<bench::DeviceIdentity> pcscCard;
    bench::CardKeyAlgorithms pcscKeys;
    QString reader;
    QString error; ///< why no card was found; its cases are skipped with it
};

/// What the benchmark page and `keyward-cli bench` ask to be measured.
struct BenchPlanRequest
{
    QList<BenchTokenTarget> tokens;
    /// The OpenPGP cards asked for; one with an empty id stands for whichever
    /// card the probe found.
    QList<bench::DeviceIdentity> cards;
    /// How cards are measured: EndToEnd (through gpg-agent) or DeviceTime
    /// (raw APDUs over PC/SC).
    bench::BenchPath cardPath = bench::BenchPath::EndToEnd;
    BenchCardProbe cardProbe;
    bool cpuBaseline = false;
    QStringList algorithms;
    /// The user chose the algorithms: a card runs only those its keys are of.
    /// false: a card runs with whatever keys it holds.
    bool algorithmsChosen = true;
    QList<bench::OperationKind> operations;
    bench::BenchCase settings; ///< iterations / duration / warm-up / threads
    /// PKCS#11 cases also at 1, 2, 4 … threads below settings.threads (for the
    /// throughput-against-threads chart); cards and the CPU baseline run once.
    bool threadSweep = false;
    QByteArray tokenPin; ///< wiped by planBenchmark
    QByteArray cardPin;  ///< wiped by planBenchmark
    /// The user agrees to send a PIN when the device has one try left.
    bool allowLastPinTry = false;
};

/// The thread counts a PKCS#11 case runs at: `threads`, after 1, 2, 4 …
/// below it when `sweep`.
QList<int> benchThreadCounts(int threads, bool sweep);

/// Tokens × thread counts × algorithms × operations, then the cards (once, on
/// one thread, for the chosen algorithms their keys are of), then the CPU
/// baseline (once, on one thread; P-256 decrypt is the ECDH key agreement
/// "ECDH-P256"). One PIN case per token (C_Login has no algorithm and no
/// thread count). Unsupported combinations and cards not found come back as
/// skipped cases with their reason. Nothing is opened here.
QList<PlannedBenchCase> planBenchmark(BenchPlanRequest request);

/// Opens the token of every PKCS#11 case of `plan` that runs, so that a token
/// that is not there fails before any case runs, and names the case's device
/// as the token does.
Status openPlannedTokens(QList<PlannedBenchCase> *plan);

} // namespace keyward::app
