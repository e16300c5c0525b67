// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchOptions.h"
#include "app/BenchPlanning.h"

namespace keyward::cli {

/// One case of `bench run`, ready for the engine (or skipped, with why),
/// planned as the benchmark page plans its cases.
using PlannedCase = app::PlannedBenchCase;

/// Devices × algorithms × operations from the options. Fails when a device
/// named cannot be found (token not there, no card); unsupported
/// combinations come back as skipped cases.
Result<QList<PlannedCase>> planBenchCases(const BenchRunOptions &options);

} // namespace keyward::cli
