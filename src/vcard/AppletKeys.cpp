// SPDX-License-Identifier: GPL-3.0-or-later
// Key generation, key import and the private-key operations (PSO:CDS, PSO:DECIPHER,
// INTERNAL AUTHENTICATE).
#include "OpenPgpApplet.h"
#include "Tlv.h"

namespace keyward::vcard {

std::optional<Algorithm> OpenPgpApplet::slotAlgorithm(KeySlot s) const
{
    return Algorithm::fromAttributes(slot(s).attributes);
}

std::optional<KeySlot> OpenPgpApplet::slotFromCrt(const Bytes &data)
{
    // The control reference template comes first: B6 sign, B8 decrypt, A4 auth (may hold 84 xx).
    std::size_t pos = 0;
    const auto tag = readTag(data, pos);
    const auto length = readLength(data, pos);
    if (!tag || !length || *length > data.size() - pos)
        return std::nullopt;
    switch (*tag) {
    case 0xb6:
        return KeySlot::Sign;
    case 0xb8:
        return KeySlot::Decrypt;
    case 0xa4:
        return KeySlot::Auth;
    default:
        return std::nullopt;
    }
}

std::uint16_t OpenPgpApplet::touch(KeySlot s)
{
    const Bytes &uif = slot(s).uif;
    if (!m_profile.hasUif || uif.empty() || uif[0] == 0x00)
        return sw::Ok;
    // Cached modes (03, 04): one touch covers the next 15 seconds, as on a YubiKey.
    const auto now = std::chrono::steady_clock::now();
    auto &last = m_lastTouch[static_cast<std::size_t>(s)];
    const bool cached = uif[0] == 0x03 || uif[0] == 0x04;
    if (cached && last.time_since_epoch().count() != 0 && now - last < std::chrono::seconds(15))
        return sw::Ok;
    // A YubiKey that times out waiting for the button answers "security status not satisfied".
    if (m_touchPolicy == TouchPolicy::Deny)
        return sw::SecurityNotSatisfied;
    m_lastOperation.touched = true;
    last = now;
    return sw::Ok;
}

ResponseApdu OpenPgpApplet::generate(const CommandApdu &c)
{
    if ((c.p1 != 0x80 && c.p1 != 0x81) || c.p2 != 0x00)
        return ResponseApdu::status(sw::WrongP1P2);
    const auto s = slotFromCrt(c.data);
    if (!s)
        return ResponseApdu::status(sw::WrongData);
    const auto algorithm = slotAlgorithm(*s);
    if (!algorithm)
        return ResponseApdu::status(sw::ConditionsNotSatisfied);
    if (c.p1 == 0x80) {
        if (!m_pins.pw3())
            return ResponseApdu::status(sw::SecurityNotSatisfied);
        CryptoResult key = oncard::generate(*algorithm);
        if (!key.ok())
            return ResponseApdu::status(key.sw);
        wipe(slot(*s).privateKey);
        slot(*s).privateKey = std::move(key.data);
        keyReplaced(*s, 0x01);
        m_dirty = true;
        m_lastOperation = {OperationCost::Kind::Generate, *algorithm};
    } else if (slot(*s).privateKey.empty()) {
        return ResponseApdu::status(sw::DataNotFound);
    }
    const CryptoResult pub = oncard::publicKeyTemplate(*algorithm, slot(*s).privateKey);
    if (!pub.ok())
        return ResponseApdu::status(pub.sw);
    return ResponseApdu::ok(encodeTlv(0x7f49, pub.data));
}

ResponseApdu OpenPgpApplet::pso(const CommandApdu &c)
{
    const std::uint16_t p1p2 = c.p1p2();
    if (p1p2 == 0x9e9a) {
        if (!m_pins.pw1ForSigning())
            return ResponseApdu::status(sw::SecurityNotSatisfied);
        const auto algorithm = slotAlgorithm(KeySlot::Sign);
        if (!algorithm || slot(KeySlot::Sign).privateKey.empty())
            return ResponseApdu::status(sw::DataNotFound);
        if (const auto t = touch(KeySlot::Sign); t != sw::Ok)
            return ResponseApdu::status(t);
        const CryptoResult sig = oncard::sign(*algorithm, slot(KeySlot::Sign).privateKey, c.data);
        if (!sig.ok())
            return ResponseApdu::status(sig.sw);
        m_pins.signatureDone();
        if (m_state.signatureCounter < 0xffffff)
            ++m_state.signatureCounter;
        m_dirty = true;
        m_lastOperation.kind = OperationCost::Kind::PrivateKey;
        m_lastOperation.algorithm = *algorithm;
        return ResponseApdu::ok(sig.data);
    }
    if (p1p2 == 0x8086) {
        if (!m_pins.pw1ForOther())
            return ResponseApdu::status(sw::SecurityNotSatisfied);
        if (!c.data.empty() && c.data[0] == 0x02)
            return ResponseApdu::status(sw::FunctionNotSupported); // no AES key on this card
        const auto algorithm = slotAlgorithm(KeySlot::Decrypt);
        if (!algorithm || slot(KeySlot::Decrypt).privateKey.empty())
            return ResponseApdu::status(sw::DataNotFound);
        if (const auto t = touch(KeySlot::Decrypt); t != sw::Ok)
            return ResponseApdu::status(t);
        const CryptoResult plain =
            oncard::decipher(*algorithm, slot(KeySlot::Decrypt).privateKey, c.data);
        if (!plain.ok())
            return ResponseApdu::status(plain.sw);
        m_lastOperation.kind = OperationCost::Kind::PrivateKey;
        m_lastOperation.algorithm = *algorithm;
        return ResponseApdu::ok(plain.data);
    }
    if (p1p2 == 0x8680)
        return ResponseApdu::status(sw::FunctionNotSupported);
    return ResponseApdu::status(sw::WrongP1P2);
}

ResponseApdu OpenPgpApplet::internalAuthenticate(const CommandApdu &c)
{
    if (c.p1 != 0 || c.p2 != 0)
        return ResponseApdu::status(sw::WrongP1P2);
    if (!m_pins.pw1ForOther())
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    const auto algorithm = slotAlgorithm(KeySlot::Auth);
    if (!algorithm || slot(KeySlot::Auth).privateKey.empty())
        return ResponseApdu::status(sw::DataNotFound);
    if (const auto t = touch(KeySlot::Auth); t != sw::Ok)
        return ResponseApdu::status(t);
    const CryptoResult sig = oncard::sign(*algorithm, slot(KeySlot::Auth).privateKey, c.data);
    if (!sig.ok())
        return ResponseApdu::status(sig.sw);
    m_lastOperation.kind = OperationCost::Kind::PrivateKey;
    m_lastOperation.algorithm = *algorithm;
    return ResponseApdu::ok(sig.data);
}

ResponseApdu OpenPgpApplet::importKey(const CommandApdu &c)
{
    if (c.p1p2() != 0x3fff)
        return ResponseApdu::status(sw::WrongP1P2);
    if ((m_profile.extendedCapabilities[0] & 0x20) == 0)
        return ResponseApdu::status(sw::InsNotSupported);
    if (!m_pins.pw3())
        return ResponseApdu::status(sw::SecurityNotSatisfied);
    // 4D { CRT, 7F48 { tag/length list }, 5F48 { concatenated values } }
    const auto outer = parseTlvs(c.data);
    if (!outer || outer->size() != 1 || outer->front().tag != 0x4d)
        return ResponseApdu::status(sw::WrongData);
    const Bytes &body = outer->front().value;
    const auto s = slotFromCrt(body);
    const auto items = parseTlvs(body);
    if (!s || !items)
        return ResponseApdu::status(sw::WrongData);
    const Tlv *list = findTlv(*items, 0x7f48);
    const Tlv *values = findTlv(*items, 0x5f48);
    if (!list || !values)
        return ResponseApdu::status(sw::WrongData);
    KeyParts parts;
    std::size_t pos = 0;
    std::size_t offset = 0;
    while (pos < list->value.size()) {
        const auto tag = readTag(list->value, pos);
        const auto length = readLength(list->value, pos);
        if (!tag || !length || *length > values->value.size() - offset)
            return ResponseApdu::status(sw::WrongData);
        const auto begin = values->value.begin() + static_cast<std::ptrdiff_t>(offset);
        parts.emplace_back(*tag, Bytes(begin, begin + static_cast<std::ptrdiff_t>(*length)));
        offset += *length;
    }
    if (offset != values->value.size())
        return ResponseApdu::status(sw::WrongData);
    const auto algorithm = slotAlgorithm(*s);
    if (!algorithm)
        return ResponseApdu::status(sw::ConditionsNotSatisfied);
    CryptoResult key = oncard::import(*algorithm, parts);
    for (auto &p : parts)
        wipe(p.second);
    if (!key.ok())
        return ResponseApdu::status(key.sw);
    wipe(slot(*s).privateKey);
    slot(*s).privateKey = std::move(key.data);
    keyReplaced(*s, 0x02);
    m_dirty = true;
    return ResponseApdu::status(sw::Ok);
}

} // namespace keyward::vcard
