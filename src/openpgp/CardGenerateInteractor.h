// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gpgme++/editinteractor.h>

#include <string>

namespace keyward::openpgp {

/**
 * Drives `gpg --edit-key <certificate>` "addcardkey" through GPGME's
 * EditInteractor API (status codes and prompt keywords, not screen text):
 * gpg generates the key in one card slot and binds it to the certificate as
 * a subkey with the card key's own creation time, so the card's fingerprint
 * and the subkey's agree. Optionally the subkey the slot held before is then
 * revoked as superseded (its secret is gone from the card). Nothing is saved
 * unless gpg reported the new subkey.
 */
class CardGenerateInteractor : public GpgME::EditInteractor
{
public:
    /// slot 1..3; expiry as gpg takes it ("0", "1y"); oldSubkey the
    /// fingerprint to revoke, or empty.
    CardGenerateInteractor(int slot, std::string expiry, std::string oldSubkey);

    /// Set once gpg reported KEY_CREATED: the new subkey's fingerprint.
    std::string fingerprint() const { return m_fingerprint; }
    /// The card operation failure gpg reported (SC_OP_FAILURE: 1 cancelled, 2 bad PIN), or 0.
    int cardFailure() const { return m_cardFailure; }
    /// Whether the old subkey was revoked (gpg asked the revocation questions).
    bool revoked() const { return m_revoked; }

private:
    enum State : unsigned int
    {
        Start = StartState,
        Command,
        CommandAgain, ///< a command right after another (GPGME answers state changes only)
        SubkeyType,
        Yes,
        Expire,
        ReasonCode,
        Empty,
        Wait, ///< a status that needs no answer
    };

    const char *action(GpgME::Error &err) const override;
    unsigned int nextState(unsigned int statusCode, const char *args,
                           GpgME::Error &err) const override;
    unsigned int onPrompt(GpgME::Error &err) const;

    std::string m_slot;
    std::string m_expiry;
    std::string m_oldSubkey;
    mutable std::string m_command;
    mutable int m_step = 0;
    mutable bool m_revoked = false;
    mutable std::string m_fingerprint;
    mutable int m_cardFailure = 0;
};

} // namespace keyward::openpgp
