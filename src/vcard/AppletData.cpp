// SPDX-License-Identifier: GPL-3.0-or-later
// GET DATA, PUT DATA and SELECT DATA: the card's data objects and who may write them.
#include "OpenPgpApplet.h"
#include "Tlv.h"

namespace keyward::vcard {

Bytes OpenPgpApplet::aid() const
{
    Bytes out = {0xd2, 0x76, 0x00, 0x01, 0x24, 0x01};
    append(out, beBytes(m_profile.version, 2));
    append(out, beBytes(m_profile.manufacturer, 2));
    append(out, beBytes(m_state.serial, 4));
    append(out, {0x00, 0x00});
    return out;
}

Bytes OpenPgpApplet::cardholderData() const
{
    Bytes out = encodeTlv(0x5b, m_state.name);
    append(out, encodeTlv(0x5f2d, m_state.language));
    append(out, encodeTlv(0x5f35, m_state.sex));
    return out;
}

Bytes OpenPgpApplet::fingerprints(int which) const
{
    Bytes out;
    for (const auto &k : m_state.keys) {
        const Bytes &v = which == 0   ? k.fingerprint
                         : which == 1 ? k.caFingerprint
                                      : k.generationTime;
        const std::size_t width = which == 2 ? 4 : 20;
        Bytes padded = v.size() == width ? v : Bytes(width, 0);
        append(out, padded);
    }
    return out;
}

Bytes OpenPgpApplet::keyInformation() const
{
    Bytes out;
    for (std::uint8_t i = 0; i < 3; ++i) {
        out.push_back(static_cast<std::uint8_t>(i + 1));
        out.push_back(m_state.keys[i].status);
    }
    return out;
}

Bytes OpenPgpApplet::discretionaryData() const
{
    Bytes out = encodeTlv(0xc0, m_profile.extendedCapabilities);
    for (std::uint32_t i = 0; i < 3; ++i)
        append(out, encodeTlv(0xc1 + i, m_state.keys[i].attributes));
    append(out, encodeTlv(0xc4, m_pins.statusBytes()));
    append(out, encodeTlv(0xc5, fingerprints(0)));
    append(out, encodeTlv(0xc6, fingerprints(1)));
    append(out, encodeTlv(0xcd, fingerprints(2)));
    if (m_profile.version >= 0x0300)
        append(out, encodeTlv(0xde, keyInformation()));
    if (m_profile.hasUif) {
        for (std::uint32_t i = 0; i < 3; ++i)
            append(out, encodeTlv(0xd6 + i, m_state.keys[i].uif));
    }
    return out;
}

Bytes OpenPgpApplet::applicationRelatedData() const
{
    Bytes out = encodeTlv(0x4f, aid());
    append(out, encodeTlv(0x5f52, m_profile.historicalBytes));
    if (m_profile.extendedLength)
        append(out, encodeTlv(0x7f66, *dataObject(0x7f66)));
    append(out, encodeTlv(0x73, discretionaryData()));
    return out;
}

std::size_t OpenPgpApplet::maxSpecialDo() const
{
    // v3 cards announce it in C0; v2 cards have 254 bytes for login, URL and private DOs.
    if (m_profile.usesExtcapV3())
        return static_cast<std::size_t>(m_profile.extendedCapabilities[6] << 8 |
                                        m_profile.extendedCapabilities[7]);
    return 254;
}

std::size_t OpenPgpApplet::maxCertificate() const
{
    return static_cast<std::size_t>(m_profile.extendedCapabilities[4] << 8 |
                                    m_profile.extendedCapabilities[5]);
}

std::optional<Bytes> OpenPgpApplet::dataObject(std::uint16_t tag) const
{
    switch (tag) {
    case 0x004f:
        return aid();
    case 0x005e:
        return m_state.login;
    case 0x5f50:
        return m_state.url;
    case 0x5f52:
        return m_profile.historicalBytes;
    case 0x0065:
        // Constructed DOs come back with their own tag, as real cards send them.
        return encodeTlv(0x65, cardholderData());
    case 0x005b:
        return m_state.name;
    case 0x5f2d:
        return m_state.language;
    case 0x5f35:
        return m_state.sex;
    case 0x006e:
        return encodeTlv(0x6e, applicationRelatedData());
    case 0x0073:
        return encodeTlv(0x73, discretionaryData());
    case 0x007a:
        return encodeTlv(0x7a, encodeTlv(0x93, beBytes(m_state.signatureCounter, 3)));
    case 0x0093:
        return beBytes(m_state.signatureCounter, 3);
    case 0x00c0:
        return m_profile.extendedCapabilities;
    case 0x00c1:
    case 0x00c2:
    case 0x00c3:
        return m_state.keys[tag - 0xc1u].attributes;
    case 0x00c4:
        return m_pins.statusBytes();
    case 0x00c5:
        return fingerprints(0);
    case 0x00c6:
        return fingerprints(1);
    case 0x00cd:
        return fingerprints(2);
    case 0x00de:
        if (m_profile.version < 0x0300)
            return std::nullopt;
        return keyInformation();
    case 0x00d6:
    case 0x00d7:
    case 0x00d8:
        if (!m_profile.hasUif || m_profile.uifOnlyInArd)
            return std::nullopt;
        return m_state.keys[tag - 0xd6u].uif;
    case 0x00d9:
        if (!m_profile.hasAttestationUif)
            return std::nullopt;
        return m_state.attestationUif;
    case 0x00f9:
        if (!m_profile.hasKdf || (m_profile.kdfDeletable && m_state.kdf.empty()))
            return std::nullopt;
        return m_state.kdf;
    case 0x00fa:
        if (!m_profile.hasAlgorithmInfo)
            return std::nullopt;
        return encodeTlv(0xfa, m_profile.algorithmInformation());
    case 0x7f21:
        return m_state.certificates[m_certOccurrence];
    case 0x7f66: {
        if (!m_profile.extendedLength)
            return std::nullopt;
        Bytes out = {0x02, 0x02};
        append(out, beBytes(m_profile.maxCommandData, 2));
        append(out, {0x02, 0x02});
        append(out, beBytes(m_profile.maxResponseData, 2));
        return out;
    }
    case 0x7f74:
        if (!m_profile.hasButton)
            return std::nullopt;
        return Bytes{0x81, 0x01, 0x20};
    case 0x0101:
    case 0x0102:
    case 0x0103:
    case 0x0104:
        if (!m_profile.privateDos)
            return std::nullopt;
        return m_state.privateDos[tag - 0x0101u];
    default:
        return std::nullopt;
    }
}

ResponseApdu OpenPgpApplet::getData(const CommandApdu &c)
{
    const std::uint16_t tag = c.p1p2();
    const bool pw1 = m_pins.pw1ForOther() || m_pins.pw1ForSigning();
    if (m_profile.privateDos && ((tag == 0x0103 && !pw1) || (tag == 0x0104 && !m_pins.pw3())))
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    auto value = dataObject(tag);
    if (!value)
        return ResponseApdu::status(sw::DataNotFound);
    return ResponseApdu::ok(std::move(*value));
}

ResponseApdu OpenPgpApplet::selectData(const CommandApdu &c)
{
    // Part of v3, but OpenSC also sends it to v2 cards (Gnuk) and gives up on 6D00.
    // 60 04 5C 02 7F 21: only the cardholder certificate has several occurrences.
    const Bytes expected = {0x60, 0x04, 0x5c, 0x02, 0x7f, 0x21};
    if (c.p2 != 0x04 || c.p1 > 2)
        return ResponseApdu::status(sw::WrongP1P2);
    if (c.data != expected)
        return ResponseApdu::status(sw::WrongData);
    m_certOccurrence = c.p1;
    return ResponseApdu::status(sw::Ok);
}

ResponseApdu OpenPgpApplet::putData(const CommandApdu &c)
{
    const std::uint16_t tag = c.p1p2();
    const bool userDo = m_profile.privateDos && (tag == 0x0101 || tag == 0x0103);
    // GnuPG writes DO 0101 after VERIFY 81 only; cards accept PW1 in either mode.
    const bool pw1 = m_pins.pw1ForOther() || m_pins.pw1ForSigning();
    if (userDo ? !pw1 : !m_pins.pw3())
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    ResponseApdu r = putDataTag(tag, c.data);
    if (r.sw == sw::Ok)
        m_dirty = true;
    return r;
}

void OpenPgpApplet::keyReplaced(KeySlot s, std::uint8_t status)
{
    auto &k = slot(s);
    k.fingerprint.clear();
    k.generationTime.clear();
    k.status = status;
    if (s == KeySlot::Sign)
        m_state.signatureCounter = 0;
}

ResponseApdu OpenPgpApplet::putDataTag(std::uint16_t tag, const Bytes &data)
{
    auto store = [&](Bytes &target, std::size_t max) {
        if (data.size() > max)
            return ResponseApdu::status(sw::WrongLength);
        target = data;
        return ResponseApdu::status(sw::Ok);
    };
    switch (tag) {
    case 0x005b:
        return store(m_state.name, 39);
    case 0x5f2d:
        return store(m_state.language, 8);
    case 0x5f35:
        return store(m_state.sex, 1);
    case 0x5f50:
        return store(m_state.url, maxSpecialDo());
    case 0x005e:
        return store(m_state.login, maxSpecialDo());
    case 0x0101:
    case 0x0102:
    case 0x0103:
    case 0x0104:
        if (!m_profile.privateDos)
            return ResponseApdu::status(sw::DataNotFound);
        return store(m_state.privateDos[tag - 0x0101u], maxSpecialDo());
    case 0x7f21:
        return store(m_state.certificates[m_certOccurrence], maxCertificate());
    case 0x00c1:
    case 0x00c2:
    case 0x00c3: {
        const auto s = static_cast<KeySlot>(tag - 0xc1);
        const auto algorithm = Algorithm::fromAttributes(data);
        if (!algorithm || !m_profile.supports(*algorithm, s))
            return ResponseApdu::status(sw::WrongData);
        if (data == slot(s).attributes)
            return ResponseApdu::status(sw::Ok);
        if (!m_profile.algorithmChangeable)
            return ResponseApdu::status(sw::ConditionsNotSatisfied);
        // A new algorithm makes the old key unusable; the card drops it.
        slot(s).attributes = data;
        wipe(slot(s).privateKey);
        keyReplaced(s, 0);
        return ResponseApdu::status(sw::Ok);
    }
    case 0x00c4:
        if (data.empty() || data.size() > 7 || data[0] > 1)
            return ResponseApdu::status(sw::WrongData);
        m_state.pw1ValidMultiple = data[0];
        return ResponseApdu::status(sw::Ok);
    case 0x00c7:
    case 0x00c8:
    case 0x00c9:
        if (data.size() != 20)
            return ResponseApdu::status(sw::WrongLength);
        m_state.keys[tag - 0xc7u].fingerprint = data;
        return ResponseApdu::status(sw::Ok);
    case 0x00ca:
    case 0x00cb:
    case 0x00cc:
        if (data.size() != 20)
            return ResponseApdu::status(sw::WrongLength);
        m_state.keys[tag - 0xcau].caFingerprint = data;
        return ResponseApdu::status(sw::Ok);
    case 0x00ce:
    case 0x00cf:
    case 0x00d0:
        if (data.size() != 4)
            return ResponseApdu::status(sw::WrongLength);
        m_state.keys[tag - 0xceu].generationTime = data;
        return ResponseApdu::status(sw::Ok);
    case 0x00d3:
        return ResponseApdu::status(m_pins.setResetCode(data));
    case 0x00d6:
    case 0x00d7:
    case 0x00d8:
    case 0x00d9: {
        const bool attestation = tag == 0x00d9;
        if (attestation ? !m_profile.hasAttestationUif : !m_profile.hasUif)
            return ResponseApdu::status(sw::DataNotFound);
        Bytes &uif = attestation ? m_state.attestationUif : m_state.keys[tag - 0xd6u].uif;
        if (data.size() != 2 || data[0] > m_profile.maxUif || data[1] != 0x20)
            return ResponseApdu::status(sw::WrongData);
        // "Fixed" policies hold until a factory reset.
        if (!uif.empty() && (uif[0] == 0x02 || uif[0] == 0x04))
            return ResponseApdu::status(sw::ConditionsNotSatisfied);
        uif = data;
        return ResponseApdu::status(sw::Ok);
    }
    case 0x00f9: {
        if (!m_profile.hasKdf)
            return ResponseApdu::status(sw::DataNotFound);
        if (m_profile.kdfDeletable) {
            // Gnuk: empty removes the DO (KDF off); otherwise only gpg's two full forms.
            if (data.empty()) {
                m_state.kdf.clear();
                m_pins.applyKdf();
                return ResponseApdu::status(sw::Ok);
            }
            if (data.size() != 90 && data.size() != 110)
                return ResponseApdu::status(sw::WrongData);
        }
        const auto tlvs = parseTlvs(data);
        const Tlv *algo = tlvs ? findTlv(*tlvs, 0x81) : nullptr;
        if (!algo || algo->value.size() != 1 || (algo->value[0] != 0 && algo->value[0] != 3))
            return ResponseApdu::status(sw::WrongData);
        if (algo->value[0] == 3) {
            const Tlv *hash = findTlv(*tlvs, 0x82);
            const Tlv *count = findTlv(*tlvs, 0x83);
            const Tlv *salt = findTlv(*tlvs, 0x84);
            if (!hash || hash->value.size() != 1 ||
                (hash->value[0] != 0x08 && hash->value[0] != 0x0a) || !count ||
                count->value.size() != 4 || !salt || salt->value.size() != 8)
                return ResponseApdu::status(sw::WrongData);
        }
        m_state.kdf = data;
        m_pins.applyKdf();
        return ResponseApdu::status(sw::Ok);
    }
    default:
        return ResponseApdu::status(sw::DataNotFound);
    }
}

} // namespace keyward::vcard
