#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What scripts/run installs (scripts/deps --run) registers no test-only PKCS#11 module with
# p11-kit: of its packages, only SoftHSM2 (the virtual token scripts/run shows), OpenSC and
# p11-kit's own trust module ship a p11-kit module file. And on this machine, set up by
# scripts/deps, p11-kit loads no tpm2-pkcs11 (which prints "Could not initialize tpm ctx" into
# every PKCS#11 program when there is no TPM).
set -euo pipefail
root=$1
allowed=" softhsm2.module opensc-pkcs11.module p11-kit-trust.module "
checked=0
while read -r pkg; do
    files=$(dpkg -L "$pkg" 2>/dev/null | grep '/p11-kit/modules/.*\.module$' || true)
    for f in $files; do
        case $allowed in
            *" $(basename "$f") "*) ;;
            *) echo "FAIL: scripts/deps --run installs $pkg, which registers $f" >&2; exit 1 ;;
        esac
    done
    checked=$((checked + 1))
done < <(bash "$root/scripts/deps" --list --run)
[ "$checked" -gt 20 ] || { echo "FAIL: only $checked packages listed" >&2; exit 1; }
echo "ok - $checked packages of scripts/deps --run: no test-only p11-kit module"

# tpm2-pkcs11 is installed for the tests: switched off for every program through p11-kit.
if dpkg -L libtpm2-pkcs11-1 >/dev/null 2>&1; then
    out=$(env -u HOME p11-kit list-modules 2>&1 || true)
    case $out in
        *"tpm ctx"*) echo "FAIL: p11-kit loads tpm2-pkcs11: $out" >&2; exit 1 ;;
    esac
    echo "ok - p11-kit loads no tpm2-pkcs11 outside the tests"
fi
