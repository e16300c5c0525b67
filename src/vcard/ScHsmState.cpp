// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmState.h"

#include <cstdio>
#include <sstream>

namespace keyward::vcard {

namespace {
void writePin(std::ostream &out, const char *key, const PinRecord &p)
{
    out << key << ' ' << (p.set ? 1 : 0) << ' ' << int(p.retries) << ' ' << int(p.length) << ' '
        << hexOrDash(p.salt) << ' ' << hexOrDash(p.hash) << '\n';
}

bool readPin(const std::string &text, PinRecord &p)
{
    std::istringstream f(text);
    int set = 0, retries = 0, length = 0;
    std::string salt, hash;
    if (!(f >> set >> retries >> length >> salt >> hash) || !parseHexOrDash(salt, p.salt) ||
        !parseHexOrDash(hash, p.hash) || retries < 0 || retries > 15 || length < 0 || length > 255)
        return false;
    p.set = set != 0;
    p.retries = static_cast<std::uint8_t>(retries);
    p.length = static_cast<std::uint8_t>(length);
    return true;
}
} // namespace

void ScHsmState::serialize(std::ostream &out) const
{
    // Cards of the other applets have no SmartCard-HSM part: their files stay as they were.
    if (!initialized && deviceKey.empty() && keys.empty() && files.empty())
        return;
    out << "hsm.init " << (initialized ? 1 : 0) << '\n';
    out << "hsm.options " << hexOrDash(options) << '\n';
    writePin(out, "hsm.user", userPin);
    out << "hsm.usermax " << int(userPinMax) << '\n';
    writePin(out, "hsm.so", soPin);
    out << "hsm.dkek " << dkekShares << '\n';
    out << "hsm.dkekimported " << dkekImported << '\n';
    out << "hsm.dkekvalue " << hexOrDash(dkek) << '\n';
    out << "hsm.devkey " << hexOrDash(deviceKey) << '\n';
    char name[32];
    for (const auto &[id, der] : keys) {
        std::snprintf(name, sizeof name, "hsm.key.%02X", id);
        out << name << ' ' << hexOrDash(der) << '\n';
    }
    for (const auto &[fid, data] : files) {
        std::snprintf(name, sizeof name, "hsm.file.%04X", fid);
        out << name << ' ' << hexOrDash(data) << '\n';
    }
}

bool ScHsmState::deserialize(const std::map<std::string, std::string> &fields)
{
    const auto init = fields.find("hsm.init");
    if (init == fields.end())
        return true;
    auto get = [&](const char *key) -> const std::string * {
        auto it = fields.find(key);
        return it == fields.end() ? nullptr : &it->second;
    };
    const std::string *optionsText = get("hsm.options");
    const std::string *user = get("hsm.user");
    const std::string *userMax = get("hsm.usermax");
    const std::string *so = get("hsm.so");
    const std::string *dkekText = get("hsm.dkek");
    const std::string *devkey = get("hsm.devkey");
    if (!optionsText || !user || !userMax || !so || !dkekText || !devkey)
        return false;
    initialized = init->second == "1";
    if (!parseHexOrDash(*optionsText, options) || !readPin(*user, userPin) ||
        !readPin(*so, soPin) || !parseHexOrDash(*devkey, deviceKey))
        return false;
    // The DKEK's value and import count came later: files without them have no DKEK.
    const std::string *dkekImportedText = get("hsm.dkekimported");
    const std::string *dkekValue = get("hsm.dkekvalue");
    try {
        userPinMax = static_cast<std::uint8_t>(std::stoul(*userMax));
        dkekShares = std::stoi(*dkekText);
        dkekImported = dkekImportedText ? std::stoi(*dkekImportedText) : 0;
    } catch (...) {
        return false;
    }
    dkek.clear();
    if ((dkekValue && !parseHexOrDash(*dkekValue, dkek)) || (!dkek.empty() && dkek.size() != 32) ||
        dkekImported < 0)
        return false;
    keys.clear();
    files.clear();
    for (auto it = fields.lower_bound("hsm."); it != fields.end(); ++it) {
        const std::string &key = it->first;
        if (key.compare(0, 4, "hsm.") != 0)
            break;
        Bytes value;
        Bytes id;
        if (key.compare(0, 8, "hsm.key.") == 0) {
            if (!fromHex(key.substr(8), id) || id.size() != 1 || !parseHexOrDash(it->second, value))
                return false;
            keys[id[0]] = value;
        } else if (key.compare(0, 9, "hsm.file.") == 0) {
            if (!fromHex(key.substr(9), id) || id.size() != 2 || !parseHexOrDash(it->second, value))
                return false;
            files[static_cast<std::uint16_t>(id[0] << 8 | id[1])] = value;
        }
    }
    return true;
}

} // namespace keyward::vcard
