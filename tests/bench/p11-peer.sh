#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 16, a peer on the same work: Keyward's PKCS#11 throughput and latency
# percentiles beside an independent harness, on the same SoftHSM2 token, key,
# mechanism (CKM_RSA_PKCS on kw-bench-rsa, RSA-2048; CKM_ECDSA on kw-bench-ec,
# P-256; a fixed 32-byte input) and thread count (1), in one run, round by round,
# the order rotating every round:
#   keyward  keyward-cli bench --token keyward-test --key LABEL --duration S
#            (wall-clock ops/s, the statistics' median, p95, p99)
#   peer     pykcs11loop.py: PyKCS11's Session.sign() in a Python loop, each
#            operation timed alone (p11perftest, which PKCS#11 benchmarkers use,
#            is not in Debian and needs Botan 2 built with its PKCS#11 module,
#            which Debian's libbotan-2-dev leaves out: see README.md)
#   raw      keyward-p11loop --latency 1, the raw C loop: the limit
# and prints each round's figures, then the medians over the rounds, the ratios
# keyward/peer and keyward/raw of ops/s (above 1 = Keyward faster) and of the
# median latency (below 1 = Keyward faster; the median is what the neighbours on
# a shared machine blur least) and the percentiles of all three. A benchmark, not
# a test: it fails only when a tool fails, never on a figure. The peer needs
# python3-pykcs11 (scripts/deps).
#
# Usage: tests/bench/p11-peer.sh [--build-dir DIR] [--seconds S] [--rounds R]
#            [--mechs ecdsa,rsa]
# Outside the sandbox it starts itself in one. Parseable lines:
#   "round R MECH keyward=OPS,P50,P95,P99 peer=… raw=…" (ops/s, µs)
#   "result MECH keyward_ops=… peer_ops=… raw_ops=… keyward_per_peer=… keyward_per_raw=…
#    p50_keyward_per_peer=… p50_keyward_per_raw=… keyward_p50_us=… peer_p50_us=…
#    raw_p50_us=… (p95, p99 likewise) load=…"
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
secs=3 rounds=6 mechs=ecdsa,rsa
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        --seconds) secs=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --mechs) mechs=$2; shift 2 ;;
        *) echo "p11-peer.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --build-dir "$build_dir" -- \
        bash "$source_dir/tests/bench/p11-peer.sh" --build-dir "$build_dir" --seconds "$secs" \
        --rounds "$rounds" --mechs "$mechs"
fi

. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
loop=$KEYWARD_BUILD_DIR/tests/bench/keyward-p11loop
peer=$KEYWARD_SOURCE_DIR/tests/bench/pykcs11loop.py
[ -x "$loop" ] || kw_fail "build keyward-p11loop first ($loop)"
/usr/bin/python3 -c 'import PyKCS11' 2>/dev/null || kw_fail "python3-pykcs11 is missing; run scripts/deps"
module=/usr/lib/softhsm/libsofthsm2.so
[ -e "$module" ] || module=$(dpkg -L libsofthsm2 2>/dev/null | grep '/libsofthsm2\.so$' | head -n 1)
export KEYWARD_PIN=123456
p11() { pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 "$@" >/dev/null 2>&1; }
p11 --keypairgen --key-type rsa:2048 --label kw-bench-rsa --id 01 || kw_fail "RSA key"
p11 --keypairgen --key-type EC:prime256v1 --label kw-bench-ec --id 02 || kw_fail "EC key"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

label() { [ "$1" = ecdsa ] && echo kw-bench-ec || echo kw-bench-rsa; }
# Each prints "OPS P50 P95 P99" (ops/s, µs).
run_keyward() {
    local alg=rsa2048 out
    [ "$1" = ecdsa ] && alg=p256
    out=$(keyward-cli --json bench --token keyward-test --key "$(label "$1")" --alg "$alg" --op sign \
        --threads 1 --duration "$secs" --warmup 20 --no-store 2>/dev/null) || kw_fail "keyward-cli: $out"
    awk '/"wallClockPerSecond":/ && !t { t = $2; sub(/,$/, "", t) }
         /"statistics": \{/ { s = 1 }
         s && /"median":/ && m == "" { m = $2; sub(/,$/, "", m) }
         s && /"p95":/ && p == "" { p = $2; sub(/,$/, "", p) }
         s && /"p99":/ && q == "" { q = $2; sub(/,$/, "", q) }
         END { printf "%.1f %.3f %.3f %.3f", t, m / 1000, p / 1000, q / 1000 }' <<<"$out"
}
json_figures() {
    sed -n 's/.*"opsPerSecond":\([0-9.]*\).*"p50_us":\([0-9.]*\),"p95_us":\([0-9.]*\),"p99_us":\([0-9.]*\).*/\1 \2 \3 \4/p'
}
run_peer() {
    local out
    out=$(/usr/bin/python3 "$peer" --module "$module" --token keyward-test --label "$(label "$1")" \
        --mech "$1" --seconds "$secs" --warmup 20) || kw_fail "pykcs11loop: $out"
    json_figures <<<"$out"
}
run_raw() {
    local out
    out=$("$loop" --module "$module" --token keyward-test --pin 123456 --label "$(label "$1")" \
        --mech "$1" --threads 1 --seconds "$secs" --latency 1) || kw_fail "keyward-p11loop: $out"
    json_figures <<<"$out"
}
median() { sort -g | awk '{ v[NR] = $1 } END { h = (NR - 1) * 0.5; lo = int(h); printf "%.3f", v[lo + 1] + (h - lo) * (v[lo + 2 > NR ? NR : lo + 2] - v[lo + 1]) }'; }

tools=(keyward peer raw)
echo "PKCS#11 sign on SoftHSM2, 1 thread, $secs s per run, $rounds rounds, order rotating; load $(cut -d' ' -f1-3 /proc/loadavg)"
for mech in ${mechs//,/ }; do
    case $mech in rsa | ecdsa) ;; *) kw_fail "unknown mechanism $mech (rsa, ecdsa)" ;; esac
    for tool in "${tools[@]}"; do : >"$work/$tool"; done
    for ((r = 1; r <= rounds; r++)); do
        line="round $r $mech"
        declare -A fig=()
        for ((i = 0; i < 3; i++)); do
            tool=${tools[$(((r - 1 + i) % 3))]}
            fig[$tool]=$("run_$tool" "$mech")
            [ -n "${fig[$tool]}" ] || kw_fail "no figures from $tool ($mech)"
            echo "${fig[$tool]}" >>"$work/$tool"
        done
        for tool in "${tools[@]}"; do line+=" $tool=${fig[$tool]// /,}"; done
        echo "$line"
    done
    res="result $mech"
    declare -A med=()
    for tool in "${tools[@]}"; do
        for col in 1 2 3 4; do
            med[$tool.$col]=$(awk -v c="$col" '{ print $c }' "$work/$tool" | median)
        done
    done
    res+=" keyward_ops=${med[keyward.1]} peer_ops=${med[peer.1]} raw_ops=${med[raw.1]}"
    res+=$(awk -v k="${med[keyward.1]}" -v p="${med[peer.1]}" -v x="${med[raw.1]}" \
        -v km="${med[keyward.2]}" -v pm="${med[peer.2]}" -v xm="${med[raw.2]}" \
        'BEGIN { printf " keyward_per_peer=%.3f keyward_per_raw=%.3f p50_keyward_per_peer=%.3f p50_keyward_per_raw=%.3f",
                 k / p, k / x, km / pm, km / xm }')
    for col in 2 3 4; do
        name=(x x p50 p95 p99)
        for tool in "${tools[@]}"; do res+=" ${tool}_${name[$col]}_us=${med[$tool.$col]}"; done
    done
    echo "$res load=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' ,)"
done
