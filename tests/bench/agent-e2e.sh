#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 7, performance goal 2: OpenPGP end-to-end latency on the virtual card.
# Puts keys on the sandbox's virtual card, then measures the same card and key,
# alternately, round by round:
#   keyward   keyward-cli bench --card --path end-to-end (one agent connection)
#   minimal   keyward-agentloop (plain C + libassuan, same commands)
#   gpg       a gpg process per operation (gpg --sign / gpg --decrypt in a loop)
# (Keyward and the minimal client swap places every round), and prints each
# round's medians, then the medians over the rounds and the ratios
# keyward/minimal (goal ≤ 1.05) and gpg/keyward. A benchmark, not a
# test: it fails only when a tool fails, never on a figure.
#
# Usage: tests/bench/agent-e2e.sh [--build-dir DIR] [-n N] [--gpg-n M]
#            [--rounds R] [--ops sign,decrypt] [--algo rsa2048|rsa3072|rsa4096|ed25519|nistp256]
#            [--profile yubikey5]
# Outside the sandbox it starts itself in one (scripts/sandbox --card PROFILE).
# Parseable lines: "round OP R keyward=MS minimal=MS gpg=MS" and
# "result OP keyward_ms=… minimal_ms=… gpg_ms=… keyward_per_minimal=… gpg_per_keyward=…".
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
n=200 gpg_n=50 rounds=3 ops=sign,decrypt algo=rsa2048 profile=yubikey5
args=("$@")
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        -n) n=$2; shift 2 ;;
        --gpg-n) gpg_n=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --ops) ops=$2; shift 2 ;;
        --algo) algo=$2; shift 2 ;;
        --profile) profile=$2; shift 2 ;;
        *) echo "agent-e2e.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --build-dir "$build_dir" --card "$profile" -- \
        bash "$source_dir/tests/bench/agent-e2e.sh" "${args[@]}"
fi

. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
loop=$KEYWARD_BUILD_DIR/tests/bench/keyward-agentloop
[ -x "$loop" ] || kw_fail "build keyward-agentloop first ($loop)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The factory PIN of the virtual card, in files and the environment only.
U=123456
printf '%s\n' "$U" >"$work/pin"
export KEYWARD_PIN=$U

# --- keys on the card, made by gpg itself (gpg --card-edit generate, the virtual card
# tests' helper), with a certificate in the keyring for the gpg loop ---------------------
case $algo in
    rsa2048) ;;
    rsa*) vc_key_attr "$algo" || kw_fail "key-attr $algo" ;;
    ed25519 | cv25519) vc_key_attr Curve25519 || kw_fail "key-attr Curve25519" ;;
    nistp256) vc_key_attr "NIST P-256" || kw_fail "key-attr NIST P-256" ;;
    *) kw_fail "unknown --algo $algo (rsa2048, rsa3072, rsa4096, ed25519, nistp256)" ;;
esac
vc_generate "Bench Key" bench@example.org >/dev/null || kw_fail "key generation on the card failed"
fpr=$(gpg --with-colons --list-keys bench@example.org 2>/dev/null | awk -F: '$1 == "fpr" { print $10; exit }')
[ -n "$fpr" ] || kw_fail "no certificate for the card key"
echo "card key: $algo, certificate $fpr"
echo "Keyward benchmark message" >"$work/msg"
gpg --batch --yes --trust-model always -r "$fpr" -o "$work/msg.gpg" -e "$work/msg" 2>/dev/null

ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", (b - a) * 1000 }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { h = (NR - 1) * 0.5; lo = int(h); printf "%.4f", v[lo + 1] + (h - lo) * (v[lo + 2 > NR ? NR : lo + 2] - v[lo + 1]) }'; }

# keyward-cli's median in ms: the "median" inside "statistics" (ns).
keyward_median() {
    local out
    out=$(timeout 600 keyward-cli --json bench --card --path end-to-end --op "$1" \
        --iterations "$n" --warmup 3 --no-store) || kw_fail "keyward-cli bench $1 failed: $out"
    awk '/"statistics": \{/ { s = 1 } s && /"median":/ { v = $2; sub(/,$/, "", v); printf "%.4f", v / 1e6; exit }' <<<"$out"
}
minimal_median() {
    local out
    out=$(timeout 600 "$loop" --op "$1" -n "$n" --warmup 3 --pin-file "$work/pin") ||
        kw_fail "keyward-agentloop $1 failed"
    sed -n 's/.*"median_ms":\([0-9.]*\).*/\1/p' <<<"$out"
}
# One gpg process per operation, timed from fork to exit.
gpg_median() {
    local i t0 t1 cmd
    if [ "$1" = sign ]; then
        cmd=(gpg --batch --yes --pinentry-mode loopback --passphrase-file "$work/pin"
            -u "$fpr!" --detach-sign -o /dev/null "$work/msg")
    else
        cmd=(gpg --batch --yes --pinentry-mode loopback --passphrase-file "$work/pin"
            -o /dev/null --decrypt "$work/msg.gpg")
    fi
    "${cmd[@]}" 2>/dev/null || kw_fail "gpg $1 failed" # warm-up
    for ((i = 0; i < gpg_n; i++)); do
        t0=$EPOCHREALTIME
        "${cmd[@]}" 2>/dev/null || kw_fail "gpg $1 failed"
        t1=$EPOCHREALTIME
        ms "$t0" "$t1"
        echo
    done | median
}

echo "N=$n per Keyward/minimal run, $gpg_n gpg processes, $rounds rounds, alternating"
for op in ${ops//,/ }; do
    : >"$work/k" && : >"$work/m" && : >"$work/g"
    for ((r = 1; r <= rounds; r++)); do
        # Odd rounds Keyward first, even rounds the minimal client first: no order bias.
        if ((r % 2)); then
            k=$(keyward_median "$op")
            m=$(minimal_median "$op")
        else
            m=$(minimal_median "$op")
            k=$(keyward_median "$op")
        fi
        g=$(gpg_median "$op")
        echo "$k" >>"$work/k" && echo "$m" >>"$work/m" && echo "$g" >>"$work/g"
        echo "round $op $r keyward=$k minimal=$m gpg=$g"
    done
    k=$(median <"$work/k") m=$(median <"$work/m") g=$(median <"$work/g")
    awk -v op="$op" -v k="$k" -v m="$m" -v g="$g" 'BEGIN {
        printf "result %s keyward_ms=%s minimal_ms=%s gpg_ms=%s keyward_per_minimal=%.3f gpg_per_keyward=%.2f\n",
            op, k, m, g, k / m, g / k }'
done
