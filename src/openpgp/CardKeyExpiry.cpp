// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardKeyExpiry.h"

#include "SetKeyAttrCommand.h"

#include <QCoreApplication>

namespace keyward::openpgp {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::CardKeyExpiry)
};

} // namespace

QStringList expiryWarnings(const QList<CardCertificate> &certs, const QDateTime &now)
{
    QStringList out;
    const QDateTime limit = now.addDays(kKeyExpiryWarningDays);
    for (const CardCertificate &c : certs) {
        for (size_t s = 0; s < 3; ++s) {
            if (!c.holds[s] ||
                (!c.expired[s] && (!c.expires[s].isValid() || c.expires[s] > limit))) {
                continue;
            }
            const QString key = keySlotName(static_cast<KeySlot>(s + 1));
            const QString day = c.expires[s].date().toString(Qt::ISODate);
            const bool past = c.expired[s] || c.expires[s] <= now;
            if (!c.isPrimary[s]) {
                // A subkey: renewed from the key's secret key file, the card is not needed.
                const QString command =
                    QStringLiteral("keyward-cli key renew --backup %1-secret.asc")
                        .arg(QString::fromLatin1(c.fingerprint));
                out << (past ? Text::tr("The card's %1 expired on %2: others' software no "
                                        "longer accepts it. Renew it from the key's secret key "
                                        "file with \"%3\".")
                                   .arg(key, day, command)
                             : Text::tr("The card's %1 expires on %2, in %n days. Renew it "
                                        "before then from the key's secret key file with "
                                        "\"%3\".",
                                        nullptr, int(now.daysTo(c.expires[s])))
                                   .arg(key, day, command));
            } else if (past) {
                out << Text::tr("The card's %1 expired on %2: others' software no longer accepts "
                                "it. Extend its expiry where the certificate's primary key is "
                                "(\"keyward-cli doctor\" gives the command).")
                           .arg(key, day);
            } else {
                out << Text::tr("The card's %1 expires on %2, in %n days. Extend its expiry before "
                                "then, where the certificate's primary key is (\"keyward-cli "
                                "doctor\" gives the command).",
                                nullptr, int(now.daysTo(c.expires[s])))
                           .arg(key, day);
            }
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
