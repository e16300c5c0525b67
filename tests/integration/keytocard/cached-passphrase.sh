#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# cached-passphrase.sh KT — keytocard move right after the key was used, so gpg-agent has its
# passphrase cached: KEYTOCARD still asks for the passphrase (it ignores the cache) and then for
# the admin PIN; each inquiry must get its own secret. Judged by gpg: the card holds the subkey
# and signs.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"
email=cached@keyward.test
fpr=$(kt_gen 25519 "$email")
sig=$(kt_subkey "$fpr" s)
grip=$(kt_grip "$sig")

# Sign with the local key: gpg-agent caches the passphrase (default-cache-ttl 600).
kt_sign_with "$KT_PASS" "$email" || kw_fail "sign with the local key"
cached=$(gpg-connect-agent "KEYINFO $grip" /bye | awk '/^S KEYINFO/{print $7}')
kw_assert_eq 1 "$cached" "the passphrase is cached before the move"

kt_run keytocard move --key "$fpr" --backup "$WORK/cached.asc" --remove-local --map "$sig=sig"
kw_assert_eq 0 "$KT_RC" "move with the passphrase cached"
kw_assert_eq "$sig" "$(kt_card_fpr 1)" "card slot 1"
kw_assert_eq T "$(kt_where "$grip")" "the local key is now a stub"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with the card"
echo "PASS keytocard move with a cached passphrase"
