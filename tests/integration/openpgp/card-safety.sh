#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Card operations never destroy or lock without asking, judged by GnuPG and
# the virtual card (card 0): keys replaced only when agreed to, every
# generate argument checked before the card is touched, KDF asked first and
# reported truthfully, the PIN rule before a PIN is sent, the per-card lock
# between two keyward-cli processes, and an interrupted PIN change read back
# from the card.
# Usage (inside scripts/sandbox --card yubikey5): card-safety.sh
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

U=123456 A=12345678
tmp=$KEYWARD_SANDBOX/safety
mkdir -p "$tmp"

kc() { timeout 120 keyward-cli card "$@"; }
kcj() { kw_cardj "$@"; }
col() { gpg --card-status --with-colons 2>/dev/null | awk -F: -v k="$1" '$1 == k' | head -1; }
jfield() { sed -n "s/.*\"$1\": \"\{0,1\}\([^\",]*\)\"\{0,1\},\{0,1\}$/\1/p" <<<"$out" | head -1; }
ok() { echo "ok - $*"; }
lock_held() { # wait (up to 30 s) until a card lock is held by someone
    local lock
    for _ in $(seq 1 300); do
        for lock in "$XDG_RUNTIME_DIR"/keyward/card-*.lock; do
            [ -e "$lock" ] && ! flock -n "$lock" true && return 0
        done
        sleep 0.1
    done
    return 1
}
expect() { # RC [KIND]: the last kcj ended with RC (and that error kind)
    [ "$rc" = "$1" ] || kw_fail "expected exit $1, got $rc: $out $errout"
    if [ -n "${2:-}" ]; then
        kw_assert_contains "$out" "\"kind\": \"$2\"" "error kind"
    fi
}

kcj status
expect 0
serial=$(jfield serial)

# --- finding 1: keys on the card are replaced only when agreed to ------------
PINS="admin=$A" kcj generate --slot sig --loopback
expect 0 # an empty slot: nothing to lose, nothing asked
sig=$(col fpr | cut -d: -f2)
[ ${#sig} = 40 ] || kw_fail "no signature key: $(col fpr)"
PINS="admin=$A" kcj generate --slot sig --loopback
expect 3 cancelled
kw_assert_contains "$errout" "$sig" "the refusal names the key"
kw_assert_contains "$errout" "--yes" "the refusal says how to agree"
kw_assert_eq "$sig" "$(col fpr | cut -d: -f2)" "signature key after a refused generate"
ok "occupied slot: refused without --yes (exit 3), key kept"

# --- key-attr destroys the slot's key only when agreed to --------------------
keyattr() { gpg --card-status --with-colons 2>/dev/null | awk -F: -v n="$1" '$1 == "keyattr" && $2 == n'; }
attr_before=$(keyattr 1)
PINS="admin=$A" kcj key-attr sig nistp256 --loopback
expect 3 cancelled
kw_assert_contains "$errout" "$sig" "the key-attr refusal names the key"
kw_assert_contains "$errout" "--yes" "the key-attr refusal says how to agree"
kw_assert_eq "$sig" "$(col fpr | cut -d: -f2)" "signature key after a refused key-attr"
kw_assert_eq "$attr_before" "$(keyattr 1)" "signature key attributes after a refused key-attr"
PINS="admin=$A" kcj key-attr sig nistp256 --loopback --yes
expect 0
grep -qiE 'nistp256|NIST P-256' <<<"$(keyattr 1)" || kw_fail "gpg reads $(keyattr 1), not P-256"
kw_assert_contains "$out" "reports nistp256" "the result is what the card reports"
PINS="admin=$A" kcj key-attr sig rsa2048 --loopback --yes
expect 0
kw_assert_eq "$attr_before" "$(keyattr 1)" "signature key attributes back to RSA-2048"
ok "key-attr: refused without --yes naming the key (exit 3); with --yes the card's answer reported"
PINS="admin=$A" kcj generate --slot sig --loopback --yes
expect 0
sig=$(col fpr | cut -d: -f2)

PINS="user=$U admin=$A" kcj generate --name "Card Tester" --email tester@example.org --yes --loopback
expect 0
fprs=$(col fpr)
cert=$(cut -d: -f2 <<<"$fprs")
enc=$(cut -d: -f3 <<<"$fprs")
[ "$cert" != "$sig" ] || kw_fail "generate --yes did not replace the signature key"
gpg --list-secret-keys --with-colons "$cert" | grep >/dev/null '^uid:.*Card Tester' || kw_fail "no certificate"
PINS="user=$U admin=$A" kcj generate --name "Other Name" --loopback
expect 3 cancelled
kw_assert_contains "$errout" "$cert" "names the signature key"
kw_assert_contains "$errout" "$enc" "names the encryption key"
kw_assert_contains "$errout" "Certificate $cert \"Card Tester <tester@example.org>\" loses" \
    "names the certificate that loses them"
kw_assert_eq "$fprs" "$(col fpr)" "card keys after a refused generate"
gpg --list-keys "Other Name" >/dev/null 2>&1 && kw_fail "a certificate was made although refused"
PINS="user=$U admin=$A" kcj generate --slot enc --update-certificate --loopback
expect 3 cancelled
kw_assert_contains "$errout" "$enc" "names the encryption key"
kw_assert_contains "$errout" "can no longer be decrypted" "says what losing it means"
kw_assert_eq "$fprs" "$(col fpr)" "card keys after a refused generate --slot enc"
PINS="user=$U admin=$A" kcj generate --slot enc --update-certificate --replace --loopback
expect 0
[ "$(col fpr | cut -d: -f3)" != "$enc" ] || kw_fail "generate --replace kept the encryption key"
ok "keys with a certificate: refused naming keys and certificate; --yes/--replace agree"

# On a terminal (keyward-test-pty gives keyward-cli one, and types the answer
# once the question is on screen): "no" refuses, "yes" goes on (PINs then
# through the agent's pinentry).
pty() { "$KEYWARD_BUILD_DIR/tests/env/keyward-test-pty" 'Type "yes" to go on' "$@"; }
auth=$(col fpr | cut -d: -f4)
set +e
pty no -- timeout --foreground 120 keyward-cli card generate --slot auth \
    >"$tmp/tty.out" 2>&1
rc=$?
set -e
kw_assert_eq 3 "$rc" "typed no: $(cat "$tmp/tty.out")"
kw_assert_contains "$(cat "$tmp/tty.out")" 'Type "yes" to go on' "the question on the terminal"
kw_assert_contains "$(cat "$tmp/tty.out")" "$auth" "the key named on the terminal"
kw_assert_eq "$auth" "$(col fpr | cut -d: -f4)" "authentication key after typing no"
kw_pinentry_answers $A
pty yes -- timeout --foreground 120 keyward-cli card generate --slot auth \
    >"$tmp/tty.out" 2>&1 || kw_fail "generate after typing yes: $(cat "$tmp/tty.out")"
rm -f "$KEYWARD_SANDBOX/pinentry/answers"
[ "$(col fpr | cut -d: -f4)" != "$auth" ] || kw_fail "typed yes did not replace the key"
ok "on a terminal: typed no refuses, typed yes replaces"

# --- finding 2: every argument checked before the card is touched -------------
fprs=$(col fpr)
for bad in "--expire not-a-date" "--expire 2001-01-01" "--rsa 12" "--algo dsa" \
    "--email not-an-address" "--algo nistp999" "--expire 0y"; do
    # shellcheck disable=SC2086  # option and value
    PINS="user=$U admin=$A" kcj generate --name "Card Tester" $bad --yes --loopback
    expect 2 invalid-input
    kw_assert_eq "$fprs" "$(col fpr)" "card keys after generate $bad"
done
PINS="user=$U admin=$A" kcj generate --name Al --yes --loopback
expect 2 invalid-input
kw_assert_contains "$out" "at least five characters" "the name rule"
kw_assert_eq "$fprs" "$(col fpr)" "card keys after a short name"
ok "bad expiry, size, algorithm, e-mail, name: exit 2, keys untouched"

# --- finding 18: one Keyward at a time per card ---------------------------------
# generate holds the card from its first read through its question to the
# last key: nothing can change between what it names and what it does. While
# it waits for the answer (keyward-test-pty types it only once the second
# process was refused), a second keyward-cli on the card is refused.
retries=$(col pinretry)
auth=$(col fpr | cut -d: -f4)
rm -f "$tmp/answer-now"
"$KEYWARD_BUILD_DIR/tests/env/keyward-test-pty" --when-exists "$tmp/answer-now" \
    'Type "yes" to go on' no -- timeout --foreground 120 keyward-cli card generate --slot auth \
    >"$tmp/ask.out" 2>&1 &
asker=$!
lock_held || kw_fail "generate never held the card lock"
PINS="admin=$A" kcj forcesig on --loopback
expect 1 busy
kw_assert_contains "$out" "Another Keyward is using this card (serial $serial); try again when it has finished." \
    "busy message"
touch "$tmp/answer-now"
rc=0
wait "$asker" || rc=$?
kw_assert_eq 3 "$rc" "generate, answered no: $(cat "$tmp/ask.out")"
kw_assert_contains "$(cat "$tmp/ask.out")" 'Type "yes" to go on' "generate asked meanwhile"
kw_assert_eq "forcepin:0:::" "$(col forcepin)" "no change by the refused process"
kw_assert_eq "$auth" "$(col fpr | cut -d: -f4)" "authentication key after typing no"
kw_assert_eq "$retries" "$(col pinretry)" "no PIN try used by the refused process"
kw_assert_eq 700 "$(stat -c %a "$XDG_RUNTIME_DIR/keyward")" "lock folder mode"
printf '%s\n' admin=$A | kc forcesig on --loopback >/dev/null
kw_assert_eq "forcepin:1:::" "$(col forcepin)" "the lock is free afterwards"
printf '%s\n' admin=$A | kc forcesig off --loopback >/dev/null
kw_assert_eq "forcepin:0:::" "$(col forcepin)" "forcesig off again"
ok "two keyward-cli on one card: the second says another Keyward is using it, while generate asks"

# --- finding 17: gpg-agent killed during a PIN change -----------------------------
# interrupted_passwd OLD NEW [--yes]: keyward-cli card passwd, gpg-agent killed while the card
# works on CHANGE REFERENCE DATA (its answer takes 3 s); the outcome in $out, status in $rc.
interrupted_passwd() {
    kw_card_ctl 0 latency 3000 >/dev/null
    (
        r=0
        printf '%s\n' "user=$1" "new-user=$2" | QT_LOGGING_RULES="keyward.assuan=true" \
            timeout 120 keyward-cli card passwd --loopback --json ${3:-} >"$tmp/passwd.json" \
            2>"$tmp/passwd.err" || r=$?
        echo $r >"$tmp/passwd.rc"
    ) &
    changer=$!
    # The PINs are handed over (the new one asked twice), then the card gets
    # CHANGE REFERENCE DATA; its answer takes 3 s: kill the agent meanwhile.
    for _ in $(seq 1 600); do
        n=$(sed -n '/SCD PASSWD/,$p' "$tmp/passwd.err" 2>/dev/null | grep -c INQUIRE || true)
        [ "$n" -ge 2 ] && break
        sleep 0.1
    done
    [ "$n" -ge 2 ] || kw_fail "the PIN change never asked for the PINs: $(tail -5 "$tmp/passwd.err")"
    sleep 1
    agent=$(gpg-connect-agent 'getinfo pid' /bye | sed -n 's/^D //p')
    [ -n "$agent" ] || kw_fail "gpg-agent's pid"
    kill -KILL "$agent"
    kw_card_ctl 0 latency 0 >/dev/null
    wait "$changer"
    out=$(cat "$tmp/passwd.json")
    rc=$(cat "$tmp/passwd.rc")
}
# GnuPG after its agent was killed: the scdaemon the new agent started while
# the old one still held the reader has no socket for a second connection
# ("No SmartCard daemon"). Restart both before asking the card through GnuPG.
restart_gnupg() {
    gpgconf --kill gpg-agent
    for _ in $(seq 1 100); do
        pgrep -f -- "scdaemon.*$GNUPGHOME" >/dev/null || break
        sleep 0.2
    done
}
N=654321
# Without a terminal or --yes, Keyward does not spend a try to find out.
interrupted_passwd $U $N
[ "$rc" = 1 ] || kw_fail "interrupted PIN change: rc=$rc $out"
kw_assert_contains "$out" "The new PIN may be in force" "the outcome said plainly"
kw_assert_contains "$out" "retry counters 3 0 3" "what the card was found to hold"
restart_gnupg
# The card has the new PIN (GnuPG's view: a change from it works).
printf '%s\n' "user=$N" "new-user=$U" | kc passwd --loopback >/dev/null ||
    kw_fail "the new PIN is not in force"
kw_assert_eq "pinretry:3:0:3:" "$(col pinretry)" "counters after the check"
ok "gpg-agent killed during passwd: the card read back, the new PIN may be in force (it is)"

# With --yes (a person's yes at a terminal), Keyward checks the new PIN once and says which
# PIN is in force, from the card's answer.
# On a loaded machine the kill can miss the card's 3 s (the change then ends normally, which
# is true too): tried up to three times until it lands.
landed=
for attempt in 1 2 3; do
    interrupted_passwd $U $N --yes
    [ "$rc" = 0 ] || kw_fail "interrupted PIN change, checked: rc=$rc $out $(tail -5 "$tmp/passwd.err")"
    case $out in
        *"the card takes the new PIN: the new PIN is in force"*) landed=yes; break ;;
        *"The user PIN was changed."*) ;; # not interrupted: put the old PIN back, try again
        *) kw_fail "interrupted PIN change, checked: $out" ;;
    esac
    echo "# attempt $attempt: the kill missed the change; again"
    restart_gnupg
    printf '%s\n' "user=$N" "new-user=$U" | kc passwd --loopback >/dev/null || kw_fail "the new PIN is not in force"
done
[ -n "$landed" ] || kw_fail "the kill of gpg-agent never met the card's PIN change in 3 tries"
kw_assert_eq "pinretry:3:0:3:" "$(col pinretry)" "no try spent by the check"
# Keyward's next PIN operation works on the agent the first one started (no restart by hand).
printf "%s\n" "user=$N" "new-user=$U" | kc passwd --loopback >"$tmp/after.out" 2>&1 ||
    kw_fail "the new PIN is not in force, though Keyward said so: $(cat "$tmp/after.out")"
ok "gpg-agent killed during passwd, --yes: the new PIN checked once, reported in force (it is)"

# --- finding 5: KDF asked first, reported truthfully ------------------------------
PINS="admin=$A" kcj kdf on --loopback
expect 3 cancelled
kw_assert_contains "$errout" "123456" "the question names the default PINs"
kw_assert_eq "kdf:off:" "$(col kdf)" "KDF after a refused kdf on"
printf '%s\n' "user=$U" "new-user=$N" | kc passwd --loopback >/dev/null
# Only the admin PIN on stdin: checking the user PIN afterwards cannot work.
PINS="admin=$A" kcj kdf on --loopback --yes
expect 0
kw_assert_eq "kdf:on:" "$(col kdf)" "kdf on"
kw_assert_contains "$out" "KDF is on. The PINs are now the factory defaults (user PIN 123456" \
    "the message says the PINs are the defaults"
kw_assert_contains "$out" "The user PIN could not be checked afterwards (cancelled)" \
    "the check that could not be done is told"
printf '%s\n' "user=$U" "new-user=$U" | kc passwd --loopback >/dev/null ||
    kw_fail "the user PIN is not the default after kdf on"
ok "kdf on: refused without --yes; with --yes exit 0, defaults named, failed check told"

# --- finding 6: the PIN rule, with KDF on -------------------------------------------
retries=$(col pinretry)
PINS="user=$U new-user=12" kcj passwd --loopback
expect 1 invalid-input
kw_assert_contains "$out" "The new user PIN needs " "the rule"
kw_assert_contains "$out" "6 " "the minimum"
PINS="admin=$A new-admin=123" kcj passwd --admin --loopback
expect 1 invalid-input
kw_assert_contains "$out" "The new admin PIN needs " "the rule"
PINS="admin=$A new-reset=1234" kcj reset-code --loopback
expect 1 invalid-input
kw_assert_eq "$retries" "$(col pinretry)" "no try used, no reset code set"
printf '%s\n' "user=$U" "new-user=$N" | kc passwd --loopback >/dev/null ||
    kw_fail "the user PIN changed although refused"
printf '%s\n' "user=$N" "new-user=$U" | kc passwd --loopback >/dev/null
ok "too short new PINs refused before anything was sent"
# A short PIN set past Keyward (the agent's pinentry; the card takes a hash
# of any length): GnuPG never sends it again, and Keyward says so.
agent_version=$(gpg-connect-agent 'GETINFO version' /bye | awk '/^D /{print $2}')
case $agent_version in
2.2.*)
    # GnuPG 2.2 passes a short new PIN on to a KDF card, which takes it.
    kw_pinentry_answers $U 12 12
    kc passwd >/dev/null || kw_fail "setting a short PIN through the pinentry"
    rm -f "$KEYWARD_SANDBOX/pinentry/answers"
    kw_pinentry_answers 12 $N $N
    kcj passwd
    rm -f "$KEYWARD_SANDBOX/pinentry/answers"
    expect 1 invalid-input
    kw_assert_contains "$out" "GnuPG refused a user PIN without sending it to the card" "too short"
    kw_assert_eq "pinretry:3:0:3:" "$(col pinretry)" "no try counted for a PIN GnuPG refused"
    ;;
*)
    # GnuPG 2.4 checks the new PIN's length itself: the short PIN never reaches the card.
    before=$(col pinretry)
    kw_pinentry_answers $U 12 12
    kcj passwd
    rm -f "$KEYWARD_SANDBOX/pinentry/answers"
    expect 1 invalid-input
    kw_assert_contains "$out" "GnuPG refused a user PIN without sending it to the card" \
        "short new PIN ($agent_version)"
    kw_assert_eq "$before" "$(col pinretry)" "no try counted for a PIN GnuPG refused"
    printf '%s\n' "user=$U" "new-user=$U" | kc passwd --loopback >/dev/null ||
        kw_fail "the user PIN changed although GnuPG refused the new one"
    ;;
esac
PINS="user=12 new-user=$N" kcj passwd --loopback
expect 1 invalid-input
kw_assert_contains "$out" "The user PIN needs " "the rule for the current PIN"
printf '%s\n' "admin=$A" "new-user=$U" | kc unblock --admin --loopback >/dev/null
printf '%s\n' "user=$U" "new-user=$U" | kc passwd --loopback >/dev/null || kw_fail "user PIN reset"
ok "a too short current PIN: said so instead of wrong PIN, no try counted"
echo "card safety checks passed"
