#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli doctor on the sandbox: the clean sandbox has no problem and exactly the findings
# it should have; each misconfiguration seeded alone (scdaemon.conf without disable-ccid,
# OpenSC not kept from OpenPGP cards, a missing pinentry, SSH_AUTH_SOCK elsewhere, SSH support
# off, a reader switch an ended Keyward left, card keys about to expire, a stub for a card
# that is not present) gives exactly its finding in --json; and no file in GNUPGHOME (nor
# OpenSC's configuration) changes while doctor runs.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

A=12345678
U=123456
work=$KEYWARD_SANDBOX/doctor
mkdir -p "$work"
reader=$(kw_reader 0)

# The files doctor must leave alone, with their checksums. Not scdaemon's reader_N.status:
# GnuPG 2.4's scdaemon rewrites it whenever it notices a card come or go, which asking it
# which cards are present (as doctor does) can make it notice.
snapshot() {
    find "$GNUPGHOME" -type f ! -name 'reader_*.status' -print0 | sort -z | xargs -0 sha256sum
    [ -n "${OPENSC_CONF:-}" ] && sha256sum "$OPENSC_CONF"
    true
}

# doctor_ids WANT-RC WHAT — run doctor --json; check its exit status and that nothing changed;
# print its findings as "id:severity", sorted, one a line.
doctor_ids() {
    local want=$1 what=$2 rc=0
    snapshot >"$work/before"
    keyward-cli doctor --json >"$work/out.json" 2>"$work/err.txt" || rc=$?
    snapshot >"$work/after"
    diff -u "$work/before" "$work/after" >&2 || kw_fail "$what: doctor changed a file"
    [ "$rc" = "$want" ] || kw_fail "$what: exit $rc, not $want: $(cat "$work/err.txt" "$work/out.json")"
    python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for f in d["findings"]:
    assert f["description"].endswith(".") and f["action"].endswith("."), f
print("\n".join(sorted(f["id"] + ":" + f["severity"] for f in d["findings"])))
' "$work/out.json"
}

# expect WANT-RC WHAT FINDING... — exactly these findings (none when no FINDING is given).
expect() {
    local want=$1 what=$2 got wanted
    shift 2
    got=$(doctor_ids "$want" "$what")
    wanted=$(printf '%s\n' "$@" | sed '/^$/d' | sort)
    kw_assert_eq "$wanted" "$got" "$what: the findings"
    echo "ok - $what: ${*:-no finding}"
}

# scdaemon runs with the card, as after any card command: doctor asks it, never starts it.
gpg --batch --card-status >/dev/null || kw_fail "gpg does not see the sandbox's card"

# (a) The clean sandbox: scdaemon through pcscd, the test pinentry, SSH through gpg-agent. The
# one thing to say is real: Debian registers OpenSC's PKCS#11 module with p11-kit for every
# program, and the sandbox's opensc.conf (the system's) does not keep it from the card.
expect 0 "clean sandbox" opensc-takes-openpgp-cards:warning
kw_assert_contains "$(cat "$work/out.json")" "\"$reader\"" "the OpenSC finding names the reader"
text=$(keyward-cli doctor) || kw_fail "doctor (text) failed on the clean sandbox"
kw_assert_contains "$text" "Warning [opensc-takes-openpgp-cards]: OpenSC's PKCS#11 module"
kw_assert_contains "$text" "What to do: Add ignored_readers = \"$reader\";"
kw_assert_contains "$text" "Problems: 0, warnings: 1, notes: 0."

# OpenSC told to leave the card's reader alone: nothing to say.
{ grep -v '^\s*#' /etc/opensc/opensc.conf 2>/dev/null || true
  printf 'app default {\n\tignored_readers = "%s";\n}\n' "$reader"; } >"$work/opensc.conf"
export OPENSC_CONF=$work/opensc.conf
expect 0 "OpenSC kept away from the card"

# (b) One misconfiguration at a time.
cp "$GNUPGHOME/scdaemon.conf" "$work/scdaemon.conf.orig"
sed -i '/^disable-ccid/d' "$GNUPGHOME/scdaemon.conf"
expect 0 "scdaemon.conf without disable-ccid" scdaemon-ccid-conflict:warning
kw_assert_contains "$(cat "$work/out.json")" '"file": "'"$GNUPGHOME/scdaemon.conf"'"'
cp "$work/scdaemon.conf.orig" "$GNUPGHOME/scdaemon.conf"

cp "$GNUPGHOME/gpg-agent.conf" "$work/gpg-agent.conf.orig"
sed -i "s|^pinentry-program .*|pinentry-program $work/no-such-pinentry|" "$GNUPGHOME/gpg-agent.conf"
expect 1 "pinentry-program names a missing file" pinentry-missing:problem
kw_assert_contains "$(cat "$work/out.json")" "\"program\": \"$work/no-such-pinentry\""
cp "$work/gpg-agent.conf.orig" "$GNUPGHOME/gpg-agent.conf"

SSH_AUTH_SOCK=$work/other-agent.sock expect 0 "SSH_AUTH_SOCK elsewhere" \
    ssh-auth-sock-elsewhere:warning
sed -i '/^enable-ssh-support/d' "$GNUPGHOME/gpg-agent.conf"
expect 0 "SSH support off" ssh-support-off:info
cp "$work/gpg-agent.conf.orig" "$GNUPGHOME/gpg-agent.conf"

# A marker a Keyward process left beside scdaemon.conf when it ended while scdaemon was
# switched to one reader: doctor reports it and leaves it (the next card command restores).
sleep 0 & gone=$!
wait "$gone"
{ printf 'keyward-scdaemon-conf 1\n%s\npresent\n' "$gone"; cat "$GNUPGHOME/scdaemon.conf"; } \
    >"$GNUPGHOME/scdaemon.conf.keyward-saved"
expect 0 "a reader switch left by an ended Keyward" keyward-reader-switch-left:warning
kw_assert_contains "$(cat "$work/out.json")" "\"pid\": $gone"
rm "$GNUPGHOME/scdaemon.conf.keyward-saved"

# Keys on the card that expire in 10 days: each card key says so.
expiry=$(date -u -d '+10 days' +%Y-%m-%d)
printf '%s\n' user=$U admin=$A | timeout 120 keyward-cli card generate --name "Doctor Tester" \
    --email doctor@example.org --expire "$expiry" --loopback --yes >/dev/null 2>&1 ||
    kw_fail "generating keys on the card"
nkeys=$(gpg --with-colons --list-secret-keys doctor@example.org | awk -F: '$1 == "sec" || $1 == "ssb"' | wc -l)
[ "$nkeys" -ge 1 ] || kw_fail "no card keys after generation"
expiring=()
for _ in $(seq "$nkeys"); do expiring+=(card-key-expiring:warning); done
expect 0 "card keys expiring in 10 days" "${expiring[@]}"
kw_assert_contains "$(cat "$work/out.json")" "Renew it before $expiry"
# card status says it too: each key's expiry under its certificate, and the warning.
status=$(keyward-cli card status) || kw_fail "card status: $status"
kw_assert_contains "$status" "expires on $expiry" "card status, the key's line"
kw_assert_contains "$status" "The card's signature key expires on $expiry, in " "card status"
status=$(keyward-cli --json card status) || kw_fail "card status --json: $status"
kw_assert_contains "$status" "\"sig\": \"${expiry}T" "card status --json, expires"
kw_assert_contains "$status" '"expired": [' "card status --json"
printf '%s\n' "$status" >"$work/status.json"
"${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}" \
    "$KEYWARD_SOURCE_DIR/docs/cli/card-status.schema.json" "$work/status.json" ||
    kw_fail "card status --json with certificates does not match card-status.schema.json"

# The card taken out: its keys' stubs point at a card that is not present.
serial=$(gpg --batch --card-status --with-colons | awk -F: '$1 == "serial" { print $2 }')
kw_card_ctl 0 remove >/dev/null
kw_wait_card 0 absent
expect 0 "a stub for a card that is not present" "${expiring[@]}" stale-card-stub:info
kw_assert_contains "$(cat "$work/out.json")" "\"cardSerial\": \"$serial\""
echo "PASS doctor: clean sandbox, each misconfiguration alone, nothing changed"
