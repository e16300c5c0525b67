// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"
#include "CardProfile.h"
#include "PinRecord.h"
#include "ScHsmState.h"

#include <array>
#include <optional>
#include <string>

namespace keyward::vcard {

/** Everything the card stores about one key slot. */
struct KeySlotState
{
    Bytes attributes;        ///< C1/C2/C3
    Bytes privateKey;        ///< PKCS#8 DER; empty when no key
    Bytes fingerprint;       ///< 20 bytes or empty
    Bytes caFingerprint;     ///< 20 bytes or empty
    Bytes generationTime;    ///< 4 bytes or empty
    std::uint8_t status = 0; ///< DE: 00 none, 01 generated, 02 imported
    Bytes uif;               ///< D6/D7/D8: 2 bytes when the profile has UIF
};

/** The persistent part of a card: what survives power cycles and process restarts. */
struct CardState
{
    std::string profile;
    std::uint32_t serial = 0;
    bool terminated = false;
    PinRecord pw1;
    PinRecord resetCode;
    PinRecord pw3;
    std::uint8_t pw1ValidMultiple = 1; ///< C4 byte 0
    Bytes name, language, sex, url, login;
    std::array<Bytes, 4> privateDos;
    std::array<Bytes, 3> certificates; ///< 7F21 occurrences (auth, decrypt, sign)
    std::array<KeySlotState, 3> keys;
    Bytes attestationUif;
    std::uint32_t signatureCounter = 0;
    Bytes kdf;      ///< F9 as written; empty = KDF not configured
    ScHsmState hsm; ///< the SmartCard-HSM applet's part (profiles with that applet)

    /** Factory state of @p profile with @p serial (PINs 123456 / 12345678). */
    static CardState factory(const CardProfile &profile, std::uint32_t serial);

    std::string serialize() const;
    static std::optional<CardState> deserialize(const std::string &text);

    bool kdfActive() const { return kdf.size() >= 3 && kdf[0] == 0x81 && kdf[2] == 0x03; }
};

} // namespace keyward::vcard
