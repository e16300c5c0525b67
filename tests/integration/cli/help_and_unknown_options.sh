#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli's option layer, at every level of every command: `--help`, `-h`
# and `help` print the help on stdout (exit 0, UTF-8 without mojibake, also in
# German, ending with a newline); an unknown option is a usage error naming it
# (exit 2); a value option without its value is one too; a secret is never
# taken as an option's value. Nothing here reaches a device: the command line
# is judged before anything runs.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every command and subcommand; "" is keyward-cli itself.
levels=(
    ""
    "list" "version" "has-hardware"
    "token"
    "token list" "token add-module" "token remove-module" "token info" "token mechanisms"
    "token objects" "token init" "token init-pin" "token change-pin" "token keygen" "token csr"
    "token selfsign" "token import-cert" "token import-p12" "token export" "token delete"
    "token uri" "token provision" "token dkek"
    "card"
    "card status" "card passwd" "card unblock" "card reset-code" "card kdf" "card name"
    "card lang" "card sex" "card url" "card login" "card key-attr" "card generate" "card touch"
    "card forcesig" "card factory-reset" "card export" "card ssh"
    "card keytocard"
    "card keytocard list" "card keytocard backup" "card keytocard move"
    "card keytocard restore-local"
    "card switch-stubs"
    "key" "key create" "key renew" "key rotate" "key use"
    "bench"
    "bench run" "bench list" "bench show" "bench export" "bench import" "bench compare"
    "bench tls"
)

# run WORDS... — keyward-cli with stdout in $work/out, stderr in $work/err, status in $rc.
run() {
    rc=0
    timeout 60 keyward-cli "$@" >"$work/out" 2>"$work/err" </dev/null || rc=$?
}

# Each subcommand is one its parent's help lists.
for level in "${levels[@]}"; do
    [ -n "$level" ] || continue
    parent=${level% *}
    word=${level##* }
    [ "$parent" != "$level" ] || parent=""
    # shellcheck disable=SC2086
    run $parent help
    grep -Eq "^  \[?$word\]?( |$)" "$work/out" ||
        kw_fail "'keyward-cli $parent help' does not list $word: $(cat "$work/out")"
done
echo "ok - every subcommand is in its parent's help"

# The German runs get a de_DE.UTF-8 locale of their own (LOCPATH): a machine may have
# none generated, and then the C library falls back to "C", which is not what a German
# user has (and Qt 6.8 says so on stderr).
mkdir -p "$work/locale"
localedef -i de_DE -f UTF-8 "$work/locale/de_DE.UTF-8" ||
    kw_fail "localedef could not make de_DE.UTF-8 (package locales)"
localepath() { [ "$1" = de_DE.UTF-8 ] && echo "$work/locale" || echo "${LOCPATH:-}"; }

checked=0
for level in "${levels[@]}"; do
    for ask in --help -h help; do
        for lang in C.UTF-8 de_DE.UTF-8; do
            rc=0
            # shellcheck disable=SC2086
            env LANG=$lang LC_ALL=$lang LANGUAGE= LOCPATH="$(localepath $lang)" \
                timeout 60 keyward-cli $level $ask \
                >"$work/out" 2>"$work/err" </dev/null || rc=$?
            what="'keyward-cli $level $ask' ($lang)"
            [ "$rc" = 0 ] || kw_fail "$what: exit 0 expected, got $rc: $(cat "$work/err")"
            [ -s "$work/out" ] || kw_fail "$what: no help on stdout"
            [ ! -s "$work/err" ] || kw_fail "$what: wrote to stderr: $(cat "$work/err")"
            ! grep -q 'â' "$work/out" || kw_fail "$what: mojibake: $(grep 'â' "$work/out")"
            iconv -f UTF-8 -t UTF-8 "$work/out" >/dev/null || kw_fail "$what: not UTF-8"
            [ -z "$(tail -c1 "$work/out")" ] || kw_fail "$what: no newline at the end"
            grep -qi 'usage\|aufruf' "$work/out" || kw_fail "$what: no usage line"
            checked=$((checked + 1))
        done
    done
done
echo "ok - help at every level: $checked command lines, exit 0, UTF-8, newline at the end"

run card help keytocard
{ [ "$rc" = 0 ] && grep -q 'restore-local' "$work/out"; } ||
    kw_fail "'card help keytocard' is not keytocard's help: $(cat "$work/out" "$work/err")"
run bench --help
{ [ "$rc" = 0 ] && grep -q '^  compare' "$work/out"; } ||
    kw_fail "'bench --help' does not list the subcommands: $(cat "$work/out" "$work/err")"
echo "ok - a parent's help names its subcommands' help"

# expect_usage WHAT WORDS... — exit 2, nothing on stdout, WHAT named on stderr with the usage.
expect_usage() {
    local what=$1
    shift
    run "$@"
    [ "$rc" = 2 ] || kw_fail "'keyward-cli $*': exit 2 expected, got $rc: $(cat "$work/err")"
    [ ! -s "$work/out" ] || kw_fail "'keyward-cli $*': wrote to stdout: $(cat "$work/out")"
    grep -q -- "$what" "$work/err" || kw_fail "'keyward-cli $*': $what not named: $(cat "$work/err")"
    grep -qi 'usage' "$work/err" || kw_fail "'keyward-cli $*': no usage line: $(cat "$work/err")"
}

for level in "${levels[@]}"; do
    # shellcheck disable=SC2086
    expect_usage --bogus-option $level --bogus-option
done
echo "ok - an unknown option at every level is a usage error naming it"

expect_usage "--module needs a value" list --module
expect_usage "--token needs a value" token info --token
expect_usage "--serial needs a value" card factory-reset --serial
expect_usage "--name needs a value" card generate --name
expect_usage "--name needs a value" card generate --name --replace
expect_usage "--key needs a value" card keytocard backup --backup b.asc --key
expect_usage "--passphrase-env needs a value" card switch-stubs --passphrase-env
expect_usage "--iterations needs a value" bench --baseline cpu --iterations
expect_usage "--store needs a value" bench list --store
expect_usage "-o needs a value" bench export 1 --csv -o
echo "ok - a value option without its value is a usage error naming it"

expect_usage "--pin is refused" card passwd --pin 123456
expect_usage "--admin-pin is refused" card factory-reset --serial 1 --admin-pin 12345678
expect_usage "--passphrase is refused" card keytocard backup --key K --passphrase secret
expect_usage "--pin is refused" bench --baseline cpu --pin 123456
expect_usage "--pin is refused" list --pin 123456
grep -q 'loopback' <<<"$(keyward-cli card passwd --pin 1 2>&1 || true)" ||
    kw_fail "the card's refusal does not say where PINs come from"
echo "ok - secrets are refused as option values"

expect_usage '"frobnicate"' card keytocard frobnicate
expect_usage 'unexpected argument "extra"' card status extra
expect_usage "an argument is missing" card kdf
expect_usage "keytocard comes right after card" card --yes keytocard list
echo "ok - unknown subcommands, stray and missing arguments are usage errors"
