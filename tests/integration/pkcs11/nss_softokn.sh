#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# NSS's software token (softokn, libsoftokn3.so) as a second real PKCS#11
# module: a fresh NSS database in the test's directory, added to Keyward by
# path with the init arguments softokn needs (`token add-module --init-args`;
# the sandbox runs as root, where p11-kit reads no user module config), then
# the token page's life cycle through `keyward-cli token` and a short
# benchmark. Judged by NSS's certutil on the same database and by openssl.
# Runs inside scripts/sandbox.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${KEYWARD_SANDBOX:?run inside scripts/sandbox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
kw() { timeout 120 "$cli" token "$@"; }

softokn=
for dir in /usr/lib/*-linux-gnu /usr/lib64 /usr/lib; do
    [ -e "$dir/libsoftokn3.so" ] && { softokn=$dir/libsoftokn3.so; break; }
done
[ -n "$softokn" ] || fail "libsoftokn3.so not found (package libnss3)"
db=$work/nssdb
mkdir "$db"
certutil -N -d "sql:$db" --empty-password
args="configdir='sql:$db' certPrefix='' keyPrefix='' secmod='secmod.db' flags="
printf '12345678\n' > so.pin
printf '123456\n' > user.pin
printf '654321\n' > user2.pin
printf '000000\n' > wrong.pin
printf '123456\n' > nss.pw
chmod 600 ./*.pin nss.pw
tok="NSS Certificate DB"
T=(--module "$softokn" --token "$tok")

step "without init arguments: refused with a hint, or (newer NSS) started without a database"
if out=$(kw add-module "$softokn" 2>&1); then
    # NSS 3.110 (Debian 13) starts softokn without arguments, with no database: nothing to
    # hint at. Take it out again; the arguments below name the database.
    echo "$out" | grep >/dev/null "added" || fail "add-module without arguments: $out"
    kw remove-module "$softokn" >/dev/null || fail "remove-module after the argument-less add"
else
    # NSS 3.87 (Debian 12) refuses to start without them, and Keyward says what it needs.
    echo "$out" | grep >/dev/null "CKR_ARGUMENTS_BAD" || fail "no C_Initialize result: $out"
    echo "$out" | grep >/dev/null -- "--init-args" || fail "no hint at --init-args: $out"
fi

step "add-module with init arguments; list and info"
kw add-module "$softokn" --init-args "$args"
kw list --json > list.json
grep -q "\"label\": \"$tok\"" list.json || fail "softokn's database token not listed"
grep -q '"label": "NSS Generic Crypto Services"' list.json || fail "softokn's crypto slot not listed"
kw info "${T[@]}" --json > info.json
grep -q '"manufacturer": "Mozilla Foundation' info.json || fail "manufacturer"
grep -q '"model": "NSS 3"' info.json || fail "model"

step "init: softokn empties the database and keeps its label; the first user PIN through the SO"
# A key made by NSS itself before init; init must take it away.
head -c 64 /dev/urandom > noise
: > empty.pw
certutil -G -d "sql:$db" -k ec -q nistp256 -z noise -f empty.pw > /dev/null
certutil -K -d "sql:$db" -f empty.pw | grep >/dev/null "ec .*orphan" || fail "certutil made no key"
echo "not-the-label" | kw init "${T[@]}" --new-label nss-test --so-pin-file so.pin \
    && fail "init went ahead without confirmation"
kw init "${T[@]}" --new-label nss-test --so-pin-file so.pin --new-pin-file user.pin --yes \
    > init.txt
grep -q "kept its label \"$tok\"" init.txt || fail "init does not say the label was kept: $(cat init.txt)"
kw info "${T[@]}" --json > info.json
grep -q '"user-pin-initialized"' info.json || fail "user PIN not set by init"
grep -q '"login-required"' info.json || fail "no login required after the PIN was set"

step "init without a user PIN, then init-pin: softokn has no SO PIN, so none is asked"
rc=0
(unset KEYWARD_PIN; kw init "${T[@]}" --new-label nss-test --yes < /dev/null \
    > init.out 2> init.err) || rc=$?
[ "$rc" = 0 ] || { cat init.out init.err; fail "init without an SO PIN: exit $rc"; }
! grep -qi "SO PIN" init.err || { cat init.err; fail "init asked for an SO PIN"; }
kw info "${T[@]}" --json > info.json
! grep -q '"user-pin-initialized"' info.json || fail "init without an SO PIN left the user PIN"
rc=0
(unset KEYWARD_PIN; kw init-pin "${T[@]}" --new-pin-file user.pin < /dev/null \
    > initpin.out 2> initpin.err) || rc=$?
[ "$rc" = 0 ] || { cat initpin.out initpin.err; fail "init-pin without an SO PIN: exit $rc"; }
! grep -qi "SO PIN.*:" initpin.err || { cat initpin.err; fail "init-pin asked for an SO PIN"; }
grep -qF "The user PIN of “$tok” is set. The token reports" initpin.out ||
    { cat initpin.out; fail "init-pin does not say what the token reports"; }
kw info "${T[@]}" --json > info.json
grep -q '"user-pin-initialized"' info.json || fail "user PIN not set by init-pin"
kw objects "${T[@]}" --pin-file user.pin > /dev/null || fail "the PIN set by init-pin is not taken"

step "PINs: change the user PIN and back; a wrong PIN is reported as such"
kw change-pin "${T[@]}" --pin-file user.pin --new-pin-file user2.pin
kw objects "${T[@]}" --pin-file user2.pin > /dev/null
kw change-pin "${T[@]}" --pin-file user2.pin --new-pin-file user.pin
out=$(kw objects "${T[@]}" --pin-file wrong.pin --json || true)
echo "$out" | grep >/dev/null '"kind": "wrong-pin"' || fail "wrong PIN not reported: $out"
# softokn has no SO PIN: Keyward says so instead of a bare CKR_ code.
out=$(kw change-pin "${T[@]}" --so --so-pin-file so.pin --new-pin-file so.pin 2>&1 || true)
echo "$out" | grep >/dev/null "has no SO PIN of its own" || fail "SO PIN change: $out"
out=$(kw init-pin "${T[@]}" --so-pin-file so.pin --new-pin-file user2.pin 2>&1 || true)
echo "$out" | grep >/dev/null "has no SO PIN of its own" || fail "init-pin with a password set: $out"
# NSS checks the database password itself: certutil takes the PIN Keyward set
# ("no keys found": init took certutil's key away), and refuses the one it replaced.
printf '654321\n' > nss.bad
out=$(certutil -K -d "sql:$db" -f nss.pw 2>&1 || true)
echo "$out" | grep >/dev/null "no keys found" || fail "certutil does not take the PIN set by Keyward: $out"
out=$(certutil -K -d "sql:$db" -f nss.bad 2>&1 || true)
echo "$out" | grep >/dev/null "SEC_ERROR_BAD_PASSWORD" || fail "certutil took the old PIN: $out"

P=("${T[@]}" --pin-file user.pin)
step "a type the token's mechanism list lacks is refused, naming token and type, before a PIN"
if kw mechanisms "${T[@]}" | grep >/dev/null CKM_EC_EDWARDS_KEY_PAIR_GEN; then
    echo "softokn lists CKM_EC_EDWARDS_KEY_PAIR_GEN here: nothing to refuse"
else
    rc=0
    (unset KEYWARD_PIN; kw keygen "${T[@]}" --key-type ed25519 --label k-ed < /dev/null \
        > ed.out 2> ed.err) || rc=$?
    [ "$rc" = 1 ] || { cat ed.out ed.err; fail "ed25519 on softokn: exit $rc, expected 1"; }
    grep -qF "Token “$tok” cannot generate Ed25519 keys: CKM_EC_EDWARDS_KEY_PAIR_GEN is not" \
        ed.err || { cat ed.err; fail "ed25519 on softokn: no sentence naming token and type"; }
    ! grep -qi "PIN:" ed.out ed.err || fail "ed25519 on softokn: a PIN was asked for"
fi
step "key generation: RSA 2048 and EC P-256"
for t in rsa2048 ec-p256; do
    kw keygen "${P[@]}" --key-type "$t" --label "k-$t" --json > "keygen-$t.json"
    grep -q '"sensitive": true' "keygen-$t.json" || fail "$t not sensitive"
    grep -q '"extractable": false' "keygen-$t.json" || fail "$t extractable"
done
certutil -K -d "sql:$db" -f nss.pw > keys.txt
grep -q "rsa .*k-rsa2048" keys.txt || { cat keys.txt; fail "certutil does not see k-rsa2048"; }
grep -q "ec .*k-ec-p256" keys.txt || { cat keys.txt; fail "certutil does not see k-ec-p256"; }

step "CSR and self-signed certificate, checked by openssl and certutil"
for t in rsa2048 ec-p256; do
    kw csr "${P[@]}" --label "k-$t" --subject "/CN=nss-$t.example.org/O=Keyward Test" \
        --san DNS:nss-$t.example.org --out "$t.csr"
    openssl req -in "$t.csr" -noout -verify
    openssl req -in "$t.csr" -noout -text | grep >/dev/null "DNS:nss-$t.example.org" \
        || fail "SAN missing in $t CSR"
    kw export "${T[@]}" --label "k-$t" --type public-key --out "$t.pub.pem"
    cmp <(openssl req -in "$t.csr" -noout -pubkey) "$t.pub.pem" || fail "$t CSR key is not the token key"
    kw selfsign "${P[@]}" --label "k-$t" --subject "/CN=root-$t" --days 10 --ca --store \
        --out "$t.crt"
    openssl verify -CAfile "$t.crt" "$t.crt"
done
certutil -L -d "sql:$db" > certs.txt
grep -q "k-ec-p256" certs.txt || { cat certs.txt; fail "certutil does not list the stored certificate"; }
certutil -L -d "sql:$db" -n k-ec-p256 -a > stored.crt
cmp <(openssl x509 -in ec-p256.crt -outform DER) <(openssl x509 -in stored.crt -outform DER) \
    || fail "the stored certificate differs from the file"

step "a short benchmark on the token"
out=$(KEYWARD_PIN=123456 keyward-cli --json bench --module "$softokn" --token "$tok" --alg p256 \
      --op sign --duration 1 --warmup 1)
echo "$out" | grep >/dev/null '"algorithm": "ECDSA-P256"' || fail "bench: $out"
echo "$out" | grep >/dev/null '"path": "pkcs11"' || fail "bench path: $out"
echo "$out" | grep >/dev/null '"virtual": true' || fail "softokn not labelled virtual: $out"

step "delete with confirmation"
echo "no" | kw delete "${P[@]}" --label k-rsa2048 > /dev/null 2>&1 && fail "deleted without confirmation"
kw delete "${P[@]}" --label k-rsa2048 --yes
certutil -K -d "sql:$db" -f nss.pw > keys.txt
grep -q "k-rsa2048" keys.txt && fail "certutil still sees k-rsa2048"
grep -q "k-ec-p256" keys.txt || fail "the other key went too"

step "remove-module forgets the module and its init arguments"
kw remove-module "$softokn"
kw list --json | grep >/dev/null "\"label\": \"$tok\"" && fail "softokn still loaded after remove-module"
echo "ok"
