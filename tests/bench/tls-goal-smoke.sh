#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tls-goal.sh in a short mode (ctest: bench_tls_goal_smoke), so the comparison
# cannot rot: keyward-cli, the like-for-like peer (keyward-tlspeer) and s_time
# must each give a positive handshake rate for every key, and the "round" and
# "result" lines must parse. No ratio and no duration is checked: the figures
# belong to the benchmark run, not to a test.
set -euo pipefail
out=$(bash "$(dirname "$0")/tls-goal.sh" "$@")
echo "$out"
awk '
    # NAME=VALUE fields of a line; positive(NAME) when VALUE is a number > 0.
    function fields(   i, kv) { delete f; for (i = 3; i <= NF; ++i) if (split($i, kv, "=") == 2) f[kv[1]] = kv[2] }
    function positive(name) { return f[name] ~ /^[0-9]+(\.[0-9]+)?$/ && f[name] + 0 > 0 }
    function number(name) { return f[name] ~ /^[0-9]+(\.[0-9]+)?$/ }
    /^round / { ++rounds; fields()
        if (!positive("keyward") || !positive("peer") || !positive("stime") || !number("peer_token_us")) {
            print "FAIL: round line without a positive rate for each tool: " $0 > "/dev/stderr"; bad = 1 } }
    /^result / { ++results; fields()
        if (!positive("keyward") || !positive("peer") || !number("keyward_per_peer") ||
            !positive("stime") || !number("keyward_per_stime") || f["stime_caveat"] == "") {
            print "FAIL: result line does not parse: " $0 > "/dev/stderr"; bad = 1 } }
    END { if (!rounds || !results) { print "FAIL: no round or result lines" > "/dev/stderr"; bad = 1 }
          exit bad }' <<<"$out"
