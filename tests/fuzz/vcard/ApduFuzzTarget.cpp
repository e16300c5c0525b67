// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over the virtual card's APDU handler. The input drives one card:
//   byte 0: profile (low 3 bits), bit 3 verify PW1, bit 4 verify PW3, bit 5 start with keys
//   then frames: 2-byte length (11 bits) + that many bytes of command APDU; length 0 is a
//   power cycle. Every answer must be a well-formed response (data + 2-byte status word).
#include "ApduSession.h"
#include "CardProfile.h"
#include "CardState.h"
#include "Tlv.h"

#include <cstdlib>

using namespace keyward::vcard;

namespace {

Bytes hex(const char *text)
{
    Bytes out;
    fromHex(text, out);
    return out;
}

void run(ApduSession &s, const char *h)
{
    s.transmit(hex(h));
}

/** A card with ECC keys in all slots, made once: generation is too slow to repeat per input. */
const CardState &templateWithKeys(const CardProfile &profile)
{
    static std::vector<CardState> cache(cardProfiles().size());
    const std::size_t index = static_cast<std::size_t>(&profile - cardProfiles().data());
    CardState &state = cache[index];
    if (state.profile.empty()) {
        state = CardState::factory(profile, 0x12345678);
        ApduSession s(profile, state);
        s.powerOn();
        run(s, "00A4040006D27600012401");
        run(s, "002000830831323334353637 38");
        const bool ecc =
            profile.supports(*Algorithm::fromName("nistp256", KeySlot::Sign), KeySlot::Sign);
        if (ecc) {
            run(s, "00DA00C10813 2A8648CE3D030107");
            run(s, "00DA00C20812 2A8648CE3D030107");
            run(s, "00DA00C30813 2A8648CE3D030107");
        }
        // RSA-only profiles keep their RSA-2048 keys (generated once, reused for every input).
        run(s, "00470080000002B6000000");
        run(s, "00470080000002B8000000");
        run(s, "00470080000002A4000000");
        if (!ecc) {
            run(s, "00470080 02 B600 00");
            run(s, "00470080 02 B800 00");
            run(s, "00470080 02 A400 00");
        }
    }
    return state;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const auto &profiles = cardProfiles();
    const CardProfile &profile = profiles[(data[0] & 0x07) % profiles.size()];
    CardState state =
        (data[0] & 0x20) ? templateWithKeys(profile) : CardState::factory(profile, 0x01020304);
    ApduSession session(profile, state);
    session.powerOn();
    session.transmit(hex("00A4040006D27600012401"));
    if (data[0] & 0x08) {
        session.transmit(hex("0020008106313233343536"));
        session.transmit(hex("0020008206313233343536"));
    }
    if (data[0] & 0x10)
        session.transmit(hex("00200083083132333435363738"));

    std::size_t pos = 1;
    while (pos + 2 <= size) {
        const std::size_t length =
            static_cast<std::size_t>((data[pos] & 0x07) << 8 | data[pos + 1]);
        pos += 2;
        if (length == 0) {
            session.powerOff();
            session.powerOn();
            continue;
        }
        const std::size_t take = std::min(length, size - pos);
        const Bytes apdu(data + pos, data + pos + take);
        pos += take;
        const Bytes reply = session.transmit(apdu);
        // A card answers every command with at least a status word.
        if (reply.size() < 2)
            std::abort();
    }
    // The state must always serialise into something that reads back.
    if (!CardState::deserialize(state.serialize()))
        std::abort();
    return 0;
}
