// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace keyward::vcard {

/** "keyward-vcard ctl SOCKET COMMAND [ARGS]": sends one line, prints the reply. Returns the exit
 * code: 0 for "OK ...", 1 for "ERR ...", 2 when the card cannot be reached. */
int runControlClient(const std::string &socketPath, const std::string &line);

} // namespace keyward::vcard
