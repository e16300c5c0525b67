// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Operation.h"

#include <thread>

namespace keyward::cli {

/**
 * Ctrl+C (SIGINT) and SIGTERM while `keyward-cli bench` runs cases. The
 * first signal cancels the running case through its CancelToken — the
 * engine stops after the operation in flight and the runner's teardown still
 * runs, so a benchmark key the engine generated is removed — and the
 * remaining cases are skipped. A second signal ends the process the default
 * way (the handler is installed with SA_RESETHAND).
 */
class BenchInterrupt
{
public:
    /// Installs the handlers; the destructor restores the previous ones.
    BenchInterrupt();
    ~BenchInterrupt();
    BenchInterrupt(const BenchInterrupt &) = delete;
    BenchInterrupt &operator=(const BenchInterrupt &) = delete;

    /// The signal that arrived (SIGINT, SIGTERM), or 0.
    static int signalNumber();

    /// Cancels `token` when a signal arrives, for as long as it lives. A
    /// signal handler may only set a flag, so a thread watches the flag.
    class Watch
    {
    public:
        explicit Watch(CancelToken token);

    private:
        std::jthread m_thread;
    };
};

} // namespace keyward::cli
