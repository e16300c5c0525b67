#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# KDF setup and factory reset through gpg, five times each, while Keyward's device directory
# polls its PKCS#11 modules in another process (OpenSC registered in p11-kit). After every step
# gpg must still reach the card: Keyward must never take it from scdaemon.
#
# GnuPG 2.4's scdaemon serves both of the sandbox's cards, and which one `gpg --card-edit` takes
# is its own choice: after a factory reset the card reopens behind the other one, so the next
# step may edit the other card. Each step therefore asks scdaemon about the card gpg said it
# edited (its CARDCTRL line), selected by serial number on one connection.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
version=$(gpg --version | sed -n '1s/.* //p')
multi=no
case $version in 2.[3-9].* | [3-9].*) multi=yes ;; esac

# The serial number gpg worked on in its last card dialog.
edited() {
    sed -n 's/.*\[GNUPG:\] CARDCTRL [0-9]* \([0-9A-F]*\).*/\1/p' "$VC_LOG" | tail -n 1
}
# kdf SERIAL — "on" or "off": the KDF setting of that card as scdaemon reads it.
kdf() {
    if [ $multi = no ]; then # 2.2 serves one reader: gpg's card is the one
        vc_card_field 'KDF setting'
        return
    fi
    # GETATTR KDF sends the KDF-DO (F9), percent-escaped below 0x20: 81 01 03 is KDF on.
    local answer
    answer=$(gpg-connect-agent 'SCD SERIALNO --all' "SCD SWITCHCARD $1" 'SCD GETATTR KDF' /bye |
        LC_ALL=C grep -a '^S KDF ' || true)
    vc_log "GETATTR KDF of $1: $(LC_ALL=C od -An -c <<<"$answer" | tr -s ' ' | head -c 200)"
    LC_ALL=C grep -aEq '^S KDF (%81|.)%01%03' <<<"$answer" && echo on || echo off
}

for round in 1 2 3 4 5; do
    VC_PIN_FALLBACK=$VC_ADMIN vc_card_edit cardedit.prompt=admin cardedit.prompt=kdf-setup ||
        kw_fail "kdf-setup, round $round"
    card=$(edited)
    kw_assert_eq on "$(kdf "$card")" "KDF of $card after kdf-setup, round $round"
    VC_PIN_FALLBACK=$VC_ADMIN vc_card_edit cardedit.prompt=admin cardedit.prompt=factory-reset \
        cardedit.factory-reset.proceed=y cardedit.factory-reset.really=yes ||
        kw_fail "factory-reset, round $round"
    card=$(edited)
    kw_assert_eq off "$(kdf "$card")" "KDF of $card after factory-reset, round $round"
    gpg --batch --card-status >/dev/null 2>&1 || kw_fail "gpg lost the card, round $round"
done
echo "PASS ways-in card operations: 5 of 5"
