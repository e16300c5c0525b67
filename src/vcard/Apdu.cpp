// SPDX-License-Identifier: GPL-3.0-or-later
#include "Apdu.h"

namespace keyward::vcard {

std::optional<CommandApdu> parseCommandApdu(const Bytes &raw)
{
    if (raw.size() < 4)
        return std::nullopt;
    CommandApdu apdu;
    apdu.cla = raw[0];
    apdu.ins = raw[1];
    apdu.p1 = raw[2];
    apdu.p2 = raw[3];
    const std::size_t n = raw.size();
    if (n == 4)
        return apdu; // case 1
    if (n == 5) {    // case 2 short
        apdu.hasLe = true;
        apdu.le = raw[4] == 0 ? 256 : raw[4];
        return apdu;
    }
    if (raw[4] != 0) { // short Lc
        const std::size_t lc = raw[4];
        if (n == 5 + lc) {
            apdu.data.assign(raw.begin() + 5, raw.end());
            return apdu;
        }
        if (n == 6 + lc) {
            apdu.data.assign(raw.begin() + 5, raw.end() - 1);
            apdu.hasLe = true;
            apdu.le = raw.back() == 0 ? 256 : raw.back();
            return apdu;
        }
        return std::nullopt;
    }
    // Extended: 00 followed by two length bytes.
    if (n < 7)
        return std::nullopt;
    apdu.extended = true;
    const std::size_t value = static_cast<std::size_t>(raw[5] << 8 | raw[6]);
    if (n == 7) {
        apdu.hasLe = true;
        apdu.le = value == 0 ? 65536 : value;
        return apdu;
    }
    if (value == 0)
        return std::nullopt;
    if (n == 7 + value) {
        apdu.data.assign(raw.begin() + 7, raw.end());
        return apdu;
    }
    if (n == 9 + value) {
        apdu.data.assign(raw.begin() + 7, raw.end() - 2);
        const std::size_t le = static_cast<std::size_t>(raw[n - 2] << 8 | raw[n - 1]);
        apdu.hasLe = true;
        apdu.le = le == 0 ? 65536 : le;
        return apdu;
    }
    return std::nullopt;
}

Bytes encodeCommandApdu(const CommandApdu &apdu)
{
    Bytes out{apdu.cla, apdu.ins, apdu.p1, apdu.p2};
    const bool ext = apdu.extended || apdu.data.size() > 255 || apdu.le > 256;
    if (!apdu.data.empty()) {
        if (ext) {
            out.push_back(0);
            append(out, beBytes(apdu.data.size(), 2));
        } else {
            out.push_back(static_cast<std::uint8_t>(apdu.data.size()));
        }
        append(out, apdu.data);
    }
    if (apdu.hasLe) {
        if (ext) {
            if (apdu.data.empty())
                out.push_back(0);
            append(out, beBytes(apdu.le >= 65536 ? 0 : apdu.le, 2));
        } else {
            out.push_back(static_cast<std::uint8_t>(apdu.le >= 256 ? 0 : apdu.le));
        }
    }
    return out;
}

Bytes ResponseApdu::encode() const
{
    Bytes out = data;
    out.push_back(static_cast<std::uint8_t>(sw >> 8));
    out.push_back(static_cast<std::uint8_t>(sw));
    return out;
}

} // namespace keyward::vcard
