#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# PIN hygiene: run the PIN operations with Keyward's logging at its most
# verbose, through both PIN paths (loopback and gpg-agent's pinentry), then
# look for the PINs in everything the run wrote: Keyward's output and logs,
# the sandbox (GNUPGHOME, daemon logs, card state) and HOME.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

export QT_LOGGING_RULES="keyward.*=true"
logs=$KEYWARD_SANDBOX/hygiene
mkdir -p "$logs"
# Unusual PINs, so any hit is a leak and not a coincidence.
U=123456 A=12345678
U2=482915 A2=73920518 RC=61730284 U3=950371

run() { # NAME STDIN ARGS...: keyward-cli card ARGS with all output kept
    local name=$1 input=$2
    shift 2
    printf '%s\n' $input | timeout 120 keyward-cli card "$@" >"$logs/$name.out" 2>"$logs/$name.err" ||
        kw_fail "$name failed: $(tail -3 "$logs/$name.err")"
}

run passwd "user=$U new-user=$U2" passwd --loopback
run passwd-admin "admin=$A new-admin=$A2" passwd --admin --loopback
run reset-code "admin=$A2 new-reset=$RC" reset-code --loopback
run unblock "reset=$RC new-user=$U3" unblock --loopback
run name "admin=$A2" name Hygiene Test --loopback
# the agent's pinentry path
kw_pinentry_answers $U3 $U2 $U2
timeout 120 keyward-cli card passwd >"$logs/pinentry.out" 2>"$logs/pinentry.err" || kw_fail "passwd via pinentry"
run status "" status --json
grep -q 'keyward.assuan' "$logs/passwd.err" || kw_fail "no debug logging captured"

# The queue file is the test's own input (the test pinentry consumes it).
rm -f "$KEYWARD_SANDBOX/pinentry/answers"
found=0
for pin in $U2 $A2 $RC $U3; do
    if hits=$(grep -r -a -l --devices=skip -F -- "$pin" "$logs" "$KEYWARD_SANDBOX" "$HOME" 2>/dev/null); then
        echo "PIN found in: $hits" >&2
        found=1
    fi
done
[ "$found" = 0 ] || kw_fail "a PIN was written somewhere"
echo "ok - no PIN in $(find "$logs" "$KEYWARD_SANDBOX" "$HOME" -type f 2>/dev/null | wc -l) files written by the run"
