// SPDX-License-Identifier: GPL-3.0-or-later
// GenerateKeyCommand: every setting checked before the first command reaches
// the card, so a bad argument never leaves the card with new keys and no
// certificate.
#include "GenerateKeyCommand.h"

#include "SetKeyAttrCommand.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>

namespace keyward::openpgp {

namespace {

bool hasControl(const QString &s)
{
    for (const QChar c : s) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator) {
            return true;
        }
    }
    return false;
}

/// gpg's is_valid_mailbox in short: one '@' with text on both sides, a
/// domain that neither starts nor ends with a dot, no "..", no spaces and
/// none of the characters that end an address in a user ID.
bool isValidMailbox(const QString &m)
{
    const qsizetype at = m.indexOf(QLatin1Char('@'));
    if (at <= 0 || at != m.lastIndexOf(QLatin1Char('@')) || at + 1 >= m.size()) {
        return false;
    }
    const QString domain = m.mid(at + 1);
    if (domain.startsWith(QLatin1Char('.')) || domain.endsWith(QLatin1Char('.')) ||
        m.contains(QStringLiteral(".."))) {
        return false;
    }
    static const QString forbidden = QStringLiteral(" \t<>()[],;:\"\\");
    for (const QChar c : m) {
        if (forbidden.contains(c) || c.isSpace()) {
            return false;
        }
    }
    return true;
}

// Qt 6.5 replaced the Qt::TimeSpec constructors with QTimeZone ones; Debian 12 has Qt 6.4.
QDateTime utcDateTime(const QDate &date, const QTime &time)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QDateTime(date, time, QTimeZone::UTC);
#else
    return QDateTime(date, time, QTimeZone::utc());
#endif
}

// gpg keeps expiry in 32 bits of seconds since 1970.
const QDateTime kLatestExpiry = utcDateTime(QDate(2106, 2, 6), QTime(0, 0));

} // namespace

Status GenerateKeyCommand::checkUserId(const QString &nameIn, const QString &emailIn,
                                       const QString &operation)
{
    const QString name = nameIn.trimmed();
    const QString email = emailIn.trimmed();
    if (hasControl(name) || hasControl(email)) {
        return Error::invalidInput(operation,
                                   tr("The name and e-mail address must be on one line, without "
                                      "control characters"));
    }
    if (name.isEmpty() && email.isEmpty()) {
        return Error::invalidInput(operation,
                                   tr("The certificate needs a name or an e-mail address"));
    }
    if (!name.isEmpty()) {
        if (name.size() < 5 && email.isEmpty()) {
            // gpg's own rule for the name part of a user ID
            return Error::invalidInput(operation, tr("The name needs at least five characters"));
        }
        if (name.contains(QLatin1Char('<')) || name.contains(QLatin1Char('>'))) {
            return Error::invalidInput(operation,
                                       tr("The name must not contain \"<\" or \">\" (give the "
                                          "e-mail address on its own)"));
        }
        if (name.at(0).isDigit()) {
            return Error::invalidInput(operation, tr("The name must not start with a digit"));
        }
    }
    if (!email.isEmpty() && !isValidMailbox(email)) {
        return Error::invalidInput(operation, tr("\"%1\" is not an e-mail address gpg takes, "
                                                 "such as jane@example.org")
                                                  .arg(email));
    }
    return {};
}

Status GenerateKeyCommand::checkExpiry(const QString &expiryIn, const QString &operation)
{
    const QString e = expiryIn.trimmed().toLower();
    if (e.isEmpty() || e == QLatin1String("0") || e == QLatin1String("never") ||
        e == QLatin1String("none")) {
        return {};
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto inRange = [&](const QDateTime &when, const QString &shown) -> Status {
        if (!when.isValid()) {
            return Error::invalidInput(operation, tr("The expiry %1 is not a date").arg(shown));
        }
        if (when <= now) {
            return Error::invalidInput(operation,
                                       tr("The expiry %1 is not in the future").arg(shown));
        }
        if (when >= kLatestExpiry) {
            return Error::invalidInput(
                operation,
                tr("The expiry %1 is too far ahead: gpg takes dates before 2106").arg(shown));
        }
        return {};
    };
    static const QRegularExpression period(QStringLiteral("^([0-9]{1,6})([dwmy]?)$"));
    if (const auto m = period.match(e); m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        if (n == 0) {
            return Error::invalidInput(
                operation,
                tr("The expiry %1 is not a period: use 0 for never").arg(expiryIn.trimmed()));
        }
        const QString unit = m.captured(2);
        const qint64 days = unit == QLatin1String("w")   ? n * 7
                            : unit == QLatin1String("m") ? n * 30
                            : unit == QLatin1String("y") ? n * 365
                                                         : n;
        return inRange(now.addDays(days), expiryIn.trimmed());
    }
    static const QRegularExpression isoDate(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    if (isoDate.match(e).hasMatch()) {
        const QDate d = QDate::fromString(e, QStringLiteral("yyyy-MM-dd"));
        return inRange(d.isValid() ? utcDateTime(d, QTime(0, 0)) : QDateTime(), expiryIn.trimmed());
    }
    static const QRegularExpression isoTime(QStringLiteral("^[0-9]{8}t[0-9]{6}$"));
    if (isoTime.match(e).hasMatch()) {
        const QDateTime local =
            QDateTime::fromString(e.toUpper(), QStringLiteral("yyyyMMdd'T'HHmmss"));
        const QDateTime t = local.isValid() ? utcDateTime(local.date(), local.time()) : QDateTime();
        return inRange(t, expiryIn.trimmed());
    }
    return Error::invalidInput(operation,
                               tr("The expiry \"%1\" is not understood: use 0 (never), a period "
                                  "such as 2y, 6m, 3w or 30d, or a date such as 2030-12-31")
                                   .arg(expiryIn.trimmed()));
}

Status GenerateKeyCommand::checkAlgorithm(const QString &algorithmIn, const QStringList &supported,
                                          const QString &operation)
{
    const QString algorithm = algorithmIn.trimmed();
    if (algorithm.isEmpty()) {
        return {}; // keep what the card is set to
    }
    const QString a = algorithm.toLower();
    if (a.startsWith(QLatin1String("rsa"))) {
        bool ok = false;
        const int bits = a.mid(3).toInt(&ok);
        if (!ok || (bits != 2048 && bits != 3072 && bits != 4096)) {
            return Error::invalidInput(
                operation, tr("The RSA key size \"%1\" is not one Keyward generates: use 2048, "
                              "3072 or 4096")
                               .arg(algorithm.mid(3)));
        }
    } else if (SetKeyAttrCommand::attributeValue(KeySlot::Signature, algorithm).isEmpty()) {
        return Error::invalidInput(operation,
                                   tr("\"%1\" is not an algorithm Keyward can set on a card: use "
                                      "rsa2048, rsa3072, rsa4096, ed25519, nistp256, nistp384, "
                                      "nistp521, secp256k1 or brainpoolP256r1/384r1/512r1")
                                       .arg(algorithm));
    }
    if (!supported.isEmpty()) {
        bool found = false;
        for (const QString &s : supported) {
            found = found || s.compare(algorithm, Qt::CaseInsensitive) == 0;
        }
        if (!found) {
            return Error::invalidInput(operation,
                                       tr("This card does not take %1; it takes %2")
                                           .arg(algorithm, supported.join(QStringLiteral(", "))));
        }
    }
    return {};
}

Status GenerateKeyCommand::validate() const
{
    const QString op = title();
    if (m_slotOnly) {
        return {}; // one slot: the card's own algorithm, no user ID, no expiry
    }
    if (Status s = checkUserId(m_name, m_email, op); !s) {
        return s;
    }
    if (Status s = checkExpiry(m_expiry, op); !s) {
        return s;
    }
    if (m_fromCard) {
        return {};
    }
    return checkAlgorithm(m_algorithm, m_supported, op);
}

} // namespace keyward::openpgp
