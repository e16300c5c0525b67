// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace keyward::openpgp {

/// One BER-TLV element as OpenPGP cards encode data objects.
struct Tlv
{
    quint32 tag = 0; ///< one or two bytes, e.g. 0x4F, 0x5F52, 0x7F74
    QByteArray value;
    bool constructed() const;
};

/// Parse a sequence of TLVs. Tolerates trailing garbage and a length that
/// runs past the end (some YubiKeys send a wrong FA length): the element
/// gets what is there.
QList<Tlv> parseTlvs(QByteArrayView bytes);

/// Depth-first search for tag inside constructed elements.
std::optional<QByteArray> findTlv(QByteArrayView bytes, quint32 tag);

} // namespace keyward::openpgp
