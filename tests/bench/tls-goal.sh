#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 17, performance goal 1 on SoftHSM2: Keyward's TLS handshake harness
# (keyward-cli bench tls, one client, one server thread) against the peer
# tools doing the same work, `openssl s_time -new` against `openssl s_server`
# holding the same token key through the PKCS#11 bridge Debian ships (libp11's
# engine; pkcs11-provider where the engine is missing), same protocol and
# suite, one connection at a time, measured alternately in one run, for
# RSA-2048 and P-256 (goal: Keyward ≥ 0.95 × s_time). Beside the rates: the
# server's CPU per handshake (Keyward: its server threads' clocks; s_server:
# its process's utime+stime) and Keyward's time inside C_Sign per handshake.
# A benchmark, not a test: it fails only when a tool fails, never on a figure.
#
# Usage: tests/bench/tls-goal.sh [--build-dir DIR] [--seconds S] [--rounds R]
#            [--keys rsa2048,p256]
# Outside the sandbox it starts itself in one. Parseable lines:
#   "round R KEY keyward=HS/S peer=HS/S keyward_server_cpu_us=… peer_server_cpu_us=… token_us=…"
#   "result KEY keyward=… peer=… keyward_per_peer=… keyward_server_cpu_us=… peer_server_cpu_us=…"
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
secs=10 rounds=3 keys=rsa2048,p256
args=("$@")
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        --seconds) secs=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --keys) keys=$2; shift 2 ;;
        *) echo "tls-goal.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

case $secs in
    '' | *[!0-9]* | 0) echo "tls-goal.sh: --seconds takes whole seconds (s_time's unit)" >&2; exit 2 ;;
esac

if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --build-dir "$build_dir" -- \
        bash "$source_dir/tests/bench/tls-goal.sh" "${args[@]}"
fi

. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
export KEYWARD_PIN=123456
work=$(mktemp -d)
server_pid=
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2> /dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
echo 123456 > "$work/user.pin"

# The bridge: libp11's engine (Debian 12, 13), else pkcs11-provider.
bridge=()
if openssl engine pkcs11 -t > /dev/null 2>&1; then
    bridge=(-engine pkcs11 -keyform engine)
    bridge_name="libp11 engine"
elif openssl list -providers -provider pkcs11 > /dev/null 2>&1; then
    bridge=(-provider pkcs11 -provider default)
    bridge_name="pkcs11-provider"
else
    kw_fail "neither libp11's engine nor pkcs11-provider is installed"
fi
echo "bridge: $bridge_name; $(openssl version)"

ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# One key per type on the token, used by both harnesses.
declare -A label
for key in ${keys//,/ }; do
    case $key in
        rsa2048) type=rsa2048 ;;
        p256) type=ec-p256 ;;
        *) kw_fail "unknown key $key" ;;
    esac
    label[$key]=tls-goal-$key
    keyward-cli token keygen --token keyward-test --pin-file "$work/user.pin" --key-type "$type" \
        --label "${label[$key]}" > /dev/null || kw_fail "keygen $key"
    uri="pkcs11:token=keyward-test;object=${label[$key]};type=private?pin-value=123456"
    openssl req -new -x509 -days 1 -subj "/CN=tls-goal-$key" "${bridge[@]}" -key "$uri" \
        -out "$work/$key.pem" 2> "$work/req.err" || kw_fail "certificate for $key: $(cat "$work/req.err")"
done

# Keyward: handshakes/s, server CPU µs and token µs per handshake.
keyward_run() { # KEY -> "HS SERVER_CPU_US TOKEN_US"
    local out
    out=$(keyward-cli --json bench tls --token keyward-test --key-type "$1" --label "${label[$1]}" \
        --duration "$secs") || kw_fail "keyward-cli: $out"
    awk '/"handshakesPerSecond":/ { h = $2 } /"serverCpuNsPerHandshake":/ { c = $2 }
         /"tokenNsPerHandshake":/ { t = $2 }
         END { sub(/,$/, "", h); sub(/,$/, "", c); sub(/,$/, "", t);
               printf "%.1f %.0f %.0f", h, c / 1000, t / 1000 }' <<<"$out"
}

# s_time against s_server: connections/s over the measured wall time, and
# s_server's CPU per connection.
peer_run() { # KEY -> "HS SERVER_CPU_US"
    local key=$1 port=$((20000 + RANDOM % 20000)) uri a b t0 t1 n
    uri="pkcs11:token=keyward-test;object=${label[$key]};type=private?pin-value=123456"
    : > "$work/server.out"
    openssl s_server -accept "127.0.0.1:$port" -www -tls1_3 -no_ticket -num_tickets 0 \
        "${bridge[@]}" -key "$uri" -cert "$work/$key.pem" > "$work/server.out" 2>&1 &
    server_pid=$!
    # Gate: s_server says ACCEPT once it listens.
    for _ in $(seq 1 600); do
        grep -q ACCEPT "$work/server.out" && break
        kill -0 "$server_pid" 2> /dev/null || kw_fail "s_server: $(cat "$work/server.out")"
        sleep 0.05
    done
    grep -q ACCEPT "$work/server.out" || kw_fail "s_server did not listen"
    a=$(cpu_ticks "$server_pid")
    t0=$(date +%s.%N)
    # s_time takes whole seconds; --seconds is one.
    openssl s_time -connect "127.0.0.1:$port" -new -time "$secs" > "$work/stime.out" 2>&1 ||
        kw_fail "s_time: $(cat "$work/stime.out") server: $(tail -5 "$work/server.out")"
    t1=$(date +%s.%N)
    b=$(cpu_ticks "$server_pid")
    kill "$server_pid"
    wait "$server_pid" 2> /dev/null || true
    server_pid=
    n=$(awk '/connections in .* real seconds/ { print $1; exit }' "$work/stime.out")
    [ -n "$n" ] && [ "$n" -gt 0 ] || kw_fail "s_time made no connection: $(cat "$work/stime.out")"
    awk -v n="$n" -v t0="$t0" -v t1="$t1" -v a="$a" -v b="$b" -v hz="$ticks" \
        'BEGIN { printf "%.1f %.0f", n / (t1 - t0), (b - a) / hz * 1e6 / n }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { h = (NR - 1) * 0.5; lo = int(h); printf "%.3f", v[lo + 1] + (h - lo) * (v[lo + 2 > NR ? NR : lo + 2] - v[lo + 1]) }'; }

declare -A kw peer kwcpu peercpu tok
for r in $(seq 1 "$rounds"); do
    for key in ${keys//,/ }; do
        # Alternate which one goes first, so drift favours neither.
        if [ $((r % 2)) = 1 ]; then
            read -r k c t <<<"$(keyward_run "$key")"
            read -r p pc <<<"$(peer_run "$key")"
        else
            read -r p pc <<<"$(peer_run "$key")"
            read -r k c t <<<"$(keyward_run "$key")"
        fi
        [ -n "$k" ] && [ -n "$p" ] || kw_fail "round $r $key: a tool gave no figure"
        echo "round $r $key keyward=$k peer=$p keyward_server_cpu_us=$c peer_server_cpu_us=$pc token_us=$t"
        kw[$key]+="$k " peer[$key]+="$p " kwcpu[$key]+="$c " peercpu[$key]+="$pc " tok[$key]+="$t "
    done
done
for key in ${keys//,/ }; do
    k=$(tr ' ' '\n' <<<"${kw[$key]}" | grep . | median)
    p=$(tr ' ' '\n' <<<"${peer[$key]}" | grep . | median)
    c=$(tr ' ' '\n' <<<"${kwcpu[$key]}" | grep . | median)
    pc=$(tr ' ' '\n' <<<"${peercpu[$key]}" | grep . | median)
    t=$(tr ' ' '\n' <<<"${tok[$key]}" | grep . | median)
    awk -v key="$key" -v k="$k" -v p="$p" -v c="$c" -v pc="$pc" -v t="$t" 'BEGIN {
        printf "result %s keyward=%.1f peer=%.1f keyward_per_peer=%.3f keyward_server_cpu_us=%.0f peer_server_cpu_us=%.0f token_us=%.0f\n",
            key, k, p, k / p, c, pc, t }'
done
