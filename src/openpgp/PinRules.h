// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PinProvider.h"
#include "StatusParsers.h"

#include <QString>

#include <optional>

namespace keyward::openpgp {

/**
 * How long a PIN of an OpenPGP card may be, as GnuPG and the card see it.
 * The minimum is GnuPG's own (scdaemon refuses to send a shorter user PIN
 * than 6, admin PIN or reset code than 8 characters, reporting "Bad PIN"
 * without asking the card); the maximum is the card's, from DO C4. With KDF
 * on the card stores a hash and takes any length, so a PIN that breaks the
 * minimum would be accepted once and never be usable again.
 */
struct PinRule
{
    int minLength = 0;
    int maxLength = 0; ///< 0 when the card did not say
};

/// The rule for a PIN kind (current and new PINs alike); maxLengths is C4's
/// order (user PIN, reset code, admin PIN), or null when unknown.
PinRule pinRule(PinKind kind, const ChvStatus *chv);

/// Index into ChvStatus arrays (0 user PIN, 1 reset code, 2 admin PIN).
int pinIndex(PinKind kind);

/// Whether a PIN of `length` characters keeps the rule; the rule in words
/// when it does not ("The new user PIN needs at least 6 characters"), a
/// whole sentence without a trailing period, for Error::invalidInput.
std::optional<QString> checkPinLength(PinKind kind, qsizetype length, const PinRule &rule);

/// What GnuPG does with a PIN shorter than its minimum: the sentence Keyward
/// shows instead of "wrong PIN" when scdaemon refused a PIN without the card
/// counting a try (no trailing period).
QString pinRefusedByGnupgText(PinKind kind);

} // namespace keyward::openpgp
