// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace keyward::vcard {

using Bytes = std::vector<std::uint8_t>;

/** Appends @p tail to @p head. */
inline void append(Bytes &head, const Bytes &tail)
{
    head.insert(head.end(), tail.begin(), tail.end());
}

/** Big-endian encoding of the low @p width bytes of @p value. */
inline Bytes beBytes(std::uint64_t value, std::size_t width)
{
    Bytes out(width);
    for (std::size_t i = 0; i < width; ++i)
        out[width - 1 - i] = static_cast<std::uint8_t>(value >> (8 * i));
    return out;
}

inline std::uint64_t beValue(const Bytes &bytes)
{
    std::uint64_t v = 0;
    for (auto b : bytes)
        v = (v << 8) | b;
    return v;
}

/** Lower-case hex, no separators. */
std::string toHex(const Bytes &bytes);

/** Parses hex (whitespace allowed); returns false on odd length or bad digit. */
bool fromHex(std::string_view text, Bytes &out);

/** Hex as toHex(), "-" for no bytes: a state file's value that may be empty. */
std::string hexOrDash(const Bytes &b);

/** The reverse of hexOrDash(). */
bool parseHexOrDash(std::string_view s, Bytes &out);

inline Bytes fromString(std::string_view s)
{
    return Bytes(s.begin(), s.end());
}

/** Overwrites secret material before it is released. */
void wipe(Bytes &bytes);

} // namespace keyward::vcard
