#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# keyward-cli bench tls stores its runs: a short real run on the SoftHSM2
# token (RSA-2048 and P-256) into a temporary store says the run ids, `bench
# list --json` and `bench show` carry the handshake figures, `bench export
# --json` carries them to another store where `bench import` restores them,
# and --no-store stores nothing. bench show --html draws the TLS chart with
# the advice.
set -euo pipefail
export KEYWARD_PIN=123456
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store=$work/results.sqlite

# A JSON field's values, one per line (Qt writes one key per line).
field() { awk -v k="\"$1\":" '$1 == k { v = $2; sub(/,$/, "", v); print v }' <<<"$2"; }

out=$(timeout 300 keyward-cli --json bench tls --token keyward-test --key-type rsa2048,p256 \
    --duration 0.5 --store "$store")
ids=$(field id "$out" | sort -u | tr '\n' ' ')
[ "$ids" = "1 2 " ] || kw_fail "run ids in the answer: '$ids': $out"
echo "ok - bench tls --json says the stored run ids: $ids"

text=$(timeout 300 keyward-cli bench tls --cpu --key-type p256 --duration 0.3 --store "$store")
kw_assert_contains "$text" "Stored as run 3."
echo "ok - the text answer says the run id"

list=$(keyward-cli --json bench list --store "$store")
[ "$(grep -c '"operation": "tls-handshake"' <<<"$list")" = 3 ] ||
    kw_fail "bench list does not show 3 TLS runs: $list"
for key in handshakesPerSecond signPerSecond ratio tokenNsPerHandshake serverCpuNsPerHandshake \
    clientCpuNsPerHandshake protocol cipher keyExchange clients serverThreads; do
    [ "$(field "$key" "$list" | wc -l)" -ge 3 ] || kw_fail "bench list: $key missing: $list"
done
kw_assert_contains "$list" '"protocol": "TLSv1.3"'
kw_assert_contains "$list" '"algorithm": "RSA-2048"'
kw_assert_contains "$list" '"algorithm": "ECDSA-P256"'
kw_assert_contains "$list" '"kind": "pkcs11-token"'
# The handshake latency is the summary of a stored TLS run.
summaries=$(python3 -c '
import json, sys
runs = [r for r in json.load(sys.stdin)["runs"] if r["settings"]["operation"] == "tls-handshake"]
print(all(r["statistics"]["count"] == r["details"]["tls"]["latency"]["count"] > 0 and
          r["statistics"]["median"] > 0 and
          r["statistics"]["median"] == r["details"]["tls"]["latency"]["median"] for r in runs)
      and len(runs) == 3)' <<<"$list")
[ "$summaries" = True ] || kw_fail "bench list: the summaries are not the handshake latency: $list"
rate=$(field handshakesPerSecond "$list" | head -1)
awk -v r="$rate" 'BEGIN { exit !(r > 0) }' || kw_fail "handshakes/s is not positive: $rate"
echo "ok - bench list --json shows the 3 TLS runs with their figures"

table=$(keyward-cli bench list --store "$store")
kw_assert_contains "$table" "tls-handshake"
show=$(keyward-cli --json bench show 1 --store "$store")
kw_assert_contains "$show" '"handshakesPerSecond"'
echo "ok - bench list and bench show"

# The HTML report of the two token runs: the TLS chart (no latency comparison of
# handshakes with signatures) and the advice measured on that token.
keyward-cli bench show 1 2 --html "$work/report.html" --store "$store" > /dev/null
html=$(cat "$work/report.html")
kw_assert_contains "$html" '<img alt="TLS handshakes"'
kw_assert_contains "$html" "Advice from the figures measured"
# The published figures beside the TLS chart, with their whole citations, drawn or not.
kw_assert_contains "$html" '<ul class="sources" id="tls-sources">'
kw_assert_contains "$html" "https://raymii.org/"
kw_assert_contains "$html" "Not drawn: source not recorded."
kw_assert_contains "$html" "the handshakes of"
if grep -q '<img alt="Comparison"' <<<"$html"; then
    kw_fail "the report draws TLS runs in the latency comparison"
fi
[ -s "$work/report-1.svg" ] || kw_fail "the TLS chart's SVG is not beside the report"
echo "ok - bench show --html draws the TLS chart and gives the advice"

keyward-cli --json bench export 1 2 3 -o "$work/tls.json" --store "$store"
export_rates=$(grep -o '"handshakesPerSecond": [0-9.e+-]*' "$work/tls.json" | sort)
[ "$(wc -l <<<"$export_rates")" = 3 ] || kw_fail "the export lacks the figures: $(cat "$work/tls.json")"
imported=$(keyward-cli bench import "$work/tls.json" --store "$work/other.sqlite")
kw_assert_contains "$imported" "imported runs: 1, 2, 3"
other=$(keyward-cli --json bench list --store "$work/other.sqlite")
kw_assert_contains "$other" '"imported": true'
other_rates=$(grep -o '"handshakesPerSecond": [0-9.e+-]*' <<<"$other" | sort)
[ "$other_rates" = "$export_rates" ] ||
    kw_fail "import changed the figures: '$export_rates' against '$other_rates'"
echo "ok - export to JSON and import elsewhere keep the figures"

before=$(keyward-cli --json bench list --store "$store" | grep -c '"uuid"')
out=$(timeout 300 keyward-cli --json bench tls --cpu --key-type p256 --duration 0.3 --no-store \
    --store "$store")
if grep -q '"id":' <<<"$out"; then
    kw_fail "--no-store gave a run id: $out"
fi
after=$(keyward-cli --json bench list --store "$store" | grep -c '"uuid"')
[ "$before" = "$after" ] || kw_fail "--no-store stored a run: $before runs, then $after"
echo "ok - --no-store stores nothing"
