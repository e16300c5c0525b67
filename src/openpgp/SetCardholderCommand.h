// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"

namespace keyward::openpgp {

/// Write one cardholder data object (SCD SETATTR; needs the admin PIN).
class SetCardholderCommand : public CardCommand
{
    Q_OBJECT
public:
    enum class Field
    {
        Name,     ///< value as stored ("Doe<<John"); forName() builds it
        Language, ///< ISO 639-1, up to four codes: "de", "deen"
        Sex,      ///< "m", "f" or "" (not announced)
        Url,      ///< where the public key can be fetched
        Login,    ///< login data
    };
    SetCardholderCommand(AgentSession *session, Field field, QString value,
                         QObject *parent = nullptr);
    /// The name from its parts; the card gets "Surname<<Given<Names".
    static SetCardholderCommand *forName(AgentSession *session, const QString &surname,
                                         const QString &givenNames, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// Check a value before anything is sent; empty when fine.
    static QString validate(Field field, const QString &value);

protected:
    Status execute() override;
    QString successText() const override;

private:
    Field m_field;
    QString m_value;
    QString m_readBack; ///< what the card reports after the write, as displayed
};

} // namespace keyward::openpgp
