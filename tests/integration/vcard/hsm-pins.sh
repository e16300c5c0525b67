#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The virtual SmartCard-HSM (profile nitrokey-hsm) judged by OpenSC's own driver and tools:
# opensc-tool names it, sc-hsm-tool initialises it, pkcs11-tool lists the token and its PIN
# state; wrong PINs count down and block, CHANGE REFERENCE DATA and the SO PIN's RESET RETRY
# COUNTER work as OpenSC uses them.
. "$KEYWARD_SOURCE_DIR/tests/integration/vcard/common.sh"
module=$(vc_opensc_module)
SO_PIN=3537363231383830
PIN=648219
NEW_PIN=319648

p11() { pkcs11-tool --module "$module" "$@" 2>>"$VC_LOG"; }
hsm_info() { sc-hsm-tool 2>>"$VC_LOG" | tee -a "$VC_LOG"; }
hsm_field() { hsm_info | sed -n "s/^$1 *: *//p" | head -n1; }
token_flags() { p11 -L | sed -n 's/^ *token flags *: *//p' | head -n1; }

kw_assert_contains "$(opensc-tool --reader 0 --name 2>>"$VC_LOG")" "SmartCard-HSM" \
    "opensc-tool --name"
serial=$(vc_status_field serial)
expected_serial=$(printf 'DEKW%07d' $((16#$serial % 10000000)))

# Factory state: the driver binds, the token is listed, sc-hsm-tool sees no initialisation.
kw_assert_contains "$(hsm_info)" "has never been initialized" "sc-hsm-tool before --initialize"
slots=$(p11 -L)
printf '%s\n' "$slots" >>"$VC_LOG"
# OpenSC 0.23 appends " (UserPIN)" to the label, 0.26 (Debian 13) does not.
kw_assert_contains "$slots" "token label        : SmartCard-HSM" "token label"
kw_assert_contains "$slots" "www.CardContact.de" "token manufacturer"
kw_assert_contains "$slots" "serial num         : $expected_serial" "token serial (EF.C_DevAut)"

out=$(sc-hsm-tool --initialize --so-pin "$SO_PIN" --pin "$PIN" 2>&1)
printf '%s\n' "$out" >>"$VC_LOG"
# sc-hsm-tool exits 0 even when INITIALIZE DEVICE fails; it says so on stderr.
case $out in *failed*) kw_fail "sc-hsm-tool --initialize: $out" ;; esac
info=$(hsm_info)
kw_assert_contains "$info" "User PIN reset with SO-PIN enabled" "options after --initialize"
kw_assert_eq 15 "$(hsm_field 'SO-PIN tries left')" "SO PIN counter"
kw_assert_eq 3 "$(hsm_field 'User PIN tries left')" "user PIN counter"

# A wrong PIN counts down; the right one restores the counter.
p11 --login --pin 000000 -O >>"$VC_LOG" && kw_fail "login with a wrong PIN succeeded"
kw_assert_eq 2 "$(hsm_field 'User PIN tries left')" "user PIN counter after a wrong PIN"
kw_assert_contains "$(token_flags)" "user PIN count low" "token flags after a wrong PIN"
p11 --login --pin "$PIN" -O >>"$VC_LOG" || kw_fail "login with the PIN"
kw_assert_eq 3 "$(hsm_field 'User PIN tries left')" "user PIN counter after the right PIN"
case $(token_flags) in *"count low"*) kw_fail "PIN still counted low after a login" ;; esac

# CHANGE REFERENCE DATA.
p11 --login --pin "$PIN" --change-pin --new-pin "$NEW_PIN" >>"$VC_LOG" ||
    kw_fail "pkcs11-tool --change-pin"
p11 --login --pin "$PIN" -O >>"$VC_LOG" && kw_fail "the old PIN still works"
p11 --login --pin "$NEW_PIN" -O >>"$VC_LOG" || kw_fail "login with the new PIN"

# Three wrong PINs block it; the right one is refused then.
for _ in 1 2 3; do
    p11 --login --pin 000000 -O >>"$VC_LOG" && kw_fail "login with a wrong PIN succeeded"
done
kw_assert_contains "$(hsm_info)" "User PIN locked" "sc-hsm-tool after three wrong PINs"
kw_assert_contains "$(token_flags)" "user PIN locked" "token flags after three wrong PINs"
p11 --login --pin "$NEW_PIN" -O >>"$VC_LOG" && kw_fail "a blocked PIN was accepted"

# A wrong SO PIN does not unblock it and counts down the SO PIN; the right one sets a new PIN.
p11 --login --login-type so --so-pin 0000000000000000 --init-pin --new-pin "$PIN" >>"$VC_LOG" &&
    kw_fail "RESET RETRY COUNTER with a wrong SO PIN succeeded"
kw_assert_eq 14 "$(hsm_field 'SO-PIN tries left')" "SO PIN counter after a wrong SO PIN"
p11 --login --login-type so --so-pin "$SO_PIN" --init-pin --new-pin "$PIN" >>"$VC_LOG" ||
    kw_fail "pkcs11-tool --init-pin with the SO PIN"
kw_assert_eq 3 "$(hsm_field 'User PIN tries left')" "user PIN counter after the reset"
kw_assert_eq 15 "$(hsm_field 'SO-PIN tries left')" "SO PIN counter after the right SO PIN"
p11 --login --pin "$PIN" -O >>"$VC_LOG" || kw_fail "login with the PIN set by the SO"

# A second initialisation needs the SO PIN.
out=$(sc-hsm-tool --initialize --so-pin 0000000000000000 --pin 111111 2>&1)
printf '%s\n' "$out" >>"$VC_LOG"
kw_assert_contains "$out" "failed" "re-initialisation with a wrong SO PIN"
p11 --login --pin "$PIN" -O >>"$VC_LOG" || kw_fail "PIN lost by a refused re-initialisation"

# The state file keeps PINs hashed only.
state=$KEYWARD_SANDBOX/card0/state
grep -q hsm.init "$state" || kw_fail "no SmartCard-HSM state in $state"
if grep -q -e "$(printf %s "$PIN" | od -An -tx1 | tr -d ' \n')" -e "$PIN" "$state"; then
    kw_fail "the PIN is readable in the state file"
fi
echo "PASS hsm-pins $(vc_profile)"
