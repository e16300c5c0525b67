#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli key rotate against real gpg, gpg-agent and a virtual card (GnuPG 2.2 or 2.4): a key
# made by key create, its subkeys moved onto the card by card keytocard and its primary secret
# removed from the everyday keyring, gets new subkeys from its secret key file. gpg then lists
# the old subkeys expired and three new valid ones (sign, encrypt, authenticate) with the
# primary key unchanged; a message encrypted before the rotation decrypts with the new secret
# key file in an empty keyring, one encrypted afterwards goes to the new encryption subkey; the
# old file is unchanged, the new one is 0600, and no temporary keyring is left. An --out that
# exists and a run without confirmation are refused with the everyday keyring unchanged.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
. "$KEYWARD_SOURCE_DIR/tests/integration/cli/key_lib.sh"

check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
work=$KEYWARD_SANDBOX/key-rotate
mkdir -p "$work"
chmod 700 "$work"
printf '%s\n' 'rotation passphrase' >"$work/pass"
export KT_PASS='rotation passphrase' KT_ADMIN=12345678
two_years=$((2 * 365 * 86400))

homes() {
    for d in "${XDG_RUNTIME_DIR:-}" /dev/shm "${TMPDIR:-/tmp}"; do
        [ -n "$d" ] && [ -d "$d" ] && find "$d" -maxdepth 1 -name 'kw-*' 2>/dev/null
    done | sort
    true
}
# The everyday keyring as gpg lists it and the agent's key files.
everyday() {
    gpg --batch --with-colons --fixed-list-mode -K 2>/dev/null
    gpg --batch --with-colons --fixed-list-mode -k 2>/dev/null
    ls -A "$GNUPGHOME/private-keys-v1.d" 2>/dev/null
    true
}
# The key IDs a message is encrypted to.
recipients() {
    gpg --batch --list-only --list-packets "$1" 2>&1 | awk '/^:pubkey enc packet:/{print $NF}' | sort || true
}

# 1. The key as a card owner has it: subkeys on the card, primary key offline; a message to it.
key_on_card "Rotate Owner" rotate@example.org
echo "written before the rotation" |
    gpg --batch --trust-model always -r "$fpr" -e -o "$work/before.gpg" 2>/dev/null
kw_assert_eq "${enc: -16}" "$(recipients "$work/before.gpg")" "recipient before the rotation"
sha_before=$(sha256sum "$backup")
homes >"$work/homes.before"
everyday >"$work/everyday.before"
primary_before=$(gpg --with-colons -k "$fpr" | awk -F: '/^pub/{print $2, $5, $6, $7, $12}')
echo "ok - the key's subkeys are on the card, a message is encrypted to $enc"

# 2. Refusals: nothing changes in the everyday keyring, no file is written, no keyring is left.
refused() { # EXPECTED-RC WORDS-IN-STDERR ARGS...
    local want=$1 words=$2
    shift 2
    key_run key rotate "$@"
    kw_assert_eq "$want" "$rc" "exit of key rotate $*: $(cat "$work/err")"
    kw_assert_contains "$(cat "$work/err")" "$words" "message of key rotate $*"
    kw_assert_eq "$(cat "$work/everyday.before")" "$(everyday)" "everyday keyring after key rotate $*"
    kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after key rotate $*"
}
printf 'somebody else\n' >"$work/taken.asc"
refused 3 "already exists" --backup "$backup" --out "$work/taken.asc" --yes --passphrase-fd 3 \
    3<"$work/pass"
kw_assert_eq "somebody else" "$(cat "$work/taken.asc")" "the file --out named"
refused 3 "not a terminal" --backup "$backup" --out "$work/new.asc" --passphrase-fd 3 \
    3<"$work/pass" </dev/null
kw_assert_contains "$(cat "$work/err")" "$sig" "the question names the old signature subkey"
[ ! -e "$work/new.asc" ] || kw_fail "a refused rotation wrote $work/new.asc"
echo "ok - an existing --out and no confirmation: refused, nothing changed"

# 3. The rotation.
key_run key rotate --backup "$backup" --out "$work/new.asc" --expire 2y --yes --passphrase-fd 3 \
    --json 3<"$work/pass"
[ "$rc" = 0 ] || kw_fail "key rotate: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-rotate.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-rotate.schema.json: $(cat "$work/out")"
cp "$work/out" "$work/rotate.json"
now=$(date +%s)
gpg --with-colons --fixed-list-mode -k "$fpr" >"$work/colons"
kw_assert_eq "$primary_before" "$(awk -F: '/^pub/{print $2, $5, $6, $7, $12}' "$work/colons")" \
    "the primary key"
# Old subkeys: listed, expired ('e'). New ones: three more, valid, one per usage, expiring in 2y.
awk -F: -v now="$now" -v two="$two_years" -v old="$sig $enc $auth" '
    $1=="sub" { v = $2; caps = $12; x = $7; next }
    $1=="fpr" && v != "" {
        if (index(old, $10)) { seen++; if (v != "e") bad = bad " old " $10 " is " v }
        else { d = x - now - two; if (v == "e" || v == "r") bad = bad " new " $10 " is " v
               if (d < -600 || d > 60) bad = bad " new " $10 " expires " x
               got = got caps }
        v = "" }
    END { if (seen != 3) bad = bad " " seen " old subkeys"
          if (length(got) != 3 || !index(got, "s") || !index(got, "e") || !index(got, "a"))
              bad = bad " new usages " got
          if (bad != "") { print bad; exit 1 } }
' "$work/colons" || kw_fail "gpg does not list the rotated key as asked: $(cat "$work/colons")"
new_enc=$(gpg --with-colons --fixed-list-mode -k "$fpr" |
    awk -F: '$1=="sub"{hit = ($2 != "e" && index($12, "e"))} $1=="fpr" && hit {print $10; exit}')
[ -n "$new_enc" ] && [ "$new_enc" != "$enc" ] || kw_fail "no new encryption subkey"
kw_assert_eq "$new_enc" "$(key_field "$work/rotate.json" \
    '[k["fingerprint"] for k in d["newSubkeys"] if k["usage"] == "E"][0]')" "the new encryption subkey"
kw_assert_contains "$(key_field "$work/rotate.json" 'd["nextSteps"][1]')" \
    "keyward-cli card keytocard move --key $fpr --backup $work/new.asc" "the next step"
echo "ok - old subkeys expired, three new valid subkeys, primary key unchanged"

# 4. The files, and no temporary keyring left.
kw_assert_eq "$sha_before" "$(sha256sum "$backup")" "the old secret key file"
kw_assert_eq 600 "$(stat -c %a "$work/new.asc")" "mode of the new secret key file"
home=$(key_field "$work/rotate.json" 'd["home"]["path"]')
[ ! -e "$home" ] || kw_fail "the temporary keyring $home is still there"
kw_assert_eq "$(cat "$work/homes.before")" "$(homes)" "temporary keyrings after the rotation"
echo "ok - old file unchanged, new file 0600, no temporary keyring left"

# 5. Old mail decrypts with the new file alone; new mail goes to the new encryption subkey.
echo "written after the rotation" |
    gpg --batch --trust-model always -r "$fpr" -e -o "$work/after.gpg" 2>/dev/null
kw_assert_eq "${new_enc: -16}" "$(recipients "$work/after.gpg")" "recipient after the rotation"
fresh=$(mktemp -d "$work/fresh.XXXXXX")
kw_gnupghome "$fresh"
GNUPGHOME=$fresh gpg --batch --import "$work/new.asc" 2>/dev/null || kw_fail "importing new.asc"
for m in before after; do
    got=$(GNUPGHOME=$fresh gpg --batch --pinentry-mode loopback --passphrase-file "$work/pass" \
        -d "$work/$m.gpg" 2>/dev/null) || kw_fail "the new file does not decrypt $m.gpg"
    kw_assert_eq "written $m the rotation" "$got" "$m.gpg decrypted with the new file"
done
GNUPGHOME=$fresh gpgconf --kill all
everyday >"$work/everyday.before"
refused 3 "already exists" --backup "$backup" --out "$work/new.asc" --yes --passphrase-fd 3 \
    3<"$work/pass"
echo "ok - old and new mail decrypt with the new file; a second run onto it is refused"
echo "1..5"
