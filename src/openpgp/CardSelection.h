// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentSession.h"
#include "StatusParsers.h"

#include <QList>
#include <QString>

namespace keyward::openpgp {

/**
 * Which OpenPGP card an operation acts on when more than one is present.
 *
 * A card is named by its AID (32 hex digits) or its serial as gpg prints it
 * (8 hex digits). AgentSession::setTargetCardNow() makes the named card
 * scdaemon's current card before an operation's first SCD command:
 * GnuPG 2.4 with "SCD SWITCHCARD" followed by "SCD SERIALNO --demand", and
 * GnuPG 2.2 with "SCD SERIALNO --demand" alone (2.2 has no SWITCHCARD).
 */
namespace cardselection {

/// Whether `wanted` (AID or serial, any case, surrounding blanks ignored) names this card.
bool matches(const CardAid &aid, QStringView wanted);

/// The cards named by every "S SERIALNO" line of a reply ("SCD GETINFO
/// card_list", "SCD SERIALNO --all"), each once, in order; lines that are
/// not OpenPGP AIDs are skipped.
QList<CardAid> parseCardList(const AssuanReply &reply);

/// Worker thread only: every OpenPGP card scdaemon can reach. GnuPG 2.4:
/// "SCD SERIALNO --all" then "SCD GETINFO card_list"; GnuPG 2.2: the card
/// scdaemon has open ("SCD GETINFO card_list"), else the one "SCD SERIALNO"
/// answers with. No card is an empty list, not an error.
Result<QList<CardAid>> listCardsNow(AgentSession &session);

/// "886A8E38 (Yubico), 00E0B046 (FSIJ)": the cards for a message.
QString describe(const QList<CardAid> &cards);

/// The card among `cards` that `wanted` names; a NotFound error that lists
/// the present cards when none does.
Result<CardAid> find(const QList<CardAid> &cards, const QString &wanted, const QString &operation);

} // namespace cardselection

} // namespace keyward::openpgp
