#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Inside the sandbox: gpg-agent and scdaemon run from the private GNUPGHOME,
# and scdaemon reaches the sandbox's pcscd.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

out=$(gpg-connect-agent 'GETINFO version' /bye)
kw_assert_contains "$out" "D 2." "agent GETINFO version"
sock=$(gpgconf --list-dirs agent-socket)
case $sock in "$KEYWARD_SANDBOX"/*) ;; *) kw_fail "agent socket $sock outside the sandbox" ;; esac
[ -S "$sock" ] || kw_fail "no agent socket at $sock"
[ -S "$SSH_AUTH_SOCK" ] || kw_fail "no ssh-agent socket at $SSH_AUTH_SOCK"

grep -qx 'disable-ccid' "$GNUPGHOME/scdaemon.conf" || kw_fail "scdaemon.conf lacks disable-ccid"
lib=$(awk '$1 == "pcsc-driver" { print $2 }' "$GNUPGHOME/scdaemon.conf")
[ -e "$lib" ] || kw_fail "pcsc-driver '$lib' does not exist"
kw_assert_contains "$(gpg-connect-agent 'SCD GETINFO version' /bye)" "D 2." "scdaemon version"
# No card in the readers: no device, and scdaemon did reach the private pcscd.
out=$(gpg-connect-agent 'SCD SERIALNO' /bye)
kw_assert_contains "$out" "ERR 100696144" "SCD SERIALNO without a card"
if grep -q 'pcsc_establish_context failed' "$KEYWARD_SANDBOX/logs/scdaemon.log"; then
    kw_fail "scdaemon could not reach pcscd"
fi

# Keys go to the private keyring; loopback works without a pinentry.
gpg --batch --pinentry-mode loopback --passphrase '' \
    --quick-gen-key 'Sandbox Test <sandbox@keyward.invalid>' ed25519 sign never 2>/dev/null
kw_assert_contains "$(gpg --list-keys --with-colons 2>/dev/null)" "sandbox@keyward.invalid" "private keyring"
echo "ok"
