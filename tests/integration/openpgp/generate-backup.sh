#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli card generate --backup FILE on the sandbox's virtual card: the encryption key is
# made on this computer, backed up and moved to the card. Judged by gpg: the backup, imported
# into an EMPTY GNUPGHOME, decrypts a message encrypted to the card's encryption key without the
# card; the card holds the key (KEY-FPR); the keyring holds only a card stub; the revocation
# certificate is where the output says. An existing backup file is refused with exit 2 before
# the card is touched.
# Usage (inside scripts/sandbox --card yubikey5): generate-backup.sh
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

U=123456 A=12345678
col() { gpg --card-status --with-colons 2>/dev/null | awk -F: -v k="$1" '$1 == k' | head -1; }
ok() { echo "ok - $*"; }
work=$KEYWARD_SANDBOX/genbackup
mkdir -p "$work"

# --- an existing backup file: exit 2, card untouched ------------------------------------
echo "another key's only copy" >"$work/taken.asc"
before=$(col fpr)
set +e
printf '%s\n' user=$U admin=$A | timeout 120 keyward-cli card generate --name "Backup Tester" \
    --backup "$work/taken.asc" --loopback --yes >"$work/out" 2>"$work/err"
rc=$?
set -e
kw_assert_eq 2 "$rc" "existing backup file refused with exit 2"
kw_assert_contains "$(cat "$work/err")" "already exists" "the refusal says why"
kw_assert_eq "another key's only copy" "$(cat "$work/taken.asc")" "existing file unchanged"
kw_assert_eq "$before" "$(col fpr)" "card unchanged after the refusal"
ok "an existing backup file is refused before the card is touched"

# --- generate with the backup --------------------------------------------------------------
backup=$work/enc-backup.asc
set +e
printf '%s\n' user=$U admin=$A | timeout 300 keyward-cli card generate --name "Backup Tester" \
    --email backup@keyward.test --algo ed25519 --backup "$backup" --loopback --yes \
    >"$work/out" 2>"$work/err"
rc=$?
set -e
[ "$rc" = 0 ] || kw_fail "generate --backup failed ($rc): $(cat "$work/out" "$work/err")"
[ -s "$backup" ] || kw_fail "no backup file"
kw_assert_eq 600 "$(stat -c %a "$backup")" "backup file mode"
fprs=$(col fpr)
sig=$(cut -d: -f2 <<<"$fprs") enc=$(cut -d: -f3 <<<"$fprs") auth=$(cut -d: -f4 <<<"$fprs")
for f in "$sig" "$enc" "$auth"; do
    [ ${#f} = 40 ] || kw_fail "card slots after generate --backup: $fprs"
done
cert=$(gpg --list-keys --with-colons backup@keyward.test | awk -F: '$1 == "fpr" { print $10; exit }')
kw_assert_eq "$sig" "$cert" "the certificate's primary key is the card's signature key"
gpg --list-keys --with-colons "$cert" | grep >/dev/null "^fpr:::::::::$enc:" ||
    kw_fail "the certificate's encryption subkey is not the card's encryption key"
# The local secret is a card stub now (gpg marks it with '>' in --list-secret-keys).
encgrip=$(gpg --list-secret-keys --with-colons --with-keygrip "$cert" |
    awk -F: -v f="$enc" '$1 == "fpr" { take = ($10 == f) } $1 == "grp" && take { print $10; exit }')
[ -n "$encgrip" ] || kw_fail "no keygrip for the encryption subkey"
keyinfo=$(gpg-connect-agent "KEYINFO $encgrip" /bye | head -1)
kw_assert_contains "$keyinfo" " T " "the local encryption key is a card stub ($keyinfo)"
kw_assert_contains "$(cat "$work/out")" "$backup" "the output names the backup"
rev=$GNUPGHOME/openpgp-revocs.d/$cert.rev
[ -s "$rev" ] || kw_fail "no revocation certificate at $rev"
kw_assert_contains "$(cat "$work/out")" "$rev" "the output says where the revocation certificate is"
# The next steps: the card by model and serial, and how to publish the certificate.
serial=$(gpg --card-status --with-colons | awk -F: '$1 == "serial" { print $2; exit }')
kw_assert_contains "$(cat "$work/out")" "serial $serial) now holds the keys of certificate $cert" \
    "the next steps name the card and the certificate"
kw_assert_contains "$(cat "$work/out")" "gpg --send-keys $cert" "the next steps say how to publish"
ok "generated: signature and authentication keys on the card, encryption key backed up and moved"

# --- the backup decrypts without the card, in an empty keyring ------------------------------
echo "restored from the backup" |
    gpg --batch --yes --trust-model always -r "$enc!" -e >"$work/msg.gpg"
empty=$work/empty-home
mkdir -m 700 "$empty"
gpg --homedir "$empty" --batch --import "$backup" 2>/dev/null
plain=$(gpg --homedir "$empty" --batch --pinentry-mode loopback --passphrase '' \
    -d "$work/msg.gpg" 2>"$work/dec-err") || kw_fail "decrypting with the backup: $(cat "$work/dec-err")"
kw_assert_eq "restored from the backup" "$plain" "the backup decrypts"
# Without the card's help: the empty home has no stub and no scdaemon for the key.
kw_assert_contains "$(gpg-connect-agent --homedir "$empty" "KEYINFO $encgrip" /bye | head -1)" \
    "KEYINFO $encgrip D " "the restored encryption key is a local key, not a card stub"
gpgconf --homedir "$empty" --kill gpg-agent
ok "the backup restores the encryption key into an empty keyring and decrypts"
