// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-vcard: a virtual OpenPGP card for pcscd's vpcd reader driver, so that GnuPG and OpenSC
// can be exercised without hardware.
#include "CommandLine.h"
#include "ControlClient.h"
#include "VirtualCard.h"

#include <openssl/rand.h>

#include <cstdio>

using namespace keyward::vcard;

static int listProfiles()
{
    for (const auto &p : cardProfiles()) {
        if (p.applet == AppletKind::ScHsm) {
            std::printf("%-15s %-36s SmartCard-HSM  algorithms:", p.name.c_str(),
                        p.description.c_str());
            for (const auto &a : p.algorithms)
                std::printf(" %s", a.c_str());
            std::printf("\n");
            continue;
        }
        std::printf("%-15s %-36s OpenPGP %x.%x  manufacturer %04X  algorithms:", p.name.c_str(),
                    p.description.c_str(), p.version >> 8, p.version & 0xff, p.manufacturer);
        for (const auto &a : p.algorithms)
            std::printf(" %s", a.c_str());
        std::printf("\n");
    }
    return 0;
}

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args[0] == "ctl") {
        if (args.size() < 3) {
            std::fputs(usage(), stderr);
            return 2;
        }
        std::string line = args[2];
        for (std::size_t i = 3; i < args.size(); ++i)
            line += " " + args[i];
        return runControlClient(args[1], line);
    }
    if (!args.empty() && (args[0] == "-h" || args[0] == "--help")) {
        std::fputs(usage(), stdout);
        return 0;
    }
    std::string error;
    const auto options = parseOptions(args, error);
    if (!options) {
        std::fprintf(stderr, "keyward-vcard: %s\n%s", error.c_str(), usage());
        return 2;
    }
    if (options->listProfiles)
        return listProfiles();
    const CardProfile *profile = findProfile(options->profile);
    if (!profile) {
        std::fprintf(stderr, "keyward-vcard: unknown profile %s (see --list-profiles)\n",
                     options->profile.c_str());
        return 2;
    }

    std::optional<StateFile> file;
    std::optional<CardState> state;
    if (!options->statePath.empty()) {
        file.emplace(options->statePath);
        state = file->load(&error);
        if (!state && !error.empty()) {
            std::fprintf(stderr, "keyward-vcard: %s: %s\n", options->statePath.c_str(),
                         error.c_str());
            return 1;
        }
        if (state && state->profile != profile->name) {
            std::fprintf(stderr, "keyward-vcard: %s holds a %s card, not %s\n",
                         options->statePath.c_str(), state->profile.c_str(), profile->name.c_str());
            return 1;
        }
    }
    if (!state) {
        std::uint32_t serial = 0;
        if (options->serial) {
            serial = *options->serial;
        } else {
            RAND_bytes(reinterpret_cast<unsigned char *>(&serial), sizeof serial);
        }
        state = CardState::factory(*profile, serial);
        if (file && !file->save(*state, &error)) {
            std::fprintf(stderr, "keyward-vcard: cannot create %s: %s\n",
                         options->statePath.c_str(), error.c_str());
            return 1;
        }
    }

    VirtualCard card(*options, *profile, std::move(*state), std::move(file));
    if (!options->controlPath.empty() && !card.listenControl(options->controlPath, error)) {
        std::fprintf(stderr, "keyward-vcard: control socket %s: %s\n", options->controlPath.c_str(),
                     error.c_str());
        return 1;
    }
    return card.run();
}
