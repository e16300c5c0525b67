#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Keyward's own path on a SmartCard-HSM (the virtual nitrokey-hsm in reader 0):
# `token init-sc-hsm` initialises it over PC/SC and says what the device then
# reports; the generic token commands run through OpenSC's PKCS#11 module:
# user and SO PIN changes, unblocking with the SO PIN, EC P-256 and RSA-2048
# key generation, a CSR, self-signed certificates and a short `bench tls`
# with the server key on the device. OpenSC (sc-hsm-tool, pkcs11-tool) and
# openssl judge; a second initialisation with DKEK shares wipes the keys and
# leaves key generation refused until the shares are imported.
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
log=$work/log

step() { echo "== $*"; }
# kw NAME ARGS... — keyward's token command; output in NAME.out/NAME.err, status in rc.
kw() {
    local name=$1
    shift
    rc=0
    timeout 300 "$cli" token "$@" > "$name.out" 2> "$name.err" < /dev/null || rc=$?
}
ok() { [ "$rc" = 0 ] || { cat "$1.out" "$1.err" >&2; kw_fail "$1: exit $rc"; }; }
says() { grep -qF -- "$2" "$1.out" || { cat "$1.out" "$1.err" >&2; kw_fail "$1 does not say \"$2\""; }; }
hsm() { sc-hsm-tool 2>>"$log" | tee -a "$log"; }
hsm_field() { hsm | sed -n "s/^$1 *: *//p" | head -n1; }

module=$(kw_opensc_module)
p11() { pkcs11-tool --module "$module" "$@" 2>>"$log"; }

SO=3537363231383830
NEW_SO=0102030405060708
USER=648219
NEW_USER=19283746
printf '%s\n' "$SO" > so.pin
printf '%s\n' "$NEW_SO" > new-so.pin
printf '%s\n' "$USER" > user.pin
printf '%s\n' "$NEW_USER" > new-user.pin
printf '000000\n' > wrong.pin
reader=$(sed -n 1p <<<"$KEYWARD_SANDBOX_READERS")
init=(init-sc-hsm --reader "$reader" --yes)

step "factory state"
kw_assert_contains "$(hsm)" "has never been initialized" "sc-hsm-tool before init-sc-hsm"

step "init-sc-hsm without DKEK: the report is what sc-hsm-tool reads"
kw init0 "${init[@]}" --so-pin-file so.pin --new-pin-file user.pin
ok init0
says init0 "The SmartCard-HSM in \"$reader\" (version 3.5) reports that it is initialised."
says init0 "Its user PIN has 3 tries left."
says init0 "Its SO PIN has 15 tries left."
says init0 "The SO PIN can set a new user PIN."
says init0 "It has no DKEK shares"
info=$(hsm)
kw_assert_contains "$info" "User PIN reset with SO-PIN enabled" "sc-hsm-tool options"
kw_assert_eq 3 "$(hsm_field 'User PIN tries left')" "sc-hsm-tool user PIN counter"
kw_assert_eq 15 "$(hsm_field 'SO-PIN tries left')" "sc-hsm-tool SO PIN counter"
case $info in *"DKEK shares"*) kw_fail "sc-hsm-tool shows a DKEK: $info" ;; esac
! grep -q "$USER" ./*.out ./*.err || kw_fail "a PIN was printed"

# The token as Keyward lists it through OpenSC (label, serial).
kw list list --json
ok list
label=$(python3 -c '
import json, sys
for t in json.load(open("list.out"))["tokens"]:
    if t["manufacturer"].strip() == "www.CardContact.de":
        print(t["label"]); break')
[ -n "$label" ] || { cat list.out; kw_fail "no SmartCard-HSM token in token list"; }
tok=(--module opensc-pkcs11 --token "$label")
kw info0 info "${tok[@]}"
ok info0
says info0 "www.CardContact.de"

step "change-pin: user PIN"
kw chpin change-pin "${tok[@]}" --pin-file user.pin --new-pin-file new-user.pin
ok chpin
says chpin "is changed. The token reports no wrong tries."
p11 --login --pin "$USER" -O > /dev/null && kw_fail "the old user PIN still works"
p11 --login --pin "$NEW_USER" -O > /dev/null || kw_fail "the new user PIN does not work"

step "change-pin --so: SO PIN"
kw chso change-pin "${tok[@]}" --so --so-pin-file so.pin --new-pin-file new-so.pin
ok chso
says chso "The SO PIN of "
says chso "is changed. The token reports"
kw_assert_eq 15 "$(hsm_field 'SO-PIN tries left')" "SO PIN counter after the change"
p11 --login --login-type so --so-pin "$NEW_SO" --init-pin --new-pin "$NEW_USER" > /dev/null ||
    kw_fail "the new SO PIN does not work"

step "a blocked user PIN, unblocked with init-pin and the SO PIN"
for _ in 1 2 3; do
    p11 --login --pin 000000 -O > /dev/null && kw_fail "a wrong PIN was accepted"
done
kw_assert_contains "$(hsm)" "User PIN locked" "sc-hsm-tool after three wrong PINs"
kw info1 info "${tok[@]}"
ok info1
grep -qi "locked\|blocked" info1.out || { cat info1.out; kw_fail "token info does not say the PIN is blocked"; }
kw unblock init-pin "${tok[@]}" --so-pin-file new-so.pin --new-pin-file user.pin
ok unblock
says unblock "is unblocked and set. The token reports"
kw_assert_eq 3 "$(hsm_field 'User PIN tries left')" "user PIN counter after init-pin"
p11 --login --pin "$USER" -O > /dev/null || kw_fail "the PIN set by init-pin does not work"

step "keygen: EC P-256 and RSA-2048"
kw ec keygen "${tok[@]}" --pin-file user.pin --key-type p256 --label kw-ec
ok ec
says ec "kw-ec"
says ec " 256 (prime256v1)"
kw rsa keygen "${tok[@]}" --pin-file user.pin --key-type rsa2048 --label kw-rsa
ok rsa
says rsa "kw-rsa"
says rsa " 2048"
keys=$(p11 --login --pin "$USER" -O --type privkey)
printf '%s\n' "$keys" >> "$log"
kw_assert_contains "$keys" "label:      kw-ec" "pkcs11-tool: the EC key"
kw_assert_contains "$keys" "label:      kw-rsa" "pkcs11-tool: the RSA key"
pubs=$(p11 -O --type pubkey)
printf '%s\n' "$pubs" >> "$log"
kw_assert_contains "$pubs" "EC_POINT 256 bits" "pkcs11-tool: the EC public key"
kw_assert_contains "$pubs" "RSA 2048 bits" "pkcs11-tool: the RSA public key"
# The key IDs Keyward reported are the ones the token holds.
ec_id=$(sed -n 's/.*id=\([0-9a-f]*\).*/\1/p' ec.out | head -n1)
rsa_id=$(sed -n 's/.*id=\([0-9a-f]*\).*/\1/p' rsa.out | head -n1)
p11 --read-object --type pubkey --id "$ec_id" -o ec.der > /dev/null ||
    kw_fail "no public key with the ID keygen reported ($ec_id)"
p11 --read-object --type pubkey --id "$rsa_id" -o rsa.der > /dev/null ||
    kw_fail "no public key with the ID keygen reported ($rsa_id)"
openssl pkey -pubin -inform DER -in ec.der -out ec.pub.pem
openssl pkey -pubin -inform DER -in rsa.der -out rsa.pub.pem

step "csr and selfsign, judged by openssl"
kw csr csr "${tok[@]}" --pin-file user.pin --label kw-ec --subject "/CN=Keyward SmartCard-HSM EC" \
    --out ec.csr
ok csr
openssl req -in ec.csr -noout -verify 2>&1 | grep >/dev/null "verify OK" ||
    kw_fail "openssl req -verify refuses the CSR"
cmp <(openssl req -in ec.csr -noout -pubkey) ec.pub.pem || kw_fail "the CSR is not for the token's EC key"
kw cert selfsign "${tok[@]}" --pin-file user.pin --label kw-rsa --ca --days 30 \
    --subject "/CN=Keyward SmartCard-HSM RSA" --out rsa.crt --store
ok cert
openssl x509 -in rsa.crt -noout -subject | grep >/dev/null "CN *= *Keyward SmartCard-HSM RSA" ||
    kw_fail "certificate subject"
cmp <(openssl x509 -in rsa.crt -noout -pubkey) rsa.pub.pem || kw_fail "the certificate is not for the token's RSA key"
openssl verify -CAfile rsa.crt rsa.crt > /dev/null || kw_fail "the self-signed certificate does not verify"
certs=$(p11 -O --type cert)
printf '%s\n' "$certs" >> "$log"
kw_assert_contains "$certs" "Keyward SmartCard-HSM RSA" "pkcs11-tool: the stored certificate"

step "bench tls with the EC key on the device"
out=$(KEYWARD_PIN=$USER timeout 300 keyward-cli --json bench tls --token "$label" \
    --module opensc-pkcs11 --key-type p256 --label kw-ec --clients 1 --duration 0.5 \
    --no-store 2> bench.err) || { cat bench.err >&2; kw_fail "bench tls exit $?"; }
printf '%s\n' "$out" > bench.json
python3 - bench.json <<'EOF' || { cat bench.json bench.err >&2; kw_fail "bench tls figures"; }
import json, sys
run = json.load(open(sys.argv[1]))["tls"]
assert run["handshakes"] > 0, f"handshakes {run['handshakes']}"
assert run["failed"] == 0 and run["serverFailed"] == 0, f"failed {run['failed']}"
assert run["settings"]["keyLabel"] == "kw-ec", run["settings"]
# A figure measured on the virtual SmartCard-HSM is labelled virtual.
assert run["virtual"] and run["device"]["virtual"], "not labelled virtual"
print(f"bench tls: {run['handshakes']} handshakes, {run['handshakesPerSecond']:.0f}/s")
EOF

step "init-sc-hsm again with 2 DKEK shares: keys gone, key generation waits for the shares"
kw wrongso "${init[@]}" --so-pin-file so.pin --new-pin-file user.pin --dkek-shares 2
[ "$rc" = 1 ] || { cat wrongso.out wrongso.err >&2; kw_fail "wrongso: exit $rc"; }
grep -qF "The current SO PIN is wrong; 14 tries are left" wrongso.err ||
    { cat wrongso.err >&2; kw_fail "wrongso: no sentence with the tries left"; }
kw_assert_eq 14 "$(hsm_field 'SO-PIN tries left')" "SO PIN counter after a wrong SO PIN"
kw init2 "${init[@]}" --so-pin-file new-so.pin --new-pin-file user.pin --dkek-shares 2
ok init2
says init2 "It waits for 2 of 2 DKEK shares to be imported before keys can be made."
says init2 "Its SO PIN has 15 tries left."
info=$(hsm)
kw_assert_contains "$info" "DKEK shares          : 2" "sc-hsm-tool DKEK shares"
kw_assert_contains "$info" "DKEK import pending, 2 share(s) still missing" "sc-hsm-tool DKEK state"
keys=$(p11 --login --pin "$USER" -O)
case $keys in *kw-ec* | *kw-rsa*) kw_fail "keys survived the initialisation: $keys" ;; esac
kw pending keygen "${tok[@]}" --pin-file user.pin --key-type p256 --label kw-ec2
[ "$rc" = 1 ] || { cat pending.out pending.err >&2; kw_fail "keygen with DKEK shares pending: exit $rc"; }
grep -qF "DKEK" pending.err || { cat pending.err >&2; kw_fail "keygen refusal does not name the DKEK"; }

step "init-sc-hsm --json with 5 tries and 1 DKEK share: the values the device reports"
kw init3 --json "${init[@]}" --so-pin-file new-so.pin --new-pin-file new-user.pin --retries 5 \
    --dkek-shares 1
ok init3
python3 - init3.out <<'EOF' || { cat init3.out >&2; kw_fail "init-sc-hsm --json"; }
import json, sys
d = json.load(open(sys.argv[1]))
assert d["initialised"] and d["version"] == "3.5", d
assert d["userPinTriesLeft"] == 5 and d["soPinTriesLeft"] == 15, d
assert d["userPinResetWithSoPin"], d
assert d["dkek"] == {"shares": 1, "outstanding": 1}, d["dkek"]
EOF
kw_assert_eq 5 "$(hsm_field 'User PIN tries left')" "sc-hsm-tool user PIN counter after --retries 5"
kw_assert_contains "$(hsm)" "DKEK import pending, 1 share(s) still missing" "sc-hsm-tool DKEK state"
! grep -q "$USER\|$NEW_USER\|$NEW_SO" ./*.out ./*.err || kw_fail "a PIN was printed"
echo PASS
