#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli key use against real gpg, gpg-agent, ssh-add, git and gpg-wks-client: a key made
# by key create whose subkeys card keytocard moved onto a virtual card, its primary secret
# removed from the everyday keyring. Its SSH line is the one ssh-add -L lists through
# gpg-agent's SSH socket once --enable-ssh-support turned that on; the printed git lines make
# a signed commit that git verify-commit accepts; the Web Key Directory file sits where
# gpg-wks-client hashes the address and imports into an empty keyring as the key; the
# armoured export imports as the key. An unknown key, a key without an authentication
# subkey, an address the key lacks, an existing output file and no --yes without a terminal
# are refused with nothing changed.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
. "$KEYWARD_SOURCE_DIR/tests/integration/cli/key_lib.sh"

check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
wks=$(command -v gpg-wks-client || true)
for d in "$(gpgconf --list-dirs libexecdir)" /usr/lib/gnupg /usr/libexec; do
    [ -n "$wks" ] || { [ -x "$d/gpg-wks-client" ] && wks=$d/gpg-wks-client; } || true
done
[ -n "$wks" ] || { echo "SKIP: gpg-wks-client is not installed (Debian: gpg-wks-client)"; exit 77; }
command -v ssh-add >/dev/null || { echo "SKIP: ssh-add is not installed"; exit 77; }
command -v git >/dev/null || { echo "SKIP: git is not installed"; exit 77; }

work=$KEYWARD_SANDBOX/key-use
mkdir -p "$work"
chmod 700 "$work"
printf '%s\n' 'use passphrase' >"$work/pass"
export KT_PASS='use passphrase' KT_ADMIN=12345678
USER_PIN=123456
conf=$GNUPGHOME/gpg-agent.conf

# What a refusal must leave alone: the keyring, gpg-agent.conf and every output file.
state() {
    gpg --batch --with-colons --fixed-list-mode -K 2>/dev/null | cut -d: -f1,5,6,7,12,15
    sha256sum "$conf"
    { find "$work/pub" "$work/web" -printf '%p %s\n' 2>/dev/null || true; } | sort
    true
}

# 1. A card owner's key: subkeys on the card, primary key offline.
key_on_card "Use Owner" use.owner@example.org
# gpg-agent's SSH support off, as in a fresh ~/.gnupg.
restart_agent() {
    gpgconf --kill gpg-agent
    gpg-connect-agent /bye >/dev/null 2>&1
}
sed -i '/^enable-ssh-support$/d' "$conf"
restart_agent
echo "ok - the key's subkeys are on the card, its primary key offline"

# 2. Refusals change nothing.
gpg --batch --passphrase '' --quick-gen-key "No Auth <noauth@example.org>" ed25519 sign 1y \
    2>/dev/null || kw_fail "gpg --quick-gen-key"
noauth=$(gpg --with-colons -k noauth@example.org 2>/dev/null | awk -F: '/^fpr/{print $10; exit}')
mkdir -p "$work/pub"
: >"$work/pub/$fpr-public.asc"
state >"$work/state.before"
refused() { # EXPECTED-RC WORDS-IN-STDERR ARGS...
    local want=$1 words=$2
    shift 2
    key_run key use "$@"
    kw_assert_eq "$want" "$rc" "exit of key use $*: $(cat "$work/err")"
    kw_assert_contains "$(cat "$work/err")" "$words" "message of key use $*"
    kw_assert_eq "$(cat "$work/state.before")" "$(state)" "keyring and files after key use $*"
}
refused 2 "holds no key" --fingerprint 0123456789ABCDEF0123456789ABCDEF01234567 --ssh
refused 2 "no authentication subkey" --fingerprint "$noauth" --ssh
refused 2 "no user ID with the address" --fingerprint "$fpr" --wkd "$work/web" \
    --email someone@example.org
refused 2 "--email" --fingerprint "$fpr" --wkd "$work/web"
refused 3 "already exists" --fingerprint "$fpr" --publish "$work/pub" --yes
refused 3 "not a terminal" --fingerprint "$fpr" --enable-ssh-support </dev/null
key_run key use --fingerprint "$fpr" --publish "$work/pub" --json
kw_assert_eq 3 "$rc" "exit of a refusal with --json"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/error.schema.json" "$work/out" ||
    kw_fail "the refusal does not match error.schema.json: $(cat "$work/out")"
echo "ok - unknown key, no auth subkey, wrong address, existing file, no terminal: refused"

# 3. SSH: the line gpg-agent offers once --enable-ssh-support turned its SSH support on.
key_run key use --fingerprint "$fpr" --ssh --enable-ssh-support --yes --json
[ "$rc" = 0 ] || kw_fail "key use --enable-ssh-support: exit $rc: $(cat "$work/err" "$work/out")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-use.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-use.schema.json: $(cat "$work/out")"
cp "$work/out" "$work/ssh.json"
grep -qx enable-ssh-support "$conf" || kw_fail "gpg-agent.conf lacks enable-ssh-support: $(cat "$conf")"
kw_assert_eq True "$(key_field "$work/ssh.json" 'd["ssh"]["enabledNow"]')" "enabledNow"
kw_assert_eq "$auth" "$(key_field "$work/ssh.json" 'd["ssh"]["subkey"]["fingerprint"]')" "SSH subkey"
kw_assert_eq True "$(key_field "$work/ssh.json" 'd["ssh"]["subkey"]["onCard"]')" "SSH subkey on card"
restart_agent
line=$(key_field "$work/ssh.json" 'd["ssh"]["authorizedKeysLine"]')
SSH_AUTH_SOCK=$(gpgconf --list-dirs agent-ssh-socket) ssh-add -L >"$work/agent-keys" 2>&1 ||
    kw_fail "ssh-add -L through gpg-agent: $(cat "$work/agent-keys")"
want=$(echo "$line" | awk '{print $1, $2}')
awk '{print $1, $2}' "$work/agent-keys" | grep >/dev/null -xF "$want" ||
    kw_fail "ssh-add -L does not list $want: $(cat "$work/agent-keys")"
sum=$(sha256sum "$conf")
key_run key use --fingerprint "$fpr" --ssh --enable-ssh-support
[ "$rc" = 0 ] || kw_fail "key use --ssh a second time: exit $rc: $(cat "$work/err")"
kw_assert_contains "$(cat "$work/out")" "SSH support is on" "the second run"
kw_assert_contains "$(cat "$work/out")" "$line" "the second run"
kw_assert_eq "$sum" "$(sha256sum "$conf")" "gpg-agent.conf after the second run"
echo "ok - the SSH line is the card key ssh-add -L lists through gpg-agent"

# 4. git: the printed lines, applied in a throw-away repository, sign a commit.
key_run key use --fingerprint "$fpr" --git --json
[ "$rc" = 0 ] || kw_fail "key use --git: exit $rc: $(cat "$work/err")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-use.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-use.schema.json: $(cat "$work/out")"
[ "$(key_field "$work/out" 'd["ssh"]')" = None ] || kw_fail "--git alone answered ssh too"
key_field "$work/out" '"\n".join(d["git"]["commands"])' >"$work/git-lines"
export GIT_CONFIG_GLOBAL=$work/gitconfig GIT_CONFIG_NOSYSTEM=1
while IFS= read -r cmd; do
    # shellcheck disable=SC2086  # the printed command, word by word
    set -- $cmd
    [ "$1 $2" = "git config" ] || kw_fail "not a git config line: $cmd"
    "$@" || kw_fail "$cmd"
done <"$work/git-lines"
kw_assert_eq "$sig!" "$(git config --global user.signingkey)" "user.signingkey"
git init -q "$work/repo"
git -C "$work/repo" config user.name "Use Owner"
git -C "$work/repo" config user.email use.owner@example.org
kw_pinentry_answers "$USER_PIN"
git -C "$work/repo" commit -q --allow-empty -m "signed by the card" 2>"$work/git.err" ||
    kw_fail "git commit: $(cat "$work/git.err")"
git -C "$work/repo" verify-commit --raw HEAD 2>"$work/verify" ||
    kw_fail "git verify-commit: $(cat "$work/verify")"
grep -q "VALIDSIG $sig " "$work/verify" || kw_fail "not signed by $sig: $(cat "$work/verify")"
unset GIT_CONFIG_GLOBAL GIT_CONFIG_NOSYSTEM
echo "ok - the git lines make a commit signed by the card that git verify-commit accepts"

# 5. The armoured public key and a Web Key Directory, judged by gpg-wks-client and gpg.
key_run key use --fingerprint "$fpr" --publish "$work/pub2" --wkd "$work/web" \
    --email Use.Owner@Example.ORG --json
[ "$rc" = 0 ] || kw_fail "key use --publish --wkd: exit $rc: $(cat "$work/err")"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/key-use.schema.json" "$work/out" ||
    kw_fail "the answer does not match key-use.schema.json: $(cat "$work/out")"
cp "$work/out" "$work/wkd.json"
hash=$("$wks" --print-wkd-hash Use.Owner@Example.ORG | awk '{print $1}')
[ -n "$hash" ] || kw_fail "gpg-wks-client --print-wkd-hash printed nothing"
path=$work/web/.well-known/openpgpkey/example.org/hu/$hash
kw_assert_eq "$path" "$(key_field "$work/wkd.json" 'd["wkd"]["path"]')" "the WKD path"
[ -f "$path" ] || kw_fail "$path was not written: $(find "$work/web")"
policy=$work/web/.well-known/openpgpkey/example.org/policy
[ -f "$policy" ] && [ ! -s "$policy" ] || kw_fail "no empty policy file $policy"
kw_assert_eq "$(stat -c %s "$path")" "$(key_field "$work/wkd.json" 'd["wkd"]["bytes"]')" "bytes"
imports() { # FILE — the primary fingerprint gpg lists after importing FILE into an empty keyring
    local h
    h=$(mktemp -d "$work/gpg.XXXXXX")
    kw_gnupghome "$h"
    GNUPGHOME=$h gpg --batch --import "$1" 2>/dev/null || { echo "no import"; return; }
    GNUPGHOME=$h gpg --with-colons -k | awk -F: '/^fpr/{print $10; exit}'
    GNUPGHOME=$h gpgconf --kill all
}
kw_assert_eq "$fpr" "$(imports "$path")" "the key gpg imports from $path"
head -c 1 "$path" | od -An -tx1 | grep >/dev/null -v 2d || kw_fail "the WKD file is armoured, not binary"
asc=$work/pub2/$fpr-public.asc
kw_assert_eq "$asc" "$(key_field "$work/wkd.json" 'd["publish"]["path"]')" "the public key file"
head -1 "$asc" | grep >/dev/null "BEGIN PGP PUBLIC KEY BLOCK" || kw_fail "$asc is not armoured"
kw_assert_eq "$fpr" "$(imports "$asc")" "the key gpg imports from $asc"
kw_assert_eq 644 "$(stat -c %a "$asc")" "mode of $asc"
state >"$work/state.before"
refused 3 "already exists" --fingerprint "$fpr" --wkd "$work/web" --email use.owner@example.org
echo "ok - the WKD file sits at gpg-wks-client's hash and imports as the key; never over a file"
echo "1..5"
