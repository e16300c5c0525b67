#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Batch provisioning from a profile: two tokens get keys, CSRs and
# certificates, each with a JSON report named after its serial; then a
# profile initialises SoftHSM's blank token. Outputs are checked by openssl.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${SOFTHSM2_CONF:?run inside scripts/sandbox}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
kw() { timeout 180 "$cli" token "$@"; }

printf '12345678\n' > so.pin
printf '123456\n' > user.pin
chmod 600 ./*.pin # a profile's PIN files are the user's alone
for l in batch-a batch-b; do
    softhsm2-util --init-token --free --label "$l" --so-pin 12345678 --pin 123456 > /dev/null
done

cat > web.json <<'JSON'
{
  "select": { "module": "softhsm2", "label": "batch-*" },
  "pins": { "user": { "file": "user.pin" } },
  "keys": [
    { "label": "tls", "id": "01", "type": "ec-p256",
      "csr": { "subject": "/CN=%label%.example.org/O=Keyward Batch",
               "san": ["DNS:%label%.example.org"],
               "keyUsage": ["digitalSignature"], "extendedKeyUsage": ["serverAuth"],
               "out": "out/%serial%-tls.csr" },
      "selfSigned": { "days": 30, "store": true, "out": "out/%serial%-tls.crt" } },
    { "label": "sign", "id": "02", "type": "rsa2048",
      "csr": { "subject": "/CN=%label% signer", "keyUsage": ["digitalSignature", "nonRepudiation"],
               "out": "out/%serial%-sign.csr" } }
  ],
  "report": "out/%serial%.json"
}
JSON
# Two tokens match: listed, and refused without agreement (exit 3, nothing written).
rc=0
kw provision web.json < /dev/null > refused.out 2> refused.err || rc=$?
[ "$rc" = 3 ] || { cat refused.out refused.err; fail "two tokens provisioned without --yes (exit $rc)"; }
grep -q "batch-a" refused.err && grep -q "batch-b" refused.err || fail "the tokens were not listed"
[ ! -e out ] || fail "a refused run wrote files"
kw provision web.json --yes
reports=(out/*.json)
[ "${#reports[@]}" = 2 ] || fail "expected 2 reports, got ${#reports[@]}"
for r in "${reports[@]}"; do
    serial=$(basename "$r" .json)
    grep -q '"ok": true' "$r" || fail "report $r not ok"
    grep -q "\"serial\": \"$serial\"" "$r" || fail "report $r names another serial"
    openssl req -in "out/$serial-tls.csr" -noout -verify
    openssl req -in "out/$serial-sign.csr" -noout -verify
    openssl verify -CAfile "out/$serial-tls.crt" "out/$serial-tls.crt"
    openssl req -in "out/$serial-tls.csr" -noout -subject | grep >/dev/null "batch-..example.org" \
        || fail "subject template not filled"
    kw objects --serial "$serial" --json | grep >/dev/null '"label": "tls"' || fail "no tls certificate on $serial"
done

# A PIN file others may read is refused with the rule, before any token is touched.
chmod 640 user.pin
rc=0
kw provision web.json --yes > open-pin.out 2> open-pin.err || rc=$?
chmod 600 user.pin
[ "$rc" = 1 ] || { cat open-pin.out open-pin.err; fail "a group-readable PIN file was read (exit $rc)"; }
grep -q "other users may read or write it (mode 0640)" open-pin.err \
    || fail "PIN file rule: $(cat open-pin.err)"
grep -q "mode 0600 or 0400" open-pin.err || fail "PIN file rule: $(cat open-pin.err)"

# A profile with a wrong field is refused before any token is touched: the
# error names the field, no token is listed, nothing is written, and the
# tokens hold the same objects as before.
for r in "${reports[@]}"; do
    kw objects --serial "$(basename "$r" .json)" --pin-file user.pin --json > "$r.before"
done
sed 's/"keyUsage": \["digitalSignature"\], "extendedKeyUsage"/"keyUsage": ["digitalSignature"], "dayz": 3, "extendedKeyUsage"/; s#out/#wrong/#g' \
    web.json > wrong.json
grep -q dayz wrong.json || fail "the wrong profile was not made"
rc=0
kw provision wrong.json --yes > wrong.out 2> wrong.err || rc=$?
[ "$rc" != 0 ] || fail "a profile with a wrong field was accepted"
grep -q '"dayz"' wrong.err && grep -q 'keys\[0\].csr' wrong.err ||
    { cat wrong.err; fail "the error does not name the wrong field"; }
grep -q "batch-a" wrong.out wrong.err && fail "tokens were listed for a refused profile"
[ ! -e wrong ] || fail "a refused profile wrote files"
for r in "${reports[@]}"; do
    kw objects --serial "$(basename "$r" .json)" --pin-file user.pin --json > "$r.after"
    cmp -s "$r.before" "$r.after" || fail "a refused profile changed token $(basename "$r" .json)"
done
kw provision --example > example.json
grep -q '"select"' example.json || fail "no example profile"
rc=0
kw provision --yes > /dev/null 2> none.err || rc=$?
[ "$rc" = 2 ] && grep -q "profile file" none.err || fail "no profile: exit $rc, $(cat none.err)"

# The blank token: initialised by the profile, refused without --yes.
cat > blank.json <<'JSON'
{
  "select": { "module": "softhsm2", "blank": true },
  "initialize": { "label": "fresh-%n%" },
  "pins": { "so": { "file": "so.pin" }, "user": { "file": "user.pin" } },
  "keys": [ { "label": "k", "type": "ec-p384",
              "csr": { "subject": "/CN=fresh", "out": "fresh.csr" } } ],
  "report": "fresh-report.json"
}
JSON
kw provision blank.json > /dev/null 2>&1 && fail "initialising profile ran without --yes"
kw provision blank.json --yes --json > fresh-run.json
grep -q '"ok": true' fresh-report.json || { cat fresh-report.json; fail "blank provisioning"; }
grep -q '"label": "fresh-1"' fresh-report.json || fail "new label"
openssl req -in fresh.csr -noout -verify
# Watch mode: tokens that appear while it runs are provisioned as they come.
cat > watch.json <<'JSON'
{
  "select": { "module": "softhsm2", "label": "late-*" },
  "pins": { "user": { "file": "user.pin" } },
  "keys": [ { "label": "k", "type": "ec-p256", "csr": { "subject": "/CN=%label%", "out": "late/%serial%.csr" } } ],
  "report": "late/%serial%.json"
}
JSON
kw provision watch.json --yes --watch --count 2 --timeout 60 > watch.log &
watcher=$!
for l in late-1 late-2; do
    sleep 2
    softhsm2-util --init-token --free --label "$l" --so-pin 12345678 --pin 123456 > /dev/null
done
wait "$watcher" || { cat watch.log; fail "watch mode"; }
late=(late/*.json)
[ "${#late[@]}" = 2 ] || { cat watch.log; fail "watch mode provisioned ${#late[@]} tokens, not 2"; }
for c in late/*.csr; do openssl req -in "$c" -noout -verify; done

# A profile holding a PIN is refused.
echo '{ "pins": { "user": { "pin": "123456" } } }' > bad.json
kw provision bad.json > /dev/null 2>&1 && fail "PIN in profile accepted"
echo ok
