// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"
#include "openpgp/GenerateKeyCommand.h"

#include <QString>
#include <QStringList>

// Text for the card page, from a CardInfo snapshot. Pure functions, so they
// are unit tested without widgets or a card.
namespace keyward::gui::card::text {

/// Severity of a PIN retry counter.
enum class PinLevel
{
    Ok,
    Low,     ///< one try left: the next wrong entry blocks it
    Blocked, ///< no try left
    NotSet,  ///< reset code that was never set (its counter reads 0)
};

/// index 0 user PIN, 1 reset code, 2 admin PIN.
PinLevel pinLevel(const openpgp::CardInfo &card, int index);
/// "user PIN", "reset code", "admin PIN".
QString pinName(int index);
/// "3 tries left", "WARNING: only 1 try left", "BLOCKED — no tries left".
QString pinCounterText(const openpgp::CardInfo &card, int index);
/// The warning for the banner (empty when every counter is fine): names each
/// low or blocked PIN and what to do about it.
QString pinWarning(const openpgp::CardInfo &card);

/// The model from the device profile ("YubiKey 5"), else the manufacturer.
QString deviceName(const openpgp::CardInfo &card);
/// "1234 5678 9ABC ..." (groups of four), or "no key".
QString fingerprint(const QByteArray &hex);
/// The fingerprint on two lines of five groups (the card page's cells).
QString fingerprintLines(const QByteArray &hex);
/// An algorithm as the page shows it: GnuPG's lower-case names ("ed25519",
/// also when a card or scdaemon reports "Ed25519").
QString algorithm(const QString &name);
/// "generated on the card", "imported", "unknown".
QString origin(openpgp::KeyOrigin origin);
/// "de, en" from "deen".
QString languages(const QString &code);
/// The extended capabilities that are present, one phrase each.
QStringList capabilities(const openpgp::CardInfo &card);
/// A value or a grey "not set" in rich text.
QString orNotSet(const QString &value);

/// Which certificates in the keyring hold the card's keys: for each its user
/// ID, its fingerprint and the slots whose keys it holds, a blank line
/// between them ("—" for a card without keys; a sentence when none holds
/// them).
QString certificates(const openpgp::CardInfo &card, const QList<openpgp::CardCertificate> &certs);

/// What differs between two readings of the same card, as one sentence for a change made
/// outside the page ("The card changed outside this window since it was last read: keys,
/// PIN retry counters."); empty when nothing the page shows differs but the signature counter.
QString changedOutside(const openpgp::CardInfo &before, const openpgp::CardInfo &now);

/// Algorithms a slot can take out of what the card supports (cv25519 only
/// for encryption; ed25519 not for encryption; RSA and NIST/brainpool curves
/// for all three).
QStringList algorithmsForSlot(const QStringList &supported, openpgp::KeySlot slot);

} // namespace keyward::gui::card::text
