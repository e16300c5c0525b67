#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# PIN life cycle through gpg --card-edit: change user and admin PIN, wrong PINs count down and
# block at zero, unblock with the admin PIN, set a reset code and unblock with it.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)

# passwd ACTION HIDDEN... — one action of the passwd menu, then back out.
passwd() {
    local action=$1 a
    shift
    local -a hidden=()
    for a in "$@"; do hidden+=("passphrase.enter=$a"); done
    vc_card_edit cardedit.prompt=admin cardedit.prompt=passwd \
        "cardutil.change_pin.menu=$action" "${hidden[@]}" cardutil.change_pin.menu=q
}

# Change the user PIN and back: each step proves the previous PIN was accepted.
passwd 1 "$VC_PIN" 24680135 24680135
kw_assert_eq "3 0 3" "$(vc_retries)" "counters after PIN change"
passwd 1 24680135 "$VC_PIN" "$VC_PIN"

# Admin PIN likewise.
passwd 3 "$VC_ADMIN" 97531864 97531864
passwd 3 97531864 "$VC_ADMIN" "$VC_ADMIN"
kw_assert_eq "3 0 3" "$(vc_retries)" "counters after admin PIN change"

# Wrong user PIN: 2, 1, 0 — then even the right PIN is refused.
passwd 1 999999 111111 111111
kw_assert_eq "2 0 3" "$(vc_retries)" "one wrong user PIN"
passwd 1 999999 111111 111111
passwd 1 999999 111111 111111
kw_assert_eq "0 0 3" "$(vc_retries)" "user PIN blocked"
passwd 1 "$VC_PIN" 111111 111111
kw_assert_eq "0 0 3" "$(vc_retries)" "blocked PIN stays blocked"

# Unblock with the admin PIN (RESET RETRY COUNTER, P1=02).
passwd 2 "$VC_ADMIN" "$VC_PIN" "$VC_PIN"
kw_assert_eq "3 0 3" "$(vc_retries)" "unblocked by admin PIN"

# Set a reset code, block the PIN again and unblock with the code (P1=00).
passwd 4 "$VC_ADMIN" 11223344 11223344
kw_assert_eq "3 3 3" "$(vc_retries)" "reset code set"
for _ in 1 2 3; do passwd 1 999999 111111 111111; done
kw_assert_eq "0 3 3" "$(vc_retries)" "user PIN blocked again"
vc_card_edit cardedit.prompt=unblock passphrase.enter=11223344 passphrase.enter=13572468 \
    passphrase.enter=13572468
kw_assert_eq "3 3 3" "$(vc_retries)" "unblocked by reset code"
passwd 1 13572468 "$VC_PIN" "$VC_PIN"

# A wrong admin PIN counts down and the right one restores the counter.
passwd 3 87654321 11111111 11111111
kw_assert_eq "3 3 2" "$(vc_retries)" "one wrong admin PIN"
passwd 3 "$VC_ADMIN" "$VC_ADMIN" "$VC_ADMIN"
kw_assert_eq "3 3 3" "$(vc_retries)" "admin counter restored"
echo "PASS pins $profile"
