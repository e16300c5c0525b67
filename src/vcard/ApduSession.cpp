// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApduSession.h"

namespace keyward::vcard {

namespace {
constexpr std::size_t kMaxChain = 65535;

/** Card capabilities from the historical bytes' compact-TLV tag 7, as hosts read them. */
void readCapabilities(const Bytes &hist, bool &extended, bool &chaining)
{
    extended = chaining = false;
    // Category 00: the status indicator is the last 3 bytes; category 80: every byte is
    // compact-TLV (the status, if any, in tag 8).
    if (hist.size() < 4 || (hist[0] != 0x00 && hist[0] != 0x80))
        return;
    std::size_t pos = 1;
    const std::size_t end = hist[0] == 0x00 ? hist.size() - 3 : hist.size();
    while (pos < end) {
        const std::size_t tag = hist[pos] >> 4;
        const std::size_t len = hist[pos] & 0x0f;
        ++pos;
        if (pos + len > end)
            return;
        if (tag == 7 && len == 3) {
            chaining = (hist[pos + 2] & 0x80) != 0;
            extended = (hist[pos + 2] & 0x40) != 0;
        }
        pos += len;
    }
}
} // namespace

ApduSession::ApduSession(const CardProfile &profile, CardState &state)
    : m_profile(profile)
    , m_applet(profile, state)
    , m_hsm(profile.applet == AppletKind::ScHsm ? std::make_unique<ScHsmApplet>(profile, state)
                                                : nullptr)
{
    readCapabilities(profile.historicalBytes, m_extendedApdus, m_chaining);
}

void ApduSession::powerOn(bool warm)
{
    // A warm reset of a powered card that keeps its PINs: the applet keeps its state.
    if (!(warm && m_powered && m_profile.keepsPinsOnReset)) {
        m_applet.reset();
        if (m_hsm)
            m_hsm->reset();
    }
    m_powered = true;
    m_chainActive = false;
    m_chainData.clear();
    m_pending.clear();
}

void ApduSession::powerOff()
{
    m_powered = false;
    m_applet.reset();
    if (m_hsm)
        m_hsm->reset();
    m_chainActive = false;
    m_chainData.clear();
    m_pending.clear();
}

void ApduSession::failNext(unsigned count, std::uint16_t statusWord)
{
    m_failCount = count;
    m_failSw = statusWord;
}

void ApduSession::failNextIns(std::uint8_t ins, int p1p2, std::uint16_t statusWord, unsigned count)
{
    m_failInsCount = count;
    m_failIns = count > 0 ? ins : -1;
    m_failP1P2 = p1p2;
    m_failSw = statusWord;
}

Bytes ApduSession::transmit(const Bytes &raw)
{
    ++m_commands;
    m_lastCost = {};
    if (m_failCount > 0) {
        --m_failCount;
        return ResponseApdu::status(m_failSw).encode();
    }
    const auto command = parseCommandApdu(raw);
    if (!command) {
        m_pending.clear();
        return ResponseApdu::status(sw::WrongLength).encode();
    }
    if (command->extended && !m_extendedApdus)
        return ResponseApdu::status(sw::WrongLength).encode();
    if (m_failIns >= 0 && command->ins == m_failIns &&
        (m_failP1P2 < 0 || (command->p1 << 8 | command->p2) == m_failP1P2)) {
        if (--m_failInsCount == 0) {
            m_failIns = -1;
        }
        m_pending.clear();
        return ResponseApdu::status(m_failSw).encode();
    }
    return process(*command).encode();
}

ResponseApdu ApduSession::shape(ResponseApdu response, std::size_t limit)
{
    if (response.data.size() <= limit)
        return response;
    // Longer than the host asked for: hand out the first part and announce the rest (61xx).
    m_pending.assign(response.data.begin() + static_cast<std::ptrdiff_t>(limit),
                     response.data.end());
    response.data.resize(limit);
    response.sw = static_cast<std::uint16_t>(sw::BytesRemaining |
                                             (m_pending.size() >= 256 ? 0 : m_pending.size()));
    return response;
}

ResponseApdu ApduSession::process(const CommandApdu &command)
{
    const std::size_t limit =
        command.hasLe ? command.le : (command.extended ? std::size_t{65536} : std::size_t{256});

    if (command.ins == 0xc0 && (command.cla & 0xef) == 0x00) {
        if (m_pending.empty() || command.p1 != 0 || command.p2 != 0)
            return ResponseApdu::status(m_pending.empty() ? sw::ConditionsNotSatisfied
                                                          : sw::WrongP1P2);
        ResponseApdu rest = ResponseApdu::ok(std::move(m_pending));
        m_pending.clear();
        return shape(std::move(rest), limit);
    }
    m_pending.clear();

    CommandApdu full = command;
    if (command.chained()) {
        if (!m_chaining)
            return ResponseApdu::status(sw::ChainingNotSupported);
        if (m_chainActive &&
            (m_chainIns != command.ins || m_chainP1 != command.p1 || m_chainP2 != command.p2)) {
            m_chainActive = false;
            m_chainData.clear();
            return ResponseApdu::status(sw::LastChainExpected);
        }
        if (m_chainData.size() + command.data.size() > kMaxChain) {
            m_chainActive = false;
            m_chainData.clear();
            return ResponseApdu::status(sw::WrongLength);
        }
        m_chainActive = true;
        m_chainIns = command.ins;
        m_chainP1 = command.p1;
        m_chainP2 = command.p2;
        append(m_chainData, command.data);
        return ResponseApdu::status(sw::Ok);
    }
    if (m_chainActive) {
        const bool same =
            m_chainIns == command.ins && m_chainP1 == command.p1 && m_chainP2 == command.p2;
        Bytes collected = std::move(m_chainData);
        m_chainActive = false;
        m_chainData.clear();
        if (!same)
            return ResponseApdu::status(sw::LastChainExpected);
        append(collected, command.data);
        full.data = std::move(collected);
        full.cla = static_cast<std::uint8_t>(full.cla & 0xef);
    }

    if (m_hsm) {
        ResponseApdu response = m_hsm->handle(full);
        m_lastCost = m_hsm->lastOperation();
        if (m_hsm->takeDirty() && m_stateChanged)
            m_stateChanged();
        return shape(std::move(response), limit);
    }
    ResponseApdu response = m_applet.handle(full);
    m_lastCost = m_applet.lastOperation();
    if (m_applet.takeDirty() && m_stateChanged)
        m_stateChanged();
    return shape(std::move(response), limit);
}

} // namespace keyward::vcard
