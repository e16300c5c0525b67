#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Failure paths on a fake module (loaded by path): wrong PIN with the count
# low, the final try refused until confirmed, a locked PIN refused before any
# attempt, unblocking with the SO PIN, a write-protected token and a token
# pulled out during login. Each ends in a clear error with the CK_RV kept.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
fake=${KEYWARD_FAKE_PKCS11:?}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
export KEYWARD_FAKE_P11_STATE=$work/state
fail() { echo "FAIL: $*" >&2; exit 1; }
kw() { timeout 60 "$cli" token "$@" --module "$fake" --token fake-token --json; }
printf '123456\n' > good.pin
printf '000000\n' > wrong.pin
printf '12345678\n' > so.pin
printf '111111\n' > new.pin
state() { grep "^$1=" state | cut -d= -f2; }
expect() { # expect OUTPUT PATTERN MESSAGE
    echo "$1" | grep >/dev/null "$2" || { echo "$1"; fail "$3"; }
}

out=$(kw info)
expect "$out" '"label": "fake-token"' "fake token not listed through p11-kit"
expect "$out" '"virtual": false' "fake token counted as virtual"

out=$(kw objects --pin-file wrong.pin || true)
expect "$out" '"kind": "wrong-pin"' "first wrong PIN"
expect "$out" 'CKR_PIN_INCORRECT' "CK_RV not kept"
expect "$(kw info)" '"user-pin-count-low"' "count low not shown"

out=$(kw objects --pin-file wrong.pin || true)
expect "$out" '"triesLeft": 1' "tries left after the second wrong PIN"
expect "$(kw info)" '"user-pin-final-try"' "final try not shown"

# On the final try Keyward refuses before the token sees the PIN (exit 3: refused for safety).
rc=0
out=$(kw objects --pin-file wrong.pin) || rc=$?
[ "$rc" = 3 ] || fail "final try: exit $rc, expected 3"
expect "$out" '"code": 1101' "final try not refused"
[ "$(state tries)" = 1 ] || fail "the refused attempt reached the token"

out=$(kw objects --pin-file wrong.pin --confirm-final-try || true)
expect "$out" '"kind": "pin-blocked"' "lock not reported"
expect "$(kw info)" '"user-pin-locked"' "locked flag not shown"
out=$(kw objects --pin-file good.pin || true)
expect "$out" '"kind": "pin-blocked"' "locked PIN not refused"
[ "$(state tries)" = 0 ] || fail "tries changed"

# Unblock with the SO PIN, then the new PIN works.
kw init-pin --so-pin-file so.pin --new-pin-file new.pin > /dev/null
kw objects --pin-file new.pin > /dev/null
[ "$(state tries)" = 3 ] || fail "unblock did not reset the counter"

# Write-protected token.
sed -i 's/^readonly=.*/readonly=1/' state
out=$(kw keygen --pin-file new.pin --key-type ec-p256 --label x || true)
expect "$out" 'CKR_TOKEN_WRITE_PROTECTED' "write protection not reported"
expect "$out" '"kind": "access-denied"' "write protection kind"
expect "$(kw info)" '"write-protected"' "write-protected flag not shown"
sed -i 's/^readonly=.*/readonly=0/' state

# Pulled out while logging in, then absent.
sed -i 's/^remove_on_login=.*/remove_on_login=1/' state
out=$(kw objects --pin-file new.pin || true)
expect "$out" '"kind": "card-removed"' "removal not reported"
out=$(kw info || true)
expect "$out" '"ok": false' "absent token still found"
echo ok
