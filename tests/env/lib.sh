# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# Helpers for shell tests that run inside scripts/sandbox. Source it:
#   . "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
# Everything here reads the sandbox's environment (tests/env/README.md).

# kw_fail MESSAGE... — report a failed check and end the test.
kw_fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# kw_assert_eq EXPECTED ACTUAL [WHAT]
kw_assert_eq() {
    [ "$1" = "$2" ] || kw_fail "${3:-value}: expected '$1', got '$2'"
}

# kw_assert_contains HAYSTACK NEEDLE [WHAT]
kw_assert_contains() {
    case $1 in
        *"$2"*) ;;
        *) kw_fail "${3:-output} does not contain '$2': $1" ;;
    esac
}

# kw_gnupghome DIR — makes DIR an empty GnuPG home (mode 700) whose gpg-agent protects keys
# as the sandbox's does, with the fewest S2K rounds (tests/env/sandbox-init says why).
kw_gnupghome() {
    mkdir -p "$1" && chmod 700 "$1"
    printf '%s\n' "s2k-count 65536" "allow-loopback-pinentry" >"$1/gpg-agent.conf"
}

# Appends LINE to FILE under the pinentry directory's lock, which the test
# pinentry takes while it consumes the first line.
_kw_queue() {
    local file=$1 fd
    shift
    exec {fd}<"$KEYWARD_SANDBOX/pinentry"
    flock "$fd"
    printf '%s\n' "$@" >>"$file"
    exec {fd}<&-
}

# kw_pinentry_answers PIN... — queue answers for the next GETPINs, in order.
# The word %CANCEL queues a cancel. Never echo PINs in test output.
kw_pinentry_answers() {
    _kw_queue "$KEYWARD_SANDBOX/pinentry/answers" "$@"
}

# kw_pinentry_confirm ANSWER... — queue answers (OK, NOTOK or CANCEL) for the
# next CONFIRMs; with an empty queue CONFIRM says OK.
kw_pinentry_confirm() {
    _kw_queue "$KEYWARD_SANDBOX/pinentry/confirm" "$@"
}

# kw_pinentry_log — what the pinentry was asked so far, one line per request:
# KIND<TAB>RESULT<TAB>PROMPT<TAB>DESCRIPTION<TAB>ERROR
kw_pinentry_log() {
    cat "$KEYWARD_SANDBOX/pinentry/log" 2>/dev/null || true
}

# [PINS="k=v ..."] kw_cardj ARGS... — keyward-cli card ARGS --json with PINS (one per word)
# on standard input (for --loopback); stdout in $out, stderr in $errout, exit status in $rc.
kw_cardj() {
    set +e
    # shellcheck disable=SC2086  # one PIN per word
    out=$(printf '%s\n' ${PINS:-} | timeout 120 keyward-cli card "$@" --json 2>"$KEYWARD_SANDBOX/cardj.err")
    rc=$?
    errout=$(cat "$KEYWARD_SANDBOX/cardj.err")
    set -e
}

# kw_readers — the sandbox's readers, one per line, as "PRESENT<TAB>NAME" with
# PRESENT Yes or No. Read from the insert/remove events in pcscd's log rather
# than by a PC/SC client: a client connection would compete with scdaemon's
# exclusive access and could make its SCardConnect fail.
kw_readers() {
    awk '
        BEGIN {
            n = split(ENVIRON["KEYWARD_SANDBOX_READERS"], name, "\n")
            for (i = 1; i <= n; i++) state[name[i]] = "No"
        }
        /Card inserted into / { sub(/.*Card inserted into /, ""); state[$0] = "Yes" }
        /Card Removed From / { sub(/.*Card Removed From /, ""); state[$0] = "No" }
        END { for (i = 1; i <= n; i++) printf "%s\t%s\n", state[name[i]], name[i] }
    ' "$KEYWARD_SANDBOX/logs/pcscd.log"
}

# kw_pcsc_readers — the reader names a PC/SC client (opensc-tool) sees now.
# It connects to readers, so do not call it while scdaemon may be connecting.
kw_pcsc_readers() {
    # Bounded: a stuck pcscd must not hang the caller.
    timeout 5 opensc-tool -l </dev/null 2>/dev/null | awk '
        /^Nr\./ { col = index($0, "Name"); next }
        col && /^[0-9]/ { print substr($0, col) }'
}

# kw_reader I — the name of reader I (0-based; card I sits in reader I).
kw_reader() {
    sed -n "$(($1 + 1))p" <<<"$KEYWARD_SANDBOX_READERS"
}

# kw_wait_card I [present|absent] [SECONDS] — wait until reader I has (or has
# no) card; fails the test after SECONDS (default 10).
kw_wait_card() {
    local i=$1 want=${2:-present} limit=${3:-10} name state deadline
    name=$(kw_reader "$i")
    [ -n "$name" ] || kw_fail "no reader $i in this sandbox"
    [ "$want" = present ] && want=Yes || want=No
    deadline=$((SECONDS + limit))
    while :; do
        state=$(kw_readers | awk -F'\t' -v n="$name" '$2 == n { print $1 }' || true)
        [ "$state" = "$want" ] && return 0
        [ "$SECONDS" -lt "$deadline" ] || kw_fail "reader '$name': card ${2:-present} not seen within $limit s"
        sleep 0.1
    done
}

# kw_card_ctl I COMMAND... — drive card I through its control socket.
kw_card_ctl() {
    local i=$1
    shift
    keyward-vcard ctl "$KEYWARD_SANDBOX/card$i/control" "$@"
}

# kw_opensc_module — path of OpenSC's PKCS#11 module (fails the test when it is missing).
kw_opensc_module() {
    local candidate name
    for candidate in /usr/lib/x86_64-linux-gnu/pkcs11/opensc-pkcs11.so \
        /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so /usr/lib/*/pkcs11/opensc-pkcs11.so \
        /usr/lib/pkcs11/opensc-pkcs11.so; do
        [ -f "$candidate" ] && { echo "$candidate"; return 0; }
    done
    if command -v p11-kit >/dev/null; then
        name=$(p11-kit list-modules 2>/dev/null | awk '/^opensc-pkcs11:/ { print $2; exit }')
        [ -n "$name" ] && candidate=$(find /usr/lib -name "$name" 2>/dev/null | head -n1)
        [ -n "$candidate" ] && [ -f "$candidate" ] && { echo "$candidate"; return 0; }
    fi
    kw_fail "opensc-pkcs11.so not found"
}

# Known-answer DKEK shares made once by OpenSC's sc-hsm-tool, with the passwords, password shares
# and key check values it printed (tests/data/sc-hsm-tool/README.md): a test that only needs such
# a share as an input takes it from here instead of paying sc-hsm-tool's key derivation.
# Vectors: a and b (one password each, two different DKEKs), split (a random password split 2 of
# 3); key check values also for ab (a then b, a device waiting for two shares).
KW_DKEK_VECTORS=$KEYWARD_SOURCE_DIR/tests/data/sc-hsm-tool

# _kw_dkek_vector_line FILE — the first line of a vector file (fails the test when it is missing).
_kw_dkek_vector_line() {
    [ -s "$KW_DKEK_VECTORS/$1" ] || kw_fail "no DKEK vector file $KW_DKEK_VECTORS/$1"
    head -n1 "$KW_DKEK_VECTORS/$1"
}

# kw_dkek_vector NAME DEST — copies vector NAME's share file (a, b, split) to DEST, mode 0600.
kw_dkek_vector() {
    [ -s "$KW_DKEK_VECTORS/$1.pbe" ] || kw_fail "no DKEK vector $1"
    install -m 600 "$KW_DKEK_VECTORS/$1.pbe" "$2"
}

# kw_dkek_vector_password NAME — the password of vector NAME (a, b).
kw_dkek_vector_password() { _kw_dkek_vector_line "$1.password"; }

# kw_dkek_vector_kcv NAME — the key check value sc-hsm-tool printed for vector NAME (a, b, ab,
# split): 16 upper-case hex digits.
kw_dkek_vector_kcv() { _kw_dkek_vector_line "$1.kcv"; }

# kw_dkek_vector_password_share I DEST — copies password share I (1-3) of vector split to DEST,
# mode 0600: the lines Prime, Share ID and Share value, as sc-hsm-tool printed them.
kw_dkek_vector_password_share() {
    [ -s "$KW_DKEK_VECTORS/split.share$1" ] || kw_fail "no password share $1 of vector split"
    install -m 600 "$KW_DKEK_VECTORS/split.share$1" "$2"
}
