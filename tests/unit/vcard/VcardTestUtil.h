// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApduSession.h"
#include "Bytes.h"
#include "OsslUtil.h"

#include <openssl/core_names.h>
#include <openssl/param_build.h>

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
                     const Bytes &data = {}, bool extended = false, std::size_t le = 0,
                     std::uint8_t cla = 0x00)
{
    CommandApdu c;
    c.cla = cla;
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

/** An EC public key on @p group from its uncompressed @p point, as a card returns it. */
inline ossl::Pkey ecPublicKey(const char *group, const Bytes &point)
{
    ossl::ParamBld bld(OSSL_PARAM_BLD_new());
    OSSL_PARAM_BLD_push_utf8_string(bld.get(), OSSL_PKEY_PARAM_GROUP_NAME, group, 0);
    OSSL_PARAM_BLD_push_octet_string(bld.get(), OSSL_PKEY_PARAM_PUB_KEY, point.data(),
                                     point.size());
    ossl::Params params(OSSL_PARAM_BLD_to_param(bld.get()));
    return ossl::keyFromParams("EC", params.get(), EVP_PKEY_PUBLIC_KEY);
}

} // namespace keyward::vcard::test
