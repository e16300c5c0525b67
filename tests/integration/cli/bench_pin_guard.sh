#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench never blocks a PIN. The virtual OpenPGP card over PC/SC
# (device time) and a PKCS#11 token whose PIN locks after three tries (the
# fake module): a wrong PIN in a run of three cases (and four threads) costs
# exactly one try and stops the run with a clear message; with one try left
# nothing is sent unless --yes; the right PIN with --yes restores the counter.
# Judged by gpg --card-status and the token's own counter.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
fake=${KEYWARD_FAKE_PKCS11:?}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset KEYWARD_PIN
pinretry() { gpg --card-status --with-colons 2>/dev/null | awk -F: '$1 == "pinretry" { print $2 }'; }
reader=$(kw_reader 0)

# bench_card PIN ARGS... — device time on card 0; scdaemon lets go of the reader first.
bench_card() {
    local pin=$1
    shift
    vc_kill_scd
    rc=0
    KEYWARD_PIN=$pin timeout 60 keyward-cli bench --card "$reader" --path device --iterations 3 --no-store \
        "$@" >"$work/out" 2>"$work/err" || rc=$?
}

# --- the card: wrong PIN, three cases -> one try, the run stops ---------------------------
[ "$(pinretry)" = 3 ] || kw_fail "the card should start with 3 tries: $(pinretry)"
bench_card 654321 --op pin-verify,sign,authenticate
[ "$rc" = 1 ] || kw_fail "wrong PIN: exit 1 expected, got $rc: $(cat "$work/err")"
grep -q 'wrong PIN' "$work/err" || kw_fail "wrong PIN not reported: $(cat "$work/err")"
grep -q '^stopped: ' "$work/err" || kw_fail "the run did not say it stopped: $(cat "$work/err")"
[ "$(grep -c '^failed: ' "$work/err")" = 1 ] || kw_fail "more than one case tried: $(cat "$work/err")"
[ "$(pinretry)" = 2 ] || kw_fail "three cases with a wrong PIN: counter 3 -> $(pinretry), not 2"
echo "ok - card: a wrong PIN in three cases used one try: $(grep '^stopped' "$work/err")"

# A second run with the wrong PIN uses one more: the card is at one try.
bench_card 654321 --op sign,pin-verify
[ "$rc" = 1 ] || kw_fail "second wrong PIN: exit $rc"
[ "$(pinretry)" = 1 ] || kw_fail "second run: counter $(pinretry), not 1"

# --- one try left: nothing is sent, exit 3 (refused for safety) ---------------------------
bench_card 654321 --op pin-verify
[ "$rc" = 3 ] || kw_fail "one try left: exit 3 expected, got $rc: $(cat "$work/err")"
grep -q 'one try left' "$work/err" || kw_fail "no word about the last try: $(cat "$work/err")"
grep -q -- '--yes' "$work/err" || kw_fail "the way out (--yes) not named: $(cat "$work/err")"
[ "$(pinretry)" = 1 ] || kw_fail "the refused PIN reached the card: counter $(pinretry)"
bench_card 123456 --op pin-verify
[ "$rc" = 3 ] || kw_fail "one try left, right PIN without --yes: exit $rc"
[ "$(pinretry)" = 1 ] || kw_fail "a PIN was sent without --yes: counter $(pinretry)"
echo "ok - card: at one try left nothing is sent without --yes"

# --- --yes: the user agrees to the last try; the right PIN restores the counter ------------
bench_card 123456 --op pin-verify --yes
[ "$rc" = 0 ] || kw_fail "--yes with the right PIN: exit $rc: $(cat "$work/err")"
[ "$(pinretry)" = 3 ] || kw_fail "the right PIN did not restore the counter: $(pinretry)"
echo "ok - card: --yes and the right PIN restore 3 tries"

# --- PKCS#11: four threads and two cases with a wrong PIN -> one C_Login ------------------
export KEYWARD_FAKE_P11_STATE=$work/p11state
tries() { sed -n 's/^tries=//p' "$KEYWARD_FAKE_P11_STATE"; }
bench_token() {
    local pin=$1
    shift
    rc=0
    KEYWARD_PIN=$pin timeout 60 keyward-cli bench --token fake-token --module "$fake" \
        --iterations 3 --no-store "$@" >"$work/out" 2>"$work/err" || rc=$?
}
bench_token 000000 --alg rsa2048,p256 --op sign --threads 4
[ "$rc" = 1 ] || kw_fail "token, wrong PIN: exit $rc: $(cat "$work/err")"
grep -q '^stopped: ' "$work/err" || kw_fail "token run did not stop: $(cat "$work/err")"
[ "$(tries)" = 2 ] || kw_fail "4 threads x 2 cases with a wrong PIN: tries $(tries), not 2"
echo "ok - token: a wrong PIN on four threads and two cases used one try"

bench_token 000000 --op pin-verify
[ "$(tries)" = 1 ] || kw_fail "second wrong PIN: tries $(tries)"
bench_token 000000 --op pin-verify
[ "$rc" = 3 ] || kw_fail "token final try: exit 3 expected, got $rc: $(cat "$work/err")"
[ "$(tries)" = 1 ] || kw_fail "the final try was used without --yes: tries $(tries)"
grep -q 'one try left' "$work/err" || kw_fail "no word about the final try: $(cat "$work/err")"
echo "ok - token: CKF_USER_PIN_FINAL_TRY refused without --yes"

# The right PIN with --yes: one login resets the counter (the fake token has no keys, so
# PIN verification is the case that can finish).
bench_token 123456 --op pin-verify --yes
[ "$(tries)" = 3 ] || kw_fail "--yes with the right PIN: tries $(tries): $(cat "$work/err")"
echo "ok - token: --yes and the right PIN restore 3 tries"
