#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keys.sh FAMILY — key-attr to FAMILY (rsa2048, rsa3072, rsa4096, cv25519, nistp256, nistp384,
# brainpoolp256, secp256k1), generate on the card, then gpg sign/verify, encrypt/decrypt and
# SSH authentication through gpg-agent. Skips (exit 77, the suite's skip, with the reason) where
# the profile lacks it.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
family=${1:?family}
profile=$(vc_profile)
case $family in
    rsa*) choice=$family attrs="$family $family $family" need=$family ;;
    cv25519) choice=Curve25519 attrs="ed25519 cv25519 ed25519" need=cv25519 ;;
    nistp256) choice="NIST P-256" attrs="nistp256 nistp256 nistp256" need=nistp256 ;;
    nistp384) choice="NIST P-384" attrs="nistp384 nistp384 nistp384" need=nistp384 ;;
    brainpoolp256) choice=brainpoolP256r1 attrs="brainpoolP256r1 brainpoolP256r1 brainpoolP256r1" need=brainpoolp256 ;;
    secp256k1) choice=secp256k1 attrs="secp256k1 secp256k1 secp256k1" need=secp256k1 ;;
    *) kw_fail "unknown family $family" ;;
esac
if ! vc_has_algorithm "$need"; then
    echo "SKIP keys $family: $profile has no $need"
    exit 77
fi

if [ "$family" != rsa2048 ]; then
    vc_key_attr "$choice" || kw_fail "key-attr $choice"
fi
kw_assert_eq "$attrs" "$(vc_card_field 'Key attributes')" "key attributes"
vc_generate "Card $family" "$family@keyward.test" || kw_fail "generate on card"
status=$(vc_card_status)
for key in 'Signature key' 'Encryption key' 'Authentication key'; do
    line=$(sed -n "s/^$key *\.*: *//p" <<<"$status")
    [ -n "$line" ] && [ "$line" != "[none]" ] || kw_fail "$key missing after generate"
done
vc_roundtrip "$family@keyward.test"
count=$(vc_card_field 'Signature counter')
[ "$count" -ge 1 ] || kw_fail "signature counter did not move: $count"
case $family in
    brainpool* | secp256k1) echo "note: OpenSSH has no $family keys; ssh check skipped" ;;
    *) vc_ssh_auth ;;
esac
echo "PASS keys $family $profile"
