#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli list --json inside the sandbox names the SoftHSM token, the vpcd
# reader with the card in it, and the OpenPGP card behind gpg-agent.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

out=$(keyward-cli list --json)
reader=$(kw_reader 0)
kw_assert_contains "$out" '"name": "keyward-test"'
kw_assert_contains "$out" "\"name\": \"$reader\""
kw_assert_contains "$out" '"kind": "openpgp-card"'
kw_assert_contains "$out" '"kind": "pkcs11-token"'
kw_assert_contains "$out" '"virtual": true'
# The card's serial as gpg reports it must be the one Keyward lists.
serial=$(gpg --card-status --with-colons | awk -F: '$1 == "serial" { print $2 }')
[ -n "$serial" ] || kw_fail "gpg reports no card serial"
kw_assert_contains "$out" "\"serial\": \"$serial\""

# Empty slots are listed with the algorithm the card reports for them (gpg's keyattr), not as
# "unknown algorithm".
case $out in *"unknown algorithm"*) kw_fail "an empty slot listed as unknown algorithm: $out" ;; esac
sig_attr=$(gpg --card-status --with-colons | awk -F: '$1 == "keyattr" && $2 == 1 { print $3 "," $4 }')
case $sig_attr in
    1,*) kw_assert_contains "$out" "rsa${sig_attr#1,}, empty" "the empty signature slot's algorithm" ;;
    *) kw_assert_contains "$out" "${sig_attr#*,}, empty" "the empty signature slot's algorithm" ;;
esac

# The human form lists the same devices by group.
text=$(keyward-cli list)
kw_assert_contains "$text" "PKCS#11 tokens:"
kw_assert_contains "$text" "keyward-test"
echo "list --json: token, reader and card found"
