#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Inside the sandbox: the documented environment is there and points at
# private components.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

for v in KEYWARD_SANDBOX GNUPGHOME SOFTHSM2_CONF KEYWARD_SANDBOX_CARDS \
    KEYWARD_SANDBOX_READERS KEYWARD_SANDBOX_PORTS KEYWARD_BUILD_DIR; do
    [ -n "${!v:-}" ] || kw_fail "$v is not set"
done
case $GNUPGHOME in "$KEYWARD_SANDBOX"/*) ;; *) kw_fail "GNUPGHOME $GNUPGHOME outside the sandbox" ;; esac
case $SOFTHSM2_CONF in "$KEYWARD_SANDBOX"/*) ;; *) kw_fail "SOFTHSM2_CONF outside the sandbox" ;; esac
kw_assert_eq 700 "$(stat -c %a "$GNUPGHOME")" "GNUPGHOME mode"
kw_assert_eq 0 "$KEYWARD_SANDBOX_CARDS" "KEYWARD_SANDBOX_CARDS"
for d in src/cli src/gui src/vcard; do
    kw_assert_contains ":$PATH:" ":$KEYWARD_BUILD_DIR/$d:" "PATH"
done

# pcscd: ours, with one vpcd reader entry (vpcd shows it as two slots), empty.
[ -S /run/pcscd/pcscd.comm ] || kw_fail "no pcscd socket in /run/pcscd"
kw_assert_eq 2 "$(grep -c . <<<"$KEYWARD_SANDBOX_READERS")" "number of readers"
kw_assert_eq "$KEYWARD_SANDBOX_READERS" "$(kw_pcsc_readers)" "reader names"
kw_assert_eq "No No" "$(kw_readers | cut -f1 | paste -sd' ')" "card presence"
kw_assert_eq "Keyward Virtual Reader 00 00" "$(kw_reader 0)" "first reader"

# Nothing from the user's session: private runtime dir and HOME.
case $XDG_RUNTIME_DIR in "$KEYWARD_SANDBOX"/*) ;; *) kw_fail "XDG_RUNTIME_DIR not private" ;; esac
case $HOME in "$KEYWARD_SANDBOX"/*) ;; *) kw_fail "HOME not private" ;; esac
kw_assert_eq "" "$(ls -A /run/user)" "/run/user content"
echo "ok"
