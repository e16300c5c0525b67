// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over benchmark results imported from other machines: the result JSON
// (fromJson), the samples CSV (fromSamplesCsv) and the load profile JSON (loadProfileFromJson,
// whose requests go through the queue model), then what Keyward computes and writes from an
// import (statistics in the summary CSV, the JSON and CSV exports).
// Properties checked besides "no crash": what Keyward exports from an import imports again.
#include "bench/ResultExport.h"

#include <cstdlib>

using namespace keyward::bench;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

void exportRuns(const QList<RunRecord> &runs)
{
    (void)summaryCsv(runs);
    auto again = fromJson(toJson(runs));
    check(again.ok() && again->size() == runs.size());
    (void)fromSamplesCsv(samplesCsv(runs));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (auto runs = fromJson(input))
        exportRuns(runs.value());
    if (auto runs = fromSamplesCsv(input))
        exportRuns(runs.value());
    if (auto load = loadProfileFromJson(input)) {
        (void)loadProfileCsv(load.value());
        check(loadProfileFromJson(loadProfileJson(load.value())).ok());
    }
    return 0;
}
