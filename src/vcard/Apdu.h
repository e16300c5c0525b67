// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"

#include <optional>

namespace keyward::vcard {

/** Status words the card answers with (ISO 7816-4 and OpenPGP card 3.4, section 7.1). */
namespace sw {
constexpr std::uint16_t Ok = 0x9000;
constexpr std::uint16_t BytesRemaining = 0x6100;
constexpr std::uint16_t Terminated = 0x6285;
constexpr std::uint16_t MemoryFailure = 0x6581;
constexpr std::uint16_t WrongLength = 0x6700;
constexpr std::uint16_t LogicalChannelNotSupported = 0x6881;
constexpr std::uint16_t SecureMessagingNotSupported = 0x6882;
constexpr std::uint16_t LastChainExpected = 0x6883;
constexpr std::uint16_t ChainingNotSupported = 0x6884;
constexpr std::uint16_t SecurityNotSatisfied = 0x6982;
constexpr std::uint16_t AuthBlocked = 0x6983;
constexpr std::uint16_t ConditionsNotSatisfied = 0x6985;
constexpr std::uint16_t WrongData = 0x6A80;
constexpr std::uint16_t FunctionNotSupported = 0x6A81;
constexpr std::uint16_t FileNotFound = 0x6A82;
constexpr std::uint16_t FileExists = 0x6A89;
constexpr std::uint16_t WrongP1P2 = 0x6A86;
constexpr std::uint16_t DataNotFound = 0x6A88;
constexpr std::uint16_t WrongParameters = 0x6B00;
constexpr std::uint16_t InsNotSupported = 0x6D00;
constexpr std::uint16_t ClaNotSupported = 0x6E00;
constexpr std::uint16_t Unknown = 0x6F00;
constexpr std::uint16_t pinRetriesLeft(int n)
{
    return static_cast<std::uint16_t>(0x63C0 | (n & 0x0f));
}
} // namespace sw

/** A parsed command APDU; Le is 0 when absent, 256/65536 for "as much as possible". */
struct CommandApdu
{
    std::uint8_t cla = 0;
    std::uint8_t ins = 0;
    std::uint8_t p1 = 0;
    std::uint8_t p2 = 0;
    Bytes data;
    std::size_t le = 0;
    bool hasLe = false;
    bool extended = false;

    bool chained() const { return (cla & 0x10) != 0; }
    std::uint16_t p1p2() const { return static_cast<std::uint16_t>(p1 << 8 | p2); }
};

/** Parses short and extended forms (ISO 7816-3 cases 1-4); nullopt means a malformed length. */
std::optional<CommandApdu> parseCommandApdu(const Bytes &raw);

/** Encodes a command (used by tests and the fuzz driver). */
Bytes encodeCommandApdu(const CommandApdu &apdu);

struct ResponseApdu
{
    Bytes data;
    std::uint16_t sw = sw::Ok;

    static ResponseApdu status(std::uint16_t s) { return {{}, s}; }
    static ResponseApdu ok(Bytes d) { return {std::move(d), sw::Ok}; }
    Bytes encode() const;
};

} // namespace keyward::vcard
