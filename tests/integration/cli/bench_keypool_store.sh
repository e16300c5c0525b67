#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench keypool stores its runs: a short P-256 run on the
# sandbox's SoftHSM2 token into a new store gives two run ids (on demand and
# pool); `bench list --json` lists both as key-pool requests; `bench export
# --json` carries each run's figures, load profile and partner; `bench show
# --html` draws both charts with the verdict and the thesis cited; a second
# store imports the file and exports the same figures; --no-store stores nothing.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store="$work/results.sqlite"

keyward-cli --json bench keypool --token keyward-test --key-type p256 --rates 2,10,2 \
    --step-seconds 0.5 --queue 50 --runs 1 --serial 10 --store "$store" > "$work/run.json" 2> "$work/run.err" ||
    kw_fail "bench keypool failed: $(cat "$work/run.err")"

keyward-cli --json bench list --store "$store" > "$work/list.json" ||
    kw_fail "bench list failed"
ids=$(python3 -c 'import json,sys; print(" ".join(str(r["runId"]) for r in json.load(open(sys.argv[1]))["keypool"]["runs"]))' "$work/run.json")
# shellcheck disable=SC2086 # the words are the run ids
keyward-cli --json bench export $ids --store "$store" -o "$work/export.json" ||
    kw_fail "bench export failed"

python3 - "$work/run.json" "$work/list.json" "$work/export.json" <<'PY' ||
import json, sys
run = json.load(open(sys.argv[1]))["keypool"]
ids = [r["runId"] for r in run["runs"]]
assert len(ids) == 2 and ids[0] != ids[1], ids
listed = {r["id"]: r for r in json.load(open(sys.argv[2]))["runs"]}
assert sorted(listed) == sorted(ids), (sorted(listed), ids)
for i, r in zip(ids, run["runs"]):
    s = listed[i]["settings"]
    assert s["operation"] == "keypool-request", s
    assert s["algorithm"] == "P-256", s
    assert listed[i]["statistics"]["count"] == r["served"], (listed[i]["statistics"], r["served"])
exported = json.load(open(sys.argv[3]))["runs"]
assert len(exported) == 2, len(exported)
by_uuid = {e["uuid"]: e for e in exported}
for e in exported:
    k = e["keypool"]
    d = k["details"]
    assert d["keyType"] == "p256", d
    assert d["partnerUuid"] in by_uuid and d["partnerUuid"] != e["uuid"], d["partnerUuid"]
    partner = by_uuid[d["partnerUuid"]]["keypool"]["details"]
    assert {d["mode"], partner["mode"]} == {"pool", "on-demand"}, (d["mode"], partner["mode"])
    assert k["loadProfile"]["format"] == "keyward-load-profile", k["loadProfile"].get("format")
    served = [q for q in k["loadProfile"]["requests"] if q[2] >= 0]
    assert len(served) == d["served"], (len(served), d["served"])
    same = [r for r in run["runs"] if r["mode"] == d["mode"]][0]
    for key in ("arrived", "served", "dropped", "fromPool", "generated"):
        assert d[key] == same[key], (key, d[key], same[key])
    assert abs(d["serviceRatePerSecond"] - same["serviceRatePerSecond"]) < 1e-3, d
print("stored", ids)
PY
    kw_fail "stored runs do not match the run: $(head -c 3000 "$work/export.json")"

# The HTML report draws both charts of the pair with the verdict and the thesis cited.
# shellcheck disable=SC2086 # the words are the run ids
keyward-cli bench show $ids --store "$store" --html "$work/report.html" > /dev/null ||
    kw_fail "bench show --html failed"
for want in "Key pool experiment, on demand: Key pool vs on demand, P-256" \
    "Key pool experiment, from the pool: Key pool vs on demand, P-256" \
    "Nima Saboonchi" "Published reference"; do
    grep -qF "$want" "$work/report.html" || kw_fail "the report lacks: $want"
done
grep -Eq "(The key pool serves|Generating on demand)" "$work/report.html" ||
    kw_fail "the report has no verdict"

# Another store imports the pair with its figures; its export carries the same details.
keyward-cli --json bench import --store "$work/other.sqlite" "$work/export.json" \
    > "$work/import.json" || kw_fail "import failed"
again=$(python3 -c 'import json,sys; print(" ".join(str(i) for i in json.load(open(sys.argv[1]))["imported"]))' "$work/import.json")
# shellcheck disable=SC2086 # the words are the run ids
keyward-cli --json bench export $again --store "$work/other.sqlite" -o "$work/again.json" ||
    kw_fail "second export failed"
python3 - "$work/export.json" "$work/again.json" <<'PY' ||
import json, sys
first = {r["uuid"]: r["keypool"] for r in json.load(open(sys.argv[1]))["runs"]}
again = {r["uuid"]: r.get("keypool") for r in json.load(open(sys.argv[2]))["runs"]}
assert first.keys() == again.keys(), (first.keys(), again.keys())
for u in first:
    assert again[u] is not None, u
    assert first[u]["details"] == again[u]["details"], u
    assert first[u]["loadProfile"]["requests"] == again[u]["loadProfile"]["requests"], u
PY
    kw_fail "the imported pair differs"

# --no-store: nothing is written and no run ids are given.
keyward-cli --json bench keypool --token keyward-test --key-type p256 --rates 2 \
    --step-seconds 0.5 --mode pool --runs 1 --no-store --store "$work/none.sqlite" > "$work/none.json" ||
    kw_fail "bench keypool --no-store failed"
[ ! -e "$work/none.sqlite" ] || kw_fail "--no-store made a store"
grep -q '"runId"' "$work/none.json" && kw_fail "--no-store gave run ids"
echo ok
