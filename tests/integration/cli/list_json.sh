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

# Values are data whatever the language (the German catalogue here): the card's PIN counters as
# numbers, its slots' algorithms as GnuPG names, KDF as a boolean, the reader's card state as an
# English key; the translated text stands beside them.
de=$(LANGUAGE=de LANG=de_DE.UTF-8 keyward-cli list --json)
retries=$(gpg --card-status --with-colons | awk -F: '$1 == "pinretry" { print $2 "," $3 "," $4 }')
kw_assert_eq "$retries" "$(python3 -c '
import json, sys
d = json.load(sys.stdin)
card = next(x for x in d["devices"] if x["kind"] == "openpgp-card")
f = {x["key"]: x for x in card["fields"]}
r = f["pinRetries"]["value"]
print("%d,%d,%d" % (r["userPin"], r["resetCode"], r["adminPin"]))
assert f["pinRetries"]["text"].startswith("Benutzer-PIN"), f["pinRetries"]["text"]
assert isinstance(f["kdf"]["value"], bool), f["kdf"]
assert isinstance(f["signatureCounter"]["value"], int), f["signatureCounter"]
' <<<"$de")" "the card's PIN retry counters as numbers in the German list"
sig_algo=$(gpg --card-status --with-colons | awk -F: '$1 == "keyattr" && $2 == 1 { print ($3 == 1 ? "rsa" $4 : $4) }')
kw_assert_eq "$sig_algo" "$(python3 -c '
import json, sys
d = json.load(sys.stdin)
card = next(x for x in d["devices"] if x["kind"] == "openpgp-card")
print(next(x for x in card["fields"] if x["key"] == "sig")["value"]["algorithm"])
' <<<"$de")" "the signature slot's algorithm as GnuPG names it"
kw_assert_eq "card answers" "$(python3 -c '
import json, sys
d = json.load(sys.stdin)
reader = next(x for x in d["devices"] if x["kind"] == "reader" and x["present"])
state = next(x for x in reader["fields"] if x["key"] == "card")["value"]["state"]
print("card answers" if state in ("known", "unknown") else state)
' <<<"$de")" "the reader's card state as an English key"
kw_assert_eq "software" "$(python3 -c '
import json, sys
d = json.load(sys.stdin)
token = next(x for x in d["devices"] if x["name"] == "keyward-test")
f = {x["key"]: x for x in token["fields"]}
assert "login-required" in f["flags"]["value"], f["flags"]
assert f["pinLength"]["value"]["min"] >= 1, f["pinLength"]
print(f["kind"]["value"])
' <<<"$de")" "the token's kind and flags as English keys"

# The human form lists the same devices by group.
text=$(keyward-cli list)
kw_assert_contains "$text" "PKCS#11 tokens:"
kw_assert_contains "$text" "keyward-test"
echo "list --json: token, reader and card found"
