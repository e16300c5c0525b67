#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# move.sh KT FAMILY keep|remove — move the sign/encrypt/auth subkeys of a new key to the card
# with a verified backup; judge with gpg: the card signs and decrypts (remove) or the local key
# stays in use (keep); the backup restores into an empty keyring.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"
family=${2:?family} mode=${3:?keep|remove}
email=move-$family@keyward.test
fpr=$(kt_gen "$family" "$email")
sig=$(kt_subkey "$fpr" s) enc=$(kt_subkey "$fpr" e) auth=$(kt_subkey "$fpr" a)

kt_run keytocard list --key "$fpr"
[ "$KT_RC" = 0 ] || kw_fail "list"
kw_assert_contains "$(cat "$WORK/out")" "$sig" "list"

backup=$WORK/backup.asc
kt_run keytocard move --key "$fpr" --backup "$backup" --paper --$mode-local \
    --map "$sig=sig" --map "$enc=enc" --map "$auth=auth"
[ "$KT_RC" = 0 ] || kw_fail "move failed"
[ -s "$backup" ] && [ -s "$backup.txt" ] || kw_fail "backup files missing"

for pair in "1 $sig" "2 $enc" "3 $auth"; do
    set -- $pair
    kw_assert_eq "$2" "$(kt_card_fpr "$1")" "card fingerprint slot $1"
done

count0=$(kt_sig_counter)
if [ "$mode" = remove ]; then
    for sub in "$sig" "$enc" "$auth"; do
        kw_assert_eq T "$(kt_where "$(kt_grip "$sub")")" "agent key type for $sub"
    done
    gpg -K --with-colons "$fpr" | grep >/dev/null '^ssb:.*:D276' || kw_fail "gpg -K shows no card serial"
    kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with the card"
    kw_assert_eq $((count0 + 1)) "$(kt_sig_counter)" "signature counter"
    kt_decrypt_with "$USER_PIN" "$email" || kw_fail "decrypt with the card"
else
    for sub in "$sig" "$enc" "$auth"; do
        kw_assert_eq D "$(kt_where "$(kt_grip "$sub")")" "agent key type for $sub"
    done
    kt_sign_with "$KT_PASS" "$email" || kw_fail "sign with the kept local key"
    kw_assert_eq "$count0" "$(kt_sig_counter)" "signature counter (local key used)"
    kt_decrypt_with "$KT_PASS" "$email" || kw_fail "decrypt with the kept local key"
    # GnuPG 2.2 trap: gpg --card-status with the card inserted turns the kept key into a stub.
    gpg --card-status >/dev/null 2>&1
    echo "  after gpg --card-status: agent key type $(kt_where "$(kt_grip "$sig")")"
    kt_run keytocard restore-local --key "$fpr" --backup "$backup"
    [ "$KT_RC" = 0 ] || kw_fail "restore-local"
    for sub in "$sig" "$enc" "$auth"; do
        kw_assert_eq D "$(kt_where "$(kt_grip "$sub")")" "restored local key $sub"
    done
    kt_sign_with "$KT_PASS" "$email" || kw_fail "sign with the restored local key"
fi
kt_restore_and_use "$backup" "$email" || kw_fail "backup does not restore"
echo "PASS keytocard move $family $mode"
