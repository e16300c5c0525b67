// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over the card's data objects as GET DATA returns them: BER-TLV
// parsing (parseTlvs, findTlv) and what Keyward reads out of the DOs — UIF (D6-D8), the
// algorithm information (FA), algorithm attributes (C1-C3/DA), the KDF-DO (F9) and the
// general feature management DO (7F74, whose button bit CardReader takes with findTlv 81).
// Properties checked besides "no crash": no element is longer than the input.
#include "openpgp/CardInfo.h"
#include "openpgp/StatusParsers.h"
#include "openpgp/Tlv.h"

#include <cstdlib>

using namespace keyward::openpgp;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

void walk(QByteArrayView bytes, qsizetype limit, int depth)
{
    for (const Tlv &t : parseTlvs(bytes)) {
        check(t.value.size() <= limit);
        if (t.constructed() && depth < 8)
            walk(t.value, limit, depth + 1);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    walk(input, input.size(), 0);
    static const quint32 tags[] = {0x81,   0xC1,   0xDA, 0xDE, 0xF9, 0xFA, 0x4F, 0x5F52,
                                   0x7F74, 0x7F66, 0x6E, 0x73, 0xC4, 0xC5, 0xCD};
    for (quint32 tag : tags) {
        if (auto v = findTlv(input, tag))
            check(v->size() <= input.size());
    }
    (void)parseUif(input);
    (void)touchPolicyName(parseUif(input));
    (void)algorithmsFromFa(input);
    (void)algorithmName(input);
    (void)parseKdfDo(input);
    return 0;
}
