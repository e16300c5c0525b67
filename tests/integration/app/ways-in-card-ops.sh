#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# KDF setup and factory reset through gpg, five times each, while Keyward's device directory
# polls its PKCS#11 modules in another process (OpenSC registered in p11-kit). After every step
# gpg must still reach the card: Keyward must never take it from scdaemon.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
for round in 1 2 3 4 5; do
    VC_PIN_FALLBACK=$VC_ADMIN vc_card_edit cardedit.prompt=admin cardedit.prompt=kdf-setup ||
        kw_fail "kdf-setup, round $round"
    kw_assert_eq on "$(vc_card_field 'KDF setting')" "KDF after kdf-setup, round $round"
    VC_PIN_FALLBACK=$VC_ADMIN vc_card_edit cardedit.prompt=admin cardedit.prompt=factory-reset \
        cardedit.factory-reset.proceed=y cardedit.factory-reset.really=yes ||
        kw_fail "factory-reset, round $round"
    kw_assert_eq off "$(vc_card_field 'KDF setting')" "KDF after factory-reset, round $round"
    gpg --batch --card-status >/dev/null 2>&1 || kw_fail "gpg lost the card, round $round"
done
echo "PASS ways-in card operations: 5 of 5"
