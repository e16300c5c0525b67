#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SIGTERM during `token keygen` and `token provision` on SoftHSM: the key pair
# the token finishes after the signal is deleted, provisioning stops between
# steps with a report of what was done and what was not, the exit status is
# 128+15. The signal is sent from inside the process right after the N-th
# C_GenerateKeyPair (test hook of keyward-token-cli), so it always lands
# "during" a generation. pkcs11-tool says what is on the token.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${SOFTHSM2_CONF:?run inside scripts/sandbox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
printf '123456\n' > user.pin
chmod 600 ./*.pin # a profile's PIN files are the user's alone
module=$(find /usr/lib -name libsofthsm2.so -path '*softhsm*' | head -n1)
[ -n "$module" ] || fail "libsofthsm2.so not found"
objects() { pkcs11-tool --module "$module" --token-label "$1" --login --pin 123456 --list-objects 2>/dev/null; }

# 1. keygen: exit 143, the pair is gone, nothing else changed.
before=$(objects keyward-test)
rc=0
KEYWARD_TEST_SIGTERM_AT_KEYGEN=1 timeout 120 "$cli" token keygen --token keyward-test \
    --key-type rsa2048 --label cli-cancel --id c1 --pin-file user.pin 2> keygen.err || rc=$?
cat keygen.err
[ "$rc" = 143 ] || fail "keygen: exit $rc, expected 143"
grep -q "deleted it again" keygen.err || fail "keygen: the message does not say the pair was deleted"
after=$(objects keyward-test)
! grep -q cli-cancel <<<"$after" || fail "keygen: the cancelled pair is on the token"
[ "$before" = "$after" ] || fail "keygen: the token's objects changed"

# 2. provision: SIGTERM during the second key pair; the first key and its CSR stay.
softhsm2-util --init-token --free --label batch-c --so-pin 12345678 --pin 123456 > /dev/null
cat > two.json <<'JSON'
{
  "select": { "module": "softhsm2", "label": "batch-c" },
  "pins": { "user": { "file": "user.pin" } },
  "keys": [
    { "label": "first", "id": "01", "type": "ec-p256",
      "csr": { "subject": "/CN=first", "out": "out/first.csr" } },
    { "label": "second", "id": "02", "type": "rsa2048",
      "csr": { "subject": "/CN=second", "out": "out/second.csr" } }
  ],
  "report": "out/%serial%.json"
}
JSON
rc=0
KEYWARD_TEST_SIGTERM_AT_KEYGEN=2 timeout 120 "$cli" token provision two.json > provision.out \
    2> provision.err || rc=$?
cat provision.out provision.err
[ "$rc" = 143 ] || fail "provision: exit $rc, expected 143"
report=$(ls out/*.json)
grep -q '"cancelled": true' "$report" || fail "provision: the report does not say cancelled"
grep -q '"step": "keygen first (EC prime256v1)"' "$report" || fail "provision: first key not reported"
tr -d ' \n' < "$report" | grep >/dev/null '"notDone":\["csrsecond"\]' || fail "provision: notDone is not [csr second]"
grep -q "deleted it again" "$report" || fail "provision: the cancelled step does not say the pair was deleted"
openssl req -in out/first.csr -noout -verify || fail "provision: the first CSR"
[ ! -e out/second.csr ] || fail "provision: a CSR for the cancelled key"
objs=$(objects batch-c)
grep -q "label: *first" <<<"$objs" || fail "provision: the finished first key is gone"
! grep -q "label: *second" <<<"$objs" || fail "provision: the cancelled second pair is on the token"
echo "PASS token cancel"
