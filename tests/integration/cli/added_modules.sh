#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Modules beyond p11-kit's registry, and modules that cannot be used:
# - a second copy of SoftHSM added with `token add-module` is loaded by `list` and by `bench`
#   (chosen by its name with --module, the path-or-name rule);
# - a module added earlier whose C_Initialize now returns CKR_GENERAL_ERROR (as tpm2-pkcs11
#   does when the TPM is gone) is listed once as a module problem with its CK_RV, and nothing
#   is printed on stderr; named with --module it fails `list` with one sentence on stderr;
# - a file that is not a PKCS#11 module is a problem without a CK_RV;
# - `token list --json` carries the same error object, not a bare string.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
init_fails=${KEYWARD_BROKEN_INIT_FAILS:?the path of the module whose C_Initialize fails}
check=${KEYWARD_SCHEMA_CHECK:?the path of keyward-schema-check}
schemas=$KEYWARD_SOURCE_DIR/docs/cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
echo 123456 > user.pin
py() { python3 -c "$1" "${@:2}"; }

# run NAME CMD...: stdout and stderr into NAME.out and NAME.err, the exit status into $rc.
run() {
    local name=$1
    shift
    rc=0
    "$@" > "$name.out" 2> "$name.err" || rc=$?
}

step() { echo "== $*"; }

step "token add-module: a second SoftHSM, loaded by list and bench"
cp /usr/lib/softhsm/libsofthsm2.so "$work/softhsm-copy.so"
keyward-cli token add-module "$work/softhsm-copy.so" > /dev/null
run list keyward-cli list --json
[ "$rc" = 0 ] || kw_fail "list: exit $rc: $(cat list.err)"
"$check" "$schemas/list.schema.json" list.out || kw_fail "list does not match list.schema.json"
py 'import json,sys
d=json.load(open(sys.argv[1]))
ids=[x["id"] for x in d["devices"] if x["kind"]=="pkcs11-token"]
sys.exit(0 if any(i.startswith("pkcs11:softhsm-copy:") for i in ids) else 1)' list.out ||
    kw_fail "list --json lacks the added module's token: $(cat list.out)"
run bench keyward-cli --json bench --token keyward-test --module softhsm-copy --alg p256 \
    --op sign --iterations 3 --warmup 1 --pin-file user.pin
[ "$rc" = 0 ] || kw_fail "bench --module softhsm-copy: exit $rc: $(cat bench.err bench.out)"

step "an added module whose C_Initialize fails: one module problem, nothing on stderr"
cp /usr/lib/softhsm/libsofthsm2.so "$work/keyward-init-fails.so"
keyward-cli token add-module "$work/keyward-init-fails.so" > /dev/null
cp "$init_fails" "$work/keyward-init-fails.so" # the module it is now
run problem keyward-cli list --json
[ "$rc" = 0 ] || kw_fail "list with a failing registered module: exit $rc: $(cat problem.err)"
[ ! -s problem.err ] || kw_fail "list printed on stderr: $(cat problem.err)"
"$check" "$schemas/list.schema.json" problem.out || kw_fail "problem: not list.schema.json"
py 'import json,sys
d=json.load(open(sys.argv[1]))
p=[m for m in d["moduleProblems"] if m["module"]=="keyward-init-fails"]
assert len(p)==1, p
assert p[0]["returnValue"]=="CKR_GENERAL_ERROR", p
assert p[0]["error"]["domain"]=="pkcs11" and p[0]["error"]["code"]==5, p
assert "cannot be used" in p[0]["error"]["message"], p
assert not [e for e in d["errors"] if "keyward-init-fails" in json.dumps(e)], d["errors"]' \
    problem.out || kw_fail "list --json: no single structured module problem: $(cat problem.out)"
run problem-text keyward-cli list
[ ! -s problem-text.err ] || kw_fail "list (text) printed on stderr: $(cat problem-text.err)"
[ "$(grep -c 'keyward-init-fails.*cannot be used: C_Initialize returned CKR_GENERAL_ERROR' \
    problem-text.out)" = 1 ] || kw_fail "list (text) does not name the problem once: $(cat problem-text.out)"
run token-list keyward-cli token list --json
py 'import json,sys
d=json.load(open(sys.argv[1]))
m=[m for m in d["modules"] if m["name"]=="keyward-init-fails"]
assert len(m)==1 and m[0]["error"]["kind"] and m[0]["returnValue"]=="CKR_GENERAL_ERROR", m
ok=[m for m in d["modules"] if m["name"]=="softhsm2"]
assert ok and ok[0]["error"] is None, ok' token-list.out ||
    kw_fail "token list --json: the module error is not an object: $(cat token-list.out)"
keyward-cli token remove-module "$work/keyward-init-fails.so" > /dev/null

step "--module naming a module that fails: exit 1, one sentence on stderr"
run named keyward-cli list --module "$init_fails" --json
[ "$rc" = 1 ] || kw_fail "list --module (fails): exit $rc, not 1"
[ "$(wc -l < named.err)" = 1 ] || kw_fail "list --module: not one line on stderr: $(cat named.err)"
"$check" "$schemas/list.schema.json" named.out || kw_fail "named: not list.schema.json"
echo "not a module" > "$work/not-a-module.so"
run not-module keyward-cli list --module "$work/not-a-module.so" --json
[ "$rc" = 1 ] || kw_fail "list --module (not a module): exit $rc, not 1"
py 'import json,sys
d=json.load(open(sys.argv[1]))
p=[m for m in d["moduleProblems"] if m["path"]==sys.argv[2]]
assert len(p)==1 and p[0]["returnValue"] is None and p[0]["error"]["kind"]=="invalid-input", p' \
    not-module.out "$work/not-a-module.so" ||
    kw_fail "list --json: a file that is not a module: $(cat not-module.out)"
run no-such keyward-cli list --module no-such-module
[ "$rc" = 1 ] || kw_fail "list --module no-such-module: exit $rc, not 1"
grep -q "give the module's p11-kit name or the path of its file" no-such.err ||
    kw_fail "list --module no-such-module: $(cat no-such.err)"
echo "PASS added and failing modules"
