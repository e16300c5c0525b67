#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# On the host, as root: the sandbox also works for a user without privileges
# (the unshare -Urm path developers get). Skips (77) where that cannot be
# tried: not root, user namespaces disabled, or the tree unreadable to nobody.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

[ "$(id -u)" -eq 0 ] || { echo "skip: not root, every run here is already unprivileged"; exit 77; }
as_nobody=(setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/nonexistent)
"${as_nobody[@]}" unshare -Urm true 2>/dev/null || { echo "skip: no user namespaces for nobody"; exit 77; }
"${as_nobody[@]}" test -r "$KEYWARD_SOURCE_DIR/tests/env/sandbox-init" \
    || { echo "skip: the source tree is not readable by nobody"; exit 77; }

"${as_nobody[@]}" "$KEYWARD_SOURCE_DIR/scripts/sandbox" --build-dir "$KEYWARD_BUILD_DIR" -- bash -c '
    set -e
    . "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
    kw_assert_eq 2 "$(kw_pcsc_readers | grep -c .)" "readers"
    kw_assert_contains "$(gpg-connect-agent "GETINFO version" /bye)" "D 2." "agent"
    kw_assert_eq 1 "$(p11-kit list-modules | grep -c "token: keyward-test")" "tokens"
' || kw_fail "sandbox as an unprivileged user failed"
echo "ok"
