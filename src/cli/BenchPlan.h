// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchOptions.h"
#include "app/BenchPlanner.h"

namespace keyward::cli {

/// One case of `bench run`, ready for the engine (or skipped, with why),
/// planned by app::planBenchmark() as the benchmark page's cases are.
using PlannedCase = app::PlannedBenchCase;

/// The plan request of `bench run`'s options; the card, when one is asked
/// for, is not probed here (cardProbe is left empty).
app::BenchPlanRequest benchPlanRequest(const BenchRunOptions &options);

/// Devices × algorithms × operations from the options. Fails when a device
/// named cannot be found (token not there, no card); unsupported
/// combinations come back as skipped cases.
Result<QList<PlannedCase>> planBenchCases(const BenchRunOptions &options);

} // namespace keyward::cli
