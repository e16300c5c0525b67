# SPDX-License-Identifier: GPL-3.0-or-later
# Helpers for the virtual card's integration tests; sourced by scripts that run inside
# scripts/sandbox. GnuPG and OpenSC are the judges: every check reads what they report.
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
set -euo pipefail

VC_LOG=${VC_LOG:-$KEYWARD_SANDBOX/vcard-test.log}
export GPG_TTY=
# Deterministic PINs for the tests; the card's factory values.
VC_PIN=123456
VC_ADMIN=12345678

vc_log() { printf "%s %s\n" "$(date +%T.%N | cut -c1-12)" "$*" >>"$VC_LOG"; }

# vc_profile — the profile of card 0, as its control socket reports it.
vc_profile() {
    kw_card_ctl 0 status | sed -n 's/.* profile=\([^ ]*\).*/\1/p'
}

# vc_status_field NAME — one field of the card's control status line.
vc_status_field() {
    kw_card_ctl 0 status | tr ' ' '\n' | sed -n "s/^$1=//p"
}

# vc_card_status — gpg --card-status output (fresh read of the card).
vc_card_status() {
    gpg --batch --card-status 2>>"$VC_LOG"
}

# vc_card_field LABEL — value of one "Label ....: value" line of gpg --card-status.
vc_card_field() {
    vc_card_status | sed -n "s/^$1 *\.*: *//p" | head -n1
}

# vc_dialog ANSWER... -- GPG-ARGS...
# Runs gpg with --command-fd/--status-fd and answers its prompts in order. Each ANSWER is
# "keyword=value": the prompt gpg asks (GET_LINE/GET_BOOL/GET_HIDDEN keyword) must be that
# keyword, so a flow that goes differently fails loudly instead of feeding the wrong value.
# When the answers run out, "cardedit.prompt" gets "quit"; any other prompt fails.
# Hidden answers (PINs) are never logged. Returns gpg's exit status.
vc_dialog() {
    local -a answers=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
        answers+=("$1")
        shift
    done
    [ "${1:-}" = -- ] && shift
    local in out pid line kind keyword next want value i=0 rc failed=
    in=$(mktemp -u "$KEYWARD_SANDBOX/dlg.in.XXXX")
    out=$(mktemp -u "$KEYWARD_SANDBOX/dlg.out.XXXX")
    mkfifo "$in" "$out"
    gpg --no-tty --command-fd 0 --status-fd 1 --pinentry-mode loopback "$@" \
        <"$in" >"$out" 2>>"$VC_LOG" &
    pid=$!
    exec {wfd}>"$in" {rfd}<"$out"
    vc_log "dialog: gpg $*"
    while IFS= read -r -t 120 line <&"$rfd"; do
        case $line in
            "[GNUPG:] GET_"*) ;;
            "[GNUPG:] "*) vc_log "  $line"; continue ;;
            *) vc_log "  | $line"; continue ;;
        esac
        read -r _ kind keyword <<<"$line"
        if [ "$i" -lt "${#answers[@]}" ]; then
            next=${answers[$i]}
            want=${next%%=*}
            value=${next#*=}
            i=$((i + 1))
        elif [ "$keyword" = cardedit.prompt ]; then
            want=$keyword value=quit
        else
            vc_log "  unexpected prompt $kind $keyword (answers used up)"
            failed="unexpected prompt $keyword"
            kill "$pid" 2>/dev/null || true
            break
        fi
        if [ "$want" != "$keyword" ]; then
            vc_log "  prompt $kind $keyword, expected $want"
            failed="prompt $keyword where $want was expected"
            kill "$pid" 2>/dev/null || true
            break
        fi
        if [ "$kind" = GET_HIDDEN ]; then
            vc_log "  $kind $keyword <- (hidden)"
        else
            vc_log "  $kind $keyword <- $value"
        fi
        printf '%s\n' "$value" >&"$wfd"
    done
    exec {wfd}>&- {rfd}<&-
    rc=0
    wait "$pid" || rc=$?
    rm -f "$in" "$out"
    if [ -n "$failed" ]; then
        echo "dialog failed: $failed (see $VC_LOG)" >&2
        tail -n 30 "$VC_LOG" >&2
        return 99
    fi
    if [ "$i" -lt "${#answers[@]}" ]; then
        echo "dialog ended with unused answers from #$i: ${answers[$i]%%=*}" >&2
        tail -n 30 "$VC_LOG" >&2
        return 98
    fi
    return "$rc"
}

# vc_card_edit ANSWER... — vc_dialog for gpg --card-edit; answers start at the first prompt.
vc_card_edit() {
    vc_dialog "$@" -- --card-edit
}

# vc_retries — "PIN retry counter" as three numbers, e.g. "3 0 3".
vc_retries() {
    vc_card_field 'PIN retry counter'
}

# vc_reset_scd — make scdaemon forget cached PIN state and re-read the card.
vc_reset_scd() {
    gpg-connect-agent 'SCD RESET' /bye >/dev/null 2>&1 || true
}

# vc_profile_algorithms — the algorithm list of the running card's profile.
vc_profile_algorithms() {
    keyward-vcard --list-profiles | awk -v p="$(vc_profile)" '$1 == p { sub(/.*algorithms: */, ""); print }'
}

vc_has_algorithm() {
    case " $(vc_profile_algorithms) " in *" $1 "*) return 0 ;; *) return 1 ;; esac
}
