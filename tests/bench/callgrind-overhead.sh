#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 16: the engine's own cost per operation, counted in instructions (which
# the neighbours on a shared machine cannot blur), against the PKCS#11 module's.
#
# Runs `keyward-cli bench --token keyward-test --key LABEL --iterations N` under
# `valgrind --tool=callgrind` twice per mechanism (ECDSA P-256 and RSA-2048 sign on
# SoftHSM2, CKM_ECDSA / CKM_RSA_PKCS), with N and 2N iterations, one thread. The
# second profile minus the first cancels what does not grow with N (start-up,
# module loading, login, key lookup, warm-up), so per operation:
#   module_ir_per_op   the inclusive cost of Pkcs11Runner::runOnce's calls out of
#                      Keyward: C_SignInit + C_Sign into libsofthsm2.so, everything
#                      below the module's entry points, OpenSSL included (and
#                      p11-kit's layer in front of the module, where it puts one);
#   loop_ir_per_op     the engine thread's body less those calls: the timed loop
#                      (prepareNext, the clock, the sample store, runOnce's own code);
#   engine_ir_per_op   BenchEngine::run on the calling thread: progress ticks with the
#                      recent samples, the statistics over all samples;
#   cli_ir_per_op      the rest of the CLI's bench command (its planning left out: module
#                      loading varies with what p11-kit and the modules find): the
#                      progress handler, the in-memory store, the output;
#   keyward_ir_per_op  the sum of the three, and keyward_share_pct its share of the
#                      module's (goal ≤ 1 %, --goal-pct);
#   outside_ir_per_op  what grew outside these scopes (process start and exit, other
#                      threads), for the record.
# For reference it also runs keyward-p11loop under callgrind for 2 s and prints the
# module's instructions per operation there (the same work, if Keyward drives the
# module as a plain loop does) and the raw loop's own.
# Callgrind counts are the same for the same binary and input, up to the nonces and
# blinding values the module draws and the number of progress ticks (they follow
# the wall clock, and under callgrind an operation takes about 50 times longer).
#
# Usage: tests/bench/callgrind-overhead.sh [--build-dir DIR] [--iterations N]
#            [--mechs ecdsa,rsa] [--goal-pct P] [--check] [--keep DIR]
# --check exits 1 when a mechanism misses the goal; --keep DIR keeps the profiles
# (callgrind_annotate --inclusive=yes DIR/ecdsa.N.out). Outside the sandbox it
# starts itself in one. Parseable lines:
#   "count MECH N total_ir=… module_ir=… op_module_ir=… body_ir=… engine_ir=… cases_ir=… plan_ir=…"
#   "raw MECH ops=… module_ir_per_op=… own_ir_per_op=…"
#   "result MECH ops=N module_ir_per_op=… keyward_ir_per_op=… loop_ir_per_op=…
#    engine_ir_per_op=… cli_ir_per_op=… outside_ir_per_op=… keyward_share_pct=… goal_pct=… ok|over"
set -euo pipefail

source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${KEYWARD_BUILD_DIR:-$source_dir/build/default}
n=200 mechs=ecdsa,rsa goal=1 check=0 keep="" raw_secs=2
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=$(cd "$2" && pwd); shift 2 ;;
        --iterations) n=$2; shift 2 ;;
        --mechs) mechs=$2; shift 2 ;;
        --goal-pct) goal=$2; shift 2 ;;
        --check) check=1; shift ;;
        --keep) mkdir -p "$2" && keep=$(cd "$2" && pwd); shift 2 ;;
        *) echo "callgrind-overhead.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
# The sandbox gets the options with the paths made absolute.
args=(--build-dir "$build_dir" --iterations "$n" --mechs "$mechs" --goal-pct "$goal")
[ -z "$keep" ] || args+=(--keep "$keep")
[ "$check" = 0 ] || args+=(--check)

if [ -z "${KEYWARD_SANDBOX:-}" ]; then
    exec "$source_dir/scripts/sandbox" --build-dir "$build_dir" -- \
        bash "$source_dir/tests/bench/callgrind-overhead.sh" "${args[@]}"
fi

. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
command -v valgrind >/dev/null || kw_fail "valgrind not found; run scripts/deps"
command -v keyward-cli >/dev/null || kw_fail "build keyward-cli first"
[[ $n =~ ^[1-9][0-9]*$ ]] || kw_fail "--iterations takes a positive whole number"
module=/usr/lib/softhsm/libsofthsm2.so
[ -e "$module" ] || module=$(dpkg -L libsofthsm2 2>/dev/null | grep '/libsofthsm2\.so$' | head -n 1)
work=${keep:-$(mktemp -d)}
[ -n "$keep" ] || trap 'rm -rf "$work"' EXIT
export KEYWARD_PIN=123456
# The same hash seed in every run: Qt's containers then do the same work.
export QT_HASH_SEED=0
p11() { pkcs11-tool --module "$module" --token-label keyward-test --login --pin 123456 "$@" >/dev/null 2>&1; }
p11 --keypairgen --key-type rsa:2048 --label kw-bench-rsa --id 01 || kw_fail "RSA key"
p11 --keypairgen --key-type EC:prime256v1 --label kw-bench-ec --id 02 || kw_fail "EC key"

# "TOTAL MODULE OP BODY ENGINE CASES PLAN" from a callgrind profile: the whole
# process; all calls into the module from outside it; the Cryptoki calls of
# Pkcs11Runner::runOnce (the timed operations); the engine thread's body (its
# std::thread entry); the engine's run() on the calling thread (start, progress
# loop, statistics); the CLI's runBenchCommand (plan, engine, notifications, store,
# output); its planning (module loading, token lookup: one-off, and what p11-kit and
# the modules do there varies).
# Call lines are "calls=COUNT POS" followed by a cost line whose last field is the
# call's inclusive Ir; cob= names the callee's object when it differs from the
# caller's (ob=), cfn= the callee. Names are compressed: "(id) name" the first
# time, "(id)" after. A scope's cost is the sum of its calls from other functions.
counts() {
    awk -v lib=libsofthsm2.so '
        function named(s, map,    id) {
            if (match(s, /^\([0-9]+\)/)) {
                id = substr(s, 2, RLENGTH - 2)
                if (length(s) > RLENGTH) map[id] = substr(s, RLENGTH + 2)
                return map[id]
            }
            return s
        }
        # Entry points the compiler cannot inline: a thread entry (virtual), and
        # functions called from other translation units.
        function scope(f) {
            if (index(f, "std::thread::_State_impl<") == 1 && index(f, "BenchEngine::run(") &&
                f ~ /::_M_run\(\)$/)
                return "body"
            if (index(f, "keyward::bench::BenchEngine::run(") == 1) return index(f, "lambda") ? "" : "engine"
            if (index(f, "keyward::cli::runBenchCommand(") == 1) return "cases"
            if (index(f, "keyward::cli::planBenchCases(") == 1) return "plan"
            return ""
        }
        /^summary:/ { total = $2 }
        /^ob=/ { ob = named(substr($0, 4), obj); cob = ""; next }
        /^fn=/ { fn = named(substr($0, 4), fns); next }
        /^cob=/ { cob = named(substr($0, 5), obj); next }
        /^cfn=/ { cfn = named(substr($0, 5), fns); next }
        /^calls=/ { call = 1; next }
        call {
            call = 0
            callee = cob != "" ? cob : ob
            cob = ""
            if (index(callee, lib) && !index(ob, lib)) module += $NF
            # runOnce calls out of its own object only into Cryptoki: the module,
            # or a p11-kit layer in front of it where p11-kit puts one.
            if (index(fn, "Pkcs11Runner::runOnce()") && callee != ob) op += $NF
            s = scope(cfn)
            if (s != "" && scope(fn) != s) cost[s] += $NF
        }
        END {
            printf "%.0f %.0f %.0f %.0f %.0f %.0f %.0f\n", total, module, op,
                cost["body"], cost["engine"], cost["cases"], cost["plan"]
        }' "$1"
}

profile() { # MECH N -> counts
    local label=kw-bench-rsa alg=rsa2048 out=$work/$1.$2
    [ "$1" = ecdsa ] && label=kw-bench-ec alg=p256
    valgrind --tool=callgrind --callgrind-out-file="$out.out" \
        keyward-cli --json bench --token keyward-test --key "$label" --alg "$alg" --op sign \
        --threads 1 --iterations "$2" --warmup 3 --no-store >"$out.json" 2>"$out.log" ||
        kw_fail "keyward-cli under callgrind ($1, $2 iterations): $(tail -n 5 "$out.log")"
    grep -q '"count": '"$2"',' "$out.json" || kw_fail "no run of $2 operations in $out.json"
    counts "$out.out"
}

# The raw C loop for reference: "OPS MODULE OWN" over its worker thread (run()):
# the module instructions of its C_SignInit + C_Sign calls, and the rest of run()
# less all its module calls (the loop; session and key lookup are a few hundred).
raw_profile() { # MECH
    local label=kw-bench-rsa out=$work/raw.$1 ops
    [ "$1" = ecdsa ] && label=kw-bench-ec
    valgrind --tool=callgrind --callgrind-out-file="$out.out" \
        "$KEYWARD_BUILD_DIR/tests/bench/keyward-p11loop" --module "$module" --token keyward-test \
        --pin 123456 --label "$label" --mech "$1" --threads 1 --seconds "$raw_secs" \
        >"$out.json" 2>"$out.log" || kw_fail "keyward-p11loop under callgrind ($1): $(tail -n 5 "$out.log")"
    ops=$(sed -n 's/.*"ops":\([0-9]*\),.*/\1/p' "$out.json")
    [ "${ops:-0}" -gt 0 ] || kw_fail "no operations from keyward-p11loop ($1)"
    awk -v lib=libsofthsm2.so -v ops="$ops" '
        function named(s, map,    id) {
            if (match(s, /^\([0-9]+\)/)) {
                id = substr(s, 2, RLENGTH - 2)
                if (length(s) > RLENGTH) map[id] = substr(s, RLENGTH + 2)
                return map[id]
            }
            return s
        }
        /^ob=/ { ob = named(substr($0, 4), obj); cob = ""; next }
        /^fn=/ { fn = named(substr($0, 4), fns); next }
        /^cob=/ { cob = named(substr($0, 5), obj); next }
        /^cfn=/ { cfn = named(substr($0, 5), fns); next }
        /^calls=/ { call = 1; next }
        call {
            call = 0
            callee = cob != "" ? cob : ob
            cob = ""
            if (cfn == "run" && fn != "run") body += $NF
            if (fn == "run" && index(callee, lib)) {
                all += $NF
                if (cfn == "C_SignInit" || cfn == "C_Sign") sign += $NF
            }
        }
        END { printf "%d %.0f %.0f\n", ops, sign / ops, (body - all) / ops }' "$out.out"
}

echo "callgrind, keyward-cli bench, 1 thread, $n and $((2 * n)) iterations, module $module"
missed=0
for mech in ${mechs//,/ }; do
    case $mech in rsa | ecdsa) ;; *) kw_fail "unknown mechanism $mech (rsa, ecdsa)" ;; esac
    declare -a a b
    for k in 1 2; do
        read -r -a c <<<"$(profile "$mech" $((k * n)))"
        printf 'count %s %d total_ir=%s module_ir=%s op_module_ir=%s body_ir=%s engine_ir=%s cases_ir=%s plan_ir=%s\n' \
            "$mech" $((k * n)) "${c[@]}"
        if [ "$k" = 1 ]; then a=("${c[@]}"); else b=("${c[@]}"); fi
    done
    line=$(awk -v n="$n" -v mech="$mech" -v goal="$goal" -v a="${a[*]}" -v b="${b[*]}" 'BEGIN {
        split(a, x, " "); split(b, y, " ")
        for (i = 1; i <= 7; i++) d[i] = (y[i] - x[i]) / n
        # 1 total, 2 module, 3 runOnce->module, 4 body, 5 engine, 6 cases, 7 plan
        if (x[3] <= 0 || x[4] <= 0 || x[5] <= 0 || x[6] <= 0 || d[3] <= 0) { print "bad"; exit }
        loop = d[4] - d[3]; engine = d[5]; cli = d[6] - d[7] - d[5]
        kw = loop + engine + cli; share = kw / d[3] * 100
        printf "result %s ops=%d module_ir_per_op=%.0f keyward_ir_per_op=%.0f loop_ir_per_op=%.0f engine_ir_per_op=%.0f cli_ir_per_op=%.0f outside_ir_per_op=%.0f keyward_share_pct=%.3f goal_pct=%s %s\n",
            mech, n, d[3], kw, loop, engine, cli, d[1] - d[4] - d[6], share, goal, share <= goal ? "ok" : "over"
    }')
    [ "$line" != bad ] || kw_fail "no module or engine cost found in the $mech profiles"
    read -r rops rmod rown <<<"$(raw_profile "$mech")"
    echo "raw $mech ops=$rops module_ir_per_op=$rmod own_ir_per_op=$rown"
    echo "$line"
    case $line in *" over") missed=1 ;; esac
done
if [ "$check" = 1 ] && [ "$missed" = 1 ]; then
    kw_fail "Keyward's share exceeds $goal % of the module's instructions"
fi
