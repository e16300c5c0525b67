#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Inside the sandbox: p11-kit's registry shows the private SoftHSM2 token, and
# its PINs are the documented ones.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

modules=$(p11-kit list-modules)
kw_assert_contains "$modules" "token: keyward-test" "p11-kit list-modules"
kw_assert_eq 1 "$(grep -c 'token: keyward-test' <<<"$modules")" "keyward-test tokens"

# The module path as p11-kit's registry has it, not hard-coded: "softhsm2: PATH"
# (p11-kit 0.24, Debian 12) or "module: softhsm2" then "path: PATH" (0.25, Debian 13).
module=$(awk '$1 == "softhsm2:" { print $2; exit }
              $1 == "module:" { name = $2 }
              name == "softhsm2" && $1 == "path:" { print $2; exit }' <<<"$modules")
[ -n "$module" ] || kw_fail "softhsm2 is not in p11-kit's registry"
pkcs11-tool --module "$module" -L | grep >/dev/null 'token label.*keyward-test' \
    || kw_fail "pkcs11-tool -L does not list keyward-test"
pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 -O >/dev/null \
    || kw_fail "user PIN 123456 rejected"
# Setting the user PIN to its own value proves the SO PIN.
pkcs11-tool --module "$module" --token-label keyward-test --login --login-type so \
    --so-pin 12345678 --init-pin --new-pin 123456 >/dev/null || kw_fail "SO PIN 12345678 rejected"
if pkcs11-tool --module "$module" --token-label keyward-test --login --pin 999999 -O >/dev/null 2>&1; then
    kw_fail "a wrong user PIN was accepted"
fi
echo "ok"
