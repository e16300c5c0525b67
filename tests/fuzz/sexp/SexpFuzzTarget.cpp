// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over the canonical S-expressions gpg-agent and scdaemon return
// (READKEY, PKSIGN, PKDECRYPT): the agent benchmark's atom walker (bench::sexp::valueOf),
// the SSH export (ExportPublicKeyCommand::sshFromSexp) and the keygrip of a card's public
// key (AgentKey::keygripOf, through libgcrypt).
// Properties checked besides "no crash": a value found lies inside the input, and an atom
// written by appendAtom reads back whole.
#include "bench/agent/CanonicalSexp.h"
#include "openpgp/ExportPublicKeyCommand.h"
#include "openpgp/keytocard/AgentKey.h"

#include <cstdlib>

using namespace keyward;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    static const char *names[] = {"n",          "e",   "q",   "curve", "s",       "r",      "value",
                                  "public-key", "rsa", "ecc", "flags", "enc-val", "sig-val"};
    for (const char *name : names) {
        if (auto v = bench::sexp::valueOf(input, name)) {
            check(v->data() >= input.constData() &&
                  v->data() + v->size() <= input.constData() + input.size());
        }
    }
    // An atom written by appendAtom is read back whole, whatever bytes it holds.
    QByteArray pair = "(";
    bench::sexp::appendAtom(pair, "x");
    bench::sexp::appendAtom(pair, input);
    pair += ')';
    const auto back = bench::sexp::valueOf(pair, "x");
    check(back && *back == QByteArrayView(input));
    (void)openpgp::ExportPublicKeyCommand::sshFromSexp(input, QStringLiteral("card"));
    if (auto grip = openpgp::keytocard::AgentKey::keygripOf(input))
        check(grip->size() == 40);
    return 0;
}
