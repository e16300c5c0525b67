// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"
#include "bench/SkippedCase.h"
#include "core/Result.h"

namespace keyward::bench {

/// The card gpg-agent's scdaemon is using, identified for an end-to-end
/// benchmark record, and the agent's version.
struct AgentCardIdentity
{
    DeviceIdentity device;
    QString reader;       ///< the PC/SC reader scdaemon reports ("S READER"), if any
    QString agentVersion; ///< "2.2.40"
    /// The card's key attributes (KEY-ATTR of the same LEARN): which
    /// algorithms a case on this card can measure.
    CardKeyAlgorithms keys;
};

/// Identify the card through gpg-agent (`SCD SERIALNO`, `SCD LEARN --force`,
/// `SCD APDU --atr`), never over PC/SC: scdaemon holds the reader while the
/// end-to-end path runs. Vendor, model and "OpenPGP x.y" come from the AID as
/// probeOpenPgpCard() reads them, so both paths name a card the same way;
/// virtual when the reader is a vpcd reader. NoCard when there is none.
Result<AgentCardIdentity> probeCardThroughAgent(const QString &socket = {});

} // namespace keyward::bench
