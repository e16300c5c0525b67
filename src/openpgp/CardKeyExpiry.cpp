// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardKeyExpiry.h"

#include "SetKeyAttrCommand.h"

#include <QCoreApplication>

#include <algorithm>

namespace keyward::openpgp {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::CardKeyExpiry)
};

/// "A", "A and B", "A, B and C": the keys a sentence names together.
QString joinKeys(const QStringList &keys)
{
    QString out = keys.value(0);
    for (qsizetype i = 1; i < keys.size(); ++i) {
        out = i + 1 == keys.size() ? Text::tr("%1 and %2").arg(out, keys.at(i))
                                   : Text::tr("%1, %2").arg(out, keys.at(i));
    }
    return out;
}

QString subkeySentence(const QStringList &keys, const QString &day, bool past, int days,
                       const QString &command)
{
    // A subkey: renewed from the key's secret key file, the card is not needed.
    if (keys.size() == 1) {
        return past ? Text::tr("The card's %1 expired on %2: others' software no longer accepts "
                               "it. Renew it from the key's secret key file with \"%3\".")
                          .arg(keys.first(), day, command)
                    : Text::tr("The card's %1 expires on %2, in %n days. Renew it before then "
                               "from the key's secret key file with \"%3\".",
                               nullptr, days)
                          .arg(keys.first(), day, command);
    }
    return past ? Text::tr("The card's %1 expired on %2: others' software no longer accepts "
                           "them. Renew them from the key's secret key file with \"%3\".")
                      .arg(joinKeys(keys), day, command)
                : Text::tr("The card's %1 expire on %2, in %n days. Renew them before then from "
                           "the key's secret key file with \"%3\".",
                           nullptr, days)
                      .arg(joinKeys(keys), day, command);
}

QString primarySentence(const QStringList &keys, const QString &day, bool past, int days)
{
    if (keys.size() == 1) {
        return past ? Text::tr("The card's %1 expired on %2: others' software no longer accepts "
                               "it. Extend its expiry where the certificate's primary key is "
                               "(\"keyward-cli doctor\" gives the command).")
                          .arg(keys.first(), day)
                    : Text::tr("The card's %1 expires on %2, in %n days. Extend its expiry "
                               "before then, where the certificate's primary key is "
                               "(\"keyward-cli doctor\" gives the command).",
                               nullptr, days)
                          .arg(keys.first(), day);
    }
    return past ? Text::tr("The card's %1 expired on %2: others' software no longer accepts "
                           "them. Extend their expiry where the certificate's primary key is "
                           "(\"keyward-cli doctor\" gives the command).")
                      .arg(joinKeys(keys), day)
                : Text::tr("The card's %1 expire on %2, in %n days. Extend their expiry before "
                           "then, where the certificate's primary key is (\"keyward-cli "
                           "doctor\" gives the command).",
                           nullptr, days)
                      .arg(joinKeys(keys), day);
}

} // namespace

QStringList expiryWarnings(const QList<CardCertificate> &certs, const QDateTime &now)
{
    QStringList out;
    const QDateTime limit = now.addDays(kKeyExpiryWarningDays);
    for (const CardCertificate &c : certs) {
        // Keys of one certificate that expire on the same day, the same way, share a sentence.
        struct Group
        {
            bool primary;
            bool past;
            QDateTime expires;
            QStringList keys;
        };
        QList<Group> groups;
        for (size_t s = 0; s < 3; ++s) {
            if (!c.holds[s] ||
                (!c.expired[s] && (!c.expires[s].isValid() || c.expires[s] > limit))) {
                continue;
            }
            const QString key = keySlotName(static_cast<KeySlot>(s + 1));
            const bool past = c.expired[s] || c.expires[s] <= now;
            const bool primary = c.isPrimary[s];
            auto same = std::find_if(groups.begin(), groups.end(), [&](const Group &g) {
                return g.primary == primary && g.past == past &&
                       g.expires.date() == c.expires[s].date();
            });
            if (same != groups.end()) {
                same->keys << key;
            } else {
                groups.append({primary, past, c.expires[s], {key}});
            }
        }
        for (const Group &g : groups) {
            const QString day = g.expires.date().toString(Qt::ISODate);
            const int days = int(now.daysTo(g.expires));
            out << (g.primary ? primarySentence(g.keys, day, g.past, days)
                              : subkeySentence(g.keys, day, g.past, days,
                                               QStringLiteral("keyward-cli key renew --backup "
                                                              "%1-secret.asc")
                                                   .arg(QString::fromLatin1(c.fingerprint))));
        }
    }
    return out;
}

QString expiryText(const CardCertificate &cert, KeySlot slot)
{
    const size_t s = size_t(slot) - 1;
    if (!cert.expires[s].isValid()) {
        return Text::tr("does not expire");
    }
    const QString day = cert.expires[s].date().toString(Qt::ISODate);
    return cert.expired[s] ? Text::tr("expired on %1").arg(day)
                           : Text::tr("expires on %1").arg(day);
}

} // namespace keyward::openpgp
