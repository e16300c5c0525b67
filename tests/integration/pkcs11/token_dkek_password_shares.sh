#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `keyward-cli token dkek` with a split share password (sc-hsm-tool's --pwd-shares-threshold /
# --pwd-shares-total) against the virtual SmartCard-HSM, judged by OpenSC's sc-hsm-tool: a
# 2-of-3 share file made by Keyward is imported by sc-hsm-tool from two of Keyward's password
# shares typed on its standard input, and a 2-of-3 file sc-hsm-tool made once (tests/data/
# sc-hsm-tool, vector split) is imported by Keyward from two of the shares sc-hsm-tool printed
# (one from a file, one from a descriptor), each with the key check value the other tool printed.
# Refused with a sentence, the virtual card's state byte for byte the same: one share, shares of
# two splits, a share with the wrong ID, the shares of another share file. Last, Keyward's file
# from two shares typed on a terminal (a pty, pty_answer.py) without echo.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
cli=${KEYWARD_TOKEN_CLI:?}
check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
schemas=$KEYWARD_SOURCE_DIR/docs/cli
export KW_SO_PIN=3537363231383830 KW_PIN=648219
reader=$(kw_reader 0)
state=$KEYWARD_SANDBOX/card0/state
dir=$KEYWARD_SANDBOX/token-dkek-password-shares
mkdir -p "$dir"
cd "$dir"
umask 022
printf '%s\n' "$KW_SO_PIN" >so.pin
printf '%s\n' "$KW_PIN" >user.pin

# sc-hsm-tool clears the screen between shares with system("clear"); without TERM that only
# complains on stderr.
hsm() { env -u TERM sc-hsm-tool "$@" 2>>"$VC_LOG" | tee -a "$VC_LOG"; }
kcv() { sed -n 's/^DKEK key check value *: *//p' <<<"$1" | tr -dc '0-9A-Fa-f' | tr a-f A-F; }
json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
field() { sed -n "s/^$1 *: *//p" "$2" | head -n1; }
# dkek NAME ARGS... — keyward-cli token dkek without a terminal; NAME.out, NAME.err, rc.
dkek() {
    local name=$1
    shift
    rc=0
    "$cli" token dkek "$@" >"$name.out" 2>"$name.err" </dev/null || rc=$?
    cat "$name.out" "$name.err" >>"$VC_LOG"
}
expect_rc() { [ "$rc" = "$2" ] || { cat "$1.out" "$1.err" >&2; kw_fail "$1: exit $rc, expected $2"; }; }
expect_err() { grep -qF -- "$2" "$1.err" || { cat "$1.err" >&2; kw_fail "$1: stderr lacks \"$2\""; }; }
unchanged() { [ "$(sha256sum <"$state")" = "$1" ] || kw_fail "$2: the device's state changed"; }
initialize() {
    "$cli" token init-sc-hsm --reader "$reader" --so-pin-file so.pin --new-pin-file user.pin \
        --dkek-shares 1 --yes >>"$VC_LOG" 2>&1 </dev/null || kw_fail "token init-sc-hsm"
}
# typed SHARE-FILE... — what a custodian types into sc-hsm-tool --import-dkek-share
# --pwd-shares-total N: the prime, then <enter>, the share ID and the share value for each.
typed() {
    field Prime "$1"
    for f in "$@"; do
        printf '\n%s\n%s\n' "$(field 'Share ID' "$f")" "$(field 'Share value' "$f")"
    done
}

echo "== Keyward makes a 2-of-3 share file"
dkek create --json create-share kw.pbe --threshold 2 --shares 3 \
    --password-share-file s1 --password-share-file s2 --password-share-file s3
expect_rc create 0
for f in kw.pbe s1 s2 s3; do
    [ "$(stat -c %a "$f")" = 600 ] || kw_fail "$f: mode $(stat -c %a "$f")"
done
[ "$(stat -c %s kw.pbe)" = 64 ] || kw_fail "kw.pbe: $(stat -c %s kw.pbe) bytes"
kcvK=$(json "['kcv']" <create.out)
kw_assert_eq 2 "$(json "['threshold']" <create.out)" "threshold in the JSON"
"$check" "$schemas/token-dkek.schema.json" create.out || kw_fail "create.out: $(cat create.out)"
for f in s1 s2 s3; do
    [[ $(field Prime "$f") =~ ^([0-9a-f]{2}:){7}[0-9a-f]{2}$ ]] || kw_fail "$f: prime $(field Prime "$f")"
done
kw_assert_eq "$(field Prime s1)" "$(field Prime s3)" "the prime of shares 1 and 3"
dkek few create-share few.pbe --threshold 2 --shares 3 --password-share-file f1 --password-share-file f2
expect_rc few 2
dkek over create-share kw.pbe --threshold 2 --shares 3 --password-share-file n1 \
    --password-share-file n2 --password-share-file n3
expect_rc over 1
expect_err over "never written over"
[ ! -e few.pbe ] && [ ! -e f1 ] && [ ! -e n1 ] || kw_fail "a refused create-share left files"

echo "== sc-hsm-tool imports Keyward's file from shares 1 and 3"
initialize
out=$(typed s1 s3 | hsm --import-dkek-share kw.pbe --pwd-shares-total 2) ||
    kw_fail "sc-hsm-tool --import-dkek-share with password shares: $out"
kw_assert_eq "$kcvK" "$(kcv "$out")" "KCV after sc-hsm-tool imported Keyward's 2-of-3 file"

echo "== sc-hsm-tool's 2-of-3 share file, its password shares and the KCV it printed"
kw_dkek_vector split h.pbe
for i in 1 2 3; do
    kw_dkek_vector_password_share "$i" "h$i"
done
kcvH=$(kw_dkek_vector_kcv split)
[[ $kcvH =~ ^[0-9A-F]{16}$ ]] || kw_fail "vector split: key check value '$kcvH'"
[ "$kcvH" != "$kcvK" ] || kw_fail "two share files with the same KCV"

echo "== refusals: nothing sent to the device"
initialize
before=$(sha256sum <"$state")
dkek one import-share h.pbe --reader "$reader" --password-share-file h1 --yes
expect_rc one 1
expect_err one "at least two password shares"
dkek mixed import-share h.pbe --reader "$reader" --password-share-file h1 --password-share-file s2 --yes
expect_rc mixed 1
expect_err mixed "different primes"
sed 's/^Share ID    : 2$/Share ID    : 3/' h2 >wrongid && chmod 600 wrongid
dkek wrongid import-share h.pbe --reader "$reader" --password-share-file h1 --password-share-file wrongid --yes
expect_rc wrongid 1
expect_err wrongid "The password shares do not open the DKEK share"
dkek otherfile --json import-share h.pbe --reader "$reader" --password-share-file s1 --password-share-file s2 --yes
expect_rc otherfile 1
expect_err otherfile "Nothing was sent to the device."
"$check" "$schemas/error.schema.json" otherfile.out || kw_fail "otherfile.out: $(cat otherfile.out)"
dkek both import-share h.pbe --reader "$reader" --password-share-file h1 --password-fd 0 --yes
expect_rc both 2
unchanged "$before" "refused imports"

echo "== Keyward imports sc-hsm-tool's file from shares 3 (a descriptor) and 2 (a file)"
rc=0
"$cli" token dkek --json import-share h.pbe --reader "$reader" --password-share-fd 4 \
    --password-share-file h2 --yes 4<h3 >imp.out 2>imp.err </dev/null || rc=$?
cat imp.out imp.err >>"$VC_LOG"
expect_rc imp 0
kw_assert_eq 0 "$(json "['outstanding']" <imp.out)" "outstanding after the import"
kw_assert_eq "$kcvH" "$(json "['kcv']" <imp.out)" "KCV of sc-hsm-tool's 2-of-3 file imported by Keyward"
kw_assert_eq "$kcvH" "$(kcv "$(hsm)")" "KCV sc-hsm-tool reads back"
"$check" "$schemas/token-dkek.schema.json" imp.out || kw_fail "imp.out: $(cat imp.out)"
echo "== Keyward imports its own file from shares 3 and 1 typed on a terminal (echo off)"
initialize
rc=0
python3 "$KEYWARD_SOURCE_DIR/tests/integration/pkcs11/pty_answer.py" \
    "Prime of the password shares" "$(field Prime s3)" \
    "Share ID of password share 1 of 2: " "$(field 'Share ID' s3)" \
    "Share value of password share 1 of 2: " "$(field 'Share value' s3)" \
    "Share ID of password share 2 of 2: " "$(field 'Share ID' s1)" \
    "Share value of password share 2 of 2: " "$(field 'Share value' s1)" \
    -- "$cli" token dkek import-share kw.pbe --reader "$reader" --shares 2 --yes \
    >tty.out 2>tty.err </dev/null || rc=$?
cat tty.out tty.err >>"$VC_LOG"
expect_rc tty 0
kw_assert_contains "$(tr -d '\r' <tty.out)" "key check value is $kcvK" "Keyward's import from typed shares"
kw_assert_eq "$kcvK" "$(kcv "$(hsm)")" "KCV sc-hsm-tool reads after the typed import"
for f in s1 s2 s3 h1 h2 h3; do
    v=$(field 'Share value' "$f")
    grep -qF -- "$v" ./*.out ./*.err && kw_fail "a share value was printed"
done
echo "PASS token-dkek-password-shares"
