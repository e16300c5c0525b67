// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

/// Set or change the reset code (SCD PASSWD --reset OPENPGP.2, needs the
/// admin PIN), or remove it (VERIFY admin PIN, then PUT DATA D3 empty).
class SetResetCodeCommand : public CardCommand
{
    Q_OBJECT
public:
    explicit SetResetCodeCommand(AgentSession *session, bool remove = false,
                                 QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

protected:
    Status execute() override;
    QString successText() const override;

private:
    bool m_remove;
};

} // namespace keyward::openpgp
