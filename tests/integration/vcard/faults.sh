#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fault injection through the card's control socket: pull the card and put it back, make the
# next commands fail with a status word, add latency; GnuPG sees each as on a real reader.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)

status=$(kw_card_ctl 0 status)
kw_assert_contains "$status" "OK present=1" "control status"
kw_assert_contains "$status" "profile=$profile" "control status"
[ -n "$(vc_card_field 'Serial number')" ] || kw_fail "card not readable at start"

# Removal: pcscd sees the reader empty, gpg finds no card; insertion brings it back.
kw_assert_contains "$(kw_card_ctl 0 remove)" "OK" "remove"
kw_wait_card 0 absent 10
vc_kill_scd
if gpg --batch --card-status >/dev/null 2>&1; then kw_fail "gpg still sees a removed card"; fi
kw_assert_contains "$(kw_card_ctl 0 status)" "present=0" "status while removed"
kw_card_ctl 0 insert >/dev/null
kw_wait_card 0 present 15
vc_kill_scd
[ -n "$(vc_card_field 'Serial number')" ] || kw_fail "card not readable after insert"

# Injected failures: every command answers 6F00, so the card cannot be read; then recovery.
vc_kill_scd
kw_assert_contains "$(kw_card_ctl 0 fail 1000 6F00)" "OK fail 1000 6F00" "fail"
if gpg --batch --card-status >/dev/null 2>&1; then kw_fail "card readable despite injected 6F00"; fi
kw_card_ctl 0 fail 0 >/dev/null
vc_kill_scd
[ -n "$(vc_card_field 'Serial number')" ] || kw_fail "card not readable after failures stop"
# A bounded number of failures is used up by the commands that follow.
kw_card_ctl 0 fail 3 6581 >/dev/null
vc_kill_scd
vc_card_status >/dev/null 2>&1 || true
kw_assert_contains "$(kw_card_ctl 0 status)" "fail=0" "failures used up"

# Latency: every APDU waits; --card-status takes visibly longer.
vc_kill_scd
start=$(date +%s%N)
vc_card_status >/dev/null
fast=$(( ($(date +%s%N) - start) / 1000000 ))
kw_card_ctl 0 latency 100 >/dev/null
vc_kill_scd
start=$(date +%s%N)
vc_card_status >/dev/null
slow=$(( ($(date +%s%N) - start) / 1000000 ))
kw_card_ctl 0 latency 0 >/dev/null
[ "$slow" -ge $((fast + 1000)) ] || kw_fail "latency 100 ms per APDU not visible: ${fast} ms vs ${slow} ms"
kw_assert_contains "$(kw_card_ctl 0 bogus 2>&1 || true)" "ERR" "unknown control command"
echo "PASS faults $profile (card-status ${fast} ms, with latency ${slow} ms)"
