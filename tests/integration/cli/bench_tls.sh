#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench tls inside the sandbox: TLS 1.3 and 1.2 handshakes against
# Keyward's in-process server with the key on the SoftHSM2 token (a temporary
# key that is gone afterwards, and an existing key that stays), every
# handshake verified by the client, no failures, the raw sign rate and the
# ratio beside them, one private-key operation per handshake; the CPU
# baseline; usage errors.
set -euo pipefail
# The PIN comes from the environment, never from the command line.
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A JSON field's values, one per line (Qt writes one key per line).
field() { awk -v k="\"$1\":" '$1 == k { v = $2; sub(/,$/, "", v); print v }' <<<"$2"; }
positive() { awk -v t="$1" 'BEGIN { exit !(t > 0) }' || kw_fail "$2 is not positive: $1"; }

module=$(keyward-cli token list --json | grep -o '"modulePath": "[^"]*softhsm[^"]*"' | head -1 |
    cut -d'"' -f4)
[ -n "$module" ] || kw_fail "SoftHSM module not found through p11-kit"
objects() {
    pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 \
        --list-objects 2> /dev/null
}

# check OUT PROTOCOL [KEX]: a run that measured, verified and failed nothing.
check() {
    local out=$1 protocol=$2 kex=${3:-ECDHE}
    kw_assert_contains "$out" '"format": "keyward-bench-tls"'
    kw_assert_contains "$out" "\"protocol\": \"$protocol\""
    kw_assert_contains "$out" "\"keyExchange\": \"$kex\""
    positive "$(field handshakes "$out")" handshakes
    positive "$(field handshakesPerSecond "$out")" handshakesPerSecond
    positive "$(field perSecond "$out")" "the raw sign rate"
    positive "$(field ratio "$out")" ratio
    [ "$(field failed "$out")" = 0 ] || kw_fail "client failures: $out"
    [ "$(field serverFailed "$out")" = 0 ] || kw_fail "server failures: $out"
    [ "$(field firstFailure "$out")" = '""' ] || kw_fail "a failure was recorded: $out"
    positive "$(field serverCpuNsPerHandshake "$out")" serverCpuNsPerHandshake
    positive "$(field clientCpuNsPerHandshake "$out")" clientCpuNsPerHandshake
}

for alg in p256 rsa2048; do
    out=$(timeout 300 keyward-cli --json bench tls --token keyward-test --key-type "$alg" \
        --duration 2)
    check "$out" TLSv1.3
    kw_assert_contains "$out" '"keyOrigin": "generated"'
    kw_assert_contains "$out" '"kind": "pkcs11-token"'
    kw_assert_contains "$out" '"virtual": true'
    # One signature on the token per full handshake (no resumption), counted
    # inside C_Sign.
    [ "$(field privateKeyOperations "$out")" = "$(field handshakes "$out")" ] ||
        kw_fail "$alg: private-key operations differ from handshakes: $out"
    positive "$(field tokenNsPerHandshake "$out")" tokenNsPerHandshake
    label=$(field keyLabel "$out" | tr -d '"')
    case "$label" in keyward-tls-bench-*) ;; *) kw_fail "temporary key label: $label" ;; esac
    # The temporary key is gone.
    if objects | grep >/dev/null "keyward-tls-bench"; then
        kw_fail "$alg: the temporary key is still on the token: $(objects)"
    fi
    echo "ok - $alg TLS 1.3 on SoftHSM: $(field handshakesPerSecond "$out") handshakes/s"
done

# TLS 1.2 (ECDHE-RSA), two clients, two server threads.
out=$(timeout 300 keyward-cli --json bench tls --token keyward-test --key-type rsa2048 --tls 1.2 \
    --clients 2 --server-threads 2 --duration 1)
check "$out" TLSv1.2
kw_assert_contains "$out" '"cipher": "ECDHE-RSA-'
kw_assert_contains "$out" '"serverThreads": 2'
echo "ok - rsa2048 TLS 1.2, 2 clients, 2 server threads"

# TLS 1.2 with DHE-RSA (ffdhe2048): one signature per handshake.
out=$(timeout 300 keyward-cli --json bench tls --token keyward-test --key-type rsa2048 --tls 1.2 \
    --kex dhe --duration 1) || kw_fail "DHE: $out"
check "$out" TLSv1.2 DHE
kw_assert_contains "$out" '"cipher": "DHE-RSA-'
[ "$(field privateKeyOperations "$out")" = "$(field handshakes "$out")" ] ||
    kw_fail "DHE: signatures differ from handshakes: $out"
echo "ok - rsa2048 TLS 1.2 DHE-RSA on SoftHSM"

# An existing key pair by its label: used, and left on the token.
echo 123456 > "$work/user.pin"
keyward-cli token keygen --token keyward-test --pin-file "$work/user.pin" --key-type ec-p256 \
    --label tls-existing > /dev/null
out=$(timeout 300 keyward-cli --json bench tls --token keyward-test --key-type p256 \
    --label tls-existing --duration 1)
check "$out" TLSv1.3
kw_assert_contains "$out" '"keyOrigin": "existing:tls-existing"'
objects | grep >/dev/null "label: *tls-existing" || kw_fail "the existing key is gone"
echo "ok - an existing key by --label"

# The CPU baseline, human output.
out=$(timeout 300 keyward-cli bench tls --cpu --key-type p256 --duration 1)
kw_assert_contains "$out" "TLSv1.3"
kw_assert_contains "$out" "handshakes/s"
out=$(timeout 300 keyward-cli --json bench tls --cpu --key-type rsa2048 --tls 1.2 --duration 1)
check "$out" TLSv1.2
kw_assert_contains "$out" '"kind": "cpu"'
[ "$(field privateKeyOperations "$out")" = 0 ] || kw_fail "CPU key operations counted as token's"
echo "ok - CPU baseline"

# Two key types in one run on the token: both measured, then the advice, made
# from these two figures only.
out=$(timeout 300 keyward-cli bench tls --token keyward-test --key-type rsa2048,p256 \
    --duration 1) || kw_fail "two key types: $out"
kw_assert_contains "$out" "with RSA-2048 on"
kw_assert_contains "$out" "with ECDSA-P256 on"
p256_first='P-256 serves [0-9.]+× the handshakes of RSA-2048 here, at a higher security level \(128 against 112 bits\)'
rsa_first='RSA-2048 serves [0-9.]+× the handshakes of P-256 here, at a lower security level \(112 against 128 bits\)'
grep -Eq "^Advice: ($p256_first|$rsa_first)\.\$" \
    <<<"$out" || kw_fail "no advice from the two figures: $out"
out=$(timeout 300 keyward-cli --json bench tls --cpu --key-type p256,rsa2048 --duration 0.5)
kw_assert_contains "$out" '"runs": ['
kw_assert_contains "$out" '"advice": ['
kw_assert_contains "$out" 'the handshakes of'
# One key type: nothing to compare, no advice.
out=$(timeout 300 keyward-cli --json bench tls --cpu --key-type p256 --duration 0.3)
kw_assert_contains "$out" '"advice": ['
if grep -q 'the handshakes of' <<<"$out"; then kw_fail "advice from one key type: $out"; fi
echo "ok - two key types compared, advice from the measured figures"

# The published figures, labelled, with their sources and caveats.
out=$(timeout 300 keyward-cli bench tls --cpu --key-type p256 --duration 0.3 --references)
kw_assert_contains "$out" "Published figures (not measured here):"
kw_assert_contains "$out" "1.19 transactions/s"
kw_assert_contains "$out" "Remy van Elst"
kw_assert_contains "$out" "think time"
kw_assert_contains "$out" "source not recorded"
out=$(timeout 300 keyward-cli bench tls --cpu --key-type p256 --duration 0.3)
if grep -q "Published figures" <<<"$out"; then kw_fail "references without --references"; fi
echo "ok - published references"

# Usage errors: exit 2, nothing measured.
for args in "--cpu" "--token keyward-test --cpu --key-type p256" "--key-type p256" \
    "--cpu --key-type ed25519" "--cpu --key-type p256 --tls 1.1" \
    "--cpu --key-type p256 --clients 0" "--cpu --key-type rsa2048 --kex dhe" \
    "--cpu --key-type rsa2048 --tls 1.2 --kex rsa" \
    "--token keyward-test --key-type p384 --tls 1.2 --kex dhe" \
    "--token keyward-test --key-type p256,rsa2048 --label tls-existing" \
    "--cpu --key-type p256,ed25519"; do
    set +e
    # shellcheck disable=SC2086
    keyward-cli bench tls $args > "$work/out" 2> "$work/err"
    rc=$?
    set -e
    [ "$rc" = 2 ] || kw_fail "bench tls $args: exit $rc, not 2: $(cat "$work/err")"
done
echo "ok - usage errors"
