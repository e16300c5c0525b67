#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# GPG_TTY set but empty (as some terminals and service managers leave it): gpg copes, and so
# must Keyward. GPGME would send "OPTION ttyname=" with no value, which gpg-agent rejects.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

gpgconf --kill gpg-agent
export GPG_TTY=
gpg --batch --card-status >/dev/null || kw_fail "gpg itself fails with an empty GPG_TTY"
gpgconf --kill gpg-agent
out=$(keyward-cli --json card status) || kw_fail "card status fails with an empty GPG_TTY: $out"
kw_assert_contains "$out" '"serial"'
out=$(keyward-cli list --json)
kw_assert_contains "$out" '"kind": "openpgp-card"'
echo "PASS empty GPG_TTY: card status and list work"
