// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Algorithm.h"
#include "Apdu.h"
#include "CardProfile.h"
#include "CardState.h"
#include "OnCardKey.h"
#include "PinManager.h"

#include <array>
#include <chrono>
#include <optional>

namespace keyward::vcard {

/** What the last command cost on a real device, for the timing model. */
struct OperationCost
{
    enum class Kind
    {
        None,
        PrivateKey,
        Generate
    };
    Kind kind = Kind::None;
    Algorithm algorithm;
    bool touched = false; ///< the slot's UIF asked for a button press
};

/** What the simulated user does when a UIF-protected key asks for a touch. */
enum class TouchPolicy
{
    Approve,
    Deny
};

/**
 * The OpenPGP application: one command APDU in, one response out. Transport concerns (chaining,
 * GET RESPONSE, Le) belong to ApduSession; everything here works on whole commands.
 */
class OpenPgpApplet
{
public:
    OpenPgpApplet(const CardProfile &profile, CardState &state);

    ResponseApdu handle(const CommandApdu &command);
    /** Power-on or warm reset: the security state is lost. */
    void reset();

    /** True when the persistent state changed since the last call. */
    bool takeDirty();
    OperationCost lastOperation() const { return m_lastOperation; }
    const CardState &state() const { return m_state; }
    void setTouchPolicy(TouchPolicy policy) { m_touchPolicy = policy; }
    TouchPolicy touchPolicy() const { return m_touchPolicy; }
    PinManager &pins() { return m_pins; }

private:
    ResponseApdu select(const CommandApdu &c);
    ResponseApdu getData(const CommandApdu &c);
    ResponseApdu putData(const CommandApdu &c);
    ResponseApdu putDataTag(std::uint16_t tag, const Bytes &data);
    ResponseApdu selectData(const CommandApdu &c);
    ResponseApdu verify(const CommandApdu &c);
    ResponseApdu changeReferenceData(const CommandApdu &c);
    ResponseApdu resetRetryCounter(const CommandApdu &c);
    ResponseApdu generate(const CommandApdu &c);
    ResponseApdu pso(const CommandApdu &c);
    ResponseApdu internalAuthenticate(const CommandApdu &c);
    ResponseApdu importKey(const CommandApdu &c);
    ResponseApdu getChallenge(const CommandApdu &c);
    ResponseApdu terminate(const CommandApdu &c);
    ResponseApdu activate(const CommandApdu &c);

    /** DO contents; nullopt when the card has no such DO. */
    std::optional<Bytes> dataObject(std::uint16_t tag) const;
    Bytes aid() const;
    Bytes applicationRelatedData() const;
    Bytes discretionaryData() const;
    Bytes cardholderData() const;
    Bytes fingerprints(int which) const;
    Bytes keyInformation() const;
    std::optional<Algorithm> slotAlgorithm(KeySlot slot) const;
    KeySlotState &slot(KeySlot s) { return m_state.keys[static_cast<std::size_t>(s)]; }
    const KeySlotState &slot(KeySlot s) const { return m_state.keys[static_cast<std::size_t>(s)]; }
    static std::optional<KeySlot> slotFromCrt(const Bytes &data);
    void keyReplaced(KeySlot s, std::uint8_t status);
    /** Ok when the slot needs no touch or the user "touches"; the denial status otherwise. */
    std::uint16_t touch(KeySlot s);
    std::size_t maxSpecialDo() const;
    std::size_t maxCertificate() const;

    const CardProfile &m_profile;
    CardState &m_state;
    PinManager m_pins;
    bool m_dirty = false;
    std::size_t m_certOccurrence = 0;
    OperationCost m_lastOperation;
    TouchPolicy m_touchPolicy = TouchPolicy::Approve;
    std::array<std::chrono::steady_clock::time_point, 3> m_lastTouch{};
};

} // namespace keyward::vcard
