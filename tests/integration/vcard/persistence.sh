#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# State survives the card process: keys, cardholder data and counters are still there after a
# SIGKILL and restart, and killing the card in the middle of a stream of writes leaves a state
# file it can start from.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)

vc_card_edit cardedit.prompt=admin cardedit.prompt=name keygen.smartcard.surname=Restart \
    keygen.smartcard.givenname=Kept "passphrase.enter=$VC_ADMIN" || kw_fail "set name"
vc_generate "Persistent" persist@keyward.test || kw_fail "generate"
vc_card_edit cardedit.prompt=admin cardedit.prompt=passwd cardutil.change_pin.menu=1 \
    passphrase.enter=000000 passphrase.enter=111111 passphrase.enter=111111 \
    cardutil.change_pin.menu=q
before=$(vc_card_status)
serial=$(vc_status_field serial)

vc_restart_card
after=$(vc_card_status)
field() { sed -n "s/^$1 *\.*: *//p" <<<"$2" | head -n1; }
for f in 'Serial number' 'Name of cardholder' 'Signature key' 'Encryption key' \
    'Authentication key' 'PIN retry counter' 'Signature counter' 'Key attributes'; do
    kw_assert_eq "$(field "$f" "$before")" "$(field "$f" "$after")" "$f after restart"
done
kw_assert_eq "$serial" "$(vc_status_field serial)" "serial after restart"
kw_assert_eq "2 0 3" "$(field 'PIN retry counter' "$after")" "wrong-PIN count kept"
vc_roundtrip persist@keyward.test

# Kill the card while gpg keeps writing to it; each restart must find a usable state.
for round in 1 2 3; do
    (
        for i in $(seq 40); do
            gpg-connect-agent "SCD SETATTR DISP-NAME Round$round<<Write$i" /bye >/dev/null 2>&1 || true
        done
    ) &
    writer=$!
    kw_pinentry_answers "$VC_ADMIN"
    sleep "0.$((RANDOM % 8 + 2))"
    vc_restart_card
    kill "$writer" 2>/dev/null || true
    wait "$writer" 2>/dev/null || true
    status=$(vc_card_status)
    kw_assert_eq "$serial" "$(field 'Serial number' "$status")" "serial after kill in round $round"
    kw_assert_contains "$(field 'Signature key' "$status")" " " "keys after kill in round $round"
done
echo "PASS persistence $profile"
