// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OperationRunner.h"

#include <chrono>

namespace keyward::bench {

/// A stand-in device with a known service time, for tests of the engine and
/// the queue model. Never offered as a device and never stored as one (its
/// path is BenchPath::Simulated).
class SimulatedRunner : public OperationRunner
{
public:
    enum class Mode
    {
        Sleep, ///< sleep until the service time is over (frees the CPU, like a device)
        Spin,  ///< busy-wait (like a CPU-bound software token)
    };

    explicit SimulatedRunner(std::chrono::nanoseconds serviceTime, Mode mode = Mode::Sleep)
        : m_service(serviceTime)
        , m_mode(mode)
    {}

    Status setup() override { return {}; }
    Status runOnce() override;
    void teardown() override {}

    qint64 calls() const { return m_calls; }

    /// A factory giving every thread its own SimulatedRunner.
    static RunnerFactory factory(std::chrono::nanoseconds serviceTime, Mode mode = Mode::Sleep);

private:
    std::chrono::nanoseconds m_service;
    Mode m_mode;
    qint64 m_calls = 0;
};

} // namespace keyward::bench
