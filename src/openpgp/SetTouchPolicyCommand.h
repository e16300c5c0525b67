// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"
#include "CardInfo.h"

namespace keyward::openpgp {

/// Set the touch policy (UIF, DO D6-D8) of one slot: VERIFY admin PIN
/// through scdaemon, then PUT DATA through "SCD APDU" (GnuPG 2.2 has no
/// command for it). "Fixed" asks the Confirmer first: only a factory reset
/// undoes it.
class SetTouchPolicyCommand : public CardCommand
{
    Q_OBJECT
public:
    SetTouchPolicyCommand(AgentSession *session, KeySlot slot, TouchPolicy policy,
                          QObject *parent = nullptr);
    QString title() const override;

protected:
    Status execute() override;
    QString successText() const override;

private:
    KeySlot m_slot;
    TouchPolicy m_policy;
};

} // namespace keyward::openpgp
