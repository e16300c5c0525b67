#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How often GnuPG asks for the admin PIN and the user PIN while
# `keyward-cli card generate` makes new keys on the sandbox's virtual card
# (card 0), through gpg-agent's pinentry (no --loopback), so every request
# reaches tests/env/test-pinentry and is logged there.
# A measurement, not a test: it fails only when a tool fails (a generate, a
# factory reset, a key missing afterwards), never on a count.
#
# Usage (inside scripts/sandbox --card yubikey5; outside it starts one):
#   scripts/sandbox --card yubikey5 --build-dir build/default -- bash tests/bench/pin-prompts.sh
#   tests/bench/pin-prompts.sh [--build-dir DIR] [--profile PROFILE] [--keep-cache]
#
# Scenarios:
#   a  factory-reset card, all three keys with the card's current algorithm
#      (--rsa 2048 on the default card)
#   b  factory-reset card, all three keys with an algorithm change
#      (--algo ed25519: ed25519 signature/authentication, cv25519 encryption)
#   c  after b, without reset or cache flush: one slot again (--slot auth --yes)
#   d  after c, without reset or cache flush: one slot with the certificate
#      updated (--slot enc --update-certificate --replace)
# Before a and b the card is factory-reset and gpg-agent's passphrase cache is
# flushed (RELOADAGENT), so neither inherits a verified or cached PIN; pass
# --keep-cache to skip the flush (the card is reset regardless).
#
# Output on stdout, one line per scenario (tab-separated):
#   SCENARIO  GNUPG-VERSION  ADMIN-PROMPTS  USER-PROMPTS  OTHER-PROMPTS
# and, for checking the classification, lines starting with "#":
#   # SCENARIO  CLASS  COUNT  KIND/RESULT  PROMPT  DESCRIPTION
# A request is "admin" when its prompt or description names the Admin PIN,
# "user" when it is a GETPIN naming a PIN otherwise (not PUK, Reset Code or
# a new PIN), "other" for everything else (CONFIRM, MESSAGE, other GETPINs).
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
profile=yubikey5 keep_cache=
args=("$@")
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        --profile) profile=$2; shift 2 ;;
        --keep-cache) keep_cache=1; shift ;;
        *) echo "pin-prompts.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --card "$profile" --build-dir "$build_dir" -- \
        bash "$source_dir/tests/bench/pin-prompts.sh" "${args[@]}"
fi

. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

U=123456 A=12345678
tmp=$KEYWARD_SANDBOX/pin-prompts
mkdir -p "$tmp"
plog=$KEYWARD_SANDBOX/pinentry/log
touch "$plog"

gnupg=$(gpg --version | awk 'NR == 1 { print $NF }')
col() { gpg --card-status --with-colons 2>/dev/null | awk -F: -v k="$1" '$1 == k' | head -1; }

# The queue: pairs of keyed answers, so each GETPIN gets the PIN it asks for
# whatever the order (an answer keyed for the other prompt is dropped; each
# request uses at most two lines). A GETPIN with another prompt empties the
# queue and is cancelled, which the log then shows.
queue_pins() {
    local fd
    exec {fd}<"$KEYWARD_SANDBOX/pinentry"
    flock "$fd"
    : >"$KEYWARD_SANDBOX/pinentry/answers"
    : >"$KEYWARD_SANDBOX/pinentry/confirm"
    exec {fd}<&-
    local pairs=()
    for _ in $(seq 1 40); do pairs+=("@Admin PIN:$A" "@PIN:$U"); done
    kw_pinentry_answers "${pairs[@]}"
}

lines_now() { wc -l <"$plog"; }

# classify FROM-LINE: the pinentry requests logged after line FROM-LINE, each
# as CLASS<TAB>KIND/RESULT<TAB>PROMPT<TAB>DESCRIPTION
classify() {
    tail -n +"$(($1 + 1))" "$plog" | awk -F'\t' '
        {
            kind = $1; result = $2; prompt = $3; desc = $4
            text = prompt " " desc
            if (text ~ /Admin PIN/) cls = "admin"
            else if (kind == "GETPIN" && text ~ /PIN/ && text !~ /PUK|Reset Code|[Nn]ew PIN/) cls = "user"
            else cls = "other"
            # keep the texts comparable between cards and runs
            gsub(/[[:space:]]+/, " ", desc)
            gsub(/Number: [0-9A-F]+ [0-9A-F]+/, "Number: <card>", desc)
            printf "%s\t%s/%s\t%s\t%s\n", cls, kind, result, prompt, desc
        }'
}

# report SCENARIO FROM-LINE
report() {
    local name=$1 from=$2 rows admin user other
    rows=$(classify "$from")
    admin=$(grep -c '^admin' <<<"$rows" || true)
    user=$(grep -c '^user' <<<"$rows" || true)
    other=$(grep -c '^other' <<<"$rows" || true)
    [ -n "$rows" ] || admin=0 user=0 other=0
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$gnupg" "$admin" "$user" "$other"
    if [ -n "$rows" ]; then
        sort <<<"$rows" | uniq -c | awk -v s="$name" '{
            n = $1; sub(/^ *[0-9]+ /, "")
            split($0, f, "\t")
            printf "# %s\t%s\t%d\t%s\t%s\t%s\n", s, f[1], n, f[2], f[3], f[4]
        }'
    fi
    if grep -q $'\t''cancelled'$'\t' <(tail -n +"$((from + 1))" "$plog"); then
        echo "# $name: a pinentry request was cancelled (unexpected prompt or empty queue)" >&2
    fi
}

# run_generate SCENARIO ARGS... — keyward-cli card generate ARGS through the
# pinentry; fails the script if it fails.
run_generate() {
    local name=$1 from rc
    shift
    queue_pins
    from=$(lines_now)
    set +e
    timeout 300 keyward-cli card generate "$@" </dev/null >"$tmp/$name.out" 2>"$tmp/$name.err"
    rc=$?
    set -e
    report "$name" "$from"
    if [ "$rc" != 0 ]; then
        echo "generate $* (scenario $name) failed with exit status $rc:" >&2
        cat "$tmp/$name.out" "$tmp/$name.err" >&2
        echo "pinentry requests:" >&2
        tail -n +"$((from + 1))" "$plog" >&2
        exit 1
    fi
}

# fresh_card — factory-reset card 0 and flush gpg-agent's cache; the reset's
# own pinentry requests are reported as "# reset" lines, not counted.
fresh_card() {
    local serial from rc
    serial=$(col serial | cut -d: -f2)
    [ -n "$serial" ] || kw_fail "no card serial from gpg --card-status"
    queue_pins
    from=$(lines_now)
    set +e
    timeout 120 keyward-cli card factory-reset --serial "$serial" --yes \
        </dev/null >"$tmp/reset.out" 2>&1
    rc=$?
    set -e
    [ "$rc" = 0 ] || kw_fail "factory-reset --serial $serial: exit $rc: $(cat "$tmp/reset.out")"
    classify "$from" | sed 's/^/# reset\t/'
    [ -n "$keep_cache" ] || gpg-connect-agent reloadagent /bye >/dev/null ||
        kw_fail "gpg-agent RELOADAGENT failed"
    # the card must really be blank: no key fingerprints left
    [ -z "$(col fpr | tr -d ':' | sed 's/^fpr//')" ] || kw_fail "keys left after factory-reset: $(col fpr)"
}

# the fingerprint of slot N (1 sig, 2 enc, 3 auth) on the card
fpr() { col fpr | cut -d: -f$(($1 + 1)); }
need_keys() { # SCENARIO: all three slots hold a key
    local n
    for n in 1 2 3; do
        [ "$(fpr $n | wc -c)" -gt 40 ] || kw_fail "$1: slot $n has no key: $(col fpr)"
    done
}

scd=$(gpgconf --list-components | awk -F: '$1 == "scdaemon" { print $3 }')
echo "# gnupg $gnupg: $(gpg-agent --version | head -1), $("$scd" --version | head -1), card $profile" >&2
echo "# scenario	gnupg	admin	user	other"

# (a) the card's current algorithm, made explicit
fresh_card
attr=$(col keyattr)
case $attr in
    keyattr:1:1:*) bits=$(cut -d: -f4 <<<"$attr"); algo_args=(--rsa "$bits") ;;
    *) kw_fail "scenario a expects an RSA card, the card has $attr" ;;
esac
run_generate a-current-algo --name "Pin Prompts" --email pins@example.org "${algo_args[@]}" --yes
need_keys a-current-algo

# (b) an algorithm change
fresh_card
run_generate b-algo-change --name "Pin Prompts" --email pins@example.org --algo ed25519 --yes
need_keys b-algo-change
gpg --card-status --with-colons 2>/dev/null | grep >/dev/null '^keyattr:1:22:' ||
    kw_fail "b-algo-change: signature key is not EdDSA: $(col keyattr)"

# (c) one slot more, straight after (b)
auth_before=$(fpr 3)
run_generate c-one-slot --slot auth --yes
[ "$(fpr 3)" != "$auth_before" ] || kw_fail "c-one-slot: the authentication key was not replaced"

# (d) one slot with the certificate updated, straight after (c)
enc_before=$(fpr 2)
run_generate d-slot-cert --slot enc --update-certificate --replace
[ "$(fpr 2)" != "$enc_before" ] || kw_fail "d-slot-cert: the encryption key was not replaced"
