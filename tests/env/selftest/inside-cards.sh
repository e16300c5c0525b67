#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Inside a sandbox started with two cards: each sits in its own reader, and
# GnuPG (through scdaemon and pcscd) reads the first one.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

kw_assert_eq 2 "$KEYWARD_SANDBOX_CARDS" "KEYWARD_SANDBOX_CARDS"
kw_assert_eq "Yes Yes" "$(kw_readers | cut -f1 | paste -sd' ')" "card presence"
kw_wait_card 0
kw_wait_card 1
[ -e "$KEYWARD_SANDBOX/card0/control" ] || kw_fail "no control socket for card 0"
gpg --card-status >"$KEYWARD_SANDBOX/status" 2>&1 || { cat "$KEYWARD_SANDBOX/status" >&2; kw_fail "gpg --card-status failed"; }
grep -q 'Application ID' "$KEYWARD_SANDBOX/status" || kw_fail "gpg --card-status shows no card"
# Hot-plug through the control socket, as pcscd sees it.
kw_card_ctl 1 remove >/dev/null
kw_wait_card 1 absent
kw_card_ctl 1 insert >/dev/null
kw_wait_card 1 present
echo "ok"
