#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# kdf-setup (where the profile has a KDF-DO): PINs then travel as salted hashes and still work;
# factory-reset brings the card back to its defaults.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)
passwd() {
    local action=$1 a
    shift
    local -a hidden=()
    for a in "$@"; do hidden+=("passphrase.enter=$a"); done
    vc_card_edit cardedit.prompt=admin cardedit.prompt=passwd \
        "cardutil.change_pin.menu=$action" "${hidden[@]}" cardutil.change_pin.menu=q
}

vc_card_edit cardedit.prompt=admin cardedit.prompt=name keygen.smartcard.surname=Doe \
    keygen.smartcard.givenname=Jane "passphrase.enter=$VC_ADMIN" || kw_fail "set name"

if [ -n "$(vc_card_field 'KDF setting')" ]; then
    VC_PIN_FALLBACK=$VC_ADMIN vc_card_edit cardedit.prompt=admin cardedit.prompt=kdf-setup ||
        kw_fail "kdf-setup"
    kw_assert_eq on "$(vc_card_field 'KDF setting')" "KDF after kdf-setup"
    vc_reset_scd
    # The card now holds hashes of the default PINs: change both and back.
    passwd 1 "$VC_PIN" 24680135 24680135
    passwd 3 "$VC_ADMIN" 97531864 97531864
    kw_assert_eq "3 0 3" "$(vc_retries)" "counters with KDF"
    passwd 1 111111 999999 999999
    kw_assert_eq "2 0 3" "$(vc_retries)" "wrong PIN with KDF"
    passwd 1 24680135 "$VC_PIN" "$VC_PIN"
    kw_assert_eq "3 0 3" "$(vc_retries)" "right PIN with KDF"
else
    echo "note: $profile has no KDF-DO"
fi

VC_PIN_FALLBACK=$VC_ADMIN vc_card_edit cardedit.prompt=admin cardedit.prompt=factory-reset \
    cardedit.factory-reset.proceed=y cardedit.factory-reset.really=yes || kw_fail "factory-reset"
vc_reset_scd
status=$(vc_card_status)
field() { sed -n "s/^$1 *\.*: *//p" <<<"$status" | head -n1; }
kw_assert_eq "[not set]" "$(field 'Name of cardholder')" "name after reset"
kw_assert_eq "3 0 3" "$(field 'PIN retry counter')" "counters after reset"
case $status in *"KDF setting"*) kw_assert_eq off "$(field 'KDF setting')" "KDF after reset" ;; esac
# Factory PINs work again.
passwd 3 "$VC_ADMIN" "$VC_ADMIN" "$VC_ADMIN"
kw_assert_eq "3 0 3" "$(vc_retries)" "factory admin PIN accepted"
echo "PASS kdf-reset $profile"
