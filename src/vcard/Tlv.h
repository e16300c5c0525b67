// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"

#include <optional>

namespace keyward::vcard {

/** One BER-TLV element as the OpenPGP card uses them (tags of 1-2 bytes, lengths up to 3 bytes). */
struct Tlv
{
    std::uint32_t tag = 0;
    Bytes value;
    bool constructed() const
    {
        const std::uint32_t first = tag > 0xff ? tag >> 8 : tag;
        return (first & 0x20) != 0;
    }
};

/** Reads a BER tag at @p pos; returns nullopt when truncated or longer than 2 bytes. */
std::optional<std::uint32_t> readTag(const Bytes &data, std::size_t &pos);

/** Reads a BER length at @p pos; returns nullopt when truncated or not encodable in 3 bytes. */
std::optional<std::size_t> readLength(const Bytes &data, std::size_t &pos);

/** Parses a flat sequence of TLVs; nullopt if any element is malformed or overruns. */
std::optional<std::vector<Tlv>> parseTlvs(const Bytes &data);

/** First element with @p tag in @p list. */
const Tlv *findTlv(const std::vector<Tlv> &list, std::uint32_t tag);

Bytes encodeTag(std::uint32_t tag);
Bytes encodeLength(std::size_t length);
Bytes encodeTlv(std::uint32_t tag, const Bytes &value);

} // namespace keyward::vcard
