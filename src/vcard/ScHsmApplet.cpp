// SPDX-License-Identifier: GPL-3.0-or-later
// The SmartCard-HSM application: selection, files, PINs and initialisation. Key generation and
// signing are in ScHsmKeys.cpp. The command set is the one OpenSC's SmartCard-HSM driver sends
// (card-sc-hsm.c, pkcs15-sc-hsm.c, pkcs15init/pkcs15-sc-hsm.c); where OpenSC does not look at
// a status word, the answer follows ISO 7816-4 and is noted so.
#include "ScHsmApplet.h"

#include "Tlv.h"

#include <openssl/rand.h>

#include <algorithm>

namespace keyward::vcard {

namespace {
const Bytes kAid = {0xE8, 0x2B, 0x06, 0x01, 0x04, 0x01, 0x81, 0xC3, 0x1F, 0x02, 0x01};
constexpr std::uint16_t kDevAut = 0x2F02;
constexpr std::uint8_t kKeyPrefix = 0xCC;
constexpr std::uint8_t kProtectedDataPrefix = 0xCD;
constexpr std::uint8_t kUserPin = 0x81;
constexpr std::uint8_t kSoPin = 0x88;
/// Applet version in the FCP (tag 85, last two bytes): OpenSC names the card after it.
constexpr std::uint8_t kVersionMajor = 3, kVersionMinor = 5;

/** The offset of the odd-instruction READ/UPDATE BINARY (tag 54). */
std::optional<std::size_t> offsetOf(const std::vector<Tlv> &tlvs)
{
    const Tlv *t = findTlv(tlvs, 0x54);
    if (!t || t->value.empty() || t->value.size() > 2)
        return std::nullopt;
    return static_cast<std::size_t>(beValue(t->value));
}
} // namespace

ScHsmApplet::ScHsmApplet(const CardProfile &profile, CardState &state)
    : m_profile(profile)
    , m_state(state)
{}

void ScHsmApplet::reset()
{
    m_selected = false;
    m_userVerified = false;
    m_currentEf.reset();
}

bool ScHsmApplet::takeDirty()
{
    const bool d = m_dirty;
    m_dirty = false;
    return d;
}

ResponseApdu ScHsmApplet::handle(const CommandApdu &c)
{
    m_lastOperation = {};
    if ((c.cla & 0x0c) != 0)
        return ResponseApdu::status(sw::SecureMessagingNotSupported);
    if ((c.cla & 0x03) != 0)
        return ResponseApdu::status(sw::LogicalChannelNotSupported);
    if (c.ins == 0xA4)
        return select(c);
    if (!m_selected)
        return ResponseApdu::status(sw::InsNotSupported);
    const bool proprietary = (c.cla & 0x80) != 0;
    switch (c.ins) {
    case 0xB1:
        return readBinary(c);
    case 0xD7:
        return updateBinary(c);
    case 0xE4:
        return deleteFile(c);
    case 0x20:
        return verify(c);
    case 0x24:
        return changeReferenceData(c);
    case 0x2C:
        return resetRetryCounter(c);
    case 0x46:
        return generate(c);
    case 0x84:
        return getChallenge(c);
    case 0x50:
        if (proprietary)
            return initialize(c);
        break;
    case 0x58:
        if (proprietary)
            return enumerate(c);
        break;
    case 0x68:
        if (proprietary)
            return sign(c);
        break;
    case 0x62:
        if (proprietary)
            return decipher(c);
        break;
    case 0x52:
        if (proprietary)
            return importDkekShare(c);
        break;
    case 0x72:
        if (proprietary)
            return wrapKey(c);
        break;
    case 0x74:
        if (proprietary)
            return unwrapKey(c);
        break;
    default:
        break;
    }
    // Public key authentication (54) and secure messaging are not reproduced.
    return ResponseApdu::status(sw::InsNotSupported);
}

Bytes ScHsmApplet::fcp(std::uint16_t fid, std::size_t size) const
{
    Bytes content = encodeTlv(0x80, beBytes(size, 2));
    append(content, encodeTlv(0x82, {0x01}));
    append(content, encodeTlv(0x83, beBytes(fid, 2)));
    return encodeTlv(0x62, content);
}

std::optional<Bytes> ScHsmApplet::fileContents(std::uint16_t fid) const
{
    if (fid == kDevAut)
        return deviceCertificate();
    const auto it = hsm().files.find(fid);
    if (it == hsm().files.end())
        return std::nullopt;
    return it->second;
}

ResponseApdu ScHsmApplet::select(const CommandApdu &c)
{
    const bool noAnswer = (c.p2 & 0x0C) == 0x0C;
    if (c.p1 == 0x04) {
        if (c.data != kAid)
            return ResponseApdu::status(sw::FileNotFound);
        // Selecting the application ends the PIN's verified state (OpenSC's logout does this).
        m_selected = true;
        m_userVerified = false;
        m_currentEf.reset();
        if (noAnswer)
            return ResponseApdu::status(sw::Ok);
        // 82: DF; 84: the AID; 85: proprietary: the initialisation options (OpenSC reads
        // byte 1: session PIN 04, sc-hsm-tool: RESET RETRY COUNTER 01, transport PIN 02),
        // then FF (not "Applet for JCOP") and the applet version.
        const Bytes options =
            hsm().initialized && hsm().options.size() == 2 ? hsm().options : Bytes{0x00, 0x00};
        Bytes content = encodeTlv(0x82, {0x38});
        append(content, encodeTlv(0x84, kAid));
        append(content,
               encodeTlv(0x85, {options[0], options[1], 0xFF, kVersionMajor, kVersionMinor}));
        return ResponseApdu::ok(encodeTlv(0x62, content));
    }
    if (!m_selected)
        return ResponseApdu::status(sw::FileNotFound);
    if (c.p1 != 0x00 && c.p1 != 0x02)
        return ResponseApdu::status(sw::WrongP1P2);
    if (c.data.size() != 2)
        return ResponseApdu::status(sw::FileNotFound);
    const auto fid = static_cast<std::uint16_t>(c.data[0] << 8 | c.data[1]);
    const auto contents = fileContents(fid);
    if (!contents)
        return ResponseApdu::status(sw::FileNotFound);
    m_currentEf = fid;
    if (noAnswer)
        return ResponseApdu::status(sw::Ok);
    return ResponseApdu::ok(fcp(fid, contents->size()));
}

ResponseApdu ScHsmApplet::readBinary(const CommandApdu &c)
{
    std::uint16_t fid = c.p1p2();
    if (fid == 0) {
        if (!m_currentEf)
            return ResponseApdu::status(sw::ConditionsNotSatisfied);
        fid = *m_currentEf;
    }
    if ((fid >> 8) == kKeyPrefix)
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    if ((fid >> 8) == kProtectedDataPrefix && !m_userVerified)
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    const auto tlvs = parseTlvs(c.data);
    const auto offset = tlvs ? offsetOf(*tlvs) : std::nullopt;
    if (!offset)
        return ResponseApdu::status(sw::WrongData);
    const auto contents = fileContents(fid);
    if (!contents)
        return ResponseApdu::status(sw::FileNotFound);
    m_currentEf = fid;
    // At or past the end: no data and 9000, which ends OpenSC's read loop (its sc_read_binary
    // stops at an empty answer). What a real SmartCard-HSM answers there is not in OpenSC.
    if (*offset >= contents->size())
        return ResponseApdu::ok({});
    const std::size_t want = c.hasLe ? c.le : 256;
    const std::size_t n = std::min(want, contents->size() - *offset);
    const auto first = contents->begin() + static_cast<std::ptrdiff_t>(*offset);
    return ResponseApdu::ok(Bytes(first, first + static_cast<std::ptrdiff_t>(n)));
}

ResponseApdu ScHsmApplet::updateBinary(const CommandApdu &c)
{
    std::uint16_t fid = c.p1p2();
    if (fid == 0) {
        if (!m_currentEf)
            return ResponseApdu::status(sw::ConditionsNotSatisfied);
        fid = *m_currentEf;
    }
    if (!hsm().initialized)
        return ResponseApdu::status(sw::ConditionsNotSatisfied);
    if (!m_userVerified)
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    if ((fid >> 8) == kKeyPrefix || fid == kDevAut || fid == 0x3F00)
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    const auto tlvs = parseTlvs(c.data);
    const auto offset = tlvs ? offsetOf(*tlvs) : std::nullopt;
    const Tlv *data = tlvs ? findTlv(*tlvs, 0x53) : nullptr;
    if (!offset || !data)
        return ResponseApdu::status(sw::WrongData);
    // UPDATE BINARY with an unknown file id creates the file (sc_hsm_create_file relies on it).
    // The key blob for UNWRAP KEY starts anew with every write at offset 0.
    Bytes &file = hsm().files[fid];
    if (isUnwrapBuffer(fid) && *offset == 0)
        file.clear();
    if (*offset + data->value.size() > 0xFFFF)
        return ResponseApdu::status(sw::WrongData);
    if (file.size() < *offset + data->value.size())
        file.resize(*offset + data->value.size());
    std::copy(data->value.begin(), data->value.end(),
              file.begin() + static_cast<std::ptrdiff_t>(*offset));
    m_currentEf = fid;
    m_dirty = true;
    return ResponseApdu::ok({});
}

ResponseApdu ScHsmApplet::deleteFile(const CommandApdu &c)
{
    if (c.p1 != 0x02 || c.p2 != 0x00 || c.data.size() != 2)
        return ResponseApdu::status(sw::WrongP1P2);
    if (!m_userVerified)
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    const auto fid = static_cast<std::uint16_t>(c.data[0] << 8 | c.data[1]);
    bool found = false;
    if ((fid >> 8) == kKeyPrefix && (fid & 0xff) != 0)
        found = hsm().keys.erase(static_cast<std::uint8_t>(fid & 0xff)) > 0;
    else if (fid != kDevAut)
        found = hsm().files.erase(fid) > 0;
    if (!found)
        return ResponseApdu::status(sw::FileNotFound);
    if (m_currentEf == fid)
        m_currentEf.reset();
    m_dirty = true;
    return ResponseApdu::ok({});
}

ResponseApdu ScHsmApplet::enumerate(const CommandApdu &c)
{
    (void)c;
    // The device key (CC00) is listed too: OpenSC picks the first free key id from this list.
    Bytes list = {kKeyPrefix, 0x00};
    for (const auto &entry : hsm().keys)
        append(list, {kKeyPrefix, entry.first});
    for (const auto &entry : hsm().files)
        append(list, beBytes(entry.first, 2));
    return ResponseApdu::ok(list);
}

std::uint16_t ScHsmApplet::checkPin(PinRecord &pin, std::uint8_t max, const Bytes &secret)
{
    if (pin.retries == 0)
        return sw::AuthBlocked;
    if (pinMatches(pin, secret)) {
        if (pin.retries != max) {
            pin.retries = max;
            m_dirty = true;
        }
        return sw::Ok;
    }
    --pin.retries;
    m_dirty = true;
    return pin.retries == 0 ? sw::AuthBlocked : sw::pinRetriesLeft(pin.retries);
}

ResponseApdu ScHsmApplet::verify(const CommandApdu &c)
{
    if (c.p1 != 0x00)
        return ResponseApdu::status(sw::WrongP1P2);
    // 85/86 are the PIN pad and biometric references of other SmartCard-HSM variants: absent
    // here (6A88 tells OpenSC there is no protected authentication path).
    if (c.p2 != kUserPin && c.p2 != kSoPin)
        return ResponseApdu::status(sw::DataNotFound);
    if (!hsm().initialized)
        return ResponseApdu::status(sw::DataNotFound);
    PinRecord &pin = c.p2 == kUserPin ? hsm().userPin : hsm().soPin;
    if (c.data.empty()) {
        // Status query (OpenSC's SC_PIN_CMD_GET_INFO).
        if (pin.retries == 0)
            return ResponseApdu::status(sw::AuthBlocked);
        if (c.p2 == kUserPin && m_userVerified)
            return ResponseApdu::status(sw::Ok);
        return ResponseApdu::status(sw::pinRetriesLeft(pin.retries));
    }
    if (c.p2 == kSoPin) {
        const std::uint16_t status = checkPin(pin, ScHsmState::soPinRetries, c.data);
        return ResponseApdu::status(status);
    }
    const std::uint16_t status = checkPin(pin, hsm().userPinMax, c.data);
    m_userVerified = status == sw::Ok;
    return ResponseApdu::status(status);
}

ResponseApdu ScHsmApplet::changeReferenceData(const CommandApdu &c)
{
    if (c.p1 != 0x00 || (c.p2 != kUserPin && c.p2 != kSoPin))
        return ResponseApdu::status(sw::WrongP1P2);
    if (!hsm().initialized)
        return ResponseApdu::status(sw::DataNotFound);
    const bool user = c.p2 == kUserPin;
    PinRecord &pin = user ? hsm().userPin : hsm().soPin;
    // Old and new PIN follow each other; the stored PIN's length splits them.
    const std::size_t oldLength = user ? pin.length : 8;
    if (c.data.size() <= oldLength)
        return ResponseApdu::status(sw::WrongLength);
    const Bytes oldPin(c.data.begin(), c.data.begin() + static_cast<std::ptrdiff_t>(oldLength));
    const Bytes newPin(c.data.begin() + static_cast<std::ptrdiff_t>(oldLength), c.data.end());
    if (user ? (newPin.size() < 6 || newPin.size() > 16) : newPin.size() != 8)
        return ResponseApdu::status(sw::WrongLength);
    const std::uint16_t status =
        checkPin(pin, user ? hsm().userPinMax : ScHsmState::soPinRetries, oldPin);
    if (status != sw::Ok)
        return ResponseApdu::status(status);
    setPin(pin, newPin, user ? hsm().userPinMax : ScHsmState::soPinRetries);
    if (user)
        m_userVerified = true;
    m_dirty = true;
    return ResponseApdu::ok({});
}

ResponseApdu ScHsmApplet::resetRetryCounter(const CommandApdu &c)
{
    // P1 00: SO PIN || new user PIN; P1 01: SO PIN only (unblock, PIN unchanged).
    if ((c.p1 != 0x00 && c.p1 != 0x01) || c.p2 != kUserPin)
        return ResponseApdu::status(sw::WrongP1P2);
    if (!hsm().initialized)
        return ResponseApdu::status(sw::DataNotFound);
    if (hsm().options.size() < 2 || (hsm().options[1] & 0x01) == 0)
        return ResponseApdu::status(sw::ConditionsNotSatisfied);
    if (c.data.size() < 8 || (c.p1 == 0x01 && c.data.size() != 8))
        return ResponseApdu::status(sw::WrongLength);
    const Bytes so(c.data.begin(), c.data.begin() + 8);
    const Bytes newPin(c.data.begin() + 8, c.data.end());
    if (c.p1 == 0x00 && (newPin.size() < 6 || newPin.size() > 16))
        return ResponseApdu::status(sw::WrongLength);
    const std::uint16_t status = checkPin(hsm().soPin, ScHsmState::soPinRetries, so);
    if (status != sw::Ok)
        return ResponseApdu::status(status);
    if (c.p1 == 0x00)
        setPin(hsm().userPin, newPin, hsm().userPinMax);
    else
        hsm().userPin.retries = hsm().userPinMax;
    m_dirty = true;
    return ResponseApdu::ok({});
}

ResponseApdu ScHsmApplet::initialize(const CommandApdu &c)
{
    if (c.p1 != 0x00 || c.p2 != 0x00)
        return ResponseApdu::status(sw::WrongP1P2);
    const auto tlvs = parseTlvs(c.data);
    if (!tlvs)
        return ResponseApdu::status(sw::WrongData);
    const Tlv *options = findTlv(*tlvs, 0x80);
    const Tlv *userPin = findTlv(*tlvs, 0x81);
    const Tlv *initCode = findTlv(*tlvs, 0x82);
    const Tlv *retries = findTlv(*tlvs, 0x91);
    const Tlv *dkek = findTlv(*tlvs, 0x92);
    if (!userPin || !initCode || initCode->value.size() != 8 || userPin->value.size() < 6 ||
        userPin->value.size() > 16 || (options && options->value.size() != 2) ||
        (retries &&
         (retries->value.size() != 1 || retries->value[0] < 1 || retries->value[0] > 10)) ||
        (dkek && dkek->value.size() != 1))
        return ResponseApdu::status(sw::WrongData);
    // Public key authentication (93) and biometric templates (95/96) are not reproduced.
    if (findTlv(*tlvs, 0x93) || findTlv(*tlvs, 0x95) || findTlv(*tlvs, 0x96))
        return ResponseApdu::status(sw::FunctionNotSupported);
    // A device already initialised takes a new initialisation only with its SO PIN; OpenSC
    // maps the 6982 (and a retry-counter answer) to "PIN code incorrect".
    if (hsm().initialized) {
        const std::uint16_t status =
            checkPin(hsm().soPin, ScHsmState::soPinRetries, initCode->value);
        if (status != sw::Ok)
            return ResponseApdu::status(status == sw::AuthBlocked ? status
                                                                  : sw::SecurityNotSatisfied);
    }
    ScHsmState &s = hsm();
    s.options = options ? options->value : Bytes{0x00, 0x01};
    s.userPinMax = retries ? retries->value[0] : 3;
    setPin(s.userPin, userPin->value, s.userPinMax);
    setPin(s.soPin, initCode->value, ScHsmState::soPinRetries);
    // DKEK: the XOR of the shares to come, or a random one for 0 shares (keys wrapped under it
    // can only come back into this device); none without tag 92.
    s.dkekShares = dkek ? dkek->value[0] : -1;
    s.dkekImported = 0;
    wipe(s.dkek);
    s.dkek.clear();
    if (dkek) {
        s.dkek.assign(32, 0x00);
        if (s.dkekShares == 0)
            RAND_bytes(s.dkek.data(), static_cast<int>(s.dkek.size()));
    }
    s.keys.clear();
    s.files.clear();
    s.initialized = true;
    m_userVerified = false;
    m_currentEf.reset();
    m_dirty = true;
    return ResponseApdu::ok({});
}

ResponseApdu ScHsmApplet::getChallenge(const CommandApdu &c)
{
    const std::size_t n = c.hasLe ? c.le : 0;
    if (n == 0 || n > 1024)
        return ResponseApdu::status(sw::WrongLength);
    Bytes out(n);
    RAND_bytes(out.data(), static_cast<int>(n));
    return ResponseApdu::ok(out);
}

} // namespace keyward::vcard
