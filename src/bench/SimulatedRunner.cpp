// SPDX-License-Identifier: GPL-3.0-or-later
#include "SimulatedRunner.h"

#include <thread>

namespace keyward::bench {

Status SimulatedRunner::runOnce()
{
    ++m_calls;
    const auto until = std::chrono::steady_clock::now() + m_service;
    if (m_mode == Mode::Sleep) {
        std::this_thread::sleep_until(until);
    } else {
        while (std::chrono::steady_clock::now() < until) {
        }
    }
    return {};
}

RunnerFactory SimulatedRunner::factory(std::chrono::nanoseconds serviceTime, Mode mode)
{
    return
        [serviceTime, mode](int) { return std::make_unique<SimulatedRunner>(serviceTime, mode); };
}

} // namespace keyward::bench
