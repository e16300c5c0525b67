// SPDX-License-Identifier: GPL-3.0-or-later
// Prints where Keyward puts gpg-agent's socket without gpgconf, for agent-socket.sh to compare
// with `gpgconf --list-dirs agent-socket`.
#include "openpgp/GnupgDirs.h"

#include <cstdio>

int main()
{
    std::puts(keyward::openpgp::gnupgHomeDir().constData());
    std::puts(keyward::openpgp::computedAgentSocketPath().constData());
    return 0;
}
