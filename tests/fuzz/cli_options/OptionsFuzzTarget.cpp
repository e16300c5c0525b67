// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over the command line of `keyward-cli bench`: parseBenchArguments
// (every word after `bench`) and canonicalAlgorithm. Input: byte 0 bit 0 says whether main
// saw a global --json, the rest is the words, separated by newlines. --pin-file and its value
// are left out: reading a named file (or standard input) is not parsing.
// Properties checked besides "no crash": accepted numbers are within the option's range.
#include "cli/BenchOptions.h"

#include <cmath>
#include <cstdlib>

using namespace keyward;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const bool json = data[0] & 1;
    const QByteArray input(reinterpret_cast<const char *>(data + 1),
                           static_cast<qsizetype>(size - 1));
    QStringList args;
    bool skipNext = false;
    for (const QByteArray &word : input.split('\n')) {
        const QString arg = QString::fromUtf8(word);
        if (skipNext) {
            skipNext = false;
            continue;
        }
        if (arg == QLatin1String("--pin-file")) {
            skipNext = true;
            continue;
        }
        (void)cli::canonicalAlgorithm(arg);
        args << arg;
    }
    if (auto parsed = cli::parseBenchArguments(args, json)) {
        // Every number the parser accepted is within the range it promises.
        const cli::BenchRunOptions &r = parsed->run;
        check(r.iterations >= 1 && r.warmup >= 0 && r.threads >= 1 && r.loadWorkers >= 1);
        check(std::isfinite(r.durationSeconds) &&
              (r.durationSeconds == 0 || r.durationSeconds >= 0.001));
        check(std::isfinite(r.loadStepSeconds) && r.loadStepSeconds >= 0.05);
    }
    return 0;
}
