#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The key pool's ratios on SoftHSM2 at saturation, for RSA-2048 and P-256,
# each mode in its own run with one worker: requests offered far above what
# the token serves (3,000/s; P-256 on demand 10,000/s, RSA-2048 on demand
# 20/s) into an unbounded queue, then per run
#   step_served_per_s  completions inside the step's window ÷ its length
#                      (what was served per second while requests arrived)
#   service_rate       the reported service rate, served ÷ serving time
#   old_estimate       workers ÷ mean cost per request (serviceRatePerSecond,
#                      kept in records; it ignores the refill worker's
#                      parallel unwraps)
#   serial             the serial reference loop's rate (same operations back
#                      to back on one thread, same run, just before)
#   overhead           service rate ÷ serial rate: all, first requests, the
#                      rest, saturated steps
# A benchmark, not a test: it fails only when a tool fails, never on a figure.
#
# Usage: tests/bench/keypool-ratios.sh [--build-dir DIR] [--types rsa2048,p256]
#            [--modes pool,on-demand] [--seconds S] [--serial N] [--rate R]
# --rate replaces the saturating rates (e.g. a sparse rate for comparison).
# Outside the sandbox it starts itself in one. Parseable lines:
#   "result TYPE MODE rate=… served=… step_served_per_s=… service_rate=… old_estimate=… serial=… overhead=… overhead_cold=… overhead_warm=… overhead_saturated=…"
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
types=rsa2048,p256 modes=pool,on-demand secs=3 serial=200 fixed=
args=("$@")
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        --types) types=$2; shift 2 ;;
        --modes) modes=$2; shift 2 ;;
        --seconds) secs=$2; shift 2 ;;
        --serial) serial=$2; shift 2 ;;
        --rate) fixed=$2; shift 2 ;;
        *) echo "keypool-ratios.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --build-dir "$build_dir" -- \
        bash "$source_dir/tests/bench/keypool-ratios.sh" "${args[@]}"
fi

. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
export KEYWARD_PIN=123456

for type in ${types//,/ }; do
    for mode in ${modes//,/ }; do
        rate=3000
        [ "$type/$mode" = rsa2048/on-demand ] && rate=20
        [ "$type/$mode" = p256/on-demand ] && rate=10000
        [ -n "$fixed" ] && rate=$fixed
        out=$(keyward-cli --json bench keypool --token keyward-test --key-type "$type" \
            --mode "$mode" --workers 1 --rates "$rate" --step-seconds "$secs" --queue 1000000 \
            --runs 1 --serial "$serial" --no-store) || kw_fail "keyward-cli $type $mode: $out"
        python3 -c '
import json, sys
k = json.loads(sys.stdin.read())["keypool"]
r = k["runs"][0]
s, o = r["servedPerServingSecond"], r["overheadVsSerial"]
print("result %s %s rate=%s served=%d step_served_per_s=%.1f service_rate=%.1f "
      "old_estimate=%.1f serial=%.1f overhead=%.2f overhead_cold=%.2f overhead_warm=%.2f "
      "overhead_saturated=%.2f" % (sys.argv[1], sys.argv[2], sys.argv[3], r["served"],
      r["steps"][0]["throughput"], s["all"], r["serviceRatePerSecond"],
      r["serial"]["perSecond"]["all"], o["all"], o["cold"], o["warm"], o["saturated"]))
' "$type" "$mode" "$rate" <<<"$out"
    done
done
echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
