#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up on a terminal without a desktop: `keyward --help` and `--version` answer (exit 0,
# nothing about a crash); plain `keyward` says in a sentence that the window needs a display
# (exit 1, no signal); `scripts/run --help` prints its own help, naming --sandbox, --hardware and
# --cli, without installing or building (cmake and apt-get here fail if they are called).
# Usage: start-without-display.sh KEYWARD SOURCE_DIR
set -euo pipefail
keyward=$1
source_dir=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
nodisplay=(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM)

out=$("${nodisplay[@]}" "$keyward" --help 2>&1) || fail "keyward --help exited $?: $out"
grep -q -- "--module <path>" <<<"$out" || fail "keyward --help: no options listed: $out"
grep -qi "signal\|crash" <<<"$out" && fail "keyward --help mentions a crash: $out"
out=$("${nodisplay[@]}" "$keyward" --version 2>&1) || fail "keyward --version exited $?: $out"
grep -q "^keyward [0-9]" <<<"$out" || fail "keyward --version: $out"

rc=0
out=$("${nodisplay[@]}" "$keyward" 2>&1) || rc=$?
[ "$rc" = 1 ] || fail "keyward without a display exited $rc (expected 1): $out"
grep -q "needs a display" <<<"$out" || fail "keyward without a display: $out"
grep -qi "signal\|crash" <<<"$out" && fail "keyward without a display mentions a crash: $out"

mkdir "$work/bin"
for tool in cmake apt-get sudo ninja; do
    printf '#!/bin/sh\necho "%s was called" >&2\nexit 99\n' "$tool" >"$work/bin/$tool"
    chmod +x "$work/bin/$tool"
done
out=$(PATH="$work/bin:$PATH" "$source_dir/scripts/run" --help 2>&1) || fail "scripts/run --help exited $?: $out"
for word in --sandbox --hardware --cli "Usage: scripts/run"; do
    grep -q -- "$word" <<<"$out" || fail "scripts/run --help does not mention $word: $out"
done
grep -q "was called" <<<"$out" && fail "scripts/run --help installed or built: $out"
echo "start without a display: ok"
