// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over the command line of `keyward-cli bench`: parseBenchArguments
// (every word after `bench`) and canonicalAlgorithm. Input: byte 0 bit 0 says whether main
// saw a global --json, the rest is the words, separated by newlines. --pin-file and its value
// are left out: reading a named file (or standard input) is not parsing.
#include "cli/BenchOptions.h"

using namespace keyward;

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
    if (auto parsed = cli::parseBenchArguments(args, json))
        (void)parsed->run.algorithms.size();
    return 0;
}
