#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The optional timing model: with --timing published an RSA-2048 decryption through gpg takes
# about the device's published time (design brief table), scaled by --timing-scale.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
profile=$(vc_profile)
case $profile in
    yubikey4 | yubikey5) published=162 ;;
    nitrokey-pro) published=610 ;;
    yubikey-neo) published=736 ;;
    fst01 | nitrokey-start) published=1265 ;;
    *) kw_fail "no published figure for $profile" ;;
esac

vc_generate "Timing" timing@keyward.test || kw_fail "generate"
dir=$KEYWARD_SANDBOX/timing
mkdir -p "$dir"
echo "timed" >"$dir/msg"
gpg --batch --yes --trust-model always -r timing@keyward.test -e -o "$dir/msg.enc" "$dir/msg" 2>>"$VC_LOG"

# decrypt_ms — wall time of one gpg --decrypt (PIN already verified by a first run).
decrypt_ms() {
    gpg --batch --yes --pinentry-mode loopback --passphrase "$VC_PIN" -d -o /dev/null \
        "$dir/msg.enc" 2>>"$VC_LOG" || kw_fail "decrypt"
    local start end
    start=$(date +%s%N)
    gpg --batch --yes --pinentry-mode loopback --passphrase "$VC_PIN" -d -o /dev/null \
        "$dir/msg.enc" 2>>"$VC_LOG" || kw_fail "decrypt"
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

off=$(decrypt_ms)
vc_restart_card --timing published --timing-scale 2
kw_assert_contains "$(kw_card_ctl 0 status)" "timing=published" "control status"
on=$(decrypt_ms)
expected=$((published * 2))
[ "$on" -ge $((expected * 9 / 10)) ] ||
    kw_fail "decrypt took ${on} ms with timing, expected at least ~${expected} ms"
[ "$on" -ge $((off + expected * 8 / 10)) ] ||
    kw_fail "timing model adds too little: ${off} ms -> ${on} ms (expected +${expected} ms)"
echo "PASS timing $profile (decrypt ${off} ms -> ${on} ms, published ${published} ms x2)"
