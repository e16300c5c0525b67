#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench --load-profile on the sandbox's SoftHSM2 token: stepped
# arrival rates served from a FIFO; the steps, the arrivals per step, Little's
# law beside the measured queue, the stored run and profile, the HTML report.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite

# 40/s and 200/s for 0.5 s each, then back down to 40/s: three steps.
out=$(keyward-cli --json bench --token keyward-test --alg p256 --op sign \
      --load-profile 40,200 --step 0.5 --workers 2 --store "$store" --html "$work/lp.html")
kw_assert_contains "$out" '"loadProfile":'
kw_assert_contains "$out" '"littleInSystem":'
kw_assert_contains "$out" '"measuredInSystem":'
kw_assert_contains "$out" '"threads": 2'
kw_assert_contains "$out" '"virtual": true'
# Deterministic arrivals: exactly rate × step requests arrive in each step.
arrived=$(awk '$1 == "\"arrived\":" { v = $2; sub(/,$/, "", v); printf "%s ", v }' <<<"$out")
kw_assert_eq "20 100 20 " "$arrived" "arrivals per step"
# Every request was served: the stored run holds one service time per request.
kw_assert_contains "$out" '"count": 140'
# The table form says where the queue stands and what the device can serve.
table=$(keyward-cli bench --token keyward-test --alg p256 --op sign \
        --load-profile 40 --step 0.3 --no-back-down --no-store)
kw_assert_contains "$table" "L = λW" "table header"
kw_assert_contains "$table" "service rate:" "service rate line"
# Stored: the run and its profile; the HTML report has the Little's-law table.
listed=$(keyward-cli --json bench list --store "$store")
[ "$(grep -c '"uuid":' <<<"$listed")" = 1 ] || kw_fail "store should hold 1 run: $listed"
kw_assert_contains "$listed" "load profile: 40, 200" "the run says it is a load profile"
kw_assert_contains "$(cat "$work/lp.html")" "Little" "HTML report of the profile"
# One token case only.
set +e
keyward-cli bench --token keyward-test --alg p256,rsa2048 --op sign --load-profile 10 \
    --no-store >/dev/null 2>&1
rc=$?
set -e
kw_assert_eq 2 "$rc" "two algorithms in a load profile are a usage error"
echo "ok - load profile: 3 steps, 140 requests served, stored with its profile, HTML report"
