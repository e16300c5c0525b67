// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

/// Change the user PIN or the admin PIN (SCD PASSWD OPENPGP.1 / OPENPGP.3).
class ChangePinCommand : public CardCommand
{
    Q_OBJECT
public:
    enum class Which
    {
        UserPin,
        AdminPin
    };
    ChangePinCommand(AgentSession *session, Which which, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

protected:
    Status execute() override;
    QString successText() const override;

private:
    Which m_which;
};

} // namespace keyward::openpgp
