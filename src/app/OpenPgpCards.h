// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/AgentSession.h"
#include "openpgp/StatusParsers.h"

#include <QList>
#include <QString>

namespace keyward::app {

/// One OpenPGP card present, as the command line lists it.
struct PresentCard
{
    openpgp::CardAid aid;
    QString model;            ///< "YubiKey 5", or "OpenPGP card" when unknown
    QString reader;           ///< PC/SC reader name when known
    bool viaScdaemon = false; ///< scdaemon can act on it now (GnuPG 2.2: its one card)
};

/**
 * Every OpenPGP card present, each once. GnuPG 2.4 lists them all through
 * scdaemon ("SCD SERIALNO --all"). GnuPG 2.2 serves one card (the first
 * reader's): the others are read through PC/SC from readers no process holds
 * (SELECT and GET DATA 4F, then let go), so they can be listed and named.
 * Blocking; not on the session's worker.
 */
Result<QList<PresentCard>> presentOpenPgpCards(openpgp::AgentSession &session);

/// Whether more than one card may be present, judged from PC/SC's reader states alone (no
/// card is spoken to): more than one reader holds a card, or PC/SC cannot be asked.
bool severalCardsMayBePresent();

/// "886A8E38  YubiKey 5 (Yubico)  Keyward Virtual Reader 00 00": one line per card.
QStringList describeCards(const QList<PresentCard> &cards);

} // namespace keyward::app
