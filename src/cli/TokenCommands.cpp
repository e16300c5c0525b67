// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenCommands.h"

#include "Confirm.h"
#include "TokenCli.h"
#include "TokenOptions.h"

#include "pcsc/Atr.h"
#include "pcsc/ReaderList.h"
#include "pkcs11/OpenScGuard.h"

using namespace keyward::cli;
using namespace keyward::cli::token;

namespace {

/// As in the window: OpenSC, loaded in this process, leaves the readers of
/// OpenPGP cards (and readers another program holds) to scdaemon, so a token
/// command never takes a card from gpg-agent. No pcscd: nothing to keep away.
void keepOpenScFromScdaemonsCards()
{
    const auto readers = keyward::pcsc::listReaders();
    if (!readers) {
        return;
    }
    QStringList kept;
    for (const keyward::pcsc::ReaderState &r : *readers) {
        if (r.cardPresent && (r.inUse || keyward::pcsc::isOpenPgpCardAtr(r.atr))) {
            kept << r.name;
        }
    }
    keyward::pkcs11::OpenScGuard::apply(kept);
}

} // namespace

int runTokenCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    const token::Parsed parsed = token::Parsed::parse(args);
    if (const auto rc = parsed.report(out, err, json)) {
        return *rc;
    }
    if (!parsed.options.has(QStringLiteral("with-openpgp-cards"))) {
        keepOpenScFromScdaemonsCards();
    }
    const token::Subcommand *sub = findSubcommand(parsed.options.positional().first());
    TokenCli cli(*sub, parsed.options, out, err, json);
    return cli.run();
}
