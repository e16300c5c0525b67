// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardProfile.h"

#include "Tlv.h"

namespace keyward::vcard {

Bytes CardProfile::fullAtr() const
{
    Bytes out = atr;
    // TCK is present when any protocol other than T=0 is indicated (ISO 7816-3 8.2.5).
    bool needsTck = false;
    if (out.size() >= 2) {
        std::size_t i = 2; // after TS and T0
        std::uint8_t y = out[1] >> 4;
        for (;;) {
            i += (y & 1) + ((y >> 1) & 1) + ((y >> 2) & 1);
            if ((y & 8) == 0 || i >= out.size())
                break;
            const std::uint8_t td = out[i++];
            if ((td & 0x0f) != 0)
                needsTck = true;
            y = td >> 4;
        }
    }
    if (needsTck) {
        std::uint8_t tck = 0;
        for (std::size_t i = 1; i < out.size(); ++i)
            tck ^= out[i];
        out.push_back(tck);
    }
    return out;
}

bool CardProfile::supports(const Algorithm &algorithm, KeySlot slot) const
{
    for (const auto &algorithmName : algorithms) {
        if (auto a = Algorithm::fromName(algorithmName, slot); a && *a == algorithm)
            return true;
    }
    return false;
}

Bytes CardProfile::algorithmInformation() const
{
    Bytes content;
    const std::uint32_t tags[3] = {0xC1, 0xC2, 0xC3};
    for (int s = 0; s < 3; ++s) {
        for (const auto &algorithmName : algorithms) {
            if (auto a = Algorithm::fromName(algorithmName, static_cast<KeySlot>(s)))
                append(content, encodeTlv(tags[s], a->attributes(rsaImportFormat)));
        }
    }
    return content;
}

namespace {

CardProfile yubikey5()
{
    CardProfile p;
    p.name = "yubikey5";
    p.description = "YubiKey 5 (firmware 5.4)";
    p.manufacturer = 0x0006;
    p.version = 0x0304;
    p.atr = {0x3b, 0xfd, 0x13, 0x00, 0x00, 0x81, 0x31, 0xfe, 0x15, 0x80, 0x73,
             0xc0, 0x21, 0xc0, 0x57, 0x59, 0x75, 0x62, 0x69, 0x4b, 0x65, 0x79};
    p.historicalBytes = {0x00, 0x73, 0x00, 0x00, 0xe0, 0x05, 0x90, 0x00};
    p.extendedCapabilities = {0x7d, 0x00, 0x0b, 0xfe, 0x08, 0x00, 0x00, 0xff, 0x00, 0x00};
    p.maxCommandData = 0x0800;
    p.maxResponseData = 0x0800;
    p.extendedLength = true;
    p.hasKdf = true;
    p.hasUif = true;
    p.hasAttestationUif = true;
    p.hasButton = true;
    p.hasAlgorithmInfo = true;
    p.privateDos = true;
    p.algorithmChangeable = true;
    p.algorithms = {"rsa2048",       "rsa3072",   "rsa4096",       "nistp256",
                    "nistp384",      "nistp521",  "brainpoolp256", "brainpoolp384",
                    "brainpoolp512", "secp256k1", "ed25519",       "cv25519"};
    p.timing = {0.162, 0.875, 0.060, 8.0, 60.0, 0.3};
    return p;
}

CardProfile yubikey4()
{
    CardProfile p;
    p.name = "yubikey4";
    p.description = "YubiKey 4 (firmware 4.3)";
    p.manufacturer = 0x0006;
    p.version = 0x0201;
    p.atr = {0x3b, 0xf8, 0x13, 0x00, 0x00, 0x81, 0x31, 0xfe, 0x15,
             0x59, 0x75, 0x62, 0x69, 0x6b, 0x65, 0x79, 0x34};
    p.historicalBytes = {0x00, 0x73, 0x00, 0x00, 0xe0, 0x05, 0x90, 0x00};
    p.extendedCapabilities = {0x7c, 0x00, 0x0b, 0xfe, 0x08, 0x00, 0x00, 0xff, 0x00, 0x00};
    p.maxCommandData = 0x0800;
    p.maxResponseData = 0x0800;
    p.hasUif = true;
    p.privateDos = true;
    p.algorithmChangeable = true;
    p.algorithms = {"rsa2048", "rsa3072", "rsa4096"};
    p.timing = {0.162, 0.875, 0, 8.0, 60.0, 0};
    return p;
}

CardProfile yubikeyNeo()
{
    CardProfile p;
    p.name = "yubikey-neo";
    p.description = "YubiKey NEO";
    p.manufacturer = 0x0006;
    p.version = 0x0200;
    p.atr = {0x3b, 0xfc, 0x13, 0x00, 0x00, 0x81, 0x31, 0xfe, 0x15, 0x59, 0x75,
             0x62, 0x69, 0x6b, 0x65, 0x79, 0x4e, 0x45, 0x4f, 0x72, 0x33};
    // Command chaining only: the NEO applet has no extended Lc/Le, so hosts use 61xx.
    p.historicalBytes = {0x00, 0x73, 0x00, 0x00, 0x80, 0x05, 0x90, 0x00};
    p.extendedCapabilities = {0x70, 0x00, 0x00, 0x20, 0x04, 0x00, 0x00, 0xff, 0x00, 0xff};
    p.maxCommandData = 255;
    p.maxResponseData = 256;
    p.algorithms = {"rsa2048"};
    p.timing = {0.736, 0, 0, 15.0, 0, 0};
    return p;
}

CardProfile nitrokeyPro()
{
    CardProfile p;
    p.name = "nitrokey-pro";
    p.description = "Nitrokey Pro 2 (OpenPGP card 3.3)";
    p.manufacturer = 0x0005;
    p.version = 0x0303;
    p.atr = {0x3b, 0xda, 0x18, 0xff, 0x81, 0xb1, 0xfe, 0x75, 0x1f, 0x03,
             0x00, 0x31, 0xf5, 0x73, 0xc0, 0x01, 0x60, 0x05, 0x90, 0x00};
    // Life cycle status 05 (operational): cards with TERMINATE/ACTIVATE announce it, and GnuPG
    // offers factory-reset only then.
    p.historicalBytes = {0x00, 0x31, 0xf5, 0x73, 0xc0, 0x01, 0x60, 0x05, 0x90, 0x00};
    p.extendedCapabilities = {0x7d, 0x00, 0x0b, 0xfe, 0x08, 0x00, 0x00, 0xff, 0x00, 0x00};
    p.maxCommandData = 0x0800;
    p.maxResponseData = 0x0800;
    p.extendedLength = true;
    p.hasKdf = true;
    p.privateDos = true;
    p.algorithmChangeable = true;
    p.pinMaxLength = {64, 64, 64};
    p.algorithms = {"rsa2048",  "rsa3072",       "rsa4096",       "nistp256",     "nistp384",
                    "nistp521", "brainpoolp256", "brainpoolp384", "brainpoolp512"};
    p.timing = {0.610, 3.150, 0.150, 20.0, 120.0, 0.5};
    return p;
}

CardProfile gnuk(const std::string &name, const std::string &description,
                 std::uint16_t manufacturer)
{
    CardProfile p;
    p.name = name;
    p.description = description;
    p.manufacturer = manufacturer;
    p.version = 0x0200;
    p.atr = {0x3b, 0xda, 0x11, 0xff, 0x81, 0xb1, 0xfe, 0x55, 0x1f, 0x03,
             0x00, 0x31, 0x84, 0x73, 0x80, 0x01, 0x80, 0x05, 0x90, 0x00};
    p.historicalBytes = {0x00, 0x31, 0x84, 0x73, 0x80, 0x01, 0x80, 0x05, 0x90, 0x00};
    // Gnuk: GET CHALLENGE, key import, PW1 status, attributes changeable, KDF; no private DOs.
    p.extendedCapabilities = {0x75, 0x00, 0x00, 0x20, 0x08, 0x00, 0x00, 0xff, 0x01, 0x00};
    p.maxCommandData = 255;
    p.maxResponseData = 256;
    p.hasKdf = true;
    p.kdfDeletable = true;
    p.algorithmChangeable = true;
    p.pinRetries = {3, 0, 3};
    p.rsaImportFormat = 0;
    p.algorithms = {"rsa2048", "rsa4096", "nistp256", "secp256k1", "ed25519", "cv25519"};
    p.timing = {1.265, 8.218, 0.135, 60.0, 300.0, 0.5};
    return p;
}

/// An OpenPGP card 3.4 implementation that is not one of the above (manufacturer F1D0,
/// CanoKey): UIF only inside 6E, the specification's UIF values only, no KDF-DO, and PINs
/// that stay verified over a warm reset. Where it differs from the other profiles, it behaves
/// as that card was seen to.
CardProfile canokey()
{
    CardProfile p;
    p.name = "canokey";
    p.description = "CanoKey (OpenPGP card 3.4)";
    p.manufacturer = 0xf1d0;
    p.version = 0x0304;
    p.atr = {0x3b, 0xf7, 0x11, 0x00, 0x00, 0x81, 0x31, 0xfe,
             0x65, 0x43, 0x61, 0x6e, 0x6f, 0x6b, 0x65, 0x79};
    p.historicalBytes = {0x00, 0x73, 0x00, 0x00, 0xe0, 0x05, 0x90, 0x00};
    // As the YubiKey 5's, without the KDF bit (byte 0 bit 0).
    p.extendedCapabilities = {0x7c, 0x00, 0x0b, 0xfe, 0x08, 0x00, 0x00, 0xff, 0x00, 0x00};
    p.maxCommandData = 0x0800;
    p.maxResponseData = 0x0800;
    p.extendedLength = true;
    p.hasKdf = false;
    p.hasUif = true;
    p.uifOnlyInArd = true;
    p.maxUif = 2;
    p.keepsPinsOnReset = true;
    p.hasButton = true;
    p.hasAlgorithmInfo = true;
    p.privateDos = true;
    p.algorithmChangeable = true;
    p.algorithms = {"rsa2048",  "rsa3072",   "rsa4096", "nistp256",
                    "nistp384", "secp256k1", "ed25519", "cv25519"};
    p.timing = {0.350, 2.0, 0.080, 10.0, 60.0, 0.3};
    return p;
}

CardProfile nitrokeyHsm()
{
    CardProfile p;
    p.name = "nitrokey-hsm";
    p.description = "Nitrokey HSM 2 (virtual SC-HSM 3.5)";
    p.applet = AppletKind::ScHsm;
    // The Nitrokey HSM's ATR, one of those OpenSC's card-sc-hsm.c matches (TCK 1C added).
    p.atr = {0x3b, 0xde, 0x18, 0xff, 0x81, 0x91, 0xfe, 0x1f, 0xc3, 0x80, 0x31, 0x81,
             0x54, 0x48, 0x53, 0x4d, 0x31, 0x73, 0x80, 0x21, 0x40, 0x81, 0x07};
    // Category 80, "HSM1", card capabilities 80 21 40 (extended Lc/Le, no chaining).
    p.historicalBytes = {0x80, 0x31, 0x81, 0x54, 0x48, 0x53, 0x4d,
                         0x31, 0x73, 0x80, 0x21, 0x40, 0x81, 0x07};
    p.maxCommandData = 0x04d3;
    p.maxResponseData = 0x0800;
    p.extendedLength = true;
    p.algorithms = {"rsa2048", "nistp256"};
    p.pinRetries = {3, 0, 15};
    p.timing = {0.160, 0, 0.080, 5.0, 0, 0.3};
    return p;
}

std::vector<CardProfile> makeProfiles()
{
    return {yubikey5(),
            yubikey4(),
            yubikeyNeo(),
            nitrokeyPro(),
            gnuk("nitrokey-start", "Nitrokey Start (Gnuk 1.2)", 0xfffe),
            gnuk("fst01", "FST-01 (Gnuk 1.2)", 0xf517),
            canokey(),
            nitrokeyHsm()};
}

} // namespace

const std::vector<CardProfile> &cardProfiles()
{
    static const std::vector<CardProfile> profiles = makeProfiles();
    return profiles;
}

const CardProfile *findProfile(const std::string &name)
{
    for (const auto &p : cardProfiles()) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

} // namespace keyward::vcard
