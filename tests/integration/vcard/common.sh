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
            # Cards that want the PIN before every signature ask more often: answer those
            # extra PIN prompts from VC_PIN_FALLBACK and keep the scripted answer.
            if [ "$want" != "$keyword" ] && [ "$keyword" = passphrase.enter ] &&
                [ -n "${VC_PIN_FALLBACK:-}" ]; then
                i=$((i - 1))
                want=$keyword value=$VC_PIN_FALLBACK
            fi
        elif [ "$keyword" = passphrase.enter ] && [ -n "${VC_PIN_FALLBACK:-}" ]; then
            want=$keyword value=$VC_PIN_FALLBACK
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

# vc_kill_scd — end scdaemon through gpg-agent (so the agent knows), releasing the reader and
# every PIN it verified; the next gpg command starts a new one. gpg-agent notices the old
# scdaemon's end only when it next talks to it: until then a command gets "Broken pipe" (a
# `gpg --card-status` then reports no card). So this asks the agent's scdaemon for its version
# (which opens no reader) until a new one answers.
vc_kill_scd() {
    gpg-connect-agent 'SCD KILLSCD' /bye >/dev/null 2>&1 || true
    local i
    for i in $(seq 50); do
        pgrep -x scdaemon >/dev/null || break
        sleep 0.1
    done
    for i in $(seq 100); do
        gpg-connect-agent 'SCD GETINFO version' /bye 2>/dev/null | grep >/dev/null '^D ' && return 0
        sleep 0.1
    done
    echo "vc_kill_scd: gpg-agent has no working scdaemon after 10 s" >&2
    return 1
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

# vc_key_attr CHOICE — key-attr for all three slots. CHOICE is rsaBITS or a curve name as
# gpg --expert lists it (Curve25519, "NIST P-256", brainpoolP256r1, secp256k1).
vc_key_attr() {
    local choice=$1 slot
    local -a answers=(cardedit.prompt=admin cardedit.prompt=key-attr)
    for slot in 1 2 3; do
        case $choice in
            rsa*) answers+=(cardedit.genkeys.algo=1 "cardedit.genkeys.size=${choice#rsa}") ;;
            *) answers+=(cardedit.genkeys.algo=2 "keygen.curve=$choice") ;;
        esac
    done
    # The admin PIN is asked after a change, unless scdaemon still has it or nothing changed.
    VC_PIN_FALLBACK=$VC_ADMIN vc_dialog "${answers[@]}" -- --expert --card-edit
}

# vc_generate NAME EMAIL — generate all three keys on the card (no backup, no expiry).
vc_generate() {
    # A fresh scdaemon, so which PINs it asks for does not depend on what it verified before.
    vc_kill_scd
    if [ "$(vc_card_field 'Signature PIN')" = forced ]; then
        # gpg first clears the forced-PIN flag (admin PIN), then checks the user PIN.
        VC_PIN_FALLBACK=$VC_PIN vc_card_edit cardedit.prompt=admin cardedit.prompt=generate \
            cardedit.genkeys.backup_enc=n "passphrase.enter=$VC_ADMIN" \
            "passphrase.enter=$VC_PIN" keygen.valid=0 "keygen.name=$1" "keygen.email=$2" \
            keygen.comment=
    else
        VC_PIN_FALLBACK=$VC_PIN vc_card_edit cardedit.prompt=admin cardedit.prompt=generate \
            cardedit.genkeys.backup_enc=n "passphrase.enter=$VC_PIN" keygen.valid=0 \
            "keygen.name=$1" "keygen.email=$2" keygen.comment= "passphrase.enter=$VC_ADMIN"
    fi
}

# vc_sign_verify_encrypt_decrypt UID — gpg round trips with the card's keys.
vc_roundtrip() {
    local uid=$1 dir=$KEYWARD_SANDBOX/rt
    mkdir -p "$dir"
    echo "keyward virtual card $RANDOM" >"$dir/msg"
    gpg --batch --yes --pinentry-mode loopback --passphrase "$VC_PIN" -u "$uid" --sign \
        -o "$dir/msg.sig" "$dir/msg" 2>>"$VC_LOG" || kw_fail "gpg --sign with the card failed"
    gpg --batch --verify "$dir/msg.sig" 2>>"$VC_LOG" || kw_fail "gpg --verify failed"
    gpg --batch --yes --trust-model always -r "$uid" --encrypt -o "$dir/msg.enc" "$dir/msg" \
        2>>"$VC_LOG" || kw_fail "gpg --encrypt failed"
    gpg --batch --yes --pinentry-mode loopback --passphrase "$VC_PIN" --decrypt \
        -o "$dir/msg.dec" "$dir/msg.enc" 2>>"$VC_LOG" || kw_fail "gpg --decrypt with the card failed"
    cmp -s "$dir/msg" "$dir/msg.dec" || kw_fail "decrypted text differs"
}

# vc_ssh_auth — sign with the card's authentication key through gpg-agent's ssh agent.
vc_ssh_auth() {
    local dir=$KEYWARD_SANDBOX/ssh
    if ! command -v ssh-keygen >/dev/null || ! command -v ssh-add >/dev/null; then
        echo "note: openssh-client not installed; ssh check skipped"
        return 0
    fi
    mkdir -p "$dir"
    ssh-add -L 2>>"$VC_LOG" | grep cardno: | head -n1 >"$dir/card.pub" ||
        kw_fail "gpg-agent offers no card key over ssh"
    [ -s "$dir/card.pub" ] || kw_fail "gpg-agent offers no card key over ssh"
    echo "ssh challenge $RANDOM" >"$dir/data"
    kw_pinentry_answers "$VC_PIN"
    ssh-keygen -Y sign -f "$dir/card.pub" -n keyward "$dir/data" >>"$VC_LOG" 2>&1 ||
        kw_fail "ssh-keygen -Y sign through gpg-agent failed"
    ssh-keygen -Y check-novalidate -n keyward -s "$dir/data.sig" <"$dir/data" >>"$VC_LOG" 2>&1 ||
        kw_fail "ssh signature does not verify"
}

# vc_card_pid — pid of the keyward-vcard serving card 0 (found by its state file).
vc_card_pid() {
    local p state=$KEYWARD_SANDBOX/card0/state
    for p in /proc/[0-9]*; do
        if tr "\0" " " 2>/dev/null <"$p/cmdline" | grep >/dev/null -- "--state $state"; then
            basename "$p"
            return 0
        fi
    done
    return 1
}

# vc_restart_card [EXTRA-ARGS...] — kill card 0's process hard (SIGKILL, no chance to save)
# and start a new one on the same state file, port and control socket.
vc_restart_card() {
    local pid profile port
    profile=$(vc_profile)
    pid=$(vc_card_pid) || kw_fail "card process not found"
    kill -KILL "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
    kw_wait_card 0 absent 10
    port=$(sed -n 1p <<<"$KEYWARD_SANDBOX_PORTS")
    keyward-vcard --profile "$profile" --state "$KEYWARD_SANDBOX/card0/state" --port "$port" \
        --control "$KEYWARD_SANDBOX/card0/control" "$@" >>"$KEYWARD_SANDBOX/logs/card0.log" 2>&1 &
    disown
    kw_wait_card 0 present 15
    vc_kill_scd
}

# vc_opensc_module — path of OpenSC's PKCS#11 module (tests/env/lib.sh).
vc_opensc_module() { kw_opensc_module; }
