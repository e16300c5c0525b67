#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench keypool inside the sandbox on the SoftHSM2 token: short
# stepped runs on demand and from the pool for P-256 and RSA-2048 give sane
# JSON (every request served or dropped, keys from where the mode says, the
# single operations measured, a lift and a verdict), and afterwards the token
# holds only what it held before plus the pool's key-encryption key.
set -euo pipefail
# The PIN comes from the environment, never from the command line.
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

module=$(keyward-cli token list --json | grep -o '"modulePath": "[^"]*softhsm[^"]*"' | head -1 |
    cut -d'"' -f4)
[ -n "$module" ] || kw_fail "SoftHSM module not found through p11-kit"
objects() {
    pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 \
        --list-objects 2> /dev/null > "$work/list.txt"
    { grep -E "Object;|^Data object" "$work/list.txt" || true; } | sort
}
objects > "$work/before.txt"

# sane FILE KEYTYPE: the run's JSON holds together.
sane() {
    python3 - "$1" "$2" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["format"] == "keyward-bench-keypool", doc["format"]
k = doc["keypool"]
assert k["keyType"] == sys.argv[2], k["keyType"]
assert k["mechanism"] == "CKM_AES_KEY_WRAP_PAD", k["mechanism"]
modes = [r["mode"] for r in k["runs"]]
assert modes == ["on-demand", "pool"] * k["repetitions"], modes
assert [r["repetition"] for r in k["runs"]] == [1 + i // 2 for i in range(len(modes))]
scheduled = sum(int(rate * k["stepSeconds"] + 1e-9) for rate in k["rates"])
for r in k["runs"]:
    m = r["mode"]
    assert r["arrived"] == scheduled, (m, r["arrived"], scheduled)
    assert r["served"] + r["dropped"] == r["arrived"], m
    assert r["fromPool"] + r["generated"] == r["served"], m
    assert len(r["latency"]) == r["served"], m
    assert all(lat >= 0 for _, lat in r["latency"]), m
    assert (r["firstDropSeconds"] is None) == (r["dropped"] == 0), m
    ops = r["operationsMs"]
    assert ops["sign"] > 0 and ops["destroy"] > 0, (m, ops)
    assert r["serviceRatePerSecond"] > 0 and r["overheadRatio"] > 0, m
    assert r["servedPerServingSecond"]["all"] > 0, m
    # The serial loop stops after 10 s once two requests are done (KeyPoolBenchConfig::serialLimit):
    # on a busy machine ten RSA-2048 key generations can take longer.
    assert 2 <= r["serial"]["requests"] <= k["serialRequests"], (m, r["serial"])
    o = r["overheadVsSerial"]["all"]
    assert abs(o - r["servedPerServingSecond"]["all"] / r["serial"]["perSecond"]["all"]) < 0.01 * o + 1e-3, (m, r)
    assert len(r["steps"]) == len(k["rates"]), m
    assert r["queue"], m
    if m == "on-demand":
        assert r["fromPool"] == 0 and ops["keygen"] > 0 and ops["unwrap"] == 0, (m, r)
    else:
        assert r["generated"] == 0 and ops["unwrap"] > 0 and ops["keygen"] == 0, (m, r)
        assert r["dropped"] == 0, (m, r["dropped"])
assert k["lift"] > 0
assert k["liftRuns"] == k["repetitions"]
if k["repetitions"] >= 3:
    iv = k["liftInterval"]
    assert iv["confidence"] == 0.95 and iv["runs"] == k["repetitions"], iv
    assert 0 < iv["low"] <= k["lift"] <= iv["high"], (iv, k["lift"])
else:
    assert "liftInterval" not in k, k
assert k["verdict"].endswith("."), k["verdict"]
print(sys.argv[2], "lift", k["lift"], "-", k["verdict"])
PY
}

for t in p256 rsa2048; do
    keyward-cli --json bench keypool --token keyward-test --key-type "$t" --rates 2,10,2 \
        --step-seconds 0.5 --queue 50 --runs 3 --serial 10 > "$work/$t.json" 2> "$work/$t.err" ||
        kw_fail "bench keypool $t failed: $(cat "$work/$t.err")"
    sane "$work/$t.json" "$t" || kw_fail "bench keypool $t: $(head -c 2000 "$work/$t.json")"
done

# The text report gives the lift with its interval over three runs, and
# says that one run has none.
keyward-cli bench keypool --token keyward-test --key-type p256 --rates 2,10,2 --step-seconds 0.5 \
    --queue 50 --serial 10 > "$work/text.txt" 2> "$work/text.err" ||
    kw_fail "bench keypool text failed: $(cat "$work/text.err")"
grep -Eq '^Lift \(pool ÷ on demand, service rate\): [0-9.]+ \(95 % interval [0-9.]+ to [0-9.]+, bootstrap over 3 runs\)\.$' \
    "$work/text.txt" || kw_fail "no lift with its interval: $(cat "$work/text.txt")"
grep -Eq '^  Service rate ÷ serial loop: [0-9.]+ ' "$work/text.txt" ||
    kw_fail "no overhead against the serial loop: $(cat "$work/text.txt")"
keyward-cli bench keypool --token keyward-test --key-type p256 --rates 2 --step-seconds 0.5 \
    --runs 1 --serial 10 > "$work/one.txt" 2> "$work/one.err" ||
    kw_fail "bench keypool --runs 1 failed: $(cat "$work/one.err")"
grep -Eq '^Lift \(pool ÷ on demand, service rate\): [0-9.]+ from 1 run(\(s\))?; no interval between runs, which needs at least 3 runs\.$' \
    "$work/one.txt" || kw_fail "one run gave no sentence about its interval: $(cat "$work/one.txt")"

# Only the key-encryption key is new on the token: every pair and every
# unwrapped key was a session object, destroyed after its signature.
objects > "$work/after.txt"
diff "$work/before.txt" "$work/after.txt" > "$work/diff.txt" || true
[ "$(grep -c '^>' "$work/diff.txt")" = 1 ] && grep -q '^> Secret Key Object' "$work/diff.txt" ||
    kw_fail "objects changed beyond the key-encryption key: $(cat "$work/diff.txt")"
grep -q '^<' "$work/diff.txt" && kw_fail "objects went missing: $(cat "$work/diff.txt")"

# Usage errors: exit 2, nothing measured.
for bad in "--key-type ed25519" "--key-type p256 --mode sometimes" "--key-type p256 --queue 0" \
    "--key-type p256 --rates 1,x"; do
    set +e
    # shellcheck disable=SC2086 # the words are the options
    keyward-cli bench keypool --token keyward-test $bad > /dev/null 2>&1
    rc=$?
    set -e
    [ "$rc" = 2 ] || kw_fail "bench keypool $bad exited $rc, not 2"
done
echo ok
