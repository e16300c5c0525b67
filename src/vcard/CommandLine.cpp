// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"

namespace keyward::vcard {

const char *usage()
{
    return "usage: keyward-vcard --profile NAME [--state FILE] [--host 127.0.0.1] [--port 35963]\n"
           "                     [--control SOCKET] [--timing off|published] [--timing-scale X]\n"
           "                     [--serial HEX8] [-v]\n"
           "       keyward-vcard --list-profiles\n"
           "       keyward-vcard ctl SOCKET COMMAND [ARGS]\n"
           "         COMMAND: remove | insert | fail N [SW] | fail-ins INS[P1P2] [SW [N]] | "
           "latency "
           "MS\n"
           "                  | status | quit\n"
           "                  | touch approve [MS] | touch deny | touch hold | touch press\n";
}

std::optional<Options> parseOptions(const std::vector<std::string> &args, std::string &error)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        auto value = [&]() -> const std::string * {
            if (i + 1 >= args.size()) {
                error = a + " needs a value";
                return nullptr;
            }
            return &args[++i];
        };
        if (a == "-v" || a == "--verbose") {
            o.verbose = true;
        } else if (a == "--list-profiles") {
            o.listProfiles = true;
        } else if (a == "--profile" || a == "--state" || a == "--host" || a == "--control" ||
                   a == "--port" || a == "--timing" || a == "--timing-scale" || a == "--serial") {
            const std::string *v = value();
            if (!v)
                return std::nullopt;
            try {
                if (a == "--profile") {
                    o.profile = *v;
                } else if (a == "--state") {
                    o.statePath = *v;
                } else if (a == "--host") {
                    o.host = *v;
                } else if (a == "--control") {
                    o.controlPath = *v;
                } else if (a == "--port") {
                    const unsigned long port = std::stoul(*v);
                    if (port == 0 || port > 65535) {
                        error = "bad port: " + *v;
                        return std::nullopt;
                    }
                    o.port = static_cast<std::uint16_t>(port);
                } else if (a == "--timing") {
                    if (*v != "off" && *v != "published") {
                        error = "--timing takes off or published";
                        return std::nullopt;
                    }
                    o.timing = *v == "published";
                } else if (a == "--timing-scale") {
                    o.timingScale = std::stod(*v);
                    if (!(o.timingScale >= 0)) {
                        error = "bad timing scale: " + *v;
                        return std::nullopt;
                    }
                } else {
                    if (v->size() != 8 ||
                        v->find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
                        error = "--serial takes 8 hex digits";
                        return std::nullopt;
                    }
                    o.serial = static_cast<std::uint32_t>(std::stoul(*v, nullptr, 16));
                }
            } catch (...) {
                error = "bad value for " + a + ": " + *v;
                return std::nullopt;
            }
        } else {
            error = "unknown argument: " + a;
            return std::nullopt;
        }
    }
    if (!o.listProfiles && o.profile.empty()) {
        error = "--profile is required";
        return std::nullopt;
    }
    return o;
}

} // namespace keyward::vcard
