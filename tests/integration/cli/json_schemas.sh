#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli's machine interface: the JSON of list, card status, token info,
# token objects, token pool status, bench (run) and bench show, and the error
# object of every back end, each valid against its schema in docs/cli, in
# English and in German, with the same keys in both languages. KEYWARD_SCHEMA_CHECK is the checker.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
schemas=$KEYWARD_SOURCE_DIR/docs/cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 123456 > "$work/user.pin"
echo 000000 > "$work/wrong.pin"

# in_lang LANG CMD... — run keyward-cli with only LANG choosing the language.
in_lang() {
    local lang=$1
    shift
    env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG="$lang" timeout 120 keyward-cli "$@"
}

# json NAME SCHEMA RC CMD... — run CMD in English and German (stdin from
# $work/NAME.in if there is one), expect exit status RC, check both outputs
# against SCHEMA and compare their keys. The outputs stay in $work/NAME.en and
# $work/NAME.de.
json() {
    local name=$1 schema=$schemas/$2 want=$3 lang rc input=/dev/null
    shift 3
    [ -f "$work/$name.in" ] && input=$work/$name.in
    for lang in en de; do
        local locale=C.UTF-8
        [ "$lang" = de ] && locale=de_DE.UTF-8
        set +e
        in_lang "$locale" "$@" < "$input" > "$work/$name.$lang" 2> "$work/$name.$lang.err"
        rc=$?
        set -e
        [ "$rc" = "$want" ] ||
            kw_fail "$name ($lang): exit $rc, not $want: $(cat "$work/$name.$lang.err" "$work/$name.$lang")"
        "$check" "$schema" "$work/$name.$lang" ||
            kw_fail "$name ($lang) does not match $(basename "$schema"): $(cat "$work/$name.$lang")"
    done
    "$check" --keys "$work/$name.en" > "$work/$name.en.keys"
    "$check" --keys "$work/$name.de" > "$work/$name.de.keys"
    [ -s "$work/$name.en.keys" ] || kw_fail "$name: no keys"
    diff -u "$work/$name.en.keys" "$work/$name.de.keys" ||
        kw_fail "$name: the keys differ between English and German"
    echo "ok - $name: $(basename "$schema"), $(wc -l < "$work/$name.en.keys") keys, the same in German"
}

# Something on the token for `objects` to describe: a key pair and a certificate.
keyward-cli token keygen --token keyward-test --pin-file "$work/user.pin" --key-type ec-p256 \
    --label schema-key --json > /dev/null
keyward-cli token selfsign --token keyward-test --pin-file "$work/user.pin" --label schema-key \
    --subject /CN=schema-key --days 10 --store --out "$work/schema-key.crt" > /dev/null

json list list.schema.json 0 list --json
json doctor doctor.schema.json 0 doctor --json
json card-status card-status.schema.json 0 card status --json
json token-info token-info.schema.json 0 token info --token keyward-test --json
json token-objects token-objects.schema.json 0 token objects --token keyward-test \
    --pin-file "$work/user.pin" --json
for class in private-key public-key certificate; do
    kw_assert_contains "$(cat "$work/token-objects.en")" "\"class\": \"$class\"" "token objects"
done
# One run per language, each in its own store, shown again from there.
json bench-run bench-run.schema.json 0 --json bench --token keyward-test --alg p256 --op sign \
    --iterations 5 --warmup 1 --pin-file "$work/user.pin" --store "$work/results.sqlite"
json bench-show bench-show.schema.json 0 --json bench show 1 --store "$work/results.sqlite"
json bench-tls bench-tls.schema.json 0 --json bench tls --token keyward-test --key-type p256 \
    --duration 0.5 --pin-file "$work/user.pin"
json bench-tls-pair bench-tls.schema.json 0 --json bench tls --cpu --key-type rsa2048,p256 \
    --duration 0.3 --references
# The key pool after one fill: stored keys, the fill rate, the ready count.
keyward-cli token pool fill --token keyward-test --pin-file "$work/user.pin" --key-type p256 \
    --count 2 --json > /dev/null
json token-pool-status token-pool-status.schema.json 0 token pool status --token keyward-test \
    --pin-file "$work/user.pin" --json
kw_assert_contains "$(cat "$work/token-pool-status.en")" '"keysPerSecond"' "token pool status"
# A stored TLS run, listed with its figures.
json bench-tls-stored bench-tls.schema.json 0 --json bench tls --cpu --key-type p256 \
    --duration 0.3 --store "$work/tls.sqlite"
json bench-list-tls bench-show.schema.json 0 --json bench list --store "$work/tls.sqlite"
kw_assert_contains "$(cat "$work/bench-list-tls.en")" '"operation": "tls-handshake"' "bench list"
json bench-tls-load bench-run.schema.json 0 --json bench tls --token keyward-test --key-type p256 \
    --load-profile 5 --step 0.4 --workers 2 --pin-file "$work/user.pin" --store "$work/tls.sqlite"
json bench-keypool bench-keypool.schema.json 0 --json bench keypool --token keyward-test \
    --key-type p256 --rates 5,20 --step-seconds 0.2 --pin-file "$work/user.pin"
json bench-keypool-burst bench-keypool.schema.json 0 --json bench keypool --token keyward-test \
    --key-type p256 --burst 500 --burst-seconds 0.2 --ready 20 --pin-file "$work/user.pin"

# The German catalogue was in use: the labels people read differ, the keys not.
labels() { grep '"label":' "$work/list.$1" | sort; }
[ "$(labels en)" != "$(labels de)" ] || kw_fail "list: the German labels are the English ones"
kw_assert_contains "$(cat "$work/list.en")" '"key": "sig"' "list: card slot"
kw_assert_contains "$(cat "$work/card-status.de")" '"slot": "sig"' "card status: slot"
kw_assert_contains "$(cat "$work/token-info.de")" '"userPinWarning": "none"' "token info"

# Errors: one object and one vocabulary for every back end, in both languages.
json list-error list.schema.json 1 list --module "$work/missing.so" --json
kw_assert_contains "$(cat "$work/list-error.de")" '"kind": "' "list: error object"
# The module that did not load is a module problem, as data: no CK_RV (there is no file).
kw_assert_contains "$(cat "$work/list-error.en")" "\"path\": \"$work/missing.so\"" "list: module problem"
kw_assert_contains "$(cat "$work/list-error.en")" '"returnValue": null' "list: module problem"
printf '000000\n111111\n' > "$work/card-error.in"
json card-error error.schema.json 1 card passwd --loopback --json
kw_assert_contains "$(cat "$work/card-error.en")" '"kind": "wrong-pin"' "card: wrong PIN"
kw_assert_contains "$(cat "$work/card-error.en")" '"triesLeft": 2' "card: tries left"
kw_assert_contains "$(cat "$work/card-error.de")" '"kind": "wrong-pin"' "card: wrong PIN (de)"
json token-error error.schema.json 1 token objects --token keyward-test \
    --pin-file "$work/wrong.pin" --json
kw_assert_contains "$(cat "$work/token-error.en")" '"kind": "wrong-pin"' "token: wrong PIN"
kw_assert_contains "$(cat "$work/token-error.de")" '"kind": "wrong-pin"' "token: wrong PIN (de)"
# The example provisioning profile is valid against the profile format.
json provision-example token-provision-profile.schema.json 0 token provision --example
json bench-error error.schema.json 1 --json bench show 999 --store "$work/results.sqlite"
json keytocard-error error.schema.json 1 card keytocard backup \
    --key 0123456789ABCDEF0123456789ABCDEF01234567 --backup "$work/none.bak" --json
kw_assert_contains "$(cat "$work/keytocard-error.de")" '"kind": "not-found"' "keytocard: no such key"
echo "all JSON valid; the same keys in English and German"
