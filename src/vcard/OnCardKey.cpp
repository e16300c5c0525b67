// SPDX-License-Identifier: GPL-3.0-or-later
#include "OnCardKey.h"

#include "Tlv.h"

namespace keyward::vcard::oncard {

CryptoResult generate(const Algorithm &algorithm)
{
    return algorithm.isRsa() ? rsa::generate(algorithm.rsaBits) : ecc::generate(algorithm.curve);
}

CryptoResult publicKeyTemplate(const Algorithm &algorithm, const Bytes &der)
{
    return algorithm.isRsa() ? rsa::publicKeyTemplate(der)
                             : ecc::publicKeyTemplate(algorithm.curve, der);
}

CryptoResult sign(const Algorithm &algorithm, const Bytes &der, const Bytes &input)
{
    if (algorithm.id == AlgoId::Ecdh)
        return CryptoResult::fail(sw::ConditionsNotSatisfied);
    return algorithm.isRsa() ? rsa::sign(der, input) : ecc::sign(algorithm.curve, der, input);
}

CryptoResult decipher(const Algorithm &algorithm, const Bytes &der, const Bytes &input)
{
    if (algorithm.isRsa()) {
        // Padding indicator 00 followed by the cryptogram (OpenPGP card 3.4, 7.2.11).
        if (input.size() < 2 || input[0] != 0x00)
            return CryptoResult::fail(sw::WrongData);
        return rsa::decipher(der, Bytes(input.begin() + 1, input.end()));
    }
    if (algorithm.id != AlgoId::Ecdh)
        return CryptoResult::fail(sw::ConditionsNotSatisfied);
    // A6 { 7F49 { 86 point } }
    const auto outer = parseTlvs(input);
    if (!outer || outer->size() != 1 || outer->front().tag != 0xA6)
        return CryptoResult::fail(sw::WrongData);
    const auto pub = parseTlvs(outer->front().value);
    const Tlv *t7f49 = pub ? findTlv(*pub, 0x7F49) : nullptr;
    if (!t7f49)
        return CryptoResult::fail(sw::WrongData);
    const auto inner = parseTlvs(t7f49->value);
    const Tlv *t86 = inner ? findTlv(*inner, 0x86) : nullptr;
    if (!t86 || t86->value.empty())
        return CryptoResult::fail(sw::WrongData);
    return ecc::derive(algorithm.curve, der, t86->value);
}

CryptoResult import(const Algorithm &algorithm, const KeyParts &parts)
{
    return algorithm.isRsa() ? rsa::import(algorithm.rsaBits, parts)
                             : ecc::import(algorithm.curve, parts);
}

} // namespace keyward::vcard::oncard
