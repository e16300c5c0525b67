#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The DKEK of the virtual SmartCard-HSM (profile nitrokey-hsm), judged by OpenSC's sc-hsm-tool
# and pkcs11-tool: two DKEK shares sc-hsm-tool made once (tests/data/sc-hsm-tool, vectors a and
# b), a device initialised for one share, the share imported (sc-hsm-tool shows the key check
# value it printed for that share when it made the vector, nothing outstanding, also after a
# restart of the card process), an EC key generated and wrapped with --wrap-key. The device is
# initialised again (keys wiped): with the other share (its recorded key check value) the blob is
# refused and no key appears; with the first share it is unwrapped and the restored key signs
# what openssl verifies against the public key read before wrapping.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
module=$(vc_opensc_module)
# Secrets go to OpenSC's tools as env:NAME, not on the command line.
export KW_SO_PIN=3537363231383830 KW_PIN=648219
KW_PASSWORD1=$(kw_dkek_vector_password a)
KW_PASSWORD2=$(kw_dkek_vector_password b)
export KW_PASSWORD1 KW_PASSWORD2
dir=$KEYWARD_SANDBOX/hsm-dkek
mkdir -p "$dir"

p11() { pkcs11-tool --module "$module" "$@" 2>>"$VC_LOG"; }
hsm() { sc-hsm-tool "$@" 2>&1 | tee -a "$VC_LOG"; }
# kcv OUTPUT — the key check value sc-hsm-tool printed, upper-case hex without separators.
kcv() { sed -n 's/^DKEK key check value *: *//p' <<<"$1" | tr -dc '0-9A-Fa-f' | tr a-f A-F; }
initialize() {
    local out
    out=$(hsm --initialize --so-pin env:KW_SO_PIN --pin env:KW_PIN --dkek-shares 1)
    case $out in *failed*) kw_fail "sc-hsm-tool --initialize --dkek-shares 1: $out" ;; esac
    kw_assert_contains "$(hsm)" "DKEK import pending, 1 share(s) still missing" \
        "sc-hsm-tool after --initialize --dkek-shares 1"
}
# import_share FILE PASSWORD-VARIABLE — imports a share and prints its key check value.
import_share() {
    local out
    out=$(hsm --import-dkek-share "$1" --password "env:$2") ||
        kw_fail "sc-hsm-tool --import-dkek-share $1: $out"
    kw_assert_contains "$out" "DKEK share imported" "sc-hsm-tool --import-dkek-share $1"
    kcv "$out"
}
private_keys() { p11 --login --pin env:KW_PIN -O --type privkey; }

# The shares as sc-hsm-tool made them, with the key check values it printed for each.
kw_dkek_vector a "$dir/share1.pbe"
kw_dkek_vector b "$dir/share2.pbe"
for n in 1 2; do
    [ "$(stat -c %s "$dir/share$n.pbe")" = 64 ] || kw_fail "share $n is not a 64-byte file"
done
cmp -s "$dir/share1.pbe" "$dir/share2.pbe" && kw_fail "two shares are the same"
recorded1=$(kw_dkek_vector_kcv a)
recorded2=$(kw_dkek_vector_kcv b)

initialize
kcv1=$(import_share "$dir/share1.pbe" KW_PASSWORD1)
[[ $kcv1 =~ ^[0-9A-F]{16}$ ]] || kw_fail "no key check value after the import: '$kcv1'"
kw_assert_eq "$recorded1" "$kcv1" "key check value of share a against the one recorded"
vc_restart_card
info=$(hsm)
kw_assert_contains "$info" "DKEK shares          : 1" "DKEK shares after the import"
case $info in *pending*) kw_fail "shares outstanding after the import: $info" ;; esac
kw_assert_eq "$kcv1" "$(kcv "$info")" "key check value kept over a restart"

out=$(p11 --keypairgen --key-type EC:prime256v1 --label wrapped --login --pin env:KW_PIN) ||
    kw_fail "EC P-256 key generation"
printf '%s\n' "$out" >>"$VC_LOG"
id=$(sed -n 's/^ *ID: *//p' <<<"$out" | head -n1)
[ -n "$id" ] || kw_fail "no key id in: $out"
p11 --read-object --type pubkey --id "$id" -o "$dir/ec.der" >>"$VC_LOG" ||
    kw_fail "read the EC public key"
ref=$(pkcs15-tool -D 2>>"$VC_LOG" | sed -n 's/^[[:space:]]*Key ref[[:space:]]*: *\([0-9]*\).*/\1/p' | head -n1)
[ -n "$ref" ] && [ "$ref" != 0 ] || kw_fail "no key reference for the private key"

out=$(hsm --wrap-key "$dir/blob.bin" --key-reference "$ref" --pin env:KW_PIN) ||
    kw_fail "sc-hsm-tool --wrap-key: $out"
[ -s "$dir/blob.bin" ] || kw_fail "sc-hsm-tool --wrap-key wrote no file: $out"
# The file: SEQUENCE { OCTET STRING key blob, PRKD, certificate }; the blob starts with the KCV.
blob_kcv=$(openssl asn1parse -inform DER -in "$dir/blob.bin" 2>>"$VC_LOG" |
    sed -n 's/.*OCTET STRING *\[HEX DUMP\]://p' | head -n1 | cut -c1-16)
kw_assert_eq "$kcv1" "$blob_kcv" "key check value at the start of the key blob"

# Initialised again with the other share: a different KCV, the blob refused, no key added.
initialize
[ -z "$(private_keys | grep -i 'Private Key Object')" ] || kw_fail "keys left after --initialize"
kcv2=$(import_share "$dir/share2.pbe" KW_PASSWORD2)
kw_assert_eq "$recorded2" "$kcv2" "key check value of share b against the one recorded"
[ "$kcv2" != "$kcv1" ] || kw_fail "two shares give the same key check value"
if out=$(hsm --unwrap-key "$dir/blob.bin" --key-reference "$ref" --pin env:KW_PIN); then
    kw_fail "a blob of another DKEK was unwrapped: $out"
fi
kw_assert_contains "$out" "Wrapped key does not match DKEK" "unwrap under another DKEK"
keys=$(private_keys)
printf '%s\n' "$keys" >>"$VC_LOG"
case $keys in *"Private Key Object"*) kw_fail "a key appeared after the refusal: $keys" ;; esac

# Initialised again with the first share: the same KCV, the key comes back and signs.
initialize
kw_assert_eq "$kcv1" "$(import_share "$dir/share1.pbe" KW_PASSWORD1)" "KCV of the first share again"
out=$(hsm --unwrap-key "$dir/blob.bin" --key-reference "$ref" --pin env:KW_PIN) ||
    kw_fail "sc-hsm-tool --unwrap-key: $out"
kw_assert_contains "$out" "Key successfully imported" "sc-hsm-tool --unwrap-key"
kw_assert_contains "$(private_keys)" "label:      wrapped" "restored private key"

echo "signed by a key restored from its DKEK blob $RANDOM" >"$dir/data"
p11 --sign -m ECDSA-SHA256 --id "$id" --login --pin env:KW_PIN -i "$dir/data" -o "$dir/sig" \
    --signature-format openssl >>"$VC_LOG" || kw_fail "pkcs11-tool --sign with the restored key"
openssl dgst -sha256 -verify "$dir/ec.der" -keyform DER -signature "$dir/sig" "$dir/data" \
    >>"$VC_LOG" 2>&1 || kw_fail "the restored key's signature does not verify"
echo "PASS hsm-dkek $(vc_profile)"
