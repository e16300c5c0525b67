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
# An older backup at that name: the wizard must ask, and keep it as $KT_BACKUP.replaced-1.
echo "an older backup of another key" >"$KT_BACKUP"
export KT_SHOTS=${KT_SHOTS:-$KEYWARD_SANDBOX/shots}
mkdir -p "$KT_SHOTS"
QT_QPA_PLATFORM=offscreen "$1" walk || kw_fail "wizard test"
[ -s "$KT_BACKUP" ] || kw_fail "no backup written"
kw_assert_eq "an older backup of another key" "$(cat "$KT_BACKUP.replaced-1")" "the older backup, kept"
kw_assert_eq 600 "$(stat -c %a "$KT_BACKUP")" "mode of the backup"
sig=$(gpg --with-colons --list-keys "$fpr" | awk -F: '/^sub/{hit=index($12,"s")>0} /^fpr/ && hit {print $10; exit}')
grip=$(gpg --with-colons --with-keygrip --list-keys "$fpr" | awk -F: -v f="$sig" '/^fpr/{c=$10} /^grp/ && c==f {print $10; exit}')
kw_assert_contains "$(gpg-connect-agent "KEYINFO $grip" /bye)" " T " "stub after remove"
echo "hi" | gpg --batch --pinentry-mode loopback --passphrase 123456 -u "$email" --sign >/dev/null ||
    kw_fail "sign with the card"

# Restore the local keys from the start page, with the card pulled: only local keys can work.
kw_card_ctl 0 remove >/dev/null
QT_QPA_PLATFORM=offscreen "$1" restoreFromStart || kw_fail "restore from the start page"
subs=$(gpg --with-colons --list-keys "$fpr" | awk -F: '/^fpr/ && seen {print $10} /^sub/{seen=1}')
kw_assert_eq 3 "$(wc -w <<<"$subs")" "subkeys"
for sub in $subs; do
    g=$(gpg --with-colons --with-keygrip --list-keys "$fpr" | awk -F: -v f="$sub" '/^fpr/{c=$10} /^grp/ && c==f {print $10; exit}')
    kw_assert_contains "$(gpg-connect-agent "KEYINFO $g" /bye)" " D " "local key $sub after restore"
done
listing=$(gpg -K "$fpr")
echo "$listing"
kw_assert_eq 0 "$(grep -c "^ssb>" <<<"$listing")" "card stubs (ssb>) after restore"
kw_assert_eq 3 "$(grep -c "^ssb " <<<"$listing")" "local subkeys (ssb) after restore"
echo "hi" | gpg --batch --pinentry-mode loopback --passphrase 12345678 -u "$email" --sign >"$KEYWARD_SANDBOX/s.gpg" ||
    kw_fail "sign with the restored local key (card removed)"
gpg --batch --verify "$KEYWARD_SANDBOX/s.gpg" 2>&1 | grep >/dev/null "Good signature" || kw_fail "verify"
echo "secret" | gpg --batch --yes --trust-model always -r "$email" -e >"$KEYWARD_SANDBOX/e.gpg" || kw_fail "encrypt"
[ "$(gpg --batch --pinentry-mode loopback --passphrase 12345678 -d "$KEYWARD_SANDBOX/e.gpg" 2>/dev/null)" = secret ] ||
    kw_fail "decrypt with the restored local key (card removed)"
ls "$KT_SHOTS"
echo "PASS keytocard wizard"
