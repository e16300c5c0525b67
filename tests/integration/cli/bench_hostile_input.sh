#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench with numbers and files that once crashed it or fooled it:
# every out-of-range, NaN or infinite option is a usage error (exit 2) naming
# the option, its value and the range; hostile result files are refused
# (exit 2) and nothing of them is stored; a file cannot make a run a
# published figure; control characters from a file never reach the terminal.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite
count() { grep -c -- "$1" <<<"$2" || true; }

# expect_usage WHAT ARGS... — exit 2, the option named, no crash or sanitizer report.
expect_usage() {
    local what=$1 rc=0
    shift
    timeout 60 keyward-cli bench "$@" --no-store >"$work/out" 2>"$work/err" || rc=$?
    [ "$rc" = 2 ] || kw_fail "$what: exit 2 expected, got $rc: $(cat "$work/err")"
    grep -q -- "$what" "$work/err" || kw_fail "$what not named: $(cat "$work/err")"
    ! grep -Eq 'runtime error|Aborted|terminate called' "$work/err" ||
        kw_fail "$what: $(cat "$work/err")"
}

# --- the former crashes ------------------------------------------------------------------
expect_usage --threads --baseline cpu --threads 5000
expect_usage --threads --baseline cpu --threads nan
expect_usage --workers --token keyward-test --load-profile 1,2 --workers 1e6
expect_usage --load-profile --token keyward-test --load-profile 1e9
expect_usage --step --token keyward-test --load-profile 1,2 --step nan
expect_usage --step --token keyward-test --load-profile 1,2 --step inf
expect_usage --iterations --baseline cpu --iterations 1e10
expect_usage --duration --baseline cpu --duration inf
expect_usage --warmup --baseline cpu --warmup -1
expect_usage --load-profile --token keyward-test --load-profile 1000000 --step 86400
grep -q '5000' <<<"$(keyward-cli bench --baseline cpu --threads 5000 2>&1 || true)" ||
    kw_fail "the value is not named"
grep -q '1 to 256' <<<"$(keyward-cli bench --baseline cpu --threads 5000 2>&1 || true)" ||
    kw_fail "the range is not named"
echo "ok - numeric options: out of range, NaN and infinity are usage errors"

# --- a real export to start from -----------------------------------------------------------
keyward-cli bench --baseline cpu --alg rsa2048 --op sign --iterations 5 --warmup 1 \
    --store "$store" >/dev/null
id=$(keyward-cli --json bench list --store "$store" | sed -n 's/^ *"id": \([0-9]*\),*$/\1/p' | head -n1)
keyward-cli --json bench export "$id" -o "$work/good.json" --store "$store"
published_before=$(count '"published": true' "$(keyward-cli --json bench list --store "$store")")

# hostile NAME SED-EXPRESSION — a copy of the export with one change.
hostile() { sed -e "$2" "$work/good.json" >"$work/$1.json"; }
expect_refused() {
    local rc=0
    keyward-cli bench import "$work/$1.json" --store "$store" >"$work/out" 2>"$work/err" || rc=$?
    [ "$rc" = 2 ] || kw_fail "$1: exit 2 expected, got $rc: $(cat "$work/err")"
    ! grep -Eq 'runtime error|Aborted' "$work/err" || kw_fail "$1: $(cat "$work/err")"
}
runs_before=$(count '"uuid":' "$(keyward-cli --json bench list --store "$store")")
hostile negative-sample "/\"steady\": \[/{n;s/[0-9][0-9]*/-5/}"
expect_refused negative-sample
hostile huge-sample "/\"steady\": \[/{n;s/[0-9][0-9]*/18446744073709551616000/}"
expect_refused huge-sample
hostile inf-sample "/\"steady\": \[/{n;s/[0-9][0-9]*/1e400/}"
expect_refused inf-sample
hostile negative-threads 's/"threads": 1/"threads": -4/'
expect_refused negative-threads
hostile many-threads 's/"threads": 1/"threads": 100000/'
expect_refused many-threads
# A megabyte model name (too long for a sed argument: awk builds it).
awk 'BEGIN { b = "A"; while (length(b) < 1048576) b = b b }
     !done && sub(/"model": "[^"]*"/, "\"model\": \"" b "\"") { done = 1 } { print }' \
    "$work/good.json" >"$work/megabyte-model.json"
[ "$(wc -c <"$work/megabyte-model.json")" -gt 1048576 ] || kw_fail "test file not made"
expect_refused megabyte-model
[ "$(count '"uuid":' "$(keyward-cli --json bench list --store "$store")")" = "$runs_before" ] ||
    kw_fail "a refused file left runs in the store"
echo "ok - hostile numbers and strings refused, nothing stored"

# A device is not a result file; neither is a file over 64 MiB.
rc=0
keyward-cli bench import /dev/zero --store "$store" >/dev/null 2>&1 || rc=$?
[ "$rc" = 2 ] || kw_fail "/dev/zero: exit 2 expected, got $rc"
truncate -s 65M "$work/huge.json"
rc=0
keyward-cli bench import "$work/huge.json" --store "$store" >/dev/null 2>"$work/err" || rc=$?
[ "$rc" = 2 ] || kw_fail "65 MiB file: exit 2 expected, got $rc: $(cat "$work/err")"
echo "ok - devices and oversized files refused before reading"

# --- "published": true in a file is ignored --------------------------------------------------
new_uuid() { cat /proc/sys/kernel/random/uuid; }
hostile published "s/\"published\": false/\"published\": true, \"publishedSource\": \"A stranger\", \"publishedYear\": 2017/; s/\"uuid\": \"[^\"]*\"/\"uuid\": \"$(new_uuid)\"/"
grep -q '"published": true' "$work/published.json" || kw_fail "test file not made"
keyward-cli bench import "$work/published.json" --store "$store" >/dev/null
list=$(keyward-cli --json bench list --store "$store")
[ "$(count '"published": true' "$list")" = "$published_before" ] ||
    kw_fail "an imported run shows as published"
! grep -q 'A stranger' <<<"$list" || kw_fail "the file's citation was kept"
! grep -q 'A stranger' <<<"$(keyward-cli bench list --store "$store")" || kw_fail "citation printed"
echo "ok - published is never taken from a file"

# --- control characters from a file never reach the terminal ----------------------------------
hostile escape "s/\"model\": \"[^\"]*\"/\"model\": \"\\\\u001b[2JEvil\\\\u0007Model\"/; s/\"host\": \"[^\"]*\"/\"host\": \"h\\\\u001b]0;title\\\\u0007\"/; s/\"uuid\": \"[^\"]*\"/\"uuid\": \"$(new_uuid)\"/"
grep -q 'u001b' "$work/escape.json" || kw_fail "test file not made"
ids=$(keyward-cli --json bench import "$work/escape.json" --store "$store")
eid=$(grep -o '[0-9][0-9]*' <<<"$ids" | head -n1)
for sub in "list" "show $eid" "compare $eid $id"; do
    # shellcheck disable=SC2086
    keyward-cli bench $sub --store "$store" >"$work/text" 2>&1
    grep -q 'Evil' "$work/text" || kw_fail "bench $sub: the imported run is missing"
    ! LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$work/text" ||
        kw_fail "bench $sub printed a control character: $(od -c "$work/text" | head)"
done
echo "ok - list, show and compare print no control characters from a file"
