#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The key pool when things go wrong, on SoftHSM2 through `keyward-cli token pool`:
# two first fills at once make one key-encryption key (the test holds the
# pool lock until both wait for it, so no timing decides); two such keys on
# the token are named with what to do; an altered store (swapped public key,
# relabelled key type, damaged blob) is refused and nothing is lost; rows no
# key-encryption key can unwrap are counted as orphaned. Judged by
# pkcs11-tool, python3's sqlite3 and /proc/locks. Runs inside scripts/sandbox.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${SOFTHSM2_CONF:?run inside scripts/sandbox}"
work=$(mktemp -d)
holder=
trap '[ -n "$holder" ] && kill "$holder" 2> /dev/null; rm -rf "$work"' EXIT
cd "$work"
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
kw() { timeout 120 "$cli" token "$@"; }

printf '12345678\n' > so.pin
printf '123456\n' > user.pin
chmod 600 ./*.pin
module=$(kw list --json | grep -o '"modulePath": "[^"]*softhsm[^"]*"' | head -1 | cut -d'"' -f4)
[ -n "$module" ] || fail "SoftHSM module not found through p11-kit"
kw init --module softhsm2 --blank --new-label pool-faults --so-pin-file so.pin \
    --new-pin-file user.pin --yes > /dev/null
P=(--token pool-faults --pin-file user.pin)
p11() { pkcs11-tool --module "$module" --token-label pool-faults --login --pin 123456 "$@"; }
keks() { p11 --list-objects --type secrkey 2> /dev/null | grep -c "label: *keyward-pool-kek" || true; }
sql() {
    python3 - "$store" "$1" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.executescript(sys.argv[2])
db.commit()
PY
}
stored() { kw pool status "${P[@]}" --json | grep -o '"storedTotal": [0-9]*' | grep -o '[0-9]*$'; }

serial=$(kw pool status "${P[@]}" --json | grep -o '"serial": "[^"]*"' | cut -d'"' -f4)
[ -n "$serial" ] || fail "no serial"
if [ -n "${XDG_RUNTIME_DIR:-}" ] && [ -O "$XDG_RUNTIME_DIR" ]; then
    lockdir=$XDG_RUNTIME_DIR/keyward
else
    lockdir=/tmp/keyward-$(id -u)
fi
mkdir -p -m 700 "$lockdir"
lockfile=$lockdir/pool-$serial.lock

step "two first fills at once: both wait for the pool lock, one key-encryption key results"
: > "$lockfile"
flock "$lockfile" -c 'touch held; while [ ! -e release ]; do sleep 0.05; done' &
holder=$!
while [ ! -e held ]; do sleep 0.05; done
inode=$(stat -c %i "$lockfile")
waiting() { grep -c -- "-> FLOCK .*:$inode " /proc/locks || true; }
# B starts once A waits. Started together, B once did not find the token at all ("no token
# matches pool-faults", in a busy CI run): SoftHSM2 keeps a token in files, and a process that
# reads them while another starts using the token can miss it. Both still wait for the lock.
kw pool fill "${P[@]}" --count 1 --key-type p256 --json > fillA.json 2> fillA.err &
a=$!
b=
while [ "$(waiting)" -lt 1 ]; do
    kill -0 $a 2> /dev/null || { touch release; fail "fill A ran while the pool lock was held: $(cat fillA.json fillA.err)"; }
    sleep 0.05
done
kw pool fill "${P[@]}" --count 1 --key-type p256 --json > fillB.json 2> fillB.err &
b=$!
while [ "$(waiting)" -lt 2 ]; do
    if ! kill -0 $a 2> /dev/null || ! kill -0 $b 2> /dev/null; then
        touch release
        fail "a fill ran while the pool lock was held: $(cat fillA.json fillB.json fillA.err fillB.err)"
    fi
    sleep 0.05
done
touch release
wait "$holder"
holder=
wait $a || fail "fill A: $(cat fillA.err)"
wait $b || fail "fill B: $(cat fillB.err)"
[ "$(keks)" = 1 ] || fail "$(keks) key-encryption keys after two fills"
[ "$(cat fillA.json fillB.json | grep -c '"kekCreated": true')" = 1 ] \
    || fail "not one fill made the key: $(cat fillA.json fillB.json)"
[ "$(stored)" = 2 ] || fail "two fills stored $(stored) keys"
store=$(find "$HOME" -name keypool.sqlite | head -1)
[ -n "$store" ] || fail "no pool store under $HOME"

step "two key-encryption keys on the token: a sentence with what to do, then the advice works"
p11 --keygen --key-type AES:32 --label keyward-pool-kek --id 99 > /dev/null 2>&1
[ "$(keks)" = 2 ] || fail "second key not made"
for action in status fill take; do
    set +e
    if [ $action = take ]; then
        printf 'data\n' > data.txt
        kw pool take "${P[@]}" --key-type p256 --file data.txt --out two.sig > /dev/null 2> two.err
    else
        kw pool $action "${P[@]}" --key-type p256 --count 1 > /dev/null 2> two.err
    fi
    rc=$?
    set -e
    [ $rc = 1 ] || fail "$action with two keys exited $rc"
    grep -q "holds 2 key-encryption keys" two.err || fail "$action: $(cat two.err)"
    grep -q "delete one of them" two.err || fail "$action: $(cat two.err)"
    grep -q -- "--delete-object --type secrkey --id" two.err || fail "$action: $(cat two.err)"
done
p11 --delete-object --type secrkey --id 99 > /dev/null 2>&1
[ "$(keks)" = 1 ] || fail "the advice did not leave one key"
[ "$(stored)" = 2 ] || fail "stored keys lost: $(stored)"

step "a swapped public key is refused; the key stays stored"
sql "UPDATE wrapped_keys SET public_key = (SELECT public_key FROM wrapped_keys b
     WHERE b.id <> wrapped_keys.id)"
printf 'request payload\n' > data.txt
set +e
kw pool take "${P[@]}" --key-type p256 --file data.txt --out swapped.sig > /dev/null 2> swapped.err
rc=$?
set -e
[ $rc = 1 ] || fail "take with a swapped public key exited $rc"
grep -q "does not verify against the public key stored with it" swapped.err \
    || fail "swapped: $(cat swapped.err)"
grep -q "pool drain" swapped.err || fail "swapped: no advice: $(cat swapped.err)"
[ -e swapped.sig ] && fail "a signature was written"
[ "$(stored)" = 2 ] || fail "the refused key was dropped: $(stored)"

step "a relabelled key type is refused"
kw pool drain "${P[@]}" --yes > /dev/null
kw pool fill "${P[@]}" --count 1 --key-type rsa2048 > /dev/null
sql "UPDATE wrapped_keys SET key_type = 'p256'"
set +e
kw pool take "${P[@]}" --key-type p256 --file data.txt --out relabelled.sig > /dev/null 2> rel.err
rc=$?
set -e
[ $rc = 1 ] || fail "take of a relabelled key exited $rc"
grep -q "the unwrapped key is RSA-2048 where its record says P-256" rel.err \
    || fail "relabelled: $(cat rel.err)"
[ -e relabelled.sig ] && fail "a signature was written"

step "a blob the token cannot unwrap: take fails and the row stays"
kw pool drain "${P[@]}" --yes > /dev/null
kw pool fill "${P[@]}" --count 2 --key-type p256 > /dev/null
sql "UPDATE wrapped_keys SET blob = zeroblob(length(blob))
     WHERE id = (SELECT MIN(id) FROM wrapped_keys)"
set +e
kw pool take "${P[@]}" --key-type p256 --file data.txt --out damaged.sig > /dev/null 2> dmg.err
rc=$?
set -e
[ $rc = 1 ] || fail "take of a damaged blob exited $rc"
grep -q "could not unwrap" dmg.err || fail "damaged: $(cat dmg.err)"
[ "$(stored)" = 2 ] || fail "a failed unwrap lost the row: $(stored) stored"

step "the key-encryption key deleted: status counts the orphaned rows"
p11 --delete-object --type secrkey --label keyward-pool-kek > /dev/null 2>&1
kw pool status "${P[@]}" --json > orphans.json
grep -q '"orphaned": 2' orphans.json || fail "orphans: $(cat orphans.json)"
kw pool status "${P[@]}" > orphans.txt
grep -q "Orphaned wrapped keys: 2. No key-encryption key on the token can unwrap them" \
    orphans.txt || fail "orphans: $(cat orphans.txt)"
kw pool fill "${P[@]}" --count 1 --key-type p256 > /dev/null
kw pool status "${P[@]}" --json > orphans2.json
grep -q '"orphaned": 2' orphans2.json || fail "orphans beside a new key: $(cat orphans2.json)"
grep -q '"storedTotal": 1' orphans2.json || fail "orphans beside a new key: $(cat orphans2.json)"
echo "ok"
