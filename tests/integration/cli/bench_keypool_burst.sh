#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench keypool --burst inside the sandbox on the SoftHSM2 token:
# one pool run of a single step at the burst rate, with --ready keys unwrapped
# before it; the first --ready requests are served with them, every served
# request says whether it had a ready key, and the run-out time is there
# exactly when some request had none. Bad burst options exit 2 before the
# token is looked for.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# P-256: signing is faster than unwrapping on SoftHSM, so a burst far above
# the unwrap rate uses the ready keys up.
keyward-cli --json bench keypool --token keyward-test --key-type p256 --burst 4000 \
    --burst-seconds 0.25 --ready 25 --queue 5000 > "$work/burst.json" 2> "$work/burst.err" ||
    kw_fail "bench keypool --burst failed: $(cat "$work/burst.err")"
python3 - "$work/burst.json" <<'PY' || kw_fail "burst JSON: $(head -c 3000 "$work/burst.json")"
import json, sys
k = json.load(open(sys.argv[1]))["keypool"]
assert k["burst"] == {"rate": 4000, "seconds": 0.25}, k["burst"]
assert k["rates"] == [4000] and k["stepSeconds"] == 0.25, (k["rates"], k["stepSeconds"])
assert k["readyTarget"] == 25, k["readyTarget"]
assert [r["mode"] for r in k["runs"]] == ["pool"], k["runs"]
assert "lift" not in k
r = k["runs"][0]
assert r["arrived"] == 1000, r["arrived"]
assert r["dropped"] == 0 and r["served"] == 1000, (r["dropped"], r["served"])
ready = r["fromReady"]
assert len(ready) == r["served"] == len(r["latency"]), len(ready)
assert all(ready[:25]), ready[:25]
assert r["servedFromReady"] == sum(ready) >= 25, (r["servedFromReady"], sum(ready))
out = r["readyRanOutSeconds"]
assert (out is None) == all(ready), (out, sum(ready))
if out is not None:
    assert 0 <= out <= r["latency"][-1][0] + r["latency"][-1][1] / 1000, out
assert r["harnessMeanMs"] >= 0 and r["overheadRatioOfMeans"] > 0, r
assert r["operationsMeanMs"]["unwrap"] > 0 and r["operationsMeanMs"]["sign"] > 0, r
print("served", r["served"], "from ready", r["servedFromReady"], "ran out", out)
PY

# The text report says how many had ready keys.
keyward-cli bench keypool --token keyward-test --key-type p256 --burst 100 --burst-seconds 0.2 \
    --ready 5 > "$work/text.txt" 2> "$work/text.err" ||
    kw_fail "bench keypool --burst text failed: $(cat "$work/text.err")"
grep -Eq '^  [0-9]+ requests were served with keys unwrapped ahead; they (never ran out|ran out after [0-9.]+ s)\.$' \
    "$work/text.txt" || kw_fail "no ready-key sentence: $(cat "$work/text.txt")"

# Usage errors: exit 2, and before the token is looked for (there is none
# of that name).
for bad in "--burst 0" "--burst x" "--burst 10 --rates 1,2" "--burst 10 --step-seconds 1" \
    "--burst 10 --mode on-demand" "--burst-seconds 1" "--burst 10 --burst-seconds 0" \
    "--burst 10 --ready 0"; do
    set +e
    # shellcheck disable=SC2086 # the words are the options
    keyward-cli bench keypool --token no-such-token --key-type p256 $bad > /dev/null \
        2> "$work/bad.err"
    rc=$?
    set -e
    [ "$rc" = 2 ] || kw_fail "bench keypool $bad exited $rc, not 2: $(cat "$work/bad.err")"
    grep -q "^keyward-cli bench keypool: " "$work/bad.err" ||
        kw_fail "bench keypool $bad: $(cat "$work/bad.err")"
done
echo ok
