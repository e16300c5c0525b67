#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A SmartCard-HSM beside GnuPG: Keyward asks scdaemon for OpenPGP cards only, so scdaemon never
# opens the HSM and OpenSC keeps its way in. `keyward-cli list` shows the HSM as a PKCS#11 token
# (virtual, in the vpcd reader), and after `list`, `card status` and `bench list` OpenSC's own
# pkcs11-tool still reaches it. scdaemon asked with no application named (as `gpg --card-status`
# asks) does open it and keeps it from OpenSC: the check that this test can fail.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
module=$(p11-kit list-modules 2>/dev/null | awk '/^module: opensc/{m=1} m && /path:/{print $2; exit}')
[ -n "$module" ] || module=/usr/lib/x86_64-linux-gnu/pkcs11/opensc-pkcs11.so
[ -e "$module" ] || { echo "SKIP: OpenSC's PKCS#11 module is not installed"; exit 77; }
dir=$KEYWARD_SANDBOX/list-sc-hsm
mkdir -p "$dir"
opensc_sees() { pkcs11-tool --module "$module" -L 2>/dev/null | grep -q 'token label *: *SmartCard-HSM'; }

opensc_sees || kw_fail "OpenSC does not see the virtual SmartCard-HSM before Keyward ran"
keyward-cli list >"$dir/list" 2>"$dir/list.err" || kw_fail "list: $(cat "$dir/list.err")"
grep -q 'SmartCard-HSM.*(virtual)' "$dir/list" ||
    kw_fail "list does not show the SmartCard-HSM as a virtual token: $(cat "$dir/list" "$dir/list.err")"
keyward-cli list --json >"$dir/list.json"
python3 - "$dir/list.json" <<'PY' || kw_fail "list --json lacks the SmartCard-HSM token"
import json, sys
d = json.load(open(sys.argv[1]))
hsm = [x for x in d["devices"] if x["kind"] == "pkcs11-token" and "SmartCard-HSM" in x["name"]]
sys.exit(0 if hsm and all(x["virtual"] for x in hsm) else 1)
PY
opensc_sees || kw_fail "after keyward-cli list, OpenSC no longer reaches the SmartCard-HSM"
keyward-cli card status >"$dir/status" 2>&1 || true # no OpenPGP card: its own answer
opensc_sees || kw_fail "after keyward-cli card status, OpenSC no longer reaches the SmartCard-HSM"
echo "ok - list shows the SmartCard-HSM; scdaemon left it to OpenSC"

# The counter-check: scdaemon asked for any card opens the HSM and OpenSC loses it.
gpg-connect-agent 'SCD SERIALNO' /bye >"$dir/serialno" 2>&1
if opensc_sees; then
    kw_fail "scdaemon asked for any card left the HSM to OpenSC: this test cannot tell"
fi
echo "ok - scdaemon asked for any card keeps the HSM from OpenSC"
