// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchOptions.h"
#include "BenchProgressLine.h"
#include "bench/runners/TlsBench.h"

#include <QTextStream>

namespace keyward::bench {
class PinGuard;
class ResultStore;
} // namespace keyward::bench

namespace keyward::cli {

/// `keyward-cli bench tls`: TLS handshakes per second with a key on a PKCS#11
/// token (or a CPU key with --cpu), the raw sign rate of the same key beside
/// them and their ratio; human text or --json (docs/cli/bench-tls.schema.json).
/// Each run is saved in `store` (its run id said) unless it is null (--no-store).
int runBenchTls(const BenchArguments &a, bench::ResultStore *store, QTextStream &out,
                QTextStream &err, bool json);

/// What is wrong with the options of `bench tls` (a sentence for the usage
/// error), or empty; checked before any device is touched.
QString tlsUsageProblem(const BenchArguments &a);
/// The TLS settings and token of `bench tls` for key type `type` (clients,
/// server threads and duration left at their defaults).
bench::TlsBenchConfig tlsBenchConfig(const BenchArguments &a, const QString &type,
                                     const std::shared_ptr<bench::PinGuard> &pinGuard);

/// `keyward-cli bench tls --load-profile RATES`: TLS handshakes at stepped
/// arrival rates, one profile per key type, each stored like `bench
/// --load-profile` (operation "tls-handshake"); the step table or --json
/// (docs/cli/bench-run.schema.json, each run with loadProfile and tls).
int runBenchTlsLoadProfile(const BenchArguments &a, bench::ResultStore &store, QTextStream &out,
                           QTextStream &err, bool json, BenchProgressLine::Style progressStyle);

} // namespace keyward::cli
