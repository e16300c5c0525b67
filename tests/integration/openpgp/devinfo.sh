#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# devinfo.sh ITEST — card hot-plug. The device list (app::DeviceDirectory) drops a pulled card
# and lists it again when it is back, and stops when asked. GnuPG 2.4: the device list runs
# the DEVINFO watch, and the watch itself reports the pulled card gone and the card back once
# scdaemon has opened it again (another client's SCD SERIALNO), and stops when asked. GnuPG
# 2.2 has no DEVINFO: the device list has no watch (PC/SC reader changes are its cue), and
# scdaemon refuses the command, which ends a watch with an error.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
ITEST=${1:?openpgp_devinfo_itest}
serial=$(kw_card_ctl 0 status | tr ' ' '\n' | sed -n 's/^serial=//p')
[ -n "$serial" ] || kw_fail "no card serial"
version=$(gpg-connect-agent 'GETINFO version' /bye | sed -n 's/^D //p')
[ -n "$version" ] || kw_fail "gpg-agent gave no version"
echo "# gpg-agent $version, card $serial"

out=
pid=
# start MODE — run the itest in MODE until fd 3 closes; its lines go to $out.
start() {
    out=$KEYWARD_SANDBOX/devinfo-$1.out
    local fifo=$KEYWARD_SANDBOX/devinfo-$1.in
    mkfifo "$fifo"
    "$ITEST" "$1" <"$fifo" >"$out" 2>"$KEYWARD_SANDBOX/devinfo-$1.err" &
    pid=$!
    exec 3>"$fifo"
}
# stop — close its input; it must stop by itself and say so (no hang at exit).
stop() {
    exec 3>&-
    wait "$pid" || kw_fail "$(basename "$out"): exited with $?"
    tail -n 1 "$out" | grep >/dev/null '^stopped$' || kw_fail "did not stop cleanly: $(cat "$out")"
}
# wait_line PATTERN WHAT [AFTER] — until a line after the first AFTER lines matches PATTERN (a
# gate, no time limit: the test's own timeout ends a watch that never reports).
wait_line() {
    until tail -n +"$((${3:-0} + 1))" "$out" | grep >/dev/null -E "$1"; do
        kill -0 "$pid" 2>/dev/null ||
            kw_fail "ended before $2: $(cat "$out" "${out%.out}.err")"
        sleep 0.1
    done
}
lines() { wc -l <"$out"; }

echo "== the device list"
start directory
wait_line '^cue ' "naming its cue"
case $version in
    2.2.*) kw_assert_contains "$(grep '^cue ' "$out")" "cue pcsc" "GnuPG 2.2: reader changes (PC/SC)" ;;
    *) kw_assert_contains "$(grep '^cue ' "$out")" "cue devinfo" "GnuPG $version: the DEVINFO watch runs" ;;
esac
wait_line "^cards 1: $serial\$" "listing the card"
n=$(lines)
kw_card_ctl 0 remove >/dev/null
kw_wait_card 0 absent
wait_line '^cards 0: $' "dropping the pulled card" "$n"
echo "ok - the device list drops the pulled card"
n=$(lines)
kw_card_ctl 0 insert >/dev/null
kw_wait_card 0 present
wait_line "^cards 1: $serial\$" "listing the card again" "$n"
echo "ok - the device list lists the card again"
stop
echo "ok - the device list stops when asked"

echo "== the watch itself"
start watch
wait_line '^available ' "the version check"
case $version in
    2.2.*)
        kw_assert_contains "$(cat "$out")" "available no" "GnuPG 2.2: no DEVINFO watch"
        wait_line '^ended: ' "the end of the watch"
        grep -q '^devices' "$out" && kw_fail "GnuPG 2.2 reported devices: $(cat "$out")"
        echo "ok - GnuPG 2.2: DEVINFO is not available, scdaemon refuses it"
        ;;
    *)
        kw_assert_contains "$(cat "$out")" "available yes" "GnuPG $version has DEVINFO --watch"
        wait_line "^devices [0-9]+: .*$serial" "the card in the first list"
        echo "ok - the watch's first list names $serial"
        n=$(lines)
        kw_card_ctl 0 remove >/dev/null
        kw_wait_card 0 absent
        wait_line '^devices 0: ' "reporting the card gone" "$n"
        echo "ok - a pulled card is reported gone"
        n=$(lines)
        kw_card_ctl 0 insert >/dev/null
        kw_wait_card 0 present
        # scdaemon opens a new card when a client asks for one; the watch then reports it.
        gpg-connect-agent 'SCD SERIALNO' /bye | grep >/dev/null '^S SERIALNO' ||
            kw_fail "scdaemon did not open the card again"
        wait_line "^devices [0-9]+: .*$serial" "reporting the card back" "$n"
        echo "ok - the card back is reported"
        grep -q '^ended' "$out" && kw_fail "the watch ended: $(cat "$out")"
        ;;
esac
stop
echo "ok - the watcher stops when asked"
