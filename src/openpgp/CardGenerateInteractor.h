// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gpgme++/editinteractor.h>

#include <string>

namespace keyward::openpgp {

/**
 * Drives `gpg --card-edit` "generate" through GPGME's EditInteractor API
 * (status codes and prompt keywords, not screen text). Unlike gpgme++'s
 * GpgGenCardKeyInteractor it leaves the key attributes as they are (Keyward
 * sets them beforehand with SetKeyAttrCommand), accepts the "replace
 * existing keys" question in either order, and never asks for an off-card
 * backup.
 */
class CardGenerateInteractor : public GpgME::EditInteractor
{
public:
    CardGenerateInteractor(std::string name, std::string email, std::string expiry);

    /// Set once gpg reported KEY_CREATED: the new primary fingerprint.
    std::string fingerprint() const { return m_fingerprint; }
    /// The card operation failure gpg reported (SC_OP_FAILURE: 1 cancelled, 2 bad PIN), or 0.
    int cardFailure() const { return m_cardFailure; }

private:
    enum State : unsigned int
    {
        Start = StartState,
        Admin,
        Generate,
        Backup,
        Replace,
        Size,
        Expire,
        Name,
        Email,
        Comment,
        Quit,
        Wait, ///< a status that needs no answer
    };

    const char *action(GpgME::Error &err) const override;
    unsigned int nextState(unsigned int statusCode, const char *args,
                           GpgME::Error &err) const override;

    std::string m_name;
    std::string m_email;
    std::string m_expiry;
    mutable bool m_adminSent = false;
    mutable bool m_generateSent = false;
    mutable bool m_nameSent = false;
    mutable bool m_emailSent = false;
    mutable std::string m_fingerprint;
    mutable int m_cardFailure = 0;
};

} // namespace keyward::openpgp
