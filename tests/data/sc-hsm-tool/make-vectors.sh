#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the known-answer DKEK share files of this folder with OpenSC's sc-hsm-tool and records
# the key check value sc-hsm-tool prints when it imports each into a freshly initialised virtual
# SmartCard-HSM. Not part of the test suite: run once by hand, inside the sandbox, into an empty
# folder, then copy what it wrote here (README.md says how the committed files were made):
#   scripts/sandbox --card nitrokey-hsm --build-dir build/default -- \
#       tests/data/sc-hsm-tool/make-vectors.sh OUT-DIR
# Every share costs sc-hsm-tool one key derivation (EVP_BytesToKey, 10,000,000 MD5 iterations) to
# create and one per import: ten of them, about three minutes of CPU in all.
set -euo pipefail
out=${1:?usage: make-vectors.sh OUT-DIR}
mkdir -p "$out"
cd "$out"
[ -z "$(ls -A)" ] || { echo "make-vectors.sh: $out is not empty" >&2; exit 1; }
umask 077
export KW_SO_PIN=3537363231383830 KW_PIN=648219
export PASSWORD_A="password of share A" PASSWORD_B="password of share B"
printf '%s\n' "$PASSWORD_A" >a.password
printf '%s\n' "$PASSWORD_B" >b.password

# sc-hsm-tool clears the screen between password shares with system("clear"): no TERM.
hsm() {
    echo "\$ sc-hsm-tool $*" >>transcript.txt
    env -u TERM sc-hsm-tool "$@" 2>&1 | tee -a transcript.txt
}
kcv() { sed -n 's/^DKEK key check value *: *//p' <<<"$1" | tr -dc '0-9A-Fa-f' | tr a-f A-F; }
initialize() {
    local out
    out=$(hsm --initialize --so-pin env:KW_SO_PIN --pin env:KW_PIN --dkek-shares "$1")
    case $out in *failed*) echo "sc-hsm-tool --initialize: $out" >&2; exit 1 ;; esac
}
field() { sed -n "s/^$1 *: *//p" "$2" | head -n1; }
# typed SHARE-FILE... — the prime, then <enter>, the share ID and the value for each share.
typed() {
    field Prime "$1"
    for f in "$@"; do
        printf '\n%s\n%s\n' "$(field 'Share ID' "$f")" "$(field 'Share value' "$f")"
    done
}

hsm --create-dkek-share a.pbe --password env:PASSWORD_A
hsm --create-dkek-share b.pbe --password env:PASSWORD_B
printf '\n\n\n\n\n\n\n' | hsm --create-dkek-share split.pbe --pwd-shares-threshold 2 \
    --pwd-shares-total 3 >split.created.txt
for i in 1 2 3; do
    awk -v n="Share $i of 3" '$0 ~ n { on = 1 } on && /^(Prime|Share ID|Share value)/ { print }
        on && /^Share value/ { exit }' split.created.txt >"split.share$i"
    [ "$(wc -l <"split.share$i")" = 3 ] || { echo "no share $i in split.created.txt" >&2; exit 1; }
done

# One share each, into a device initialised for one share.
for v in a b; do
    initialize 1
    var=PASSWORD_${v^^}
    kcv "$(hsm --import-dkek-share "$v.pbe" --password "env:$var")" >"$v.kcv"
done
# A then B into a device initialised for two shares: the DKEK is both together.
initialize 2
hsm --import-dkek-share a.pbe --password env:PASSWORD_A >/dev/null
kcv "$(hsm --import-dkek-share b.pbe --password env:PASSWORD_B)" >ab.kcv
kcv "$(hsm)" >ab.status.kcv
cmp -s ab.kcv ab.status.kcv || { echo "the two-share KCV differs in the status" >&2; exit 1; }
rm ab.status.kcv
# The split share from each pair of password shares: the same key check value.
for pair in "1 2" "1 3" "2 3"; do
    initialize 1
    set -- $pair
    kcv "$(typed "split.share$1" "split.share$2" | hsm --import-dkek-share split.pbe \
        --pwd-shares-total 2)" >"split.kcv.$1$2"
done
cmp -s split.kcv.12 split.kcv.13 && cmp -s split.kcv.12 split.kcv.23 ||
    { echo "password share pairs give different KCVs: $(cat split.kcv.*)" >&2; exit 1; }
mv split.kcv.12 split.kcv
rm split.kcv.13 split.kcv.23
for f in a.kcv b.kcv ab.kcv split.kcv; do
    grep -qE '^[0-9A-F]{16}$' "$f" || { echo "$f: no key check value" >&2; exit 1; }
done
dpkg-query -W opensc >opensc.version
ls -l
