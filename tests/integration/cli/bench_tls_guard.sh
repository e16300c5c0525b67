#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench tls guarded against disturbance (issue 29): a stranger
# that connects to the benchmark's port and stays silent is refused and
# stalls nothing; a handshake that stalls (forced through the test hook
# KEYWARD_TEST_TLS_STALL) fails the run, which says why and is not stored;
# SIGINT ends a run with 130 and stores nothing, also while a socket step
# waits.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite
stranger=$KEYWARD_SOURCE_DIR/tests/integration/cli/tls_stranger.py

# A JSON field's values, one per line (Qt writes one key per line).
field() { awk -v k="\"$1\":" '$1 == k { v = $2; sub(/,$/, "", v); print v }' <<<"$2"; }
runs() { keyward-cli --json bench list --store "$store" | grep -c '"uuid":' || true; }
# bench ENV... -- ARGS...: keyward-cli ARGS in the background with ENV, its pid
# in $pid, SIGINT not ignored (a shell without job control starts background
# commands with SIGINT ignored; Python puts it back and execs); killed after
# 120 s so that a stalled run cannot hold the test. finish: its exit status in
# $rc.
bench() {
    local vars=()
    while [ "$1" != -- ]; do
        vars+=("$1")
        shift
    done
    shift
    python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' env "${vars[@]}" keyward-cli "$@" >"$work/out" 2>"$work/err" &
    pid=$!
    python3 "$stranger" "$pid" --watchdog 120 &
    watchdog=$!
}
finish() {
    set +e
    wait "$pid"
    rc=$?
    set -e
    wait "$watchdog"
}

# (a) A stranger connects as soon as the server listens and stays silent until
# the run ends: the run ends normally, the stranger is no handshake and no
# failure, and the run is stored.
bench -- --json bench tls --token keyward-test --key-type p256 --duration 2 --store "$store"
python3 "$stranger" "$pid" >"$work/stranger"
finish
out=$(cat "$work/out")
kw_assert_contains "$(cat "$work/stranger")" "connected" "the stranger reached the port"
kw_assert_eq 0 "$rc" "bench tls with a silent stranger ($(cat "$work/err"))"
[ "$(field strangers "$out")" = 1 ] || kw_fail "the stranger was not refused: $out"
[ "$(field failed "$out")" = 0 ] || kw_fail "the stranger counted as a failure: $out"
[ "$(field serverFailed "$out")" = 0 ] || kw_fail "the stranger counted on the server: $out"
awk -v n="$(field handshakes "$out")" 'BEGIN { exit !(n > 0) }' || kw_fail "no handshakes: $out"
kw_assert_eq 1 "$(runs)" "the undisturbed run is stored"
echo "ok - a silent stranger is refused; the run ends and is stored"

# (b) A handshake that stalls, on either side: exit 1, the sentence on
# stderr and in the JSON error, nothing stored.
for side in client server; do
    bench KEYWARD_TEST_TLS_STALL=$side:3 -- --json bench tls --cpu --key-type p256 \
        --duration 2 --store "$store"
    finish
    err=$(cat "$work/err")
    kw_assert_eq 1 "$rc" "a stalled $side ($err)"
    kw_assert_contains "$err" "A TLS handshake stalled for more than" "$side: the sentence"
    kw_assert_contains "$err" "the run was not stored." "$side: not stored, says the sentence"
    kw_assert_contains "$(cat "$work/out")" '"kind": "timeout"' "$side: the JSON error"
    kw_assert_eq 1 "$(runs)" "$side: the stalled run is not stored"
    case $side in
    client) kw_assert_contains "$err" "the server waited for its client's next handshake" ;;
    server) kw_assert_contains "$err" "a client waited for the server's next handshake" ;;
    esac
done
echo "ok - a stalled handshake fails the run, which is not stored"

# interrupt [ENV...]: bench tls on the token for 60 s, SIGINT once a stranger
# is connected (the handshakes are running); its exit status in $rc.
interrupt() {
    bench "$@" -- bench tls --token keyward-test --key-type p256 --duration 60 --store "$store"
    python3 "$stranger" "$pid" >"$work/stranger" &
    local s=$!
    for _ in $(seq 1 600); do
        grep -q connected "$work/stranger" && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    kw_assert_contains "$(cat "$work/stranger")" "connected" "the handshakes started"
    kill -INT "$pid"
    finish
    wait "$s" || true
}

# (c) SIGINT while the handshakes run, with a stranger connected: 130 and
# nothing stored; the temporary key is gone.
interrupt
kw_assert_eq 130 "$rc" "bench tls after SIGINT ($(cat "$work/err"))"
kw_assert_eq 1 "$(runs)" "the interrupted run is not stored"
# SIGINT while a client waits in a stalled step: 130, not the stall's 1.
interrupt KEYWARD_TEST_TLS_STALL=server:1
kw_assert_eq 130 "$rc" "bench tls after SIGINT in a stalled step ($(cat "$work/err"))"
kw_assert_eq 1 "$(runs)" "the interrupted run is not stored"
module=$(keyward-cli token list --json | grep -o '"modulePath": "[^"]*softhsm[^"]*"' | head -1 |
    cut -d'"' -f4)
if pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 \
    --list-objects 2>/dev/null | grep >/dev/null "keyward-tls-bench"; then
    kw_fail "the temporary key is still on the token"
fi
echo "ok - SIGINT ends bench tls with 130 and stores nothing"
