// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardProfile.h"
#include "CardState.h"

namespace keyward::vcard {

/**
 * PIN checks and the volatile security state (OpenPGP card 3.4, 4.3 and 7.2.2-7.2.4). Counters
 * live in CardState so they survive power loss; "verified" flags do not.
 */
class PinManager
{
public:
    PinManager(const CardProfile &profile, CardState &state);

    std::uint16_t verify(std::uint8_t p1, std::uint8_t p2, const Bytes &data);
    std::uint16_t change(std::uint8_t p1, std::uint8_t p2, const Bytes &data);
    std::uint16_t resetRetryCounter(std::uint8_t p1, std::uint8_t p2, const Bytes &data);
    /** PUT DATA D3; the caller has checked PW3. Empty data removes the reset code. */
    std::uint16_t setResetCode(const Bytes &code);
    /** After PUT DATA F9: PINs follow the KDF-DO (hashed defaults, or plain defaults when off). */
    void applyKdf();

    bool pw1ForSigning() const { return m_pw1Sign; }
    bool pw1ForOther() const { return m_pw1Other; }
    bool pw3() const { return m_pw3; }
    /** PSO:CDS used the PIN; it stays valid only when C4 byte 0 says so. */
    void signatureDone();
    /** Power-on, reset, SELECT: nothing is verified any more. */
    void clear();

    /** DO C4. */
    Bytes statusBytes() const;
    bool pw3Blocked() const { return m_state.pw3.retries == 0; }

private:
    enum class Ref
    {
        Pw1,
        ResetCode,
        Pw3
    };
    PinRecord &record(Ref ref);
    std::uint8_t maxRetries(Ref ref) const;
    bool lengthAcceptable(Ref ref, std::size_t length) const;
    /** Checks @p secret and updates the counter; returns Ok, AuthBlocked or SecurityNotSatisfied.
     */
    std::uint16_t check(Ref ref, const Bytes &secret);

    const CardProfile &m_profile;
    CardState &m_state;
    bool m_pw1Sign = false;
    bool m_pw1Other = false;
    bool m_pw3 = false;
};

} // namespace keyward::vcard
