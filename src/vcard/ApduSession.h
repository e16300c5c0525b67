// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Apdu.h"
#include "CardProfile.h"
#include "CardState.h"
#include "OpenPgpApplet.h"
#include "ScHsmApplet.h"

#include <functional>
#include <memory>

namespace keyward::vcard {

/**
 * The card as the reader sees it: raw command bytes in, raw response bytes out. Adds what the
 * transport layer of a real card does around the application: power state, command chaining,
 * GET RESPONSE for answers longer than a short Le, and injected faults for tests.
 */
class ApduSession
{
public:
    ApduSession(const CardProfile &profile, CardState &state);

    Bytes transmit(const Bytes &raw);
    /// Power on, or a warm reset (`warm`): a profile that keeps PINs over a reset keeps them.
    void powerOn(bool warm = false);
    void powerOff();
    bool powered() const { return m_powered; }
    Bytes atr() const { return m_profile.fullAtr(); }

    /** The next @p count commands answer @p statusWord without reaching the application. */
    void failNext(unsigned count, std::uint16_t statusWord);
    /// Answer the next `count` commands with instruction byte `ins` (and, when `p1p2` is not
    /// negative, those parameters) with `statusWord`; other commands are processed as usual. For
    /// a failure at one step of a longer operation (the signature after a key generation).
    /// A count of 0 ends it.
    void failNextIns(std::uint8_t ins, int p1p2, std::uint16_t statusWord, unsigned count = 1);
    /** Called after a command changed persistent state, before its response leaves the card. */
    void setStateChangedHandler(std::function<void()> handler)
    {
        m_stateChanged = std::move(handler);
    }

    /** Cost of the last command (None when it failed early or was transport-only). */
    OperationCost lastOperation() const { return m_lastCost; }
    std::uint64_t commandCount() const { return m_commands; }
    unsigned pendingFailures() const { return m_failCount; }
    OpenPgpApplet &applet() { return m_applet; }

private:
    ResponseApdu process(const CommandApdu &command);
    ResponseApdu shape(ResponseApdu response, std::size_t limit);

    const CardProfile &m_profile;
    OpenPgpApplet m_applet;
    std::unique_ptr<ScHsmApplet> m_hsm; ///< set when the profile runs the SmartCard-HSM
    std::function<void()> m_stateChanged;
    bool m_powered = false;
    bool m_extendedApdus = false;
    bool m_chaining = false;
    // Command chaining: header of the chain and the data collected so far.
    bool m_chainActive = false;
    std::uint8_t m_chainIns = 0, m_chainP1 = 0, m_chainP2 = 0;
    Bytes m_chainData;
    // GET RESPONSE: what is still to be sent.
    Bytes m_pending;
    unsigned m_failCount = 0;
    int m_failIns = -1;  // failNextIns(): the instruction byte, -1 when none
    int m_failP1P2 = -1; // and P1P2, -1 for any
    unsigned m_failInsCount = 0;
    std::uint16_t m_failSw = sw::Unknown;
    std::uint64_t m_commands = 0;
    OperationCost m_lastCost;
};

} // namespace keyward::vcard
