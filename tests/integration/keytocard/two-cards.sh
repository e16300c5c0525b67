#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# two-cards.sh KT — the same subkeys on two cards: move to card A (local copy removed), then to
# card B from the verified backup; sign with A, swap, switch stubs, sign with B, and back.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"
[ "$KEYWARD_SANDBOX_CARDS" -ge 2 ] || kw_fail "needs two cards"

# GnuPG 2.2's scdaemon uses only the first PC/SC reader unless reader-port names one, and the
# sandbox's cards sit in different readers. "Inserting" card I for scdaemon therefore means:
# pull the other card, point reader-port at reader I and start a fresh agent (and scdaemon).
kt_insert() {
    local i=$1 other=$((1 - $1)) reader
    kw_card_ctl "$other" remove >/dev/null
    kw_wait_card "$other" absent
    kw_card_ctl "$i" insert >/dev/null
    kw_wait_card "$i" present
    reader=$(kw_reader "$i")
    sed -i '/^reader-port /d' "$GNUPGHOME/scdaemon.conf"
    echo "reader-port $reader" >>"$GNUPGHOME/scdaemon.conf"
    gpgconf --kill gpg-agent
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        serial=$(gpg-connect-agent "SCD SERIALNO" /bye 2>/dev/null | awk '/^S SERIALNO/{print $3}')
        [ -n "$serial" ] && return 0
        sleep 1
    done
    kw_fail "scdaemon does not see card $i in $reader"
}

email=spare@keyward.test
fpr=$(kt_gen 25519 "$email")
sig=$(kt_subkey "$fpr" s) enc=$(kt_subkey "$fpr" e)
backup=$WORK/spare.asc

echo "== card A"
kt_insert 0
serialA=$serial
kt_run keytocard move --key "$fpr" --backup "$backup" --remove-local --map "$sig=sig" --map "$enc=enc"
[ "$KT_RC" = 0 ] || kw_fail "move to card A"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card A"

echo "== card B, filled from the verified backup"
kt_insert 1
serialB=$serial
[ "$serialA" != "$serialB" ] || kw_fail "both cards have the same serial"
kt_run keytocard move --key "$fpr" --backup "$backup" --existing-backup --remove-local \
    --map "$sig=sig" --map "$enc=enc"
[ "$KT_RC" = 0 ] || kw_fail "move to card B from the backup"
kw_assert_eq "$sig" "$(kt_card_fpr 1)" "card B slot 1"
kw_assert_contains "$(gpg-connect-agent "KEYINFO $(kt_grip "$sig")" /bye)" " T $serialB" "stub points to B"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card B"
kt_decrypt_with "$USER_PIN" "$email" || kw_fail "decrypt with card B"

echo "== swap to card A"
kt_insert 0
kt_sign_with "$USER_PIN" "$email" && echo "  note: signing worked before switching stubs"
kt_run switch-stubs
[ "$KT_RC" = 0 ] || kw_fail "switch-stubs to card A"
kw_assert_contains "$(gpg-connect-agent "KEYINFO $(kt_grip "$sig")" /bye)" " T $serialA" "stub points to A"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card A after the swap"
kt_decrypt_with "$USER_PIN" "$email" || kw_fail "decrypt with card A after the swap"

echo "== swap to card B"
kt_insert 1
kt_run switch-stubs
[ "$KT_RC" = 0 ] || kw_fail "switch-stubs to card B"
kw_assert_contains "$(gpg-connect-agent "KEYINFO $(kt_grip "$sig")" /bye)" " T $serialB" "stub points to B"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with card B after the swap"
echo "PASS keytocard two cards"
