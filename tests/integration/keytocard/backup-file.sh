#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# backup-file.sh KT — the backup file is the only off-card copy of a key, so: an existing file is
# refused (exit 3) unless --replace-backup (with confirmation), which renames it aside and never
# deletes it; a planted link or a world-writable temporary file never receives the key; the
# backup is 0600 whatever the umask; and a backup changed after it was verified stops the removal
# of the local key. Judged with stat, sha256sum and gpg.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"

sha() { sha256sum "$1" | cut -d' ' -f1; }

email=backup-file@keyward.test
fpr=$(kt_gen 25519 "$email")
sig=$(kt_subkey "$fpr" s)
backup=$WORK/only-copy.asc

echo "== 1. a new backup is 0600 even with umask 000"
(umask 000 && kt_run keytocard backup --key "$fpr" --backup "$backup")
[ -s "$backup" ] || kw_fail "no backup written"
kw_assert_eq 600 "$(stat -c %a "$backup")" "mode of the backup"
first=$(sha "$backup")

echo "== 2. an existing backup is refused, and left as it was"
kt_run keytocard backup --key "$fpr" --backup "$backup"
kw_assert_eq 3 "$KT_RC" "exit status for an existing backup"
kw_assert_contains "$(cat "$WORK/err")" "already exists" "refusal text"
kw_assert_eq "$first" "$(sha "$backup")" "backup unchanged"
kt_run keytocard move --key "$fpr" --backup "$backup" --remove-local --map "$sig=sig"
kw_assert_eq 3 "$KT_RC" "move onto an existing backup"
kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "key stays local"
kw_assert_eq "" "$(kt_card_fpr 1)" "nothing on the card"
kw_assert_eq "$first" "$(sha "$backup")" "backup unchanged"

echo "== 3. --replace-backup without a terminal and without --yes is refused"
kt_run keytocard backup --key "$fpr" --backup "$backup" --replace-backup </dev/null
kw_assert_eq 3 "$KT_RC" "replace without confirmation"
kw_assert_eq "$first" "$(sha "$backup")" "backup unchanged"
[ -e "$backup.replaced-1" ] && kw_fail "renamed aside without confirmation"

echo "== 4. --replace-backup --yes keeps the old file beside the new one"
kt_run keytocard backup --key "$fpr" --backup "$backup" --replace-backup --yes
kw_assert_eq 0 "$KT_RC" "replace with confirmation"
kw_assert_eq "$first" "$(sha "$backup.replaced-1")" "the old backup, renamed aside"
kw_assert_contains "$(cat "$WORK/out")" "$backup.replaced-1" "the user is told where it went"
kt_restore_and_use "$backup" "$email" || kw_fail "the new backup does not restore"
kt_restore_and_use "$backup.replaced-1" "$email" || kw_fail "the old backup does not restore"

echo "== 5. a planted link at the temporary name is removed, never written through"
victim=$WORK/victim.txt
echo "someone else's file" >"$victim"
chmod 644 "$victim"
planted=$WORK/planted.asc
ln -s "$victim" "$planted.kwtmp"
kt_run keytocard backup --key "$fpr" --backup "$planted"
kw_assert_eq 0 "$KT_RC" "backup next to a planted link"
kw_assert_eq "someone else's file" "$(cat "$victim")" "the link's target"
[ -L "$planted.kwtmp" ] && kw_fail "the planted link is still there"
kw_assert_contains "$(cat "$WORK/out")" "$planted.kwtmp" "the user is told about the leftover"
kw_assert_eq 600 "$(stat -c %a "$planted")" "mode of the backup"

echo "== 6. a leftover 0666 temporary file of a killed run is removed"
open=$WORK/open.asc
echo "half a key" >"$open.kwtmp-0123456789ab"
chmod 666 "$open.kwtmp-0123456789ab"
kt_run keytocard backup --key "$fpr" --backup "$open"
kw_assert_eq 0 "$KT_RC" "backup next to a leftover"
[ -e "$open.kwtmp-0123456789ab" ] && kw_fail "the leftover is still there"
kw_assert_contains "$(cat "$WORK/out")" "interrupted run" "the user is told"
kw_assert_eq 600 "$(stat -c %a "$open")" "mode of the backup"

echo "== 7. a backup changed after it was verified stops the removal of the local key"
# The pinentry answers here (the key's passphrase is the admin PIN); the moment it hands over the
# admin PIN, the backup is changed on disk, before the local key would be removed.
email=changed@keyward.test
fpr=$(KT_PASS=12345678 kt_gen 25519 "$email")
sig=$(kt_subkey "$fpr" s)
changed=$WORK/changed.asc
KT_PASS=12345678 kt_run keytocard backup --key "$fpr" --backup "$changed"
kw_assert_eq 0 "$KT_RC" "backup"
: >"$KEYWARD_SANDBOX/pinentry/log"
kw_pinentry_answers 12345678 12345678 12345678
kw_card_ctl 0 latency 200 >/dev/null
(
    for _ in $(seq 600); do
        grep -q "Admin PIN" "$KEYWARD_SANDBOX/pinentry/log" && break
        sleep 0.05
    done
    echo "# changed" >>"$changed"
) &
KT_RC=0
"$KT" keytocard move --key "$fpr" --backup "$changed" --existing-backup --remove-local \
    --replace --map "$sig=sig" >"$WORK/out" 2>"$WORK/err" || KT_RC=$?
wait
kw_card_ctl 0 latency 0 >/dev/null
: >"$KEYWARD_SANDBOX/pinentry/answers"
echo "  move (pinentry) -> $KT_RC"
sed 's/^/    | /' "$WORK/out" "$WORK/err"
grep -q "Admin PIN" "$KEYWARD_SANDBOX/pinentry/log" || kw_fail "the admin PIN was never asked"
kw_assert_eq 1 "$KT_RC" "move with a changed backup"
kw_assert_contains "$(cat "$WORK/err")" "changed since it was verified" "error text"
kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "the local key was not removed"
KT_PASS=12345678 kt_sign_with 12345678 "$email" || kw_fail "the local key no longer signs"
echo "PASS keytocard backup file"
