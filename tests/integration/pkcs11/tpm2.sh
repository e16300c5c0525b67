#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tpm2-pkcs11 (libtpm2-pkcs11-1) over a software TPM (swtpm) as another real
# PKCS#11 module: a fresh swtpm and a fresh tpm2-pkcs11 store in the test's
# directory (TPM2_PKCS11_TCTI, TPM2_PKCS11_STORE), the module from p11-kit's
# registry (added by path where it is not registered), then the token page's
# life cycle through `keyward-cli token` (init of the empty slot, PINs,
# RSA-2048 and P-256 key pairs, CSR, certificate, delete) and a short
# benchmark on a token key (it makes no session keys). Judged by openssl and
# by the token's own answers. Runs inside scripts/sandbox (its own network,
# so swtpm's fixed port, where the sandbox points tpm2-pkcs11, is free).
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${KEYWARD_SANDBOX:?run inside scripts/sandbox}"
work=$(mktemp -d)
swtpm_pid=
cleanup() {
    [ -n "$swtpm_pid" ] && kill "$swtpm_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
cd "$work"
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
kw() { timeout 120 "$cli" token "$@"; }

module=
for dir in /usr/lib/*-linux-gnu/pkcs11 /usr/lib64/pkcs11 /usr/lib/pkcs11; do
    [ -e "$dir/libtpm2_pkcs11.so" ] && { module=$dir/libtpm2_pkcs11.so; break; }
done
[ -n "$module" ] || fail "libtpm2_pkcs11.so not found (package libtpm2-pkcs11-1)"
command -v swtpm >/dev/null || fail "swtpm not found (package swtpm)"

step "a fresh software TPM"
mkdir state store
# --daemon returns once the sockets listen; the pid file is the gate.
swtpm socket --tpm2 --tpmstate dir="$work/state" \
    --server type=tcp,port=2321,bindaddr=127.0.0.1 \
    --ctrl type=tcp,port=2322,bindaddr=127.0.0.1 \
    --flags not-need-init,startup-clear --daemon --pid file="$work/swtpm.pid" \
    --log file="$work/swtpm.log"
[ -s swtpm.pid ] || fail "swtpm did not start: $(cat swtpm.log 2>/dev/null)"
swtpm_pid=$(cat swtpm.pid)
export TPM2_PKCS11_TCTI="swtpm:host=127.0.0.1,port=2321"
export TPM2_PKCS11_STORE=$work/store
printf '12345678\n' > so.pin
printf '123456\n' > user.pin
printf '654321\n' > user2.pin
printf '87654321\n' > so2.pin
printf '000000\n' > wrong.pin
chmod 600 ./*.pin
tok=tpm-test
T=(--module "$module" --token "$tok")

step "p11-kit's registry has the module (or it is added by path); the TPM shows one empty slot"
# Debian's package registers it with p11-kit (/usr/share/p11-kit/modules/tpm2_pkcs11.module);
# scripts/deps switches that off machine-wide, so here it is usually added by its path, and
# then listed by its file name.
added=
modname=tpm2_pkcs11
if ! kw list --json | grep >/dev/null '"module": "tpm2_pkcs11"'; then
    kw add-module "$module"
    added=yes
    modname=$(basename "$module" .so)
fi
kw list --json > list.json
grep -q "\"module\": \"$modname\"" list.json || { cat list.json; fail "tpm2-pkcs11 not listed"; }
grep -q '"initialized": false' list.json || fail "no empty slot to initialise"

step "init the empty slot: the token gets its label and a user PIN, and a new empty slot appears"
kw init --module "$module" --blank --new-label "$tok" --so-pin-file so.pin \
    --new-pin-file user.pin --yes > init.txt || { cat init.txt; fail "init"; }
kw info "${T[@]}" --json > info.json
grep -q '"user-pin-initialized"' info.json || fail "user PIN not set by init"
grep -q '"token-initialized"' info.json || fail "token not initialised"
kw list --json > list.json
python3 - list.json "$modname" <<'PY' || { cat list.json; fail "not one token and one new empty slot"; }
import json, sys
tokens = [t for t in json.load(open(sys.argv[1]))["tokens"] if t["module"] == sys.argv[2]]
sys.exit(0 if sorted(t["initialized"] for t in tokens) == [False, True] else 1)
PY
if [ -n "$added" ]; then
    # A module added by path is part of every device list, not only of the token commands.
    timeout 60 keyward-cli list --json > devices.json
    grep -q "\"name\": \"$tok\"" devices.json || { cat devices.json; fail "keyward-cli list lacks the added module's token"; }
fi

step "PINs: user and SO PIN changes; a wrong PIN is reported as such"
kw change-pin "${T[@]}" --pin-file user.pin --new-pin-file user2.pin
kw objects "${T[@]}" --pin-file user2.pin > /dev/null
kw change-pin "${T[@]}" --pin-file user2.pin --new-pin-file user.pin
out=$(kw objects "${T[@]}" --pin-file wrong.pin --json || true)
echo "$out" | grep >/dev/null '"kind": "wrong-pin"' || fail "wrong PIN not reported: $out"
kw change-pin "${T[@]}" --so --so-pin-file so.pin --new-pin-file so2.pin
kw init-pin "${T[@]}" --so-pin-file so2.pin --new-pin-file user2.pin
kw objects "${T[@]}" --pin-file user2.pin > /dev/null || fail "user PIN set by the SO not taken"
kw init-pin "${T[@]}" --so-pin-file so2.pin --new-pin-file user.pin

P=("${T[@]}" --pin-file user.pin)
step "key generation: RSA 2048 and EC P-256"
for t in rsa2048 ec-p256; do
    kw keygen "${P[@]}" --key-type "$t" --label "k-$t" --json > "keygen-$t.json"
    grep -q '"sensitive": true' "keygen-$t.json" || fail "$t not sensitive"
    grep -q '"extractable": false' "keygen-$t.json" || fail "$t extractable"
done
kw objects "${P[@]}" --json > objects.json
for t in rsa2048 ec-p256; do
    grep -q "\"label\": \"k-$t\"" objects.json || fail "k-$t not among the objects"
done

step "CSR and self-signed certificate, checked by openssl"
for t in rsa2048 ec-p256; do
    kw csr "${P[@]}" --label "k-$t" --subject "/CN=tpm-$t.example.org/O=Keyward Test" \
        --san DNS:tpm-$t.example.org --out "$t.csr"
    openssl req -in "$t.csr" -noout -verify
    openssl req -in "$t.csr" -noout -text | grep >/dev/null "DNS:tpm-$t.example.org" \
        || fail "SAN missing in $t CSR"
    kw export "${T[@]}" --label "k-$t" --type public-key --out "$t.pub.pem"
    cmp <(openssl req -in "$t.csr" -noout -pubkey) "$t.pub.pem" || fail "$t CSR key is not the token key"
    kw selfsign "${P[@]}" --label "k-$t" --subject "/CN=root-$t" --days 10 --ca --store \
        --out "$t.crt"
    openssl verify -CAfile "$t.crt" "$t.crt"
done
kw export "${T[@]}" --label k-ec-p256 --type certificate --out stored.crt
cmp <(openssl x509 -in ec-p256.crt -outform DER) <(openssl x509 -in stored.crt -outform DER) \
    || fail "the stored certificate differs from the file"

step "a short benchmark on the token, with its own key (it makes no session keys)"
r=0
out=$(KEYWARD_PIN=123456 keyward-cli --json bench --module "$module" --token "$tok" --alg p256 \
      --op sign --iterations 2 --warmup 0) || r=$?
echo "$out" | grep >/dev/null "CKR_ATTRIBUTE_VALUE_INVALID" || fail "a session key was made after all: $out"
out=$(KEYWARD_PIN=123456 keyward-cli --json bench --module "$module" --token "$tok" --alg p256 \
      --key k-ec-p256 --op sign --duration 1 --warmup 1)
echo "$out" | grep >/dev/null '"algorithm": "ECDSA-P256"' || fail "bench: $out"
echo "$out" | grep >/dev/null '"path": "pkcs11"' || fail "bench path: $out"
echo "$out" | grep >/dev/null '"virtual": true' || fail "swtpm not labelled virtual: $out"

step "delete with confirmation"
echo "no" | kw delete "${P[@]}" --label k-rsa2048 > /dev/null 2>&1 && fail "deleted without confirmation"
kw delete "${P[@]}" --label k-rsa2048 --yes
kw objects "${P[@]}" --json > objects.json
grep -q '"label": "k-rsa2048"' objects.json && fail "k-rsa2048 still there"
grep -q '"label": "k-ec-p256"' objects.json || fail "the other key went too"

if [ -n "$added" ]; then
    step "remove-module forgets the module"
    kw remove-module "$module"
    kw list --json | grep >/dev/null "\"module\": \"$modname\"" && fail "tpm2-pkcs11 still loaded after remove-module"
fi
echo "ok"
