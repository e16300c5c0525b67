// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardState.h"

#include "OnCardKey.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <map>
#include <sstream>

namespace keyward::vcard {

namespace {
constexpr const char *kMagic = "keyward-vcard-state 1";

Bytes pinHash(const Bytes &salt, const Bytes &secret)
{
    Bytes input = salt;
    append(input, secret);
    Bytes out(32);
    unsigned int len = 0;
    EVP_Digest(input.data(), input.size(), out.data(), &len, EVP_sha256(), nullptr);
    wipe(input);
    return out;
}

} // namespace

void setPin(PinRecord &record, const Bytes &secret, std::uint8_t retries)
{
    record.salt.assign(16, 0);
    RAND_bytes(record.salt.data(), static_cast<int>(record.salt.size()));
    record.hash = pinHash(record.salt, secret);
    record.length = static_cast<std::uint8_t>(secret.size());
    record.retries = retries;
    record.set = true;
}

bool pinMatches(const PinRecord &record, const Bytes &secret)
{
    if (!record.set || record.hash.size() != 32)
        return false;
    const Bytes h = pinHash(record.salt, secret);
    return CRYPTO_memcmp(h.data(), record.hash.data(), h.size()) == 0;
}

CardState CardState::factory(const CardProfile &profile, std::uint32_t serial)
{
    CardState s;
    s.profile = profile.name;
    s.serial = serial;
    setPin(s.pw1, fromString("123456"), profile.pinRetries[0]);
    setPin(s.pw3, fromString("12345678"), profile.pinRetries[2]);
    s.resetCode = PinRecord{};
    // YubiKeys ship with "not forced"; ZeitControl and Gnuk ask for the PIN before each signature.
    s.pw1ValidMultiple = profile.manufacturer == 0x0006 ? 1 : 0;
    for (int i = 0; i < 3; ++i) {
        auto a = Algorithm::fromName(profile.defaultAlgorithms[static_cast<std::size_t>(i)],
                                     static_cast<KeySlot>(i));
        s.keys[static_cast<std::size_t>(i)].attributes =
            a ? a->attributes(profile.rsaImportFormat) : Bytes{};
        if (profile.hasUif)
            s.keys[static_cast<std::size_t>(i)].uif = {0x00, 0x20};
    }
    if (profile.hasAttestationUif)
        s.attestationUif = {0x00, 0x20};
    if (profile.hasKdf && !profile.kdfDeletable)
        s.kdf = {0x81, 0x01, 0x00};
    // A SmartCard-HSM leaves the factory uninitialised, with its device key (EF.C_DevAut).
    if (profile.applet == AppletKind::ScHsm)
        s.hsm.deviceKey = ecc::generate(Curve::P256).data;
    return s;
}

std::string CardState::serialize() const
{
    std::ostringstream out;
    out << kMagic << '\n';
    out << "profile " << profile << '\n';
    out << "serial " << serial << '\n';
    out << "terminated " << (terminated ? 1 : 0) << '\n';
    auto pin = [&](const char *key, const PinRecord &p) {
        out << key << ' ' << (p.set ? 1 : 0) << ' ' << int(p.retries) << ' ' << int(p.length) << ' '
            << hexOrDash(p.salt) << ' ' << hexOrDash(p.hash) << '\n';
    };
    pin("pw1", pw1);
    pin("rc", resetCode);
    pin("pw3", pw3);
    out << "pw1multiple " << int(pw1ValidMultiple) << '\n';
    out << "name " << hexOrDash(name) << '\n';
    out << "language " << hexOrDash(language) << '\n';
    out << "sex " << hexOrDash(sex) << '\n';
    out << "url " << hexOrDash(url) << '\n';
    out << "login " << hexOrDash(login) << '\n';
    for (std::size_t i = 0; i < privateDos.size(); ++i)
        out << "private" << i << ' ' << hexOrDash(privateDos[i]) << '\n';
    for (std::size_t i = 0; i < certificates.size(); ++i)
        out << "cert" << i << ' ' << hexOrDash(certificates[i]) << '\n';
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const auto &k = keys[i];
        const std::string p = "key" + std::to_string(i) + ".";
        out << p << "attr " << hexOrDash(k.attributes) << '\n';
        out << p << "private " << hexOrDash(k.privateKey) << '\n';
        out << p << "fpr " << hexOrDash(k.fingerprint) << '\n';
        out << p << "cafpr " << hexOrDash(k.caFingerprint) << '\n';
        out << p << "time " << hexOrDash(k.generationTime) << '\n';
        out << p << "status " << int(k.status) << '\n';
        out << p << "uif " << hexOrDash(k.uif) << '\n';
    }
    out << "attuif " << hexOrDash(attestationUif) << '\n';
    out << "sigcount " << signatureCounter << '\n';
    out << "kdf " << hexOrDash(kdf) << '\n';
    hsm.serialize(out);
    out << "end\n";
    return out.str();
}

std::optional<CardState> CardState::deserialize(const std::string &text)
{
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || line != kMagic)
        return std::nullopt;
    std::map<std::string, std::string> fields;
    bool complete = false;
    while (std::getline(in, line)) {
        if (line == "end") {
            complete = true;
            break;
        }
        const auto space = line.find(' ');
        if (space == std::string::npos)
            return std::nullopt;
        fields[line.substr(0, space)] = line.substr(space + 1);
    }
    // A file without its end marker was cut short; refuse it rather than guess.
    if (!complete)
        return std::nullopt;

    CardState s;
    bool ok = true;
    auto hex = [&](const std::string &key, Bytes &out) {
        auto it = fields.find(key);
        if (it == fields.end() || !parseHexOrDash(it->second, out))
            ok = false;
    };
    auto number = [&](const std::string &key) -> unsigned long {
        auto it = fields.find(key);
        if (it == fields.end()) {
            ok = false;
            return 0;
        }
        try {
            return std::stoul(it->second);
        } catch (...) {
            ok = false;
            return 0;
        }
    };
    auto pin = [&](const std::string &key, PinRecord &p) {
        auto it = fields.find(key);
        if (it == fields.end()) {
            ok = false;
            return;
        }
        std::istringstream f(it->second);
        int set = 0, retries = 0, length = 0;
        std::string salt, hash;
        if (!(f >> set >> retries >> length >> salt >> hash) || !parseHexOrDash(salt, p.salt) ||
            !parseHexOrDash(hash, p.hash) || retries < 0 || retries > 15 || length < 0 ||
            length > 255) {
            ok = false;
            return;
        }
        p.set = set != 0;
        p.retries = static_cast<std::uint8_t>(retries);
        p.length = static_cast<std::uint8_t>(length);
    };

    s.profile = fields["profile"];
    s.serial = static_cast<std::uint32_t>(number("serial"));
    s.terminated = number("terminated") != 0;
    pin("pw1", s.pw1);
    pin("rc", s.resetCode);
    pin("pw3", s.pw3);
    s.pw1ValidMultiple = static_cast<std::uint8_t>(number("pw1multiple"));
    hex("name", s.name);
    hex("language", s.language);
    hex("sex", s.sex);
    hex("url", s.url);
    hex("login", s.login);
    for (std::size_t i = 0; i < s.privateDos.size(); ++i)
        hex("private" + std::to_string(i), s.privateDos[i]);
    for (std::size_t i = 0; i < s.certificates.size(); ++i)
        hex("cert" + std::to_string(i), s.certificates[i]);
    for (std::size_t i = 0; i < s.keys.size(); ++i) {
        auto &k = s.keys[i];
        const std::string p = "key" + std::to_string(i) + ".";
        hex(p + "attr", k.attributes);
        hex(p + "private", k.privateKey);
        hex(p + "fpr", k.fingerprint);
        hex(p + "cafpr", k.caFingerprint);
        hex(p + "time", k.generationTime);
        k.status = static_cast<std::uint8_t>(number(p + "status"));
        hex(p + "uif", k.uif);
    }
    hex("attuif", s.attestationUif);
    s.signatureCounter = static_cast<std::uint32_t>(number("sigcount"));
    hex("kdf", s.kdf);
    if (!s.hsm.deserialize(fields))
        ok = false;
    if (!ok || s.profile.empty())
        return std::nullopt;
    return s;
}

} // namespace keyward::vcard
