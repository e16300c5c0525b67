// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"
#include "CardInfo.h"

#include <QList>

namespace keyward::openpgp {

/// Set the touch policy (UIF, DO D6-D8) of one slot or of several in one step, with one
/// admin PIN: GnuPG 2.3 and later through `SCD SETATTR UIF-n`; 2.2, which has no attribute
/// for it, by VERIFY through scdaemon and PUT DATA through "SCD APDU". Every slot is checked
/// before the first is written (a fixed policy refuses, a card without a button refuses).
/// "Fixed" asks the Confirmer first: only a factory reset undoes it.
class SetTouchPolicyCommand : public CardCommand
{
    Q_OBJECT
public:
    SetTouchPolicyCommand(AgentSession *session, KeySlot slot, TouchPolicy policy,
                          QObject *parent = nullptr);
    SetTouchPolicyCommand(AgentSession *session, QList<KeySlot> keySlots, TouchPolicy policy,
                          QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// "the signature key", "the signature, encryption and authentication keys".
    static QString slotsText(const QList<KeySlot> &keySlots);

protected:
    Status execute() override;
    QString successText() const override;

private:
    Status write(KeySlot slot, quint8 button);

    QList<KeySlot> m_slots;
    TouchPolicy m_policy;
};

} // namespace keyward::openpgp
