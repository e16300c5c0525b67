#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# On the host: exit status, teardown (no process or directory left), --keep,
# a signal during the command, start-up time, and a clear error for a card
# without keyward-vcard.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
sandbox=$KEYWARD_SOURCE_DIR/scripts/sandbox
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# No process may still name the sandbox directory once scripts/sandbox is back.
assert_gone() {
    local dir=$1 left
    left=$(pgrep -af -- "$dir" || true)
    [ -z "$left" ] || kw_fail "processes left after teardown: $left"
    [ ! -e "$dir" ] || kw_fail "sandbox directory $dir left behind"
}

start=$(date +%s%N)
rc=0
"$sandbox" --build-dir "$KEYWARD_BUILD_DIR" -- sh -c 'echo "$KEYWARD_SANDBOX" >"$1"; exit 7' sh "$work/dir" || rc=$?
ms=$((($(date +%s%N) - start) / 1000000))
echo "sandbox round trip without cards: ${ms} ms"
kw_assert_eq 7 "$rc" "exit status"
assert_gone "$(cat "$work/dir")"
[ "$ms" -lt 10000 ] || kw_fail "start-up and teardown took ${ms} ms"

"$sandbox" --keep --build-dir "$KEYWARD_BUILD_DIR" -- sh -c 'echo "$KEYWARD_SANDBOX" >"$1"' sh "$work/dir" 2>/dev/null
kept=$(cat "$work/dir")
[ -f "$kept/logs/pcscd.log" ] || kw_fail "--keep did not keep $kept"
rm -rf "$kept"

# SIGTERM while the command runs: torn down, status 143.
"$sandbox" --build-dir "$KEYWARD_BUILD_DIR" -- sh -c 'echo "$KEYWARD_SANDBOX" >"$1"; exec sleep 60' sh "$work/sig" &
pid=$!
for _ in $(seq 100); do [ -s "$work/sig" ] && break; sleep 0.1; done
[ -s "$work/sig" ] || kw_fail "sandbox did not come up"
kill -TERM "$pid"
rc=0
wait "$pid" || rc=$?
kw_assert_eq 143 "$rc" "status after SIGTERM"
assert_gone "$(cat "$work/sig")"

# A card needs keyward-vcard in the build directory: say so, run nothing.
mkdir "$work/empty-build"
rc=0
msg=$("$sandbox" --card yubikey5 --build-dir "$work/empty-build" -- touch "$work/ran" 2>&1) || rc=$?
[ "$rc" -ne 0 ] || kw_fail "--card without keyward-vcard succeeded"
kw_assert_contains "$msg" "keyward-vcard" "error message"
[ ! -e "$work/ran" ] || kw_fail "the command ran although the sandbox failed"
echo "ok"
