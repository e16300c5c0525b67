// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetCardholderCommand.h"

#include "CardInfo.h"
#include "StatusParsers.h"

namespace keyward::openpgp {

SetCardholderCommand::SetCardholderCommand(AgentSession *session, Field field, QString value,
                                           QObject *parent)
    : CardCommand(session, parent)
    , m_field(field)
    , m_value(std::move(value))
{
    if (m_field == Field::Language) {
        // "de en", "de,en" and "deen" are one list: the card stores the codes side by side.
        m_value.remove(QLatin1Char(' ')).remove(QLatin1Char(','));
    }
}

SetCardholderCommand *SetCardholderCommand::forName(AgentSession *session, const QString &surname,
                                                    const QString &givenNames, QObject *parent)
{
    return new SetCardholderCommand(session, Field::Name, isoName(surname, givenNames), parent);
}

QString SetCardholderCommand::title() const
{
    switch (m_field) {
    case Field::Name:
        return tr("Setting the cardholder name");
    case Field::Language:
        return tr("Setting the language");
    case Field::Sex:
        return tr("Setting the salutation");
    case Field::Url:
        return tr("Setting the public key URL");
    case Field::Login:
        return tr("Setting the login data");
    }
    return {};
}

QString SetCardholderCommand::failureText() const
{
    switch (m_field) {
    case Field::Name:
        return tr("The cardholder name could not be set: %1.");
    case Field::Language:
        return tr("The language could not be set: %1.");
    case Field::Sex:
        return tr("The salutation could not be set: %1.");
    case Field::Url:
        return tr("The public key URL could not be set: %1.");
    case Field::Login:
        return tr("The login data could not be set: %1.");
    }
    return {};
}

QString SetCardholderCommand::successText() const
{
    return m_readBack.isEmpty() ? tr("The card now reports the value as empty.")
                                : tr("The card now holds \"%1\".").arg(m_readBack);
}

QString SetCardholderCommand::validate(Field field, const QString &value)
{
    switch (field) {
    case Field::Name:
        if (value.toUtf8().size() > 39) {
            return tr("The name is too long for the card (39 bytes at most).");
        }
        break;
    case Field::Language:
        if (value.size() % 2 != 0 || value.size() > 8) {
            return tr("Give one to four two-letter language codes, e.g. \"de\" or \"deen\".");
        }
        for (const QChar c : value) {
            if (c < QLatin1Char('a') || c > QLatin1Char('z')) {
                return tr("Language codes are lower-case letters a-z.");
            }
        }
        break;
    case Field::Sex:
        if (!value.isEmpty() && value != QLatin1String("m") && value != QLatin1String("f")) {
            return tr("Salutation is \"m\", \"f\" or empty.");
        }
        break;
    case Field::Url:
    case Field::Login:
        if (value.toUtf8().size() > 254) {
            return tr("The value is too long for the card.");
        }
        break;
    }
    return {};
}

Status SetCardholderCommand::execute()
{
    if (const QString problem = validate(m_field, m_value); !problem.isEmpty()) {
        // userMessage() ends the sentence itself
        return Error::invalidInput(title(), problem.endsWith(QLatin1Char('.')) ? problem.chopped(1)
                                                                               : problem);
    }
    QByteArray attr;
    QByteArray value = m_value.toUtf8();
    switch (m_field) {
    case Field::Name:
        attr = "DISP-NAME";
        break;
    case Field::Language:
        attr = "DISP-LANG";
        break;
    case Field::Sex:
        attr = "DISP-SEX";
        value = m_value == QLatin1String("m") ? "1" : m_value == QLatin1String("f") ? "2" : "9";
        break;
    case Field::Url:
        attr = "PUBKEY-URL";
        break;
    case Field::Login:
        attr = "LOGIN-DATA";
        break;
    }
    if (Status s = guardPin(2); !s) {
        return s;
    }
    auto r = scd("SCD SETATTR " + attr + ' ' + escapeAssuan(value), {PinKind::AdminPin});
    if (!r) {
        return withTriesLeft(r.error(), 2);
    }
    // Report what the card holds now, not what was sent.
    auto back = scd("SCD GETATTR " + attr, {});
    if (!back) {
        Error e = back.error();
        e.operation = title();
        setFailureNote(tr("The card accepted the value, but reading it back failed, so Keyward "
                          "cannot say what the card holds now. Read the card to see it."));
        return e;
    }
    const QByteArray now = unescapeAssuan(back->first(attr));
    if (now != value && !(m_field == Field::Sex && value == "9" && now.isEmpty())) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::Internal, title(),
            tr("the card accepted the value but now holds \"%1\"").arg(QString::fromUtf8(now)));
    }
    switch (m_field) {
    case Field::Name:
        m_readBack = displayName(QString::fromUtf8(now));
        break;
    case Field::Sex:
        m_readBack = now == "1"   ? QStringLiteral("m")
                     : now == "2" ? QStringLiteral("f")
                                  : QString();
        break;
    default:
        m_readBack = QString::fromUtf8(now);
        break;
    }
    return {};
}

} // namespace keyward::openpgp
