#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# two-cards.sh KT — the same subkeys on two cards: move to card A (local copy removed), then to
# card B from the verified backup; sign with A, swap, switch stubs, sign with B, and back.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"
[ "$KEYWARD_SANDBOX_CARDS" -ge 2 ] || kw_fail "needs two cards"

# At the end both cards are in at once: keytocard and switch-stubs refuse to guess, and
# --card names the card that receives the key.
conf_before=$WORK/scdaemon.conf.before
cp "$GNUPGHOME/scdaemon.conf" "$conf_before"

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

echo "== both cards in"
cp "$conf_before" "$GNUPGHOME/scdaemon.conf"
kw_card_ctl 0 insert >/dev/null
kw_wait_card 0 present
kw_wait_card 1 present
gpgconf --kill gpg-agent
version=$(gpg-connect-agent 'GETINFO version' /bye | sed -n 's/^D //p')
email2=both@keyward.test
fpr2=$(kt_gen 25519 "$email2")
sig2=$(kt_subkey "$fpr2" s)
backup2=$WORK/both.asc
for cmd in "keytocard move --key $fpr2 --backup $backup2 --remove-local --map $sig2=sig --replace" \
    "switch-stubs"; do
    # shellcheck disable=SC2086
    kt_run $cmd
    [ "$KT_RC" = 2 ] || kw_fail "$cmd without --card: exit $KT_RC, expected 2"
    # The serials as gpg prints them: 8 hex digits of the AID.
    kw_assert_contains "$(cat "$WORK/err")" "${serialA:20:8}" "the refusal lists card A"
    kw_assert_contains "$(cat "$WORK/err")" "${serialB:20:8}" "the refusal lists card B"
done
kw_assert_eq D "$(kt_where "$(kt_grip "$sig2")")" "the key stays local after the refusals"
[ -e "$backup2" ] && kw_fail "a refused move wrote a backup"
kw_assert_contains "$(gpg-connect-agent "KEYINFO $(kt_grip "$sig")" /bye)" " T $serialB" \
    "switch-stubs without --card left the stubs on B"

kt_run keytocard move --key "$fpr2" --backup "$backup2" --remove-local --map "$sig2=sig" \
    --replace --card 00000000
[ "$KT_RC" = 1 ] || kw_fail "--card 00000000: exit $KT_RC, expected 1"
kw_assert_contains "$(cat "$WORK/err")" "00000000" "the absent card is named"
kw_assert_eq D "$(kt_where "$(kt_grip "$sig2")")" "the key stays local"

# Card B is in the second reader: GnuPG 2.4 reaches it with SWITCHCARD, 2.2 by Keyward
# pointing scdaemon's reader-port at it for the command (scdaemon.conf comes back as it was).
want=$serialB other=$serialA wantIdx=1 otherIdx=0
echo "  gpg-agent $version: moving to card B ($want) with card A ($other) present"
kt_run keytocard move --key "$fpr2" --backup "$backup2" --remove-local --map "$sig2=sig" \
    --replace --card "${want:20:8}"
[ "$KT_RC" = 0 ] || kw_fail "move --card ${want:20:8}"
kw_assert_contains "$(gpg-connect-agent "KEYINFO $(kt_grip "$sig2")" /bye)" " T $want" \
    "the new key's stub points to $want"
kt_run switch-stubs --card "$want"
[ "$KT_RC" = 0 ] || kw_fail "switch-stubs --card $want"
kw_assert_contains "$(gpg-connect-agent "KEYINFO $(kt_grip "$sig2")" /bye)" " T $want" \
    "switch-stubs --card $want binds to $want"
cmp -s "$conf_before" "$GNUPGHOME/scdaemon.conf" || kw_fail "scdaemon.conf changed"
[ ! -e "$GNUPGHOME/scdaemon.conf.keyward-saved" ] || kw_fail "marker left"
case $version in
    2.2.*) kw_assert_contains "$(cat "$WORK/err")" "switched to the reader $(kw_reader 1)" \
        "GnuPG 2.2: the switch is told" ;;
esac
# Each card alone for scdaemon: the named card holds the new key, the other the old one.
kt_insert "$wantIdx"
kw_assert_eq "$sig2" "$(kt_card_fpr 1)" "card $want slot 1 holds the new key"
kt_insert "$otherIdx"
kw_assert_eq "$sig" "$(kt_card_fpr 1)" "card $other slot 1 still holds the first key"
cp "$conf_before" "$GNUPGHOME/scdaemon.conf"
echo "PASS keytocard two cards"
