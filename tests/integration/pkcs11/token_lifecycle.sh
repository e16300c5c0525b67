#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The PKCS#11 token life cycle on SoftHSM2 through `keyward-cli token`, judged
# by tools that are not Keyward: openssl (req -verify, verify, x509, dgst) and
# OpenSC's pkcs11-tool (list objects, sign). Runs inside scripts/sandbox.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${SOFTHSM2_CONF:?run inside scripts/sandbox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
kw() { timeout 120 "$cli" token "$@"; }

printf '12345678\n' > so.pin
printf '123456\n' > user.pin
printf '654321\n' > user2.pin
printf '87654321\n' > so2.pin
printf '000000\n' > wrong.pin
chmod 600 ./*.pin
module=$(kw list --json | grep -o '"modulePath": "[^"]*softhsm[^"]*"' | head -1 | cut -d'"' -f4)
[ -n "$module" ] || fail "SoftHSM module not found through p11-kit"
p11() { pkcs11-tool --module "$module" --token-label lc-test "$@"; }

step "init the blank token (typed confirmation refused, then --yes)"
echo "not-the-label" | kw init --module softhsm2 --blank --new-label lc-test \
    --so-pin-file so.pin && fail "init went ahead without confirmation"
kw init --module softhsm2 --blank --new-label lc-test --so-pin-file so.pin \
    --new-pin-file user.pin --yes
T=(--token lc-test)
kw info "${T[@]}" --json | grep >/dev/null '"user-pin-initialized"' || fail "user PIN not initialised"

step "PINs: change user and SO PIN and back; wrong PIN"
kw change-pin "${T[@]}" --pin-file user.pin --new-pin-file user2.pin
kw objects "${T[@]}" --pin-file user2.pin > /dev/null
kw change-pin "${T[@]}" --pin-file user2.pin --new-pin-file user.pin
kw change-pin "${T[@]}" --so --so-pin-file so.pin --new-pin-file so2.pin
kw init-pin "${T[@]}" --so-pin-file so2.pin --new-pin-file user.pin
kw change-pin "${T[@]}" --so --so-pin-file so2.pin --new-pin-file so.pin
out=$(kw objects "${T[@]}" --pin-file wrong.pin --json || true)
echo "$out" | grep >/dev/null '"kind": "wrong-pin"' || fail "wrong PIN not reported: $out"
echo "$out" | grep >/dev/null 'CKR_PIN_INCORRECT' || fail "CK_RV not kept: $out"
kw info "${T[@]}" --json | grep >/dev/null '"user-pin-count-low"' || fail "count-low flag not shown"
kw info "${T[@]}" | grep >/dev/null "Warning:" || fail "no PIN warning before the next attempt"
kw objects "${T[@]}" --pin-file user.pin > /dev/null

P=(--token lc-test --pin-file user.pin)
step "key generation: RSA 2048/3072, EC P-256/384/521"
for t in rsa2048 rsa3072 ec-p256 ec-p384 ec-p521; do
    kw keygen "${P[@]}" --key-type "$t" --label "k-$t" --json > "keygen-$t.json"
    grep -q '"sensitive": true' "keygen-$t.json" || fail "$t not sensitive"
    grep -q '"extractable": false' "keygen-$t.json" || fail "$t extractable"
done
grep -q '"bits": 3072' keygen-rsa3072.json || fail "RSA 3072 size"
grep -q '"curve": "secp521r1"' keygen-ec-p521.json || fail "P-521 curve"
p11 --list-objects > objects.txt
for t in rsa2048 rsa3072 ec-p256 ec-p384 ec-p521; do
    grep -q "label: *k-$t" objects.txt || fail "pkcs11-tool does not see k-$t"
done

step "CSR and self-signed certificate for every key, checked by openssl"
for t in rsa2048 ec-p256 ec-p384 ec-p521; do
    kw csr "${P[@]}" --label "k-$t" --subject "/CN=web-$t.example.org/O=Keyward Test" \
        --san DNS:web-$t.example.org --san IP:192.0.2.7 \
        --key-usage digitalSignature,keyEncipherment --eku serverAuth,clientAuth --out "$t.csr"
    openssl req -in "$t.csr" -noout -verify
    openssl req -in "$t.csr" -noout -text | grep >/dev/null "DNS:web-$t.example.org, IP Address:192.0.2.7" \
        || fail "SAN missing in $t CSR"
    openssl req -in "$t.csr" -noout -text | grep >/dev/null "TLS Web Server Authentication" \
        || fail "EKU missing in $t CSR"
    kw selfsign "${P[@]}" --label "k-$t" --subject "/CN=root-$t" --days 10 --ca --store \
        --out "$t.crt"
    openssl x509 -in "$t.crt" -noout -subject | grep >/dev/null "root-$t"
    openssl verify -CAfile "$t.crt" "$t.crt"
    # The stored certificate is the same as the file, next to its key.
    said=$(kw export --token lc-test --label "k-$t" --type certificate --out "$t.exported.crt")
    cmp <(openssl x509 -in "$t.crt" -outform DER) <(openssl x509 -in "$t.exported.crt" -outform DER)
    # What was written, from the file: its size on disk.
    size=$(stat -c %s "$t.exported.crt")
    [ "$said" = "Wrote the certificate “k-$t” to $t.exported.crt: $size bytes of PEM, read back from the file." ] ||
        fail "export said: $said"
done
p11 --list-objects --type cert | grep >/dev/null "label: *k-ec-p256" || fail "pkcs11-tool sees no certificate"

step "a token key signs through pkcs11-tool; openssl verifies with the exported public key"
echo "the quick brown fox" > data.txt
# SoftHSM 2.6 has CKM_ECDSA but not CKM_ECDSA_SHA256: hash here, sign the hash.
openssl dgst -sha256 -binary data.txt > data.sha256
for t in rsa2048 ec-p256; do
    kw export --token lc-test --label "k-$t" --type public-key --out "$t.pub.pem"
    id=$(grep -o '"id": "[0-9a-f]*"' "keygen-$t.json" | head -1 | cut -d'"' -f4)
    if [ "$t" = rsa2048 ]; then
        p11 --login --pin 123456 --sign --id "$id" -m SHA256-RSA-PKCS -i data.txt -o "$t.sig"
    else
        p11 --login --pin 123456 --sign --id "$id" -m ECDSA --signature-format openssl \
            -i data.sha256 -o "$t.sig"
    fi
    openssl dgst -sha256 -verify "$t.pub.pem" -signature "$t.sig" data.txt
done

step "import a certificate issued by an outside CA next to its key"
openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -subj "/CN=Test CA" \
    -days 10 2> /dev/null
kw csr "${P[@]}" --label k-rsa3072 --subject "/CN=issued" --out issued.csr
openssl x509 -req -in issued.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 5 \
    -out issued.crt 2> /dev/null
kw import-cert "${P[@]}" --file issued.crt --json > import-cert.json
keyid=$(grep -o '"id": "[0-9a-f]*"' keygen-rsa3072.json | head -1 | cut -d'"' -f4)
grep -q "\"id\": \"$keyid\"" import-cert.json || fail "imported certificate did not get the key's ID"
kw export --token lc-test --label k-rsa3072 --type certificate --out issued.exported.crt
openssl verify -CAfile ca.crt issued.exported.crt

count() { kw objects "${P[@]}" --json | grep -c '"class"'; }
before=$(count)
step "failure paths leave the token unchanged"
echo "not a certificate" > junk.crt
out=$(kw import-cert "${P[@]}" --file junk.crt --json || true)
echo "$out" | grep >/dev/null '"ok": false' || fail "malformed certificate accepted"
head -c 300 issued.crt > truncated.crt
kw import-cert "${P[@]}" --file truncated.crt > /dev/null 2>&1 && fail "truncated certificate accepted"
openssl req -x509 -newkey rsa:2048 -nodes -keyout p12.key -out p12.crt -subj "/CN=p12 user" \
    -days 5 2> /dev/null
printf 'secret-pass\n' > p12.pass
printf 'wrong-pass\n' > p12.wrong
openssl pkcs12 -export -inkey p12.key -in p12.crt -out user.p12 -passout pass:secret-pass
out=$(kw import-p12 "${P[@]}" --file user.p12 --p12-password-file p12.wrong --json || true)
echo "$out" | grep >/dev/null "wrong PKCS#12 password" || fail "wrong PKCS#12 password not reported: $out"
# The file's password is checked before the token PIN is read: no PIN file is needed to hear it.
out=$(kw import-p12 --token lc-test --pin-file /nonexistent/pin --file user.p12 \
    --p12-password-file p12.wrong --json || true)
echo "$out" | grep >/dev/null "wrong PKCS#12 password" || fail "PIN read before the PKCS#12 password: $out"
head -c 200 user.p12 > broken.p12
kw import-p12 "${P[@]}" --file broken.p12 --p12-password-file p12.pass > /dev/null 2>&1 \
    && fail "malformed PKCS#12 accepted"
[ "$(count)" = "$before" ] || fail "token changed by a failed import"

step "PKCS#12 import (RSA and EC), key usable through pkcs11-tool"
kw import-p12 "${P[@]}" --file user.p12 --p12-password-file p12.pass --label p12-rsa --id 5a01
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout p12ec.key \
    -out p12ec.crt -subj "/CN=p12 ec" -days 5 2> /dev/null
openssl pkcs12 -export -inkey p12ec.key -in p12ec.crt -out ec.p12 -passout pass:secret-pass
kw import-p12 "${P[@]}" --file ec.p12 --p12-password-file p12.pass --label p12-ec --id 5a02
kw objects "${P[@]}" --json | grep >/dev/null '"label": "p12-ec"' || fail "EC PKCS#12 not imported"
step "PKCS#12 with its CA chain: the CA certificate is imported too"
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout chain.key -out chain.csr \
    -subj "/CN=p12 chained" 2> /dev/null
openssl x509 -req -in chain.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 5 \
    -out chain.crt 2> /dev/null
openssl pkcs12 -export -inkey chain.key -in chain.crt -certfile ca.crt -out chain.p12 \
    -passout pass:secret-pass
kw import-p12 "${P[@]}" --file chain.p12 --p12-password-file p12.pass --label p12-chain \
    --id 5a03 --json > chain.json
grep -q '"label": "p12-chain CA 1"' chain.json || fail "CA certificate not imported: $(cat chain.json)"
kw export --token lc-test --label "p12-chain CA 1" --type certificate --out chain-ca.exported.crt
cmp <(openssl x509 -in ca.crt -outform DER) <(openssl x509 -in chain-ca.exported.crt -outform DER) \
    || fail "the CA certificate on the token differs from the one in the file"
p11 --login --pin 123456 --sign --id 5a01 -m SHA256-RSA-PKCS -i data.txt -o p12.sig
openssl dgst -sha256 -verify <(openssl x509 -in p12.crt -pubkey -noout) -signature p12.sig data.txt
p11 --login --pin 123456 --sign --id 5a02 -m ECDSA --signature-format openssl \
    -i data.sha256 -o p12ec.sig
openssl dgst -sha256 -verify <(openssl x509 -in p12ec.crt -pubkey -noout) -signature p12ec.sig data.txt

step "mechanisms and URIs"
kw mechanisms "${T[@]}" | grep >/dev/null "CKM_RSA_PKCS_KEY_PAIR_GEN .*generate key pair" \
    || fail "mechanism table"
uri=$(kw uri --token lc-test --label k-ec-p256 --type certificate)
case "$uri" in pkcs11:*token=lc-test*type=cert*) ;; *) fail "URI $uri" ;; esac
kw info --token "${uri%%;id=*}" > /dev/null || fail "URI not accepted as a token"
# The URI names the object for other commands too (and for other tools).
kw export --object "$uri" --out by-uri.crt
cmp by-uri.crt ec-p256.exported.crt || fail "export by URI differs"

step "delete with confirmation"
echo "no" | kw delete "${P[@]}" --label k-rsa2048 > /dev/null 2>&1 && fail "deleted without confirmation"
kw delete "${P[@]}" --label k-rsa2048 --yes
p11 --list-objects | grep >/dev/null "label: *k-rsa2048" && fail "pkcs11-tool still sees k-rsa2048"
echo "ok"
