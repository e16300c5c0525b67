#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# faults.sh KT — a fault at each step of the move leaves the key recoverable: after every
# failure the key is restored (from the keyring or the verified backup) and used to sign.
# Each case prints what was injected and where the key was left.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"

n=0
# new_key — a fresh 25519 key per case, so one case cannot mask another.
new_key() {
    n=$((n + 1))
    email=fault$n@keyward.test
    fpr=$(kt_gen 25519 "$email")
    sig=$(kt_subkey "$fpr" s)
    backup=$WORK/fault$n.asc
}
slot_empty_or_not() { [ -z "$(kt_card_fpr 1)" ] && echo "card slot 1 empty" || echo "card slot 1 holds $(kt_card_fpr 1)"; }
report() { echo "  left: agent key type $(kt_where "$(kt_grip "$sig")"), $(slot_empty_or_not), backup $([ -f "$backup" ] && echo "$backup" || echo none)"; }
# kt_reset_card — card 0 back to normal (no failures, no latency, inserted) and a fresh agent
# and scdaemon that see it.
kt_reset_card() {
    kw_card_ctl 0 fail 0 >/dev/null
    kw_card_ctl 0 latency 0 >/dev/null
    kw_card_ctl 0 remove >/dev/null
    kw_wait_card 0 absent
    kw_card_ctl 0 insert >/dev/null
    kw_wait_card 0 present
    gpgconf --kill gpg-agent
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        gpg-connect-agent "SCD SERIALNO" /bye 2>/dev/null | grep >/dev/null "^S SERIALNO" && return 0
        sleep 1
    done
    kw_fail "the card does not come back"
}

echo "== 1. backup location does not exist"
new_key
kt_run keytocard move --key "$fpr" --backup "$WORK/no/such/dir/b.asc" --remove-local --map "$sig=sig"
[ "$KT_RC" = 1 ] || kw_fail "expected failure"
kw_assert_contains "$(cat "$WORK/err")" "does not exist" "error text"
kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "key stays local"
kw_assert_eq "" "$(kt_card_fpr 1)" "nothing on the card"
report
kt_assert_recoverable "$email" "$backup"

echo "== 2. backup location not writable (a directory in the way)"
mkdir -p "$WORK/isdir.asc"
kt_run keytocard move --key "$fpr" --backup "$WORK/isdir.asc" --remove-local --map "$sig=sig"
[ "$KT_RC" = 1 ] || kw_fail "expected failure"
kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "key stays local"
report
kt_assert_recoverable "$email" "$backup"

echo "== 3. disk full"
full=$WORK/full
mkdir -p "$full"
if mount -t tmpfs -o size=64k tmpfs "$full" 2>/dev/null; then
    dd if=/dev/zero of="$full/filler" bs=1k count=200 2>/dev/null
    kt_run keytocard move --key "$fpr" --backup "$full/b.asc" --remove-local --map "$sig=sig"
    [ "$KT_RC" = 1 ] || kw_fail "expected failure on a full disk"
    [ -e "$full/b.asc" ] && kw_fail "a partial backup was left"
    kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "key stays local"
    report
    kt_assert_recoverable "$email" "$full/b.asc"
    umount "$full"
else
    echo "  SKIP: cannot mount a small tmpfs here"
fi

echo "== 4. wrong admin PIN"
new_key
KT_ADMIN=87654321 kt_run keytocard move --key "$fpr" --backup "$backup" --remove-local --map "$sig=sig"
[ "$KT_RC" = 1 ] || kw_fail "expected failure"
kw_assert_contains "$(cat "$WORK/err")" "PIN" "error text"
kw_assert_contains "$(cat "$WORK/err")" "still in your local keyring" "error says where"
kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "key stays local"
report
kt_assert_recoverable "$email" "$backup"

echo "== 5. card pulled before the move"
new_key
kw_card_ctl 0 remove >/dev/null
kw_wait_card 0 absent
kt_run keytocard move --key "$fpr" --backup "$backup" --remove-local --map "$sig=sig"
[ "$KT_RC" = 1 ] || kw_fail "expected failure"
kw_card_ctl 0 insert >/dev/null
kw_wait_card 0 present
kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "key stays local"
report
kt_assert_recoverable "$email" "$backup"

echo "== 6. card fails the next commands (SW 6581, memory failure)"
new_key
kw_card_ctl 0 fail 4 6581 >/dev/null
kt_run keytocard move --key "$fpr" --backup "$backup" --remove-local --map "$sig=sig"
[ "$KT_RC" = 1 ] || kw_fail "expected failure"
kt_reset_card
kw_assert_eq D "$(kt_where "$(kt_grip "$sig")")" "key stays local"
report
kt_assert_recoverable "$email" "$backup"

# Cases 7 and 8 strike while gpg-agent runs KEYTOCARD: gpg-agent's (test) pinentry answers,
# and the moment it has handed over the admin PIN the card is pulled or the agent killed.
# The key's passphrase is the admin PIN here, so the queued answers fit whatever is asked.
during_keytocard() {
    local action=$1
    KT_PASS=12345678 new_key
    KT_PASS=12345678 kt_run keytocard backup --key "$fpr" --backup "$backup"
    [ "$KT_RC" = 0 ] || kw_fail "backup"
    : >"$KEYWARD_SANDBOX/pinentry/log"
    kw_pinentry_answers 12345678 12345678 12345678
    kw_card_ctl 0 latency 300 >/dev/null
    (
        for _ in $(seq 600); do
            grep -q "Admin PIN" "$KEYWARD_SANDBOX/pinentry/log" && break
            sleep 0.05
        done
        eval "$action"
    ) &
    KT_RC=0
    "$KT" keytocard move --key "$fpr" --backup "$backup" --existing-backup --remove-local \
        --replace --map "$sig=sig" >"$WORK/out" 2>"$WORK/err" || KT_RC=$?
    wait
    echo "  move (pinentry) -> $KT_RC"
    sed 's/^/    | /' "$WORK/out" "$WORK/err"
    : >"$KEYWARD_SANDBOX/pinentry/answers"
    kt_reset_card
    report
    KT_PASS=12345678 kt_assert_recoverable "$email" "$backup"
}

echo "== 7. card pulled while KEYTOCARD runs"
during_keytocard "kw_card_ctl 0 remove >/dev/null"

echo "== 8. gpg-agent killed while KEYTOCARD runs"
during_keytocard "gpgconf --kill gpg-agent"

echo "== 9. card does not take the algorithm"
new_key
gpg --batch --pinentry-mode loopback --passphrase "$KT_PASS" --quick-add-key "$fpr" rsa1024 sign 0 2>/dev/null
rsa=$(gpg --with-colons --list-keys "$fpr" | awk -F: '/^sub/{hit=($3==1024)} /^fpr/ && hit {print $10; exit}')
[ -n "$rsa" ] || kw_fail "no rsa1024 subkey"
kt_run keytocard move --key "$fpr" --backup "$backup" --remove-local --map "$rsa=sig"
[ "$KT_RC" = 1 ] || kw_fail "expected refusal"
kw_assert_contains "$(cat "$WORK/err")" "does not support" "error text"
report
kt_assert_recoverable "$email" "$backup"
echo "PASS keytocard faults"
