// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApduExchange.h"

#include <PCSC/pcsclite.h>

#include <array>
#include <cstring>

namespace keyward::pcsc {

namespace {
constexpr int kMaxChainedResponses = 256; // a card that never stops saying 61xx
} // namespace

qint64 exchangeApdu(ApduTransport transport, void *context, const quint8 *apdu, qsizetype length,
                    quint8 *out, qsizetype capacity, LONG *rv)
{
    auto fail = [rv](LONG code) {
        *rv = code;
        return -qint64(code);
    };
    if (length < 4 || capacity < 2) {
        return fail(SCARD_E_INVALID_PARAMETER);
    }
    DWORD got = DWORD(capacity);
    LONG r = transport(context, apdu, DWORD(length), out, &got);
    if (r == SCARD_S_SUCCESS && got == 2 && out[0] == 0x6c) {
        // Wrong Le: send again with the length the card named. Only for
        // short APDUs, where Le is the last byte (cases 2 and 4) or absent.
        const quint8 le = out[1];
        const bool shortApdu = length <= 5 || apdu[4] != 0;
        const qsizetype lc = length > 5 ? apdu[4] : 0;
        std::array<quint8, 262> again{};
        if (shortApdu && length < qsizetype(again.size())) {
            std::memcpy(again.data(), apdu, size_t(length));
            qsizetype newLength = length;
            if (length == 4 || (length > 5 && length == 5 + lc)) {
                again[size_t(newLength++)] = le; // case 1 or 3: append Le
            } else {
                again[size_t(newLength - 1)] = le; // case 2 or 4: replace Le
            }
            got = DWORD(capacity);
            r = transport(context, again.data(), DWORD(newLength), out, &got);
        }
    }
    qsizetype written = 0;
    for (int round = 0;; ++round) {
        if (r != SCARD_S_SUCCESS) {
            return fail(r);
        }
        if (got < 2) {
            return fail(SCARD_F_COMM_ERROR);
        }
        written += qsizetype(got) - 2; // the data stays, SW1 SW2 follow it
        const quint8 sw1 = out[written];
        const quint8 sw2 = out[written + 1];
        if (sw1 != 0x61 || round >= kMaxChainedResponses) {
            *rv = SCARD_S_SUCCESS;
            return written + 2;
        }
        // More data waiting: GET RESPONSE with the length the card named,
        // received over the SW of the previous part.
        if (capacity - written < 2) {
            return fail(SCARD_E_INSUFFICIENT_BUFFER);
        }
        const quint8 getResponse[5] = {0x00, 0xc0, 0x00, 0x00, sw2};
        got = DWORD(capacity - written);
        r = transport(context, getResponse, sizeof getResponse, out + written, &got);
    }
}

} // namespace keyward::pcsc
