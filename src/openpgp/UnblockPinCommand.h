// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

/// Unblock (reset) the user PIN with the reset code (SCD PASSWD OPENPGP.2)
/// or with the admin PIN (SCD PASSWD --reset OPENPGP.1).
class UnblockPinCommand : public CardCommand
{
    Q_OBJECT
public:
    enum class With
    {
        ResetCode,
        AdminPin
    };
    UnblockPinCommand(AgentSession *session, With with, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

protected:
    Status execute() override;
    QString successText() const override;

private:
    With m_with;
};

} // namespace keyward::openpgp
