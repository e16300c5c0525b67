#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# secrets.sh KT — keyward-cli card keytocard move with --passphrase-env / --admin-pin-env: while
# it waits on a slow card, neither keyward-cli nor the gpg-agent and scdaemon it started show the
# passphrase or the admin PIN in /proc/PID/environ; keyward-cli has core dumps off
# (/proc/PID/limits) and is not dumpable (its /proc/PID/status is owned by root, checked when the
# test runs as another user). The move itself still succeeds and gpg signs with the card.
. "$KEYWARD_SOURCE_DIR/tests/integration/keytocard/common.sh" "$1"
# Only keyward-cli gets the secrets: an agent started by any other process of this test must not
# inherit them from here either.
export -n KT_PASS KT_ADMIN
PASS_VALUE="kt-env-passphrase-$$-$RANDOM"
ADMIN_VALUE=12345678

email=secrets@keyward.test
fpr=$(KT_PASS=$PASS_VALUE kt_gen 25519 "$email")
sig=$(kt_subkey "$fpr" s)
backup=$WORK/secrets.asc

# environ_has PID TEXT — whether TEXT occurs in /proc/PID/environ (0 yes, 1 no, 2 unreadable).
environ_has() {
    local env
    env=$(tr '\0' '\n' <"/proc/$1/environ" 2>/dev/null) || return 2
    [ -n "$env" ] || [ -r "/proc/$1/environ" ] || return 2
    grep -qF -- "$2" <<<"$env"
}

# ours PID — the process belongs to this sandbox (its GNUPGHOME).
ours() {
    tr '\0' '\n' <"/proc/$1/environ" 2>/dev/null | grep >/dev/null -xF "GNUPGHOME=$GNUPGHOME"
}

# check_process PID WHAT — fails when the environment of PID holds a secret.
check_process() {
    local pid=$1 what=$2 value
    for value in "$PASS_VALUE" "$ADMIN_VALUE"; do
        environ_has "$pid" "$value"
        case $? in
            0) kw_fail "$what (pid $pid) has a secret in /proc/$pid/environ" ;;
            2)
                [ -d "/proc/$pid" ] && kw_fail "cannot read /proc/$pid/environ of $what"
                return 1 # it has just ended
                ;;
        esac
    done
}

# Let keyward-cli start gpg-agent (and, through it, scdaemon) itself, and make the card slow
# enough that every process can be looked at while the move runs.
gpgconf --kill gpg-agent
kw_card_ctl 0 latency 250 >/dev/null

env KT_PASS="$PASS_VALUE" KT_ADMIN="$ADMIN_VALUE" \
    keyward-cli card keytocard move --key "$fpr" --backup "$backup" --remove-local \
    --map "$sig=sig" --passphrase-env KT_PASS --admin-pin-env KT_ADMIN \
    >"$WORK/out" 2>"$WORK/err" &
cli=$!

seen_cli=0 seen_agent=0 seen_scd=0 seen_limits=0
while kill -0 "$cli" 2>/dev/null; do
    for p in $(pgrep -x gpg-agent) $(pgrep -x scdaemon); do
        ours "$p" || continue
        name=$(cat "/proc/$p/comm" 2>/dev/null) || continue
        check_process "$p" "$name"
        for var in KT_PASS= KT_ADMIN=; do
            environ_has "$p" "$var" && kw_fail "$name (pid $p) inherited $var"
        done
        case $name in
            gpg-agent) seen_agent=1 ;;
            scdaemon) seen_scd=1 ;;
        esac
    done
    # keyward-cli takes the secrets while it parses its options, before it starts gpg-agent:
    # looked at from then on.
    if [ "$seen_agent" = 1 ] && [ "$(cat "/proc/$cli/comm" 2>/dev/null)" = keyward-cli ]; then
        check_process "$cli" keyward-cli && seen_cli=1
        if grep -Eq '^Max core file size +0 +0 ' "/proc/$cli/limits" 2>/dev/null; then
            seen_limits=1
        elif [ -r "/proc/$cli/limits" ]; then
            grep 'core file' "/proc/$cli/limits"
            kw_fail "keyward-cli may dump core"
        fi
        if [ "$(id -u)" != 0 ] && [ "$(stat -c %u "/proc/$cli/status" 2>/dev/null)" != 0 ]; then
            kw_fail "keyward-cli is dumpable: /proc/$cli/status is not owned by root"
        fi
    fi
    sleep 0.1
done
rc=0
wait "$cli" || rc=$?
echo "  keyward-cli card keytocard move -> $rc"
sed 's/^/    | /' "$WORK/out" "$WORK/err"
kw_card_ctl 0 latency 0 >/dev/null
kw_assert_eq 0 "$rc" "move with secrets from the environment"
kw_assert_eq 1 "$seen_cli" "keyward-cli looked at while it waited"
kw_assert_eq 1 "$seen_limits" "keyward-cli's core file size limit (0) seen"
kw_assert_eq 1 "$seen_agent" "the gpg-agent keyward-cli started looked at"
kw_assert_eq 1 "$seen_scd" "the scdaemon looked at"
echo "  keyward-cli, gpg-agent and scdaemon: no secret in /proc/PID/environ; core size limit 0"

# The secrets were right: the key is on the card and signs there.
kw_assert_eq "$sig" "$(kt_card_fpr 1)" "card slot 1"
kt_sign_with "$USER_PIN" "$email" || kw_fail "sign with the card"

# A variable that is not set is refused before anything starts.
rc=0
keyward-cli card keytocard backup --key "$fpr" --backup "$WORK/unset.asc" \
    --passphrase-env KT_NOT_SET >/dev/null 2>"$WORK/err" || rc=$?
kw_assert_eq 2 "$rc" "unset --passphrase-env variable"
[ -e "$WORK/unset.asc" ] && kw_fail "a backup was written without a passphrase"
echo "PASS keytocard secrets"
