#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How fast Keyward answers quick questions, beside gpg in the same run: for N rounds, one call
# of each, in turn (keyward-cli list --json, keyward-cli card status, gpg --card-status,
# keyward-cli --version, and a program that only starts Qt Core), wall time per call; prints the medians and the ratio card status / gpg.
# A benchmark, not a test: it fails only when a tool fails, never on a figure.
#
# Usage: tests/bench/quick-answers.sh [--build-dir DIR] [-n N] [--profile yubikey5]
# Outside the sandbox it starts itself in one (scripts/sandbox --card PROFILE).
# Parseable line: "result list_ms=… status_ms=… gpg_status_ms=… version_ms=… status_per_gpg=…".
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
n=20 profile=yubikey5
args=("$@")
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        -n) n=$2; shift 2 ;;
        --profile) profile=$2; shift 2 ;;
        *) echo "usage: $0 [--build-dir DIR] [-n N] [--profile P]" >&2; exit 2 ;;
    esac
done
if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --build-dir "$build_dir" --card "$profile" -- \
        bash "$0" --build-dir "$build_dir" "${args[@]}"
fi
cli=$build_dir/src/cli/keyward-cli

# ms NAME CMD...: run once, append the wall time in ms to $work/NAME
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ms() {
    local name=$1 start end
    shift
    start=$(date +%s%N)
    "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "FAIL: $*" >&2; exit 1; }
    end=$(date +%s%N)
    echo $(((end - start) / 1000000)) >>"$work/$name"
}
median() { sort -n "$work/$1" | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# The floor of any Qt program here: one that only makes a QCoreApplication and prints Qt's
# version (built now, where a compiler and Qt's headers are present).
floor=
if command -v c++ >/dev/null && pkg-config --exists Qt6Core 2>/dev/null; then
    printf '%s\n' '#include <QCoreApplication>' '#include <cstdio>' \
        'int main(int c, char **v) { QCoreApplication a(c, v); std::puts(qVersion()); }' \
        >"$work/floor.cpp"
    # shellcheck disable=SC2046
    c++ -O2 -fPIC "$work/floor.cpp" -o "$work/qt-floor" $(pkg-config --cflags --libs Qt6Core) &&
        floor=$work/qt-floor
fi

gpg --card-status >/dev/null # scdaemon started and the card read once, for everyone
for _ in $(seq "$n"); do
    ms list "$cli" list --json
    ms status "$cli" card status
    ms gpg gpg --card-status
    ms version "$cli" --version
    [ -z "$floor" ] || ms floor "$floor"
done
list=$(median list) status=$(median status) gpgs=$(median gpg) version=$(median version)
ratio=$(awk -v a="$status" -v b="$gpgs" 'BEGIN { printf "%.1f", (b > 0) ? a / b : 0 }')
echo "medians of $n ($(gpg --version | head -1), card profile $profile):"
echo "  keyward-cli list --json    $list ms"
echo "  keyward-cli card status    $status ms"
echo "  gpg --card-status          $gpgs ms"
echo "  keyward-cli --version      $version ms"
[ -z "$floor" ] || echo "  Qt Core only (the floor)   $(median floor) ms"
echo "result list_ms=$list status_ms=$status gpg_status_ms=$gpgs version_ms=$version status_per_gpg=$ratio"
