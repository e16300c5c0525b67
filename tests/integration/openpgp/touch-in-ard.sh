#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A card that keeps its UIF DOs only inside Application Related Data (6E; GET DATA D6-D8
# answers 6A88) and takes the specification's UIF values only (off, on, fixed): the touch
# policy is read from 6E, set, and read back; a cached mode is refused before the card is
# touched. Judged by the card's raw 6E through gpg-agent, not by Keyward's own output.
# Usage (inside scripts/sandbox --card canokey): touch-in-ard.sh
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

A=12345678
ok() { echo "ok - $*"; }
kcj() { kw_cardj "$@"; }
# apdu HEX — the card's answer to one APDU through gpg-agent, in upper-case hex with the
# status word last (the agent percent-escapes the binary on its D lines).
apdu() {
    gpg-connect-agent "SCD APDU $1" /bye | python3 -c '
import re, sys
data = b"".join(re.sub(rb"%([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), l[2:].rstrip(b"\n"))
                for l in sys.stdin.buffer if l.startswith(b"D "))
print(data.hex().upper())'
}
# The UIF DO of slot N (1-3) as the card holds it inside 6E, in hex ("0120": on, button).
ard_uif() {
    apdu 00CA006E00 | grep -o "D$((5 + $1))02[0-9A-F]\{4\}" | head -1 | cut -c5-
}
# GET DATA D6 directly: the status word the card answers.
direct_sw() {
    apdu 00CA00D600 | tail -c 5
}

kw_assert_eq 6A88 "$(direct_sw)" "GET DATA D6 on this card"
kw_assert_eq 0020 "$(ard_uif 1)" "UIF of the signature key in 6E"

kcj status
[ "$rc" = 0 ] || kw_fail "status: $out $errout"
kw_assert_contains "$(tr -d ' \n' <<<"$out")" '"touch":"off"' "status reads the touch policy from 6E"
case $out in *'"touch": null'*) kw_fail "a slot's touch policy unknown although 6E has it: $out" ;; esac
ok "touch policy read from Application Related Data"

PINS="admin=$A" kcj touch sig cached --loopback --yes
[ "$rc" != 0 ] || kw_fail "a cached touch policy was accepted: $out"
kw_assert_contains "$out" "off, on and fixed" "the refusal names what the card takes"
kw_assert_eq 0020 "$(ard_uif 1)" "UIF after the refused cached policy"
ok "cached policy refused before the card was touched"

PINS="admin=$A" kcj touch sig on --loopback
[ "$rc" = 0 ] || kw_fail "touch sig on: $out $errout"
kw_assert_eq 0120 "$(ard_uif 1)" "UIF of the signature key in 6E after touch on"
kw_assert_contains "$out" "reports the touch policy of the signature key as on" "the result is read back"
kcj status
kw_assert_contains "$(tr -d ' \n' <<<"$out")" '"touch":"on"' "status after touch on"
PINS="admin=$A" kcj touch sig off --loopback
[ "$rc" = 0 ] || kw_fail "touch sig off: $out $errout"
kw_assert_eq 0020 "$(ard_uif 1)" "UIF after touch off"
ok "touch on and off, read back from 6E and judged by the card's 6E"

# The reader page: this card's ATR is in no list, but Keyward reads the card through scdaemon,
# so the reader names it instead of "unknown card".
serial=$(gpg --card-status --with-colons | awk -F: '$1 == "serial" {print $2}')
list=$(timeout 120 keyward-cli list --json)
kw_assert_contains "$list" "CanoKey $serial, read through scdaemon" "the reader names the card"
case $list in *'"unknown card"'*) kw_fail "a reader still says unknown card: $list" ;; esac
ok "the reader names the card scdaemon reads ($serial), not an unknown card"
