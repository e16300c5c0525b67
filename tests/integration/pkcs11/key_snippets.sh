#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `keyward-cli token snippets` on the sandbox's SoftHSM token, and the OpenSSL
# and OpenSSH snippets executed as printed: an `openssl s_server` started with
# the snippet's engine options and the token key answers an `openssl s_client`
# that verifies the certificate, and `ssh-keygen -D MODULE` prints the public
# key of the certificate. The PIN goes into the URI (pin-value) only here;
# Keyward's snippets never carry it. Runs inside scripts/sandbox.
set -euo pipefail
cli=${KEYWARD_TOKEN_CLI:?}
: "${SOFTHSM2_CONF:?run inside scripts/sandbox}"
work=$(mktemp -d)
server=
cleanup() {
    [ -z "$server" ] || kill "$server" 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
cd "$work"
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
kw() { timeout 120 "$cli" token "$@"; }

printf '123456\n' > user.pin
chmod 600 user.pin
P=(--token keyward-test --pin-file user.pin)

step "an RSA-2048 key pair and a self-signed certificate on the token"
kw keygen "${P[@]}" --key-type rsa2048 --label snip-rsa --id 5c01 > /dev/null
kw selfsign "${P[@]}" --label snip-rsa --subject "/CN=localhost" --san DNS:localhost \
    --days 10 --ca --store --out cert.pem
openssl x509 -in cert.pem -noout > /dev/null

step "the snippets: every target, the URI names token and key, no PIN anywhere"
kw snippets "${P[@]}" --label snip-rsa --json > snippets.json
for t in uri openssl nginx apache openssh nss; do
    grep -q "\"target\": \"$t\"" snippets.json || fail "no $t snippet"
done
grep -q '"caveat": ""' snippets.json && fail "a snippet without caveat"
grep -q 123456 snippets.json && fail "the PIN is in a snippet"
uri=$(kw snippets "${P[@]}" --label snip-rsa --target uri)
case "$uri" in
    pkcs11:*token=keyward-test*id=%5c%01*object=snip-rsa*type=private | \
        pkcs11:*token=keyward-test*id=%5C%01*object=snip-rsa*type=private) ;;
    *) fail "URI $uri" ;;
esac
# Naming the certificate leads to the key next to it.
[ "$(kw snippets "${P[@]}" --id 5c01 --type certificate --target uri)" = "$uri" ] \
    || fail "the certificate's ID does not lead to the same key URI"
kw snippets "${P[@]}" --label snip-rsa --target nss | grep >/dev/null -x "keyward-test:snip-rsa" \
    || fail "NSS nickname"
kw snippets "${P[@]}" --label snip-rsa --target nginx | grep >/dev/null -F "\"engine:pkcs11:$uri?pin-source=" \
    || fail "nginx key"

step "OpenSSL: s_server with the snippet's engine options, s_client verifies and reads a line"
kw snippets "${P[@]}" --label snip-rsa --target openssl > openssl.txt
# The libp11 part: up to the first empty line, continuation lines joined.
sed '/^$/q' openssl.txt | sed -e ':a' -e '/\\$/N; s/\\\n//; ta' > engine.sh
grep -q "^export PKCS11_MODULE_PATH=" engine.sh || fail "no module path in the OpenSSL snippet"
grep -q "^openssl s_server -engine pkcs11 -keyform engine -key " engine.sh \
    || fail "no s_server line in the OpenSSL snippet"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' \
    2> /dev/null || echo $((20000 + RANDOM % 20000)))
# Only here: the PIN in the URI (pin-value), and a server that echoes reversed lines once.
withpin="$uri?pin-value=123456"
grep "^export PKCS11_MODULE_PATH=" engine.sh > run.sh
grep "^openssl s_server " engine.sh | sed -e "s|$uri|$withpin|" \
    -e "s|-accept 4433|-accept 127.0.0.1:$port -naccept 1 -rev|" >> run.sh
grep -qF "$withpin" run.sh || fail "the URI in the s_server line is not the key's"
: > server.log
bash run.sh > server.log 2>&1 &
server=$!
while ! grep -q "ACCEPT" server.log; do
    kill -0 "$server" 2> /dev/null || { cat server.log; fail "s_server stopped before listening"; }
    sleep 0.1
done
printf 'hello token\nCLOSE\n' |
    openssl s_client -connect "127.0.0.1:$port" -verify_return_error -CAfile cert.pem \
        -servername localhost -quiet > client.out 2> client.err \
    || { cat client.err server.log; fail "s_client failed"; }
grep -q "nekot olleh" client.out || { cat client.out client.err server.log; fail "no line back"; }
grep -q "verify return:1" client.err || { cat client.err; fail "certificate not verified"; }
wait "$server" || true
server=

step "OpenSSH: ssh-keygen -D from the snippet prints the certificate's public key"
kw snippets "${P[@]}" --label snip-rsa --target openssh > openssh.txt
grep "^ssh-keygen -D " openssh.txt > keygen.sh || fail "no ssh-keygen -D line"
bash keygen.sh > token-keys.txt
openssl x509 -in cert.pem -pubkey -noout > pub.pem
expected=$(ssh-keygen -i -m PKCS8 -f pub.pem | cut -d' ' -f1-2)
[ -n "$expected" ] || fail "no OpenSSH key from the certificate"
cut -d' ' -f1-2 token-keys.txt | grep >/dev/null -xF "$expected" \
    || { cat token-keys.txt; fail "ssh-keygen -D does not print the key"; }
echo "ok"
