// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchCase.h"
#include "LoadProfile.h"
#include "RunRecord.h"

namespace keyward::bench {

/// A finished load profile as a stored run: the case it served (device,
/// algorithm, operation, path, key origin), the workers as threads, each
/// worker's service times as its samples and a note naming the rates — the
/// profile itself is stored beside it (ResultStore::saveLoadProfile). Its
/// figures are loaded service times, not unloaded latencies: charts and
/// comparisons of case runs leave it out (isLoadProfileRun).
RunRecord loadProfileRun(const BenchCase &benchCase, const LoadProfileResult &result,
                         const Environment &environment);

/// Whether a stored run is the record of a load profile.
bool isLoadProfileRun(const RunRecord &run);

} // namespace keyward::bench
