// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchOptions.h"

#include <QTextStream>

namespace keyward::bench {
class ResultStore;
}

namespace keyward::cli {

/// `keyward-cli bench tls`: TLS handshakes per second with a key on a PKCS#11
/// token (or a CPU key with --cpu), the raw sign rate of the same key beside
/// them and their ratio; human text or --json (docs/cli/bench-tls.schema.json).
/// Each run is saved in `store` (its run id said) unless it is null (--no-store).
int runBenchTls(const BenchArguments &a, bench::ResultStore *store, QTextStream &out,
                QTextStream &err, bool json);

} // namespace keyward::cli
