// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExpirySpec.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTimeZone>

namespace keyward::openpgp::offline {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::ExpirySpec)
};

constexpr qint64 kDay = 86400;
/// OpenPGP's time stamps are unsigned 32-bit seconds: 2106-02-07.
constexpr qint64 kLastTimestamp = 0xFFFFFFFFLL;

Error refuse(const QString &detail)
{
    return Error::invalidInput(Text::tr("Reading the expiry"), detail);
}

} // namespace

ExpirySpec ExpirySpec::never()
{
    ExpirySpec e;
    e.text = QStringLiteral("never");
    return e;
}

ExpirySpec ExpirySpec::years(int n)
{
    ExpirySpec e;
    e.kind = Kind::Period;
    e.periodSeconds = qint64(n) * 365 * kDay;
    e.text = QStringLiteral("%1y").arg(n);
    return e;
}

Result<ExpirySpec> ExpirySpec::parse(const QString &input, const QDateTime &now)
{
    const QString text = input.trimmed().toLower();
    if (text == QLatin1String("never") || text == QLatin1String("0")) {
        return never();
    }
    ExpirySpec e;
    e.text = input.trimmed();
    static const QRegularExpression period(QStringLiteral("^([0-9]{1,6})([dwmy]?)$"));
    static const QRegularExpression date(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    if (const auto m = period.match(text); m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        const QString unit = m.captured(2);
        const qint64 perUnit = unit == QLatin1String("w")   ? 7 * kDay
                               : unit == QLatin1String("m") ? 30 * kDay
                               : unit == QLatin1String("y") ? 365 * kDay
                                                            : kDay;
        if (n == 0) {
            return refuse(Text::tr("The expiry “%1” is zero; write “never” for a key that does "
                                   "not expire.")
                              .arg(e.text));
        }
        e.kind = Kind::Period;
        e.periodSeconds = n * perUnit;
    } else if (date.match(text).hasMatch()) {
        e.kind = Kind::Date;
        e.date = QDate::fromString(text, Qt::ISODate);
        if (!e.date.isValid()) {
            return refuse(Text::tr("The expiry “%1” is not a date of the calendar.").arg(e.text));
        }
        if (QDateTime(e.date, QTime(0, 0), QTimeZone::utc()) <= now) {
            return refuse(Text::tr("The expiry date %1 is not in the future.")
                              .arg(e.date.toString(Qt::ISODate)));
        }
    } else {
        return refuse(Text::tr("The expiry “%1” is not understood. Write a period such as 1y, "
                               "2y, 6m, 2w or 365d, a date such as 2027-12-31, or “never”.")
                          .arg(e.text));
    }
    if (now.toSecsSinceEpoch() + *e.secondsFrom(now) > kLastTimestamp) {
        return refuse(Text::tr("The expiry “%1” lies after 2106-02-07, which OpenPGP keys cannot "
                               "express.")
                          .arg(e.text));
    }
    return e;
}

std::optional<qint64> ExpirySpec::secondsFrom(const QDateTime &now) const
{
    switch (kind) {
    case Kind::Never:
        return std::nullopt;
    case Kind::Period:
        return periodSeconds;
    case Kind::Date:
        return now.secsTo(QDateTime(date, QTime(0, 0), QTimeZone::utc()));
    }
    return std::nullopt;
}

QDateTime ExpirySpec::expiryFor(const QDateTime &created) const
{
    const auto seconds = secondsFrom(created);
    return seconds ? created.addSecs(*seconds) : QDateTime();
}

} // namespace keyward::openpgp::offline
