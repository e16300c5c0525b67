// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardInfo.h"

#include <QString>

namespace keyward::openpgp {

/// The card as people name it: "YubiKey 5, serial 886A8E38" (model and serial, not the AID);
/// "virtual YubiKey 5, serial …" for a virtual card; the manufacturer when the model is unknown.
QString cardDisplayName(const CardInfo &card);

/// What a successful key generation leaves, for the next steps after it.
struct GenerateOutcome
{
    QString cardName;       ///< cardDisplayName()
    QByteArray fingerprint; ///< the new certificate's fingerprint (upper-case hex)
    QString revocation;     ///< the revocation certificate's path, empty when none
    QString backup;         ///< the encryption key's backup file, empty when none
};

/// The command that publishes the certificate on the default key server: "gpg --send-keys FPR".
QString publishCommand(const QByteArray &fingerprint);

/// The next steps in whole sentences, one per line: which card now holds the keys of which
/// certificate, where the revocation certificate and the backup are, and what to do next
/// (export the public key, the SSH key, publish). The window and `keyward-cli card generate`
/// say the same.
QString generateNextSteps(const GenerateOutcome &outcome);

/// After a generation failed part-way, what the card now holds per slot, compared with what it
/// held before: "Signature: Ed25519 key, new. Encryption: RSA 2048 key, old. Authentication:
/// empty." Then that the new keys stay (an OpenPGP card cannot undo a key short of a factory
/// reset). Empty when no slot changed.
QString partialGenerationText(const CardInfo &before, const CardInfo &after);

} // namespace keyward::openpgp
