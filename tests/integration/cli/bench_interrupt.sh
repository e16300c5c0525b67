#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench stopped by a signal: the case that was running stops after
# its current operation, the finished case is printed and stored, the exit
# status says which signal, and --progress shows the run is alive.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite

# Two cases of 8 s each; the signal goes as soon as the second one starts.
keyward-cli --json bench --token keyward-test --alg p256,rsa2048 --op sign --duration 8 \
    --warmup 1 --store "$store" --progress >"$work/out" 2>"$work/err" &
pid=$!
for _ in $(seq 1 400); do
    grep -q '^\[2/2\]' "$work/err" && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
grep -q '^\[2/2\]' "$work/err" || kw_fail "second case never started: $(cat "$work/err")"
kill -TERM "$pid"
set +e
wait "$pid"
rc=$?
set -e
out=$(cat "$work/out")
err=$(cat "$work/err")
kw_assert_eq 143 "$rc" "exit status after SIGTERM"
kw_assert_contains "$err" "interrupted: 1 of 2 cases finished" "interrupt message"
kw_assert_contains "$out" '"interrupted": true' "JSON says interrupted"
# Progress: a start line, at least one line with a percentage, per case.
kw_assert_contains "$err" "[1/2] " "progress of case 1"
grep -q '^\[1/2\] .*: finished, [0-9]* operations' <<<"$err" || kw_fail "case 1 not finished: $err"
grep -q '^\[2/2\] .*: cancelled, [0-9]* operations' <<<"$err" || kw_fail "case 2 not cancelled: $err"
grep -q '^\[1/2\] .*: [0-9]* %, [0-9]* operations' <<<"$err" || kw_fail "no progress figures: $err"
# Only the finished case is a run, and the store has exactly that one.
[ "$(grep -c '"uuid":' <<<"$out")" = 1 ] || kw_fail "expected 1 finished run: $out"
kw_assert_contains "$out" '"algorithm": "ECDSA-P256"' "the finished case"
listed=$(keyward-cli --json bench list --store "$store")
[ "$(grep -c '"uuid":' <<<"$listed")" = 1 ] || kw_fail "store should hold 1 run: $listed"
# The cancelled case ended its sessions: the token still works for the next run.
out2=$(keyward-cli --json bench --token keyward-test --alg p256 --op sign --iterations 5 --no-store)
kw_assert_contains "$out2" '"interrupted": false' "a normal run afterwards"
echo "ok - bench stopped by SIGTERM: 1 of 2 cases kept, exit 143, progress on stderr"

# interrupt_after SECONDS CMD...: start CMD, SIGTERM it after SECONDS, its exit status in $rc.
interrupt_after() {
    local wait_s=$1
    shift
    "$@" >"$work/out2" 2>"$work/err2" &
    local p=$!
    sleep "$wait_s"
    kill -TERM "$p" 2>/dev/null || true
    set +e
    wait "$p"
    rc=$?
    set -e
}
# bench tls and token pool fill end the same way: 128 + the signal, not 1 or 0.
interrupt_after 3 keyward-cli bench tls --token keyward-test --key-type p256 --duration 30 --no-store
kw_assert_eq 143 "$rc" "bench tls after SIGTERM ($(tail -3 "$work/err2"))"
interrupt_after 2 keyward-cli --json token pool fill --token keyward-test --key-type rsa2048 --count 500
kw_assert_eq 143 "$rc" "token pool fill after SIGTERM ($(tail -3 "$work/err2"))"
kw_assert_contains "$(cat "$work/out2")" '"interrupted": true' "pool fill JSON says interrupted"
echo "ok - bench tls and token pool fill stopped by SIGTERM: exit 143"
