#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `keyward-cli token init-sc-hsm` without a SmartCard-HSM: every bad value is a
# usage error (exit 2) before PC/SC is asked (a reader that does not exist is
# never named), no --yes without a terminal is refused (exit 3), and the
# readers it must not use are refused with a sentence while the virtual
# OpenPGP card's state stays byte for byte the same.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${KEYWARD_SANDBOX:?run inside scripts/sandbox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
run() {
    local name=$1
    shift
    rc=0
    timeout 120 "$cli" token init-sc-hsm "$@" > "$name.out" 2> "$name.err" < /dev/null || rc=$?
}
expect_rc() { [ "$rc" = "$2" ] || { cat "$1.out" "$1.err"; fail "$1: exit $rc, expected $2"; }; }
expect_err() { grep -qF -- "$2" "$1.err" || { cat "$1.err"; fail "$1: stderr lacks \"$2\""; }; }
expect_no() { ! grep -qF -- "$2" "$1.err" || { cat "$1.err"; fail "$1: stderr has \"$2\""; }; }

printf '3537363231383830\n' > so.pin
printf '57621880\n' > short-so.pin
printf '35373632313838zz\n' > nothex-so.pin
printf '648219\n' > user.pin
printf '12345\n' > short-user.pin
printf '12345678901234567\n' > long-user.pin
state=$KEYWARD_SANDBOX/card0/state
[ -f "$state" ] || fail "no virtual card state at $state"
before=$(sha256sum < "$state")
nowhere="No Such Reader 00 00"
P=(--so-pin-file so.pin --new-pin-file user.pin)

step "usage errors: exit 2, nothing asked of PC/SC"
run noreader "${P[@]}"
expect_rc noreader 2
expect_err noreader "needs --reader R"
run shares0 --reader "$nowhere" "${P[@]}" --dkek-shares 0
expect_rc shares0 2
expect_err shares0 "--dkek-shares takes a number from 1 to 127"
run retries --reader "$nowhere" "${P[@]}" --retries 11
expect_rc retries 2
run pinarg --reader "$nowhere" --so-pin 3537363231383830
expect_rc pinarg 2
expect_no pinarg "There is no reader"
for bad in short-so nothex-so; do
    run "$bad" --reader "$nowhere" --so-pin-file "$bad.pin" --new-pin-file user.pin --yes
    expect_rc "$bad" 2
    expect_err "$bad" "16 hexadecimal digits"
    expect_no "$bad" "There is no reader"
    expect_no "$bad" "deletes every key"
done
run shortpin --reader "$nowhere" --so-pin-file so.pin --new-pin-file short-user.pin --yes
expect_rc shortpin 2
expect_err shortpin "at least 6 characters"
run longpin --reader "$nowhere" --so-pin-file so.pin --new-pin-file long-user.pin --yes
expect_rc longpin 2
expect_err longpin "longer than 16 characters"
run tries6 --reader "$nowhere" "${P[@]}" --retries 4 --yes
expect_rc tries6 2
expect_err tries6 "at most 3 tries"
! grep -q 648219 ./*.err || fail "a PIN was printed"

step "without --yes and without a terminal: refused (exit 3) after naming the loss"
run noyes --reader "$nowhere" "${P[@]}" --dkek-shares 2
expect_rc noyes 3
expect_err noyes "deletes every key"
expect_err noyes "2 DKEK shares"
expect_err noyes "not a terminal"
expect_no noyes "There is no reader"

step "readers it must not use"
run gone --reader "$nowhere" "${P[@]}" --yes
expect_rc gone 1
expect_err gone "There is no reader named \"$nowhere\"."
run empty --reader "Keyward Virtual Reader 00 01" "${P[@]}" --yes
expect_rc empty 1
expect_err empty "There is no card in \"Keyward Virtual Reader 00 01\"."
run openpgp --reader "Keyward Virtual Reader 00 00" "${P[@]}" --yes
expect_rc openpgp 1
grep -qE "is an OpenPGP card that GnuPG uses|has no SmartCard-HSM application" openpgp.err ||
    { cat openpgp.err; fail "openpgp: no refusal sentence"; }
expect_no openpgp "initialised"
[ "$(sha256sum < "$state")" = "$before" ] || fail "the virtual card's state changed"
echo "PASS"
