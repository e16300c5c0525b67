#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli key create against real gpg and gpg-agent (GnuPG 2.2 or 2.4): the passphrase on a
# file descriptor; the secret key file imported by gpg into an empty GNUPGHOME holds a
# certify-only primary key and sign, encrypt and authenticate subkeys with the asked expiry;
# the revocation certificate revokes it; the --json answer matches its schema; the temporary
# keyring is gone (or kept with --keep-home); a second run into the same folder, a missing
# name and a missing passphrase source are refused before anything is created; the everyday
# keyring (the sandbox's GNUPGHOME) is untouched. --paper adds paperkey's text, which restores
# a key that certifies.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
work=$KEYWARD_SANDBOX/key-create
mkdir -p "$work"
chmod 700 "$work"
printf '%s\n' 'offline key passphrase' >"$work/pass"
two_years=$((2 * 365 * 86400))

# The folders a temporary keyring can go into, and the kw-* homes in them.
homes() {
    for d in "${XDG_RUNTIME_DIR:-}" /dev/shm "${TMPDIR:-/tmp}"; do
        [ -n "$d" ] && [ -d "$d" ] && find "$d" -maxdepth 1 -name 'kw-*' 2>/dev/null
    done | sort
    true
}
# create OUT-DIR EXTRA-ARGS... — key create with the passphrase on fd 3; rc in $rc.
create() {
    local out=$1
    shift
    set +e
    keyward-cli key create --name "Offline Owner" --email owner@example.org --out-dir "$out" \
        --passphrase-fd 3 "$@" 3<"$work/pass" >"$work/out" 2>"$work/err"
    rc=$?
    set -e
}
field() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$@"; }

homes >"$work/homes.before"
cat_homes_before=$(cat "$work/homes.before")
# The everyday keyring (the sandbox's GNUPGHOME): its keys and secret key files.
everyday() {
    gpg --batch --with-colons --list-keys 2>/dev/null | awk -F: '/^fpr/{print $10}'
    ls -A "$GNUPGHOME/private-keys-v1.d" 2>/dev/null
    true
}
everyday >"$work/everyday.before"

# 1. The key, with 2-year subkeys.
create "$work/keys" --expire 2y --json
[ "$rc" = 0 ] || kw_fail "key create: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-create.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-create.schema.json: $(cat "$work/out")"
cp "$work/out" "$work/first.json"
fpr=$(field "$work/first.json" 'd["fingerprint"]')
home=$(field "$work/first.json" 'd["home"]["path"]')
[ "$(field "$work/first.json" 'd["verification"]["restored"]')" = True ] || kw_fail "not verified"
[ "$(field "$work/first.json" 'd["home"]["removed"]')" = True ] || kw_fail "home not removed"
[ ! -e "$home" ] || kw_fail "the temporary keyring $home is still there"
! pgrep -f "gpg-agent.*$home" >/dev/null || kw_fail "an agent of $home still runs"
for kind in public secret revocation; do
    f=$work/keys/$fpr-$kind.asc
    [ -s "$f" ] || kw_fail "$f is missing"
    kw_assert_eq 600 "$(stat -c %a "$f")" "mode of $f"
done
kw_assert_eq 700 "$(stat -c %a "$work/keys")" "mode of the created folder"
kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings left behind"
kw_assert_eq "$(cat "$work/everyday.before")" "$(everyday)" "the everyday keyring"

# 2. gpg itself reads the secret file in an empty keyring.
check_home=$(mktemp -d "$work/gpg.XXXXXX")
kw_gnupghome "$check_home"
g() { GNUPGHOME=$check_home gpg --batch --with-colons "$@"; }
g --import "$work/keys/$fpr-secret.asc" 2>"$work/import.err" ||
    kw_fail "gpg --import of the secret file: $(cat "$work/import.err")"
g --list-secret-keys "$fpr" >"$work/colons"
# sec: own usage in lower case only "c"; ssb: s, e, a with the asked expiry; all with secret.
awk -F: -v two="$two_years" '
    $1=="sec" { sec++; own=$12; gsub(/[A-Z]/, "", own); if (own != "c") bad = bad " primary usage " $12
                if ($7 != "") bad = bad " primary expires"; if ($15 != "+") bad = bad " primary secret" }
    $1=="ssb" { u = u $12; if ($7 - $6 != two) bad = bad " subkey " $5 " expiry " ($7 - $6)
                if ($15 != "+") bad = bad " subkey secret " $5 }
    END { if (sec != 1 || u != "sea" || bad != "") { print "sec=" sec " usages=" u bad; exit 1 } }
' "$work/colons" || kw_fail "the restored key is not as asked: $(cat "$work/colons")"
kw_assert_eq "$fpr" "$(awk -F: '/^fpr/{print $10; exit}' "$work/colons")" "primary fingerprint"
# The three subkey fingerprints are the ones keyward-cli reported.
reported=$(field "$work/first.json" '" ".join(k["fingerprint"] for k in d["keys"][1:])')
restored=$(awk -F: '/^fpr/{n++; if (n>1) printf "%s%s", (n>2?" ":""), $10}' "$work/colons")
kw_assert_eq "$reported" "$restored" "subkey fingerprints"
# The revocation certificate (gpg writes it with a colon before its first line).
sed 's/^:-----BEGIN/-----BEGIN/' "$work/keys/$fpr-revocation.asc" >"$work/rev.asc"
g --import "$work/rev.asc" 2>"$work/rev.err" || kw_fail "revocation: $(cat "$work/rev.err")"
kw_assert_eq r "$(g --list-keys "$fpr" | awk -F: '/^pub/{print $2}')" "validity after revocation"
GNUPGHOME=$check_home gpgconf --kill all
echo "ok - key create: cert-only primary, S/E/A subkeys expiring in 2y, revocation imports"

# 3. A second run into the same folder is refused; nothing is created.
ls -A "$work/keys" >"$work/files.before"
create "$work/keys"
kw_assert_eq 3 "$rc" "exit of a second run into the same folder"
kw_assert_contains "$(cat "$work/err")" "nothing was created" "refusal"
kw_assert_eq "$(cat "$work/files.before")" "$(ls -A "$work/keys")" "files after the refusal"
kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after the refusal"
echo "ok - a second run into the same folder is refused"

# 4. No name: a usage error naming --name; the folder is not even made.
set +e
keyward-cli key create --email owner@example.org --out-dir "$work/none" --passphrase-fd 3 \
    3<"$work/pass" >"$work/out" 2>"$work/err"
rc=$?
set -e
kw_assert_eq 2 "$rc" "exit without --name"
kw_assert_contains "$(cat "$work/err")" "--name" "missing name"
[ ! -e "$work/none" ] || kw_fail "the folder was made although the name was missing"
# No --passphrase-fd and no terminal: refused the same way.
set +e
setsid -w keyward-cli key create --name "Offline Owner" --email owner@example.org \
    --out-dir "$work/none" </dev/null >"$work/out" 2>"$work/err"
rc=$?
set -e
kw_assert_eq 2 "$rc" "exit without a passphrase source"
kw_assert_contains "$(cat "$work/err")" "--passphrase-fd" "no terminal"
[ ! -e "$work/none" ] || kw_fail "the folder was made although no passphrase could be read"
kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after usage errors"
echo "ok - a missing name and a missing passphrase source are refused before anything is made"

# 5. --keep-home: the keyring stays, with the key and its secret parts, for keytocard.
create "$work/kept" --keep-home --expire 365d --json
[ "$rc" = 0 ] || kw_fail "key create --keep-home: exit $rc: $(cat "$work/err" "$work/out")"
home=$(field "$work/out" 'd["home"]["path"]')
kept_fpr=$(field "$work/out" 'd["fingerprint"]')
[ "$(field "$work/out" 'd["home"]["kept"]')" = True ] || kw_fail "home not reported as kept"
GNUPGHOME=$home gpg --batch --with-colons -K "$kept_fpr" | grep -c '^ssb' | grep >/dev/null -x 3 ||
    kw_fail "the kept keyring $home does not hold the three subkeys"
GNUPGHOME=$home gpgconf --kill all
rm -rf "$home"
echo "ok - --keep-home keeps the temporary keyring"

# 6. --paper: paperkey's text and the public key file give the secret key back, and the
# restored primary key certifies another key.
create "$work/paper" --paper --json
[ "$rc" = 0 ] || kw_fail "key create --paper: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-create.schema.json" "$work/out" ||
    kw_fail "the --paper answer does not match key-create.schema.json: $(cat "$work/out")"
paper_fpr=$(field "$work/out" 'd["fingerprint"]')
paper=$work/paper/$paper_fpr-paper.txt
kw_assert_eq "$paper" "$(field "$work/out" '[f["path"] for f in d["files"] if f["kind"]=="paper"][0]')" \
    "the paper file in the answer"
kw_assert_eq 600 "$(stat -c %a "$paper")" "mode of $paper"
restore_home=$(mktemp -d "$work/gpg.XXXXXX")
kw_gnupghome "$restore_home"
r() { GNUPGHOME=$restore_home gpg --batch "$@"; }
gpg --dearmor <"$work/paper/$paper_fpr-public.asc" >"$work/public.gpg"
paperkey --pubring "$work/public.gpg" --secrets "$paper" --output "$work/restored.gpg" ||
    kw_fail "paperkey does not restore the key from $paper"
r --import "$work/restored.gpg" 2>"$work/import.err" ||
    kw_fail "gpg --import of the restored key: $(cat "$work/import.err")"
r --with-colons -K "$paper_fpr" | awk -F: '$1=="sec"||$1=="ssb"{n++; if ($15!="+") bad=1}
    END {exit (n==4 && !bad) ? 0 : 1}' ||
    kw_fail "the restored key lacks secret parts: $(r --with-colons -K "$paper_fpr")"
r --pinentry-mode loopback --passphrase '' --quick-gen-key "Stranger <stranger@example.org>" \
    ed25519 cert 0 2>/dev/null || kw_fail "quick-gen-key of a key to certify"
stranger=$(r --with-colons -k stranger@example.org | awk -F: '/^fpr/{print $10; exit}')
r --pinentry-mode loopback --passphrase-file "$work/pass" --default-key "$paper_fpr" \
    --quick-sign-key "$stranger" 2>"$work/sign.err" ||
    kw_fail "the restored key does not certify: $(cat "$work/sign.err")"
r --with-colons --check-sigs "$stranger" |
    awk -F: -v id="${paper_fpr: -16}" '$1=="sig" && $2=="!" && $5==id {found=1} END {exit !found}' ||
    kw_fail "no good certification by $paper_fpr: $(r --with-colons --check-sigs "$stranger")"
GNUPGHOME=$restore_home gpgconf --kill all
# A folder holding a paper backup of an earlier key is refused like the other key files.
rm -f "$work/paper/$paper_fpr-public.asc" "$work/paper/$paper_fpr-secret.asc" \
    "$work/paper/$paper_fpr-revocation.asc"
create "$work/paper" --paper
kw_assert_eq 3 "$rc" "exit of a run into a folder holding a paper backup"
kw_assert_eq "$cat_homes_before" "$(homes)" "temporary keyrings after the paper runs"
echo "ok - --paper writes a paperkey text that restores a key able to certify"
echo "1..6"
