#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# Shared by the keytocard sandbox tests: make a key with subkeys, run the
# keytocard CLI, and judge the outcome with gpg itself.
# Usage: . common.sh KEYTOCARD-BINARY
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
set -u
KT=${1:?keyward-keytocard binary}
export KT_PASS=kt-passphrase KT_ADMIN=12345678
USER_PIN=123456
WORK=$KEYWARD_SANDBOX/kt
mkdir -p "$WORK"

# kt_gen FAMILY EMAIL — a primary key with sign/encrypt/auth subkeys; prints the fingerprint.
kt_gen() {
    local family=$1 email=$2 fpr s e a
    case $family in
        rsa2048) s=rsa2048 e=rsa2048 a=rsa2048 ;;
        25519) s=ed25519 e=cv25519 a=ed25519 ;;
        *) kw_fail "unknown family $family" ;;
    esac
    gpg --batch --pinentry-mode loopback --passphrase "$KT_PASS" \
        --quick-gen-key "Keytocard Test <$email>" ed25519 cert 0 2>/dev/null ||
        kw_fail "quick-gen-key"
    fpr=$(gpg --with-colons --list-keys "$email" | awk -F: '/^fpr/{print $10; exit}')
    for u in "$s sign" "$e encr" "$a auth"; do
        # shellcheck disable=SC2086
        gpg --batch --pinentry-mode loopback --passphrase "$KT_PASS" \
            --quick-add-key "$fpr" $u 0 2>/dev/null || kw_fail "quick-add-key $u"
    done
    echo "$fpr"
}

# kt_subkey FPR USAGE-LETTER — fingerprint of the subkey with that usage.
kt_subkey() {
    gpg --with-colons --list-keys "$1" |
        awk -F: -v u="$2" '/^sub/{hit=index($12,u)>0} /^fpr/ && hit {print $10; exit}'
}

# kt_grip SUBKEY-FPR — keygrip of a subkey.
kt_grip() {
    gpg --with-colons --with-keygrip --list-keys "$1" |
        awk -F: -v f="$1" '/^fpr/{cur=$10} /^grp/ && cur==f {print $10; exit}'
}

# kt_where GRIP — D (local key), T (card stub) or - (none), from gpg-agent.
kt_where() {
    gpg-connect-agent "KEYINFO $1" /bye | awk '/^S KEYINFO/{print $4; found=1} END{if(!found) print "-"}'
}

# kt_card_fpr SLOT — the card's fingerprint for slot 1..3 (empty when none).
kt_card_fpr() {
    gpg-connect-agent "SCD LEARN --force" /bye >/dev/null 2>&1
    gpg-connect-agent "SCD GETATTR KEY-FPR" /bye | awk -v s="$1" '$2=="KEY-FPR" && $3==s {print $4}'
}

# Not gpg --card-status: in GnuPG 2.2 it replaces local keys that are also on the card by stubs.
kt_sig_counter() {
    gpg-connect-agent "SCD GETATTR SIG-COUNTER" /bye | awk '$2=="SIG-COUNTER"{print $3}'
}

# kt_sign_with SECRET EMAIL [HOME] — sign and verify with loopback SECRET (card PIN or passphrase).
kt_sign_with() {
    local home=${3:-$GNUPGHOME}
    echo "keyward keytocard test" |
        GNUPGHOME=$home gpg --batch --yes --pinentry-mode loopback --passphrase "$1" \
            -u "$2" --sign 2>"$WORK/sign.err" >"$WORK/signed.gpg" || return 1
    GNUPGHOME=$home gpg --batch --verify "$WORK/signed.gpg" 2>&1 | grep >/dev/null "Good signature"
}

# kt_decrypt_with SECRET EMAIL — encrypt to EMAIL and decrypt with loopback SECRET.
kt_decrypt_with() {
    echo "secret payload" | gpg --batch --yes --trust-model always -r "$2" -e >"$WORK/enc.gpg" ||
        return 1
    [ "$(gpg --batch --pinentry-mode loopback --passphrase "$1" -d "$WORK/enc.gpg" 2>/dev/null)" = \
        "secret payload" ]
}

# kt_restore_and_use BACKUP EMAIL — import the backup into an empty keyring and sign with it.
kt_restore_and_use() {
    local home rc=0
    home=$(mktemp -d /tmp/kt-restore.XXXXXX)
    kw_gnupghome "$home"
    GNUPGHOME=$home gpg --batch --import "$1" 2>/dev/null || rc=1
    [ $rc -eq 0 ] && { kt_sign_with "$KT_PASS" "$2" "$home" || rc=1; }
    gpgconf --homedir "$home" --kill gpg-agent 2>/dev/null
    rm -rf "$home"
    return $rc
}

# kt_assert_recoverable EMAIL BACKUP — the key still works: from the keyring when its secret is
# there, and (when BACKUP exists) from the backup restored into an empty keyring.
kt_assert_recoverable() {
    local email=$1 backup=$2 sub grip
    sub=$(kt_subkey "$email" s)
    grip=$(kt_grip "$sub")
    if [ "$(kt_where "$grip")" = D ]; then
        kt_sign_with "$KT_PASS" "$email" || kw_fail "the local key of $email no longer signs"
        echo "  recoverable: $email signs from the local keyring"
    fi
    if [ -f "$backup" ]; then
        kt_restore_and_use "$backup" "$email" || kw_fail "backup $backup does not restore $email"
        echo "  recoverable: $backup restores $email into an empty keyring and signs"
    fi
    [ "$(kt_where "$grip")" = D ] || [ -f "$backup" ] || kw_fail "$email is neither local nor backed up"
}

# kt_run ARGS... — the CLI with loopback secrets; output in $WORK/out, $WORK/err, status in $KT_RC.
kt_run() {
    KT_RC=0
    "$KT" "$@" --passphrase-env KT_PASS --admin-pin-env KT_ADMIN >"$WORK/out" 2>"$WORK/err" ||
        KT_RC=$?
    echo "  \$ keyward-keytocard $* -> $KT_RC"
    sed 's/^/    | /' "$WORK/out" "$WORK/err"
}
