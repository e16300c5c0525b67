// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"
#include "PinRecord.h"

#include <cstdint>
#include <map>
#include <ostream>
#include <string>

namespace keyward::vcard {

/**
 * What a SmartCard-HSM keeps: its initialisation, the user PIN and the SO PIN (the 8-byte
 * initialisation code), the device key behind EF.C_DevAut, the key objects (file ids CCxx) and
 * the elementary files OpenSC writes (PKCS#15 descriptions C4xx/C8xx/C9xx, CSRs and
 * certificates CExx/CAxx, data CDxx/CFxx, EF.TokenInfo 2F03), and the DKEK with its shares.
 */
struct ScHsmState
{
    bool initialized = false;
    Bytes options{0x00, 0x01};   ///< INITIALIZE DEVICE tag 80; bit 0 of byte 1: RESET RETRY COUNTER
    PinRecord userPin;           ///< reference 81
    std::uint8_t userPinMax = 3; ///< retry counter after a correct PIN
    PinRecord soPin;             ///< reference 88: the initialisation code
    int dkekShares = -1;         ///< tag 92 as given, -1 when absent (no DKEK)
    int dkekImported = 0;        ///< DKEK shares imported so far
    Bytes dkek;                  ///< XOR of the shares imported (random for 0 shares)
    Bytes deviceKey;             ///< P-256 private key (DER) signing EF.C_DevAut and requests
    std::map<std::uint8_t, Bytes> keys;   ///< key id → private key (DER)
    std::map<std::uint16_t, Bytes> files; ///< file id → contents

    static constexpr std::uint8_t soPinRetries = 15;

    int outstandingDkekShares() const
    {
        return dkekShares > dkekImported ? dkekShares - dkekImported : 0;
    }

    /** Appends the "hsm." lines of the state file. */
    void serialize(std::ostream &out) const;
    /**
     * Reads the "hsm." lines; a state file without them (written before this applet existed)
     * leaves the default. Returns false when a line is malformed.
     */
    bool deserialize(const std::map<std::string, std::string> &fields);
};

} // namespace keyward::vcard
