// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardProfile.h"
#include "OpenPgpApplet.h"

#include <chrono>

namespace keyward::vcard {

/**
 * How long a real device would take for an operation, from the published figures in the
 * profile. Off unless asked for; the virtual card is otherwise as fast as the host.
 */
class TimingModel
{
public:
    TimingModel(const CardProfile &profile, bool enabled, double scale)
        : m_profile(profile)
        , m_enabled(enabled)
        , m_scale(scale)
    {}

    std::chrono::milliseconds delayFor(const OperationCost &cost) const;
    bool enabled() const { return m_enabled; }

private:
    const CardProfile &m_profile;
    bool m_enabled;
    double m_scale;
};

} // namespace keyward::vcard
