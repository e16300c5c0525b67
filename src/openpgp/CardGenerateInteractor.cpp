// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardGenerateInteractor.h"

#include <gpgme++/error.h>
#include <gpgme.h>

#include <cstring>

namespace keyward::openpgp {

CardGenerateInteractor::CardGenerateInteractor(std::string name, std::string email,
                                               std::string expiry)
    : m_name(std::move(name))
    , m_email(std::move(email))
    , m_expiry(std::move(expiry))
{}

const char *CardGenerateInteractor::action(GpgME::Error &) const
{
    switch (state()) {
    case Admin:
        m_adminSent = true;
        return "admin";
    case Generate:
        m_generateSent = true;
        return "generate";
    case Backup:
        return "N";
    case Replace:
        return "Y";
    case Size:
        return ""; // keep the size the card is set to
    case Expire:
        return m_expiry.c_str();
    case Name:
        m_nameSent = true;
        return m_name.c_str();
    case Email:
        m_emailSent = true;
        return m_email.c_str();
    case Comment:
        return "";
    case Quit:
        return "quit";
    default:
        return nullptr;
    }
}

unsigned int CardGenerateInteractor::nextState(unsigned int status, const char *args,
                                               GpgME::Error &err) const
{
    const std::string a = args ? args : "";
    if (status == GPGME_STATUS_KEY_CREATED) {
        // "B <fpr>" / "P <fpr>"
        const auto space = a.rfind(' ');
        m_fingerprint = space == std::string::npos ? a : a.substr(space + 1);
        return Wait;
    }
    if (status == GPGME_STATUS_SC_OP_FAILURE) {
        m_cardFailure = std::atoi(a.c_str());
        return Wait;
    }
    if (status != GPGME_STATUS_GET_LINE && status != GPGME_STATUS_GET_BOOL) {
        return state() == Start ? Start : Wait;
    }
    if (a == "cardedit.prompt") {
        if (!m_adminSent) {
            return Admin;
        }
        if (!m_generateSent) {
            return Generate;
        }
        return Quit;
    }
    if (a == "keyedit.prompt") {
        return Quit;
    }
    if (a == "cardedit.genkeys.backup_enc") {
        return Backup;
    }
    if (a == "cardedit.genkeys.replace_keys") {
        return Replace;
    }
    if (a == "cardedit.genkeys.size") {
        return Size;
    }
    if (a == "keygen.valid") {
        return Expire;
    }
    if (a == "keygen.name") {
        if (m_nameSent) {
            err = GpgME::Error::fromCode(GPG_ERR_INV_NAME);
            return ErrorState;
        }
        return Name;
    }
    if (a == "keygen.email") {
        if (m_emailSent) {
            err = GpgME::Error::fromCode(GPG_ERR_INV_USER_ID);
            return ErrorState;
        }
        return Email;
    }
    if (a == "keygen.comment") {
        return Comment;
    }
    // A question this interactor does not know: stop rather than guess.
    err = GpgME::Error::fromCode(m_cardFailure == 2   ? GPG_ERR_BAD_PIN
                                 : m_cardFailure == 1 ? GPG_ERR_CANCELED
                                                      : GPG_ERR_GENERAL);
    return ErrorState;
}

} // namespace keyward::openpgp
