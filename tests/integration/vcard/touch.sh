#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Touch (UIF) on profiles that have it: with UIF on for the signature key, a denied touch makes
# gpg --sign fail, an approved one after a delay makes it slow but successful, and keys without
# UIF are unaffected. GnuPG 2.2 has no uif command, so the DO is written with SCD APDU.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)
vc_generate "Touch" touch@keyward.test || kw_fail "generate"

apdu() { gpg-connect-agent "SCD APDU $1" /bye 2>>"$VC_LOG" | tr -d '\0'; }
apdu 00200083083132333435363738 >/dev/null
kw_assert_contains "$(apdu 00DA00D6020120)" "OK" "PUT DATA D6"
kw_assert_contains "$(apdu 00CA00D600)" "OK" "GET DATA D6"
vc_kill_scd

dir=$KEYWARD_SANDBOX/touch
mkdir -p "$dir"
echo "touch me" >"$dir/msg"
sign() {
    gpg --batch --yes --pinentry-mode loopback --passphrase "$VC_PIN" -u touch@keyward.test \
        --sign -o "$dir/msg.sig" "$dir/msg" 2>>"$VC_LOG"
}

kw_card_ctl 0 touch deny >/dev/null
if sign; then kw_fail "signing succeeded although the touch was denied"; fi
kw_assert_contains "$(kw_card_ctl 0 status)" "touch=deny" "control status"

kw_card_ctl 0 touch approve 1500 >/dev/null
vc_kill_scd
start=$(date +%s%N)
sign || kw_fail "signing with an approved touch"
took=$((($(date +%s%N) - start) / 1000000))
[ "$took" -ge 1400 ] || kw_fail "touch delay not applied: ${took} ms"
gpg --batch --verify "$dir/msg.sig" 2>>"$VC_LOG" || kw_fail "signature does not verify"

# The encryption key has no UIF: no waiting there.
gpg --batch --yes --trust-model always -r touch@keyward.test -e -o "$dir/msg.enc" "$dir/msg" \
    2>>"$VC_LOG"
start=$(date +%s%N)
gpg --batch --yes --pinentry-mode loopback --passphrase "$VC_PIN" -d -o /dev/null "$dir/msg.enc" \
    2>>"$VC_LOG" || kw_fail "decrypt"
plain=$((($(date +%s%N) - start) / 1000000))
[ "$plain" -lt 1400 ] || kw_fail "decrypt waited for a touch it does not need: ${plain} ms"
echo "PASS touch $profile (sign with touch ${took} ms, decrypt ${plain} ms)"
