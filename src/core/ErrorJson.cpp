// SPDX-License-Identifier: GPL-3.0-or-later
#include "ErrorJson.h"

namespace keyward {

QStringList errorKindNames()
{
    QStringList names;
    for (int k = int(ErrorKind::None) + 1; k <= int(ErrorKind::Internal); ++k) {
        names << Error::kindName(static_cast<ErrorKind>(k));
    }
    return names;
}

QJsonObject errorJson(const Error &e, const QString &message)
{
    return QJsonObject{
        {QStringLiteral("kind"), Error::kindName(e.kind)},
        {QStringLiteral("message"), message.isEmpty() ? e.userMessage() : message},
        {QStringLiteral("triesLeft"),
         e.triesLeft >= 0 ? QJsonValue(e.triesLeft) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("domain"), Error::domainName(e.domain)},
        {QStringLiteral("code"), e.code},
        {QStringLiteral("operation"), e.operation},
        {QStringLiteral("detail"), e.detail},
    };
}

QJsonObject errorDocument(const Error &e, const QString &message)
{
    return QJsonObject{{QStringLiteral("ok"), false},
                       {QStringLiteral("error"), errorJson(e, message)}};
}

} // namespace keyward
