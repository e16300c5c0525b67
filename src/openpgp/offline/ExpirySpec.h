// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QDate>
#include <QDateTime>
#include <QString>

#include <optional>

namespace keyward::openpgp::offline {

/**
 * When a new key expires, as the user wrote it: "never" (or "0"), a period counted from the
 * key's creation ("1y", "2y", "6m", "2w", "365d", or a bare number of days) or a calendar date
 * ("2027-11-28", ISO 8601). The units are GnuPG's: a day is 86 400 s, a week 7 days, a month
 * 30 days, a year 365 days; a date means 00:00 UTC of that day, as gpg reads it.
 */
struct ExpirySpec
{
    enum class Kind
    {
        Never,
        Period,
        Date,
    };
    Kind kind = Kind::Never;
    qint64 periodSeconds = 0; ///< for Period
    QDate date;               ///< for Date
    QString text;             ///< as written, for messages

    /// The expiry in `text`, checked against `now` (a date must lie after it; an expiry past
    /// what OpenPGP's 32-bit time stamps hold is refused). InvalidInput with a whole sentence
    /// naming the text otherwise.
    static Result<ExpirySpec> parse(const QString &text, const QDateTime &now);
    static ExpirySpec never();
    static ExpirySpec years(int n);

    /// Seconds from `now` to the expiry (GPGME's createKey/createSubkey take these); nullopt
    /// for Never.
    std::optional<qint64> secondsFrom(const QDateTime &now) const;
    /// The expiry of a key created at `created`; invalid for Never.
    QDateTime expiryFor(const QDateTime &created) const;
    bool isNever() const { return kind == Kind::Never; }
};

} // namespace keyward::openpgp::offline
