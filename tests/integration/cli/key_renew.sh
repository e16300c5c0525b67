#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli key renew against real gpg, gpg-agent and a virtual card (GnuPG 2.2 or 2.4): a key
# made by key create with 10-day subkeys, its subkeys moved onto the card by card keytocard and
# its primary secret removed from the everyday keyring, is renewed from its secret key file.
# gpg then lists the subkeys with the new expiry, the card's key fingerprints and signature
# counter are as before, the card stub still signs, the secret key file is unchanged and no
# temporary keyring or agent is left. --new-backup writes the renewed secret key next to the
# old file. A wrong passphrase, the public key file, a bad --expire, another key's file
# without confirmation and a second --new-backup on the same day are refused with nothing
# changed.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
. "$KEYWARD_SOURCE_DIR/tests/integration/cli/key_lib.sh"

check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
work=$KEYWARD_SANDBOX/key-renew
mkdir -p "$work"
chmod 700 "$work"
printf '%s\n' 'renewal passphrase' >"$work/pass"
printf '%s\n' 'not the passphrase' >"$work/wrong"
export KT_PASS='renewal passphrase' KT_ADMIN=12345678
USER_PIN=123456
two_years=$((2 * 365 * 86400))
three_years=$((3 * 365 * 86400))

homes() {
    for d in "${XDG_RUNTIME_DIR:-}" /dev/shm "${TMPDIR:-/tmp}"; do
        [ -n "$d" ] && [ -d "$d" ] && find "$d" -maxdepth 1 -name 'kw-*' 2>/dev/null
    done | sort
    true
}
# The everyday keyring as gpg lists it (keys, expiry, card serials) and the agent's key files.
everyday() {
    gpg --batch --with-colons --fixed-list-mode -K 2>/dev/null | cut -d: -f1,5,6,7,12,15
    gpg --batch --with-colons --fixed-list-mode -k 2>/dev/null | cut -d: -f1,5,6,7,12
    ls -A "$GNUPGHOME/private-keys-v1.d" 2>/dev/null
    true
}
card_fprs() {
    gpg-connect-agent "SCD LEARN --force" /bye >/dev/null 2>&1
    gpg-connect-agent "SCD GETATTR KEY-FPR" /bye | awk '$2=="KEY-FPR"{print $3, $4}'
}
# Not gpg --card-status: in GnuPG 2.2 it replaces local keys that are also on the card by stubs.
sig_counter() { gpg-connect-agent "SCD GETATTR SIG-COUNTER" /bye | awk '$2=="SIG-COUNTER"{print $3}'; }
sign_with_card() {
    echo "keyward key renew test" |
        gpg --batch --yes --pinentry-mode loopback --passphrase "$USER_PIN" -u "$1!" \
            --sign >"$work/signed.gpg" 2>"$work/sign.err" || return 1
    gpg --batch --verify "$work/signed.gpg" 2>&1 | grep >/dev/null "Good signature"
}

# 1. The key as a card owner has it a year on: subkeys on the card, primary key offline.
key_on_card "Renew Owner" renew@example.org --expire 10d
old_expiry=$(gpg --with-colons -k "$fpr" | awk -F: -v f="$sig" '/^sub/{e=$7} /^fpr/ && $10==f {print e}')
[ -n "$old_expiry" ] || kw_fail "the signature subkey has no expiry before the renewal"
sign_with_card "$sig" || kw_fail "the card does not sign before the renewal: $(cat "$work/sign.err")"
card_fprs >"$work/card.before"
grep -q "$sig" "$work/card.before" || kw_fail "the card does not hold $sig: $(cat "$work/card.before")"
counter0=$(sig_counter)
sha_before=$(sha256sum "$backup")
homes >"$work/homes.before"
echo "ok - the key's subkeys are on the card, its primary key offline (counter $counter0)"

# 2. Refusals: nothing changes in the everyday keyring, no temporary keyring is left.
everyday >"$work/everyday.before"
refused() { # EXPECTED-RC WORDS-IN-STDERR ARGS...
    local want=$1 words=$2
    shift 2
    key_run key renew "$@"
    kw_assert_eq "$want" "$rc" "exit of key renew $*: $(cat "$work/err")"
    kw_assert_contains "$(cat "$work/err")" "$words" "message of key renew $*"
    kw_assert_eq "$(cat "$work/everyday.before")" "$(everyday)" "everyday keyring after key renew $*"
    kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after key renew $*"
}
refused 2 "passphrase does not unlock" --backup "$backup" --expire 2y --yes --passphrase-fd 3 \
    3<"$work/wrong"
refused 2 "no secret key" --backup "$work/keys/$fpr-public.asc" --yes --passphrase-fd 3 \
    3<"$work/pass"
refused 2 "soon" --backup "$backup" --expire soon --yes --passphrase-fd 3 3<"$work/pass"
refused 2 "--backup" --expire 2y --yes --passphrase-fd 3 3<"$work/pass"
keyward-cli key create --name "Someone Else" --email else@example.org --out-dir "$work/other" \
    --passphrase-fd 3 --json 3<"$work/pass" >"$work/other.json" 2>/dev/null ||
    kw_fail "key create of a second key"
other=$(key_field "$work/other.json" 'd["fingerprint"]')
refused 3 "will be added" --backup "$work/other/$other-secret.asc" --passphrase-fd 3 \
    3<"$work/pass" </dev/null
kw_assert_contains "$(cat "$work/err")" "$other" "the other key is named"
refused 3 "not a terminal" --backup "$backup" --expire 2y --passphrase-fd 3 3<"$work/pass" </dev/null
kw_assert_eq "$counter0" "$(sig_counter)" "signature counter after the refusals"
echo "ok - wrong passphrase, public key file, bad --expire, another key, no confirmation: refused"

# 3. The renewal.
key_run key renew --backup "$backup" --expire 2y --yes --passphrase-fd 3 --json 3<"$work/pass"
[ "$rc" = 0 ] || kw_fail "key renew: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-renew.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-renew.schema.json: $(cat "$work/out")"
cp "$work/out" "$work/renew.json"
now=$(date +%s)
gpg --with-colons -K "$fpr" >"$work/colons"
# Every subkey: a card stub still (serial in field 15), expiring two years from now.
awk -F: -v now="$now" -v two="$two_years" '
    $1=="sec" { if ($7 != "") bad = bad " primary expiry changed to " $7 }
    $1=="ssb" { n++; d = $7 - now - two; if (d < -600 || d > 60) bad = bad " " $5 " expires " $7
                if ($15 !~ /^D276/) bad = bad " " $5 " is no card stub (" $15 ")" }
    END { if (n != 3 || bad != "") { print n " subkeys" bad; exit 1 } }
' "$work/colons" || kw_fail "gpg does not list the renewed key: $(cat "$work/colons")"
[ "$(key_field "$work/renew.json" 'd["keys"][1]["expires"] is not None')" = True ] || kw_fail "json"
kw_assert_eq "$(key_field "$work/renew.json" 'd["backup"]["current"]')" "$backup" "current backup"
kw_assert_eq "$(cat "$work/card.before")" "$(card_fprs)" "card fingerprints after the renewal"
kw_assert_eq "$counter0" "$(sig_counter)" "signature counter after the renewal"
kw_assert_eq "$sha_before" "$(sha256sum "$backup")" "the secret key file"
home=$(key_field "$work/renew.json" 'd["home"]["path"]')
[ ! -e "$home" ] || kw_fail "the temporary keyring $home is still there"
! pgrep -f "gpg-agent.*$home" >/dev/null || kw_fail "an agent of $home still runs"
kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after the renewal"
sign_with_card "$sig" || kw_fail "the card no longer signs: $(cat "$work/sign.err")"
kw_assert_eq $((counter0 + 1)) "$(sig_counter)" "signature counter after signing"
echo "ok - subkeys expire in 2y, card untouched and signing, no temporary keyring left"

# 4. --new-backup: the renewed secret key next to the old file; the old one unchanged.
key_run key renew --backup "$backup" --expire 3y --new-backup --yes --passphrase-fd 3 --json \
    3<"$work/pass"
[ "$rc" = 0 ] || kw_fail "key renew --new-backup: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-renew.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-renew.schema.json: $(cat "$work/out")"
new=$(key_field "$work/out" 'd["backup"]["written"]')
kw_assert_eq "$work/keys/$fpr-secret-$(date +%F).asc" "$new" "the new backup's name"
kw_assert_eq "$new" "$(key_field "$work/out" 'd["backup"]["current"]')" "current backup"
kw_assert_eq 600 "$(stat -c %a "$new")" "mode of $new"
kw_assert_eq "$sha_before" "$(sha256sum "$backup")" "the old secret key file"
check_home=$(mktemp -d "$work/gpg.XXXXXX")
kw_gnupghome "$check_home"
GNUPGHOME=$check_home gpg --batch --import "$new" 2>/dev/null || kw_fail "gpg --import $new"
now=$(date +%s)
GNUPGHOME=$check_home gpg --with-colons -K "$fpr" | awk -F: -v now="$now" -v t="$three_years" '
    $1=="sec" { if ($15 != "+") bad = bad " primary secret missing" }
    $1=="ssb" { n++; d = $7 - now - t; if (d < -600 || d > 60) bad = bad " " $5 " expires " $7 }
    END { if (n != 3 || bad != "") { print n bad; exit 1 } }' ||
    kw_fail "the new backup does not hold the renewed key"
GNUPGHOME=$check_home gpgconf --kill all
kw_assert_eq "$(cat "$work/card.before")" "$(card_fprs)" "card fingerprints after --new-backup"
everyday >"$work/everyday.before"
refused 3 "already exists" --backup "$backup" --expire 3y --new-backup --yes --passphrase-fd 3 \
    3<"$work/pass"
echo "ok - --new-backup writes the renewed secret key next to the old file, never over one"
echo "1..4"
