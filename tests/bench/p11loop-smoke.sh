#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Inside the sandbox: make an RSA-2048 and an ECDSA P-256 key on the SoftHSM2
# token and run keyward-p11loop briefly with each, 1 and 2 threads.
# Usage: p11loop-smoke.sh PATH/TO/keyward-p11loop [SECONDS]
set -euo pipefail
loop=$1
secs=${2:-0.3}
module=/usr/lib/softhsm/libsofthsm2.so
[ -e "$module" ] || module=$(dpkg -L libsofthsm2 2>/dev/null | grep '/libsofthsm2\.so$' | head -n 1)
p11() { pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 "$@" >/dev/null 2>&1; }
p11 --keypairgen --key-type rsa:2048 --label kw-bench-rsa --id 01
p11 --keypairgen --key-type EC:prime256v1 --label kw-bench-ec --id 02
for mech in rsa ecdsa; do
    label=kw-bench-rsa
    [ "$mech" = ecdsa ] && label=kw-bench-ec
    for t in 1 2; do
        out=$("$loop" --module "$module" --token keyward-test --pin 123456 --label "$label" \
              --mech "$mech" --threads "$t" --seconds "$secs")
        echo "$out"
        case $out in *'"opsPerSecond":'*) ;; *) echo "FAIL: no figure from $mech/$t" >&2; exit 1 ;; esac
        ops=$(sed -n 's/.*"ops":\([0-9]*\).*/\1/p' <<<"$out")
        [ "$ops" -gt 0 ] || { echo "FAIL: no operations ($mech, $t threads)" >&2; exit 1; }
    done
done
