#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 17, performance goal 1 on SoftHSM2: Keyward's TLS handshake harness
# (keyward-cli bench tls, one client, one server thread) against peers doing
# the same work with the same token key, protocol and suite, one connection at
# a time, measured alternately in one run (the order rotating every round), for
# RSA-2048 and P-256 (goal: Keyward ≥ 0.95 × the peer):
#   peer   keyward-tlspeer (tlspeer.c), the like-for-like peer: the same stack
#          in the same topology, written independently in C: one process,
#          server and client threads over loopback TCP, full handshakes without
#          tickets, the client trusting only the server's certificate, the
#          token key behind an RSA_METHOD / EC_KEY_METHOD calling C_Sign as
#          keyward-cli's bridge does. keyward_per_peer is the headline.
#   stime  `openssl s_time -new` against `openssl s_server` holding the key
#          through libp11's engine (pkcs11-provider where the engine is
#          missing). Kept as a reference with its caveat: another topology
#          (two processes, the engine's layer over C_Sign) and s_time reads the
#          system certificate folder again for every connection, so its ratio
#          moves with the machine's load.
# Beside the rates: the server's CPU per handshake (keyward-cli and the peer:
# their server threads' clocks; s_server: its process's utime+stime) and the
# time inside C_Sign per handshake (keyward-cli's and the peer's own clocks).
# A benchmark, not a test: it fails only when a tool fails, never on a figure.
#
# Usage: tests/bench/tls-goal.sh [--build-dir DIR] [--seconds S] [--rounds R]
#            [--keys rsa2048,p256]
# Outside the sandbox it starts itself in one. Parseable lines:
#   "round R KEY keyward=HS/S peer=HS/S stime=HS/S keyward_server_cpu_us=… peer_server_cpu_us=…
#    stime_server_cpu_us=… token_us=… peer_token_us=…"
#   "result KEY keyward=… peer=… keyward_per_peer=… stime=… keyward_per_stime=…
#    stime_caveat=other-topology keyward_server_cpu_us=… … load=…"
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
tlspeer=$KEYWARD_BUILD_DIR/tests/bench/keyward-tlspeer
[ -x "$tlspeer" ] || kw_fail "build keyward-tlspeer first ($tlspeer)"
module=/usr/lib/softhsm/libsofthsm2.so
[ -e "$module" ] || module=$(dpkg -L libsofthsm2 2>/dev/null | grep '/libsofthsm2\.so$' | head -n 1)

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

# The like-for-like peer: handshakes/s, server CPU µs and token µs per
# handshake, from its JSON line. PIN from $KEYWARD_PIN.
peer_run() { # KEY -> "HS SERVER_CPU_US TOKEN_US"
    local out
    out=$("$tlspeer" --module "$module" --token keyward-test --label "${label[$1]}" \
        --seconds "$secs" 2> "$work/peer.err") || kw_fail "keyward-tlspeer: $out $(cat "$work/peer.err")"
    awk -F'[,:{}]' '{ for (i = 2; i < NF; i += 2) { k = $i; gsub(/"/, "", k); v[k] = $(i + 1) } }
         END { if (v["failed"] + v["serverFailed"] + v["tokenFailed"] > 0) exit 1
               printf "%.1f %.0f %.0f", v["handshakesPerSecond"], v["serverCpuUsPerHandshake"],
                   v["tokenUsPerHandshake"] }' <<<"$out" ||
        kw_fail "keyward-tlspeer: failed handshakes: $out $(cat "$work/peer.err")"
}

# s_time against s_server: connections/s over the measured wall time, and
# s_server's CPU per connection.
stime_run() { # KEY -> "HS SERVER_CPU_US"
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

tools=(keyward peer stime)
echo "TLS handshakes on SoftHSM2, one client, one server thread, $secs s per run, $rounds rounds," \
    "order rotating; load $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A fig
for r in $(seq 1 "$rounds"); do
    for key in ${keys//,/ }; do
        # Rotate which one goes first, so drift favours none.
        for ((i = 0; i < 3; i++)); do
            tool=${tools[$(((r - 1 + i) % 3))]}
            fig[$r.$key.$tool]=$("${tool}_run" "$key")
            [ -n "${fig[$r.$key.$tool]}" ] || kw_fail "round $r $key: $tool gave no figure"
        done
        read -r k c t <<<"${fig[$r.$key.keyward]}"
        read -r p pc pt <<<"${fig[$r.$key.peer]}"
        read -r st sc <<<"${fig[$r.$key.stime]}"
        echo "round $r $key keyward=$k peer=$p stime=$st keyward_server_cpu_us=$c" \
            "peer_server_cpu_us=$pc stime_server_cpu_us=$sc token_us=$t peer_token_us=$pt"
    done
done
# The median over the rounds of column COL of TOOL's figures for KEY.
med_of() { # KEY TOOL COL
    for r in $(seq 1 "$rounds"); do awk -v c="$3" '{ print $c }' <<<"${fig[$r.$1.$2]}"; done | median
}
for key in ${keys//,/ }; do
    awk -v key="$key" -v k="$(med_of "$key" keyward 1)" -v p="$(med_of "$key" peer 1)" \
        -v st="$(med_of "$key" stime 1)" -v c="$(med_of "$key" keyward 2)" \
        -v pc="$(med_of "$key" peer 2)" -v sc="$(med_of "$key" stime 2)" \
        -v t="$(med_of "$key" keyward 3)" -v pt="$(med_of "$key" peer 3)" \
        -v load="$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' ,)" 'BEGIN {
        printf "result %s keyward=%.1f peer=%.1f keyward_per_peer=%.3f stime=%.1f keyward_per_stime=%.3f stime_caveat=other-topology keyward_server_cpu_us=%.0f peer_server_cpu_us=%.0f stime_server_cpu_us=%.0f token_us=%.0f peer_token_us=%.0f load=%s\n",
            key, k, p, k / p, st, k / st, c, pc, sc, t, pt, load }'
done
