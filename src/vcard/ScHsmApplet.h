// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Apdu.h"
#include "CardProfile.h"
#include "CardState.h"
#include "OpenPgpApplet.h"

#include <optional>

namespace keyward::vcard {

/**
 * The SmartCard-HSM application (CardContact; the chip of the Nitrokey HSM 2), as far as
 * OpenSC's card-sc-hsm.c, pkcs15-sc-hsm.c and pkcs15init/pkcs15-sc-hsm.c use it: SELECT with
 * the FCP, INITIALIZE DEVICE, the user PIN (81) and SO PIN (88), the transparent EFs with the
 * odd-instruction READ/UPDATE BINARY, ENUMERATE OBJECTS, DELETE FILE, GENERATE ASYMMETRIC KEY
 * PAIR answering a CV request, SIGN, RSA DECIPHER, and the DKEK: IMPORT DKEK SHARE, WRAP KEY and
 * UNWRAP KEY. Status words OpenSC does not look at follow ISO 7816-4.
 */
class ScHsmApplet
{
public:
    ScHsmApplet(const CardProfile &profile, CardState &state);

    ResponseApdu handle(const CommandApdu &command);
    /** Power-on or reset: the PIN is no longer verified, nothing is selected. */
    void reset();
    bool takeDirty();
    OperationCost lastOperation() const { return m_lastOperation; }

    /** EF.C_DevAut: the device's CV certificate; its holder reference gives the serial. */
    Bytes deviceCertificate() const;
    /** The serial number OpenSC shows: the holder reference without its 5-digit sequence. */
    std::string serialNumber() const;

private:
    ResponseApdu select(const CommandApdu &c);
    ResponseApdu readBinary(const CommandApdu &c);
    ResponseApdu updateBinary(const CommandApdu &c);
    ResponseApdu deleteFile(const CommandApdu &c);
    ResponseApdu enumerate(const CommandApdu &c);
    ResponseApdu verify(const CommandApdu &c);
    ResponseApdu changeReferenceData(const CommandApdu &c);
    ResponseApdu resetRetryCounter(const CommandApdu &c);
    ResponseApdu initialize(const CommandApdu &c);
    ResponseApdu generate(const CommandApdu &c);
    ResponseApdu sign(const CommandApdu &c);
    ResponseApdu decipher(const CommandApdu &c);
    ResponseApdu getChallenge(const CommandApdu &c);
    // ScHsmDkek.cpp
    ResponseApdu importDkekShare(const CommandApdu &c);
    ResponseApdu wrapKey(const CommandApdu &c);
    ResponseApdu unwrapKey(const CommandApdu &c);
    /** Why WRAP/UNWRAP KEY (@p algorithm 92/93 in P2) cannot run now, if they cannot. */
    std::optional<std::uint16_t> dkekRefusal(const CommandApdu &c, std::uint8_t algorithm) const;
    /** EF 2F10, which UPDATE BINARY fills with a key blob for UNWRAP KEY. */
    static bool isUnwrapBuffer(std::uint16_t fid);

    /** Checks @p secret against @p pin, counting down on a mismatch; the status to answer. */
    std::uint16_t checkPin(PinRecord &pin, std::uint8_t max, const Bytes &secret);
    /** The private key (DER) P1 of @p c names, for signing or decryption: nullptr, with
     *  @p status set, when the user PIN is not verified or there is no such key. */
    const Bytes *privateKeyFor(const CommandApdu &c, std::uint16_t &status) const;
    std::optional<Bytes> fileContents(std::uint16_t fid) const;
    Bytes fcp(std::uint16_t fid, std::size_t size) const;
    /** Authenticated CV request (tag 67) for the key @p der, as GENERATE answers it. */
    std::optional<Bytes> cvRequest(const Bytes &der, const Bytes &request);
    ScHsmState &hsm() { return m_state.hsm; }
    const ScHsmState &hsm() const { return m_state.hsm; }

    const CardProfile &m_profile;
    CardState &m_state;
    bool m_selected = false;
    bool m_userVerified = false;
    std::optional<std::uint16_t> m_currentEf;
    bool m_dirty = false;
    OperationCost m_lastOperation;
    /// EF.C_DevAut, made once: its ECDSA signature must not change between partial reads.
    mutable Bytes m_deviceCertificate;
};

} // namespace keyward::vcard
