// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApduSession.h"
#include "Bytes.h"

#include <QtTest/QTest>

namespace keyward::vcard::test {

inline Bytes hex(const char *text)
{
    Bytes out;
    fromHex(text, out);
    return out;
}

struct Reply
{
    Bytes data;
    std::uint16_t sw = 0;
};

/** Sends raw bytes and splits the answer into data and status word. */
inline Reply send(ApduSession &session, const Bytes &raw)
{
    const Bytes r = session.transmit(raw);
    Reply out;
    if (r.size() >= 2) {
        out.data.assign(r.begin(), r.end() - 2);
        out.sw = static_cast<std::uint16_t>(r[r.size() - 2] << 8 | r.back());
    }
    return out;
}

inline Reply send(ApduSession &session, const char *hexText)
{
    return send(session, hex(hexText));
}

inline Reply command(ApduSession &session, std::uint8_t ins, std::uint8_t p1, std::uint8_t p2,
                     const Bytes &data = {}, bool extended = false, std::size_t le = 0)
{
    CommandApdu c;
    c.ins = ins;
    c.p1 = p1;
    c.p2 = p2;
    c.data = data;
    c.extended = extended;
    if (le) {
        c.hasLe = true;
        c.le = le;
    }
    return send(session, encodeCommandApdu(c));
}

inline Reply verify(ApduSession &s, std::uint8_t ref, const char *pin)
{
    return command(s, 0x20, 0x00, ref, fromString(pin));
}

inline void selectApp(ApduSession &s)
{
    s.powerOn();
    QCOMPARE(send(s, "00A4040006D27600012401").sw, 0x9000);
}

} // namespace keyward::vcard::test
