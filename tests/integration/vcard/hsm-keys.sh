#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Keys on the virtual SmartCard-HSM (profile nitrokey-hsm) through OpenSC's PKCS#11 module:
# pkcs11-tool generates EC P-256 and RSA-2048 key pairs (GENERATE ASYMMETRIC KEY PAIR, the CV
# request, the PKCS#15 files OpenSC writes), signs and decrypts with them; openssl checks the
# results against the public keys the token gives. The keys survive a restart of the card
# process; a deleted key is gone.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
module=$(vc_opensc_module)
SO_PIN=3537363231383830
PIN=648219
dir=$KEYWARD_SANDBOX/hsm
mkdir -p "$dir"

p11() { pkcs11-tool --module "$module" "$@" 2>>"$VC_LOG"; }
# key_id OUTPUT — the CKA_ID pkcs11-tool --keypairgen printed.
key_id() { sed -n 's/^ *ID: *//p' <<<"$1" | head -n1; }

out=$(sc-hsm-tool --initialize --so-pin "$SO_PIN" --pin "$PIN" --label "Keyward HSM" 2>&1)
printf '%s\n' "$out" >>"$VC_LOG"
case $out in *failed*) kw_fail "sc-hsm-tool --initialize: $out" ;; esac
kw_assert_contains "$(p11 -L)" "token label        : Keyward HSM" "token label from EF.TokenInfo"

out=$(p11 --keypairgen --key-type EC:prime256v1 --label k1 --login --pin "$PIN") ||
    kw_fail "EC P-256 key generation"
printf '%s\n' "$out" >>"$VC_LOG"
kw_assert_contains "$out" "EC_POINT 256 bits" "generated EC public key"
ec_id=$(key_id "$out")
[ -n "$ec_id" ] || kw_fail "no key id in: $out"

out=$(p11 --keypairgen --key-type rsa:2048 --label r1 --login --pin "$PIN") ||
    kw_fail "RSA-2048 key generation"
printf '%s\n' "$out" >>"$VC_LOG"
kw_assert_contains "$out" "RSA 2048 bits" "generated RSA public key"
rsa_id=$(key_id "$out")
[ -n "$rsa_id" ] || kw_fail "no key id in: $out"

echo "signed by the virtual SmartCard-HSM $RANDOM" >"$dir/data"
openssl dgst -sha256 -binary "$dir/data" >"$dir/hash"

# check_keys — sign and decrypt with both keys and verify with openssl (a new pkcs11-tool
# process each time, so the token is read from the card again).
check_keys() {
    p11 --read-object --type pubkey --id "$ec_id" -o "$dir/ec.der" >>"$VC_LOG" ||
        kw_fail "read the EC public key"
    p11 --read-object --type pubkey --id "$rsa_id" -o "$dir/rsa.der" >>"$VC_LOG" ||
        kw_fail "read the RSA public key"

    rm -f "$dir/sig"
    p11 --sign -m ECDSA --id "$ec_id" --login --pin "$PIN" -i "$dir/hash" -o "$dir/sig" \
        --signature-format openssl >>"$VC_LOG" || kw_fail "pkcs11-tool --sign -m ECDSA"
    openssl dgst -sha256 -verify "$dir/ec.der" -keyform DER -signature "$dir/sig" "$dir/data" \
        >>"$VC_LOG" 2>&1 || kw_fail "ECDSA signature does not verify"

    rm -f "$dir/sig"
    p11 --sign -m ECDSA-SHA256 --id "$ec_id" --login --pin "$PIN" -i "$dir/data" \
        -o "$dir/sig" --signature-format openssl >>"$VC_LOG" ||
        kw_fail "pkcs11-tool --sign -m ECDSA-SHA256"
    openssl dgst -sha256 -verify "$dir/ec.der" -keyform DER -signature "$dir/sig" "$dir/data" \
        >>"$VC_LOG" 2>&1 || kw_fail "ECDSA-SHA256 signature does not verify"

    rm -f "$dir/sig"
    p11 --sign -m SHA256-RSA-PKCS --id "$rsa_id" --login --pin "$PIN" -i "$dir/data" \
        -o "$dir/sig" >>"$VC_LOG" || kw_fail "pkcs11-tool --sign -m SHA256-RSA-PKCS"
    openssl dgst -sha256 -verify "$dir/rsa.der" -keyform DER -signature "$dir/sig" "$dir/data" \
        >>"$VC_LOG" 2>&1 || kw_fail "SHA256-RSA-PKCS signature does not verify"

    rm -f "$dir/sig"
    p11 --sign -m SHA256-RSA-PKCS-PSS --id "$rsa_id" --login --pin "$PIN" -i "$dir/data" \
        -o "$dir/sig" >>"$VC_LOG" || kw_fail "pkcs11-tool --sign -m SHA256-RSA-PKCS-PSS"
    openssl dgst -sha256 -sigopt rsa_padding_mode:pss -sigopt rsa_pss_saltlen:-1 \
        -verify "$dir/rsa.der" -keyform DER -signature "$dir/sig" "$dir/data" >>"$VC_LOG" 2>&1 ||
        kw_fail "SHA256-RSA-PKCS-PSS signature does not verify"

    openssl pkeyutl -encrypt -pubin -inkey "$dir/rsa.der" -keyform DER -in "$dir/data" \
        -out "$dir/enc" 2>>"$VC_LOG" || kw_fail "openssl encrypt"
    p11 --decrypt -m RSA-PKCS --id "$rsa_id" --login --pin "$PIN" -i "$dir/enc" \
        -o "$dir/dec" >>"$VC_LOG" || kw_fail "pkcs11-tool --decrypt -m RSA-PKCS"
    cmp -s "$dir/data" "$dir/dec" || kw_fail "decrypted text differs"
}
check_keys

# Keys and PKCS#15 files live in the state file: a killed card process keeps them.
vc_restart_card
check_keys

# DELETE FILE through pkcs11-tool: the EC key is gone, the RSA key stays.
p11 --login --pin "$PIN" --delete-object --type privkey --id "$ec_id" >>"$VC_LOG" ||
    kw_fail "pkcs11-tool --delete-object"
keys=$(p11 --login --pin "$PIN" -O --type privkey)
printf '%s\n' "$keys" >>"$VC_LOG"
case $keys in *"label:      k1"*) kw_fail "deleted key still listed: $keys" ;; esac
kw_assert_contains "$keys" "label:      r1" "private keys after the deletion"
echo "PASS hsm-keys $(vc_profile)"
