#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# key-attr through gpg --card-edit to every algorithm the profile supports (read back by
# gpg --card-status), and a refused change to one it does not support.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)

# gpg's curve menu name and how --card-status shows the three slots afterwards.
declare -A choice=(
    [rsa2048]=rsa2048 [rsa3072]=rsa3072 [rsa4096]=rsa4096
    [nistp256]="NIST P-256" [nistp384]="NIST P-384" [nistp521]="NIST P-521"
    [brainpoolp256]=brainpoolP256r1 [brainpoolp384]=brainpoolP384r1
    [brainpoolp512]=brainpoolP512r1 [secp256k1]=secp256k1 [cv25519]=Curve25519)
declare -A shown=(
    [rsa2048]="rsa2048 rsa2048 rsa2048" [rsa3072]="rsa3072 rsa3072 rsa3072"
    [rsa4096]="rsa4096 rsa4096 rsa4096" [nistp256]="nistp256 nistp256 nistp256"
    [nistp384]="nistp384 nistp384 nistp384" [nistp521]="nistp521 nistp521 nistp521"
    [brainpoolp256]="brainpoolP256r1 brainpoolP256r1 brainpoolP256r1"
    [brainpoolp384]="brainpoolP384r1 brainpoolP384r1 brainpoolP384r1"
    [brainpoolp512]="brainpoolP512r1 brainpoolP512r1 brainpoolP512r1"
    [secp256k1]="secp256k1 secp256k1 secp256k1" [cv25519]="ed25519 cv25519 ed25519")

if ! gpg-connect-agent 'SCD GETATTR EXTCAP' /bye | grep >/dev/null 'aac=1'; then
    # The NEO cannot change algorithm attributes at all: gpg must say so and change nothing.
    vc_dialog cardedit.prompt=admin cardedit.prompt=key-attr -- --expert --card-edit || true
    kw_assert_eq "rsa2048 rsa2048 rsa2048" "$(vc_card_field 'Key attributes')" "unchanged"
    echo "PASS keyattr $profile (not changeable)"
    exit 0
fi

tested=0
for algorithm in $(vc_profile_algorithms); do
    [ "$algorithm" = ed25519 ] && continue # set together with cv25519
    vc_key_attr "${choice[$algorithm]}" || kw_fail "key-attr $algorithm"
    kw_assert_eq "${shown[$algorithm]}" "$(vc_card_field 'Key attributes')" "after key-attr $algorithm"
    tested=$((tested + 1))
done

# One the card lacks: the card refuses it and the attributes stay.
before=$(vc_card_field 'Key attributes')
for algorithm in brainpoolp256 cv25519 nistp256; do
    vc_has_algorithm "$algorithm" && continue
    vc_dialog cardedit.prompt=admin cardedit.prompt=key-attr cardedit.genkeys.algo=2 \
        "keygen.curve=${choice[$algorithm]}" -- --expert --card-edit || true
    kw_assert_eq "$before" "$(vc_card_field 'Key attributes')" "refused $algorithm"
    break
done
echo "PASS keyattr $profile ($tested algorithms)"
