// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinManager.h"

#include "Apdu.h"
#include "Tlv.h"

namespace keyward::vcard {

PinManager::PinManager(const CardProfile &profile, CardState &state)
    : m_profile(profile)
    , m_state(state)
{}

PinRecord &PinManager::record(Ref ref)
{
    switch (ref) {
    case Ref::Pw1:
        return m_state.pw1;
    case Ref::ResetCode:
        return m_state.resetCode;
    case Ref::Pw3:
        break;
    }
    return m_state.pw3;
}

std::uint8_t PinManager::maxRetries(Ref ref) const
{
    switch (ref) {
    case Ref::Pw1:
        return m_profile.pinRetries[0];
    case Ref::ResetCode:
        return m_profile.resetCodeRetries;
    case Ref::Pw3:
        break;
    }
    return m_profile.pinRetries[2];
}

bool PinManager::lengthAcceptable(Ref ref, std::size_t length) const
{
    const std::size_t index = ref == Ref::Pw1 ? 0 : ref == Ref::ResetCode ? 1 : 2;
    if (length > m_profile.pinMaxLength[index])
        return false;
    // With KDF the host sends a hash, so minimum lengths of the PIN text no longer apply.
    if (m_state.kdfActive())
        return length > 0;
    const std::size_t minimum = ref == Ref::Pw1 ? 6 : 8;
    return length >= minimum;
}

std::uint16_t PinManager::check(Ref ref, const Bytes &secret)
{
    PinRecord &pin = record(ref);
    if (!pin.set || pin.retries == 0)
        return sw::AuthBlocked;
    if (pinMatches(pin, secret)) {
        pin.retries = maxRetries(ref);
        return sw::Ok;
    }
    --pin.retries;
    return sw::SecurityNotSatisfied;
}

std::uint16_t PinManager::verify(std::uint8_t p1, std::uint8_t p2, const Bytes &data)
{
    if (p2 != 0x81 && p2 != 0x82 && p2 != 0x83)
        return sw::WrongP1P2;
    if (p1 == 0xff) {
        // v3: P1=FF resets the access status of the PIN.
        if (!data.empty())
            return sw::WrongLength;
        if (p2 == 0x81)
            m_pw1Sign = false;
        else if (p2 == 0x82)
            m_pw1Other = false;
        else
            m_pw3 = false;
        return sw::Ok;
    }
    if (p1 != 0x00)
        return sw::WrongP1P2;
    const Ref ref = p2 == 0x83 ? Ref::Pw3 : Ref::Pw1;
    bool &flag = p2 == 0x81 ? m_pw1Sign : p2 == 0x82 ? m_pw1Other : m_pw3;
    if (data.empty()) {
        // Status check: answer whether the PIN is verified, or how many tries are left.
        if (flag)
            return sw::Ok;
        const auto retries = record(ref).retries;
        return retries == 0 ? sw::AuthBlocked : sw::pinRetriesLeft(retries);
    }
    flag = false;
    const std::uint16_t result = check(ref, data);
    flag = result == sw::Ok;
    return result;
}

std::uint16_t PinManager::change(std::uint8_t p1, std::uint8_t p2, const Bytes &data)
{
    if (p1 != 0x00 || (p2 != 0x81 && p2 != 0x83))
        return sw::WrongP1P2;
    const Ref ref = p2 == 0x83 ? Ref::Pw3 : Ref::Pw1;
    PinRecord &pin = record(ref);
    if (pin.retries == 0)
        return sw::AuthBlocked;
    const std::size_t oldLength = pin.length;
    if (data.size() <= oldLength)
        return sw::WrongLength;
    const Bytes oldPin(data.begin(), data.begin() + static_cast<std::ptrdiff_t>(oldLength));
    Bytes newPin(data.begin() + static_cast<std::ptrdiff_t>(oldLength), data.end());
    const std::uint16_t result = check(ref, oldPin);
    if (result != sw::Ok) {
        if (ref == Ref::Pw1) {
            m_pw1Sign = m_pw1Other = false;
        } else {
            m_pw3 = false;
        }
        return result;
    }
    if (!lengthAcceptable(ref, newPin.size()))
        return sw::WrongData;
    setPin(pin, newPin, maxRetries(ref));
    wipe(newPin);
    return sw::Ok;
}

std::uint16_t PinManager::resetRetryCounter(std::uint8_t p1, std::uint8_t p2, const Bytes &data)
{
    if (p2 != 0x81)
        return sw::WrongP1P2;
    Bytes newPin;
    if (p1 == 0x00) {
        PinRecord &rc = m_state.resetCode;
        if (!rc.set || rc.retries == 0)
            return sw::AuthBlocked;
        if (data.size() <= rc.length)
            return sw::WrongLength;
        const Bytes code(data.begin(), data.begin() + rc.length);
        newPin.assign(data.begin() + rc.length, data.end());
        const std::uint16_t result = check(Ref::ResetCode, code);
        if (result != sw::Ok)
            return result;
    } else if (p1 == 0x02) {
        if (!m_pw3)
            return sw::SecurityNotSatisfied;
        newPin = data;
    } else {
        return sw::WrongP1P2;
    }
    if (!lengthAcceptable(Ref::Pw1, newPin.size()))
        return sw::WrongData;
    setPin(m_state.pw1, newPin, maxRetries(Ref::Pw1));
    wipe(newPin);
    return sw::Ok;
}

std::uint16_t PinManager::setResetCode(const Bytes &code)
{
    if (code.empty()) {
        m_state.resetCode = PinRecord{};
        return sw::Ok;
    }
    if (!lengthAcceptable(Ref::ResetCode, code.size()))
        return sw::WrongData;
    setPin(m_state.resetCode, code, maxRetries(Ref::ResetCode));
    return sw::Ok;
}

void PinManager::applyKdf()
{
    Bytes user = fromString("123456");
    Bytes admin = fromString("12345678");
    if (m_state.kdfActive()) {
        if (const auto tlvs = parseTlvs(m_state.kdf)) {
            if (const Tlv *h = findTlv(*tlvs, 0x87))
                user = h->value;
            if (const Tlv *h = findTlv(*tlvs, 0x88))
                admin = h->value;
        }
    }
    // Writing the KDF-DO puts the card back to its default PINs, in the form the host will send.
    setPin(m_state.pw1, user, maxRetries(Ref::Pw1));
    setPin(m_state.pw3, admin, maxRetries(Ref::Pw3));
    m_state.resetCode = PinRecord{};
    m_pw1Sign = m_pw1Other = false;
    wipe(user);
    wipe(admin);
}

void PinManager::signatureDone()
{
    if (m_state.pw1ValidMultiple == 0)
        m_pw1Sign = false;
}

void PinManager::clear()
{
    m_pw1Sign = m_pw1Other = m_pw3 = false;
}

Bytes PinManager::statusBytes() const
{
    return {m_state.pw1ValidMultiple,
            m_profile.pinMaxLength[0],
            m_profile.pinMaxLength[1],
            m_profile.pinMaxLength[2],
            m_state.pw1.retries,
            static_cast<std::uint8_t>(m_state.resetCode.set ? m_state.resetCode.retries : 0),
            m_state.pw3.retries};
}

} // namespace keyward::vcard
