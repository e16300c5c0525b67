#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `keyward-cli token keygen --key-type` takes the names of the one key-type table: Ed25519
# on SoftHSM makes a key SoftHSM itself reports as EC_EDWARDS (pkcs11-tool judges), whose
# CSR and self-signed certificate openssl verifies; a type the table does not have
# (rsa1024) is refused with exit 2 and a sentence naming it, before any PIN is asked, with
# no PIN at hand (no KEYWARD_PIN, stdin not a terminal); `keygen --help` lists the names.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${SOFTHSM2_CONF:?run inside scripts/sandbox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
module=$(find /usr/lib -name libsofthsm2.so -path '*softhsm*' | head -n1)
[ -n "$module" ] || fail "libsofthsm2.so not found"
unset KEYWARD_PIN
softhsm2-util --init-token --free --label keytypes --so-pin 12345678 --pin 123456 > /dev/null
printf '123456\n' > user.pin
T=(--token keytypes --module "$module")
objects() { pkcs11-tool --module "$module" --token-label keytypes --login --pin 123456 --list-objects 2>/dev/null; }

step "keygen --help lists the table's names"
timeout 60 "$cli" token keygen --help > help.txt
for name in rsa2048 rsa3072 rsa4096 p256 p384 p521 ed25519; do
    grep -qw -- "$name" help.txt || { cat help.txt; fail "keygen --help lacks $name"; }
done

step "rsa1024, rsa2049 and rsa16384 are refused (exit 2) before a PIN is asked"
before=$(objects)
for type in rsa1024 rsa2049 rsa16384; do
    rc=0
    timeout 60 "$cli" token keygen "${T[@]}" --key-type "$type" --label "t-$type" \
        > "$type.out" 2> "$type.err" < /dev/null || rc=$?
    [ "$rc" = 2 ] || { cat "$type.out" "$type.err"; fail "$type: exit $rc, expected 2"; }
    grep -qF "“$type” is not a key type Keyward generates on tokens" "$type.err" ||
        { cat "$type.err"; fail "$type: the refusal does not name the type"; }
    grep -qF "ed25519" "$type.err" || { cat "$type.err"; fail "$type: the types are not listed"; }
    ! grep -qi "PIN:" "$type.out" "$type.err" || fail "$type: a PIN was asked for"
done
[ "$(objects)" = "$before" ] || fail "a refused type changed the token"

step "Ed25519: SoftHSM makes an EC_EDWARDS key pair"
timeout 120 "$cli" token keygen "${T[@]}" --pin-file user.pin --key-type ed25519 --label k-ed \
    --id ed01 --json > ed.json
grep -q '"keyType": "EC_EDWARDS"' ed.json || { cat ed.json; fail "keygen did not report EC_EDWARDS"; }
objects > objects.txt
grep -A1 -E '^Private Key Object; EC_EDWARDS' objects.txt | grep >/dev/null 'label: *k-ed$' ||
    { cat objects.txt; fail "pkcs11-tool does not see an EC_EDWARDS private key k-ed"; }
grep -A3 -E '^Public Key Object; EC_EDWARDS' objects.txt | grep >/dev/null 'label: *k-ed$' ||
    { cat objects.txt; fail "pkcs11-tool does not see an EC_EDWARDS public key k-ed"; }

step "Ed25519: CSR and self-signed certificate signed with CKM_EDDSA, verified by openssl"
timeout 120 "$cli" token csr "${T[@]}" --pin-file user.pin --label k-ed --subject /CN=ed.example \
    --out ed.csr
openssl req -in ed.csr -noout -verify 2>&1 | grep >/dev/null "verify OK" || fail "openssl: CSR does not verify"
openssl req -in ed.csr -noout -text | grep >/dev/null "Public Key Algorithm: ED25519" || fail "CSR key"
timeout 120 "$cli" token selfsign "${T[@]}" --pin-file user.pin --label k-ed \
    --subject /CN=ed.example --out ed.crt --store
openssl verify -CAfile ed.crt ed.crt > /dev/null || fail "openssl: certificate does not verify"
openssl x509 -in ed.crt -noout -text | grep >/dev/null "Signature Algorithm: ED25519" || fail "cert alg"
objects | grep >/dev/null '^Certificate Object' || fail "the certificate was not stored"
echo ok
