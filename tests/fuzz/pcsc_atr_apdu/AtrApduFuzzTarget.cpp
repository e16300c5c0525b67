// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over what a card or reader says at the PC/SC level: the ATR (as bytes
// and as the hex text pcsc_scan and other tools print) and the answers that drive the ISO
// 7816-4 transport rules in exchangeApdu (61xx GET RESPONSE chaining, 6Cxx repetition).
// Input: byte 0 picks the caller's buffer size, byte 1 the command length, then the command,
// then the card's answers as frames (2-byte length, 11 bits; 0x7FF means the transport fails).
// The whole input is also an ATR. Properties checked besides "no crash": the answer fits the
// buffer and ends with the last answer's status word, GET RESPONSE asks for what the card
// announced, the chain is bounded.
#include "pcsc/ApduExchange.h"
#include "pcsc/Atr.h"

#include <PCSC/pcsclite.h>

#include <QString>

#include <cstdlib>
#include <vector>

using namespace keyward::pcsc;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

struct FakeCard
{
    const std::uint8_t *data;
    std::size_t size;
    std::size_t at = 0;
    int calls = 0;
    int lastSw1 = -1;
    int lastSw2 = -1;
};

LONG transmit(void *context, const quint8 *apdu, DWORD length, quint8 *out, DWORD *outLength)
{
    auto &card = *static_cast<FakeCard *>(context);
    check(++card.calls <= 300);
    check(length >= 4 && apdu != nullptr);
    if (card.lastSw1 == 0x61) {
        check(length == 5 && apdu[0] == 0x00 && apdu[1] == 0xC0 && apdu[4] == card.lastSw2);
    }
    if (card.at + 2 > card.size)
        return SCARD_E_NO_SMARTCARD;
    const std::size_t n = (std::size_t(card.data[card.at] & 0x07) << 8) | card.data[card.at + 1];
    card.at += 2;
    if (n == 0x7FF)
        return SCARD_W_REMOVED_CARD;
    const std::size_t take = std::min(n, card.size - card.at);
    if (take > *outLength)
        return SCARD_E_INSUFFICIENT_BUFFER;
    std::copy(card.data + card.at, card.data + card.at + take, out);
    card.at += take;
    *outLength = DWORD(take);
    card.lastSw1 = take >= 2 ? out[take - 2] : -1;
    card.lastSw2 = take >= 2 ? out[take - 1] : -1;
    return SCARD_S_SUCCESS;
}

void exchange(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return;
    const qsizetype capacity = 2 + qsizetype(data[0]) * 4;
    const std::size_t apduLength = std::min<std::size_t>(4 + data[1] % 64, size - 2);
    if (apduLength < 4)
        return;
    const std::vector<quint8> apdu(data + 2, data + 2 + apduLength);
    std::vector<quint8> out(static_cast<std::size_t>(capacity)); // exact size: ASan sees overruns
    FakeCard card{data + 2 + apduLength, size - 2 - apduLength};
    LONG rv = 0;
    const qint64 n = exchangeApdu(transmit, &card, apdu.data(), qsizetype(apdu.size()), out.data(),
                                  capacity, &rv);
    if (n >= 0) {
        check(rv == SCARD_S_SUCCESS && n >= 2 && n <= capacity);
        check(out[std::size_t(n - 2)] == card.lastSw1 && out[std::size_t(n - 1)] == card.lastSw2);
    } else {
        check(rv != SCARD_S_SUCCESS && -n == rv);
    }
}

void atr(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString hex = atrToHex(bytes);
    check(atrFromHex(hex) == bytes);
    (void)describeAtr(bytes);
    // The input as text a user pasted: accepted only when it is hex digits, spaces and colons.
    const QString text = QString::fromUtf8(bytes);
    if (auto parsed = atrFromHex(text)) {
        for (const QChar c : text) {
            const char16_t u = c.unicode();
            check(u == ' ' || u == ':' || (u >= '0' && u <= '9') || (u >= 'a' && u <= 'f') ||
                  (u >= 'A' && u <= 'F'));
        }
        (void)describeAtr(*parsed);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    exchange(data, size);
    atr(data, size);
    return 0;
}
