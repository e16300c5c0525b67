#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# devinfo.sh WATCH — card hot-plug through scdaemon. GnuPG 2.4: DevinfoWatcher's first list
# names the sandbox's card, a pulled card is reported gone and the watch stops when asked.
# GnuPG 2.2 has no DEVINFO: the watcher says it is not available (so Keyward watches PC/SC
# readers) and scdaemon refuses the command, which ends the watch with an error.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
WATCH=${1:?openpgp_devinfo_itest}
serial=$(kw_card_ctl 0 status | tr ' ' '\n' | sed -n 's/^serial=//p')
[ -n "$serial" ] || kw_fail "no card serial"
version=$(gpg-connect-agent 'GETINFO version' /bye | sed -n 's/^D //p')
echo "# gpg-agent $version, card $serial"

out=$KEYWARD_SANDBOX/devinfo.out
fifo=$KEYWARD_SANDBOX/devinfo.in
mkfifo "$fifo"
"$WATCH" <"$fifo" >"$out" 2>"$KEYWARD_SANDBOX/devinfo.err" &
pid=$!
exec 3>"$fifo" # the watcher runs until this closes

# wait_line PATTERN WHAT — until the watcher printed a line matching PATTERN (a gate, no
# time limit: the test's own timeout ends a watch that never reports).
wait_line() {
    until grep -Eq "$1" "$out"; do
        kill -0 "$pid" 2>/dev/null || kw_fail "the watcher ended before $2: $(cat "$out" "$KEYWARD_SANDBOX/devinfo.err")"
        sleep 0.1
    done
}

wait_line '^available ' "the version check"
case $version in
    2.2.*)
        kw_assert_contains "$(cat "$out")" "available no" "GnuPG 2.2: no DEVINFO watch"
        wait_line '^ended: ' "the end of the watch"
        grep -q '^devices' "$out" && kw_fail "GnuPG 2.2 reported devices: $(cat "$out")"
        echo "ok - GnuPG 2.2: DEVINFO is not available, scdaemon refuses it, PC/SC stays the cue"
        ;;
    *)
        kw_assert_contains "$(cat "$out")" "available yes" "GnuPG $version has DEVINFO --watch"
        wait_line "^devices [0-9]+: .*$serial" "the card in the first list"
        echo "ok - the watch's first list names $serial"
        lines=$(grep -c '^devices' "$out")
        kw_card_ctl 0 remove >/dev/null
        kw_wait_card 0 absent
        until [ "$(grep -c '^devices' "$out")" -gt "$lines" ] &&
            ! grep '^devices' "$out" | tail -n 1 | grep -q "$serial"; do
            kill -0 "$pid" 2>/dev/null || kw_fail "the watcher ended: $(cat "$out")"
            sleep 0.1
        done
        grep -q '^ended' "$out" && kw_fail "the watch ended: $(cat "$out")"
        echo "ok - a pulled card is reported gone"
        ;;
esac
exec 3>&-
wait "$pid" || kw_fail "the watcher exited with $?"
tail -n 1 "$out" | grep -q '^stopped$' || kw_fail "the watcher did not stop cleanly: $(cat "$out")"
echo "ok - the watcher stops when asked"
