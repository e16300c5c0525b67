// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PinProvider.h"

#include <QList>
#include <QString>

namespace keyward::openpgp {

/// What a key generation will do, as far as PIN prompts go.
struct GeneratePinInput
{
    enum class Mode
    {
        AllKeys,           ///< three keys and a new certificate
        OneSlot,           ///< one key, keyring unchanged
        UpdateCertificate, ///< one key added to the certificate (gpg addcardkey)
        FromCard,          ///< a certificate for the keys on the card
    };
    Mode mode = Mode::AllKeys;
    /// The card wants the user PIN for every signature (forcesig: CHV status byte 0 is 0).
    bool pinPerSignature = false;
    /// AllKeys: the encryption key is made on this computer and backed up.
    bool encryptionBackup = false;
    /// AllKeys: the new certificate has an encryption subkey bound to it (always, except when
    /// the card's encryption slot is left out).
    bool encryptionSubkey = true;
    /// UpdateCertificate: the slot held a key of the certificate, which gets revoked.
    bool revokesOldSubkey = false;
    /// FromCard: the encryption key joins the certificate.
    bool encryptionJoins = false;
};

/// One PIN prompt that is coming, in order.
struct PinPrompt
{
    PinKind kind = PinKind::AdminPin;
    QString purpose; ///< what it is for, a phrase ("to generate the keys on the card")
};

/**
 * The PIN prompts a generation brings, in order. scdaemon keeps the admin PIN verified for the
 * rest of the session once given, and the user PIN for signing too unless the card asks for it
 * for every signature (forcesig); gpg signs the user ID, each subkey binding, the revocation
 * certificate it writes (openpgp-revocs.d, GnuPG 2.2 and 2.4 alike) and a revocation of a
 * replaced subkey with the card's signature key. The new encryption key of a backup has no
 * passphrase (as with gpg --card-edit), so it adds no prompt; writing it to the card uses the
 * admin PIN already given.
 */
QList<PinPrompt> generatePinPrompts(const GeneratePinInput &input);

/// The prompts in whole sentences, for the dialog and the command line; empty when no PIN is
/// asked. Which PINs come in which order is certain; how often GnuPG asks is not (it depends on
/// what scdaemon still has verified and on GnuPG's version), so no count is given except the
/// user PIN for each signature of a card that asks for it every time.
QString describePinPrompts(const QList<PinPrompt> &prompts, bool pinPerSignature);

} // namespace keyward::openpgp
