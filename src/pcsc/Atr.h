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

/// Whether the card behind this ATR is an OpenPGP card, whose way in is
/// scdaemon: a known keycard (describeAtr), or historical bytes laid out as
/// the OpenPGP card specification (3.4, section 6) lays them out — category
/// 00, card service data (31 xx), card capabilities (73 xx xx xx), and a
/// status indicator ending in 90 00. A SmartCard-HSM (category 80) is not one.
bool isOpenPgpCardAtr(const QByteArray &atr);

/// The historical bytes of an ATR (ISO 7816-3: T0's low nibble counts them,
/// after the interface bytes); empty when the ATR is too short to hold them.
QByteArray historicalBytes(const QByteArray &atr);

} // namespace keyward::pcsc
