// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetForceSigCommand.h"

namespace keyward::openpgp {

SetForceSigCommand::SetForceSigCommand(AgentSession *session, bool forceSig, QObject *parent)
    : CardCommand(session, parent)
    , m_forceSig(forceSig)
{}

QString SetForceSigCommand::title() const
{
    return tr("Changing the signature PIN policy");
}

QString SetForceSigCommand::failureText() const
{
    return tr("The signature PIN policy could not be changed: %1.");
}

QString SetForceSigCommand::successText() const
{
    return m_forceSig ? tr("The user PIN is now asked for every signature.")
                      : tr("The user PIN now stays valid for several signatures.");
}

Status SetForceSigCommand::execute()
{
    if (Status s = guardPin(2); !s) {
        return s;
    }
    // PW status byte 0: 00 = one signature per PIN entry, 01 = several.
    auto r = scd(m_forceSig ? "SCD SETATTR CHV-STATUS-1 %00" : "SCD SETATTR CHV-STATUS-1 %01",
                 {PinKind::AdminPin});
    return r ? Status() : Status(withTriesLeft(r.error(), 2));
}

} // namespace keyward::openpgp
