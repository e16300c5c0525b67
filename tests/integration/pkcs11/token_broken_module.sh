#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Broken PKCS#11 modules named by path: one whose C_GetFunctionList returns
# CKR_OK with a NULL list (p11-kit would crash on it), one without
# C_GetFunctionList. `keyward-cli list` and `token info`/`token list` exit 1
# with a sentence naming the module and the problem; nobody crashes, and the
# sandbox's SoftHSM token is still listed.
set -euo pipefail
cli=${KEYWARD_CLI:?}
token_cli=${KEYWARD_TOKEN_CLI:?}
null_list=${KEYWARD_BROKEN_NULL_LIST:?}
no_symbol=${KEYWARD_BROKEN_NO_SYMBOL:?}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }

# run NAME CMD...: stdout/stderr into NAME.out/NAME.err, the exit status into $rc
run() {
    local name=$1
    shift
    rc=0
    timeout 60 "$@" > "$name.out" 2> "$name.err" || rc=$?
}
expect_refused() { # expect_refused NAME MODULE PROBLEM
    cat "$1.out" "$1.err"
    [ "$rc" = 1 ] || fail "$1: exit $rc, expected 1 (134/139 would be a crash)"
    grep -F "($2) cannot be used" "$1.err" | grep >/dev/null "$3" \
        || fail "$1: no sentence naming $2 and \"$3\""
}

for kind in null no_symbol; do
    if [ "$kind" = null ]; then
        module=$null_list problem="CKR_OK but no function list"
    else
        module=$no_symbol problem="no C_GetFunctionList"
    fi
    run "list-$kind" "$cli" list --module "$module"
    expect_refused "list-$kind" "$module" "$problem"
    grep -q "keyward-test" "list-$kind.out" || fail "list-$kind: the good SoftHSM token is gone"

    run "info-$kind" "$token_cli" token info --module "$module"
    expect_refused "info-$kind" "$module" "$problem"

    run "tlist-$kind" "$token_cli" token list --module "$module"
    cat "tlist-$kind.out" "tlist-$kind.err"
    [ "$rc" = 1 ] || fail "tlist-$kind: exit $rc, expected 1"
    grep -q "$problem" "tlist-$kind.out" || fail "tlist-$kind: the problem is not shown"
    grep -q "keyward-test" "tlist-$kind.out" || fail "tlist-$kind: the good SoftHSM token is gone"
done
echo "PASS broken modules"
