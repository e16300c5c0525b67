# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by the `keyward-cli key …` sandbox tests (sourced after tests/env/lib.sh, with $work set):
# reading keyward-cli's JSON and gpg's listing, and a card owner's key as the year finds it.

# key_field FILE EXPR: a value from a JSON file; EXPR reads it as d (key_field f 'd["fingerprint"]').
key_field() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$@"; }
# key_run ARGS...: keyward-cli with its output in $work/out and $work/err, its exit status in $rc.
key_run() {
    set +e
    keyward-cli "$@" >"$work/out" 2>"$work/err"
    rc=$?
    set -e
}
# key_subkey FPR USAGE: the fingerprint of the key's subkey with that usage letter (s, e, a).
key_subkey() {
    gpg --with-colons --list-keys "$1" |
        awk -F: -v u="$2" '/^sub/{hit=index($12,u)>0} /^fpr/ && hit {print $10; exit}'
}
# key_grip FPR: the keygrip of the (sub)key with that fingerprint.
key_grip() {
    gpg --with-colons --with-keygrip --list-keys "$1" |
        awk -F: -v f="$1" '/^fpr/{cur=$10} /^grp/ && cur==f {print $10; exit}'
}
# key_on_card NAME EMAIL [key create options…]: a key made by `key create` (passphrase in
# $work/pass, files in $work/keys), imported, its three subkeys moved onto the virtual card by
# `card keytocard` ($KT_PASS, $KT_ADMIN) and its primary secret removed from the everyday keyring.
# Sets fpr, backup, sig, enc and auth.
key_on_card() {
    local name=$1 email=$2
    shift 2
    keyward-cli key create --name "$name" --email "$email" --out-dir "$work/keys" "$@" \
        --passphrase-fd 3 --json 3<"$work/pass" >"$work/create.json" 2>"$work/err" ||
        kw_fail "key create: $(cat "$work/err")"
    fpr=$(key_field "$work/create.json" 'd["fingerprint"]')
    backup=$work/keys/$fpr-secret.asc
    gpg --batch --import "$backup" 2>/dev/null || kw_fail "importing the new key"
    sig=$(key_subkey "$fpr" s) enc=$(key_subkey "$fpr" e) auth=$(key_subkey "$fpr" a)
    key_run card keytocard move --key "$fpr" --backup "$work/keytocard-backup.asc" --remove-local \
        --yes --map "$sig=sig" --map "$enc=enc" --map "$auth=auth" \
        --passphrase-env KT_PASS --admin-pin-env KT_ADMIN
    [ "$rc" = 0 ] || kw_fail "card keytocard move: exit $rc: $(cat "$work/out" "$work/err")"
    gpg-connect-agent "DELETE_KEY --force $(key_grip "$fpr")" /bye >/dev/null
    gpg --with-colons -K "$fpr" | awk -F: '/^sec/{exit ($15=="#" ? 0 : 1)}' ||
        kw_fail "the primary secret is still in the everyday keyring: $(gpg --with-colons -K "$fpr")"
}
