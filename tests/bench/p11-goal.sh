#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 7, performance goals 1 and 5 on SoftHSM2:
#   1. the engine's PKCS#11 throughput (keyward-cli bench, wall clock) against
#      keyward-p11loop, a minimal raw C loop over the same module, mechanism,
#      key and thread count, measured alternately in one run (goal ≥ 0.97);
#   5. the run-to-run spread of the engine's median latency over the rounds
#      (goal ≤ 2 %): (max − min) / median of the per-round medians.
# A benchmark, not a test: it fails only when a tool fails, never on a figure.
#
# Usage: tests/bench/p11-goal.sh [--build-dir DIR] [--seconds S] [--rounds R]
#            [--threads 1,2] [--mechs rsa,ecdsa]
# Outside the sandbox it starts itself in one. Parseable lines:
#   "round R MECH THREADS keyward=OPS raw=OPS keyward_median_us=US"
#   "result MECH THREADS keyward_ops=… raw_ops=… keyward_per_raw=… median_spread_pct=…"
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
secs=10 rounds=3 threads=1,2 mechs=rsa,ecdsa
args=("$@")
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        --seconds) secs=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --threads) threads=$2; shift 2 ;;
        --mechs) mechs=$2; shift 2 ;;
        *) echo "p11-goal.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --build-dir "$build_dir" -- \
        bash "$source_dir/tests/bench/p11-goal.sh" "${args[@]}"
fi

. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
loop=$KEYWARD_BUILD_DIR/tests/bench/keyward-p11loop
[ -x "$loop" ] || kw_fail "build keyward-p11loop first ($loop)"
module=/usr/lib/softhsm/libsofthsm2.so
[ -e "$module" ] || module=$(dpkg -L libsofthsm2 2>/dev/null | grep '/libsofthsm2\.so$' | head -n 1)
export KEYWARD_PIN=123456
p11() { pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 "$@" >/dev/null 2>&1; }
p11 --keypairgen --key-type rsa:2048 --label kw-bench-rsa --id 01 || kw_fail "RSA key"
p11 --keypairgen --key-type EC:prime256v1 --label kw-bench-ec --id 02 || kw_fail "EC key"

# keyward-cli's wall-clock ops/s and median (µs) for one case.
keyward_run() { # MECH THREADS -> "OPS MEDIAN_US"
    local label=kw-bench-rsa alg=rsa2048 out
    [ "$1" = ecdsa ] && label=kw-bench-ec alg=p256
    out=$(keyward-cli --json bench --token keyward-test --key "$label" --alg "$alg" --op sign \
        --threads "$2" --duration "$secs" --warmup 20 --no-store) || kw_fail "keyward-cli: $out"
    awk '/"wallClockPerSecond":/ && !t { t = $2; sub(/,$/, "", t) }
         /"statistics": \{/ { s = 1 }
         s && /"median":/ && !m { m = $2; sub(/,$/, "", m) }
         END { printf "%s %.3f", t, m / 1000 }' <<<"$out"
}
raw_run() { # MECH THREADS -> OPS
    local label=kw-bench-rsa out
    [ "$1" = ecdsa ] && label=kw-bench-ec
    out=$("$loop" --module "$module" --token keyward-test --pin 123456 --label "$label" \
        --mech "$1" --threads "$2" --seconds "$secs") || kw_fail "keyward-p11loop: $out"
    sed -n 's/.*"opsPerSecond":\([0-9.]*\).*/\1/p' <<<"$out"
}
median() { sort -g | awk '{ v[NR] = $1 } END { h = (NR - 1) * 0.5; lo = int(h); printf "%.3f", v[lo + 1] + (h - lo) * (v[lo + 2 > NR ? NR : lo + 2] - v[lo + 1]) }'; }

declare -A kw raw med
for r in $(seq 1 "$rounds"); do
    for mech in ${mechs//,/ }; do
        for t in ${threads//,/ }; do
            # Alternate which one goes first, so drift favours neither.
            if [ $((r % 2)) = 1 ]; then
                read -r k m <<<"$(keyward_run "$mech" "$t")"
                x=$(raw_run "$mech" "$t")
            else
                x=$(raw_run "$mech" "$t")
                read -r k m <<<"$(keyward_run "$mech" "$t")"
            fi
            echo "round $r $mech $t keyward=$k raw=$x keyward_median_us=$m"
            kw[$mech/$t]+="$k " raw[$mech/$t]+="$x " med[$mech/$t]+="$m "
        done
    done
done
for mech in ${mechs//,/ }; do
    for t in ${threads//,/ }; do
        k=$(tr ' ' '\n' <<<"${kw[$mech/$t]}" | grep . | median)
        x=$(tr ' ' '\n' <<<"${raw[$mech/$t]}" | grep . | median)
        spread=$(tr ' ' '\n' <<<"${med[$mech/$t]}" | grep . | sort -g |
            awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                  printf "%.2f", (v[NR] - v[1]) / m * 100 }')
        awk -v a="$k" -v b="$x" 'BEGIN { exit !(a > 0 && b > 0) }' ||
            kw_fail "no figure for $mech with $t threads (keyward=$k raw=$x)"
        ratio=$(awk -v a="$k" -v b="$x" 'BEGIN { printf "%.3f", a / b }')
        echo "result $mech $t keyward_ops=$k raw_ops=$x keyward_per_raw=$ratio median_spread_pct=$spread"
    done
done
