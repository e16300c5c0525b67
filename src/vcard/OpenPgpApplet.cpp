// SPDX-License-Identifier: GPL-3.0-or-later
// Command dispatch, selection, PIN commands and the card life cycle (TERMINATE/ACTIVATE).
#include "OpenPgpApplet.h"

#include <openssl/rand.h>

namespace keyward::vcard {

namespace {
const Bytes kAidPrefix = {0xd2, 0x76, 0x00, 0x01, 0x24, 0x01};
}

OpenPgpApplet::OpenPgpApplet(const CardProfile &profile, CardState &state)
    : m_profile(profile)
    , m_state(state)
    , m_pins(profile, state)
{}

void OpenPgpApplet::reset()
{
    m_pins.clear();
    m_certOccurrence = 0;
}

bool OpenPgpApplet::takeDirty()
{
    const bool dirty = m_dirty;
    m_dirty = false;
    return dirty;
}

ResponseApdu OpenPgpApplet::handle(const CommandApdu &c)
{
    m_lastOperation = {};
    if ((c.cla & 0xef) != 0x00) {
        if ((c.cla & 0x0c) != 0)
            return ResponseApdu::status(sw::SecureMessagingNotSupported);
        if ((c.cla & 0x03) != 0)
            return ResponseApdu::status(sw::LogicalChannelNotSupported);
        return ResponseApdu::status(sw::ClaNotSupported);
    }
    if (c.ins == 0xa4)
        return select(c);
    if (m_state.terminated) {
        // In termination state only SELECT and ACTIVATE FILE are served.
        if (c.ins == 0x44)
            return activate(c);
        return ResponseApdu::status(sw::Terminated);
    }
    switch (c.ins) {
    case 0xca:
        return getData(c);
    case 0xda:
        return putData(c);
    case 0xdb:
        return importKey(c);
    case 0xa5:
        return selectData(c);
    case 0x20:
        return verify(c);
    case 0x24:
        return changeReferenceData(c);
    case 0x2c:
        return resetRetryCounter(c);
    case 0x47:
        return generate(c);
    case 0x2a:
        return pso(c);
    case 0x88:
        return internalAuthenticate(c);
    case 0x84:
        return getChallenge(c);
    case 0xe6:
        return terminate(c);
    case 0x44:
        return activate(c);
    default:
        return ResponseApdu::status(sw::InsNotSupported);
    }
}

ResponseApdu OpenPgpApplet::select(const CommandApdu &c)
{
    if (c.p1 != 0x04)
        return ResponseApdu::status(sw::WrongP1P2);
    if (c.data.size() < kAidPrefix.size() || c.data.size() > 16 ||
        !std::equal(kAidPrefix.begin(), kAidPrefix.end(), c.data.begin()))
        return ResponseApdu::status(sw::FileNotFound);
    // A card that keeps its PINs over a reset keeps them over a new SELECT too (scdaemon
    // selects the application again whenever it reconnects).
    if (!m_profile.keepsPinsOnReset)
        m_pins.clear();
    m_certOccurrence = 0;
    if (m_state.terminated)
        return ResponseApdu::status(sw::Terminated);
    return ResponseApdu::status(sw::Ok);
}

ResponseApdu OpenPgpApplet::verify(const CommandApdu &c)
{
    const std::uint16_t result = m_pins.verify(c.p1, c.p2, c.data);
    // Counters change on every real attempt, right or wrong.
    if (!c.data.empty())
        m_dirty = true;
    return ResponseApdu::status(result);
}

ResponseApdu OpenPgpApplet::changeReferenceData(const CommandApdu &c)
{
    const std::uint16_t result = m_pins.change(c.p1, c.p2, c.data);
    m_dirty = true;
    return ResponseApdu::status(result);
}

ResponseApdu OpenPgpApplet::resetRetryCounter(const CommandApdu &c)
{
    const std::uint16_t result = m_pins.resetRetryCounter(c.p1, c.p2, c.data);
    m_dirty = true;
    return ResponseApdu::status(result);
}

ResponseApdu OpenPgpApplet::getChallenge(const CommandApdu &c)
{
    if ((m_profile.extendedCapabilities[0] & 0x40) == 0)
        return ResponseApdu::status(sw::InsNotSupported);
    if (c.p1 != 0 || c.p2 != 0)
        return ResponseApdu::status(sw::WrongP1P2);
    const std::size_t max = static_cast<std::size_t>(m_profile.extendedCapabilities[2] << 8 |
                                                     m_profile.extendedCapabilities[3]);
    if (!c.hasLe)
        return ResponseApdu::status(sw::WrongLength);
    std::size_t n = c.le;
    if (n > max) {
        // Le=00 means "as many as you have"; an explicit larger Le is an error.
        if (c.le != 256 && c.le != 65536)
            return ResponseApdu::status(sw::WrongLength);
        n = max;
    }
    Bytes out(n);
    RAND_bytes(out.data(), static_cast<int>(out.size()));
    return ResponseApdu::ok(out);
}

ResponseApdu OpenPgpApplet::terminate(const CommandApdu &c)
{
    if (c.p1 != 0 || c.p2 != 0)
        return ResponseApdu::status(sw::WrongP1P2);
    // Allowed after the admin PIN, or when it is blocked (the factory-reset path for a lost PIN).
    if (!m_pins.pw3() && !m_pins.pw3Blocked())
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    m_state.terminated = true;
    m_pins.clear();
    m_dirty = true;
    return ResponseApdu::status(sw::Ok);
}

ResponseApdu OpenPgpApplet::activate(const CommandApdu &c)
{
    if (c.p1 != 0 || c.p2 != 0)
        return ResponseApdu::status(sw::WrongP1P2);
    if (!m_state.terminated)
        return ResponseApdu::status(sw::Ok);
    m_state = CardState::factory(m_profile, m_state.serial);
    m_pins.clear();
    m_dirty = true;
    return ResponseApdu::status(sw::Ok);
}

} // namespace keyward::vcard
