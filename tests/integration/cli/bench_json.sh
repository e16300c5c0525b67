#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench inside the sandbox: SoftHSM2 RSA-2048 and ECDSA P-256
# signatures (1 and 2 threads), the virtual OpenPGP card (PIN verify, device
# time), the CPU baseline; the JSON schema, "virtual" on every virtual result,
# the table, and list/show/export/import/compare on the store.
set -euo pipefail
# The PIN comes from the environment, never from the command line.
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite

# A JSON number field's values, one per line (Qt writes one key per line).
field() { awk -v k="\"$1\":" '$1 == k { v = $2; sub(/,$/, "", v); print v }' <<<"$2"; }
count() { grep -c -- "$1" <<<"$2" || true; }

# --- SoftHSM2: two algorithms, sign, JSON -------------------------------------------
out=$(keyward-cli --json bench --token keyward-test --alg rsa2048,p256 --op sign \
      --iterations 20 --warmup 2 --store "$store")
kw_assert_contains "$out" '"format": "keyward-bench-cli"'
[ "$(count '"uuid":' "$out")" = 2 ] || kw_fail "expected 2 runs: $out"
for key in median mean stddev min max p95 p99 ci95 low high wallClockPerSecond \
           latencyDerivedPerSecond timerResolutionNs wallSeconds host os cpu software \
           vendor model firmware algorithm operation path threads warmup iterations keyOrigin; do
    kw_assert_contains "$out" "\"$key\":"
done
kw_assert_contains "$out" '"algorithm": "RSA-2048"'
kw_assert_contains "$out" '"algorithm": "ECDSA-P256"'
kw_assert_contains "$out" '"path": "pkcs11"'
kw_assert_contains "$out" '"keyOrigin": "generated"'
kw_assert_contains "$out" '"kind": "pkcs11-token"'
# Both runs and both device objects say virtual; nothing says otherwise.
[ "$(count '"virtual": true' "$out")" = 4 ] || kw_fail "virtual flag missing: $out"
[ "$(count '"virtual": false' "$out")" = 0 ] || kw_fail "a SoftHSM run is not virtual"
[ "$(count '"label": ".*(virtual)' "$out")" -ge 4 ] || kw_fail "labels lack (virtual)"
# No serial unless asked for.
[ "$(count '"serial":' "$out")" = 0 ] || kw_fail "serial leaked into the output"
# 20 timed samples per run and 2 cold; statistics are ordered and positive.
[ "$(field count "$out" | sort -u | tr '\n' ' ')" = "2 20 " ] || kw_fail "counts: $(field count "$out")"
awk -v med="$(field median "$out" | head -n1)" -v mn="$(field min "$out" | head -n1)" \
    -v mx="$(field max "$out" | head -n1)" -v p99="$(field p99 "$out" | head -n1)" \
    'BEGIN { if (!(mn > 0 && mn <= med && med <= p99 && p99 <= mx)) exit 1 }' \
    || kw_fail "statistics out of order"
for tp in $(field wallClockPerSecond "$out"); do
    awk -v t="$tp" 'BEGIN { exit !(t > 0) }' || kw_fail "no throughput"
done

# --- two threads: one session each, twice the samples ---------------------------------
out2=$(keyward-cli --json bench --token keyward-test --alg p256 --op sign \
       --iterations 15 --warmup 1 --threads 2 --store "$store")
kw_assert_contains "$out2" '"threads": 2'
field count "$out2" | grep >/dev/null -x 30 || kw_fail "2 threads × 15 should give 30 samples"

# --- --thread-sweep: 1, 2 and then 4 threads, as the window's sweep ---------------------
sweep=$(keyward-cli --json bench --token keyward-test --alg p256 --op sign \
        --iterations 5 --warmup 1 --threads 4 --thread-sweep --no-store)
[ "$(field threads "$sweep" | tr '\n' ' ')" = "1 2 4 " ] ||
    kw_fail "--thread-sweep: threads $(field threads "$sweep" | tr '\n' ' ')"

# --- unsupported combination is skipped, not failed -----------------------------------
out3=$(keyward-cli --json bench --token keyward-test --alg p256 --op decrypt,sign \
       --iterations 5 --no-store)
kw_assert_contains "$out3" '"reason":'
[ "$(count '"uuid":' "$out3")" = 1 ] || kw_fail "expected only the sign run"

# --- table: every row of the virtual token says so ------------------------------------
table=$(keyward-cli bench --token keyward-test --alg rsa2048 --op sign,decrypt \
        --iterations 10 --store "$store")
echo "$table"
rows=$(tail -n +2 <<<"$table")
[ "$(wc -l <<<"$rows")" = 2 ] || kw_fail "expected 2 table rows"
[ "$(grep -vc '(virtual)' <<<"$rows" || true)" = 0 ] || kw_fail "a virtual row lacks (virtual)"

# --- an empty key slot through gpg-agent: a missing key, not a missing card -----------------
set +e
empty=$(KEYWARD_PIN=123456 keyward-cli bench --card "$(kw_reader 0)" --op authenticate \
        --iterations 2 --no-store 2>&1)
rc=$?
set -e
[ "$rc" != 0 ] || kw_fail "authenticate with an empty slot succeeded: $empty"
kw_assert_contains "$empty" "holds no key in OPENPGP.3" "the empty authentication slot named"
case $empty in *"no card or token present"*) kw_fail "an empty slot called a missing card: $empty" ;; esac

# --- the virtual OpenPGP card, device time (scdaemon must let go of the reader) --------
gpgconf --kill scdaemon || true
reader=$(kw_reader 0)
card=$(keyward-cli --json bench --card "$reader" --path device --op pin-verify --iterations 10 \
       --store "$store")
kw_assert_contains "$card" '"kind": "openpgp-card"'
kw_assert_contains "$card" '"path": "device-time"'
kw_assert_contains "$card" '"operation": "pin-verify"'
[ "$(count '"virtual": true' "$card")" = 2 ] || kw_fail "card result not marked virtual: $card"

# --- CPU baseline is not virtual ------------------------------------------------------
cpu=$(keyward-cli --json bench --baseline cpu --alg rsa2048 --op sign --iterations 10 \
      --store "$store")
kw_assert_contains "$cpu" '"path": "cpu-baseline"'
[ "$(count '"virtual": false' "$cpu")" = 2 ] || kw_fail "CPU baseline marked virtual"

# --- list / show / export / import / compare ------------------------------------------
list=$(keyward-cli --json bench list --store "$store")
n=$(count '"uuid":' "$list")
[ "$n" = 7 ] || kw_fail "store should hold 7 runs, has $n"
first=$(field id "$list" | tail -n 1)
last=$(field id "$list" | head -n 1)
show=$(keyward-cli --json bench show "$first" --store "$store")
[ "$(count '"uuid":' "$show")" = 1 ] || kw_fail "show: one run"
grep -q '(virtual)' <<<"$(keyward-cli bench list --store "$store")" || kw_fail "list table lacks (virtual)"

keyward-cli bench export "$first" "$last" --csv -o "$work/runs.csv" --store "$store" \
    2>"$work/export.err"
[ "$(wc -l <"$work/runs.csv")" = 3 ] || kw_fail "summary CSV: header + 2 rows"
grep -qF "Saved the runs to $work/runs.csv." "$work/export.err" ||
    kw_fail "no confirmation of the export: $(cat "$work/export.err")"
head -n 1 "$work/runs.csv" | grep >/dev/null virtual || kw_fail "CSV has no virtual column"
keyward-cli bench export "$first" --csv --samples -o "$work/samples.csv" --store "$store"
[ "$(wc -l <"$work/samples.csv")" -ge 21 ] || kw_fail "samples CSV too short"
keyward-cli --json bench export "$first" "$last" -o "$work/runs.json" --store "$store"
grep -q '"keyward-bench-results"' "$work/runs.json" || kw_fail "JSON export format"
! grep -q '"serial"' "$work/runs.json" || kw_fail "serial in export"

imported=$(keyward-cli --json bench import "$work/runs.json" --store "$work/other.sqlite")
[ "$(count '^ *[0-9]' "$imported")" = 2 ] || kw_fail "import: 2 runs: $imported"
grep -q '"imported": true' <<<"$(keyward-cli --json bench list --store "$work/other.sqlite")" \
    || kw_fail "imported runs not marked"

cmp=$(keyward-cli --json bench compare "$first" "$last" published --store "$store")
kw_assert_contains "$cmp" '"format": "keyward-bench-comparison"'
kw_assert_contains "$cmp" '"ratioToBaseline":'
[ "$(count '"published": true' "$cmp")" = 11 ] || kw_fail "published figures in compare"
grep -q 'published' <<<"$(keyward-cli bench compare "$first" published --store "$store")" \
    || kw_fail "compare table lacks published rows"

# --- HTML report of a compare: self-contained, labelled, no serial ---------------------
keyward-cli bench compare "$first" published --store "$store" --html "$work/report.html" >/dev/null
html=$(cat "$work/report.html")
kw_assert_contains "$html" "<html" "HTML report"
kw_assert_contains "$html" "(virtual)" "virtual runs labelled in the report"
kw_assert_contains "$html" "published" "published figures labelled in the report"
token_serial=$(keyward-cli --json list | sed -n 's/.*"serial": "\([0-9a-f]\{16\}\)".*/\1/p' | head -n1)
[ -n "$token_serial" ] || kw_fail "no token serial to look for"
! grep -q "$token_serial" "$work/report.html" || kw_fail "the token serial leaked into the report"
! grep -q 'src="http' "$work/report.html" || kw_fail "the report loads external resources"

# --- SoftHSM2 PIN verification: C_Login timed, once per token whatever the algorithms,
# on one thread whatever was asked (a login belongs to the whole application)
pin=$(keyward-cli --json bench --token keyward-test --alg rsa2048,p256 --op pin-verify \
      --iterations 12 --threads 2 --no-store)
[ "$(count '"uuid":' "$pin")" = 1 ] || kw_fail "pin-verify: one run per token: $pin"
kw_assert_contains "$pin" '"algorithm": "user PIN"'
[ "$(field threads "$pin")" = 1 ] || kw_fail "pin-verify: threads $(field threads "$pin")"
field count "$pin" | grep >/dev/null -x 12 || kw_fail "pin-verify: 12 samples: $(field count "$pin")"
rc=0
KEYWARD_PIN=000000 keyward-cli bench --token keyward-test --op pin-verify --iterations 5 \
    --no-store >/dev/null 2>&1 || rc=$?
[ "$rc" = 1 ] || kw_fail "a wrong PIN must fail the PIN case (exit $rc)"

# --- usage errors ----------------------------------------------------------------------
rc=0
keyward-cli bench --token keyward-test --pin 123456 --alg p256 >/dev/null 2>&1 || rc=$?
[ "$rc" = 2 ] || kw_fail "a PIN on the command line must be refused (exit $rc)"
set +e
keyward-cli bench --token keyward-test --alg nonsense >/dev/null 2>&1
rc=$?
set -e
[ "$rc" = 2 ] || kw_fail "unknown algorithm should be a usage error (2), got $rc"
echo "bench: SoftHSM2, virtual card and CPU baseline measured; JSON schema and store checked"
