#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Two OpenPGP cards at once (card 0 and card 1 of the sandbox): both listed,
# --card reads the card it names, a PIN change on the second card leaves the
# first untouched, and without --card a card command refuses and names both.
# Serials and PINs are judged outside Keyward: keyward-vcard's own status and
# VERIFY through gpg-connect-agent. GnuPG 2.4 acts on either card (SCD
# SWITCHCARD); GnuPG 2.2's scdaemon serves one reader, so there Keyward points
# reader-port at the second card's reader for the command and puts the user's
# scdaemon.conf back byte for byte afterwards (also after a Keyward that ended
# without doing so), or refuses with a sentence when it cannot.
# Usage (inside scripts/sandbox --card yubikey5 --card fst01): several-cards.sh
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

U=123456 NEWU=654321
ok() { echo "ok - $*"; }
vstat() { kw_card_ctl "$1" status; }
vfield() { vstat "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
# what the card holds (counters of PIN tries, signatures, ...), not how often it was read or
# whether a reader has it powered
vstate() { vstat "$1" | tr ' ' '\n' | grep -Ev '^(commands|connects|powered)=' | tr '\n' ' '; }
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

conf=$GNUPGHOME/scdaemon.conf
marker=$GNUPGHOME/scdaemon.conf.keyward-saved
cp "$conf" "$KEYWARD_SANDBOX/scdaemon.conf.before"
# the user's scdaemon.conf as it was, and no marker left
conf_intact() {
    cmp -s "$KEYWARD_SANDBOX/scdaemon.conf.before" "$conf" || kw_fail "scdaemon.conf changed ($1): $(diff "$KEYWARD_SANDBOX/scdaemon.conf.before" "$conf")"
    [ ! -e "$marker" ] || kw_fail "marker left ($1)"
}

# VERIFY the user PIN of the card with AID $1 through scdaemon, the pinentry
# answering $2; after a reset, so the card really checks it. Prints OK or ERR.
# GnuPG 2.2, card 1: the test points scdaemon at reader 1 itself meanwhile.
verify() {
    if [ $multi = no ] && [ "$1" != "$aid0" ]; then
        echo "reader-port $(kw_reader 1)" >>"$conf"
        gpgconf --kill scdaemon
        scd_serial >/dev/null
        verify_now "$@"
        cp "$KEYWARD_SANDBOX/scdaemon.conf.before" "$conf"
        gpgconf --kill scdaemon
        scd_serial >/dev/null
        return
    fi
    verify_now "$@"
}
# the AID scdaemon answers with; a restarted scdaemon may take a few seconds to come
scd_serial() {
    local aid=""
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        aid=$(gpg-connect-agent 'SCD SERIALNO' /bye | sed -n 's/^S SERIALNO \([0-9A-F]*\).*/\1/p')
        [ -n "$aid" ] && break
        sleep 1
    done
    echo "$aid"
}
verify_now() {
    kw_pinentry_answers "$2"
    local sel=("SCD SERIALNO --demand=$1")
    [ $multi = yes ] && sel=("SCD SERIALNO --all" "SCD SWITCHCARD $1" "${sel[0]}")
    gpg-connect-agent 'SCD RESET' "${sel[@]}" "SCD CHECKPIN $1" /bye >"$KEYWARD_SANDBOX/verify.out"
    sed 's/^/# verify: /' "$KEYWARD_SANDBOX/verify.out" >&2
    tail -1 "$KEYWARD_SANDBOX/verify.out" | cut -d' ' -f1
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

kc status --card "$s1" --json
[ "$rc" = 0 ] || kw_fail "status --card $s1: $out $errout"
kw_assert_contains "$out" "\"serial\": \"$s1\"" "status --card $s1"
conf_intact "status --card $s1"
if [ $multi = no ]; then
    kw_assert_contains "$errout" "switched to the reader $(kw_reader 1)" "GnuPG 2.2 says so"
    ok "GnuPG 2.2: card status --card $s1 reads $s1 through reader-port $(kw_reader 1); scdaemon.conf as before"
else
    ok "card status --card $s1 reads $s1"
fi

# --- GnuPG 2.2: a switch that cannot be made is refused ---------------------------
if [ $multi = no ]; then
    before0=$(vstate 0)
    before1=$(vstate 1)
    # Another Keyward (this shell stands in for it) has switched and not yet put it back.
    printf 'keyward-scdaemon-conf 1\n%s\npresent\n' $$ >"$marker"
    cat "$KEYWARD_SANDBOX/scdaemon.conf.before" >>"$marker"
    PINS="user=$U new-user=$NEWU" kc passwd --card "$s1" --loopback --json
    [ "$rc" = 1 ] || kw_fail "passwd --card $s1 while switched elsewhere: rc=$rc $out $errout"
    kw_assert_contains "$errout" "could not be switched to the reader $(kw_reader 1)" "the refusal says why"
    kw_assert_contains "$errout" "nothing was done" "the refusal says what happened"
    kw_assert_eq "$before0" "$(vstate 0)" "card 0 unchanged"
    kw_assert_eq "$before1" "$(vstate 1)" "card 1 unchanged"
    rm "$marker"
    conf_intact "refused switch"
    ok "GnuPG 2.2: with another switch under way, passwd --card $s1 refuses and changes nothing"

    # A Keyward that ended while switched: the next one puts the file back first.
    { cat "$KEYWARD_SANDBOX/scdaemon.conf.before"; echo "reader-port $(kw_reader 1)"; } >"$conf"
    printf 'keyward-scdaemon-conf 1\n%s\npresent\n' 999999999 >"$marker"
    cat "$KEYWARD_SANDBOX/scdaemon.conf.before" >>"$marker"
    kc status --card "$s0" --json
    [ "$rc" = 0 ] || kw_fail "status --card $s0 after a left switch: $out $errout"
    kw_assert_contains "$out" "\"serial\": \"$s0\"" "status --card $s0 after a left switch"
    conf_intact "left switch"
    ok "GnuPG 2.2: a switch left by an ended Keyward is undone at the next start"

    # Another program uses gpg-agent (gpg --card-edit in the middle of a factory reset, say; a
    # held gpg-connect-agent stands in): switching would restart scdaemon under it, so Keyward
    # refuses, and scdaemon, its card and the file stay as they are.
    scd_pid() { gpg-connect-agent 'SCD GETINFO pid' /bye | sed -n 's/^D //p'; }
    pid_before=$(scd_pid)
    before0=$(vstate 0)
    before1=$(vstate 1)
    mkfifo "$KEYWARD_SANDBOX/holder"
    gpg-connect-agent <"$KEYWARD_SANDBOX/holder" >"$KEYWARD_SANDBOX/holder.out" 2>&1 &
    holder=$!
    exec 7>"$KEYWARD_SANDBOX/holder"
    echo 'SCD SERIALNO' >&7
    for _ in $(seq 50); do
        [ "$(gpg-connect-agent 'GETINFO connections' /bye | sed -n 's/^D //p')" = 2 ] && break
        sleep 0.1
    done
    kc status --card "$s1" --json
    [ "$rc" = 1 ] || kw_fail "status --card $s1 beside another client: rc=$rc $out $errout"
    kw_assert_contains "$errout" "another program uses gpg-agent" "the refusal says why"
    kw_assert_contains "$errout" "nothing was done" "the refusal says what happened"
    echo 'SCD SERIALNO' >&7
    echo /bye >&7
    exec 7>&-
    wait "$holder" || kw_fail "the other client's connection broke: $(cat "$KEYWARD_SANDBOX/holder.out")"
    [ "$(grep -c '^S SERIALNO' "$KEYWARD_SANDBOX/holder.out")" = 2 ] ||
        kw_fail "the other client was not answered twice: $(cat "$KEYWARD_SANDBOX/holder.out")"
    kw_assert_eq "$pid_before" "$(scd_pid)" "scdaemon not restarted"
    kw_assert_eq "$before0" "$(vstate 0)" "card 0 unchanged"
    kw_assert_eq "$before1" "$(vstate 1)" "card 1 unchanged"
    conf_intact "another client"
    ok "GnuPG 2.2: beside another gpg-agent client, status --card $s1 refuses; scdaemon, cards and scdaemon.conf as before"
fi

# --- a PIN change on the second card ----------------------------------------------
before0=$(vstate 0)
PINS="user=$U new-user=$NEWU" kc passwd --card "$s1" --loopback --json
[ "$rc" = 0 ] || kw_fail "passwd --card $s1: $out $errout"
conf_intact "passwd --card $s1"
kw_assert_eq "$before0" "$(vstate 0)" "card 0 untouched by the change"
if [ $multi = no ]; then
    kw_assert_eq "$aid0" "$(scd_serial)" "GnuPG 2.2: scdaemon is back on card 0"
    # card 1's AID, through a reader-port the test sets itself
    echo "reader-port $(kw_reader 1)" >>"$conf"
    gpgconf --kill scdaemon
    aid1=$(scd_serial)
    cp "$KEYWARD_SANDBOX/scdaemon.conf.before" "$conf"
    gpgconf --kill scdaemon
    kw_assert_contains "$aid1" "$s1" "card 1's AID"
    kw_assert_eq "$aid0" "$(scd_serial)" "scdaemon is back on card 0"
fi
kw_assert_eq 3 "$(vfield 0 pw1)" "card 0's user PIN counter"
kw_assert_eq OK "$(verify "$aid0" $U)" "card 0 still takes the old PIN"
kw_assert_eq 3 "$(vfield 0 pw1)" "card 0's counter after VERIFY"
kw_assert_eq ERR "$(verify "$aid1" $U)" "card 1 refuses the old PIN"
kw_assert_eq 2 "$(vfield 1 pw1)" "card 1 counted the old PIN as wrong"
kw_assert_eq OK "$(verify "$aid1" $NEWU)" "card 1 takes the new PIN"
kw_assert_eq 3 "$(vfield 1 pw1)" "card 1's counter after the new PIN"
conf_intact "the checks"
ok "passwd --card $s1 changed card 1 only (old PIN refused there, new PIN taken; card 0 as before; scdaemon.conf as before)"

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
