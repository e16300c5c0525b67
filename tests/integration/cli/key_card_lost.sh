#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli key card-lost against real gpg, gpg-agent and a virtual card (GnuPG 2.2 or 2.4): a
# key made by key create, its subkeys moved onto the card and its primary secret removed from
# the everyday keyring, loses its card. card-lost revokes the subkeys the card stubs name, from
# the secret key file: gpg then lists them revoked and the primary key valid, refuses to
# encrypt to the key, the file written for publishing carries the revocations, the secret key
# file is unchanged and no temporary keyring is left. --subkeys revokes only the one named.
# A wrong passphrase, another key's file, a bad --reason and no confirmation are refused with
# the everyday keyring byte-identical.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
. "$KEYWARD_SOURCE_DIR/tests/integration/cli/key_lib.sh"

check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
work=$KEYWARD_SANDBOX/key-card-lost
mkdir -p "$work"
chmod 700 "$work"
printf '%s\n' 'card lost passphrase' >"$work/pass"
printf '%s\n' 'not the passphrase' >"$work/wrong"
export KT_PASS='card lost passphrase' KT_ADMIN=12345678

homes() {
    for d in "${XDG_RUNTIME_DIR:-}" /dev/shm "${TMPDIR:-/tmp}"; do
        [ -n "$d" ] && [ -d "$d" ] && find "$d" -maxdepth 1 -name 'kw-*' 2>/dev/null
    done | sort
    true
}
# The everyday keyring as gpg lists it (validity, keys, card serials) and the agent's key files.
everyday() {
    gpg --batch --with-colons --fixed-list-mode -K 2>/dev/null | cut -d: -f1,2,5,6,7,12,15
    gpg --batch --with-colons --fixed-list-mode -k 2>/dev/null | cut -d: -f1,2,5,6,7,12
    ls -A "$GNUPGHOME/private-keys-v1.d" 2>/dev/null
    true
}
# validity KEY-FPR SUBKEY-FPR [HOME]: gpg's validity letter for that (sub)key (field 2).
validity() {
    GNUPGHOME=${3:-$GNUPGHOME} gpg --batch --with-colons --fixed-list-mode -k "$1" 2>/dev/null |
        awk -F: -v f="$2" '/^(pub|sub)/{v=$2} /^fpr/ && $10==f {print v; exit}'
}
encrypt_to() {
    echo "keyward key card-lost test" |
        gpg --batch --yes --trust-model always -r "$1" --encrypt >"$work/msg.gpg" 2>"$work/enc.err"
}

# 1. The key as a card owner has it: subkeys on the card, primary key offline.
key_on_card "Lost Owner" lost@example.org
encrypt_to "$fpr" || kw_fail "gpg does not encrypt to the key before: $(cat "$work/enc.err")"
sha_before=$(sha256sum "$backup")
homes >"$work/homes.before"
echo "ok - the key's subkeys are on the card, its primary key offline"

# 2. Refusals: the everyday keyring stays byte-identical, no temporary keyring is left.
everyday >"$work/everyday.before"
refused() { # EXPECTED-RC WORDS-IN-STDERR ARGS...
    local want=$1 words=$2
    shift 2
    key_run key card-lost "$@"
    kw_assert_eq "$want" "$rc" "exit of key card-lost $*: $(cat "$work/err")"
    kw_assert_contains "$(cat "$work/err")" "$words" "message of key card-lost $*"
    kw_assert_eq "$(cat "$work/everyday.before")" "$(everyday)" "everyday keyring after key card-lost $*"
    kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after key card-lost $*"
}
refused 2 "passphrase does not unlock" --backup "$backup" --yes --passphrase-fd 3 3<"$work/wrong"
keyward-cli key create --name "Someone Else" --email else@example.org --out-dir "$work/other" \
    --passphrase-fd 3 --json 3<"$work/pass" >"$work/other.json" 2>/dev/null ||
    kw_fail "key create of a second key"
other=$(key_field "$work/other.json" 'd["fingerprint"]')
refused 2 "another key" --backup "$work/other/$other-secret.asc" --yes --passphrase-fd 3 \
    3<"$work/pass"
refused 2 "--reason" --backup "$backup" --reason stolen --yes --passphrase-fd 3 3<"$work/pass"
refused 2 "not a subkey" --backup "$backup" --subkeys "$fpr" --yes --passphrase-fd 3 \
    3<"$work/pass"
refused 2 "card" --backup "$backup" --card-serial 00000000 --yes --passphrase-fd 3 3<"$work/pass"
refused 3 "not a terminal" --backup "$backup" --publish "$work" --passphrase-fd 3 \
    3<"$work/pass" </dev/null
kw_assert_contains "$(cat "$work/err")" "$sig" "the subkeys to revoke are named"
[ ! -e "$work/$fpr-revoked-$(date +%F).asc" ] || kw_fail "a refusal wrote the file for publishing"
echo "ok - wrong passphrase, another key's file, bad --reason, --subkeys, --card-serial, no confirmation: refused"

# 3. The card is lost: its subkeys revoked from the secret key file.
mkdir -p "$work/publish"
key_run key card-lost --backup "$backup" --publish "$work/publish" --yes --passphrase-fd 3 \
    --json 3<"$work/pass"
[ "$rc" = 0 ] || kw_fail "key card-lost: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-card-lost.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-card-lost.schema.json: $(cat "$work/out")"
cp "$work/out" "$work/lost.json"
for sub in "$sig" "$enc" "$auth"; do
    kw_assert_eq r "$(validity "$fpr" "$sub")" "gpg's validity of subkey $sub"
done
[ "$(validity "$fpr" "$fpr")" != r ] || kw_fail "the primary key is revoked"
! encrypt_to "$fpr" || kw_fail "gpg still encrypts to the key with its subkeys revoked"
kw_assert_contains "$(cat "$work/enc.err")" "nusable" "gpg's refusal to encrypt"
kw_assert_eq compromised "$(key_field "$work/lost.json" 'd["reason"]')" "the reason"
kw_assert_eq "$sha_before" "$(sha256sum "$backup")" "the secret key file"
home=$(key_field "$work/lost.json" 'd["home"]["path"]')
[ ! -e "$home" ] || kw_fail "the temporary keyring $home is still there"
! pgrep -f "gpg-agent.*$home" >/dev/null || kw_fail "an agent of $home still runs"
kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after card-lost"
published=$(key_field "$work/lost.json" 'd["published"]["path"]')
kw_assert_eq "$work/publish/$fpr-revoked-$(date +%F).asc" "$published" "the published file"
check_home=$(mktemp -d "$work/gpg.XXXXXX")
kw_gnupghome "$check_home"
GNUPGHOME=$check_home gpg --batch --import "$published" 2>/dev/null || kw_fail "gpg --import $published"
for sub in "$sig" "$enc" "$auth"; do
    kw_assert_eq r "$(validity "$fpr" "$sub" "$check_home")" "subkey $sub in the published file"
done
GNUPGHOME=$check_home gpg --batch --with-colons -K 2>/dev/null | grep >/dev/null '^sec' &&
    kw_fail "the published file holds a secret key"
GNUPGHOME=$check_home gpgconf --kill all
echo "ok - the card's subkeys revoked: gpg lists them so and refuses to encrypt, file to publish written"

# 4. Nothing is left to revoke: the stubs' subkeys and a named one are revoked already.
everyday >"$work/everyday.before"
refused 2 "not revoked" --backup "$backup" --yes --passphrase-fd 3 3<"$work/pass"
refused 2 "revoked already" --backup "$backup" --subkeys "$sig" --yes --passphrase-fd 3 \
    3<"$work/pass"
echo "ok - a second run finds nothing to revoke"

# 5. --subkeys and --reason retired: only the named subkey, of a key the keyring did not hold.
other_auth=$(GNUPGHOME=$check_home gpg --batch --import "$work/other/$other-public.asc" 2>/dev/null &&
    GNUPGHOME=$check_home gpg --with-colons -k "$other" |
    awk -F: '/^sub/{hit=index($12,"a")>0} /^fpr/ && hit {print $10; exit}')
GNUPGHOME=$check_home gpgconf --kill all
[ -n "$other_auth" ] || kw_fail "no authentication subkey in the other key"
taken=$work/publish/$other-revoked-$(date +%F).asc
echo "a file of the user's" >"$taken"
refused 3 "already exists" --backup "$work/other/$other-secret.asc" --subkeys "$other_auth" \
    --publish "$work/publish" --yes --passphrase-fd 3 3<"$work/pass"
kw_assert_eq "a file of the user's" "$(cat "$taken")" "the file in the publish folder"
key_run key card-lost --backup "$work/other/$other-secret.asc" --subkeys "$other_auth" \
    --reason retired --yes --passphrase-fd 3 --json 3<"$work/pass"
[ "$rc" = 0 ] || kw_fail "key card-lost --subkeys: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-card-lost.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-card-lost.schema.json: $(cat "$work/out")"
kw_assert_eq True "$(key_field "$work/out" 'd["keyring"]["added"]')" "the key was added"
kw_assert_eq retired "$(key_field "$work/out" 'd["reason"]')" "the reason"
gpg --with-colons --fixed-list-mode -k "$other" >"$work/other.colons"
awk -F: -v a="$other_auth" '
    /^(pub|sub)/ { v = $2 }
    /^fpr/ { n++; if (($10 == a) != (v == "r")) bad = bad " " $10 ":" v }
    END { if (n != 4 || bad != "") { print n bad; exit 1 } }' "$work/other.colons" ||
    kw_fail "not only $other_auth is revoked: $(cat "$work/other.colons")"
encrypt_to "$other" || kw_fail "gpg no longer encrypts to the other key: $(cat "$work/enc.err")"
kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after card-lost --subkeys"
echo "ok - --subkeys revokes only the subkey named, never over a file; the others stay valid"
echo "1..5"
