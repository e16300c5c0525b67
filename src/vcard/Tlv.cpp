// SPDX-License-Identifier: GPL-3.0-or-later
#include "Tlv.h"

namespace keyward::vcard {

std::optional<std::uint32_t> readTag(const Bytes &data, std::size_t &pos)
{
    if (pos >= data.size())
        return std::nullopt;
    std::uint32_t tag = data[pos++];
    if ((tag & 0x1f) == 0x1f) {
        // Two-byte tags only: the card never uses longer ones, and refusing them keeps parsing
        // bounded.
        if (pos >= data.size() || (data[pos] & 0x80) != 0)
            return std::nullopt;
        tag = (tag << 8) | data[pos++];
    }
    return tag;
}

std::optional<std::size_t> readLength(const Bytes &data, std::size_t &pos)
{
    if (pos >= data.size())
        return std::nullopt;
    const std::uint8_t first = data[pos++];
    if (first < 0x80)
        return first;
    const std::size_t count = first & 0x7f;
    if (count == 0 || count > 3 || pos + count > data.size())
        return std::nullopt;
    std::size_t length = 0;
    for (std::size_t i = 0; i < count; ++i)
        length = (length << 8) | data[pos++];
    return length;
}

std::optional<std::vector<Tlv>> parseTlvs(const Bytes &data)
{
    std::vector<Tlv> out;
    std::size_t pos = 0;
    while (pos < data.size()) {
        // Padding bytes between objects are allowed by ISO 7816-4.
        if (data[pos] == 0x00 || data[pos] == 0xff) {
            ++pos;
            continue;
        }
        const auto tag = readTag(data, pos);
        if (!tag)
            return std::nullopt;
        const auto length = readLength(data, pos);
        if (!length || *length > data.size() - pos)
            return std::nullopt;
        Tlv tlv;
        tlv.tag = *tag;
        tlv.value.assign(data.begin() + static_cast<std::ptrdiff_t>(pos),
                         data.begin() + static_cast<std::ptrdiff_t>(pos + *length));
        pos += *length;
        out.push_back(std::move(tlv));
    }
    return out;
}

const Tlv *findTlv(const std::vector<Tlv> &list, std::uint32_t tag)
{
    for (const auto &tlv : list) {
        if (tlv.tag == tag)
            return &tlv;
    }
    return nullptr;
}

Bytes encodeTag(std::uint32_t tag)
{
    if (tag > 0xff)
        return {static_cast<std::uint8_t>(tag >> 8), static_cast<std::uint8_t>(tag)};
    return {static_cast<std::uint8_t>(tag)};
}

Bytes encodeLength(std::size_t length)
{
    if (length < 0x80)
        return {static_cast<std::uint8_t>(length)};
    if (length <= 0xff)
        return {0x81, static_cast<std::uint8_t>(length)};
    if (length <= 0xffff)
        return {0x82, static_cast<std::uint8_t>(length >> 8), static_cast<std::uint8_t>(length)};
    return {0x83, static_cast<std::uint8_t>(length >> 16), static_cast<std::uint8_t>(length >> 8),
            static_cast<std::uint8_t>(length)};
}

Bytes encodeTlv(std::uint32_t tag, const Bytes &value)
{
    Bytes out = encodeTag(tag);
    append(out, encodeLength(value.size()));
    append(out, value);
    return out;
}

} // namespace keyward::vcard
