// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <PCSC/winscard.h>

#include <QtGlobal>

namespace keyward::pcsc {

/// One raw exchange with the card: send `apdu`, receive at most *outLength
/// bytes into `out` and set *outLength (SCardTransmit's contract).
using ApduTransport = LONG (*)(void *context, const quint8 *apdu, DWORD length, quint8 *out,
                               DWORD *outLength);

/// The ISO 7816-4 transport rules on top of a raw exchange, without
/// allocation: a 6Cxx answer (wrong Le) is repeated with the length the card
/// named (short APDUs only), and 61xx (more data) is followed by GET RESPONSE
/// until the card is done. The whole answer — data, then SW1 SW2 — lands in
/// `out`. Returns its length, or −(SCARD code) with the code in *rv
/// (SCARD_E_INSUFFICIENT_BUFFER when `capacity` is too small).
qint64 exchangeApdu(ApduTransport transport, void *context, const quint8 *apdu, qsizetype length,
                    quint8 *out, qsizetype capacity, LONG *rv);

} // namespace keyward::pcsc
