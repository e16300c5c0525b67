// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace keyward::vcard {

/** Options of "keyward-vcard --profile NAME ..."; see usage(). */
struct Options
{
    std::string profile;
    std::string statePath;
    std::string host = "127.0.0.1";
    std::uint16_t port = 35963;
    std::string controlPath;
    bool timing = false;
    double timingScale = 1.0;
    std::optional<std::uint32_t> serial;
    bool verbose = false;
    bool listProfiles = false;
};

const char *usage();
/** Parses argv[1..]; returns nullopt and sets @p error on bad input. */
std::optional<Options> parseOptions(const std::vector<std::string> &args, std::string &error);

} // namespace keyward::vcard
