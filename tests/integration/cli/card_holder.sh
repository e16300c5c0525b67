#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Who holds the card: when another PC/SC client keeps the card exclusively,
# `keyward-cli bench --card` (device time, over PC/SC) names it instead of a
# bare "device busy", and `card status` (through gpg-agent) says why there is
# "no card": first a small program (pcsc-holder, as ykman or a
# browser would) by its name and process id, then scdaemon after gpg used the
# card. Gated: the holder says when it has the card and lets go when told.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
holder=${KEYWARD_PCSC_HOLDER:?}
dir=$KEYWARD_SANDBOX/card-holder
mkdir -p "$dir"
reader=$(kw_reader 0)

# --- another program holds the card ------------------------------------------------------
gpgconf --kill scdaemon || true
"$holder" "$reader" "$dir/ready" "$dir/gate" &
job=$!
trap 'touch "$dir/gate"; wait $job 2>/dev/null || true' EXIT
until [ -s "$dir/ready" ]; do
    kill -0 $job 2>/dev/null || kw_fail "pcsc-holder ended without taking the card"
    sleep 0.05
done
pid=$(cat "$dir/ready")
r=0
out=$(keyward-cli bench --card "$reader" --path device --op pin-verify --iterations 1 2>&1) || r=$?
echo "$out"
[ $r -ne 0 ] || kw_fail "bench went ahead while another program held the card"
kw_assert_contains "$out" "The card in \"$reader\" is in use by another program (pcsc-holder, process $pid); close it and try again." \
    "the holder named"
grep -q "SCardConnect" <<<"$out" && kw_fail "raw PC/SC text shown: $out"
# JSON: the same sentence, kind busy.
r=0
json=$(keyward-cli --json bench --card "$reader" --path device --op pin-verify --iterations 1 2>&1) || r=$?
[ $r -ne 0 ] || kw_fail "bench --json went ahead while another program held the card"
kw_assert_contains "$json" "pcsc-holder, process $pid" "the holder named in JSON"
kw_assert_contains "$json" '"kind": "busy"' "busy in JSON"

# A card command through gpg-agent: scdaemon finds no card, and Keyward says why.
r=0
out=$(keyward-cli card status 2>&1) || r=$?
echo "$out"
[ $r -ne 0 ] || kw_fail "card status read a card another program held"
kw_assert_contains "$out" "is in use by another program (pcsc-holder, process $pid); close it and try again." \
    "card status names the holder"

touch "$dir/gate"
wait $job || kw_fail "pcsc-holder did not end cleanly"
trap - EXIT

# With the holder gone the card is Keyward's again.
KEYWARD_PIN=123456 keyward-cli --json bench --card "$reader" --path device --op pin-verify --iterations 2 \
    >"$dir/free.json" || kw_fail "bench after the holder let go: $(cat "$dir/free.json")"
kw_assert_contains "$(cat "$dir/free.json")" '"path": "device-time"' "measured once free"

# --- scdaemon holds the card (it keeps it exclusively after gpg used it) -----------------
gpg --batch --card-status >/dev/null || kw_fail "gpg --card-status"
r=0
out=$(keyward-cli bench --card "$reader" --path device --op pin-verify --iterations 1 2>&1) || r=$?
echo "$out"
[ $r -ne 0 ] || kw_fail "bench went ahead while scdaemon held the card"
kw_assert_contains "$out" "The card in \"$reader\" is in use by scdaemon, GnuPG's smart-card daemon (process " \
    "scdaemon named"
kw_assert_contains "$out" "gpgconf --kill scdaemon" "how to free the card"
echo "card holder: another program and scdaemon named"
