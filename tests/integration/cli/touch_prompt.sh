#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The touch prompt: with UIF on for the signature key and the virtual card holding its answer
# until the button is "pressed", keyward-cli says "Touch your key (serial X) to confirm." on
# stderr (once per run, and not on stdout with --json) while gpg makes the certificate's self-signature
# with the card's key, and the operation completes once the card is touched. Gated: the press
# follows the prompt line, no sleeps decide anything.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

A=12345678
U=123456
dir=$KEYWARD_SANDBOX/touch-prompt
mkdir -p "$dir"

serial=$(gpg --batch --card-status --with-colons | awk -F: '$1 == "serial" { print $2 }')
[ -n "$serial" ] || kw_fail "no card serial from gpg"
prompt="Touch your key (serial $serial) to confirm."

printf '%s\n' admin=$A | keyward-cli card generate --slot sig --loopback --yes >/dev/null 2>&1 ||
    kw_fail "generating the signature key"
printf '%s\n' $A | keyward-cli card touch sig on --loopback >/dev/null 2>&1 ||
    kw_fail "turning UIF on for the signature key"
kw_assert_contains "$(keyward-cli --json card status)" '"touch": "on"' "UIF on"

kw_card_ctl 0 touch hold >/dev/null
kw_assert_contains "$(kw_card_ctl 0 status)" "touch=hold" "control status"

(
    r=0
    printf '%s\n' user=$U | keyward-cli --json card generate --from-card --name "Touch Tester" \
        --loopback --yes >"$dir/out.json" 2>"$dir/err.txt" || r=$?
    echo $r >"$dir/rc"
) &
job=$!

# Gate: the prompt line on stderr while the card holds its answer.
until grep -qF "$prompt" "$dir/err.txt" 2>/dev/null; do
    [ -e "$dir/rc" ] && kw_fail "ended without a touch prompt: $(cat "$dir/err.txt" "$dir/out.json")"
    sleep 0.05
done
# Gate: the card waits for the touch (the prompt may come first, while gpg starts).
until grep -q "waiting=1" <<<"$(kw_card_ctl 0 status)"; do
    [ -e "$dir/rc" ] && kw_fail "the operation ended before the touch: $(cat "$dir/out.json")"
    sleep 0.05
done

# Press for every touch the card asks for until the command is done (gpg signs once here).
presses=0
until [ -e "$dir/rc" ]; do
    if grep -q "waiting=1" <<<"$(kw_card_ctl 0 status)"; then
        kw_card_ctl 0 touch press >/dev/null
        presses=$((presses + 1))
    fi
    sleep 0.05
done
wait "$job"
kw_assert_eq 0 "$(cat "$dir/rc")" "exit status after the touch ($(cat "$dir/err.txt"))"
[ "$presses" -ge 1 ] || kw_fail "no press was needed"
out=$(cat "$dir/out.json")
kw_assert_contains "$out" '"ok": true' "--json answer"
case $out in *"Touch your key"*) kw_fail "the prompt went to stdout with --json: $out" ;; esac
kw_assert_eq 1 "$(grep -cF "$prompt" "$dir/err.txt")" "the prompt said once"

# Outside Keyward: the certificate exists and its primary key is the card's signature key.
fpr=$(gpg --batch --card-status --with-colons | awk -F: '$1 == "fpr" { print $2 }')
gpg --batch --with-colons --list-keys "$fpr" | grep >/dev/null "Touch Tester" ||
    kw_fail "no certificate for the card's signature key"

kw_card_ctl 0 touch approve >/dev/null
echo "PASS touch prompt shown while the card waited ($presses touch), operation completed"
