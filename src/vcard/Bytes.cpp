// SPDX-License-Identifier: GPL-3.0-or-later
#include "Bytes.h"

#include <openssl/crypto.h>

namespace keyward::vcard {

std::string toHex(const Bytes &bytes)
{
    static const char digits[] = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 2);
    for (auto b : bytes) {
        out.push_back(digits[b >> 4]);
        out.push_back(digits[b & 0x0f]);
    }
    return out;
}

static int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool fromHex(std::string_view text, Bytes &out)
{
    out.clear();
    int high = -1;
    for (char c : text) {
        if (c == ' ' || c == ':' || c == '\t' || c == '\n')
            continue;
        const int d = hexDigit(c);
        if (d < 0)
            return false;
        if (high < 0) {
            high = d;
        } else {
            out.push_back(static_cast<std::uint8_t>((high << 4) | d));
            high = -1;
        }
    }
    return high < 0;
}

void wipe(Bytes &bytes)
{
    if (!bytes.empty())
        OPENSSL_cleanse(bytes.data(), bytes.size());
    bytes.clear();
}

std::string hexOrDash(const Bytes &b)
{
    return b.empty() ? std::string("-") : toHex(b);
}

bool parseHexOrDash(std::string_view s, Bytes &out)
{
    if (s == "-") {
        out.clear();
        return true;
    }
    return fromHex(s, out);
}

} // namespace keyward::vcard
