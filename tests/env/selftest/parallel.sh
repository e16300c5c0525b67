#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# On the host: two sandboxes at once (as ctest -j2 runs them) each get their
# own pcscd, vpcd ports, agent and token, and both succeed.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
sandbox=$KEYWARD_SOURCE_DIR/scripts/sandbox
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

inner='
    set -e
    . "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
    echo "$KEYWARD_SANDBOX" >"$1"
    touch "$1.up"
    # Overlap: wait until the other sandbox is up too.
    for _ in $(seq 100); do [ -e "$2.up" ] && break; sleep 0.1; done
    [ -e "$2.up" ] || kw_fail "the other sandbox never came up"
    kw_assert_eq 2 "$(kw_readers | grep -c .)" "readers"
    kw_assert_contains "$(gpg-connect-agent "GETINFO version" /bye)" "D 2." "agent"
    kw_assert_eq 1 "$(p11-kit list-modules | grep -c "token: keyward-test")" "tokens"
'
"$sandbox" --build-dir "$KEYWARD_BUILD_DIR" -- bash -c "$inner" sh "$work/a" "$work/b" &
a=$!
"$sandbox" --build-dir "$KEYWARD_BUILD_DIR" -- bash -c "$inner" sh "$work/b" "$work/a" &
b=$!
rc_a=0 rc_b=0
wait "$a" || rc_a=$?
wait "$b" || rc_b=$?
kw_assert_eq "0 0" "$rc_a $rc_b" "exit statuses"
[ "$(cat "$work/a")" != "$(cat "$work/b")" ] || kw_fail "both sandboxes used the same directory"
echo "ok"
