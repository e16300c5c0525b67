#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The end-to-end OpenPGP benchmark path on the virtual card (sandbox, card 0):
# keyward-cli bench --card --path end-to-end through gpg-agent (sign, decrypt,
# authenticate; JSON: samples, path, virtual device); a wrong PIN fails once
# with a clear error, burns one try only and does not hang; a wrong PIN in
# three cases costs one try and stops the run; at one try left no PIN is sent
# without --yes; missing agent stubs for the card keys are learnt;
# keyward-agentloop and tests/bench/agent-e2e.sh (short mode) still produce
# their figures.
# With the argument "nocard" (a sandbox without cards): no card is reported at once.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"

U=123456
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
field() { awk -v k="\"$1\":" '$1 == k { v = $2; sub(/,$/, "", v); print v }' <<<"$2"; }
count() { grep -c -- "$1" <<<"$2" || true; }
pinretry() { gpg --card-status --with-colons 2>/dev/null | awk -F: '$1 == "pinretry" { print $2 }'; }

# --- without a card (agent_e2e.sh nocard): a clear error at once, no wait ----------------
if [ "${1:-}" = nocard ]; then
    t0=$SECONDS
    set +e
    KEYWARD_PIN=$U timeout 30 keyward-cli bench --card --path end-to-end --op sign \
        --iterations 3 --no-store >/dev/null 2>"$work/nocard.err"
    rc=$?
    set -e
    [ "$rc" = 1 ] || kw_fail "no card: expected exit 1, got $rc: $(cat "$work/nocard.err")"
    grep -q 'no card' "$work/nocard.err" || kw_fail "no card not reported: $(cat "$work/nocard.err")"
    [ $((SECONDS - t0)) -lt 8 ] || kw_fail "no card took $((SECONDS - t0)) s"
    echo "ok - no card: $(cat "$work/nocard.err")"
    exit 0
fi

# --- the comparison script, short; it makes the RSA-2048 keys the rest uses -------------
# (gpg --card-edit generate through the virtual card tests' helper, uid bench@example.org)
res=$(timeout 60 bash "$KEYWARD_SOURCE_DIR/tests/bench/agent-e2e.sh" -n 3 --gpg-n 2 --rounds 1)
echo "$res"
for op in sign decrypt; do
    grep -Eq "^result $op keyward_ms=[0-9.]+ minimal_ms=[0-9.]+ gpg_ms=[0-9.]+ keyward_per_minimal=[0-9.]+ gpg_per_keyward=[0-9.]+$" <<<"$res" ||
        kw_fail "agent-e2e.sh printed no $op result"
done
echo "ok - agent-e2e.sh prints medians and ratios"

# --- wrong PIN: a new scdaemon (no PIN verified yet); one failed try, a clear error -----
vc_kill_scd
for _ in $(seq 60); do # the agent's next scdaemon: bounded wait
    gpg-connect-agent 'SCD SERIALNO' /bye 2>/dev/null | grep >/dev/null '^S SERIALNO' && break
    sleep 0.25
done
before=$(pinretry)
set +e
KEYWARD_PIN=654321 timeout 30 keyward-cli --json bench --card --path end-to-end --op decrypt \
    --iterations 3 --no-store >"$work/wrong.json" 2>"$work/wrong.err"
rc=$?
set -e
[ "$rc" = 1 ] || kw_fail "wrong PIN: expected exit 1 (no hang), got $rc: $(cat "$work/wrong.err")"
grep -q 'wrong PIN' "$work/wrong.err" || kw_fail "wrong PIN not reported: $(cat "$work/wrong.err")"
grep -q 'tries left' "$work/wrong.err" || kw_fail "tries left not reported: $(cat "$work/wrong.err")"
kw_assert_contains "$(cat "$work/wrong.json")" '"failed": [' "wrong PIN JSON"
kw_assert_contains "$(cat "$work/wrong.json")" 'Bad PIN' "wrong PIN JSON"
[ "$(pinretry)" = $((before - 1)) ] || kw_fail "retry counter $before -> $(pinretry): more than one try burnt"
echo "ok - wrong PIN: $(grep -o 'wrong PIN[^.]*' "$work/wrong.err")"

# --- wrong PIN in three cases: the first refusal stops the run, one try in all -----------
before=$(pinretry)
set +e
KEYWARD_PIN=654321 timeout 60 keyward-cli bench --card --path end-to-end \
    --op sign,decrypt,authenticate --iterations 3 --no-store >/dev/null 2>"$work/wrong3.err"
rc=$?
set -e
[ "$rc" = 1 ] || kw_fail "wrong PIN, 3 cases: exit 1 expected, got $rc: $(cat "$work/wrong3.err")"
grep -q '^stopped: ' "$work/wrong3.err" || kw_fail "the run did not stop: $(cat "$work/wrong3.err")"
[ "$(pinretry)" = $((before - 1)) ] ||
    kw_fail "three cases with a wrong PIN: counter $before -> $(pinretry), not $((before - 1))"
[ "$(pinretry)" = 1 ] || kw_fail "expected one try left now: $(pinretry)"
echo "ok - wrong PIN in three cases used one try"

# --- one try left: gpg-agent gets no PIN without --yes (exit 3) --------------------------
set +e
KEYWARD_PIN=654321 timeout 60 keyward-cli bench --card --path end-to-end --op sign \
    --iterations 3 --no-store >/dev/null 2>"$work/last.err"
rc=$?
set -e
[ "$rc" = 3 ] || kw_fail "one try left: exit 3 expected, got $rc: $(cat "$work/last.err")"
grep -q 'one try left' "$work/last.err" || kw_fail "no word about the last try: $(cat "$work/last.err")"
[ "$(pinretry)" = 1 ] || kw_fail "the PIN reached the card at one try left: $(pinretry)"
# --yes agrees to the last try; the right PIN restores the counter.
KEYWARD_PIN=$U timeout 60 keyward-cli bench --card --path end-to-end --op sign --iterations 2 \
    --yes --no-store >/dev/null 2>"$work/yes.err" || kw_fail "--yes: $(cat "$work/yes.err")"
[ "$(pinretry)" = 3 ] || kw_fail "the right PIN with --yes did not restore the counter: $(pinretry)"
echo "ok - at one try left nothing is sent without --yes; --yes and the right PIN restore 3"

# --- sign, decrypt, authenticate end to end ---------------------------------------------
export KEYWARD_PIN=$U
out=$(timeout 60 keyward-cli --json bench --card --path end-to-end \
    --op sign,decrypt,authenticate,keygen --iterations 5 --warmup 1 --no-store)
[ "$(count '"uuid":' "$out")" = 3 ] || kw_fail "expected 3 runs: $out"
[ "$(count '"path": "end-to-end"' "$out")" = 3 ] || kw_fail "path: $out"
[ "$(count '"algorithm": "RSA-2048"' "$out")" = 3 ] || kw_fail "algorithm: $out"
for op in sign decrypt authenticate; do
    kw_assert_contains "$out" "\"operation\": \"$op\""
done
kw_assert_contains "$out" '"kind": "openpgp-card"'
kw_assert_contains "$out" '"gpg-agent": "2.'
# Every run and every device object says virtual; nothing says otherwise.
[ "$(count '"virtual": true' "$out")" = 6 ] || kw_fail "not marked virtual: $out"
[ "$(count '"virtual": false' "$out")" = 0 ] || kw_fail "a virtual card result marked real"
kw_assert_contains "$out" '"reason":' "key generation skipped"
field count "$out" | grep >/dev/null -x 5 || kw_fail "5 samples per run expected"
for m in $(field min "$out"); do
    awk -v v="$m" 'BEGIN { exit !(v > 0) }' || kw_fail "a sample is not positive: $m"
done
[ "$(pinretry)" = 3 ] || kw_fail "retry counter not restored by the right PIN: $(pinretry)"
echo "ok - end-to-end sign, decrypt, authenticate: medians $(field median "$out" | tr '\n' ' ')"

# --- an algorithm the card's keys are not: named as skipped, with why --------------------
# The card holds RSA-2048 keys: with --alg rsa2048,p256 sign runs once (RSA-2048) and
# P-256 sign is named in "skipped" (JSON), in the report and after the results (text).
out=$(timeout 60 keyward-cli --json bench --card --path end-to-end --alg rsa2048,p256 --op sign \
    --iterations 2 --warmup 0 --no-store --html "$work/skipped.html" 2>"$work/skipped.err")
[ "$(count '"uuid":' "$out")" = 1 ] || kw_fail "expected the RSA-2048 sign run only: $out"
python3 - "$out" <<'PY' || kw_fail "no skipped P-256 sign with its reason: $out"
import json, sys
skipped = json.loads(sys.argv[1])["skipped"]
assert len(skipped) == 1, skipped
s = skipped[0]
assert (s["algorithm"], s["operation"]) == ("ECDSA-P256", "sign"), s
assert s["reason"] == "the card holds RSA-2048 keys", s
assert s["device"].endswith("(virtual)"), s
assert s["text"] == "ECDSA-P256 sign on %s: the card holds RSA-2048 keys." % s["device"], s
PY
grep -q '<h2>Skipped cases</h2>' "$work/skipped.html" || kw_fail "the report has no skipped cases"
grep -q 'ECDSA-P256 sign on .*: the card holds RSA-2048 keys\.' "$work/skipped.html" ||
    kw_fail "the report does not name the skipped case"
grep -qF "Saved the report to $work/skipped.html." "$work/skipped.err" ||
    kw_fail "no confirmation of the report: $(cat "$work/skipped.err")"
set +e
text=$(timeout 60 keyward-cli bench --card --path end-to-end --alg p256 --op sign \
    --iterations 2 --warmup 0 --no-store 2>/dev/null)
rc=$?
set -e
[ "$rc" = 1 ] || kw_fail "nothing measured: exit 1 expected, got $rc: $text"
kw_assert_contains "$text" "Skipped, not measured:" "the text names the skipped cases"
grep -q '^  ECDSA-P256 sign on .*(virtual): the card holds RSA-2048 keys\.$' <<<"$text" ||
    kw_fail "the text does not name the skipped case: $text"
echo "ok - P-256 sign on an RSA-2048 card: skipped with why (JSON, text, report)"

# --- the agent without stubs for the card keys: the runner has it learn them -------------
rm -f "$GNUPGHOME"/private-keys-v1.d/*.key
gpgconf --reload gpg-agent
out=$(timeout 60 keyward-cli --json bench --card --path end-to-end --op decrypt --iterations 2 \
    --warmup 0 --no-store)
[ "$(count '"uuid":' "$out")" = 1 ] || kw_fail "decrypt without stubs: $out"
gpg-connect-agent 'KEYINFO --list' /bye | grep >/dev/null ' T .* OPENPGP.2 ' || kw_fail "no stub learnt"
echo "ok - stubs learnt from the card"

# --- the minimal client -------------------------------------------------------------------
loop=$KEYWARD_BUILD_DIR/tests/bench/keyward-agentloop
printf '%s\n' $U >"$work/pin"
for op in sign decrypt; do
    m=$(timeout 30 "$loop" --op "$op" -n 3 --warmup 1 --pin-file "$work/pin")
    kw_assert_contains "$m" "\"op\":\"$op\""
    med=$(sed -n 's/.*"median_ms":\([0-9.]*\).*/\1/p' <<<"$m")
    awk -v v="$med" 'BEGIN { exit !(v > 0) }' || kw_fail "agentloop $op: $m"
done
echo "ok - keyward-agentloop sign and decrypt"
