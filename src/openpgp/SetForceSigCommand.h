// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

/// Whether the user PIN is asked for every signature (forcesig) or stays
/// valid for several (SCD SETATTR CHV-STATUS-1; needs the admin PIN).
class SetForceSigCommand : public CardCommand
{
    Q_OBJECT
public:
    SetForceSigCommand(AgentSession *session, bool forceSig, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

protected:
    Status execute() override;
    QString successText() const override;

private:
    bool m_forceSig;
};

} // namespace keyward::openpgp
