#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What `keyward-cli card status` starts besides talking to gpg-agent: on a card without keys,
# nothing: no gpg and no gpgsm (GPGME's engine checks run `gpg --version`, `gpgsm --version` and
# `gpgconf --version` before its first command; the keyring is only read for a card's keys), and
# no gpgconf (the agent's socket is found without it, src/openpgp/GnupgDirs).
# Counted, never timed: gpgconf first in PATH logs every call and names logging stand-ins for
# gpg and gpgsm in --list-components, which is where GPGME finds them.
set -euo pipefail
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
dir=$KEYWARD_SANDBOX/processes
mkdir -p "$dir/bin"
log=$dir/log
real_gpgconf=$(command -v gpgconf)
real_gpg=$(command -v gpg)
real_gpgsm=$(command -v gpgsm || echo /usr/bin/gpgsm)
for tool in gpg gpgsm; do
    real=$real_gpg
    [ "$tool" = gpgsm ] && real=$real_gpgsm
    cat >"$dir/bin/$tool" <<WRAP
#!/usr/bin/env bash
echo "$tool \$*" >>"$log"
exec "$real" "\$@"
WRAP
done
cat >"$dir/bin/gpgconf" <<WRAP
#!/usr/bin/env bash
echo "gpgconf \$*" >>"$log"
if [ "\${1:-}" = --list-components ]; then
    "$real_gpgconf" "\$@" | sed -e "s|^gpg:\\([^:]*\\):.*|gpg:\\1:$dir/bin/gpg|" \\
        -e "s|^gpgsm:\\([^:]*\\):.*|gpgsm:\\1:$dir/bin/gpgsm|"
    exit "\${PIPESTATUS[0]}"
fi
exec "$real_gpgconf" "\$@"
WRAP
chmod +x "$dir/bin/"*

"$real_gpg" --batch --card-status >/dev/null || kw_fail "gpg --card-status"
# The stand-ins log what runs them (else the empty logs below would say nothing).
PATH=$dir/bin:$PATH gpgconf --list-dirs agent-socket >/dev/null
grep -q '^gpgconf --list-dirs' "$log" || kw_fail "the logging gpgconf was not used"
: >"$log"
out=$(PATH=$dir/bin:$PATH keyward-cli card status 2>&1) || kw_fail "card status: $out"
echo "$out"
echo "--- started:"
cat "$log"
kw_assert_contains "$out" "Certificate...............: [none in this keyring]" "status read the card"
if grep -E '^(gpg|gpgsm) ' "$log"; then
    kw_fail "card status started gpg or gpgsm for a card without keys"
fi
if grep -E '^gpgconf ' "$log"; then
    kw_fail "card status ran gpgconf (GPGME's engine checks or its directory lookup)"
fi

# The same with --json.
: >"$log"
json=$(PATH=$dir/bin:$PATH keyward-cli --json card status 2>&1) || kw_fail "card status --json: $json"
kw_assert_contains "$json" '"certificates": [' "status --json read the card"
if grep -E '^(gpg|gpgsm|gpgconf) ' "$log"; then
    kw_fail "card status --json started gpg, gpgsm or gpgconf"
fi
echo "card status starts no gpg, no gpgsm and no gpgconf on a card without keys"
