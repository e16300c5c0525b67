#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# gpg --card-status shows the profile's manufacturer, serial, version and PIN counters.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"

profile=$(vc_profile)
serial=$(vc_status_field serial)
kdf=no
case $profile in
    yubikey5) manufacturer=Yubico version=3.4 maxlen="127 127 127" kdf=yes mfr=0006 ;;
    yubikey4) manufacturer=Yubico version=2.1 maxlen="127 127 127" mfr=0006 ;;
    yubikey-neo) manufacturer=Yubico version=2.0 maxlen="127 127 127" mfr=0006 ;;
    nitrokey-pro) manufacturer=ZeitControl version=3.3 maxlen="64 64 64" kdf=yes mfr=0005 ;;
    nitrokey-start) manufacturer="unmanaged S/N range" version=2.0 maxlen="127 127 127" kdf=yes mfr=FFFE ;;
    fst01) manufacturer=FSIJ version=2.0 maxlen="127 127 127" kdf=yes mfr=F517 ;;
    # GnuPG 2.2 does not know manufacturer F1D0 by name; 2.4 calls it CanoKeys.
    canokey) manufacturer=CanoKeys version=3.4 maxlen="127 127 127" mfr=F1D0 ;;
    *) kw_fail "unknown profile '$profile'" ;;
esac

status=$(vc_card_status)
field() { sed -n "s/^$1 *\.*: *//p" <<<"$status" | head -n1; }
[ "$profile" = canokey ] && [ "$(field Manufacturer)" = unknown ] && manufacturer=unknown
kw_assert_eq "$manufacturer" "$(field Manufacturer)" "manufacturer"
kw_assert_eq "$version" "$(field Version)" "version"
kw_assert_eq "$serial" "$(field 'Serial number')" "serial number"
kw_assert_eq "3 0 3" "$(field 'PIN retry counter')" "PIN retry counter"
kw_assert_eq "$maxlen" "$(field 'Max. PIN lengths')" "max PIN lengths"
kw_assert_eq "rsa2048 rsa2048 rsa2048" "$(field 'Key attributes')" "key attributes"
kw_assert_eq "0" "$(field 'Signature counter')" "signature counter"
kw_assert_eq "D27600012401$(printf "%02d%02d" "${version%.*}" "${version#*.}")${mfr}${serial}0000" "$(field "Application ID")" "AID"
if [ "$kdf" = yes ]; then
    kw_assert_eq off "$(field 'KDF setting')" "KDF setting"
else
    case $status in *"KDF setting"*) kw_fail "$profile has no KDF-DO but gpg shows one" ;; esac
fi
echo "PASS card-status $profile"
