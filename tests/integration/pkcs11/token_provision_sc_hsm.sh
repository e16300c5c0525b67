#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `keyward-cli token provision` with "initialize.scHsm" on the virtual SmartCard-HSM (profile
# nitrokey-hsm): the profile names two DKEK shares made by sc-hsm-tool (the known-answer vectors a
# and b of tests/data/sc-hsm-tool); the run
# initialises the device for two shares, imports both, reports the DKEK read back (0 shares
# outstanding, the key check value sc-hsm-tool shows for the device and recorded for a and b) and
# then generates the
# profile's key. Refused before anything reaches the device, its state file byte for byte the
# same: a wrong share password, a missing share file, a password file others may read, and a
# profile that selects a token that is not a SmartCard-HSM.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
cli=${KEYWARD_TOKEN_CLI:?}
check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
module=$(vc_opensc_module)
state=$KEYWARD_SANDBOX/card0/state
dir=$KEYWARD_SANDBOX/token-provision-sc-hsm
mkdir -p "$dir"
cd "$dir"
umask 077
printf '3537363231383830\n' >so.pin
printf '648219\n' >user.pin
printf '%s\n' "$(kw_dkek_vector_password a)" >a.pwd
printf '%s\n' "$(kw_dkek_vector_password b)" >b.pwd
printf 'not the password\n' >wrong.pwd

json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
kcv() { sed -n 's/^DKEK key check value *: *//p' | tr -dc '0-9A-Fa-f' | tr a-f A-F; }
# run NAME PROFILE [ARGS...] — token provision; output in NAME.out/NAME.err, exit code in rc.
run() {
    local name=$1
    shift
    rc=0
    "$cli" token provision "$@" >"$name.out" 2>"$name.err" </dev/null || rc=$?
    cat "$name.out" "$name.err" >>"$VC_LOG"
}
expect_rc() { [ "$rc" = "$2" ] || { cat "$1.out" "$1.err" >&2; kw_fail "$1: exit $rc, expected $2"; }; }
expect_err() { grep -qF -- "$2" "$1.err" || { cat "$1.err" >&2; kw_fail "$1: stderr lacks \"$2\""; }; }
unchanged() { [ "$(sha256sum <"$state")" = "$1" ] || kw_fail "$2: the device's state changed"; }
# profile FILE SELECT SHARE-A-PASSWORD SHARE-B-FILE — a profile for two shares.
profile() {
    cat >"$1" <<JSON
{ "select": $2,
  "initialize": { "scHsm": { "dkekShares": [
      { "file": "a.pbe", "passwordFile": "$3" },
      { "file": "$4", "passwordFile": "b.pwd" } ] } },
  "pins": { "so": { "file": "so.pin" }, "user": { "file": "user.pin" } },
  "keys": [ { "label": "after-dkek", "id": "0a", "type": "ec-p256" } ],
  "report": "out/%serial%.json" }
JSON
}

echo "== two share files, made by sc-hsm-tool"
kw_dkek_vector a a.pbe
kw_dkek_vector b b.pbe
"$cli" token list --json >list.out 2>>"$VC_LOG" || kw_fail "token list"
serial=$(json '[t["serial"] for m in d["modules"] for t in m["slots"] if t.get("manufacturer", "").strip() == "www.CardContact.de"][0]' <list.out)
[ -n "$serial" ] || kw_fail "no SmartCard-HSM in token list"
hsm='{ "module": "opensc-pkcs11", "serials": ["'$serial'"] }'

echo "== refusals before the device is touched"
before=$(sha256sum <"$state")
profile wrongpw.json "$hsm" wrong.pwd b.pbe
run wrongpw wrongpw.json --yes
expect_rc wrongpw 1
expect_err wrongpw "the password in $dir/wrong.pwd does not open the DKEK share $dir/a.pbe"
profile missing.json "$hsm" a.pwd nothere.pbe
run missing missing.json --yes
expect_rc missing 1
expect_err missing "nothere.pbe"
cp a.pwd open.pwd
chmod 644 open.pwd
profile open.json "$hsm" open.pwd b.pbe
run open open.json --yes
expect_rc open 1
expect_err open "a password file that a profile names must be a regular file of this user"
profile softhsm.json '{ "module": "softhsm2", "label": "keyward-test" }' a.pwd b.pbe
run softhsm softhsm.json --yes
expect_rc softhsm 1
expect_err softhsm "is not one; nothing was done"
unchanged "$before" "refused profiles"
[ ! -e out ] || kw_fail "a refused run wrote a report"
kw_assert_contains "$(sc-hsm-tool 2>&1)" "has never been initialized" "the device after the refusals"

echo "== the profile initialises the device, imports both shares, then makes the key"
profile hsm.json "$hsm" a.pwd b.pbe
run prov hsm.json --yes --json
expect_rc prov 0
report=out/$serial.json
[ -f "$report" ] || kw_fail "no report $report"
kw_assert_eq True "$(json 'd["ok"]' <"$report")" "report ok"
kw_assert_eq 2 "$(json 'd["scHsm"]["dkek"]["shares"]' <"$report")" "DKEK shares in the report"
kw_assert_eq 0 "$(json 'd["scHsm"]["dkek"]["outstanding"]' <"$report")" "outstanding shares in the report"
steps=$(json '" | ".join(s["step"] for s in d["steps"])' <"$report")
kw_assert_eq "initialize | import-dkek-share 1 | import-dkek-share 2 | dkek-status | keygen after-dkek (EC prime256v1)" \
    "$steps" "the report's steps"
tool=$(sc-hsm-tool 2>>"$VC_LOG" | tee -a "$VC_LOG")
toolkcv=$(kcv <<<"$tool")
[[ $toolkcv =~ ^[0-9A-F]{16}$ ]] || kw_fail "sc-hsm-tool shows no key check value: $tool"
kw_assert_eq "$toolkcv" "$(json 'd["scHsm"]["dkek"]["kcv"]' <"$report")" "KCV: report against sc-hsm-tool"
kw_assert_eq "$(kw_dkek_vector_kcv ab)" "$toolkcv" "KCV: sc-hsm-tool now against its record for a and b"
kw_assert_contains "$(json '[s for s in d["steps"] if s["step"] == "dkek-status"][0]["text"]' <"$report")" \
    "The DKEK of 2 shares is complete; its key check value is $toolkcv." "the DKEK sentence"
kw_assert_eq "$serial" "$(json 'd["serial"]' <"$report")" "the token found again by serial"
keys=$(pkcs11-tool --module "$module" --login --pin 648219 -O --type privkey 2>>"$VC_LOG")
kw_assert_contains "$keys" "after-dkek" "the key generated after the DKEK"
"$check" "$KEYWARD_SOURCE_DIR/docs/cli/token-provision-profile.schema.json" hsm.json ||
    kw_fail "hsm.json is not valid against the schema"
grep -q "648219\|share password" ./*.out ./*.err "$report" && kw_fail "a PIN or password was printed"
echo "PASS token-provision-sc-hsm"
