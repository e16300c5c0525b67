// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace keyward::openpgp {

/**
 * GnuPG's home directory and where gpg-agent's socket is, without running gpgconf.
 *
 * GPGME's gpgme_get_dirinfo("agent-socket") runs `gpgconf --list-dirs` and `gpgconf
 * --list-components` before the first answer: two programs started, about 10 ms, for every
 * `keyward-cli card status`. GnuPG 2.2 and 2.4 place the socket the same way (common/homedir.c):
 * in /run/user/UID/gnupg (or /var/run/…) when /run/user/UID is there and owned by the user and
 * the gnupg directory in it is closed to everyone else, else in the home directory; a home
 * directory other than ~/.gnupg gets its own subdirectory "d." + zbase32(SHA-1(home)[0..15]).
 * GnuPG built with USE_RUN_GNUPG_USER_SOCKET (not Debian's) looks in /run/gnupg/user/UID
 * first; there the socket is not found at this path and agentSocketPath() asks GPGME.
 */

/// The home directory as gpgconf --list-dirs homedir gives it: $GNUPGHOME made absolute
/// without trailing slashes, else ~/.gnupg. Empty when there is no home to put it in.
QByteArray gnupgHomeDir();

/// The socket path worked out as above (a directory gnupg would create counts as there); never
/// creates one. Empty when the
/// home directory cannot be worked out. Compared with gpgconf's answer by openpgp_agent_socket.
QByteArray computedAgentSocketPath();

/// computedAgentSocketPath() when a socket is there; otherwise GPGME's answer (gpgconf's), so a
/// socket that is not where this computation puts it is still found, and gpgconf --launch
/// starts the agent where gpg expects it. Empty when neither knows. Thread-safe.
QByteArray agentSocketPath();

} // namespace keyward::openpgp
