#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Keyward finds GnuPG's home directory and gpg-agent's socket without running gpgconf (src/openpgp/GnupgDirs.cpp); here
# gpgconf judges it. In a private mount namespace with its own /run, for each socket directory
# layout (no /run/user/UID; a private one; one gnupg may not use) and each home directory (none
# set, ~/.gnupg spelt differently, another one, relative, with "./" in it), the path Keyward
# computes must be the ones `gpgconf --list-dirs homedir agent-socket` gives, before gpgconf has made the
# directories and after.
set -euo pipefail
probe=${1:?usage: agent-socket.sh PROBE}
if [ -z "${KEYWARD_AGENT_SOCKET_NS:-}" ]; then
    ns=(unshare -m)
    [ "$(id -u)" = 0 ] || ns=(unshare -Urm)
    exec env KEYWARD_AGENT_SOCKET_NS=1 "${ns[@]}" bash "$0" "$@"
fi
mount -t tmpfs -o mode=755 keyward-run /run
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work/home
mkdir -p "$HOME/.gnupg" "$work/other" "$work/cwd/rel"
chmod 700 "$HOME/.gnupg"
cd "$work/cwd"
uid=$(id -u)
fail() { echo "FAIL: $*" >&2; exit 1; }
checked=0
compare() { # compare LAYOUT: every home directory spelling against gpgconf
    local g ours theirs
    for g in unset "$HOME/.gnupg" "$HOME/.gnupg/" "$HOME//.gnupg" "$work/other" "$work/other//" rel "$work/./other"; do
        if [ "$g" = unset ]; then unset GNUPGHOME; else export GNUPGHOME=$g; fi
        ours=$("$probe")
        theirs=$(gpgconf --list-dirs homedir; gpgconf --list-dirs agent-socket)
        [ "$ours" = "$theirs" ] || fail "$1, GNUPGHOME=$g: Keyward says" $ours ", gpgconf" $theirs
        # Once gpgconf has made the directories, still the same.
        ours=$("$probe")
        [ "$ours" = "$theirs" ] || fail "$1, GNUPGHOME=$g, directories made: Keyward says" $ours ", gpgconf" $theirs
        checked=$((checked + 1))
    done
    unset GNUPGHOME
}

compare "no /run/user/$uid"
[ "$(gpgconf --list-dirs agent-socket)" = "$HOME/.gnupg/S.gpg-agent" ] ||
    fail "without /run/user/$uid gpgconf should use the home directory"

mkdir -p "/run/user/$uid"
chmod 700 "/run/user/$uid"
compare "a private /run/user/$uid"
[ "$(gpgconf --list-dirs agent-socket)" = "/run/user/$uid/gnupg/S.gpg-agent" ] ||
    fail "with /run/user/$uid gpgconf should use it"

chmod 755 "/run/user/$uid/gnupg"
compare "/run/user/$uid/gnupg open to others"
[ "$(gpgconf --list-dirs agent-socket)" = "$HOME/.gnupg/S.gpg-agent" ] ||
    fail "gpgconf should not use a socket directory open to others"

# Only GnuPG built with USE_RUN_GNUPG_USER_SOCKET (not Debian's) looks here first.
rm -rf "/run/user/$uid/gnupg"
mkdir -p "/run/gnupg/user/$uid"
chmod 700 "/run/gnupg/user/$uid"
compare "/run/gnupg/user/$uid beside /run/user/$uid"
echo "ok: $checked home directories in 4 layouts, as gpgconf ($(gpgconf --version | head -1))"
