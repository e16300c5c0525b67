// SPDX-License-Identifier: GPL-3.0-or-later
#include "Tlv.h"

namespace keyward::openpgp {

bool Tlv::constructed() const
{
    const quint32 first = tag > 0xFF ? (tag >> 8) : tag;
    return (first & 0x20) != 0;
}

QList<Tlv> parseTlvs(QByteArrayView bytes)
{
    QList<Tlv> out;
    qsizetype i = 0;
    const qsizetype n = bytes.size();
    auto at = [&](qsizetype k) { return static_cast<quint8>(bytes[k]); };
    while (i < n) {
        quint32 tag = at(i++);
        if (tag == 0x00 || tag == 0xFF) {
            continue; // padding between objects
        }
        if ((tag & 0x1F) == 0x1F) { // multi-byte tag
            while (i < n) {
                const quint8 b = at(i++);
                tag = (tag << 8) | b;
                if ((b & 0x80) == 0) {
                    break;
                }
            }
        }
        if (i >= n) {
            break;
        }
        qsizetype len = at(i++);
        if (len == 0x81 && i < n) {
            len = at(i++);
        } else if (len == 0x82 && i + 1 < n) {
            len = (at(i) << 8) | at(i + 1);
            i += 2;
        } else if (len > 0x82) {
            break; // not a length we understand: stop rather than guess
        }
        const qsizetype take = std::min(len, n - i);
        out.append(Tlv{tag, bytes.sliced(i, take).toByteArray()});
        i += take;
    }
    return out;
}

std::optional<QByteArray> findTlv(QByteArrayView bytes, quint32 tag)
{
    for (const Tlv &t : parseTlvs(bytes)) {
        if (t.tag == tag) {
            return t.value;
        }
        if (t.constructed()) {
            if (auto inner = findTlv(t.value, tag)) {
                return inner;
            }
        }
    }
    return std::nullopt;
}

} // namespace keyward::openpgp
