#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Two OpenPGP cards at once (card 0 and card 1 of the sandbox): both listed,
# --card reads the card it names, a PIN change on the second card leaves the
# first untouched, and without --card a card command refuses and names both.
# Serials and PINs are judged outside Keyward: keyward-vcard's own status and
# VERIFY through gpg-connect-agent. GnuPG 2.4 acts on either card (SCD
# SWITCHCARD); GnuPG 2.2's scdaemon serves the first reader's card only, so
# there Keyward must refuse to act on the second one, and change nothing.
# Usage (inside scripts/sandbox --card yubikey5 --card fst01): several-cards.sh
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

U=123456 NEWU=654321
ok() { echo "ok - $*"; }
vstat() { kw_card_ctl "$1" status; }
vfield() { vstat "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
# what the card holds (counters of PIN tries, signatures, ...), not how often it was read
vstate() { vstat "$1" | tr ' ' '\n' | grep -Ev '^(commands|connects)=' | tr '\n' ' '; }
# run keyward-cli card ARGS (stdin from $PINS); stdout in $out, stderr in $errout, status in $rc
kc() {
    set +e
    out=$(printf '%s\n' ${PINS:-} | timeout 120 keyward-cli card "$@" 2>"$KEYWARD_SANDBOX/stderr")
    rc=$?
    set -e
    errout=$(cat "$KEYWARD_SANDBOX/stderr")
}

s0=$(vfield 0 serial)
s1=$(vfield 1 serial)
[ -n "$s0" ] && [ -n "$s1" ] && [ "$s0" != "$s1" ] || kw_fail "card serials: '$s0' '$s1'"

version=$(gpg-connect-agent 'GETINFO version' /bye | sed -n 's/^D //p')
case $version in
    2.2.*) multi=no ;;
    *) multi=yes ;;
esac
echo "# gpg-agent $version, card 0 $s0, card 1 $s1"

# The AIDs, as scdaemon knows them (for VERIFY through gpg-connect-agent).
if [ $multi = yes ]; then
    gpg-connect-agent 'SCD SERIALNO --all' /bye >/dev/null
    list=$(gpg-connect-agent 'SCD GETINFO card_list' /bye)
    aid0=$(sed -n "s/^S SERIALNO \(D276[0-9A-F]*${s0}0000\).*/\1/p" <<<"$list")
    aid1=$(sed -n "s/^S SERIALNO \(D276[0-9A-F]*${s1}0000\).*/\1/p" <<<"$list")
    [ -n "$aid1" ] || kw_fail "card 1 not in scdaemon's card list: $list"
else
    aid0=$(gpg-connect-agent 'SCD SERIALNO' /bye | sed -n 's/^S SERIALNO \([0-9A-F]*\).*/\1/p')
fi
[ -n "$aid0" ] || kw_fail "card 0 not found by scdaemon"
kw_assert_contains "$aid0" "$s0" "card 0's AID"

# VERIFY the user PIN of the card with AID $1 through scdaemon, the pinentry
# answering $2; after a reset, so the card really checks it. Prints OK or ERR.
verify() {
    kw_pinentry_answers "$2"
    local sel=("SCD SERIALNO --demand=$1")
    [ $multi = yes ] && sel=("SCD SERIALNO --all" "SCD SWITCHCARD $1" "${sel[0]}")
    gpg-connect-agent 'SCD RESET' "${sel[@]}" "SCD CHECKPIN $1" /bye |
        tail -1 | cut -d' ' -f1
}

# --- both cards listed ------------------------------------------------------
out=$(timeout 120 keyward-cli list --json)
kw_assert_contains "$out" "\"serial\": \"$s0\"" "card 0 in list --json"
kw_assert_contains "$out" "\"serial\": \"$s1\"" "card 1 in list --json"
[ "$(grep -c "\"id\": \"openpgp:" <<<"$out")" = 2 ] || kw_fail "each card once: $out"
ok "keyward-cli list --json lists $s0 and $s1, each once"

# --- no --card: refused, both named ---------------------------------------------
for sub in status passwd; do
    PINS="" kc $sub --loopback
    [ "$rc" = 2 ] || kw_fail "card $sub without --card: rc=$rc $out $errout"
    kw_assert_contains "$errout" "$s0" "card $sub names card 0"
    kw_assert_contains "$errout" "$s1" "card $sub names card 1"
done
ok "without --card, card status and card passwd exit 2 and name both cards"

# --- an absent card ---------------------------------------------------------------
kc status --card 00000000 --json
[ "$rc" = 1 ] || kw_fail "--card 00000000: rc=$rc $out"
kw_assert_contains "$out" '"kind": "not-found"' "--card 00000000"
kw_assert_contains "$errout" "$s0" "the present cards listed"
ok "--card 00000000 fails with not-found and lists the cards"

# --- status of each card ---------------------------------------------------------
kc status --card "$s0" --json
[ "$rc" = 0 ] || kw_fail "status --card $s0: $out $errout"
kw_assert_contains "$out" "\"serial\": \"$s0\"" "status --card $s0"
kc status --card "$(tr A-F a-f <<<"$aid0")" --json
[ "$rc" = 0 ] || kw_fail "status --card AID: $out $errout"
kw_assert_contains "$out" "\"serial\": \"$s0\"" "status --card AID"
ok "card status --card $s0 (and by its AID) reads $s0"

before0=$(vstate 0)
before1=$(vstate 1)
kc status --card "$s1" --json
if [ $multi = yes ]; then
    [ "$rc" = 0 ] || kw_fail "status --card $s1: $out $errout"
    kw_assert_contains "$out" "\"serial\": \"$s1\"" "status --card $s1"
    ok "card status --card $s1 reads $s1"
else
    [ "$rc" = 1 ] || kw_fail "GnuPG 2.2, status --card $s1: rc=$rc $out"
    kw_assert_contains "$errout" "one card at a time" "GnuPG 2.2 refusal"
    kw_assert_eq "$before1" "$(vstate 1)" "card 1 unchanged"
    ok "GnuPG 2.2: card status --card $s1 refuses (scdaemon serves $s0) and changes neither card"
fi

# --- a PIN change on the second card ----------------------------------------------
PINS="user=$U new-user=$NEWU" kc passwd --card "$s1" --loopback --json
if [ $multi = yes ]; then
    [ "$rc" = 0 ] || kw_fail "passwd --card $s1: $out $errout"
    kw_assert_eq 3 "$(vfield 0 pw1)" "card 0's user PIN counter"
    kw_assert_eq OK "$(verify "$aid0" $U)" "card 0 still takes the old PIN"
    kw_assert_eq 3 "$(vfield 0 pw1)" "card 0's counter after VERIFY"
    kw_assert_eq ERR "$(verify "$aid1" $U)" "card 1 refuses the old PIN"
    kw_assert_eq 2 "$(vfield 1 pw1)" "card 1 counted the old PIN as wrong"
    kw_assert_eq OK "$(verify "$aid1" $NEWU)" "card 1 takes the new PIN"
    kw_assert_eq 3 "$(vfield 1 pw1)" "card 1's counter after the new PIN"
    ok "passwd --card $s1 changed card 1 only (old PIN refused there, new PIN taken; card 0 as before)"
else
    [ "$rc" = 1 ] || kw_fail "GnuPG 2.2, passwd --card $s1: rc=$rc $out"
    kw_assert_eq "$before0" "$(vstate 0)" "card 0 unchanged"
    kw_assert_eq "$before1" "$(vstate 1)" "card 1 unchanged"
    kw_assert_eq OK "$(verify "$aid0" $U)" "card 0 still takes the old PIN"
    kw_assert_eq 3 "$(vfield 0 pw1)" "card 0's counter after VERIFY"
    ok "GnuPG 2.2: passwd --card $s1 refuses and changes neither card (card 0 keeps its PIN)"
fi

# --- key generation on the second card ------------------------------------------
# gpg adds a card key through a connection of its own, on scdaemon's default card: with
# two cards present Keyward refuses before anything is changed on either.
if [ $multi = yes ]; then
    before0=$(vstate 0)
    before1=$(vstate 1)
    PINS="admin=12345678 user=$NEWU" kc generate --card "$s1" --name "Two Cards" --yes --loopback --json
    [ "$rc" = 1 ] || kw_fail "generate --card $s1 with two cards: rc=$rc $out $errout"
    kw_assert_contains "$out$errout" "take out the other cards" "the refusal says why"
    kw_assert_eq "$before0" "$(vstate 0)" "card 0 unchanged"
    kw_assert_eq "$before1" "$(vstate 1)" "card 1 unchanged"
    ok "generate --card $s1 with two cards present refuses and changes neither card"
fi
