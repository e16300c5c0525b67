#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `keyward-cli token dkek` against the virtual SmartCard-HSM (profile nitrokey-hsm), judged by
# OpenSC's sc-hsm-tool, pkcs11-tool and openssl. A share made by Keyward is imported by
# sc-hsm-tool and one sc-hsm-tool made once (tests/data/sc-hsm-tool, vector a) by Keyward, each
# with the key check value the other tool printed. A key made by pkcs11-tool is wrapped by
# Keyward and by sc-hsm-tool; after the device is initialised again with the same share, each
# tool unwraps the other's file and the restored key signs what openssl verifies against the
# public key read before. Refused with a sentence, the virtual card's state file byte for byte
# the same: a wrong share password, a share of another DKEK (--expect-kcv), a blob of another
# DKEK, a truncated blob, an import without --yes and without a terminal.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
cli=${KEYWARD_TOKEN_CLI:?}
check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
schemas=$KEYWARD_SOURCE_DIR/docs/cli
module=$(vc_opensc_module)
export KW_SO_PIN=3537363231383830 KW_PIN=648219
KW_PASSWORD=$(kw_dkek_vector_password a)
export KW_PASSWORD
reader=$(kw_reader 0)
state=$KEYWARD_SANDBOX/card0/state
dir=$KEYWARD_SANDBOX/token-dkek
mkdir -p "$dir"
cd "$dir"
printf '%s\n' "$KW_SO_PIN" >so.pin
printf '%s\n' "$KW_PIN" >user.pin
export KW_KWPASS="Keyward's share password"
kwpass=$KW_KWPASS

p11() { pkcs11-tool --module "$module" "$@" 2>>"$VC_LOG"; }
hsm() { sc-hsm-tool "$@" 2>&1 | tee -a "$VC_LOG"; }
kcv() { sed -n 's/^DKEK key check value *: *//p' <<<"$1" | tr -dc '0-9A-Fa-f' | tr a-f A-F; }
json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
# dkek NAME ARGS... — runs keyward-cli token dkek with the share password on fd 3 and the user
# PIN from user.pin; output in NAME.out/NAME.err, exit code in rc.
dkek() {
    local name=$1
    shift
    rc=0
    "$cli" token dkek "$@" --password-fd 3 --pin-file user.pin >"$name.out" 2>"$name.err" \
        3<<<"${PASS:-$kwpass}" </dev/null || rc=$?
    cat "$name.out" "$name.err" >>"$VC_LOG"
}
expect_rc() { [ "$rc" = "$2" ] || { cat "$1.out" "$1.err" >&2; kw_fail "$1: exit $rc, expected $2"; }; }
expect_err() { grep -qF -- "$2" "$1.err" || { cat "$1.err" >&2; kw_fail "$1: stderr lacks \"$2\""; }; }
unchanged() { [ "$(sha256sum <"$state")" = "$1" ] || kw_fail "$2: the device's state changed"; }
initialize() {
    "$cli" token init-sc-hsm --reader "$reader" --so-pin-file so.pin --new-pin-file user.pin \
        --dkek-shares 1 --yes >>"$VC_LOG" 2>&1 </dev/null || kw_fail "token init-sc-hsm"
}
# tool_import FILE PASSWORD-VARIABLE — sc-hsm-tool imports a share; prints the KCV it shows.
tool_import() {
    local out
    out=$(hsm --import-dkek-share "$1" --password "env:$2") || kw_fail "sc-hsm-tool import: $out"
    kcv "$out"
}
keyref() { pkcs15-tool -D 2>>"$VC_LOG" | sed -n 's/^[[:space:]]*Key ref[[:space:]]*: *\([0-9]*\).*/\1/p' | head -n1; }
sign_and_verify() {
    echo "restored from a DKEK blob by $1 $RANDOM" >data
    rm -f sig
    p11 --sign -m ECDSA-SHA256 --id "$id" --login --pin env:KW_PIN -i data -o sig \
        --signature-format openssl >>"$VC_LOG" || kw_fail "$1: pkcs11-tool --sign with the restored key"
    openssl dgst -sha256 -verify ec.der -keyform DER -signature sig data >>"$VC_LOG" 2>&1 ||
        kw_fail "$1: the restored key's signature does not verify"
}

echo "== share files: Keyward's and sc-hsm-tool's"
dkek create-k --json create-share k.pbe
expect_rc create-k 0
[ "$(stat -c '%s %a' k.pbe)" = "64 600" ] || kw_fail "k.pbe: $(stat -c '%s %a' k.pbe)"
[ "$(head -c 8 k.pbe)" = "Salted__" ] || kw_fail "k.pbe does not start with Salted__"
kcvK=$(json "['kcv']" <create-k.out)
[[ $kcvK =~ ^[0-9A-F]{16}$ ]] || kw_fail "create-share: kcv '$kcvK'"
cp k.pbe k.copy
dkek again create-share k.pbe
expect_rc again 1
expect_err again "never written over"
cmp -s k.pbe k.copy || kw_fail "create-share wrote over an existing file"
PASS=short dkek short create-share short.pbe
expect_rc short 1
[ ! -e short.pbe ] || kw_fail "a share with a 5-character password was written"
# sc-hsm-tool's share, with the key check value it printed when it imported it.
kw_dkek_vector a h.pbe
kcvH=$(kw_dkek_vector_kcv a)
[ "$kcvH" != "$kcvK" ] || kw_fail "two shares with the same KCV"

echo "== readers it must not use"
dkek gone status --reader "No Such Reader 00 00"
expect_rc gone 1
expect_err gone 'There is no reader named "No Such Reader 00 00".'
dkek empty status --reader "Keyward Virtual Reader 00 01"
expect_rc empty 1
expect_err empty "There is no card in \"Keyward Virtual Reader 00 01\"."

echo "== refusals before a share is imported"
initialize
dkek st0 --json status --reader "$reader"
expect_rc st0 0
kw_assert_eq 1 "$(json "['outstanding']" <st0.out)" "outstanding shares after init"
before=$(sha256sum <"$state")
PASS="wrong password" dkek wrongpw import-share k.pbe --reader "$reader" --yes
expect_rc wrongpw 1
expect_err wrongpw "The password does not open the DKEK share"
dkek noyes import-share k.pbe --reader "$reader"
expect_rc noyes 3
expect_err noyes "not a terminal"
PASS=$KW_PASSWORD dkek otherdkek import-share h.pbe --reader "$reader" --expect-kcv "$kcvK" --yes
expect_rc otherdkek 1
expect_err otherdkek "The share belongs to another DKEK"
unchanged "$before" "refused imports"
dkek st1 --json status --reader "$reader"
kw_assert_eq 1 "$(json "['outstanding']" <st1.out)" "outstanding shares after the refusals"

echo "== Keyward imports its share; a key is made and wrapped by both tools"
dkek imp --json import-share k.pbe --reader "$reader" --expect-kcv "$kcvK" --yes
expect_rc imp 0
kw_assert_eq 0 "$(json "['outstanding']" <imp.out)" "outstanding after the import"
kw_assert_eq "$kcvK" "$(json "['kcv']" <imp.out)" "KCV read back after the import"
kw_assert_eq "$kcvK" "$(kcv "$(hsm)")" "KCV sc-hsm-tool reads"
out=$(p11 --keypairgen --key-type EC:prime256v1 --label wrapped --login --pin env:KW_PIN) ||
    kw_fail "EC P-256 key generation"
id=$(sed -n 's/^ *ID: *//p' <<<"$out" | head -n1)
p11 --read-object --type pubkey --id "$id" -o ec.der >>"$VC_LOG" || kw_fail "read the public key"
ref=$(keyref)
[ -n "$ref" ] && [ "$ref" != 0 ] || kw_fail "no key reference"
dkek wrap --json wrap --key-ref "$ref" --out kw.bin --reader "$reader"
expect_rc wrap 0
kw_assert_eq "$kcvK" "$(json "['kcv']" <wrap.out)" "KCV of Keyward's blob"
out=$(hsm --wrap-key tool.bin --key-reference "$ref" --pin env:KW_PIN) || kw_fail "sc-hsm-tool --wrap-key: $out"
kw_assert_eq "$(stat -c %s tool.bin)" "$(stat -c %s kw.bin)" "sizes of the two wrapped-key files"
# Same blob layout; the PRKD after the blob is the same bytes.
n=$(openssl asn1parse -inform DER -in kw.bin | sed -n '2s/^ *\([0-9]*\):.*hl= *\([0-9]*\) l= *\([0-9]*\).*/\1 \2 \3/p')
read -r off hl len <<<"$n"
cmp -s <(tail -c +$((off + hl + len + 1)) kw.bin) <(tail -c +$((off + hl + len + 1)) tool.bin) ||
    kw_fail "the key description in Keyward's file differs from sc-hsm-tool's"
dkek exists wrap --key-ref "$ref" --out kw.bin --reader "$reader"
expect_rc exists 1

echo "== another DKEK: sc-hsm-tool's share through Keyward; the blob refused, nothing changed"
initialize
PASS=$KW_PASSWORD dkek imph --json import-share h.pbe --reader "$reader" --yes
expect_rc imph 0
kw_assert_eq "$kcvH" "$(json "['kcv']" <imph.out)" "KCV of sc-hsm-tool's share imported by Keyward"
kw_assert_eq "$kcvH" "$(kcv "$(hsm)")" "KCV sc-hsm-tool reads after Keyward imported its share"
before=$(sha256sum <"$state")
dkek foreign --json unwrap kw.bin --key-ref "$ref" --reader "$reader"
expect_rc foreign 1
expect_err foreign "wrapped under another DKEK"
head -c 100 kw.bin >cut.bin
dkek cut unwrap cut.bin --key-ref "$ref" --reader "$reader"
expect_rc cut 1
expect_err cut "truncated"
unchanged "$before" "refused unwraps"
case $(p11 --login --pin env:KW_PIN -O --type privkey) in *"Private Key Object"*) kw_fail "a key appeared" ;; esac

echo "== the same DKEK again: Keyward unwraps sc-hsm-tool's file, sc-hsm-tool Keyward's"
initialize
kw_assert_eq "$kcvK" "$(tool_import k.pbe KW_KWPASS)" "KCV of Keyward's share imported by sc-hsm-tool"
dkek unwrap --json unwrap tool.bin --key-ref "$ref" --reader "$reader"
expect_rc unwrap 0
kw_assert_contains "$(p11 --login --pin env:KW_PIN -O --type privkey)" "label:      wrapped" "restored key"
sign_and_verify Keyward
dkek twice unwrap kw.bin --key-ref "$ref" --reader "$reader"
expect_rc twice 1
# sc-hsm-tool judged Keyward's share above; here the device only needs that DKEK again.
initialize
dkek impk --json import-share k.pbe --reader "$reader" --expect-kcv "$kcvK" --yes
expect_rc impk 0
kw_assert_eq "$kcvK" "$(kcv "$(hsm)")" "KCV sc-hsm-tool reads before it unwraps Keyward's file"
out=$(hsm --unwrap-key kw.bin --key-reference "$ref" --pin env:KW_PIN) || kw_fail "sc-hsm-tool --unwrap-key kw.bin: $out"
kw_assert_contains "$out" "Key successfully imported" "sc-hsm-tool --unwrap-key of Keyward's file"
sign_and_verify sc-hsm-tool
for name in create-k st0 imp wrap imph unwrap impk; do
    "$check" "$schemas/token-dkek.schema.json" "$name.out" || kw_fail "$name.out: $(cat "$name.out")"
done
"$check" "$schemas/error.schema.json" foreign.out || kw_fail "foreign.out: $(cat foreign.out)"
grep -q "$KW_PIN\|$kwpass" ./*.out ./*.err && kw_fail "a PIN or password was printed"
echo "PASS token-dkek"
