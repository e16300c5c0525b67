#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `token list --json` finds the sandbox's SoftHSM token and skips nothing else
# that matters: the opensc module must not hang without a card.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
json=$(timeout 20 "$cli" token list --json)
echo "$json" | grep >/dev/null '"label": "keyward-test"' || { echo "keyward-test not listed"; echo "$json"; exit 1; }
echo "$json" | grep >/dev/null '"virtual": true' || { echo "SoftHSM token not marked virtual"; exit 1; }
# p11-kit-trust is listed as a module marked trust, never as a token.
tokens=$(echo "$json" | sed -n '/"tokens": \[/,$p')
if echo "$tokens" | grep >/dev/null '"module": "p11-kit-trust"'; then
    echo "trust module listed as a token"; exit 1
fi
# Text output too.
timeout 20 "$cli" token list | grep >/dev/null "keyward-test"
echo "ok"
