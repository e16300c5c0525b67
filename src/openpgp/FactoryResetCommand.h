// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

/**
 * Reset the OpenPGP application to factory state: all three keys, the
 * cardholder data, the PINs (back to 123456 / 12345678), the reset code,
 * KDF and touch settings are destroyed. Works with a blocked admin PIN:
 * like `gpg --card-edit factory-reset`, it blocks both PINs with wrong
 * VERIFYs, then sends TERMINATE DF and ACTIVATE FILE through "SCD APDU".
 * The user must type the card's serial number (as gpg prints it) to confirm.
 */
class FactoryResetCommand : public CardCommand
{
    Q_OBJECT
public:
    FactoryResetCommand(AgentSession *session, QString typedSerial, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// What will be destroyed, for the confirmation page.
    static QString whatIsDestroyed();

protected:
    Status execute() override;
    QString successText() const override;

private:
    QString m_typedSerial;
};

} // namespace keyward::openpgp
