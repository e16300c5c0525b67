#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# On the host: a sandbox that uses pcscd, scdaemon, gpg and SoftHSM leaves the
# machine's own /run/pcscd, /run/user, ~/.gnupg and SoftHSM tokens as they were.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
sandbox=$KEYWARD_SOURCE_DIR/scripts/sandbox

token_dir=$(sed -n 's/^directories\.tokendir *= *//p' /etc/softhsm/softhsm2.conf 2>/dev/null || true)
snapshot() {
    local p
    for p in /run/pcscd /run/user "$HOME/.gnupg" "${token_dir:-/var/lib/softhsm/tokens}"; do
        echo "== $p"
        if [ -e "$p" ]; then
            find "$p" -maxdepth 3 -printf '%p %y %m %s %i %T@\n' 2>/dev/null | sort
        else
            echo absent
        fi
    done
}

before=$(snapshot)
"$sandbox" --build-dir "$KEYWARD_BUILD_DIR" -- bash -c '
    set -e
    opensc-tool -l >/dev/null
    gpg-connect-agent "SCD SERIALNO" /bye >/dev/null
    softhsm2-util --show-slots >/dev/null
    gpg --batch --pinentry-mode loopback --passphrase "" \
        --quick-gen-key "Host Check <host@keyward.invalid>" ed25519 sign never 2>/dev/null
' || kw_fail "sandbox run failed"
after=$(snapshot)
if [ "$before" != "$after" ]; then
    diff <(echo "$before") <(echo "$after") >&2 || true
    kw_fail "host state changed"
fi
echo "ok"
