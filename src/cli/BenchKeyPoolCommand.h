// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchOptions.h"
#include "OptionTable.h"
#include "bench/HtmlReport.h"
#include "bench/ResultStore.h"

#include <QTextStream>

namespace keyward::cli {

/// `keyward-cli bench keypool`: a "fresh key + one signature per request"
/// service on a PKCS#11 token under stepped arrivals with a bounded queue,
/// generating on demand and from the key pool; latency, queue, drops, the
/// single operations and the lift. Human text or --json
/// (docs/cli/bench-keypool.schema.json). The runs are stored unless --no-store.
/// The key pool experiments among `input.runs` (KeyPoolRecord.h) into an HTML
/// report: both charts of each (when keyward-cli draws charts) and the
/// verdict with the thesis cited under them; `withSvg`: the charts also as SVG.
Status addKeyPoolReport(bench::HtmlReportInput &input, bench::ResultStore &store,
                        bool withSvg = false);

int runBenchKeyPool(const BenchArguments &a, const Options &o, QTextStream &out, QTextStream &err,
                    bool json);

} // namespace keyward::cli
