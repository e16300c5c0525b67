#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# wizard.sh TEST-BINARY — walk the keytocard wizard offscreen with gpg-agent's (test) pinentry.
# The key's passphrase is the card's admin PIN, so the queued answers fit whichever is asked.
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
set -u
email=wizard@keyward.test
gpg --batch --pinentry-mode loopback --passphrase 12345678 \
    --quick-gen-key "Wizard Test <$email>" ed25519 cert 0 2>/dev/null || kw_fail "gen"
fpr=$(gpg --with-colons --list-keys "$email" | awk -F: '/^fpr/{print $10; exit}')
for u in "ed25519 sign" "cv25519 encr" "ed25519 auth"; do
    # shellcheck disable=SC2086
    gpg --batch --pinentry-mode loopback --passphrase 12345678 --quick-add-key "$fpr" $u 0 \
        2>/dev/null || kw_fail "add $u"
done
kw_pinentry_answers 12345678 12345678 12345678 12345678 12345678 12345678 12345678 12345678
export KT_BACKUP=$KEYWARD_SANDBOX/wizard-backup.asc
export KT_SHOTS=${KT_SHOTS:-$KEYWARD_SANDBOX/shots}
mkdir -p "$KT_SHOTS"
QT_QPA_PLATFORM=offscreen "$1" || kw_fail "wizard test"
[ -s "$KT_BACKUP" ] || kw_fail "no backup written"
sig=$(gpg --with-colons --list-keys "$fpr" | awk -F: '/^sub/{hit=index($12,"s")>0} /^fpr/ && hit {print $10; exit}')
grip=$(gpg --with-colons --with-keygrip --list-keys "$fpr" | awk -F: -v f="$sig" '/^fpr/{c=$10} /^grp/ && c==f {print $10; exit}')
kw_assert_contains "$(gpg-connect-agent "KEYINFO $grip" /bye)" " T " "stub after remove"
echo "hi" | gpg --batch --pinentry-mode loopback --passphrase 123456 -u "$email" --sign >/dev/null ||
    kw_fail "sign with the card"
ls "$KT_SHOTS"
echo "PASS keytocard wizard"
