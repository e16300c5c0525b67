#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# two-cards.sh KT — the same subkeys on two cards: move to card A (local copy removed), then to
# card B from the verified backup; sign with B, swap cards, switch stubs, sign with A.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"
[ "$KEYWARD_SANDBOX_CARDS" -ge 2 ] || kw_fail "needs two cards"
email=spare@keyward.test
fpr=$(kt_gen 25519 "$email")
sig=$(kt_subkey "$fpr" s) enc=$(kt_subkey "$fpr" e)
backup=$WORK/spare.asc

# kt_await_card [SERIAL|!SERIAL] — wait until scdaemon sees the card (or any card but SERIAL). In
# the sandbox GnuPG 2.2's scdaemon does not always move to the other reader by itself; a
# fresh gpg-agent (and scdaemon) rescans the readers.
kt_await_card() {
    local want=$1 got i
    for i in 1 2 3 4 5 6 7 8 9 10; do
        got=$(gpg-connect-agent "SCD SERIALNO" /bye 2>/dev/null | awk '/^S SERIALNO/{print $3}')
        case $want in
            !*) [ -n "$got" ] && [ "$got" != "${want#!}" ] && { echo "$got"; return 0; } ;;
            *) [ "$got" = "$want" ] && { echo "$got"; return 0; } ;;
        esac
        [ $((i % 3)) = 0 ] && gpgconf --kill gpg-agent
        sleep 1
    done
    kw_fail "scdaemon does not see card $want (last: $got)"
}

# GnuPG 2.2's scdaemon uses one card at a time: card B waits outside until A is done.
kw_card_ctl 1 remove >/dev/null
kw_wait_card 1 absent
kt_run keytocard move --key "$fpr" --backup "$backup" --remove-local --map "$sig=sig" --map "$enc=enc"
[ "$KT_RC" = 0 ] || kw_fail "move to card A"
serialA=$(gpg-connect-agent "SCD SERIALNO" /bye | awk '/^S SERIALNO/{print $3}')
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card A"

echo "== swap to card B"
kw_card_ctl 0 remove >/dev/null
kw_wait_card 0 absent
kw_card_ctl 1 insert >/dev/null
kw_wait_card 1 present
kt_await_card "!$serialA" >/dev/null
kt_run keytocard move --key "$fpr" --backup "$backup" --existing-backup --remove-local \
    --map "$sig=sig" --map "$enc=enc"
[ "$KT_RC" = 0 ] || kw_fail "move to card B from the backup"
serialB=$(gpg-connect-agent "SCD SERIALNO" /bye | awk '/^S SERIALNO/{print $3}')
[ "$serialA" != "$serialB" ] || kw_fail "both moves went to the same card"
kw_assert_eq "$sig" "$(kt_card_fpr 1)" "card B slot 1"
kw_assert_eq T "$(kt_where "$(kt_grip "$sig")")" "local copy removed"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card B"
kt_decrypt_with "$USER_PIN" "$email" || kw_fail "decrypt with card B"

echo "== swap back to card A"
kw_card_ctl 1 remove >/dev/null
kw_wait_card 1 absent
kw_card_ctl 0 insert >/dev/null
kw_wait_card 0 present
kt_await_card "$serialA" >/dev/null
kt_run switch-stubs
[ "$KT_RC" = 0 ] || kw_fail "switch-stubs to card A"
kw_assert_contains "$(gpg-connect-agent "KEYINFO $(kt_grip "$sig")" /bye)" "$serialA" "stub points to A"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card A after the swap"
kt_decrypt_with "$USER_PIN" "$email" || kw_fail "decrypt with card A after the swap"

echo "== and to card B again"
kw_card_ctl 0 remove >/dev/null
kw_wait_card 0 absent
kw_card_ctl 1 insert >/dev/null
kw_wait_card 1 present
kt_await_card "$serialB" >/dev/null
kt_run switch-stubs
[ "$KT_RC" = 0 ] || kw_fail "switch-stubs to card B"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card B after the swap"
echo "PASS keytocard two cards"
