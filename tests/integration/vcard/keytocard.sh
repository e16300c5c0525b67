#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keytocard.sh FAMILY — make a key with subkeys in the local keyring (rsa2048 or cv25519), move
# the primary and both subkeys to the card with gpg --edit-key keytocard, then sign, decrypt and
# authenticate (ssh) with the card. Exercises key import (PUT DATA odd, extended header list).
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
family=${1:?family}
profile=$(vc_profile)
case $family in
    rsa2048) sign=rsa2048 encr=rsa2048 attr=rsa2048 need=rsa2048 ;;
    cv25519) sign=ed25519 encr=cv25519 attr=Curve25519 need=cv25519 ;;
    nistp256) sign=nistp256/ecdsa encr=nistp256 attr="NIST P-256" need=nistp256 ;;
    *) kw_fail "unknown family $family" ;;
esac
if ! vc_has_algorithm "$need"; then
    echo "SKIP keytocard $family: $profile has no $need"
    exit 77
fi
uid="Local $family <local-$family@keyward.test>"
case $family in
    rsa2048) primary="Key-Type: RSA
Key-Length: 2048" sub="Subkey-Type: RSA
Subkey-Length: 2048" ;;
    cv25519) primary="Key-Type: EDDSA
Key-Curve: ed25519" sub="Subkey-Type: ECDH
Subkey-Curve: cv25519" ;;
    nistp256) primary="Key-Type: ECDSA
Key-Curve: nistp256" sub="Subkey-Type: ECDH
Subkey-Curve: nistp256" ;;
esac
gpg --batch --gen-key 2>>"$VC_LOG" <<PARAMS || kw_fail "local key generation"
%no-protection
$primary
Key-Usage: sign,cert
$sub
Subkey-Usage: encrypt
Name-Real: Local $family
Name-Email: local-$family@keyward.test
Expire-Date: 0
%commit
PARAMS
fpr=$(gpg --with-colons --list-keys "local-$family@keyward.test" | awk -F: '/^fpr/ { print $10; exit }')
gpg --batch --pinentry-mode loopback --passphrase '' --quick-add-key "$fpr" "$sign" auth 0 \
    2>>"$VC_LOG" || kw_fail "adding the authentication subkey"

# The card's attributes must match the keys (GnuPG changes them itself only on newer versions).
if [ "$family" != rsa2048 ]; then
    vc_key_attr "$attr" || kw_fail "key-attr $attr"
fi

VC_PIN_FALLBACK=$VC_ADMIN vc_dialog \
    keyedit.prompt=keytocard keyedit.keytocard.use_primary=y cardedit.genkeys.storekeytype=1 \
    keyedit.prompt="key 1" keyedit.prompt=keytocard cardedit.genkeys.storekeytype=2 \
    keyedit.prompt="key 1" keyedit.prompt="key 2" keyedit.prompt=keytocard \
    cardedit.genkeys.storekeytype=3 keyedit.prompt=save \
    -- --edit-key "$fpr" || kw_fail "keytocard"

listing=$(gpg --with-colons -K "$fpr")
# Secret parts now live on the card: field 15 holds the card serial for each key.
on_card=$(awk -F: '/^(sec|ssb)/ && $15 != "" && $15 != "+" { n++ } END { print n + 0 }' <<<"$listing")
kw_assert_eq 3 "$on_card" "keys on the card after keytocard"
status=$(vc_card_status)
kw_assert_contains "$status" "$(sed 's/\(....\)/\1 /g; s/ $//' <<<"${fpr:0:20}")" "card signature key fingerprint"
vc_roundtrip "local-$family@keyward.test"
vc_ssh_auth
echo "PASS keytocard $family $profile"
