#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `keyward-cli token` checks every input before the first command reaches a
# token: options (unknown ones, secrets on the command line), --days, subjects,
# input files (/dev/zero, oversized), provisioning profiles (typos, no
# selection, several tokens without agreement) and output paths built from a
# hostile token label. Device text is printed without control characters and
# UTF-8 subjects print as UTF-8. pkcs11-tool and the file system judge.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
fake=${KEYWARD_FAKE_PKCS11:?}
: "${SOFTHSM2_CONF:?run inside scripts/sandbox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "== $*"; }
module=$(find /usr/lib -name libsofthsm2.so -path '*softhsm*' | head -n1)
[ -n "$module" ] || fail "libsofthsm2.so not found"
printf '123456\n' > user.pin
printf '12345678\n' > so.pin
chmod 600 ./*.pin # a profile's PIN files are the user's alone
objects() { pkcs11-tool --module "$module" --token-label "$1" --login --pin 123456 --list-objects 2>/dev/null; }
# run NAME ARGS...: stdout/stderr into NAME.out/NAME.err, the exit status into $rc
run() {
    local name=$1
    shift
    rc=0
    timeout 120 "$cli" token "$@" > "$name.out" 2> "$name.err" < /dev/null || rc=$?
}
expect_rc() { [ "$rc" = "$2" ] || { cat "$1.out" "$1.err"; fail "$1: exit $rc, expected $2"; }; }
expect_err() { grep -qF -- "$2" "$1.err" || { cat "$1.err"; fail "$1: stderr lacks \"$2\""; }; }

T=(--token keyward-test --pin-file user.pin)
before=$(objects keyward-test)

step "unknown options and secrets on the command line are usage errors"
run unknown keygen "${T[@]}" --key-type ec-p256 --label x --bogus 1
expect_rc unknown 2
expect_err unknown "--bogus"
expect_err unknown "usage: keyward-cli token keygen"
run userpin objects --token keyward-test --user-pin 123456
expect_rc userpin 2
expect_err userpin "--user-pin"
expect_err userpin "--pin-file"
! grep -q 123456 userpin.err || fail "the PIN was repeated"
run pin keygen --token keyward-test --pin 123456 --key-type ec-p256 --label x
expect_rc pin 2
run missing csr "${T[@]}" --label x --subject
expect_rc missing 2
expect_err missing "--subject needs a value"
run help keygen --help
expect_rc help 0
grep -q "usage: keyward-cli token keygen" help.out || fail "keygen --help"
run helpall help
expect_rc helpall 0
grep -q "provision PROFILE.json" helpall.out || fail "token help"

step "--days out of range and bad subjects are refused before the token is asked"
timeout 120 "$cli" token keygen "${T[@]}" --key-type ec-p256 --label days-k --id d1 > /dev/null
after_key=$(objects keyward-test)
for days in 0 -1 36501 100000000 ten; do
    run "days$days" selfsign "${T[@]}" --label days-k --subject /CN=x --days "$days" --store
    expect_rc "days$days" 2
    expect_err "days$days" "36500"
done
run badsubject csr "${T[@]}" --label days-k --subject "/CN=a/junk"
expect_rc badsubject 2
expect_err badsubject "junk"
run badusage csr "${T[@]}" --label days-k --subject "/CN=a" --key-usage flying
expect_rc badusage 2
[ "$(objects keyward-test)" = "$after_key" ] || fail "a refused request changed the token"
# The upper end gives a certificate openssl reads.
timeout 120 "$cli" token selfsign "${T[@]}" --label days-k --subject "/CN=Schlüssel" \
    --days 36500 --out long.crt
openssl x509 -in long.crt -noout -enddate || fail "36500 days: openssl cannot read it"
run exists selfsign "${T[@]}" --label days-k --subject /CN=x --out long.crt
expect_rc exists 2
expect_err exists "--overwrite"
timeout 120 "$cli" token selfsign "${T[@]}" --label days-k --subject /CN=again --out long.crt \
    --overwrite
openssl x509 -in long.crt -noout -subject | grep >/dev/null again || fail "--overwrite did not replace"

step "the user PIN from KEYWARD_PIN, not from the command line"
KEYWARD_PIN=123456 timeout 60 "$cli" token objects --token keyward-test --login < /dev/null \
    | grep >/dev/null "private key: days-k" || fail "KEYWARD_PIN was not used for the login"

step "UTF-8 subjects print as UTF-8"
timeout 120 "$cli" token selfsign "${T[@]}" --label days-k --subject "/CN=Schlüssel Ω" --store \
    > /dev/null
timeout 120 "$cli" token objects "${T[@]}" > objects.txt
grep -q "subject: CN=Schlüssel Ω" objects.txt || { cat objects.txt; fail "UTF-8 subject"; }
timeout 120 "$cli" token selfsign "${T[@]}" --label days-k --subject "/CN=Zoë/O=Zoë's" --store \
    --overwrite > /dev/null
timeout 120 "$cli" token objects "${T[@]}" > objects.txt
grep -q "subject: O=Zoë's,CN=Zoë" objects.txt || { cat objects.txt; fail "UTF-8 subject Zoë"; }
grep -q "Ã" objects.txt && fail "mojibake in: $(cat objects.txt)"
timeout 120 "$cli" token csr "${T[@]}" --label days-k --subject "/CN=Zoë" --out zoe.csr > /dev/null
openssl req -in zoe.csr -noout -subject -nameopt utf8,sep_comma_plus | grep >/dev/null "CN=Zoë" \
    || fail "CSR subject: $(openssl req -in zoe.csr -noout -subject -nameopt utf8)"
openssl asn1parse -in zoe.csr | grep >/dev/null "UTF8STRING *:Zoë" \
    || fail "CSR subject not a UTF8String: $(openssl asn1parse -in zoe.csr)"

step "input files: devices and oversized files are refused"
head -c $((2 * 1024 * 1024)) /dev/zero > big.bin
for f in /dev/zero big.bin; do
    n=$(basename "$f")
    run "cert-$n" import-cert "${T[@]}" --file "$f"
    expect_rc "cert-$n" 1
    run "p12-$n" import-p12 "${T[@]}" --file "$f" --p12-password-file user.pin
    expect_rc "p12-$n" 1
    run "prof-$n" provision "$f"
    expect_rc "prof-$n" 1
done
expect_err cert-zero "not a regular file"
expect_err cert-big.bin "larger than"
expect_err prof-zero "not a regular file"

step "profiles: typos, no selection and several tokens are refused before any token is touched"
for l in multi-a multi-b; do
    softhsm2-util --init-token --free --label "$l" --so-pin 12345678 --pin 123456 > /dev/null
done
multi_before="$(objects multi-a)$(objects multi-b)"
cat > typo.json <<'JSON'
{ "selct": { "label": "multi-a" }, "pins": { "user": { "file": "user.pin" } },
  "keys": [ { "label": "k", "type": "ec-p256" } ] }
JSON
run typo provision typo.json --yes
expect_rc typo 1
expect_err typo '"selct"'
cat > noselect.json <<'JSON'
{ "pins": { "user": { "file": "user.pin" } }, "keys": [ { "label": "k", "type": "ec-p256" } ] }
JSON
run noselect provision noselect.json --yes
expect_rc noselect 1
expect_err noselect '"select"'
cat > wrongtype.json <<'JSON'
{ "select": { "label": "multi-*" }, "pins": { "user": { "file": "user.pin" } },
  "keys": [ { "label": "k", "type": "ec-p256", "selfSigned": { "subject": "/CN=x", "days": "30" } } ] }
JSON
run wrongtype provision wrongtype.json --yes
expect_rc wrongtype 1
expect_err wrongtype "keys[0].selfSigned.days"
cat > badsubject.json <<'JSON'
{ "select": { "label": "multi-*" }, "pins": { "user": { "file": "user.pin" } },
  "keys": [ { "label": "k", "type": "ec-p256", "csr": { "subject": "/CN=%label%/junk" } } ] }
JSON
run badprofile provision badsubject.json --yes
expect_rc badprofile 1
expect_err badprofile "keys[0].csr"
cat > multi.json <<'JSON'
{ "select": { "module": "softhsm2", "label": "multi-*" }, "pins": { "user": { "file": "user.pin" } },
  "keys": [ { "label": "k", "type": "ec-p256", "csr": { "subject": "/CN=%label%", "out": "m/%serial%.csr" } } ] }
JSON
run multi provision multi.json
expect_rc multi 3
expect_err multi "multi-a"
expect_err multi "multi-b"
expect_err multi "--yes"
[ "$(objects multi-a)$(objects multi-b)" = "$multi_before" ] || fail "a refused profile changed a token"
[ ! -e m ] || fail "a refused profile wrote files"
timeout 180 "$cli" token provision multi.json --yes > multi-yes.out
[ "$(ls m/*.csr | wc -l)" = 2 ] || fail "--yes did not provision both tokens"

step "a hostile token label stays inside the profile's folder"
softhsm2-util --init-token --free --label "../../../../tmp/PWN" --so-pin 12345678 --pin 123456 > /dev/null
serial=$(timeout 60 "$cli" token info --token "../../../../tmp/PWN" --json | grep -o '"serial": "[^"]*"' | cut -d'"' -f4)
[ -n "$serial" ] || fail "no serial for the hostile token"
mkdir prof
cat > prof/pwn.json <<JSON
{ "select": { "module": "softhsm2", "serials": ["$serial"] }, "pins": { "user": { "file": "../user.pin" } },
  "keys": [ { "label": "k", "type": "ec-p256", "csr": { "subject": "/CN=pwn", "out": "%label%.csr" } } ],
  "report": "%label%-%serial%.json" }
JSON
rm -f /tmp/PWN.csr /tmp/PWN-*.json
timeout 180 "$cli" token provision prof/pwn.json > pwn.out || { cat pwn.out; fail "hostile label run"; }
[ ! -e /tmp/PWN.csr ] || fail "a CSR was written to /tmp/PWN.csr"
ls /tmp/PWN-*.json > /dev/null 2>&1 && fail "a report was written to /tmp"
csr=$(find prof -name '*.csr')
[ -n "$csr" ] || fail "no CSR inside the profile folder"
case "$csr" in prof/*PWN.csr) ;; *) fail "unexpected CSR name $csr";; esac
[ "$(find prof -name '*.csr' | wc -l)" = 1 ] || fail "more than one CSR"
openssl req -in "$csr" -noout -verify
stat -c %a "$csr" | grep >/dev/null -x 600 || fail "CSR mode is not 0600"
keys_before=$(objects "../../../../tmp/PWN" | grep -c "Private Key Object" || true)
# A second run refuses to overwrite the CSR, before a key pair is made.
cp "$csr" csr.first
run again provision prof/pwn.json
expect_rc again 1
cmp -s "$csr" csr.first || fail "the existing CSR was overwritten"
grep -q "exists" again.out || { cat again.out; fail "the refusal does not say the file exists"; }
[ "$(objects "../../../../tmp/PWN" | grep -c "Private Key Object" || true)" = "$keys_before" ] \
    || fail "a key pair was generated although its CSR could not be written"

step "an output folder that is a link out of the profile's folder is refused before a key pair is made"
mkdir -p "$work/elsewhere"
ln -s "$work/elsewhere" prof/linked
cat > prof/linked.json <<JSON
{ "select": { "module": "softhsm2", "serials": ["$serial"] }, "pins": { "user": { "file": "../user.pin" } },
  "keys": [ { "label": "k2", "type": "ec-p256", "csr": { "subject": "/CN=linked", "out": "linked/k2.csr" } } ] }
JSON
keys_before=$(objects "../../../../tmp/PWN" | grep -c "Private Key Object" || true)
run linked provision prof/linked.json
expect_rc linked 1
grep -q "outside the profile's folder" linked.out linked.err || { cat linked.out linked.err; fail "the refusal does not say why"; }
[ -z "$(ls -A "$work/elsewhere")" ] || fail "a file was written through the link"
[ "$(objects "../../../../tmp/PWN" | grep -c "Private Key Object" || true)" = "$keys_before" ] \
    || fail "a key pair was generated although its CSR could not be written"

step "device text is printed without control characters"
export KEYWARD_FAKE_P11_STATE=$work/fake-state
printf 'label=evil\033]0;title\007\033[31mred\n' > "$KEYWARD_FAKE_P11_STATE"
timeout 60 "$cli" token info --module "$fake" --slot 7 > fake-info.txt
grep -q "Label: evil" fake-info.txt || { cat fake-info.txt; fail "fake token not shown"; }
! grep -q $'\033' fake-info.txt || fail "an escape sequence reached the terminal (info)"
! grep -q $'\007' fake-info.txt || fail "a bell reached the terminal (info)"
timeout 60 "$cli" token list --module "$fake" > fake-list.txt
! grep -q $'\033' fake-list.txt || fail "an escape sequence reached the terminal (list)"
timeout 60 "$cli" token info --module "$fake" --slot 7 --json | grep >/dev/null -F '\u001b[31mred' \
    || fail "JSON output does not keep the label exactly"
step "RSA sizes other than 2048, 3072 and 4096 are refused before the PIN is read"
for type in rsa1024 rsa2049 rsa16384; do
    # The PIN would come from stdin: a refusal after the prompt would wait there, or read it.
    rc=0
    timeout 60 "$cli" token keygen --token keyward-test --pin-file - --key-type "$type" \
        --label "t-$type" > "$type.out" 2> "$type.err" <<<"123456" || rc=$?
    expect_rc "$type" 2
    expect_err "$type" "is not a key type Keyward generates"
    ! grep -qi "PIN" "$type.out" || fail "$type: a PIN was asked for"
    objects keyward-test | grep >/dev/null "t-$type" && fail "$type: a key was made"
done

step "a second key with a label or an ID the token already has is refused before it is made"
run dup1 keygen "${T[@]}" --key-type ec-p256 --label dup-key --id d1d1
expect_rc dup1 0
run dup2 keygen "${T[@]}" --key-type ec-p256 --label dup-key --json
expect_rc dup2 1
grep -q '"kind": "invalid-input"' dup2.out || { cat dup2.out; fail "dup2: kind"; }
run dup3 keygen "${T[@]}" --key-type ec-p256 --label other-key --id d1d1
expect_rc dup3 1
expect_err dup3 "ID d1d1"
[ "$(objects keyward-test | grep -c 'label: *dup-key$' || true)" = 2 ] ||
    { objects keyward-test; fail "not exactly the first pair labelled dup-key"; }
objects keyward-test | grep >/dev/null 'label: *other-key$' && fail "other-key was made with a used ID"
run dupdel delete "${T[@]}" --label dup-key --yes
expect_rc dupdel 0

step "a token that is not there while others are: not-found, naming the ones present"
run nosuch info --token nosuch --json
expect_rc nosuch 1
grep -q '"kind": "not-found"' nosuch.out || { cat nosuch.out; fail "nosuch: kind"; }
grep -q 'present: .*keyward-test (softhsm2)' nosuch.out || { cat nosuch.out; fail "nosuch: the present tokens"; }

step "a usage error with --json writes the error document too"
run usage info --bogus --json
expect_rc usage 2
grep -q '"kind": "invalid-input"' usage.out || { cat usage.out; fail "usage --json: no JSON"; }
grep -q -- '--bogus' usage.out || { cat usage.out; fail "usage --json: the option not named"; }
run usage2 keygen --token keyward-test --key-type nosuch --label y --json
expect_rc usage2 2
grep -q '"ok": false' usage2.out || { cat usage2.out; fail "keygen usage --json: no JSON"; }

[ "$(objects keyward-test | grep -c 'label: *x$' || true)" = 0 ] || fail "a refused keygen ran"
echo "PASS token input checks"
