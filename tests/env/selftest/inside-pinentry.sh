#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Inside the sandbox: gpg-agent's pinentry is the scripted test pinentry and
# follows its queues.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

ask() { gpg-connect-agent "GET_PASSPHRASE --data $1 X Prompt+$1 Description+for+$1" /bye; }

# Percent and space must survive the Assuan escaping.
kw_pinentry_answers 'pin with % and space' '%CANCEL' 123456
kw_assert_eq $'D pin with %25 and space\nOK' "$(ask one)" "first answer"
kw_assert_contains "$(ask two)" "ERR 83886179" "queued cancel"
kw_assert_eq $'D 123456\nOK' "$(ask three)" "third answer"
kw_assert_contains "$(ask four)" "ERR 83886179 Operation cancelled" "empty queue"

kw_assert_eq OK "$(gpg-connect-agent 'GET_CONFIRMATION Sure%3F' /bye)" "default CONFIRM"
kw_pinentry_confirm NOTOK
kw_assert_contains "$(gpg-connect-agent 'GET_CONFIRMATION Sure%3F' /bye)" "Not confirmed" "NOTOK"

log=$(kw_pinentry_log)
kw_assert_eq 6 "$(grep -c . <<<"$log")" "log lines"
kw_assert_eq $'GETPIN\tanswered\tPrompt one\tDescription for one\t' "$(sed -n 1p <<<"$log")" "first log line"
kw_assert_eq "cancelled cancelled" "$(awk -F'\t' 'NR == 2 || NR == 4 { print $2 }' <<<"$log" | paste -sd' ')" "cancels"
case $log in *123456* | *"with %"*) kw_fail "a PIN reached the pinentry log" ;; esac

# The protocol itself, as a pinentry client sees it.
out=$(printf 'OPTION ttyname=/dev/null\nGETINFO flavor\nSETDESC a%%0Ab\nGETPIN\nBYE\n' \
    | KEYWARD_SANDBOX=$KEYWARD_SANDBOX "$KEYWARD_SOURCE_DIR/tests/env/test-pinentry")
kw_assert_eq $'OK Pleased to meet you\nOK\nD keyward-test\nOK\nOK\nERR 83886179 Operation cancelled <Pinentry>\nOK closing connection' \
    "$out" "raw protocol"
echo "ok"
