// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentSession.h"
#include "CardInfo.h"

#include <QFuture>

namespace keyward::openpgp {

/**
 * Reads a CardInfo through the agent: SCD SERIALNO, LEARN --force and
 * GETATTR for what GnuPG 2.2 knows, raw GET DATA through "SCD APDU" for DE
 * (key origin), D6-D8 (touch), 7F74 (button) and FA (algorithms), which
 * GnuPG 2.2 does not expose; the APDUs go through scdaemon, so nothing else
 * fights it for the reader.
 */
class CardReader
{
public:
    /// Read on the session's worker; `card` (AID) names the card to read
    /// when more than one is present (empty: the one scdaemon picks). A read the user asked
    /// for may switch GnuPG 2.2's scdaemon to the card's reader (StartedBy).
    static QFuture<Result<CardInfo>> read(AgentSession *session, const QByteArray &card = {},
                                          StartedBy startedBy = StartedBy::User);
    /// Worker thread only.
    static Result<CardInfo> readNow(AgentSession &session);

    /// Worker thread only: GET DATA for a DO through "SCD APDU" (follows
    /// 61xx with GET RESPONSE). Errors carry the status word in detail;
    /// "not found" (6A88/6A82) comes back as ErrorKind::NotFound.
    static Result<QByteArray> getData(AgentSession &session, quint16 tag);
    /// Worker thread only: the UIF DO (D6-D8) of `slot`, by GET DATA, else from inside the
    /// Application Related Data (6E), where some cards keep it alone (GET DATA D6 answers
    /// 6A88 there). NotFound when the card has neither.
    static Result<QByteArray> uif(AgentSession &session, KeySlot slot);
    /// Worker thread only: send one APDU (hex) and return the response
    /// data with the status word split off into sw.
    static Result<QByteArray> apdu(AgentSession &session, const QByteArray &hexApdu, quint16 *sw,
                                   const QString &operation);

    /// Fill a CardInfo from status lines (LEARN and GETATTR replies). Pure.
    static void applyStatus(CardInfo &info, const AssuanReply &reply);
};

} // namespace keyward::openpgp
