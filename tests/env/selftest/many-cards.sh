#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# On the host: five cards (more than one vpcd reader entry holds) each land in
# their own reader. Uses stub-vcard, so it runs without keyward-vcard.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/build/src/vcard"
ln -s "$KEYWARD_SOURCE_DIR/tests/env/selftest/stub-vcard" "$work/build/src/vcard/keyward-vcard"

"$KEYWARD_SOURCE_DIR/scripts/sandbox" --build-dir "$work/build" \
    --card a --card b --card c --card d --card e -- bash -c '
    set -e
    . "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
    kw_assert_eq 5 "$KEYWARD_SANDBOX_CARDS" "KEYWARD_SANDBOX_CARDS"
    kw_assert_eq 6 "$(grep -c . <<<"$KEYWARD_SANDBOX_READERS")" "readers"
    kw_assert_eq "$KEYWARD_SANDBOX_READERS" "$(kw_pcsc_readers)" "reader names"
    kw_assert_eq "Yes Yes Yes Yes Yes No" "$(kw_readers | cut -f1 | paste -sd" ")" "presence"
    kw_assert_eq "Keyward Virtual Reader 2 00 00" "$(kw_reader 4)" "reader 4"
    kw_assert_eq "35963 35964 35965 35966 35967 35968" "$(paste -sd" " <<<"$KEYWARD_SANDBOX_PORTS")" "ports"
' || kw_fail "sandbox with five cards failed"
echo "ok"
