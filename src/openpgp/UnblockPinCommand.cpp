// SPDX-License-Identifier: GPL-3.0-or-later
#include "UnblockPinCommand.h"

namespace keyward::openpgp {

UnblockPinCommand::UnblockPinCommand(AgentSession *session, With with, QObject *parent)
    : CardCommand(session, parent)
    , m_with(with)
{}

QString UnblockPinCommand::title() const
{
    return m_with == With::ResetCode ? tr("Unblocking the user PIN with the reset code")
                                     : tr("Unblocking the user PIN with the admin PIN");
}

QString UnblockPinCommand::failureText() const
{
    return tr("The user PIN could not be unblocked: %1.");
}

QString UnblockPinCommand::successText() const
{
    return tr("The user PIN was set and its retry counter reset.");
}

Status UnblockPinCommand::execute()
{
    const bool rc = m_with == With::ResetCode;
    const int index = rc ? 1 : 2;
    if (Status s = guardPin(index); !s) {
        if (rc && s.error().is(ErrorKind::PinBlocked)) {
            // Counter 0 also means "no reset code set": say so.
            Error e = s.error();
            e.detail = tr("no reset code is set, or it is blocked");
            return e;
        }
        return s;
    }
    auto r = rc ? scd("SCD PASSWD OPENPGP.2", {PinKind::ResetCode, PinKind::NewUserPin})
                : scd("SCD PASSWD --reset OPENPGP.1", {PinKind::AdminPin, PinKind::NewUserPin});
    if (!r) {
        if (outcomeUnknown(r.error())) {
            return settleInterruptedPinChange(r.error(), index, 0);
        }
        return explainRefusedNewPin(withTriesLeft(r.error(), index), PinKind::NewUserPin);
    }
    return {};
}

} // namespace keyward::openpgp
