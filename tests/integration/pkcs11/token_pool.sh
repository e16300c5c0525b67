#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The key pool on SoftHSM2 through `keyward-cli token pool`, judged by tools
# that are not Keyward: openssl (the stored blob is no private key; the
# signature verifies against the stored public key), python3's sqlite3 reads the
# stored blobs, and pkcs11-tool (only the
# key-encryption key stays on the token). Runs inside scripts/sandbox.
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
chmod 600 ./*.pin
module=$(kw list --json | grep -o '"modulePath": "[^"]*softhsm[^"]*"' | head -1 | cut -d'"' -f4)
[ -n "$module" ] || fail "SoftHSM module not found through p11-kit"
kw init --module softhsm2 --blank --new-label pool-test --so-pin-file so.pin \
    --new-pin-file user.pin --yes > /dev/null
P=(--token pool-test --pin-file user.pin)
p11() { pkcs11-tool --module "$module" --token-label pool-test --login --pin 123456 "$@"; }

step "an object that was there before stays"
kw keygen "${P[@]}" --key-type ec-p256 --label before > /dev/null

step "status before any fill: supported, no key-encryption key"
kw pool status "${P[@]}" --json > status0.json
grep -q '"supported": true' status0.json || fail "SoftHSM not supported: $(cat status0.json)"
grep -q '"mechanism": "CKM_AES_KEY_WRAP_PAD"' status0.json || fail "mechanism: $(cat status0.json)"
grep -q '"kekId"' status0.json && fail "a key-encryption key before fill"

step "fill 3 RSA-2048 and 2 P-256 keys"
kw pool fill "${P[@]}" --count 3 --key-type rsa2048 --json > fill.json
grep -q '"filled": 3' fill.json || fail "fill: $(cat fill.json)"
grep -q '"kekCreated": true' fill.json || fail "no key-encryption key made: $(cat fill.json)"
kw pool fill "${P[@]}" --count 2 --key-type p256 --json > fill2.json
grep -q '"kekCreated": false' fill2.json || fail "a second key-encryption key: $(cat fill2.json)"
kw pool status "${P[@]}" --json > status1.json
grep -q '"storedTotal": 5' status1.json || fail "status: $(cat status1.json)"
store=$(find "$HOME" -name keypool.sqlite | head -1)
[ -n "$store" ] || fail "no pool store under $HOME"
ls -l "$store" | grep >/dev/null '^-rw-------' || fail "store not 0600"

step "the key-encryption key is sensitive and never extractable; nothing else is left"
p11 --list-objects --type secrkey > secret.txt 2> /dev/null
grep -q "label: *keyward-pool-kek" secret.txt || fail "no key-encryption key: $(cat secret.txt)"
grep -A8 "keyward-pool-kek" secret.txt | grep >/dev/null -i "never extractable" \
    || fail "key-encryption key extractable: $(cat secret.txt)"
p11 --list-objects --type privkey 2> /dev/null | grep -c "Private Key Object" > priv.count
[ "$(cat priv.count)" = 1 ] || fail "pooled private keys left on the token"

step "the stored blobs are ciphertext: OpenSSL reads no private key from them"
keyward_blob() {
    python3 - "$store" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for i, (blob,) in enumerate(db.execute("SELECT blob FROM wrapped_keys")):
    open(f"blob{i}.bin", "wb").write(blob)
print(i + 1)
PY
}
n=$(keyward_blob)
[ "$n" = 5 ] || fail "store holds $n blobs"
for b in blob*.bin; do
    if openssl pkey -inform DER -in "$b" -noout 2> /dev/null; then
        fail "$b parses as a private key"
    fi
done

step "take: unwrap, sign, destroy; the signature verifies against the stored public key"
printf 'request payload %s\n' 1 > data.txt
for t in rsa2048 p256; do
    kw pool take "${P[@]}" --key-type "$t" --file data.txt --out "$t.sig" > "$t.pub.pem"
    openssl dgst -sha256 -verify "$t.pub.pem" -signature "$t.sig" data.txt \
        || fail "$t signature does not verify"
    printf 'other data\n' > other.txt
    if openssl dgst -sha256 -verify "$t.pub.pem" -signature "$t.sig" other.txt > /dev/null; then
        fail "$t signature verifies other data"
    fi
done
kw pool status "${P[@]}" --json | grep >/dev/null '"storedTotal": 3' || fail "take did not use up keys"
p11 --list-objects --type privkey 2> /dev/null | grep -c "Private Key Object" > priv.count
[ "$(cat priv.count)" = 1 ] || fail "an unwrapped key stayed on the token"
p11 --list-objects 2> /dev/null > all.txt
grep -q "keyward-pool-kek" all.txt || fail "key-encryption key gone"
[ "$(grep -c 'Object;' all.txt)" = 3 ] || fail "objects left: $(cat all.txt)"

step "take with nothing of that type: a sentence, exit 1"
set +e
kw pool take "${P[@]}" --key-type p384 --file data.txt --out none.sig 2> none.err
rc=$?
set -e
[ $rc = 1 ] || fail "take from an empty pool exited $rc"
grep -q "fill it first" none.err || fail "empty pool: $(cat none.err)"

step "a missing key-encryption key fails cleanly"
p11 --delete-object --type secrkey --label keyward-pool-kek > /dev/null 2>&1
set +e
kw pool take "${P[@]}" --key-type rsa2048 --file data.txt --out gone.sig 2> gone.err
rc=$?
set -e
[ $rc = 1 ] || fail "take without key-encryption key exited $rc"
grep -q "no key-encryption key" gone.err || fail "missing key: $(cat gone.err)"
[ -e gone.sig ] && fail "a signature was written"

step "a new key-encryption key does not unwrap the old blobs"
kw pool fill "${P[@]}" --count 1 --key-type p256 --json > fill3.json
grep -q '"kekCreated": true' fill3.json || fail "no new key-encryption key"
kw pool status "${P[@]}" --json > status2.json
grep -q '"storedTotal": 1' status2.json || fail "old blobs counted under the new key: $(cat status2.json)"

step "drain: refused without a terminal, then --yes"
set +e
kw pool drain "${P[@]}" < /dev/null 2> drain.err
rc=$?
set -e
[ $rc = 3 ] || fail "drain without --yes exited $rc"
grep -q "not a terminal" drain.err || fail "drain refusal: $(cat drain.err)"
kw pool drain "${P[@]}" --yes --json > drain.json
grep -q '"removed": 4' drain.json || fail "drain: $(cat drain.json)"
kw pool status "${P[@]}" --json | grep >/dev/null '"storedTotal": 0' || fail "pool not empty"

step "bad arguments are usage errors"
set +e
kw pool fill "${P[@]}" --key-type ed25519 2> /dev/null; rc1=$?
kw pool spill "${P[@]}" 2> /dev/null; rc2=$?
set -e
[ $rc1 = 2 ] && [ $rc2 = 2 ] || fail "usage errors exited $rc1 / $rc2"
echo "ok"
