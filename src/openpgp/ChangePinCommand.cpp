// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChangePinCommand.h"

namespace keyward::openpgp {

ChangePinCommand::ChangePinCommand(AgentSession *session, Which which, QObject *parent)
    : CardCommand(session, parent)
    , m_which(which)
{}

QString ChangePinCommand::title() const
{
    return m_which == Which::UserPin ? tr("Changing the user PIN") : tr("Changing the admin PIN");
}

QString ChangePinCommand::failureText() const
{
    return m_which == Which::UserPin ? tr("The user PIN could not be changed: %1.")
                                     : tr("The admin PIN could not be changed: %1.");
}

QString ChangePinCommand::successText() const
{
    return m_which == Which::UserPin ? tr("The user PIN was changed.")
                                     : tr("The admin PIN was changed.");
}

Status ChangePinCommand::execute()
{
    const bool user = m_which == Which::UserPin;
    const int index = user ? 0 : 2;
    if (Status s = guardPin(index); !s) {
        return s;
    }
    auto r = user ? scd("SCD PASSWD OPENPGP.1", {PinKind::UserPin, PinKind::NewUserPin})
                  : scd("SCD PASSWD OPENPGP.3", {PinKind::AdminPin, PinKind::NewAdminPin});
    if (!r) {
        if (outcomeUnknown(r.error())) {
            return settleInterruptedPinChange(r.error(), index, index);
        }
        return explainRefusedNewPin(withTriesLeft(r.error(), index),
                                    user ? PinKind::NewUserPin : PinKind::NewAdminPin);
    }
    return {};
}

} // namespace keyward::openpgp
