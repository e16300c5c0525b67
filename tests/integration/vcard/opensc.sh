#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# OpenSC as the judge: after gpg has written cardholder data and generated keys, openpgp-tool
# shows the same card, and pkcs11-tool through opensc-pkcs11 lists the keys and signs with the
# signature key (checked with openssl against the public key the token gives).
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)
serial=$(vc_status_field serial)

module=$(vc_opensc_module)

vc_card_edit cardedit.prompt=admin cardedit.prompt=name keygen.smartcard.surname=Doe \
    keygen.smartcard.givenname=Jane "passphrase.enter=$VC_ADMIN" || kw_fail "set name"
vc_generate "OpenSC Judge" opensc@keyward.test || kw_fail "generate"
gpg_fpr=$(vc_card_field 'Signature key' | tr -d ' ')

# scdaemon holds the reader exclusively; let it go before OpenSC takes the card.
vc_kill_scd

info=$(openpgp-tool -C -U -K 2>>"$VC_LOG") || kw_fail "openpgp-tool failed"
printf '%s\n' "$info" >>"$VC_LOG"
field() { sed -n "s/^$1: *//p" <<<"$info" | head -n1; }
kw_assert_eq "$serial" "$(field 'Serial number')" "openpgp-tool serial"
kw_assert_eq "Doe Jane" "$(field Name)" "openpgp-tool name"
case $profile in
    yubikey*) kw_assert_eq Yubico "$(field Manufacturer)" "openpgp-tool manufacturer" ;;
esac
sig_fpr=$(field 'Sig Fingerprint' | tr -d ':' | tr a-f A-F)
kw_assert_eq "$gpg_fpr" "$sig_fpr" "signature key fingerprint (gpg vs openpgp-tool)"

slots=$(pkcs11-tool --module "$module" -L 2>>"$VC_LOG")
printf '%s\n' "$slots" >>"$VC_LOG"
kw_assert_contains "$slots" "OpenPGP card (User PIN (sig))" "pkcs11 slot list"
sig_slot="OpenPGP card (User PIN (sig))"
objects=$(pkcs11-tool --module "$module" --token-label "$sig_slot" --login --pin "$VC_PIN" -O \
    2>>"$VC_LOG")
printf '%s\n' "$objects" >>"$VC_LOG"
kw_assert_contains "$objects" "Private Key Object" "pkcs11 objects"
kw_assert_contains "$objects" "Signature key" "pkcs11 objects"

dir=$KEYWARD_SANDBOX/p11
mkdir -p "$dir"
echo "signed through opensc-pkcs11 $RANDOM" >"$dir/data"
pkcs11-tool --module "$module" --token-label "$sig_slot" --login --pin "$VC_PIN" --sign --id 01 \
    -m SHA256-RSA-PKCS -i "$dir/data" -o "$dir/sig" >>"$VC_LOG" 2>&1 || kw_fail "pkcs11-tool --sign"
pkcs11-tool --module "$module" --token-label "$sig_slot" --read-object --type pubkey --id 01 \
    -o "$dir/pub.der" >>"$VC_LOG" 2>&1 || kw_fail "pkcs11-tool --read-object"
openssl dgst -sha256 -verify "$dir/pub.der" -keyform DER -signature "$dir/sig" "$dir/data" \
    >>"$VC_LOG" 2>&1 || kw_fail "signature made through PKCS#11 does not verify"
echo "PASS opensc $profile"
