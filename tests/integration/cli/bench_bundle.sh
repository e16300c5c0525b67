#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench export --bundle DIR: a few short runs on the sandbox's SoftHSM2
# token and the CPU baseline (cases, a load profile, TLS handshakes, a key pool
# experiment) give a bundle whose every file is there and not empty; runs.csv and
# runs.json hold every stored run; environment.json calls the token virtual and the
# CPU not; reproduce.sh measures the same cases again in a fresh store; a folder
# with something in it (or a file) is refused and left as it was.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM

run() { "$@" >/dev/null 2>"$work/last.err" || kw_fail "$* failed: $(cat "$work/last.err")"; }
run keyward-cli bench --token keyward-test --alg rsa2048,p256 --op sign --iterations 5 \
    --warmup 1 --threads 2 --store "$store"
run keyward-cli bench --baseline cpu --alg rsa2048,ed25519 --op sign,decrypt --iterations 5 \
    --warmup 1 --store "$store"  # Ed25519 decrypt: skipped, no CPU baseline for it
run keyward-cli bench --token keyward-test --alg p256 --op sign --load-profile 5,10 --step 0.3 \
    --store "$store"
run keyward-cli bench tls --token keyward-test --key-type p256 --duration 0.5 --store "$store"
run keyward-cli bench tls --cpu --key-type p256 --tls 1.2 --duration 0.5 --store "$store"
run keyward-cli bench keypool --token keyward-test --key-type p256 --rates 2,4 \
    --step-seconds 0.3 --store "$store"
keyward-cli --json bench list --store "$store" >"$work/list.json"

# --- the bundle -------------------------------------------------------------------------
keyward-cli bench export --bundle "$work/bundle" --store "$store" >"$work/out.txt" \
    2>"$work/err.txt" || kw_fail "export --bundle failed: $(cat "$work/err.txt")"
n=$(find "$work/bundle" -type f | wc -l)
grep -qxF "Saved the bundle to $work/bundle ($n files)." "$work/err.txt" ||
    kw_fail "no confirmation naming the folder and $n files: $(cat "$work/err.txt")"
keyward-cli --json bench export --bundle "$work/bundle2" --store "$store" >"$work/bundle2.json" ||
    kw_fail "export --bundle --json failed"
"${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}" \
    "$KEYWARD_SOURCE_DIR/docs/cli/bench-bundle.schema.json" "$work/bundle2.json" ||
    kw_fail "export --bundle --json does not fit its schema"

python3 - "$work" <<'PY' || kw_fail "the bundle is not what it should be"
import csv, json, os, sys
work = sys.argv[1]
b = os.path.join(work, "bundle")
listed = json.load(open(os.path.join(work, "list.json")))["runs"]
answer = json.load(open(os.path.join(work, "bundle2.json")))
files = answer["files"]
assert answer["path"] == os.path.join(work, "bundle2"), answer["path"]
for f in ["report.html", "runs.csv", "runs.json", "environment.json", "reproduce.sh",
          "README.txt", "skipped.json"]:
    assert f in files, (f, files)
charts = [f for f in files if f.startswith("charts/")]
names = {f[len("charts/"):].rsplit(".", 1)[0] for f in charts}
assert {"comparison", "tls-handshakes"} <= names, names
for n in names:  # every chart as SVG and PNG, linked from the report
    assert "charts/%s.svg" % n in files and "charts/%s.png" % n in files, n
report = open(os.path.join(b, "report.html")).read()
for n in names:
    assert 'href="charts/%s.svg"' % n in report, n
assert sorted(files) == sorted(
    os.path.relpath(os.path.join(d, f), os.path.join(work, "bundle2"))
    for d, _, fs in os.walk(os.path.join(work, "bundle2")) for f in fs), files
for f in files:
    for where in (b, os.path.join(work, "bundle2")):
        assert os.path.getsize(os.path.join(where, f)) > 0, (where, f)
readme = open(os.path.join(b, "README.txt")).read()
for f in files:
    assert f in readme, ("README.txt does not list", f)

# Every stored run, TLS and key pool included, in runs.json and runs.csv.
uuids = {r["uuid"] for r in listed}
ops = {r["settings"]["operation"] for r in listed}
assert {"sign", "decrypt", "tls-handshake", "keypool-request"} <= ops, ops
exported = json.load(open(os.path.join(b, "runs.json")))["runs"]
assert {r["uuid"] for r in exported} == uuids, "runs.json"
assert any("keypool" in r for r in exported), "runs.json lacks the key pool figures"
rows = list(csv.DictReader(open(os.path.join(b, "runs.csv"))))
assert len(rows) == len(listed), (len(rows), len(listed))

# The case the CPU run skipped, kept with its runs in the store, named with why.
skipped = json.load(open(os.path.join(b, "skipped.json")))["skipped"]
texts = [c["text"] for c in skipped]
assert texts == ["Ed25519 decrypt on CPU baseline (OpenSSL): no CPU baseline for this "
                 "combination."], texts
assert "no CPU baseline for this combination" in report, "the report names the skipped case"

env = json.load(open(os.path.join(b, "environment.json")))
devices = {d["kind"]: d["virtual"] for d in env["devices"]}
assert devices.get("pkcs11-token") is True, env["devices"]
assert devices.get("cpu") is False, env["devices"]
m = env["machine"]
for k in ("keyward", "qt", "openssl", "cpu", "kernel"):
    assert m.get(k), (k, m)
assert isinstance(m["virtualMachine"], bool), m
PY

# --- reproduce.sh: the same cases again, in a fresh store ----------------------------------
script=$work/bundle/reproduce.sh
! grep -q 'left out' "$script" || kw_fail "a run could not be reproduced: $(cat "$script")"
[ "$(grep -c '^keyward-cli ' "$script")" = "$(grep -c '"uuid":' "$work/list.json")" ] ||
    kw_fail "not one command per run: $(cat "$script")"
sh "$script" --store "$work/again.sqlite" >/dev/null 2>"$work/again.err" ||
    kw_fail "reproduce.sh failed: $(cat "$work/again.err")"
keyward-cli --json bench list --store "$work/again.sqlite" >"$work/again.json"
python3 - "$work/list.json" "$work/again.json" <<'PY' || kw_fail "reproduce.sh measured other cases"
import json, sys
def cases(path):
    out = set()
    for r in json.load(open(path))["runs"]:
        s = r["settings"]
        out.add((r["device"]["label"], s["algorithm"], s["operation"], s["path"], s["threads"]))
    return out
first, again = cases(sys.argv[1]), cases(sys.argv[2])
assert first == again, (sorted(first ^ again))
PY

# --- a folder with something in it, and a file, are refused and left as they were ----------
mkdir "$work/full"
echo keep >"$work/full/keep.txt"
set +e
keyward-cli bench export --bundle "$work/full" --store "$store" 2>"$work/full.err"
rc=$?
keyward-cli bench export --bundle "$work/full/keep.txt" --store "$store" 2>"$work/file.err"
rc2=$?
set -e
[ "$rc" = 2 ] && [ "$rc2" = 2 ] || kw_fail "a used folder or a file was not refused: $rc $rc2"
grep -qF "The folder $work/full is not empty" "$work/full.err" ||
    kw_fail "no sentence for the folder: $(cat "$work/full.err")"
grep -qF "$work/full/keep.txt is a file, not a folder" "$work/file.err" ||
    kw_fail "no sentence for the file: $(cat "$work/file.err")"
[ "$(ls -A "$work/full")" = keep.txt ] && [ "$(cat "$work/full/keep.txt")" = keep ] ||
    kw_fail "the refused folder was changed"
echo "ok - keyward-cli bench export --bundle"
