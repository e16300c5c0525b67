// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchCase.h"
#include "bench/OperationRunner.h"
#include "bench/PinGuard.h"
#include "bench/SkippedCase.h"
#include "bench/agent/AgentCardIdentity.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>
#include <memory>

namespace keyward::bench {
class Pkcs11Bench;
struct Pkcs11BenchConfig;
} // namespace keyward::bench

namespace keyward::app {

/// One benchmark case as the benchmark page and `keyward-cli bench` plan it:
/// what the engine needs, or why it is skipped.
struct PlannedBenchCase
{
    bench::BenchCase benchCase;
    bench::RunnerFactory factory;
    /// The back ends' versions for the record's environment, asked after the run.
    std::function<QMap<QString, QString>()> software;
    /// OpenPGP cards: the card key's algorithm, set by the runner's setup; it
    /// replaces benchCase.algorithm ("card key") in the record.
    std::shared_ptr<QString> algorithmAfterSetup;
    QString skipReason; ///< not empty: not run
    /// How a command line names the case's device (invocationDetails()), kept with the run so
    /// that a bundle's reproduce.sh can measure it again; empty: not known.
    QJsonObject invocation;
    /// PKCS#11 cases that run: the Pkcs11Bench their factory uses (the token
    /// is not opened by planning).
    std::shared_ptr<bench::Pkcs11Bench> pkcs11;

    /// software() when there is one, else nothing.
    QMap<QString, QString> softwareVersions() const;
};

/// The algorithm a case on an OpenPGP card shows until the card has said
/// which key it holds.
QString cardKeyAlgorithm();

/// The CPU baseline (OpenSSL) as a benchmark device.
bench::DeviceIdentity cpuBaselineDevice();

/// The CPU baseline's case for `algorithm` and `operation` with the warm-up,
/// iterations, duration and threads of `settings`; skipped when there is no
/// baseline for that combination.
PlannedBenchCase cpuBaselineCase(const bench::BenchCase &settings, const QString &algorithm,
                                 bench::OperationKind operation);

/// A PKCS#11 case for `config`'s algorithm and operation, the rest from
/// `settings` (a PIN verification shaped as Pkcs11Bench wants it); skipped
/// when the PKCS#11 path does not support the combination.
PlannedBenchCase pkcs11Case(const bench::BenchCase &settings,
                            const bench::Pkcs11BenchConfig &config);

/// Device time: `operation` as raw APDUs over PC/SC on the OpenPGP card
/// `card` in `reader`, with the key on the card, one thread. Skipped with
/// `unavailable` when that is not empty, and for key generation (it would
/// replace the card's key). The runner keeps its own copy of `pin`.
PlannedBenchCase deviceTimeCase(const bench::BenchCase &settings, const bench::DeviceIdentity &card,
                                const QString &reader, bench::OperationKind operation,
                                const QByteArray &pin, std::shared_ptr<bench::PinGuard> pinGuard,
                                const QString &unavailable = {});

/// End to end through gpg-agent on `card`: bench::planAgentCardCases() as
/// planned cases.
QList<PlannedBenchCase> agentCardCases(const bench::AgentCardIdentity &card,
                                       const bench::BenchCase &settings,
                                       const QList<bench::OperationKind> &operations,
                                       const QByteArray &pin,
                                       std::shared_ptr<bench::PinGuard> pinGuard = {});

/// The cases of one OpenPGP card (one per operation, with the key on the
/// card) for the algorithms the user chose: a case runs when its key is of
/// one of `chosen` (RSA-2048, P-256, Curve25519 …); every chosen algorithm
/// the card's key is not comes back as a skipped case naming the card's
/// ("the card holds RSA-2048 keys"). Cases already skipped, PIN checks, an
/// empty `chosen` and keys the card did not report are left as they are.
QList<PlannedBenchCase> forChosenAlgorithms(const QList<PlannedBenchCase> &cardCases,
                                            const bench::CardKeyAlgorithms &keys,
                                            const QStringList &chosen);

/// The skipped cases of `plan`, in its order, each once; a card case's
/// placeholder algorithm ("card key") is left out.
QList<bench::SkippedCase> skippedCases(const QList<PlannedBenchCase> &plan);

} // namespace keyward::app
