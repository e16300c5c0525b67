#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs keyward-guiprobe inside scripts/sandbox (with QT_QPA_PLATFORM=offscreen
# unless a platform is set).
#
#   guiprobe.sh [--card-timing SCALE [--card-profile P]] [--check] -- keyward-guiprobe ARGS...
#
# --card-timing SCALE  restart the sandbox's card 0 with `--timing published
#                      --timing-scale SCALE`, so on-card key generation takes
#                      about as long as on the real device (YubiKey 5 RSA-4096:
#                      60 s × SCALE). The sandbox starts its cards untimed.
# --card-profile P     the profile card 0 was started with (default yubikey5).
# --check              the smoke test: every requested scenario printed its
#                      `result` line with figures > 0. Never judges the figures.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

timing="" check=0 profile=yubikey5
while [ $# -gt 0 ]; do
    case $1 in
    --card-timing) timing=$2; shift 2 ;;
    --card-profile) profile=$2; shift 2 ;;
    --check) check=1; shift ;;
    --) shift; break ;;
    *) kw_fail "unknown option $1" ;;
    esac
done
[ $# -gt 0 ] || kw_fail "usage: guiprobe.sh [--card-timing SCALE] [--check] -- keyward-guiprobe ARGS..."
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}

vcard_pid=""
stop_timed_card() {
    if [ -n "$vcard_pid" ]; then
        kw_card_ctl 0 quit >/dev/null 2>&1 || kill "$vcard_pid" 2>/dev/null || true
        wait "$vcard_pid" 2>/dev/null || true
    fi
}
if [ -n "$timing" ]; then
    kw_card_ctl 0 quit >/dev/null
    kw_wait_card 0 absent 10
    trap stop_timed_card EXIT
    keyward-vcard --profile "$profile" --state "$KEYWARD_SANDBOX/card0/state" \
        --port "$(sed -n 1p <<<"$KEYWARD_SANDBOX_PORTS")" \
        --control "$KEYWARD_SANDBOX/card0/control" --timing published --timing-scale "$timing" \
        </dev/null >"$KEYWARD_SANDBOX/logs/card0-timed.log" 2>&1 &
    vcard_pid=$!
    kw_wait_card 0 present 10
    echo "guiprobe.sh: card 0 ($profile) restarted with --timing published --timing-scale $timing"
fi

if [ "$check" = 0 ]; then
    "$@"
    exit
fi

rc=0
out=$("$@") || rc=$?
printf '%s\n' "$out"
[ "$rc" = 0 ] || kw_fail "keyward-guiprobe exited with $rc"

scenarios=bench,keygen,chart
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
    case ${args[i]} in
    --scenario) scenarios=${args[i + 1]} ;;
    --scenario=*) scenarios=${args[i]#--scenario=} ;;
    esac
done

# positive LINE FIELD... — each FIELD=value on LINE is a number > 0.
positive() {
    local line=$1 f v
    shift
    for f in "$@"; do
        v=$(sed -n "s/.* $f=\([^ ]*\).*/\1/p" <<<"$line")
        awk -v v="$v" 'BEGIN { exit !(v ~ /^[0-9]+(\.[0-9]+)?$/ && v + 0 > 0) }' ||
            kw_fail "$f is '$v', not a number > 0, in: $line"
    done
}
# counted LINE FIELD... — each FIELD=value is a whole number (zero allowed).
counted() {
    local line=$1 f v
    shift
    for f in "$@"; do
        v=$(sed -n "s/.* $f=\([^ ]*\).*/\1/p" <<<"$line")
        [[ $v =~ ^[0-9]+$ ]] || kw_fail "$f is '$v', not a count, in: $line"
    done
}

IFS=, read -ra wanted <<<"$scenarios"
for s in "${wanted[@]}"; do
    lines=$(grep "^result $s " <<<"$out" || true)
    [ -n "$lines" ] || kw_fail "no 'result $s' line"
    while IFS= read -r line; do
        case $s in
        bench | keygen)
            [ "$s" = bench ] && positive "$line" ops ops_per_s running_max_ms running_ticks
            [ "$s" = keygen ] && positive "$line" keygen_s
            positive "$line" stall_max_ms stall_p99_ms stall_ticks idle_max_ms idle_p99_ms idle_ticks
            counted "$line" stall_gaps_over_16ms idle_gaps_over_16ms
            ;;
        chart) positive "$line" on_ops off_ops on_per_off ;;
        replot) positive "$line" points shipped_ms dot_ms disc_ms ;;
        esac
    done <<<"$lines"
done
echo "guiprobe.sh: every scenario printed its figures"
