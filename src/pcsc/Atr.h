// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace keyward::pcsc {

/// A card recognised by its ATR.
struct KnownAtr
{
    QString vendor;      ///< "Yubico"
    QString model;       ///< "YubiKey 5"
    QString description; ///< "Yubico YubiKey 5 (OpenPGP, PIV, OTP, FIDO)"
};

/// "3B F8 13 00 ..." (upper case, space separated); empty for an empty ATR.
QString atrToHex(const QByteArray &atr);

/// Parse hex with or without spaces/colons; nullopt when it is not hex.
std::optional<QByteArray> atrFromHex(const QString &hex);

/// Look the ATR up in the small table of OpenPGP keycards Keyward knows
/// (YubiKey 4/5/NEO, Nitrokey Pro/Start, Gnuk/FST-01). Exact match first, then
/// the historical bytes (a YubiKey announces itself in ASCII there).
std::optional<KnownAtr> describeAtr(const QByteArray &atr);

} // namespace keyward::pcsc
