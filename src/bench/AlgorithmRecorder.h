// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OperationRunner.h"

#include <QString>

#include <memory>
#include <mutex>

namespace keyward::bench {

/// Forwards to a card runner (device time or end to end) and keeps the
/// algorithm it found in setup: a card's key decides the algorithm, so the
/// planner cannot name it before the run. `Runner` needs `algorithm()`.
/// Read the shared string after the run has ended.
template<typename Runner> class AlgorithmRecorder final : public OperationRunner
{
public:
    AlgorithmRecorder(std::unique_ptr<Runner> inner, std::shared_ptr<QString> algorithm)
        : m_inner(std::move(inner))
        , m_algorithm(std::move(algorithm))
    {}
    Status setup() override
    {
        Status st = m_inner->setup();
        static std::mutex mutex; // one string may be shared by runners of several threads
        std::lock_guard lock(mutex);
        *m_algorithm = m_inner->algorithm();
        return st;
    }
    Status prepareNext() override { return m_inner->prepareNext(); }
    Status runOnce() override { return m_inner->runOnce(); }
    void teardown() override { m_inner->teardown(); }

private:
    std::unique_ptr<Runner> m_inner;
    std::shared_ptr<QString> m_algorithm;
};

} // namespace keyward::bench
