// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GenerateKeyCommand.h"

#include <QDateTime>
#include <QStringList>

namespace keyward::openpgp {

/// For each key of the card that the keyring's certificates say expires within
/// kKeyExpiryWarningDays of `now`, or has expired, one sentence naming the key,
/// the date and what to do (for a subkey: `keyward-cli key renew` from the key's secret key
/// file; for a card key that is the certificate's primary key: `doctor` gives the command);
/// empty when none does. The card page and `card status` show these.
QStringList expiryWarnings(const QList<CardCertificate> &certs, const QDateTime &now);

/// When the slot's key expires, for a status line: the date, or "does not expire".
QString expiryText(const CardCertificate &cert, KeySlot slot);

} // namespace keyward::openpgp
