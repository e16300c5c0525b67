#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench tls --load-profile inside the sandbox: TLS handshakes at
# stepped arrival rates with the key on the SoftHSM2 token (RSA-2048 and
# P-256) and on the CPU; every scheduled request accounted for (served +
# failed + dropped = scheduled), the served ones verified by the client, one
# signature on the token per handshake, the runs stored with the operation
# tls-handshake; usage errors exit 2 before the token or the store is touched.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A JSON field's values, one per line (Qt writes one key per line).
field() { awk -v k="\"$1\":" '$1 == k { v = $2; sub(/,$/, "", v); print v }' <<<"$2"; }

# check OUT SCHEDULED: every request accounted for, none failed.
check() {
    local out=$1 scheduled=$2 s f d
    kw_assert_contains "$out" '"format": "keyward-bench-cli"'
    kw_assert_contains "$out" '"operation": "tls-handshake"'
    kw_assert_contains "$out" '"protocol": "TLSv1.3"'
    kw_assert_contains "$out" '"loadProfile": {'
    [ "$(field scheduled "$out")" = "$scheduled" ] || kw_fail "scheduled is not $scheduled: $out"
    s=$(field served "$out")
    f=$(field failed "$out")
    d=$(field dropped "$out")
    [ $((s + f + d)) = "$scheduled" ] || kw_fail "served $s + failed $f + dropped $d: $out"
    [ "$f" = 0 ] || kw_fail "failed handshakes: $out"
    [ "$s" -gt 0 ] || kw_fail "nothing served: $out"
    [ "$(field serverFailed "$out")" = 0 ] || kw_fail "server failures: $out"
    [ "$(field firstFailure "$out")" = '""' ] || kw_fail "a failure was recorded: $out"
}

# Rates 5 and 10 for 1 s each, 2 workers: 15 requests.
for alg in rsa2048 p256; do
    out=$(timeout 300 keyward-cli --json bench tls --token keyward-test --key-type "$alg" \
        --load-profile 5,10 --step 1 --workers 2 --no-back-down --store "$work/results.sqlite")
    check "$out" 15
    kw_assert_contains "$out" '"kind": "pkcs11-token"'
    # One signature on the token per verified handshake.
    [ "$(field privateKeyOperations "$out")" = "$(field served "$out")" ] ||
        kw_fail "$alg: private-key operations differ from handshakes: $out"
    echo "ok - $alg: $(field served "$out") of 15 handshakes served and verified"
done
list=$(keyward-cli --json bench list --store "$work/results.sqlite")
[ "$(grep -c '"operation": "tls-handshake"' <<<"$list")" = 2 ] ||
    kw_fail "the two profiles are not stored: $list"
kw_assert_contains "$list" '"algorithm": "RSA-2048"'
kw_assert_contains "$list" '"algorithm": "ECDSA-P256"'
echo "ok - both profiles stored"

# The CPU baseline, back down again: 20, 40, 20 per second for 0.5 s = 40.
out=$(timeout 300 keyward-cli --json bench tls --cpu --key-type p256 --load-profile 20,40 \
    --step 0.5 --workers 2 --store "$work/results.sqlite")
check "$out" 40
kw_assert_contains "$out" '"kind": "cpu"'
[ "$(field privateKeyOperations "$out")" = 0 ] || kw_fail "CPU key operations counted as token's"
# Human output: the step table and the account of the handshakes.
out=$(timeout 300 keyward-cli bench tls --cpu --key-type rsa2048 --load-profile 10 --step 0.5 \
    --no-store)
kw_assert_contains "$out" "service rate:"
kw_assert_contains "$out" "handshakes: 5 scheduled, 5 served and verified, 0 failed, 0 dropped"
echo "ok - CPU baseline"

# Usage errors: exit 2, before the token (which does not exist) or the store
# is touched.
for args in "--load-profile 0" "--load-profile 5,x" "--load-profile 5 --workers 0" \
    "--load-profile 5 --step 0.01" "--load-profile 5 --duration 1" \
    "--load-profile 5 --clients 2" "--load-profile 5 --server-threads 2" \
    "--load-profile 5 --references" "--load-profile 5 --kex dhe" \
    "--load-profile 5 --cpu"; do
    set +e
    # shellcheck disable=SC2086
    keyward-cli bench tls --token no-such-token --key-type p256 $args \
        --store "$work/never.sqlite" > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [ "$rc" = 2 ] || kw_fail "bench tls $args: exit $rc, not 2: $(cat "$work/err")"
    [ ! -e "$work/never.sqlite" ] || kw_fail "bench tls $args: the store was opened"
done
echo "ok - usage errors"
