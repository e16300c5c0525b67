// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Algorithm.h"
#include "Bytes.h"

#include <array>
#include <string>
#include <vector>

namespace keyward::vcard {

/** Published operation times of a device (seconds), for the optional timing model. */
struct DeviceTiming
{
    double rsa2048Private = 0; ///< sign or decrypt
    double rsa4096Private = 0;
    double eccPrivate = 0;
    double rsa2048Generate = 0;
    double rsa4096Generate = 0;
    double eccGenerate = 0;
};

/** Which application the card runs. */
enum class AppletKind
{
    OpenPgp, ///< OpenPGP card 2.0-3.4 (OpenPgpApplet)
    ScHsm    ///< SmartCard-HSM (ScHsmApplet), as in the Nitrokey HSM 2
};

/**
 * What a real device answers: identity, capabilities, algorithms and PIN policy. Values follow
 * the devices' own answers where known (see openpgp-card-facts.md); the profile never changes at
 * run time, the per-card state does.
 */
struct CardProfile
{
    std::string name;        ///< command-line name, e.g. "yubikey5"
    std::string description; ///< human readable device name
    AppletKind applet = AppletKind::OpenPgp;
    std::uint16_t manufacturer = 0;
    std::uint16_t version = 0;  ///< OpenPGP application version, BCD (0x0304 = 3.4)
    Bytes atr;                  ///< without TCK; the checksum is added when T=1 is offered
    Bytes historicalBytes;      ///< DO 5F52
    Bytes extendedCapabilities; ///< DO C0 (10 bytes)
    std::uint16_t maxCommandData = 255;
    std::uint16_t maxResponseData = 256;
    bool extendedLength = false; ///< DO 7F66 present (v3 cards with extended Lc/Le)
    bool hasKdf = false;
    /// Gnuk's KDF-DO: absent until written, removed by an empty PUT DATA, and only
    /// the empty, 90- and 110-byte forms are accepted (no "81 01 00").
    bool kdfDeletable = false;
    bool hasUif = false; ///< D6-D8
    /// UIF only inside Application Related Data (6E): GET DATA D6-D8 answers 6A88.
    bool uifOnlyInArd = false;
    /// The highest UIF value PUT DATA takes: 4 with Yubico's cached modes (3, 4), 2 for the
    /// values the OpenPGP card specification defines (off, on, fixed); more is 6A80.
    std::uint8_t maxUif = 4;
    /// A warm reset and a new SELECT (scdaemon reconnecting, restarting) keep the PINs
    /// verified: the card is not powered down. A power cycle still clears them.
    bool keepsPinsOnReset = false;
    bool hasAttestationUif = false; ///< D9
    bool hasButton = false;         ///< DO 7F74
    bool hasAlgorithmInfo = false;  ///< DO FA
    bool privateDos = false;
    bool algorithmChangeable = false;
    std::array<std::uint8_t, 3> pinMaxLength{127, 127, 127}; ///< PW1, RC, PW3
    std::array<std::uint8_t, 3> pinRetries{3, 0, 3};         ///< factory counters; RC unused
    std::uint8_t resetCodeRetries = 3;                       ///< counter once RC is set
    std::uint8_t rsaImportFormat = 0;
    std::array<std::string, 3> defaultAlgorithms{"rsa2048", "rsa2048", "rsa2048"};
    std::vector<std::string> algorithms; ///< names as in Algorithm::fromName
    DeviceTiming timing;

    /** ATR as sent to the reader, TCK included when needed. */
    Bytes fullAtr() const;
    bool supports(const Algorithm &algorithm, KeySlot slot) const;
    /** DO FA: every attribute the card accepts, per slot. */
    Bytes algorithmInformation() const;
    bool usesExtcapV3() const { return version >= 0x0300; }
};

/** All built-in profiles, in a stable order. */
const std::vector<CardProfile> &cardProfiles();
const CardProfile *findProfile(const std::string &name);

} // namespace keyward::vcard
