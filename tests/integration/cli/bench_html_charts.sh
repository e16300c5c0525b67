#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench … --html draws the window's charts without a display:
# PNG in the report, SVG beside it, the published figures cited; through the
# report module, without which the report has no charts and says so.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM

# A measured run: the report of the run itself has the comparison and the
# distribution, each as PNG inside and SVG beside it.
keyward-cli bench --baseline cpu --alg rsa2048 --op decrypt --iterations 20 --warmup 2 \
    --store "$store" --html "$work/run.html" >/dev/null
html=$(cat "$work/run.html")
[ "$(grep -o 'data:image/png;base64,' <<<"$html" | wc -l)" = 2 ] \
    || kw_fail "expected two charts (comparison, distribution) in the run report"
for n in 1 2; do
    kw_assert_contains "$html" "href=\"run-$n.svg\"" "run report"
    grep -q '<svg' "$work/run-$n.svg" || kw_fail "run-$n.svg is not an SVG"
done
[ ! -e "$work/run-3.svg" ] || kw_fail "a chart with nothing to say was written"

# Beside the published figures: the citation in the report.
uuid=$(keyward-cli --json bench list --store "$store" | sed -n 's/.*"uuid": "\([^"]*\)".*/\1/p' | head -n1)
[ -n "$uuid" ] || kw_fail "no stored run"
keyward-cli bench compare "$uuid" published --store "$store" --html "$work/cmp.html" >/dev/null
html=$(cat "$work/cmp.html")
kw_assert_contains "$html" 'data:image/png;base64,' "compare report"
kw_assert_contains "$html" 'A comparison of cryptographic keycards' "compare report"
kw_assert_contains "$html" 'https://lwn.net/Articles/736231/' "compare report"
grep -q '<svg' "$work/cmp-1.svg" || kw_fail "cmp-1.svg is not an SVG"

# keyward-cli itself loads no widget code: the charts come from the report module beside it (the
# build tree) or in lib/keyward. A keyward-cli without the module writes the report without
# charts and says why.
cli=$(command -v keyward-cli)
mkdir "$work/alone"
cp "$cli" "$work/alone/keyward-cli"
"$work/alone/keyward-cli" bench show "$uuid" --store "$store" --html "$work/alone/bare.html" \
    >/dev/null 2>"$work/alone/err" || kw_fail "bench show --html without the module: $(cat "$work/alone/err")"
kw_assert_contains "$(cat "$work/alone/err")" "The report has no charts: Keyward's chart module" \
    "without the module"
kw_assert_contains "$(cat "$work/alone/err")" "Saved the report to" "without the module"
! grep -q 'data:image/png;base64,' "$work/alone/bare.html" || kw_fail "charts without the module"
[ ! -e "$work/alone/bare-1.svg" ] || kw_fail "an SVG chart without the module"
echo "ok - keyward-cli --html: charts as PNG in the report and SVG beside it"
