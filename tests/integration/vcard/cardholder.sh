#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Cardholder data through gpg --card-edit: name, URL, login, language, salutation; the private
# DOs where the profile has them; all read back by gpg --card-status.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)

vc_card_edit cardedit.prompt=admin cardedit.prompt=name keygen.smartcard.surname=Doe \
    keygen.smartcard.givenname=Jane "passphrase.enter=$VC_ADMIN" \
    cardedit.prompt=url cardedit.change_url=https://keys.example.org/jane.asc \
    cardedit.prompt=login cardedit.change_login=jdoe \
    cardedit.prompt=lang cardedit.change_lang=en \
    cardedit.prompt=salutation cardedit.change_sex=f || kw_fail "card-edit cardholder data"

status=$(vc_card_status)
field() { sed -n "s/^$1 *\.*: *//p" <<<"$status" | head -n1; }
kw_assert_eq "Jane Doe" "$(field 'Name of cardholder')" "name"
kw_assert_eq "https://keys.example.org/jane.asc" "$(field 'URL of public key')" "URL"
kw_assert_eq "jdoe" "$(field 'Login data')" "login"
kw_assert_eq "en" "$(field 'Language prefs')" "language"
kw_assert_eq "Ms." "$(field 'Salutation')" "salutation"

# Private DO 1 (PIN-free read, user PIN write) where the card has private DOs.
if gpg-connect-agent 'SCD GETATTR EXTCAP' /bye | grep >/dev/null 'pd=1'; then
    kw_pinentry_answers "$VC_PIN"
    gpg-connect-agent "SCD SETATTR PRIVATE-DO-1 keyward%20private%20data" /bye >>"$VC_LOG" 2>&1
    out=$(gpg-connect-agent 'SCD GETATTR PRIVATE-DO-1' /bye)
    kw_assert_contains "$out" "keyward+private+data" "private DO 1"
fi
echo "PASS cardholder $profile"
